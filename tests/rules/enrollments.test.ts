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
import { COLLECTIONS, newEnrollment, newProject, paths, type EnrollmentStatus, type ProjectCopy } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AVATAR, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const project = (mentorId: string) =>
  newProject(
    { title: `Project of ${mentorId}`, description: 'Practice project.', category: 'Web Development', estimated_hours: 5 },
    person(mentorId),
    SEEDED_AT,
  );

const enrollment = <S>(projectId: string, studentId: string, mentorId: string, now: S) =>
  newEnrollment({ id: projectId, ...project(mentorId) }, person(studentId), 'https://www.linkedin.com/in/someone', now);

/** A request as the enroll dialog writes it. */
const request = (projectId: string, studentId: string, mentorId = 'mentor') =>
  enrollment(projectId, studentId, mentorId, serverTimestamp());

/** A request seeded as the student sent it, then decided (or not) by the mentor. */
const stored = (projectId: string, studentId: string, status: EnrollmentStatus, mentorId = 'mentor') => ({
  ...enrollment(projectId, studentId, mentorId, SEEDED_AT),
  status,
});

/** A student's request for a project, under its fixed id. */
const ref = (db: Firestore, projectId: string, studentId: string) => doc(db, paths.enrollment(projectId, studentId));

beforeAll(async () => {
  env = await rulesEnv('enrollments');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor' }),
    [paths.profile('other-mentor')]: profileOf('other-mentor', { role: 'mentor' }),
    [paths.profile('student')]: profileOf('student'),
    [paths.profile('student2')]: profileOf('student2'),
    [paths.profile('admin')]: profileOf('admin', { admin_role: 'admin' }),
    [paths.profile('pending')]: profileOf('pending'),
    [paths.profile('approved')]: profileOf('approved'),
    [paths.profile('rejected')]: profileOf('rejected'),
    [paths.project('p1')]: project('mentor'),
    [paths.project('p2')]: project('other-mentor'),
    [paths.enrollment('p1', 'pending')]: stored('p1', 'pending', 'pending'),
    [paths.enrollment('p1', 'approved')]: stored('p1', 'approved', 'approved'),
    [paths.enrollment('p1', 'rejected')]: stored('p1', 'rejected', 'rejected'),
    [paths.enrollment('p2', 'pending')]: stored('p2', 'pending', 'pending', 'other-mentor'),
  });
});

describe('project_enrollments', () => {
  it('lets a student apply for themselves as pending under the fixed id', async () => {
    await expectAllowed(setDoc(ref(as('student'), 'p1', 'student'), request('p1', 'student')));
  });

  it('refuses a request under any other id', async () => {
    await expectDenied(setDoc(doc(as('student'), COLLECTIONS.enrollments, 'random-id'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p2', 'student'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student2'), request('p1', 'student')));
  });

  it('refuses a request on behalf of another student', async () => {
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student2'), request('p1', 'student2')));
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), student: person('student2') }));
  });

  it('refuses a student approving themselves on creation', async () => {
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), status: 'approved' }));
  });

  it('refuses a request from a visitor or a mentor', async () => {
    await expectDenied(setDoc(ref(anon(), 'p1', 'student'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('other-mentor'), 'p1', 'other-mentor'), request('p1', 'other-mentor')));
  });

  it('refuses a request for a missing project or naming the wrong mentor', async () => {
    await expectDenied(setDoc(ref(as('student'), 'nope', 'student'), request('nope', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), request('p1', 'student', 'other-mentor')));
    await expectDenied(
      setDoc(ref(as('student'), 'p1', 'student'), {
        ...request('p1', 'student'),
        project: { ...request('p1', 'student').project, id: 'p2' },
      }),
    );
  });

  it.each([
    'https://linkedin.com/in/someone',
    'http://www.linkedin.com/in/some-one_42/',
    'https://www.linkedin.com/in/j%C3%B3zef-nowak',
  ])('accepts the LinkedIn profile link %s', async (url) => {
    await expectAllowed(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), linkedin_url: url }));
  });

  it.each([
    ['another name', { student: person('student', 'Someone Famous') }],
    ['another avatar', { student: { ...person('student'), avatar_url: AVATAR } }],
  ])('refuses a request whose student copy has %s', async (_name, patch) => {
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), ...patch }));
  });

  it('refuses a student copy made before the student renamed themselves', async () => {
    await seedDocs(env, { [paths.profile('student')]: profileOf('student', { display_name: 'Sam Renamed' }) });
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), request('p1', 'student')));
    await expectAllowed(
      setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), student: person('student', 'Sam Renamed') }),
    );
  });

  it.each([
    ['a stale title', (copy: ProjectCopy) => ({ ...copy, title: 'Old title' })],
    ['another mentor copy', (copy: ProjectCopy) => ({ ...copy, mentor: person('mentor', 'Someone Famous') })],
    ['a mentor copy with another avatar', (copy: ProjectCopy) => ({ ...copy, mentor: { ...copy.mentor, avatar_url: AVATAR } })],
    ['another mentor', (copy: ProjectCopy) => ({ ...copy, mentor_id: 'other-mentor', mentor: person('other-mentor') })],
    ['an extra field', (copy: ProjectCopy) => ({ ...copy, featured: true })],
    ['a missing title', ({ title: _title, ...copy }: ProjectCopy) => copy],
  ])('refuses a request whose project copy has %s', async (_name, edit) => {
    const valid = request('p1', 'student');
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...valid, project: edit(valid.project) }));
  });

  it('refuses a project copy made before the project was renamed', async () => {
    await seedDocs(env, { [paths.project('p1')]: { ...project('mentor'), title: 'Renamed project' } });
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), request('p1', 'student')));
  });

  it('refuses a project copy that is not a map', async () => {
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), project: 'p1' }));
  });

  it.each([
    ['a LinkedIn URL without linkedin.com/', { linkedin_url: 'https://example.com/in/someone' }],
    ['an empty LinkedIn URL', { linkedin_url: '' }],
    ['a javascript: LinkedIn URL', { linkedin_url: 'javascript:alert(1)//linkedin.com/in/x' }],
    ['a data: LinkedIn URL', { linkedin_url: 'data:text/html,linkedin.com/in/x' }],
    ['a LinkedIn URL without scheme', { linkedin_url: 'linkedin.com/in/someone' }],
    ['a LinkedIn URL over ftp', { linkedin_url: 'ftp://linkedin.com/in/someone' }],
    ['a LinkedIn URL on a look-alike host', { linkedin_url: 'https://linkedin.com.evil.example/in/someone' }],
    ['a LinkedIn URL on a host ending in linkedin.com', { linkedin_url: 'https://evil-linkedin.com/in/someone' }],
    ['a LinkedIn URL with user info', { linkedin_url: 'https://linkedin.com@evil.example/in/someone' }],
    ['a LinkedIn URL on a subdomain', { linkedin_url: 'https://evil.linkedin.com/in/someone' }],
    ['a LinkedIn URL with a port', { linkedin_url: 'https://linkedin.com:8080/in/someone' }],
    ['a LinkedIn company page', { linkedin_url: 'https://www.linkedin.com/company/someone' }],
    ['a LinkedIn URL without a slug', { linkedin_url: 'https://www.linkedin.com/in/' }],
    ['a LinkedIn URL with a deeper path', { linkedin_url: 'https://www.linkedin.com/in/someone/details' }],
    ['a LinkedIn URL with whitespace', { linkedin_url: 'https://www.linkedin.com/in/some one' }],
    ['a LinkedIn URL with a query', { linkedin_url: 'https://www.linkedin.com/in/someone?x=https://evil.example' }],
    ['a LinkedIn URL over 500 characters', { linkedin_url: `https://www.linkedin.com/in/${'a'.repeat(480)}` }],
    ['a client timestamp', { created_at: SEEDED_AT }],
    ['an extra field', { note: 'please' }],
  ])('refuses a request with %s', async (_name, patch) => {
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), ...patch }));
  });

  it('refuses a second request over an existing one', async () => {
    await expectDenied(setDoc(ref(as('rejected'), 'p1', 'rejected'), request('p1', 'rejected')));
  });

  it('lets the student, the project’s mentor and admins read a request', async () => {
    await expectAllowed(getDoc(ref(as('pending'), 'p1', 'pending')));
    await expectAllowed(getDoc(ref(as('mentor'), 'p1', 'pending')));
    await expectAllowed(getDoc(ref(as('admin'), 'p1', 'pending')));
  });

  it('hides a request from other students, other mentors and visitors', async () => {
    await expectDenied(getDoc(ref(as('student'), 'p1', 'pending')));
    await expectDenied(getDoc(ref(as('other-mentor'), 'p1', 'pending')));
    await expectDenied(getDoc(ref(anon(), 'p1', 'pending')));
  });

  it('lets a student check their own not-yet-existing request, and only their own', async () => {
    await expectAllowed(getDoc(ref(as('student'), 'p1', 'student')));
    await expectDenied(getDoc(ref(as('student'), 'p1', 'student2')));
  });

  it('lets students and mentors list only their own requests', async () => {
    const db = as('mentor');
    await expectAllowed(getDocs(query(collection(db, COLLECTIONS.enrollments), where('mentor_id', '==', 'mentor'))));
    await expectAllowed(
      getDocs(query(collection(as('pending'), COLLECTIONS.enrollments), where('student_id', '==', 'pending'))),
    );
    await expectAllowed(getDocs(collection(as('admin'), COLLECTIONS.enrollments)));
    await expectDenied(getDocs(collection(db, COLLECTIONS.enrollments)));
    await expectDenied(getDocs(query(collection(db, COLLECTIONS.enrollments), where('mentor_id', '==', 'other-mentor'))));
    await expectDenied(getDocs(query(collection(anon(), COLLECTIONS.enrollments), where('mentor_id', '==', 'mentor'))));
  });

  it('lets the project’s mentor approve or reject a pending request', async () => {
    await expectAllowed(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'approved', updated_at: serverTimestamp() }));
    await seedDocs(env, { [paths.enrollment('p1', 'pending')]: stored('p1', 'pending', 'pending') });
    await expectAllowed(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'rejected', updated_at: serverTimestamp() }));
  });

  it('refuses a student approving themselves', async () => {
    await expectDenied(updateDoc(ref(as('pending'), 'p1', 'pending'), { status: 'approved', updated_at: serverTimestamp() }));
  });

  it('refuses a mentor deciding on another mentor’s project', async () => {
    await expectDenied(
      updateDoc(ref(as('other-mentor'), 'p1', 'pending'), { status: 'approved', updated_at: serverTimestamp() }),
    );
    await expectDenied(updateDoc(ref(as('admin'), 'p1', 'pending'), { status: 'approved', updated_at: serverTimestamp() }));
  });

  it('refuses deciding again once decided, or any other status', async () => {
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'rejected'), { status: 'approved', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'approved'), { status: 'pending', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'accepted', updated_at: serverTimestamp() }));
  });

  it('refuses changing anything but the status', async () => {
    await expectDenied(
      updateDoc(ref(as('mentor'), 'p1', 'pending'), {
        status: 'approved',
        linkedin_url: 'https://linkedin.com/in/changed',
        updated_at: serverTimestamp(),
      }),
    );
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'approved' }));
  });

  it('lets the mentor delete decided requests but not pending ones', async () => {
    await expectAllowed(deleteDoc(ref(as('mentor'), 'p1', 'approved')));
    await expectAllowed(deleteDoc(ref(as('mentor'), 'p1', 'rejected')));
    await expectDenied(deleteDoc(ref(as('mentor'), 'p1', 'pending')));
  });

  it('lets admins delete any request (enrollment deletes are not admin-audited)', async () => {
    await expectAllowed(deleteDoc(ref(as('admin'), 'p1', 'pending')));
  });

  it('refuses deletion by the student, another mentor or a visitor', async () => {
    await expectDenied(deleteDoc(ref(as('approved'), 'p1', 'approved')));
    await expectDenied(deleteDoc(ref(as('other-mentor'), 'p1', 'approved')));
    await expectDenied(deleteDoc(ref(anon(), 'p1', 'approved')));
  });
});
