// The application workflow's callables, trigger and expiry sweep against the emulators
// (docs/data-model.md, `project_enrollments`).
import {
  enrollmentId,
  LIMITS,
  NEW_MENTOR_RANK,
  newEnrollment,
  newProject,
  paths,
  TEXTS,
  type Callables,
  type EnrollmentStatus,
} from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { expireStaleEnrollments } from '../src/enrollments/expiry';
import {
  accountCopy,
  closeCallers,
  createAccount,
  db,
  eventually,
  failureOf,
  signedInCaller,
  signedOutCaller,
  uniqueId,
  type Caller,
} from './callers';

afterAll(closeCallers);

const LINKEDIN = 'https://www.linkedin.com/in/some-student';
const DAY_MS = 86_400_000;

type Apply = Callables['applyToProject'];
type Decide = Callables['decideEnrollment'];

const apply = (caller: Caller, projectId: string) =>
  caller<Apply['req'], Apply['res']>('applyToProject', { projectId, linkedin_url: LINKEDIN });
const decide = (caller: Caller, enrollmentId: string, decision: Decide['req']['decision'], question?: string) =>
  caller<Decide['req'], Decide['res']>('decideEnrollment', { enrollmentId, decision, ...(question ? { question } : {}) });

/** A mentor account with a signed-in caller and `count` projects of `seats` seats each. */
async function mentorWithProjects(count: number, seats: number = LIMITS.seatsDefault) {
  const mentor = await createAccount('mentor', { role: 'mentor' });
  const projectIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = uniqueId('project');
    await db
      .doc(paths.project(id))
      .set(newProject({ title: `Project ${i}`, description: 'Practice.', category: 'Web Development', seats }, accountCopy(mentor.uid), Timestamp.now()));
    projectIds.push(id);
  }
  return { ...mentor, projectIds, caller: await signedInCaller(mentor.email) };
}

async function student() {
  const account = await createAccount('student');
  return { ...account, caller: await signedInCaller(account.email) };
}

const enrollmentOf = async (projectId: string, studentId: string) =>
  (await db.doc(paths.enrollment(projectId, studentId)).get()).data();
const statusOf = async (projectId: string, studentId: string) =>
  (await enrollmentOf(projectId, studentId))?.status as EnrollmentStatus | undefined;

describe('applyToProject', { timeout: 240_000 }, () => {
  it('creates a pending request with copies built from the project and the student’s profile', async () => {
    const mentor = await mentorWithProjects(1);
    const me = await student();
    const [projectId] = mentor.projectIds;

    await apply(me.caller, projectId);

    const stored = await enrollmentOf(projectId, me.uid);
    expect(stored).toMatchObject({
      project_id: projectId,
      student_id: me.uid,
      mentor_id: mentor.uid,
      linkedin_url: LINKEDIN,
      status: 'pending',
      project: { id: projectId, title: 'Project 0', mentor_id: mentor.uid, mentor: accountCopy(mentor.uid) },
      student: accountCopy(me.uid),
      question: null,
      answer: null,
      decided_at: null,
    });
    expect(stored?.waiting_since).toBeInstanceOf(Timestamp);
    expect(stored?.waiting_since).toEqual(stored?.created_at);
  });

  it('refuses signed-out callers and mentors before it reads the payload', async () => {
    const mentor = await mentorWithProjects(1);
    expect(await failureOf(signedOutCaller()('applyToProject', 'not even an object'))).toEqual({
      code: 'functions/unauthenticated',
      message: TEXTS.errors.signedOut,
    });
    expect(await failureOf(mentor.caller('applyToProject', 'not even an object'))).toEqual({
      code: 'functions/permission-denied',
      message: TEXTS.errors.studentsOnly,
    });
  });

  it('refuses a bad LinkedIn link, a missing project and a second open request for the same project', async () => {
    const mentor = await mentorWithProjects(1);
    const me = await student();
    const [projectId] = mentor.projectIds;
    expect(
      await failureOf(me.caller('applyToProject', { projectId, linkedin_url: 'https://linkedin.com.evil.example/in/x' })),
    ).toEqual({ code: 'functions/invalid-argument', message: TEXTS.validation.linkedinInvalid });
    expect((await failureOf(apply(me.caller, uniqueId('missing')))).code).toBe('functions/not-found');

    await apply(me.caller, projectId);
    expect(await failureOf(apply(me.caller, projectId))).toEqual({
      code: 'functions/already-exists',
      message: TEXTS.errors.alreadyApplied,
    });
  });

  it(`allows ${LIMITS.openApplications} open requests, refuses the next, and a withdrawal frees a place`, async () => {
    const mentor = await mentorWithProjects(LIMITS.openApplications + 1);
    const me = await student();
    const [first, ...others] = mentor.projectIds;
    const last = others.pop() as string;
    await apply(me.caller, first);
    await Promise.all(others.map((id) => apply(me.caller, id)));
    // An open request waiting for the student's answer still counts.
    await decide(mentor.caller, `${first}_${me.uid}`, 'needs_info', 'Which stack do you know?');

    expect(await failureOf(apply(me.caller, last))).toEqual({
      code: 'functions/resource-exhausted',
      message: TEXTS.errors.openApplicationsCap,
    });
    expect(await enrollmentOf(last, me.uid)).toBeUndefined();

    await db.doc(paths.enrollment(first, me.uid)).update({ status: 'withdrawn' });
    await apply(me.caller, last);
    expect(await statusOf(last, me.uid)).toBe('pending');
  });

  it('holds the cap under parallel calls: exactly the free places are taken', async () => {
    const mentor = await mentorWithProjects(8);
    const me = await student();
    const results = await Promise.allSettled(mentor.projectIds.map((id) => apply(me.caller, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMITS.openApplications);
    const open = await db.collection('project_enrollments').where('student_id', '==', me.uid).get();
    expect(open.size).toBe(LIMITS.openApplications);
  });

  it('lets a rejected, withdrawn or expired student apply again under the same id, as a fresh request', async () => {
    const mentor = await mentorWithProjects(3);
    const me = await student();
    const ended: EnrollmentStatus[] = ['rejected', 'withdrawn', 'expired'];
    for (const [i, status] of ended.entries()) {
      const projectId = mentor.projectIds[i];
      await apply(me.caller, projectId);
      await db.doc(paths.enrollment(projectId, me.uid)).update({ status, question: 'Old question?', answer: 'Old answer' });
      await apply(me.caller, projectId);
      expect(await enrollmentOf(projectId, me.uid)).toMatchObject({ status: 'pending', question: null, answer: null, decided_at: null });
    }
    // An approved student keeps their place and cannot apply again.
    const approvedProject = mentor.projectIds[0];
    await decide(mentor.caller, `${approvedProject}_${me.uid}`, 'approved');
    expect((await failureOf(apply(me.caller, approvedProject))).code).toBe('functions/already-exists');
  });

  it('refuses to apply to a full project', async () => {
    const mentor = await mentorWithProjects(1, 1);
    const [projectId] = mentor.projectIds;
    const first = await student();
    await apply(first.caller, projectId);
    await decide(mentor.caller, `${projectId}_${first.uid}`, 'approved');
    const second = await student();
    expect(await failureOf(apply(second.caller, projectId))).toEqual({
      code: 'functions/failed-precondition',
      message: TEXTS.errors.projectFull,
    });
  });
});

describe('decideEnrollment', { timeout: 240_000 }, () => {
  it('approves, rejects and asks for more information, stamping decided_at each time', async () => {
    const mentor = await mentorWithProjects(3);
    const me = await student();
    const [a, b, c] = mentor.projectIds;
    await Promise.all([a, b, c].map((id) => apply(me.caller, id)));

    await decide(mentor.caller, `${a}_${me.uid}`, 'approved');
    await decide(mentor.caller, `${b}_${me.uid}`, 'rejected');
    await decide(mentor.caller, `${c}_${me.uid}`, 'needs_info', 'What have you built before?');

    expect(await enrollmentOf(a, me.uid)).toMatchObject({ status: 'approved', decided_at: expect.any(Timestamp) });
    expect(await enrollmentOf(b, me.uid)).toMatchObject({ status: 'rejected', decided_at: expect.any(Timestamp) });
    expect(await enrollmentOf(c, me.uid)).toMatchObject({
      status: 'needs_info',
      question: 'What have you built before?',
      decided_at: expect.any(Timestamp),
    });
    expect((await db.doc(paths.project(a)).get()).get('seats_taken')).toBe(1);
    expect((await db.doc(paths.project(b)).get()).get('seats_taken')).toBe(0);
  });

  it('refuses students, other mentors, decided requests and a question without needs_info', async () => {
    const mentor = await mentorWithProjects(1);
    const other = await mentorWithProjects(0);
    const me = await student();
    const [projectId] = mentor.projectIds;
    await apply(me.caller, projectId);
    const id = `${projectId}_${me.uid}`;

    expect(await failureOf(decide(me.caller, id, 'approved'))).toEqual({
      code: 'functions/permission-denied',
      message: TEXTS.errors.notProjectMentor,
    });
    expect(await failureOf(decide(other.caller, id, 'approved'))).toEqual({
      code: 'functions/permission-denied',
      message: TEXTS.errors.notProjectMentor,
    });
    expect(await failureOf(decide(mentor.caller, id, 'needs_info'))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.validation.enrollmentQuestion,
    });
    expect((await failureOf(decide(mentor.caller, id, 'rejected', 'Why?'))).code).toBe('functions/invalid-argument');

    await decide(mentor.caller, id, 'rejected');
    expect(await failureOf(decide(mentor.caller, id, 'approved'))).toEqual({
      code: 'functions/failed-precondition',
      message: TEXTS.errors.notPending,
    });
    expect(await statusOf(projectId, me.uid)).toBe('rejected');
  });

  it('approves exactly as many of 10 racing requests as the project has seats', async () => {
    const seats = 3;
    const mentor = await mentorWithProjects(1, seats);
    const [projectId] = mentor.projectIds;
    const students = await Promise.all(Array.from({ length: 10 }, () => student()));
    await Promise.all(students.map((s) => apply(s.caller, projectId)));

    const results = await Promise.allSettled(students.map((s) => decide(mentor.caller, `${projectId}_${s.uid}`, 'approved')));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(seats);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => String((r.reason as { message?: unknown }).message).replace(/ \[\d{3}\]$/, ''))).toEqual(
      Array(10 - seats).fill(TEXTS.errors.seatsTaken),
    );
    const approved = await db.collection('project_enrollments').where('project_id', '==', projectId).where('status', '==', 'approved').get();
    expect(approved.size).toBe(seats);
    expect((await db.doc(paths.project(projectId)).get()).get('seats_taken')).toBe(seats);
  });

  it('gives the seat back when an approved request is deleted', async () => {
    const mentor = await mentorWithProjects(1, 1);
    const [projectId] = mentor.projectIds;
    const me = await student();
    await apply(me.caller, projectId);
    await decide(mentor.caller, `${projectId}_${me.uid}`, 'approved');
    expect((await db.doc(paths.project(projectId)).get()).get('seats_taken')).toBe(1);

    await db.doc(paths.enrollment(projectId, me.uid)).delete();

    expect(await eventually(async () => (await db.doc(paths.project(projectId)).get()).get('seats_taken'), 0)).toBe(0);
  });
});

describe('the expiry sweep', { timeout: 120_000 }, () => {
  it('expires only requests pending for 14 days since they started waiting, and changes nothing when run again', async () => {
    // A fixed clock: the sweep's idea of now, captured once (other tests leave no requests this old).
    const now = new Date();
    const daysAgo = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);
    const projectId = uniqueId('sweep-project');
    const project = newProject({ title: 'Sweep', description: 'D', category: 'C' }, accountCopy('m'), daysAgo(40));
    const arrange = async (name: string, status: EnrollmentStatus, waitedDays: number) => {
      const studentId = uniqueId(name);
      const ref = db.doc(paths.enrollment(projectId, studentId));
      await ref.set({
        ...newEnrollment({ id: projectId, ...project }, accountCopy(studentId), LINKEDIN, daysAgo(30)),
        status,
        waiting_since: daysAgo(waitedDays),
      });
      return ref;
    };
    const stale = await arrange('stale', 'pending', 15);
    const exactly = await arrange('exactly', 'pending', LIMITS.enrollmentExpiryDays);
    // Created 30 days ago, but answered 3 days ago: waiting counts from the answer.
    const answered = await arrange('answered', 'pending', 3);
    const waitingForStudent = await arrange('needs-info', 'needs_info', 20);
    const approved = await arrange('approved', 'approved', 20);

    // The sweep reads every project's requests; a small batch size walks through several batches.
    const expired = await expireStaleEnrollments(db, now, 1);

    expect(expired).toBeGreaterThanOrEqual(2);
    const status = async (ref: typeof stale) => (await ref.get()).get('status');
    expect(await status(stale)).toBe('expired');
    expect(await status(exactly)).toBe('expired');
    expect(await status(answered)).toBe('pending');
    expect(await status(waitingForStudent)).toBe('needs_info');
    expect(await status(approved)).toBe('approved');

    const before = await Promise.all([stale, exactly, answered].map(async (ref) => (await ref.get()).updateTime?.toMillis()));
    await expireStaleEnrollments(db, now, 1);
    const after = await Promise.all([stale, exactly, answered].map(async (ref) => (await ref.get()).updateTime?.toMillis()));
    expect(after).toEqual(before);
  });
});

describe('mentor stats', { timeout: 240_000 }, () => {
  it('follow a scripted history of decisions: exact median, rate, open requests and last activity', async () => {
    const mentor = await createAccount('stats-mentor', { role: 'mentor' });
    const projectId = uniqueId('stats-project');
    const project = newProject({ title: 'Stats', description: 'D', category: 'C' }, accountCopy(mentor.uid), Timestamp.now());
    const now = Date.now();
    const hoursAgo = (h: number) => Timestamp.fromMillis(now - h * 3_600_000);
    const write = (name: string, status: EnrollmentStatus, waitedHoursAgo: number, decidedHoursAgo: number | null) => {
      const studentId = uniqueId(name);
      return db.doc(paths.enrollment(projectId, studentId)).set({
        ...newEnrollment({ id: projectId, ...project }, accountCopy(studentId), LINKEDIN, hoursAgo(waitedHoursAgo)),
        status,
        decided_at: decidedHoursAgo === null ? null : hoursAgo(decidedHoursAgo),
        updated_at: hoursAgo(decidedHoursAgo ?? 1),
      });
    };
    // Response times 10 h, 2 h and 30 h; one request expired; one still pending.
    await write('a', 'approved', 30, 20);
    await write('b', 'rejected', 50, 48);
    await write('c', 'needs_info', 100, 70);
    await write('d', 'expired', 400, null);
    await write('e', 'pending', 5, null);

    const stats = () => db.doc(paths.profile(mentor.uid)).get().then((snap) => snap.get('stats') as Record<string, unknown> | null);
    const expected = {
      median_response_hours: 10,
      decisions: 3,
      response_rate: 0.75,
      open_requests: 2,
      last_active_at: hoursAgo(20),
    };
    expect(await eventually(stats, expected)).toEqual(expected);
    // The directory's "Most responsive" key follows the median.
    expect(await eventually(() => db.doc(paths.profile(mentor.uid)).get().then((snap) => snap.get('response_rank') as unknown), 10)).toBe(10);

    // A client cannot write its own stats (the rules refuse it; tests/rules/profiles.test.ts).
  });

  it('rank a mentor for "Most responsive": new mentors last until 3 decisions, then by the median of each decision', async () => {
    const mentor = await mentorWithProjects(1);
    const [projectId] = mentor.projectIds;
    const project = newProject({ title: 'Project 0', description: 'Practice.', category: 'Web Development' }, accountCopy(mentor.uid), Timestamp.now());
    const now = Date.now();
    const hoursAgo = (h: number) => Timestamp.fromMillis(now - h * 3_600_000);
    const write = (studentId: string, status: EnrollmentStatus, waitedHoursAgo: number, decidedHoursAgo: number | null) =>
      db.doc(paths.enrollment(projectId, studentId)).set({
        ...newEnrollment({ id: projectId, ...project }, accountCopy(studentId), LINKEDIN, hoursAgo(waitedHoursAgo)),
        status,
        decided_at: decidedHoursAgo === null ? null : hoursAgo(decidedHoursAgo),
        updated_at: hoursAgo(decidedHoursAgo ?? waitedHoursAgo),
      });
    const profile = () => db.doc(paths.profile(mentor.uid)).get();
    const rank = () => profile().then((snap) => snap.get('response_rank') as unknown);

    // A new profile carries the key from the start (kept with its search fields), so the sorted query finds it.
    expect(await eventually(rank, NEW_MENTOR_RANK)).toBe(NEW_MENTOR_RANK);

    // Two decisions (10 h and 2 h): still a new mentor.
    await write(uniqueId('a'), 'approved', 30, 20);
    await write(uniqueId('b'), 'rejected', 50, 48);
    expect(await eventually(() => profile().then((snap) => (snap.get('stats') as { decisions?: number } | null)?.decisions), 2)).toBe(2);
    expect(await rank()).toBe(NEW_MENTOR_RANK);

    // The third (30 h): ranked by the median, 10 h.
    await write(uniqueId('c'), 'needs_info', 100, 70);
    expect(await eventually(rank, 10)).toBe(10);

    // A request waiting 2 hours, decided now through the callable: times 2, 2, 10, 30, median 6.
    const waiting = await student();
    await write(waiting.uid, 'pending', 2, null);
    await decide(mentor.caller, enrollmentId(projectId, waiting.uid), 'approved');
    expect(await eventually(rank, 6)).toBe(6);
    expect((await profile()).get('stats')).toMatchObject({ median_response_hours: 6, decisions: 4 });
  });
});
