// The daily jobs through the scheduled path against the emulators: scripts/jobs.mjs runs each scheduled function
// as Cloud Scheduler does (the POST its job makes at the scheduled time), and the test waits for what the sweep
// changes. The sweeps read whole collections with the real clock, so this file runs alone (vitest.config.ts, ALONE).
import {
  bookingIntentId,
  LIMITS,
  newBookingIntent,
  notificationLine,
  notificationPaths,
  notificationTargets,
  paths,
  type NotificationFields,
} from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { nextRun, runJob, scheduledJobs } from '../../scripts/jobs.mjs';
import { accountCopy, accountName, closeCallers, createAccount, db, eventually, projectOf, requestOf, TRIGGER_TEST_TIMEOUT_MS } from './callers';

afterAll(() => closeCallers());

const DAY_MS = 86_400_000;

/** The line and target of each notification of `type` that `uid` has. */
async function notified(uid: string, type: NotificationFields['type']) {
  const snap = await db.collection(notificationPaths.notifications(uid)).get();
  return snap.docs
    .map((d) => d.data() as NotificationFields)
    .filter((n) => n.type === type)
    .map((n) => ({ line: notificationLine(n), target: n.target }));
}

describe('the daily jobs, run as Cloud Scheduler runs them', () => {
  it('reads each schedule from the functions the emulator loaded: every day, in UTC', async () => {
    const jobs = await scheduledJobs();
    expect(jobs.map(({ name, schedule, timeZone }) => ({ name, schedule, timeZone })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'expireEnrollments', schedule: 'every day 03:00', timeZone: 'UTC' },
      { name: 'followUpSessions', schedule: 'every day 09:00', timeZone: 'UTC' },
    ]);
    const expire = jobs.find((j) => j.name === 'expireEnrollments');
    if (!expire) throw new Error('no expireEnrollments');
    expect(nextRun(expire, new Date('2026-03-01T02:59:00Z'))).toEqual(new Date('2026-03-01T03:00:00Z'));
    expect(nextRun(expire, new Date('2026-03-01T03:00:00Z'))).toEqual(new Date('2026-03-02T03:00:00Z'));
  });

  it('expire: a pending application left waiting past the expiry expires, and its student hears of it', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('jobs-mentor', { role: 'mentor' });
    const student = await createAccount('jobs-student');
    const projectId = await projectOf(mentor.uid, 'Sweep the Queue');
    const old = Timestamp.fromMillis(Date.now() - (LIMITS.enrollmentExpiryDays + 1) * DAY_MS);
    const ref = await requestOf(projectId, 'Sweep the Queue', mentor.uid, student.uid, { waiting_since: old, created_at: old });
    expect(await eventually(() => notified(mentor.uid, 'request_received').then((n) => n.length), 1)).toBe(1);
    expect((await ref.get()).get('status')).toBe('pending');

    await runJob('expire');
    expect(await eventually(async () => (await ref.get()).get('status') as unknown, 'expired')).toBe('expired');
    const expected = [
      { line: 'Your application to Sweep the Queue expired without a decision. You can apply again.', target: notificationTargets.application(projectId) },
    ];
    expect(await eventually(() => notified(student.uid, 'request_expired'), expected)).toEqual(expected);
  });

  it('follow-up: a student who booked a session days ago is asked whether it happened', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('jobs-mentor', { role: 'mentor' });
    const student = await createAccount('jobs-student');
    const booked = new Date(Date.now() - (LIMITS.followUpDays + 1) * DAY_MS);
    const id = bookingIntentId(student.uid, mentor.uid, booked);
    await db.doc(paths.bookingIntent(id)).set(newBookingIntent(student.uid, accountCopy(mentor.uid), Timestamp.fromDate(booked)));

    await runJob('follow-up');
    expect(await eventually(async () => (await db.doc(paths.bookingIntent(id)).get()).get('state') as unknown, 'asked')).toBe('asked');
    const expected = [{ line: `Did your session with ${accountName(mentor.uid)} happen?`, target: notificationTargets.studentDashboard }];
    expect(await eventually(() => notified(student.uid, 'session_follow_up'), expected)).toEqual(expected);
  });
});
