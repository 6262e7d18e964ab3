import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const copy = (id: string) => ({ id, display_name: `Name ${id}`, avatar_url: null });
const past = new Date('2026-01-01T00:00:00Z');

const enrollment = (studentId: string, status: string) => ({
  project_id: 'p1',
  student_id: studentId,
  mentor_id: 'mentor',
  linkedin_url: 'https://linkedin.com/in/x',
  status,
  project: { id: 'p1', title: 'Project', mentor_id: 'mentor', mentor: copy('mentor') },
  student: copy(studentId),
  created_at: past,
  updated_at: past,
});

/** A message as the discussion page writes it. */
const message = (userId: string, text = 'Hello team') => ({
  project_id: 'p1',
  user_id: userId,
  user: copy(userId),
  message: text,
  created_at: serverTimestamp(),
});

const thread = (db: Firestore) => collection(db, 'projects/p1/messages');

beforeAll(async () => {
  env = await rulesEnv('project-messages');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'profiles/mentor': profileDoc({ role: 'mentor' }),
    'profiles/other-mentor': profileDoc({ role: 'mentor' }),
    'profiles/admin': profileDoc({ admin_role: 'admin' }),
    'projects/p1': {
      title: 'Project',
      description: 'Practice project.',
      category: 'Web',
      difficulty: 'beginner',
      estimated_hours: 5,
      mentor_id: 'mentor',
      mentor: copy('mentor'),
      created_at: past,
      updated_at: past,
    },
    'project_enrollments/p1_approved': enrollment('approved', 'approved'),
    'project_enrollments/p1_pending': enrollment('pending', 'pending'),
    'project_enrollments/p1_rejected': enrollment('rejected', 'rejected'),
    'projects/p1/messages/m1': { ...message('mentor', 'Welcome!'), created_at: past },
  });
});

describe('projects/{id}/messages', () => {
  it('lets the project’s mentor and approved students read the thread', async () => {
    await expectAllowed(getDocs(query(thread(as('mentor')), orderBy('created_at'))));
    await expectAllowed(getDocs(query(thread(as('approved')), orderBy('created_at'))));
    await expectAllowed(getDoc(doc(as('approved'), 'projects/p1/messages/m1')));
  });

  it('hides the thread from pending and rejected students, other mentors, admins and visitors', async () => {
    for (const db of [as('pending'), as('rejected'), as('stranger'), as('other-mentor'), as('admin'), anon()]) {
      await expectDenied(getDocs(thread(db)));
    }
  });

  it('follows the enrollment status at the moment of the request', async () => {
    await expectAllowed(getDocs(thread(as('approved'))));
    await seedDocs(env, { 'project_enrollments/p1_approved': enrollment('approved', 'rejected') });
    await expectDenied(getDocs(thread(as('approved'))));
    await expectDenied(addDoc(thread(as('approved')), message('approved')));
  });

  it('lets the mentor and approved students post as themselves', async () => {
    await expectAllowed(addDoc(thread(as('mentor')), message('mentor')));
    await expectAllowed(addDoc(thread(as('approved')), message('approved')));
  });

  it('refuses posts from anyone without access', async () => {
    await expectDenied(addDoc(thread(as('pending')), message('pending')));
    await expectDenied(addDoc(thread(as('rejected')), message('rejected')));
    await expectDenied(addDoc(thread(as('other-mentor')), message('other-mentor')));
    await expectDenied(addDoc(thread(anon()), message('anon')));
  });

  it('refuses posting as someone else', async () => {
    await expectDenied(addDoc(thread(as('approved')), message('mentor')));
    await expectDenied(addDoc(thread(as('approved')), { ...message('approved'), user: copy('mentor') }));
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['an untrimmed message', { message: ' hi ' }],
    ['a message over 2000 characters', { message: 'm'.repeat(2001) }],
    ['another project id', { project_id: 'p2' }],
    ['a client timestamp', { created_at: past }],
    ['an extra field', { pinned: true }],
  ])('refuses %s', async (_name, patch) => {
    await expectDenied(addDoc(thread(as('mentor')), { ...message('mentor'), ...patch }));
  });

  it('accepts a message of exactly 2000 characters', async () => {
    await expectAllowed(addDoc(thread(as('mentor')), message('mentor', 'm'.repeat(2000))));
  });

  it('refuses edits and deletions, even by the author', async () => {
    await expectDenied(updateDoc(doc(as('mentor'), 'projects/p1/messages/m1'), { message: 'Edited' }));
    await expectDenied(deleteDoc(doc(as('mentor'), 'projects/p1/messages/m1')));
  });

  it('denies the thread of a project that does not exist', async () => {
    await expectDenied(getDocs(collection(as('mentor'), 'projects/missing/messages')));
  });
});
