// The onProfileUpdated trigger, against the emulators: renaming a person refreshes every embedded copy.
import {
  newBookingIntent,
  newReview,
  newComment,
  newDiscussion,
  newEnrollment,
  newProject,
  newProjectMessage,
  newVideo,
  paths as modelPaths,
  personCopy,
  thumbnailUrl,
  watchUrl,
} from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, profileData, uniqueId as id } from './callers';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('Function tests run inside the emulators: use `npm test -- functions`.');
}

const copy = (personId: string, name: string, avatar: string | null = null) =>
  personCopy({ id: personId, display_name: name, avatar_url: avatar });

/** Polls until `read` returns the expected value (triggers run asynchronously). */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (Date.now() < deadline) {
    last = await read();
    try {
      expect(last).toEqual(expected);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  expect(last).toEqual(expected);
}

const field = (path: string, name: string) => async () => (await db.doc(path).get()).get(name) as unknown;

const mentorId = id('mentor');
const studentId = id('student');
const projectId = id('project');
const otherProjectId = id('project');
const discussionId = id('discussion');
const videoId = id('video');
const paths = {
  mentor: modelPaths.profile(mentorId),
  student: modelPaths.profile(studentId),
  project: modelPaths.project(projectId),
  otherProject: modelPaths.project(otherProjectId),
  enrollment: modelPaths.enrollment(projectId, studentId),
  mentorMessage: `${modelPaths.projectMessages(projectId)}/${id('m')}`,
  studentMessage: `${modelPaths.projectMessages(projectId)}/${id('m')}`,
  discussion: modelPaths.discussion(discussionId),
  comment: `${modelPaths.comments(discussionId)}/${id('c')}`,
  video: modelPaths.video(videoId),
  review: modelPaths.review(mentorId, studentId),
  openIntent: modelPaths.bookingIntent(`${studentId}_${mentorId}_open`),
  answeredIntent: modelPaths.bookingIntent(`${studentId}_${mentorId}_answered`),
};

beforeAll(async () => {
  const now = Timestamp.now();
  const mentor = copy(mentorId, 'Old Mentor');
  const student = copy(studentId, 'Old Student');
  const someoneElse = copy('someone-else', 'Someone Else');
  const projectInput = { description: 'Practice project.', category: 'Web Development' };
  const project = newProject({ title: 'P', ...projectInput }, mentor, now);
  await db.doc(paths.mentor).set(profileData({ display_name: 'Old Mentor', role: 'mentor' }));
  await db.doc(paths.student).set(profileData({ display_name: 'Old Student' }));
  await db.doc(paths.project).set(project);
  await db.doc(paths.otherProject).set(newProject({ title: 'Q', ...projectInput }, someoneElse, now));
  await db.doc(paths.enrollment).set({
    ...newEnrollment({ id: projectId, ...project }, student, 'https://www.linkedin.com/in/old-student', now),
    status: 'approved',
  });
  await db.doc(paths.mentorMessage).set(newProjectMessage(projectId, mentor, 'hi', now));
  await db.doc(paths.studentMessage).set(newProjectMessage(projectId, student, 'hello', now));
  await db.doc(paths.discussion).set(
    newDiscussion({ title: 'D', content: 'Discussion.', category: 'Research', tags: [] }, mentor, now),
  );
  await db.doc(paths.comment).set(newComment(discussionId, student, 'c', now));
  await db.doc(paths.review).set(newReview(student, mentorId, { stars: 5, text: 'A session worth every minute.', basis: 'request', basis_id: 'e' }, now));
  await db.doc(paths.openIntent).set({ ...newBookingIntent(studentId, mentor, now), state: 'asked', asks: 1 });
  await db.doc(paths.answeredIntent).set({ ...newBookingIntent(studentId, mentor, now), state: 'no', asks: 1 });
  const youtubeId = 'rfscVS0vtbw';
  await db.doc(paths.video).set(
    newVideo(
      {
        title: 'V',
        description: 'A video.',
        video_url: watchUrl(youtubeId),
        youtube_id: youtubeId,
        thumbnail_url: thumbnailUrl(youtubeId),
        category: 'Tech',
      },
      mentor,
      now,
    ),
  );
});

afterAll(async () => {
  await Promise.all(Object.values(paths).map((p) => db.doc(p).delete()));
});

describe('onProfileUpdated', () => {
  it("refreshes every copy of a mentor when their name and avatar change, and nobody else's", async () => {
    await db.doc(paths.mentor).update({ display_name: 'New Mentor', avatar_url: 'https://example.com/m.png' });
    const fresh = copy(mentorId, 'New Mentor', 'https://example.com/m.png');
    await eventually(field(paths.project, 'mentor'), fresh);
    await eventually(field(paths.enrollment, 'project.mentor'), fresh);
    await eventually(field(paths.mentorMessage, 'user'), fresh);
    await eventually(field(paths.discussion, 'author'), fresh);
    await eventually(field(paths.video, 'mentor'), fresh);
    // The question still to be answered names the mentor anew; an answered intent is history and keeps the old name.
    await eventually(field(paths.openIntent, 'mentor'), fresh);
    expect(await field(paths.answeredIntent, 'mentor')()).toEqual(copy(mentorId, 'Old Mentor'));
    expect(await field(paths.enrollment, 'student')()).toEqual(copy(studentId, 'Old Student'));
    expect(await field(paths.review, 'student')()).toEqual(copy(studentId, 'Old Student'));
    expect(await field(paths.studentMessage, 'user')()).toEqual(copy(studentId, 'Old Student'));
    expect(await field(paths.otherProject, 'mentor')()).toEqual(copy('someone-else', 'Someone Else'));
  }, 180_000);

  it('refreshes the copies of a student (enrollments, messages, comments)', async () => {
    await db.doc(paths.student).update({ display_name: 'New Student' });
    const fresh = copy(studentId, 'New Student');
    await eventually(field(paths.enrollment, 'student'), fresh);
    await eventually(field(paths.studentMessage, 'user'), fresh);
    await eventually(field(paths.comment, 'user'), fresh);
    await eventually(field(paths.review, 'student'), fresh);
  }, 180_000);

  it("carries a mentor's pause and resume to their projects' cards, and to nobody else's", async () => {
    await db.doc(paths.mentor).update({ accepting: false, paused_reason: 'self' });
    await eventually(field(paths.project, 'mentor_accepting'), false);
    expect(await field(paths.otherProject, 'mentor_accepting')()).toBe(true);
    await db.doc(paths.mentor).update({ accepting: true, paused_reason: null });
    await eventually(field(paths.project, 'mentor_accepting'), true);
  }, 180_000);

  it('leaves copies alone when other fields change', async () => {
    // Make a copy deliberately stale, change only the bio, and check the trigger did not rewrite it.
    await db.doc(paths.video).update({ mentor: copy(mentorId, 'Stale') });
    await db.doc(paths.mentor).update({ bio: 'A new bio' });
    // The rename afterwards proves the trigger runs, so the stale copy surviving the bio change means something.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await field(paths.video, 'mentor')()).toEqual(copy(mentorId, 'Stale'));
    await db.doc(paths.mentor).update({ display_name: 'Renamed Again' });
    await eventually(field(paths.video, 'mentor'), copy(mentorId, 'Renamed Again', 'https://example.com/m.png'));
  }, 180_000);
});
