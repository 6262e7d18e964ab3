// Moderation callables (docs/data-model.md, `suspensions`): admins suspend a user for a period or for good and
// lift it, each with one audit entry; a suspended user's callables that write on their behalf refuse.
import {
  LIMITS,
  moderationPaths,
  newComment,
  newDiscussion,
  newLike,
  newReview,
  newProject,
  newReport,
  reportTargetKind,
  type ReportReason,
  paths,
  SUSPENDED_FOR_GOOD,
  TEXTS,
  type Callables,
} from '@mentorbridge/model';
import { REVIEW_BASIS_FIELDS } from '@mentorbridge/model/records';
import { readDoc } from '../src/lib/fields';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import {
  accountCopy,
  accountName,
  APPLICATION_MESSAGE,
  auditEntriesOf,
  auditEntry,
  clientFirestore,
  createAccount,
  createCounted,
  db,
  errorCode,
  eventually,
  failureOf,
  signedInApp,
  signedInCaller,
  signedOutCaller,
  uniqueId,
} from './callers';

type Suspend = Callables['suspendUser'];
const HOUR_MS = 3_600_000;

async function admin() {
  const account = await createAccount('admin', { admin_role: 'admin' });
  return { ...account, call: await signedInCaller(account.email) };
}

const suspend = (call: Awaited<ReturnType<typeof admin>>['call'], req: Suspend['req']) => call<Suspend['req'], Suspend['res']>('suspendUser', req);
const profileOf = async (uid: string) => (await db.doc(paths.profile(uid)).get()).data();
const suspensionOf = async (uid: string) => (await db.doc(moderationPaths.suspension(uid)).get()).data();

describe('suspendUser and liftSuspension', { timeout: 120_000 }, () => {
  it('refuse signed-out callers and non-admins, and change nothing', async () => {
    const student = await createAccount('student');
    const target = await createAccount('target');
    const call = await signedInCaller(student.email);
    for (const name of ['suspendUser', 'liftSuspension'] as const) {
      expect(await errorCode(signedOutCaller()(name, { userId: target.uid, period: 'day', reason: 'spam' }))).toBe('functions/unauthenticated');
      expect(await failureOf(call(name, { userId: target.uid, period: 'day', reason: 'spam' }))).toEqual({
        code: 'functions/permission-denied',
        message: TEXTS.errors.adminOnly,
      });
    }
    expect((await profileOf(target.uid))?.suspended_until).toBeNull();
    expect(await auditEntriesOf(paths.profile(target.uid))).toEqual([]);
  });

  it('refuse malformed payloads, missing users and admins as targets', async () => {
    const { call } = await admin();
    const target = await createAccount('target');
    const other = await createAccount('other-admin', { admin_role: 'admin' });
    for (const payload of [{}, { userId: target.uid, period: 'year', reason: 'spam' }, { userId: target.uid, period: 'day', reason: 'rude' }]) {
      expect(await errorCode(call('suspendUser', payload)), JSON.stringify(payload)).toBe('functions/invalid-argument');
    }
    expect(await errorCode(suspend(call, { userId: uniqueId('nobody'), period: 'day', reason: 'spam' }))).toBe('functions/not-found');
    expect(await failureOf(suspend(call, { userId: other.uid, period: 'day', reason: 'spam' }))).toEqual({
      code: 'functions/failed-precondition',
      message: TEXTS.moderation.cannotSuspendAdmin,
    });
    expect(await auditEntriesOf(paths.profile(other.uid))).toEqual([]);
  });

  it('suspend for a period or for good, then lift, each with one audit entry', async () => {
    const actor = await admin();
    const target = await createAccount('target');
    const entry = (action: 'suspend_user' | 'lift_suspension', suspension?: Pick<Suspend['req'], 'period' | 'reason'>) =>
      auditEntry({ actor_id: actor.uid, action, target_path: paths.profile(target.uid), target_name: accountName(target.uid), ...suspension });

    const before = Date.now();
    await expect(suspend(actor.call, { userId: target.uid, period: 'week', reason: 'harassment' })).resolves.toEqual({ ok: true });
    const until = ((await profileOf(target.uid))?.suspended_until as Timestamp).toMillis();
    expect(until).toBeGreaterThanOrEqual(before + 7 * 24 * HOUR_MS - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * 24 * HOUR_MS + 60_000);
    expect(await suspensionOf(target.uid)).toEqual({
      reason: 'harassment',
      until: Timestamp.fromMillis(until),
      admin_id: actor.uid,
      created_at: expect.any(Timestamp) as unknown,
    });

    await suspend(actor.call, { userId: target.uid, period: 'forever', reason: 'spam' });
    expect((await profileOf(target.uid))?.suspended_until).toEqual(Timestamp.fromDate(SUSPENDED_FOR_GOOD));
    expect(await suspensionOf(target.uid)).toMatchObject({ reason: 'spam', until: null });

    await expect(actor.call('liftSuspension', { userId: target.uid })).resolves.toEqual({ ok: true, changed: true });
    expect((await profileOf(target.uid))?.suspended_until).toBeNull();
    expect(await suspensionOf(target.uid)).toBeUndefined();
    // Lifting again (a second admin, a second tab) is answered as already done, and is not audited.
    await expect(actor.call('liftSuspension', { userId: target.uid })).resolves.toEqual({ ok: true, changed: false });
    // A suspension that ended by itself is no suspension to lift either.
    await db.doc(paths.profile(target.uid)).update({ suspended_until: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    await expect(actor.call('liftSuspension', { userId: target.uid })).resolves.toEqual({ ok: true, changed: false });
    // Each suspension's entry records its period and reason; the lifting's has neither (null).
    expect(await auditEntriesOf(paths.profile(target.uid))).toEqual(
      expect.arrayContaining([
        entry('suspend_user', { period: 'week', reason: 'harassment' }),
        entry('suspend_user', { period: 'forever', reason: 'spam' }),
        entry('lift_suspension'),
      ]) as unknown,
    );
    expect(await auditEntriesOf(paths.profile(target.uid))).toHaveLength(3);
  });

  it('keep a suspended user from being made an admin (failed-precondition, no audit), and promote once lifted', async () => {
    const actor = await admin();
    const target = await createAccount('target');
    await suspend(actor.call, { userId: target.uid, period: 'week', reason: 'spam' });
    expect(await failureOf(actor.call('setAdminRole', { userId: target.uid, admin_role: 'admin' }))).toEqual({
      code: 'functions/failed-precondition',
      message: TEXTS.moderation.cannotPromoteSuspended,
    });
    expect((await profileOf(target.uid))?.admin_role).toBe('student');
    const promote = auditEntry({ actor_id: actor.uid, action: 'promote', target_path: paths.profile(target.uid), target_name: accountName(target.uid) });
    expect(await auditEntriesOf(paths.profile(target.uid))).not.toContainEqual(promote);

    // A suspension that has ended is no suspension.
    await db.doc(paths.profile(target.uid)).update({ suspended_until: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    await expect(actor.call('setAdminRole', { userId: target.uid, admin_role: 'admin' })).resolves.toEqual({ ok: true, changed: true });
    expect((await profileOf(target.uid))?.admin_role).toBe('admin');
    expect(await auditEntriesOf(paths.profile(target.uid))).toContainEqual(promote);
  });

  it('keep a suspended student from applying and a suspended mentor from deciding', async () => {
    const actor = await admin();
    const mentor = await createAccount('mentor', { role: 'mentor' });
    const student = await createAccount('student');
    const projectId = uniqueId('project');
    await db
      .doc(paths.project(projectId))
      .set(newProject({ title: 'P', description: 'D', category: 'C', seats: LIMITS.seatsDefault }, accountCopy(mentor.uid), Timestamp.now()));
    const studentCall = await signedInCaller(student.email);
    await suspend(actor.call, { userId: student.uid, period: 'day', reason: 'spam' });
    expect(await failureOf(studentCall('applyToProject', { projectId, linkedin_url: 'https://www.linkedin.com/in/s', message: APPLICATION_MESSAGE }))).toEqual({
      code: 'functions/permission-denied',
      message: TEXTS.moderation.suspended,
    });
    expect((await db.doc(paths.enrollment(projectId, student.uid)).get()).exists).toBe(false);

    await actor.call('liftSuspension', { userId: student.uid });
    await studentCall('applyToProject', { projectId, linkedin_url: 'https://www.linkedin.com/in/s', message: APPLICATION_MESSAGE });
    await suspend(actor.call, { userId: mentor.uid, period: 'forever', reason: 'spam' });
    const mentorCall = await signedInCaller(mentor.email);
    expect(await failureOf(mentorCall('decideEnrollment', { enrollmentId: `${projectId}_${student.uid}`, decision: 'approved' }))).toEqual({
      code: 'functions/permission-denied',
      message: TEXTS.moderation.suspended,
    });
    expect((await db.doc(paths.enrollment(projectId, student.uid)).get()).get('status')).toBe('pending');
  });
});

/** A user who files reports through the rules, as the app does. */
async function reporter() {
  const account = await createAccount('reporter');
  const firestore = clientFirestore(await signedInApp(account.email));
  let filed = 0;
  const report = (targetPath: string, reason: ReportReason = 'spam') =>
    createCounted(
      firestore,
      account.uid,
      'reports',
      moderationPaths.report(account.uid, targetPath),
      newReport(account.uid, { kind: reportTargetKind(targetPath) ?? 'video', target_path: targetPath, reason, note: '' }, serverTimestamp()),
      filed++ === 0 ? 'reset' : 'increment',
    );
  return { ...account, report };
}

const countOf = async (targetPath: string) => ((await db.doc(moderationPaths.reportTarget(targetPath)).get()).get('count') as number | undefined) ?? 0;

/** A discussion with one comment (liked once) by `author`; returns the comment's path. */
async function commentBy(author: string) {
  const discussionId = uniqueId('discussion');
  await db.doc(paths.discussion(discussionId)).set(newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, accountCopy(author), Timestamp.now()));
  const path = `${paths.comments(discussionId)}/${uniqueId('comment')}`;
  await db.doc(path).set(newComment(discussionId, accountCopy(author), 'Buy cheap followers at example.com', Timestamp.now()));
  await db.doc(`${path}/likes/${author}`).set(newLike(author, Timestamp.now()));
  return path;
}

describe('reports', { timeout: 180_000 }, () => {
  it('are counted per target, with the reasons and a snapshot of the content, exactly under concurrent reports', async () => {
    const author = await createAccount('author');
    const target = await commentBy(author.uid);
    const reporters = await Promise.all(Array.from({ length: 6 }, () => reporter()));
    await Promise.all(reporters.map((r, i) => r.report(target, i < 4 ? 'spam' : 'harassment')));
    expect(await eventually(() => countOf(target), 6)).toBe(6);
    expect((await db.doc(moderationPaths.reportTarget(target)).get()).data()).toMatchObject({
      kind: 'comment',
      target_path: target,
      count: 6,
      reasons: { spam: 4, harassment: 2 },
      author_id: author.uid,
      author_name: accountName(author.uid),
      title: '',
      text: 'Buy cheap followers at example.com',
    });
  });

  it('keep the latest report’s time exactly when a report goes: the Reports tab pages by it', async () => {
    const target = await commentBy((await createAccount('author')).uid);
    const [first, second] = await Promise.all([reporter(), reporter()]);
    await first.report(target);
    expect(await eventually(() => countOf(target), 1)).toBe(1);
    await second.report(target);
    expect(await eventually(() => countOf(target), 2)).toBe(2);
    const reportedAt = (await db.doc(moderationPaths.reportTarget(target)).get()).get('last_reported_at') as Timestamp;
    // The first report goes (as when its reporter's account is deleted): counted out, the time as stored, to the
    // nanosecond (a Date would cut it to milliseconds, and move the target back past a page's cursor).
    await db.doc(moderationPaths.report(first.uid, target)).delete();
    expect(await eventually(() => countOf(target), 1)).toBe(1);
    expect((await db.doc(moderationPaths.reportTarget(target)).get()).get('last_reported_at')).toEqual(reportedAt);
  });

  it('resolveReports refuses non-admins and removing a profile', async () => {
    const author = await createAccount('author');
    const target = await commentBy(author.uid);
    const student = await signedInCaller((await createAccount('student')).email);
    expect(await errorCode(student('resolveReports', { targetPath: target, action: 'remove' }))).toBe('functions/permission-denied');
    const { call } = await admin();
    expect(await errorCode(call('resolveReports', { targetPath: 'projects/p1', action: 'remove' }))).toBe('functions/invalid-argument');
    expect(await failureOf(call('resolveReports', { targetPath: paths.profile(author.uid), action: 'remove' }))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.moderation.cannotRemoveProfile,
    });
    expect((await db.doc(target).get()).exists).toBe(true);
  });

  it('dismiss closes the reports and keeps the content; remove deletes it for everyone; each with one audit entry', async () => {
    const author = await createAccount('author');
    const kept = await commentBy(author.uid);
    const removed = await commentBy(author.uid);
    const one = await reporter();
    await Promise.all([one.report(kept), one.report(removed)]);
    await eventually(async () => [await countOf(kept), await countOf(removed)], [1, 1]);
    const actor = await admin();

    await expect(actor.call('resolveReports', { targetPath: kept, action: 'dismiss' })).resolves.toEqual({ ok: true, changed: true });
    expect((await db.doc(kept).get()).exists).toBe(true);
    expect(await countOf(kept)).toBe(0);
    expect((await db.doc(moderationPaths.report(one.uid, kept)).get()).exists).toBe(false);
    expect(await auditEntriesOf(kept)).toEqual([
      auditEntry({ actor_id: actor.uid, action: 'dismiss_report', target_path: kept, target_name: 'Buy cheap followers at example.com' }),
    ]);
    // Once dismissed, the reporter may report it again.
    await one.report(kept, 'other');
    expect(await eventually(() => countOf(kept), 1)).toBe(1);

    await expect(actor.call('resolveReports', { targetPath: removed, action: 'remove' })).resolves.toEqual({ ok: true, changed: true });
    expect((await db.doc(removed).get()).exists).toBe(false);
    expect((await db.collection(`${removed}/likes`).get()).empty).toBe(true);
    expect(await countOf(removed)).toBe(0);
    expect(await auditEntriesOf(removed)).toEqual([
      auditEntry({ actor_id: actor.uid, action: 'delete_comment', target_path: removed, target_name: 'Buy cheap followers at example.com' }),
    ]);
  });

  it('answers an action that finds nothing to do as already done, and audits nothing: no second entry for a removed comment or a dismissed target', async () => {
    const author = await createAccount('author');
    const removed = await commentBy(author.uid);
    const unreported = await commentBy(author.uid);
    const one = await reporter();
    await one.report(removed);
    await eventually(() => countOf(removed), 1);
    const [actor, second] = await Promise.all([admin(), admin()]);
    await expect(actor.call('resolveReports', { targetPath: removed, action: 'remove' })).resolves.toEqual({ ok: true, changed: true });
    // The second admin's tab still showed the target: removing or dismissing it again changes nothing.
    await expect(second.call('resolveReports', { targetPath: removed, action: 'remove' })).resolves.toEqual({ ok: true, changed: false });
    await expect(second.call('resolveReports', { targetPath: removed, action: 'dismiss' })).resolves.toEqual({ ok: true, changed: false });
    expect(await auditEntriesOf(removed)).toHaveLength(1);
    // A target with no open report: dismissing it is a no-op; removing its content is still a removal, audited once.
    await expect(actor.call('resolveReports', { targetPath: unreported, action: 'dismiss' })).resolves.toEqual({ ok: true, changed: false });
    expect(await auditEntriesOf(unreported)).toEqual([]);
    await expect(actor.call('resolveReports', { targetPath: unreported, action: 'remove' })).resolves.toEqual({ ok: true, changed: true });
    expect((await db.doc(unreported).get()).exists).toBe(false);
    expect(await auditEntriesOf(unreported)).toHaveLength(1);
  });

  it('a reported review shows its student and text; remove deletes it and the mentor’s counts follow', async () => {
    const mentor = await createAccount('reviewed', { role: 'mentor' });
    const student = await createAccount('reviewer');
    const target = paths.review(mentor.uid, student.uid);
    const text = 'Terrible, and here is a link to my own course instead.';
    const basisId = `${student.uid}_${mentor.uid}_20260101`;
    await db.doc(target).set(newReview(accountCopy(student.uid), mentor.uid, { stars: 1, text, basis: 'session', basis_id: basisId }, Timestamp.now()));
    const reviewCount = async () => ((await profileOf(mentor.uid))?.review_count as number | undefined) ?? 0;
    expect(await eventually(reviewCount, 1)).toBe(1);
    const one = await reporter();
    await one.report(target, 'spam');
    expect(await eventually(() => countOf(target), 1)).toBe(1);
    expect((await db.doc(moderationPaths.reportTarget(target)).get()).data()).toMatchObject({
      kind: 'review',
      author_id: student.uid,
      author_name: accountName(student.uid),
      title: '',
      text,
    });

    const actor = await admin();
    await actor.call('resolveReports', { targetPath: target, action: 'remove' });
    expect((await db.doc(target).get()).exists).toBe(false);
    expect(await countOf(target)).toBe(0);
    expect(await eventually(reviewCount, 0)).toBe(0);
    expect(await auditEntriesOf(target)).toEqual([
      auditEntry({ actor_id: actor.uid, action: 'delete_review', target_path: target, target_name: text.slice(0, 80) }),
    ]);

    // The removal closed the basis's window (docs/data-model.md, `review_bases`): the author cannot post again.
    const window = async () => readDoc(REVIEW_BASIS_FIELDS, await db.doc(paths.reviewBasis(basisId)).get());
    const closed = await window();
    expect(closed).toMatchObject({ mentor_id: mentor.uid, student_id: student.uid, basis: 'session' });
    expect(closed?.closed_at).toBeInstanceOf(Date);
    // Only an admin reopens it; a student's call, a signed-out one, and ids Firestore refuses are turned away.
    const studentCall = await signedInCaller(student.email);
    expect(await errorCode(studentCall('reopenReviews', { mentorId: mentor.uid, studentId: student.uid }))).toBe('functions/permission-denied');
    expect(await errorCode(signedOutCaller()('reopenReviews', { mentorId: mentor.uid, studentId: student.uid }))).toBe('functions/unauthenticated');
    expect((await window())?.closed_at).toBeInstanceOf(Date);
    // The admin reopens it: a fresh window from now, audited once; again, already done, no second entry.
    const before = Date.now();
    await expect(actor.call('reopenReviews', { mentorId: mentor.uid, studentId: student.uid })).resolves.toEqual({ ok: true, changed: true });
    const reopened = await window();
    expect(reopened?.closed_at).toBeNull();
    expect(reopened?.opened_at?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    await expect(actor.call('reopenReviews', { mentorId: mentor.uid, studentId: student.uid })).resolves.toEqual({ ok: true, changed: false });
    expect((await auditEntriesOf(target)).map((entry) => entry.action).sort()).toEqual(['delete_review', 'reopen_review']);
  });
});
