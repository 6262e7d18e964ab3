// The application workflow's callables, trigger and expiry sweep against the emulators
// (docs/data-model.md, `project_enrollments`).
import {
  adminPaths,
  COLLECTIONS,
  enrollmentId,
  LIMITS,
  moderationPaths,
  newBlockList,
  NEW_MENTOR_RANK,
  newDecisionRecord,
  newEnrollment,
  newExpiryRecord,
  newProject,
  paths,
  TEXTS,
  type Callables,
  type EnrollmentStatus,
  type MentorStats,
} from '@mentorbridge/model';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { expireStaleEnrollments } from '../src/enrollments/expiry';
import {
  accountCopy,
  APPLICATION_MESSAGE,
  callerOf,
  clientFirestore,
  closeCallers,
  createAccount,
  db,
  eventually,
  failureOf,
  signedInApp,
  signedOutCaller,
  uniqueId,
  warmWorkers,
  writeCode,
  type Caller,
} from './callers';

afterAll(closeCallers);

const LINKEDIN = 'https://www.linkedin.com/in/some-student';
const DAY_MS = 86_400_000;

type Apply = Callables['applyToProject'];
type Decide = Callables['decideEnrollment'];

const apply = (caller: Caller, projectId: string, message: string = APPLICATION_MESSAGE) =>
  caller<Apply['req'], Apply['res']>('applyToProject', { projectId, linkedin_url: LINKEDIN, message });
const decide = (
  caller: Caller,
  enrollmentId: string,
  decision: Decide['req']['decision'],
  details: Omit<Decide['req'], 'enrollmentId' | 'decision'> = {},
) => caller<Decide['req'], Decide['res']>('decideEnrollment', { enrollmentId, decision, ...details });

/** An account with a callable client and a client Firestore (its writes go through the rules), both signed in. */
async function signedIn(prefix: string, profile: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(prefix, profile);
  const app = await signedInApp(account.email);
  return { ...account, caller: callerOf(app), firestore: clientFirestore(app) };
}

/** A mentor account with a signed-in caller and `count` projects of `seats` seats each. */
async function mentorWithProjects(count: number, seats: number = LIMITS.seatsDefault) {
  const mentor = await signedIn('mentor', { role: 'mentor' });
  const projectIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = uniqueId('project');
    await db
      .doc(paths.project(id))
      .set(newProject({ title: `Project ${i}`, description: 'Practice.', category: 'Web Development', seats }, accountCopy(mentor.uid), Timestamp.now()));
    projectIds.push(id);
  }
  return { ...mentor, projectIds };
}

const student = () => signedIn('student');

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
      message: APPLICATION_MESSAGE,
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

  it('refuses a message shorter or longer than the bounds, and stores a good one trimmed', async () => {
    const mentor = await mentorWithProjects(1);
    const me = await student();
    const [projectId] = mentor.projectIds;
    // Spaces do not count: one character short once trimmed.
    const short = `   ${'x'.repeat(LIMITS.applicationMessageMin - 1)}   `;
    expect(await failureOf(apply(me.caller, projectId, short))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.validation.applicationMessageTooShort,
    });
    expect(await failureOf(apply(me.caller, projectId, 'x'.repeat(LIMITS.applicationMessageMax + 1)))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.validation.applicationMessageTooLong,
    });
    expect(await failureOf(me.caller('applyToProject', { projectId, linkedin_url: LINKEDIN }))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.payloads.expected('{ projectId, linkedin_url, message }'),
    });
    expect(await enrollmentOf(projectId, me.uid)).toBeUndefined();

    const good = 'I want to learn how a mentor reviews a pull request,\nand ship one feature with tests.';
    await apply(me.caller, projectId, `  ${good}\n `);
    expect(await enrollmentOf(projectId, me.uid)).toMatchObject({ status: 'pending', message: good });
  });

  it('refuses a student the mentor blocked exactly as a paused mentor refuses, not another student, and takes them again once unblocked', async () => {
    const mentor = await mentorWithProjects(1);
    const blocked = await student();
    const other = await student();
    const [projectId] = mentor.projectIds;
    // The mentor blocks through the rules, as the app does.
    await setDoc(doc(mentor.firestore, moderationPaths.blocks(mentor.uid)), newBlockList([], serverTimestamp(), blocked.uid));

    expect(await failureOf(apply(blocked.caller, projectId))).toEqual({
      code: 'functions/failed-precondition',
      message: TEXTS.errors.mentorPaused,
    });
    expect(await statusOf(projectId, blocked.uid)).toBeUndefined();
    await apply(other.caller, projectId);
    expect(await statusOf(projectId, other.uid)).toBe('pending');

    await setDoc(doc(mentor.firestore, moderationPaths.blocks(mentor.uid)), newBlockList([], serverTimestamp()));
    await apply(blocked.caller, projectId);
    expect(await statusOf(projectId, blocked.uid)).toBe('pending');
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
    await decide(mentor.caller, `${first}_${me.uid}`, 'needs_info', { question: 'Which stack do you know?' });

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
    // One warm worker per call, so the calls really run side by side (see warmWorkers).
    await warmWorkers('applyToProject', mentor.projectIds.length);
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
      await db
        .doc(paths.enrollment(projectId, me.uid))
        .update({ status, question: 'Old question?', answer: 'Old answer', reject_reason: 'fit', reject_note: 'Old note' });
      await apply(me.caller, projectId);
      expect(await enrollmentOf(projectId, me.uid)).toMatchObject({
        status: 'pending',
        question: null,
        answer: null,
        decided_at: null,
        reject_reason: null,
        reject_note: null,
      });
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
    await decide(mentor.caller, `${b}_${me.uid}`, 'rejected', { reason: 'seats', note: '  Please try the next round.  ' });
    await decide(mentor.caller, `${c}_${me.uid}`, 'needs_info', { question: 'What have you built before?' });

    expect(await enrollmentOf(a, me.uid)).toMatchObject({ status: 'approved', decided_at: expect.any(Timestamp) });
    // The student reads the reason and the note (trimmed) with the rejection.
    expect(await enrollmentOf(b, me.uid)).toMatchObject({
      status: 'rejected',
      decided_at: expect.any(Timestamp),
      reject_reason: 'seats',
      reject_note: 'Please try the next round.',
    });
    expect(await enrollmentOf(a, me.uid)).toMatchObject({ reject_reason: null, reject_note: null });
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
    expect((await failureOf(decide(mentor.caller, id, 'rejected', { question: 'Why?' }))).code).toBe('functions/invalid-argument');
    // A reason or a note comes only with a rejection, a reason from the list, a note within its limit.
    expect((await failureOf(decide(mentor.caller, id, 'approved', { reason: 'fit' }))).code).toBe('functions/invalid-argument');
    expect((await failureOf(decide(mentor.caller, id, 'needs_info', { question: 'Why?', note: 'x' }))).code).toBe('functions/invalid-argument');
    const badReason = { reason: 'rude' } as unknown as Omit<Decide['req'], 'enrollmentId' | 'decision'>;
    expect((await failureOf(decide(mentor.caller, id, 'rejected', badReason))).code).toBe('functions/invalid-argument');
    expect(await failureOf(decide(mentor.caller, id, 'rejected', { note: 'x'.repeat(LIMITS.rejectNote + 1) }))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.validation.rejectNote,
    });
    expect(await statusOf(projectId, me.uid)).toBe('pending');

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
    // One warm worker per call, so the approvals really run side by side (see warmWorkers).
    await warmWorkers('decideEnrollment', students.length);

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
  it('expires requests left 14 days waiting for the mentor or for the student’s answer, and changes nothing when run again', async () => {
    // A fixed clock: the sweep's idea of now, captured once (other tests leave no requests this old).
    const now = new Date();
    const daysAgo = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);
    const projectId = uniqueId('sweep-project');
    const mentorId = uniqueId('sweep-mentor');
    const project = newProject({ title: 'Sweep', description: 'D', category: 'C' }, accountCopy(mentorId), daysAgo(40));
    const arrange = async (name: string, status: EnrollmentStatus, waitedDays: number, askedDays: number | null = null) => {
      const studentId = uniqueId(name);
      const ref = db.doc(paths.enrollment(projectId, studentId));
      await ref.set({
        ...newEnrollment({ id: projectId, ...project }, accountCopy(studentId), LINKEDIN, daysAgo(30)),
        status,
        waiting_since: daysAgo(waitedDays),
        decided_at: askedDays === null ? null : daysAgo(askedDays),
      });
      return ref;
    };
    const stale = await arrange('stale', 'pending', 15);
    const exactly = await arrange('exactly', 'pending', LIMITS.enrollmentExpiryDays);
    // Created 30 days ago, but answered 3 days ago: waiting counts from the answer.
    const answered = await arrange('answered', 'pending', 3);
    // Asked 15 days ago and never answered: the student's silence ends the request too.
    const silent = await arrange('silent', 'needs_info', 20, 15);
    // Asked 3 days ago, after waiting 20 days for the mentor: the student still has time.
    const asked = await arrange('asked', 'needs_info', 20, 3);
    const approved = await arrange('approved', 'approved', 20, 19);

    // The sweep reads every project's requests; a small batch size walks through several batches.
    const expired = await expireStaleEnrollments(db, now, 1);

    expect(expired).toBeGreaterThanOrEqual(3);
    const status = async (ref: typeof stale) => (await ref.get()).get('status');
    expect(await status(stale)).toBe('expired');
    expect(await status(exactly)).toBe('expired');
    expect(await status(silent)).toBe('expired');
    expect(await status(answered)).toBe('pending');
    expect(await status(asked)).toBe('needs_info');
    expect(await status(approved)).toBe('approved');
    // The two requests that waited for the mentor are in the mentor's expiry log; the student's silence is not.
    const expiries = db.collection(adminPaths.expiryLog(mentorId));
    expect((await expiries.get()).size).toBe(2);

    const refs = [stale, exactly, silent, answered];
    const before = await Promise.all(refs.map(async (ref) => (await ref.get()).updateTime?.toMillis()));
    await expireStaleEnrollments(db, now, 1);
    const after = await Promise.all(refs.map(async (ref) => (await ref.get()).updateTime?.toMillis()));
    expect(after).toEqual(before);
    expect((await expiries.get()).size).toBe(2);
  });
});

const statsOf = (mentorId: string) =>
  db.doc(paths.profile(mentorId)).get().then((snap) => snap.get('stats') as (Omit<MentorStats, 'last_active_at'> & { last_active_at: Timestamp | null }) | null);
/** Moves a request's wait (pending) or the mentor's question (needs_info) back by `days`, as if time had passed. */
const backdate = (projectId: string, studentId: string, field: 'waiting_since' | 'decided_at', days: number) =>
  db.doc(paths.enrollment(projectId, studentId)).update({ [field]: Timestamp.fromMillis(Date.now() - days * DAY_MS) });

describe('mentor stats', { timeout: 240_000 }, () => {
  it('follow a scripted log of decisions and expiries: exact median, rate, open requests and last activity', async () => {
    const mentor = await createAccount('stats-mentor', { role: 'mentor' });
    const projectId = uniqueId('stats-project');
    const project = newProject({ title: 'Stats', description: 'D', category: 'C' }, accountCopy(mentor.uid), Timestamp.now());
    const now = Date.now();
    const hoursAgo = (h: number) => Timestamp.fromMillis(now - h * 3_600_000);
    const decisions = db.collection(adminPaths.decisionLog(mentor.uid));
    // Response times 10 h, 2 h and 30 h; one request expired waiting for the mentor.
    await decisions.add(newDecisionRecord('approved', hoursAgo(30), hoursAgo(20)));
    await decisions.add(newDecisionRecord('rejected', hoursAgo(50), hoursAgo(48)));
    await decisions.add(newDecisionRecord('needs_info', hoursAgo(100), hoursAgo(70)));
    await db.collection(adminPaths.expiryLog(mentor.uid)).add(newExpiryRecord(hoursAgo(60)));
    // Two open requests, whose writes start the recount.
    const open = (name: string, status: EnrollmentStatus) => {
      const studentId = uniqueId(name);
      return db.doc(paths.enrollment(projectId, studentId)).set({
        ...newEnrollment({ id: projectId, ...project }, accountCopy(studentId), LINKEDIN, hoursAgo(5)),
        status,
      });
    };
    await open('a', 'pending');
    await open('b', 'needs_info');

    const expected = { median_response_hours: 10, decisions: 3, response_rate: 0.75, open_requests: 2, last_active_at: hoursAgo(20), sessions_confirmed: 0 };
    expect(await eventually(() => statsOf(mentor.uid), expected)).toEqual(expected);
    // The directory's "Most responsive" key follows the median.
    expect(await eventually(() => db.doc(paths.profile(mentor.uid)).get().then((snap) => snap.get('response_rank') as unknown), 10)).toBe(10);
    // A client cannot write its own stats (the rules refuse it; tests/rules/profiles.test.ts), nor its logs
    // (private/, tests/rules/admin.test.ts).
  });

  it('rank a mentor for "Most responsive": new mentors last until 3 decisions, then by the median of each decision', async () => {
    const mentor = await mentorWithProjects(1);
    const [projectId] = mentor.projectIds;
    const now = Date.now();
    const hoursAgo = (h: number) => Timestamp.fromMillis(now - h * 3_600_000);
    const decisions = db.collection(adminPaths.decisionLog(mentor.uid));
    const profile = () => db.doc(paths.profile(mentor.uid)).get();
    const rank = () => profile().then((snap) => snap.get('response_rank') as unknown);
    // A request of a student who applies, which starts a recount.
    const applyNow = async () => {
      const s = await student();
      await apply(s.caller, projectId);
      return s;
    };

    // A new profile carries the key from the start (kept with its search fields), so the sorted query finds it.
    expect(await eventually(rank, NEW_MENTOR_RANK)).toBe(NEW_MENTOR_RANK);

    // Two decisions (10 h and 2 h): still a new mentor.
    await decisions.add(newDecisionRecord('approved', hoursAgo(30), hoursAgo(20)));
    await decisions.add(newDecisionRecord('rejected', hoursAgo(50), hoursAgo(48)));
    await applyNow();
    expect(await eventually(() => statsOf(mentor.uid).then((stats) => stats?.decisions), 2)).toBe(2);
    expect(await rank()).toBe(NEW_MENTOR_RANK);

    // The third (30 h): ranked by the median, 10 h.
    await decisions.add(newDecisionRecord('needs_info', hoursAgo(100), hoursAgo(70)));
    const waiting = await applyNow();
    expect(await eventually(rank, 10)).toBe(10);

    // A request waiting 2 hours, decided now through the callable: times 2, 2, 10, 30, median 6.
    await backdate(projectId, waiting.uid, 'waiting_since', 2 / 24);
    await decide(mentor.caller, enrollmentId(projectId, waiting.uid), 'approved');
    expect(await eventually(rank, 6)).toBe(6);
    expect((await profile()).get('stats')).toMatchObject({ median_response_hours: 6, decisions: 4 });
  });

  it('count every decision and expiry, whatever requests the mentor deletes afterwards', async () => {
    const mentor = await mentorWithProjects(1);
    const [projectId] = mentor.projectIds;
    const [rejected, alsoRejected, approved, lapsed, later] = await Promise.all(Array.from({ length: 5 }, () => student()));
    for (const s of [rejected, alsoRejected, approved, lapsed]) await apply(s.caller, projectId);
    await decide(mentor.caller, enrollmentId(projectId, rejected.uid), 'rejected');
    await decide(mentor.caller, enrollmentId(projectId, alsoRejected.uid), 'rejected');
    await decide(mentor.caller, enrollmentId(projectId, approved.uid), 'approved');
    await backdate(projectId, lapsed.uid, 'waiting_since', LIMITS.enrollmentExpiryDays + 1);
    await expireStaleEnrollments(db, new Date());
    expect(await statusOf(projectId, lapsed.uid)).toBe('expired');
    const counted = { decisions: 3, response_rate: 0.75, open_requests: 0 };
    const figures = async () => {
      const stats = await statsOf(mentor.uid);
      return stats && { decisions: stats.decisions, response_rate: stats.response_rate, open_requests: stats.open_requests };
    };
    expect(await eventually(figures, counted)).toEqual(counted);

    // The mentor deletes the rejected and expired requests from the client, as the rules allow.
    for (const s of [rejected, alsoRejected, lapsed]) {
      expect(await writeCode(deleteDoc(doc(mentor.firestore, COLLECTIONS.enrollments, enrollmentId(projectId, s.uid))))).toBe('ok');
    }
    // A new application starts another recount: the figures still count what was deleted.
    await apply(later.caller, projectId);
    const after = { ...counted, open_requests: 1 };
    expect(await eventually(figures, after)).toEqual(after);
    // The log is out of the mentor's reach.
    const logPath = `${adminPaths.decisionLog(mentor.uid)}/any`;
    expect(await writeCode(deleteDoc(doc(mentor.firestore, logPath)))).toBe('permission-denied');
  });

  it('pause the mentor at the third expiry in 30 days, counting expired requests the mentor deleted', async () => {
    const mentor = await mentorWithProjects(1);
    const [projectId] = mentor.projectIds;
    const students = await Promise.all(Array.from({ length: LIMITS.autoPauseExpired }, () => student()));
    for (const s of students) await apply(s.caller, projectId);
    const [last, ...first] = students;
    for (const s of first) await backdate(projectId, s.uid, 'waiting_since', LIMITS.enrollmentExpiryDays + 1);
    await expireStaleEnrollments(db, new Date());
    for (const s of first) {
      expect(await writeCode(deleteDoc(doc(mentor.firestore, COLLECTIONS.enrollments, enrollmentId(projectId, s.uid))))).toBe('ok');
    }
    const accepting = () => db.doc(paths.profile(mentor.uid)).get().then((snap) => [snap.get('accepting'), snap.get('paused_reason')] as unknown);
    expect(await eventually(() => statsOf(mentor.uid).then((stats) => stats?.open_requests), 1)).toBe(1);
    expect(await accepting()).toEqual([true, null]);

    await backdate(projectId, last.uid, 'waiting_since', LIMITS.enrollmentExpiryDays + 1);
    await expireStaleEnrollments(db, new Date());
    expect(await eventually(accepting, [false, 'expired_requests'])).toEqual([false, 'expired_requests']);
  });

  it('do not count a student’s silence against the mentor: requests expired waiting for an answer neither lower the rate nor pause', async () => {
    const mentor = await mentorWithProjects(1);
    const [projectId] = mentor.projectIds;
    const students = await Promise.all(Array.from({ length: LIMITS.autoPauseExpired }, () => student()));
    for (const s of students) {
      await apply(s.caller, projectId);
      await decide(mentor.caller, enrollmentId(projectId, s.uid), 'needs_info', { question: 'Which stack do you know?' });
      await backdate(projectId, s.uid, 'decided_at', LIMITS.enrollmentExpiryDays + 1);
    }
    await expireStaleEnrollments(db, new Date());
    for (const s of students) expect(await statusOf(projectId, s.uid)).toBe('expired');
    // The student's place among their open requests is free again.
    const expected = { decisions: students.length, response_rate: 1, open_requests: 0 };
    const figures = async () => {
      const stats = await statsOf(mentor.uid);
      return stats && { decisions: stats.decisions, response_rate: stats.response_rate, open_requests: stats.open_requests };
    };
    expect(await eventually(figures, expected)).toEqual(expected);
    const profile = (await db.doc(paths.profile(mentor.uid)).get()).data();
    expect(profile).toMatchObject({ accepting: true, paused_reason: null });
    expect((await db.collection(adminPaths.expiryLog(mentor.uid)).get()).size).toBe(0);
  });
});

describe('a second round of questions', { timeout: 240_000 }, () => {
  it('clears the previous answer: only a new answer returns the request to pending', async () => {
    const mentor = await mentorWithProjects(1);
    const [projectId] = mentor.projectIds;
    const me = await student();
    await apply(me.caller, projectId);
    const id = enrollmentId(projectId, me.uid);
    const ref = doc(me.firestore, COLLECTIONS.enrollments, id);
    const answer = (text?: string) =>
      writeCode(
        updateDoc(ref, {
          status: 'pending',
          ...(text === undefined ? {} : { answer: text }),
          waiting_since: serverTimestamp(),
          updated_at: serverTimestamp(),
        }),
      );

    await decide(mentor.caller, id, 'needs_info', { question: 'Which stack do you know?' });
    expect(await answer('TypeScript and React.')).toBe('ok');
    await decide(mentor.caller, id, 'needs_info', { question: 'Which of your projects used them?' });
    expect(await enrollmentOf(projectId, me.uid)).toMatchObject({
      status: 'needs_info',
      question: 'Which of your projects used them?',
      answer: null,
    });

    // Back to pending without answering the new question: refused.
    expect(await answer()).toBe('permission-denied');
    expect(await statusOf(projectId, me.uid)).toBe('needs_info');
    expect(await answer('A to-do app and my portfolio.')).toBe('ok');
    expect(await enrollmentOf(projectId, me.uid)).toMatchObject({ status: 'pending', answer: 'A to-do app and my portfolio.' });
  });
});

describe('ids', { timeout: 120_000 }, () => {
  it('are checked in bytes against Firestore’s 1500-byte limit, request ids with the uid: invalid-argument, never internal', async () => {
    const mentor = await mentorWithProjects(0);
    const me = await student();
    // 751 two-byte characters: fewer than 1500 characters, 1502 bytes.
    const accented = 'é'.repeat(751);
    expect((await failureOf(apply(me.caller, accented))).code).toBe('functions/invalid-argument');
    expect((await failureOf(decide(mentor.caller, accented, 'approved'))).code).toBe('functions/invalid-argument');
    // A project id that fits alone, but not with '_' and the uid added.
    const tooLong = 'p'.repeat(1500 - me.uid.length);
    expect(await failureOf(apply(me.caller, tooLong))).toEqual({ code: 'functions/invalid-argument', message: TEXTS.errors.idTooLong });
    // One byte less fits: the project is looked up (and does not exist).
    const fits = 'p'.repeat(1499 - me.uid.length);
    expect((await failureOf(apply(me.caller, fits))).code).toBe('functions/not-found');
  });
});
