// Project clean-up and copy refresh triggers against the emulators (arranged and inspected with firebase-admin).
import { newEnrollment, newProject, newProjectMessage, paths } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { accountCopy, accountName, db, eventually as eventuallyWithin, profileData, uniqueId } from './callers';

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Function tests run inside the emulators: use `npm test -- functions`.');

/** Waits until `read` returns `expected`, up to 100 s (triggers run asynchronously in the emulator). */
const eventually = <T>(read: () => Promise<T>, expected: T) => eventuallyWithin(read, expected, 100_000);

/** A mentor, a project of theirs, a student with an approved request and a message from each. */
async function arrange() {
  const mentorId = uniqueId('mentor');
  const studentId = uniqueId('student');
  const projectId = uniqueId('project');
  const now = Timestamp.now();
  await db.doc(paths.profile(mentorId)).set(profileData({ role: 'mentor', display_name: accountName(mentorId) }));
  await db.doc(paths.profile(studentId)).set(profileData({ display_name: accountName(studentId) }));
  const project = newProject(
    { title: 'Original title', description: 'Practice project.', category: 'Web Development', estimated_hours: 3 },
    accountCopy(mentorId),
    now,
  );
  await db.doc(paths.project(projectId)).set(project);
  const enrollment = db.doc(paths.enrollment(projectId, studentId));
  await enrollment.set({
    ...newEnrollment({ id: projectId, ...project }, accountCopy(studentId), 'https://linkedin.com/in/someone', now),
    status: 'approved',
  });
  const messages = db.collection(paths.projectMessages(projectId));
  const studentMessage = messages.doc('from-student');
  await studentMessage.set(newProjectMessage(projectId, accountCopy(studentId), 'Hi', now));
  await messages.doc('from-mentor').set(newProjectMessage(projectId, accountCopy(mentorId), 'Hello', now));
  return { mentorId, studentId, projectId, enrollment, messages, studentMessage };
}

// Each trigger may first need a cold start of the emulator's function worker, which is slow on a busy machine.
describe('project triggers', { timeout: 240_000 }, () => {
  it('deleting a project removes its enrollment requests and messages', async () => {
    const { projectId, enrollment, messages } = await arrange();
    const otherProjectId = uniqueId('other-project');
    const otherProject = newProject(
      { title: 'Other project', description: 'Practice project.', category: 'Web Development' },
      accountCopy('someone-else'),
      Timestamp.now(),
    );
    const unrelated = db.doc(paths.enrollment(otherProjectId, 'someone'));
    await unrelated.set(
      newEnrollment({ id: otherProjectId, ...otherProject }, accountCopy('someone'), 'https://linkedin.com/in/someone', Timestamp.now()),
    );

    await db.doc(paths.project(projectId)).delete();

    expect(await eventually(async () => (await enrollment.get()).exists, false)).toBe(false);
    expect(await eventually(async () => (await messages.get()).size, 0)).toBe(0);
    expect((await unrelated.get()).exists).toBe(true);
  });

  it('a new project title reaches the copies on enrollment requests', async () => {
    const { projectId, enrollment } = await arrange();

    await db.doc(paths.project(projectId)).update({ title: 'Renamed project' });

    expect(await eventually(async () => (await enrollment.get()).get('project.title'), 'Renamed project')).toBe(
      'Renamed project',
    );
  });

  it('a renamed person is renamed on projects, requests and messages', async () => {
    const { mentorId, studentId, projectId, enrollment, studentMessage } = await arrange();

    await db.doc(paths.profile(mentorId)).update({ display_name: 'Renamed Mentor' });
    await db.doc(paths.profile(studentId)).update({ display_name: 'Renamed Student' });

    // Three triggers in a chain.
    const project = db.doc(paths.project(projectId));
    const copies = async () => [
      (await project.get()).get('mentor.display_name'),
      (await enrollment.get()).get('student.display_name'),
      (await enrollment.get()).get('project.mentor.display_name'),
      (await studentMessage.get()).get('user.display_name'),
    ];
    const expected = ['Renamed Mentor', 'Renamed Student', 'Renamed Mentor', 'Renamed Student'];
    expect(await eventually(copies, expected)).toEqual(expected);
  });
});
