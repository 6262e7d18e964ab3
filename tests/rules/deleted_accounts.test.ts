// A deleted account's ID token stays valid for up to an hour. Deleting the account deletes its profile and leaves
// a tombstone at deleted_accounts/{uid}: every write the account could make while it existed is refused from then
// on, and it cannot create its profile again.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  adminPaths,
  COLLECTIONS,
  newComment,
  newContactMessage,
  newDiscussion,
  newEnrollment,
  newLike,
  newProfile,
  newProject,
  newProjectMessage,
  newVideo,
  paths,
  thumbnailUrl,
  watchUrl,
  type EnrollmentStatus,
} from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { createCounted, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs, TOMBSTONE } from './setup';

let env: RulesTestEnvironment;

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

/** The account under test: a mentor and admin, so that it could make every kind of write. */
const GONE = 'gone';
/** A student account under test (only students apply to projects). */
const GONE_STUDENT = 'gone-student';

const project = newProject({ title: 'Project', description: 'Practice project.', category: 'Web' }, person(GONE), SEEDED_AT);
const enrollment = (studentId: string, status: EnrollmentStatus) => ({
  ...newEnrollment({ id: 'pg', ...project }, person(studentId), 'https://linkedin.com/in/x', SEEDED_AT),
  status,
});
const ID = 'dQw4w9WgXcQ';
const video = <S>(now: S) =>
  newVideo(
    { title: 'Video', description: 'Watch it.', video_url: watchUrl(ID), youtube_id: ID, thumbnail_url: thumbnailUrl(ID), category: 'Tech' },
    person(GONE),
    now,
  );
const discussion = <S>(authorId: string, now: S) =>
  newDiscussion({ title: 'Topic', content: 'Talk.', category: 'Research', tags: ['a'] }, person(authorId), now);

const CG = `${paths.comments('dg')}/cg`;
const CS = `${paths.comments('dg')}/cs`;

/** Everything the two accounts own, as they left it. */
const WORLD = {
  [paths.profile('student')]: profileOf('student'),
  [paths.profile('student2')]: profileOf('student2'),
  [paths.project('pg')]: project,
  [paths.enrollment('pg', 'student')]: enrollment('student', 'pending'),
  [paths.enrollment('pg', 'student2')]: enrollment('student2', 'approved'),
  [paths.enrollment('pg', GONE_STUDENT)]: { ...enrollment(GONE_STUDENT, 'needs_info'), question: 'What have you built?' },
  [paths.discussion('dg')]: discussion(GONE, SEEDED_AT),
  [paths.discussion('ds')]: discussion('student', SEEDED_AT),
  [`${paths.discussionLikes('ds')}/${GONE}`]: newLike(GONE, SEEDED_AT),
  [CG]: newComment('dg', person(GONE), 'Mine.', SEEDED_AT),
  [CS]: newComment('dg', person('student'), 'Theirs.', SEEDED_AT),
  [`${paths.commentLikes('dg', 'cs')}/${GONE}`]: newLike(GONE, SEEDED_AT),
  [paths.video('vg')]: video(SEEDED_AT),
};

/** Every kind of client write, each made by the account that could make it while it existed. */
const WRITES: [what: string, uid: string, write: (db: Firestore) => Promise<unknown>][] = [
  ['create a project', GONE, (db) => addDoc(collection(db, COLLECTIONS.projects), newProject(project, person(GONE), serverTimestamp()))],
  ['edit their project', GONE, (db) => updateDoc(doc(db, paths.project('pg')), { title: 'Edited', updated_at: serverTimestamp() })],
  ['delete their project', GONE, (db) => deleteDoc(doc(db, paths.project('pg')))],
  [
    'post in their project’s discussion',
    GONE,
    (db) =>
      createCounted(db, GONE, 'messages', doc(collection(db, paths.projectMessages('pg'))).path, newProjectMessage('pg', person(GONE), 'Hello', serverTimestamp())),
  ],
  ['delete a decided request', GONE, (db) => deleteDoc(doc(db, paths.enrollment('pg', 'student2')))],
  [
    'answer a mentor’s question',
    GONE_STUDENT,
    (db) =>
      updateDoc(doc(db, paths.enrollment('pg', GONE_STUDENT)), {
        status: 'pending',
        answer: 'Here is more about me.',
        waiting_since: serverTimestamp(),
        updated_at: serverTimestamp(),
      }),
  ],
  [
    'withdraw their request',
    GONE_STUDENT,
    (db) => updateDoc(doc(db, paths.enrollment('pg', GONE_STUDENT)), { status: 'withdrawn', updated_at: serverTimestamp() }),
  ],
  ['start a discussion', GONE, (db) => setDoc(doc(db, paths.discussion('new')), discussion(GONE, serverTimestamp()))],
  ['delete their discussion', GONE, (db) => deleteDoc(doc(db, paths.discussion('dg')))],
  ['like a discussion', GONE, (db) => setDoc(doc(db, `${paths.discussionLikes('dg')}/${GONE}`), newLike(GONE, serverTimestamp()))],
  ['remove their like', GONE, (db) => deleteDoc(doc(db, `${paths.discussionLikes('ds')}/${GONE}`))],
  [
    'comment',
    GONE,
    (db) => createCounted(db, GONE, 'comments', doc(collection(db, paths.comments('dg'))).path, newComment('dg', person(GONE), 'Again.', serverTimestamp())),
  ],
  ['delete their comment', GONE, (db) => deleteDoc(doc(db, CG))],
  ['like a comment', GONE, (db) => setDoc(doc(db, `${paths.commentLikes('dg', 'cg')}/${GONE}`), newLike(GONE, serverTimestamp()))],
  ['remove their comment like', GONE, (db) => deleteDoc(doc(db, `${paths.commentLikes('dg', 'cs')}/${GONE}`))],
  ['publish a video', GONE, (db) => addDoc(collection(db, COLLECTIONS.videos), video(serverTimestamp()))],
  ['delete their video', GONE, (db) => deleteDoc(doc(db, paths.video('vg')))],
  [
    'send a contact message as themselves',
    GONE,
    (db) =>
      addDoc(
        collection(db, COLLECTIONS.contactMessages),
        newContactMessage({ name: 'Gone', email: 'gone@example.com', subject: 'Hi', message: 'Hello' }, GONE, serverTimestamp()),
      ),
  ],
];

beforeAll(async () => {
  env = await rulesEnv('deleted-accounts');
});
afterAll(async () => {
  await env.cleanup();
});

describe('an account that exists', () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seedDocs(env, {
      ...WORLD,
      [paths.profile(GONE)]: profileOf(GONE, { role: 'mentor', admin_role: 'admin' }),
      [paths.profile(GONE_STUDENT)]: profileOf(GONE_STUDENT),
    });
  });

  it.each(WRITES)('may %s', async (_what, uid, write) => {
    await expectAllowed(write(as(uid)));
  });
});

describe('a deleted account (profile gone, tombstone left) with a still-valid token', () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seedDocs(env, {
      ...WORLD,
      [adminPaths.deletedAccount(GONE)]: TOMBSTONE,
      [adminPaths.deletedAccount(GONE_STUDENT)]: TOMBSTONE,
    });
  });

  it.each(WRITES)('may not %s', async (_what, uid, write) => {
    await expectDenied(write(as(uid)));
  });

  it('may not create its profile again', async () => {
    for (const [uid, role] of [[GONE, 'mentor'], [GONE_STUDENT, 'student']] as const) {
      await expectDenied(setDoc(doc(as(uid), paths.profile(uid)), newProfile({ display_name: `Name ${uid}`, role }, serverTimestamp())));
    }
  });
});
