import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  newEnrollment,
  newProject,
  newProjectMessage,
  paths,
  type EnrollmentStatus,
} from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AVATAR, createCounted, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const project = newProject(
  { title: 'Project', description: 'Practice project.', category: 'Web', estimated_hours: 5 },
  person('mentor'),
  SEEDED_AT,
);

/** A student's request for p1 in the given state. */
const enrollment = (studentId: string, status: EnrollmentStatus) => ({
  ...newEnrollment({ id: 'p1', ...project }, person(studentId), 'https://linkedin.com/in/x', SEEDED_AT),
  status,
});

/** A message as the discussion page writes it. */
const message = (userId: string, text = 'Hello team') => newProjectMessage('p1', person(userId), text, serverTimestamp());

const thread = (db: Firestore) => collection(db, paths.projectMessages('p1'));
/** A new message as `uid` sends it in the app: with their abuse-limit counter's step (rate-limits.test.ts). */
const send = (uid: string, data: DocumentData) => {
  const db = uid === 'anon' ? anon() : as(uid);
  return createCounted(db, uid, 'messages', doc(thread(db)).path, data);
};
const M1 = `${paths.projectMessages('p1')}/m1`;

beforeAll(async () => {
  env = await rulesEnv('project-messages');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor' }),
    [paths.profile('other-mentor')]: profileOf('other-mentor', { role: 'mentor' }),
    [paths.profile('admin')]: profileOf('admin', { admin_role: 'admin' }),
    [paths.profile('approved')]: profileOf('approved'),
    [paths.profile('pending')]: profileOf('pending'),
    [paths.profile('rejected')]: profileOf('rejected'),
    [paths.project('p1')]: project,
    [paths.enrollment('p1', 'approved')]: enrollment('approved', 'approved'),
    [paths.enrollment('p1', 'pending')]: enrollment('pending', 'pending'),
    [paths.enrollment('p1', 'rejected')]: enrollment('rejected', 'rejected'),
    [M1]: newProjectMessage('p1', person('mentor'), 'Welcome!', SEEDED_AT),
  });
});

describe('projects/{id}/messages', () => {
  it('lets the project’s mentor and approved students read the thread', async () => {
    await expectAllowed(getDocs(query(thread(as('mentor')), orderBy('created_at'))));
    await expectAllowed(getDocs(query(thread(as('approved')), orderBy('created_at'))));
    await expectAllowed(getDoc(doc(as('approved'), M1)));
  });

  it('hides the thread from pending and rejected students, other mentors, admins and visitors', async () => {
    for (const db of [as('pending'), as('rejected'), as('stranger'), as('other-mentor'), as('admin'), anon()]) {
      await expectDenied(getDocs(thread(db)));
    }
  });

  it('follows the enrollment status at the moment of the request', async () => {
    await expectAllowed(getDocs(thread(as('approved'))));
    await seedDocs(env, { [paths.enrollment('p1', 'approved')]: enrollment('approved', 'rejected') });
    await expectDenied(getDocs(thread(as('approved'))));
    await expectDenied(send('approved', message('approved')));
  });

  it('lets the mentor and approved students post as themselves', async () => {
    await expectAllowed(send('mentor', message('mentor')));
    await expectAllowed(send('approved', message('approved')));
  });

  it('refuses posts from anyone without access', async () => {
    await expectDenied(send('pending', message('pending')));
    await expectDenied(send('rejected', message('rejected')));
    await expectDenied(send('other-mentor', message('other-mentor')));
    await expectDenied(send('anon', message('anon')));
  });

  it('refuses posting as someone else', async () => {
    await expectDenied(send('approved', message('mentor')));
    await expectDenied(send('approved', { ...message('approved'), user: person('mentor') }));
  });

  it.each([
    ['another name', person('approved', 'Someone Famous')],
    ['another avatar', { ...person('approved'), avatar_url: AVATAR }],
    ['no avatar field', { id: 'approved', display_name: 'Name approved' }],
  ])('refuses a message whose user copy has %s', async (_name, user) => {
    await expectDenied(send('approved', { ...message('approved'), user }));
  });

  it('takes the user copy from the profile as it is now', async () => {
    await seedDocs(env, { [paths.profile('approved')]: profileOf('approved', { display_name: 'Al Renamed', avatar_url: AVATAR }) });
    await expectDenied(send('approved', message('approved')));
    await expectAllowed(
      send('approved', { ...message('approved'), user: { ...person('approved', 'Al Renamed'), avatar_url: AVATAR } }),
    );
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['an untrimmed message', { message: ' hi ' }],
    ['a message over 2000 characters', { message: 'm'.repeat(2001) }],
    ['another project id', { project_id: 'p2' }],
    ['a client timestamp', { created_at: SEEDED_AT }],
    ['an extra field', { pinned: true }],
  ])('refuses %s', async (_name, patch) => {
    await expectDenied(send('mentor', { ...message('mentor'), ...patch }));
  });

  it('accepts a message of exactly 2000 characters', async () => {
    await expectAllowed(send('mentor', message('mentor', 'm'.repeat(2000))));
  });

  it('refuses edits and deletions, even by the author', async () => {
    await expectDenied(updateDoc(doc(as('mentor'), M1), { message: 'Edited' }));
    await expectDenied(deleteDoc(doc(as('mentor'), M1)));
  });

  it('denies the thread of a project that does not exist', async () => {
    await expectDenied(getDocs(collection(as('mentor'), paths.projectMessages('missing'))));
  });
});
