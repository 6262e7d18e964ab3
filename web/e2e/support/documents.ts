/**
 * Documents a test arranges straight in the database, built by the model's builders like every other
 * layer's. Each helper takes an id when the test needs one of its own, else Firestore picks one.
 */
import { expect } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newLike,
  newProject,
  newVideo,
  newVideoRating,
  paths,
  personCopy,
  searchTerms,
  serverTerm,
  type EnrollmentStatus,
  type PersonCopy,
  type ProjectCopy,
} from '@mentorbridge/model';
import { adminDb, type TestUser } from './admin';

/**
 * Waits until the search trigger (functions/src/search.ts) has indexed each document at `docPaths` for `search`: a
 * list's search reads the server-kept search tokens, so it finds a new document only then (a trigger's first run may
 * start a functions worker, and on a busy machine its turn comes late).
 */
export async function untilSearchable(docPaths: readonly string[], search: string): Promise<void> {
  const term = serverTerm(searchTerms(search)) ?? '';
  const indexed = async () => {
    const snaps = await Promise.all(docPaths.map((path) => adminDb.doc(path).get()));
    return snaps.every((snap) => ((snap.get('search_tokens') as string[] | undefined) ?? []).includes(term));
  };
  await expect.poll(indexed, { timeout: 120_000 }).toBe(true);
}

/** The person copy that documents embed for a test account. */
export function personOf(user: Pick<TestUser, 'uid' | 'displayName'>): PersonCopy {
  return personCopy({ id: user.uid, display_name: user.displayName });
}

/** A project by `mentor`; returns the copy of it that enrollments embed. */
export async function writeProject(
  mentor: PersonCopy,
  input: Parameters<typeof newProject>[0],
  id = adminDb.collection(COLLECTIONS.projects).doc().id,
): Promise<ProjectCopy> {
  const project = newProject(input, mentor, Timestamp.now());
  await adminDb.doc(paths.project(id)).set(project);
  return { id, title: project.title, mentor_id: project.mentor_id, mentor: project.mentor };
}

/**
 * A student's request for `project`, already in `status` (as if the mentor had decided); an approved one takes
 * a seat, as decideEnrollment does. A needs_info request carries the mentor's `question`, asked now. Writing it
 * again replaces the request whole.
 */
export async function writeEnrollment(
  project: ProjectCopy,
  student: PersonCopy,
  linkedinUrl: string,
  status: EnrollmentStatus,
  question?: string,
): Promise<void> {
  const batch = adminDb.batch();
  const now = Timestamp.now();
  batch.set(adminDb.doc(paths.enrollment(project.id, student.id)), {
    ...newEnrollment(project, student, linkedinUrl, now),
    status,
    ...(question === undefined ? {} : { question, decided_at: now }),
  });
  if (status === 'approved') batch.update(adminDb.doc(paths.project(project.id)), { seats_taken: FieldValue.increment(1) });
  await batch.commit();
}

/** A video entry of `mentor`; returns its id. */
export async function writeVideo(
  mentor: PersonCopy,
  input: Parameters<typeof newVideo>[0],
  id = adminDb.collection(COLLECTIONS.videos).doc().id,
): Promise<string> {
  await adminDb.doc(paths.video(id)).set(newVideo(input, mentor, Timestamp.now()));
  return id;
}

/** `userId`'s rating of a video (the rating trigger counts it on the video). */
export async function writeVideoRating(videoId: string, userId: string, stars: number): Promise<void> {
  await adminDb.doc(paths.videoRating(videoId, userId)).set(newVideoRating(userId, stars, Timestamp.now()));
}

/** A community discussion by `author`, with zero counts; returns its id. */
export async function writeDiscussion(
  author: PersonCopy,
  input: Parameters<typeof newDiscussion>[0],
  id = adminDb.collection(COLLECTIONS.discussions).doc().id,
): Promise<string> {
  await adminDb.doc(paths.discussion(id)).set(newDiscussion(input, author, Timestamp.now()));
  return id;
}

/** A comment by `user` on a discussion; returns its id. */
export async function writeComment(discussionId: string, user: PersonCopy, content: string, id: string): Promise<string> {
  await adminDb.doc(`${paths.comments(discussionId)}/${id}`).set(newComment(discussionId, user, content, Timestamp.now()));
  return id;
}

/** `userId`'s like of a discussion. */
export async function writeDiscussionLike(discussionId: string, userId: string): Promise<void> {
  await adminDb.doc(`${paths.discussionLikes(discussionId)}/${userId}`).set(newLike(userId, Timestamp.now()));
}

/** A contact-form message from a visitor who is not signed in. */
export async function writeContactMessage(input: Parameters<typeof newContactMessage>[0]): Promise<void> {
  await adminDb.collection(COLLECTIONS.contactMessages).add(newContactMessage(input, null, Timestamp.now()));
}
