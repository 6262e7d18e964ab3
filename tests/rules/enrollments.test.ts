import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
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
import { COLLECTIONS, LIMITS, newEnrollment, newProject, paths, type EnrollmentStatus } from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const project = (mentorId: string) =>
  newProject(
    { title: `Project of ${mentorId}`, description: 'Practice project.', category: 'Web Development', estimated_hours: 5 },
    person(mentorId),
    SEEDED_AT,
  );

/** The student's message with their application, as applyToProject stores it. */
const MESSAGE = 'I want to build a full-stack feature with tests and get a code review.';

const enrollment = <S>(projectId: string, studentId: string, mentorId: string, now: S) =>
  newEnrollment({ id: projectId, ...project(mentorId) }, person(studentId), 'https://www.linkedin.com/in/someone', now, MESSAGE);

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
    [paths.profile('needs-info')]: profileOf('needs-info'),
    [paths.profile('answered')]: profileOf('answered'),
    [paths.profile('withdrawn')]: profileOf('withdrawn'),
    [paths.profile('expired')]: profileOf('expired'),
    [paths.project('p1')]: project('mentor'),
    [paths.project('p2')]: project('other-mentor'),
    [paths.enrollment('p1', 'pending')]: stored('p1', 'pending', 'pending'),
    [paths.enrollment('p1', 'approved')]: stored('p1', 'approved', 'approved'),
    [paths.enrollment('p1', 'rejected')]: stored('p1', 'rejected', 'rejected'),
    [paths.enrollment('p1', 'needs-info')]: { ...stored('p1', 'needs-info', 'needs_info'), question: 'What have you built?' },
    [paths.enrollment('p1', 'answered')]: { ...stored('p1', 'answered', 'pending'), question: 'Why?', answer: 'Because.' },
    [paths.enrollment('p1', 'withdrawn')]: stored('p1', 'withdrawn', 'withdrawn'),
    [paths.enrollment('p1', 'expired')]: stored('p1', 'expired', 'expired'),
    [paths.enrollment('p2', 'pending')]: stored('p2', 'pending', 'pending', 'other-mentor'),
  });
});

describe('project_enrollments', () => {
  // applyToProject builds requests from the project and the student's profile, counting the student's open
  // requests and the project's seats in a transaction (functions/test/enrollments.test.ts); no client creates one.
  it('refuses every client creation, even an honest request by the student for themselves', async () => {
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), request('p1', 'student')));
    await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), status: 'approved' }));
    await expectDenied(setDoc(ref(as('admin'), 'p1', 'student'), request('p1', 'student')));
    await expectDenied(setDoc(ref(anon(), 'p1', 'student'), request('p1', 'student')));
  });

  it('refuses renewing an ended request from the client (applyToProject renews it)', async () => {
    await expectDenied(setDoc(ref(as('rejected'), 'p1', 'rejected'), request('p1', 'rejected')));
    await expectDenied(
      updateDoc(ref(as('rejected'), 'p1', 'rejected'), { status: 'pending', updated_at: serverTimestamp() }),
    );
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

  const answer = (text = 'I built a small shop with React.') => ({
    status: 'pending',
    answer: text,
    waiting_since: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  const withdrawal = { status: 'withdrawn', updated_at: serverTimestamp() };

  it('refuses the project’s mentor deciding directly: decideEnrollment decides, counting seats', async () => {
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'approved', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'rejected', updated_at: serverTimestamp() }));
    await expectDenied(
      updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'needs_info', question: 'Why?', updated_at: serverTimestamp() }),
    );
  });

  it('lets nobody write a rejection’s reason or note but decideEnrollment: not the mentor, not the student', async () => {
    const reason = { reject_reason: 'fit', reject_note: 'Not a fit.', updated_at: serverTimestamp() };
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'pending'), { status: 'rejected', ...reason }));
    await expectDenied(updateDoc(ref(as('mentor'), 'p1', 'rejected'), reason));
    // The student may withdraw, but not with a reason of their own making, nor change the mentor's.
    await expectDenied(updateDoc(ref(as('pending'), 'p1', 'pending'), { ...withdrawal, reject_note: 'Forged' }));
    await expectDenied(updateDoc(ref(as('rejected'), 'p1', 'rejected'), { reject_reason: null, updated_at: serverTimestamp() }));
    await expectAllowed(updateDoc(ref(as('pending'), 'p1', 'pending'), withdrawal));
  });

  it('refuses a student approving themselves, and anyone else changing a request', async () => {
    await expectDenied(updateDoc(ref(as('pending'), 'p1', 'pending'), { status: 'approved', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('other-mentor'), 'p1', 'pending'), withdrawal));
    await expectDenied(updateDoc(ref(as('admin'), 'p1', 'pending'), withdrawal));
    await expectDenied(updateDoc(ref(anon(), 'p1', 'pending'), withdrawal));
  });

  it('lets the student answer the mentor’s question: pending again, waiting from now', async () => {
    await expectAllowed(updateDoc(ref(as('needs-info'), 'p1', 'needs-info'), answer()));
  });

  it.each([
    ['the mentor answering', 'mentor', answer()],
    ['a blank answer', 'needs-info', answer('   ')],
    ['an answer with spaces around it', 'needs-info', answer(' Hello ')],
    ['an answer over 1000 characters', 'needs-info', answer('a'.repeat(1001))],
    ['an answer that is not text', 'needs-info', { ...answer(), answer: 42 }],
    ['a client clock as waiting_since', 'needs-info', { ...answer(), waiting_since: SEEDED_AT }],
    ['an answer that keeps the request waiting for the student', 'needs-info', { ...answer(), status: 'needs_info' }],
    ['an answer that approves', 'needs-info', { ...answer(), status: 'approved' }],
    ['an answer that changes the question', 'needs-info', { ...answer(), question: 'An easier question?' }],
    ['an answer that changes the LinkedIn link', 'needs-info', { ...answer(), linkedin_url: 'https://linkedin.com/in/x' }],
  ])('refuses %s', async (_name, who, change) => {
    await expectDenied(updateDoc(ref(as(who), 'p1', 'needs-info'), change));
  });

  it('refuses returning a request asked again to pending without a new answer (the previous one kept)', async () => {
    // A second question on a request whose answer was kept (decideEnrollment now clears it).
    await seedDocs(env, {
      [paths.enrollment('p1', 'needs-info')]: {
        ...stored('p1', 'needs-info', 'needs_info'),
        question: 'And which projects used it?',
        answer: 'I built a small shop with React.',
      },
    });
    await expectDenied(updateDoc(ref(as('needs-info'), 'p1', 'needs-info'), answer('I built a small shop with React.')));
    const { answer: _kept, ...withoutAnswer } = answer();
    await expectDenied(updateDoc(ref(as('needs-info'), 'p1', 'needs-info'), withoutAnswer));
    await expectAllowed(updateDoc(ref(as('needs-info'), 'p1', 'needs-info'), answer('The shop and my portfolio.')));
  });

  it('refuses an answer to a request that asks nothing, and changing the question after answering', async () => {
    await expectDenied(updateDoc(ref(as('pending'), 'p1', 'pending'), answer()));
    await expectDenied(updateDoc(ref(as('answered'), 'p1', 'answered'), { question: 'Another question?', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref(as('answered'), 'p1', 'answered'), answer('A second answer')));
  });

  it('lets the student withdraw a pending request or one waiting for their answer', async () => {
    await expectAllowed(updateDoc(ref(as('pending'), 'p1', 'pending'), withdrawal));
    await expectAllowed(updateDoc(ref(as('needs-info'), 'p1', 'needs-info'), withdrawal));
  });

  it.each([['approved'], ['rejected'], ['expired'], ['withdrawn']])('refuses withdrawing a request that is %s', async (status) => {
    await expectDenied(updateDoc(ref(as(status), 'p1', status), withdrawal));
  });

  it('refuses moving an expired request anywhere', async () => {
    for (const status of ['pending', 'needs_info', 'approved', 'withdrawn']) {
      await expectDenied(updateDoc(ref(as('expired'), 'p1', 'expired'), { status, updated_at: serverTimestamp() }));
    }
  });

  it('refuses a withdrawal that changes anything else or keeps the client’s clock', async () => {
    await expectDenied(updateDoc(ref(as('pending'), 'p1', 'pending'), { ...withdrawal, answer: 'bye' }));
    await expectDenied(updateDoc(ref(as('pending'), 'p1', 'pending'), { status: 'withdrawn', updated_at: SEEDED_AT }));
  });

  it('lets the mentor delete ended requests but not open ones', async () => {
    for (const status of ['approved', 'rejected', 'withdrawn', 'expired']) {
      await expectAllowed(deleteDoc(ref(as('mentor'), 'p1', status)));
    }
    await expectDenied(deleteDoc(ref(as('mentor'), 'p1', 'pending')));
    await expectDenied(deleteDoc(ref(as('mentor'), 'p1', 'needs-info')));
  });

  it('refuses admins deleting a request from the client: adminDelete does it, with an audit entry', async () => {
    for (const status of ['pending', 'approved', 'rejected', 'expired']) {
      await expectDenied(deleteDoc(ref(as('admin'), 'p1', status)));
    }
  });

  describe('the student’s message', () => {
    const another = 'x'.repeat(LIMITS.applicationMessageMin);
    const touched = { message: another, updated_at: serverTimestamp() };

    it('lets the student, the project’s mentor and admins read it with the request', async () => {
      for (const who of ['pending', 'mentor', 'admin']) {
        const snap = await getDoc(ref(as(who), 'p1', 'pending'));
        expect(snap.get('message')).toBe(MESSAGE);
      }
    });

    it('refuses a client creating a request even with a message of the right length (applyToProject checks it)', async () => {
      await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), message: another }));
      await expectDenied(setDoc(ref(as('student'), 'p1', 'student'), { ...request('p1', 'student'), message: 'Too short' }));
    });

    it.each([
      ['the student, alone', 'pending', 'pending', touched],
      ['the student, with a withdrawal', 'pending', 'pending', { status: 'withdrawn', ...touched }],
      ['the student, removing it with a withdrawal', 'pending', 'pending', { status: 'withdrawn', message: deleteField(), updated_at: serverTimestamp() }],
      ['the student, with an answer', 'needs-info', 'needs-info', { ...answer(), message: another }],
      ['the student, after a decision', 'approved', 'approved', touched],
      ['the project’s mentor', 'mentor', 'pending', touched],
      ['the project’s mentor, removing it', 'mentor', 'pending', { message: deleteField(), updated_at: serverTimestamp() }],
      ['another mentor', 'other-mentor', 'pending', touched],
      ['an admin', 'admin', 'pending', touched],
    ])('refuses changing it: %s', async (_name, who, student, change) => {
      await expectDenied(updateDoc(ref(as(who), 'p1', student), change));
    });

    it('keeps it through the student’s withdrawal and answer', async () => {
      await expectAllowed(updateDoc(ref(as('needs-info'), 'p1', 'needs-info'), answer()));
      await expectAllowed(updateDoc(ref(as('pending'), 'p1', 'pending'), withdrawal));
      const kept: unknown[] = [];
      await env.withSecurityRulesDisabled(async (ctx) => {
        const admin = ctx.firestore() as unknown as Firestore;
        for (const student of ['needs-info', 'pending']) kept.push((await getDoc(ref(admin, 'p1', student))).get('message'));
      });
      expect(kept).toEqual([MESSAGE, MESSAGE]);
    });

    it('lets a request written before messages be answered, withdrawn and deleted as before, but not given one', async () => {
      const old = (status: EnrollmentStatus) => {
        const { message: _none, ...rest } = stored('p1', 'answered', status);
        return rest;
      };
      await seedDocs(env, { [paths.enrollment('p1', 'answered')]: { ...old('needs_info'), question: 'Why?' } });
      await expectDenied(updateDoc(ref(as('answered'), 'p1', 'answered'), { ...answer(), message: another }));
      await expectAllowed(updateDoc(ref(as('answered'), 'p1', 'answered'), answer()));
      await expectDenied(updateDoc(ref(as('answered'), 'p1', 'answered'), { ...withdrawal, message: another }));
      await expectAllowed(updateDoc(ref(as('answered'), 'p1', 'answered'), withdrawal));
      await expectAllowed(deleteDoc(ref(as('mentor'), 'p1', 'answered')));
    });
  });

  it('refuses deletion by the student, another mentor or a visitor', async () => {
    await expectDenied(deleteDoc(ref(as('approved'), 'p1', 'approved')));
    await expectDenied(deleteDoc(ref(as('other-mentor'), 'p1', 'approved')));
    await expectDenied(deleteDoc(ref(anon(), 'p1', 'approved')));
  });
});
