// Project clean-up and copy refresh triggers against the emulators (arranged and inspected with firebase-admin).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, eventually as eventuallyWithin, profileData, uniqueId } from './callers';

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Function tests run inside the emulators: use `npm test -- functions`.');

/** Waits until `read` returns `expected`, up to 100 s (triggers run asynchronously in the emulator). */
const eventually = <T>(read: () => Promise<T>, expected: T) => eventuallyWithin(read, expected, 100_000);

const copy = (id: string, name = `Person ${id}`) => ({ id, display_name: name, avatar_url: null });

/** A mentor, a project of theirs, a student with an approved request and a message from each. */
async function arrange() {
  const mentorId = uniqueId('mentor');
  const studentId = uniqueId('student');
  const projectId = uniqueId('project');
  const now = Timestamp.now();
  await db.doc(`profiles/${mentorId}`).set(profileData({ role: 'mentor', display_name: `Person ${mentorId}` }));
  await db.doc(`profiles/${studentId}`).set(profileData({ display_name: `Person ${studentId}` }));
  await db.doc(`projects/${projectId}`).set({
    title: 'Original title',
    description: 'Practice project.',
    category: 'Web Development',
    difficulty: 'beginner',
    estimated_hours: 3,
    mentor_id: mentorId,
    mentor: copy(mentorId),
    created_at: now,
    updated_at: now,
  });
  const enrollment = db.doc(`project_enrollments/${projectId}_${studentId}`);
  await enrollment.set({
    project_id: projectId,
    student_id: studentId,
    mentor_id: mentorId,
    linkedin_url: 'https://linkedin.com/in/someone',
    status: 'approved',
    project: { id: projectId, title: 'Original title', mentor_id: mentorId, mentor: copy(mentorId) },
    student: copy(studentId),
    created_at: now,
    updated_at: now,
  });
  const messages = db.collection(`projects/${projectId}/messages`);
  const studentMessage = messages.doc('from-student');
  await studentMessage.set({ project_id: projectId, user_id: studentId, user: copy(studentId), message: 'Hi', created_at: now });
  await messages.doc('from-mentor').set({ project_id: projectId, user_id: mentorId, user: copy(mentorId), message: 'Hello', created_at: now });
  return { mentorId, studentId, projectId, enrollment, messages, studentMessage };
}

// Each trigger may first need a cold start of the emulator's function worker, which is slow on a busy machine.
describe('project triggers', { timeout: 240_000 }, () => {
  it('deleting a project removes its enrollment requests and messages', async () => {
    const { projectId, enrollment, messages } = await arrange();
    const unrelated = db.doc(`project_enrollments/${uniqueId('other')}_someone`);
    await unrelated.set({ project_id: uniqueId('other-project'), student_id: 'someone', status: 'pending' });

    await db.doc(`projects/${projectId}`).delete();

    expect(await eventually(async () => (await enrollment.get()).exists, false)).toBe(false);
    expect(await eventually(async () => (await messages.get()).size, 0)).toBe(0);
    expect((await unrelated.get()).exists).toBe(true);
  });

  it('a new project title reaches the copies on enrollment requests', async () => {
    const { projectId, enrollment } = await arrange();

    await db.doc(`projects/${projectId}`).update({ title: 'Renamed project' });

    expect(await eventually(async () => (await enrollment.get()).get('project.title'), 'Renamed project')).toBe(
      'Renamed project',
    );
  });

  it('a renamed person is renamed on projects, requests and messages', async () => {
    const { mentorId, studentId, projectId, enrollment, studentMessage } = await arrange();

    await db.doc(`profiles/${mentorId}`).update({ display_name: 'Renamed Mentor' });
    await db.doc(`profiles/${studentId}`).update({ display_name: 'Renamed Student' });

    // Three triggers in a chain.
    const project = db.doc(`projects/${projectId}`);
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
