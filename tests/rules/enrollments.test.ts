import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, profileDoc, rulesEnv, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const copy = (id: string) => ({ id, display_name: `Name ${id}`, avatar_url: null });
const past = new Date('2026-01-01T00:00:00Z');

const project = (mentorId: string) => ({
  title: `Project of ${mentorId}`,
  description: 'Practice project.',
  category: 'Web Development',
  difficulty: 'beginner',
  estimated_hours: 5,
  mentor_id: mentorId,
  mentor: copy(mentorId),
  created_at: past,
  updated_at: past,
});

/** A request as the enroll dialog writes it. */
const request = (projectId: string, studentId: string, mentorId = 'mentor') => ({
  project_id: projectId,
  student_id: studentId,
  mentor_id: mentorId,
  linkedin_url: 'https://www.linkedin.com/in/someone',
  status: 'pending',
  project: { id: projectId, title: `Project of ${mentorId}`, mentor_id: mentorId, mentor: copy(mentorId) },
  student: copy(studentId),
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

const stored = (projectId: string, studentId: string, status: string, mentorId = 'mentor') => ({
  ...request(projectId, studentId, mentorId),
  status,
  created_at: past,
  updated_at: past,
});

const ref = (db: Firestore, id: string) => doc(db, 'project_enrollments', id);

beforeAll(async () => {
  env = await rulesEnv('enrollments');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'profiles/mentor': profileDoc({ role: 'mentor' }),
    'profiles/other-mentor': profileDoc({ role: 'mentor' }),
    'profiles/student': profileDoc(),
    'profiles/student2': profileDoc(),
    'profiles/admin': profileDoc({ admin_role: 'admin' }),
    'projects/p1': project('mentor'),
    'projects/p2': project('other-mentor'),
    'project_enrollments/p1_pending': stored('p1', 'pending', 'pending'),
    'project_enrollments/p1_approved': stored('p1', 'approved', 'approved'),
    'project_enrollments/p1_rejected': stored('p1', 'rejected', 'rejected'),
    'project_enrollments/p2_pending': stored('p2', 'pending', 'pending', 'other-mentor'),
  });
});

describe('project_enrollments', () => {
  it('lets a student apply for themselves as pending under the fixed id', async () => {
    await expectAllowed(setDoc(ref(as('student'), 'p1_student'), request('p1', 'student')));
  });

  it('refuses a request under any other id', async () => {
    await expectDenied(setDoc(ref(as('student'), 'random-id'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p2_student'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p1_student2'), request('p1', 'student')));
  });

  it('refuses a request on behalf of another student', async () => {
    await expectDenied(setDoc(ref(as('student'), 'p1_student2'), request('p1', 'student2')));
    await expectDenied(setDoc(ref(as('student'), 'p1_student'), { ...request('p1', 'student'), student: copy('student2') }));
  });

  it('refuses a student approving themselves on creation', async () => {
    await expectDenied(setDoc(ref(as('student'), 'p1_student'), { ...request('p1', 'student'), status: 'approved' }));
  });

  it('refuses a request from a visitor or a mentor', async () => {
    await expectDenied(setDoc(ref(anon(), 'p1_student'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('other-mentor'), 'p1_other-mentor'), request('p1', 'other-mentor')));
  });

  it('refuses a request for a missing project or naming the wrong mentor', async () => {
    await expectDenied(setDoc(ref(as('student'), 'nope_student'), request('nope', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p1_student'), request('p1', 'student', 'other-mentor')));
    await expectDenied(
      setDoc(ref(as('student'), 'p1_student'), {
        ...request('p1', 'student'),
        project: { id: 'p2', title: 'x', mentor_id: 'mentor', mentor: copy('mentor') },
      }),
    );
  });

  it.each([
    ['a LinkedIn URL without linkedin.com/', { linkedin_url: 'https://example.com/in/someone' }],
    ['an empty LinkedIn URL', { linkedin_url: '' }],
    ['a client timestamp', { created_at: past }],
    ['an extra field', { note: 'please' }],
  ])('refuses a request with %s', async (_name, patch) => {
    await expectDenied(setDoc(ref(as('student'), 'p1_student'), { ...request('p1', 'student'), ...patch }));
  });

  it('refuses a second request over an existing one', async () => {
    await expectDenied(setDoc(ref(as('rejected'), 'p1_rejected'), request('p1', 'rejected')));
  });

  it('lets the student, the project’s mentor and admins read a request', async () => {
    await expectAllowed(getDoc(ref(as('pending'), 'p1_pending')));
    await expectAllowed(getDoc(ref(as('mentor'), 'p1_pending')));
    await expectAllowed(getDoc(ref(as('admin'), 'p1_pending')));
  });

  it('hides a request from other students, other mentors and visitors', async () => {
    await expectDenied(getDoc(ref(as('student'), 'p1_pending')));
    await expectDenied(getDoc(ref(as('other-mentor'), 'p1_pending')));
    await expectDenied(getDoc(ref(anon(), 'p1_pending')));
  });

  it('lets a student check their own not-yet-existing request, and only their own', async () => {
    await expectAllowed(getDoc(ref(as('student'), 'p1_student')));
    await expectDenied(getDoc(ref(as('student'), 'p1_student2')));
  });

  it('lets students and mentors list only their own requests', async () => {
    const db = as('mentor');
    await expectAllowed(getDocs(query(collection(db, 'project_enrollments'), where('mentor_id', '==', 'mentor'))));
    await expectAllowed(
      getDocs(query(collection(as('pending'), 'project_enrollments'), where('student_id', '==', 'pending'))),
    );
    await expectAllowed(getDocs(collection(as('admin'), 'project_enrollments')));
    await expectDenied(getDocs(collection(db, 'project_enrollments')));
    await expectDenied(getDocs(query(collection(db, 'project_enrollments'), where('mentor_id', '==', 'other-mentor'))));
  });

  it('lets the project’s mentor approve or reject a pending request', async () => {
    await expectAllowed(updateDoc(ref(as('mentor'), 'p1_pending'), { status: 'approved', updated_at: serverTimestamp() }));
    await seedDocs(env, { 'project_enrollments/p1_pending': stored('p1', 'pending', 'pending') });
    await expectAllowed(updateDoc(ref(as('mentor'), 'p1_pending'), { status: 'rejected', updated_at: serverTimestamp() }));
  });

  it('refuses a student approving themselves', async () => {
    await expectDenied(updateDoc(ref(as('pending'), 'p1_pending'), { status: 'approved', updated_at: serverTimestamp() }));
  });

  it('refuses a mentor deciding on another mentor’s project', async () => {
    await expectDenied(
      updateDoc(ref(as('other-mentor'), 'p1_pending'), { status: 'approved', updated_at: serverTimestamp() }),
    );
    await expectDenied(updateDoc(ref(as('admin'), 'p1_pending'), { status: 'approved', updated_at: serverTimestamp() }));
  });

  it('refuses deciding again once decided, or any other status', async () => {
    await expectDenied(updateDoc(ref(as('mentor'), 'p1_rejected'), { status: 'approved', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('mentor'), 'p1_approved'), { status: 'pending', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('mentor'), 'p1_pending'), { status: 'accepted', updated_at: serverTimestamp() }));
  });

  it('refuses changing anything but the status', async () => {
    await expectDenied(
      updateDoc(ref(as('mentor'), 'p1_pending'), {
        status: 'approved',
        linkedin_url: 'https://linkedin.com/in/changed',
        updated_at: serverTimestamp(),
      }),
    );
    await expectDenied(updateDoc(ref(as('mentor'), 'p1_pending'), { status: 'approved' }));
  });

  it('lets the mentor delete decided requests but not pending ones', async () => {
    await expectAllowed(deleteDoc(ref(as('mentor'), 'p1_approved')));
    await expectAllowed(deleteDoc(ref(as('mentor'), 'p1_rejected')));
    await expectDenied(deleteDoc(ref(as('mentor'), 'p1_pending')));
  });

  it('lets admins delete any request', async () => {
    await expectAllowed(deleteDoc(ref(as('admin'), 'p1_pending')));
  });

  it('refuses deletion by the student, another mentor or a visitor', async () => {
    await expectDenied(deleteDoc(ref(as('approved'), 'p1_approved')));
    await expectDenied(deleteDoc(ref(as('other-mentor'), 'p1_approved')));
    await expectDenied(deleteDoc(ref(anon(), 'p1_approved')));
  });
});
