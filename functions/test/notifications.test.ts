// The notification producer against the emulators (docs/data-model.md, `user_private/{uid}`): each type reaches
// exactly the people concerned and never the actor, on the channels they keep on; threads collapse; at most
// LIMITS.notificationsKept are kept; e-mails only to verified addresses; pushes to each registered device, through
// a local stand-in for FCM's HTTP v1 API (support/fakeFcm.ts).
import {
  adminPaths,
  deviceId,
  enrollmentId,
  LIMITS,
  newComment,
  newDevice,
  newDiscussion,
  newExpiryRecord,
  newNotification,
  newNotificationSettings,
  newProjectMessage,
  notificationLine,
  moderationPaths,
  newBlockList,
  notificationPaths,
  notificationTargets,
  paths,
  TEXTS,
  threadKey,
  type Callables,
  type MailFields,
  type NotificationFields,
  type NotificationType,
} from '@mentorbridge/model';
import { serverTimestamp, updateDoc, doc } from 'firebase/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireStaleEnrollments } from '../src/enrollments/expiry';
import { deliverInApp } from '../src/notifications/producer';
import { FCM_ERROR_TYPE, fcmTransport, tokenIsDead } from '../src/notifications/push';
import { remindWaitingRequests } from '../src/notifications/reminders';
import {
  accountCopy,
  accountName,
  APPLICATION_MESSAGE,
  auth,
  callerOf,
  clientFirestore,
  closeCallers,
  createAccount,
  db,
  eventually,
  LINKEDIN,
  projectOf,
  requestOf,
  signedInApp,
  TRIGGER_TEST_TIMEOUT_MS,
  uniqueId,
} from './callers';
import { FakeFcm } from './support/fakeFcm';

const fcm = new FakeFcm();
beforeAll(() => fcm.start());
afterAll(() => Promise.all([closeCallers(), fcm.stop()]));

const DAY_MS = 86_400_000;

/** An account whose e-mail address is verified (or not), with its profile. */
async function person(prefix: string, options: { role?: 'mentor' | 'student'; verified?: boolean } = {}) {
  const account = await createAccount(prefix, { role: options.role ?? 'student' });
  if (options.verified ?? true) await auth.updateUser(account.uid, { emailVerified: true });
  return account;
}

/** A user's notifications, as stored. */
async function notificationsOf(uid: string): Promise<NotificationFields[]> {
  const snap = await db.collection(notificationPaths.notifications(uid)).get();
  return snap.docs.map((d) => d.data() as NotificationFields);
}

/** What a test compares of a notification: its type, the line it shows, its target and count. */
const summary = (n: NotificationFields) => ({ type: n.type, line: notificationLine(n), target: n.target, count: n.count, read: n.read });

/** Waits until `uid` has `count` notifications, and returns their summaries. */
async function eventuallyNotified(uid: string, count: number) {
  return eventually(async () => (await notificationsOf(uid)).length, count).then(async () => (await notificationsOf(uid)).map(summary));
}

/** The e-mails written to `address`. */
async function mailTo(address: string): Promise<MailFields[]> {
  const snap = await db.collection(notificationPaths.mail).where('to', '==', address).get();
  return snap.docs.map((d) => d.data() as MailFields);
}

type Apply = Callables['applyToProject'];
type Decide = Callables['decideEnrollment'];

describe('the application workflow', () => {
  it('tells the mentor of an application, the student of a question, the mentor of the answer, each once and never the actor', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student', { verified: false });
    const projectId = await projectOf(mentor.uid, 'Build a CLI');
    const studentApp = await signedInApp(student.email);
    const mentorCaller = callerOf(await signedInApp(mentor.email));

    await callerOf(studentApp)<Apply['req'], Apply['res']>('applyToProject', { projectId, linkedin_url: LINKEDIN, message: APPLICATION_MESSAGE });
    const studentName = accountName(student.uid);
    expect(await eventuallyNotified(mentor.uid, 1)).toEqual([
      {
        type: 'request_received',
        line: `${studentName} applied to Build a CLI`,
        target: notificationTargets.mentorRequests(projectId),
        count: 1,
        read: false,
      },
    ]);

    const id = enrollmentId(projectId, student.uid);
    await mentorCaller<Decide['req'], Decide['res']>('decideEnrollment', { enrollmentId: id, decision: 'needs_info', question: 'Which languages?' });
    expect(await eventuallyNotified(student.uid, 1)).toEqual([
      {
        type: 'info_requested',
        line: `${accountName(mentor.uid)} asked for more information on your application to Build a CLI`,
        target: notificationTargets.application(projectId),
        count: 1,
        read: false,
      },
    ]);

    // The student answers from the client, as the app does (the rules check it).
    await updateDoc(doc(clientFirestore(studentApp), paths.enrollment(projectId, student.uid)), {
      status: 'pending',
      answer: 'Go and Rust.',
      waiting_since: serverTimestamp(),
      updated_at: serverTimestamp(),
    });
    const mentorSees = await eventuallyNotified(mentor.uid, 2);
    expect(mentorSees.map((n) => n.type).sort()).toEqual(['answer_received', 'request_received']);
    expect(mentorSees.find((n) => n.type === 'answer_received')?.line).toBe(
      `${studentName} answered your question about their application to Build a CLI`,
    );
    // Nothing more for the student: their own moves are not told to them.
    expect((await notificationsOf(student.uid)).map((n) => n.type)).toEqual(['info_requested']);

    // E-mail: the mentor's address is verified, the student's is not.
    const mentorMail = await eventually(async () => (await mailTo(mentor.email)).length, 2).then(() => mailTo(mentor.email));
    expect(mentorMail.map((m) => m.message.subject).sort()).toEqual(
      [`${studentName} applied to Build a CLI`, `${studentName} answered your question about their application to Build a CLI`].sort(),
    );
    expect(mentorMail[0].message.text).toContain(`${process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173'}${notificationTargets.mentorRequests(projectId)}`);
    expect(mentorMail[0].message.html).toContain('<a href=');
    expect(await mailTo(student.email)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it.each([
    ['approved', 'request_approved', 'approved your application to Tune a Database'],
    ['rejected', 'request_rejected', 'rejected your application to Tune a Database'],
  ] as const)('tells the student when the mentor %s, once', async (status, type, words) => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    const projectId = await projectOf(mentor.uid, 'Tune a Database');
    const ref = await requestOf(projectId, 'Tune a Database', mentor.uid, student.uid);
    await eventuallyNotified(mentor.uid, 1);
    await ref.update({ status, decided_at: Timestamp.now(), updated_at: Timestamp.now() });
    expect(await eventuallyNotified(student.uid, 1)).toEqual([
      { type, line: `${accountName(mentor.uid)} ${words}`, target: notificationTargets.application(projectId), count: 1, read: false },
    ]);
    expect((await mailTo(student.email)).map((m) => m.message.subject)).toEqual([`${accountName(mentor.uid)} ${words}`]);
    expect((await notificationsOf(mentor.uid)).map((n) => n.type)).toEqual(['request_received']);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('tells the student of an expiry from the sweep, and the mentor of a request waiting a week, once however often the sweep runs', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const stale = await person('student');
    const waiting = await person('student');
    const projectId = await projectOf(mentor.uid, 'Ship a Feature');
    const now = new Date();
    const old = Timestamp.fromMillis(now.getTime() - (LIMITS.enrollmentExpiryDays + 1) * DAY_MS);
    const week = Timestamp.fromMillis(now.getTime() - (LIMITS.enrollmentWaitingHighlightDays * DAY_MS + 3_600_000));
    await requestOf(projectId, 'Ship a Feature', mentor.uid, stale.uid, { waiting_since: old, created_at: old });
    await requestOf(projectId, 'Ship a Feature', mentor.uid, waiting.uid, { waiting_since: week, created_at: week });
    await eventuallyNotified(mentor.uid, 2);

    await expireStaleEnrollments(db, now);
    expect(await eventuallyNotified(stale.uid, 1)).toEqual([
      {
        type: 'request_expired',
        line: 'Your application to Ship a Feature expired without a decision. You can apply again.',
        target: notificationTargets.application(projectId),
        count: 1,
        read: false,
      },
    ]);

    const services = { db, auth };
    await remindWaitingRequests(services, now);
    await remindWaitingRequests(services, now);
    const mentorSees = await notificationsOf(mentor.uid);
    expect(mentorSees.filter((n) => n.type === 'request_waiting').map(summary)).toEqual([
      {
        type: 'request_waiting',
        line: `${accountName(waiting.uid)}’s application to Ship a Feature has waited ${LIMITS.enrollmentWaitingHighlightDays} days for your decision`,
        target: notificationTargets.mentorRequests(projectId),
        count: 1,
        read: false,
      },
    ]);
    expect(await notificationsOf(waiting.uid)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('tells a mentor paused for unanswered requests, and not one who pauses themselves', async () => {
    const paused = await person('mentor', { role: 'mentor' });
    const self = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    await db.doc(paths.profile(self.uid)).update({ accepting: false, paused_reason: 'self', accepting_changed_at: Timestamp.now() });
    // Three requests expired waiting for the mentor: the recount that the next request starts pauses them.
    for (let i = 0; i < LIMITS.autoPauseExpired; i += 1) {
      await db.collection(adminPaths.expiryLog(paused.uid)).add(newExpiryRecord(Timestamp.fromMillis(Date.now() - (i + 1) * DAY_MS)));
    }
    const projectId = await projectOf(paused.uid, 'Pause Me');
    await requestOf(projectId, 'Pause Me', paused.uid, student.uid);
    const notices = await eventuallyNotified(paused.uid, 2);
    expect(notices.find((n) => n.type === 'mentor_paused')).toEqual({
      type: 'mentor_paused',
      line: notificationLine({ type: 'mentor_paused', actor: null, params: { title: '', role: null, reason: null }, count: 1 }),
      target: notificationTargets.mentorDashboard,
      count: 1,
      read: false,
    });
    expect((await db.doc(paths.profile(paused.uid)).get()).get('paused_reason')).toBe('expired_requests');
    expect(await notificationsOf(self.uid)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('threads', () => {
  it('collapses a project thread into one notification per member, counted, and not for the writer or a pending student', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const [writer, reader, pending] = await Promise.all([person('student'), person('student'), person('student')]);
    const projectId = await projectOf(mentor.uid, 'Write a Parser');
    for (const s of [writer, reader]) await requestOf(projectId, 'Write a Parser', mentor.uid, s.uid, { status: 'approved' });
    await requestOf(projectId, 'Write a Parser', mentor.uid, pending.uid);
    await eventuallyNotified(mentor.uid, 1);

    const thread = db.collection(paths.projectMessages(projectId));
    await thread.add(newProjectMessage(projectId, accountCopy(writer.uid), 'First', Timestamp.now()));
    expect(await eventuallyNotified(reader.uid, 1)).toEqual([
      {
        type: 'project_message',
        line: `${accountName(writer.uid)} wrote in Write a Parser`,
        target: notificationTargets.projectThread(projectId),
        count: 1,
        read: false,
      },
    ]);
    await thread.add(newProjectMessage(projectId, accountCopy(writer.uid), 'Second', Timestamp.now()));
    const twice = { type: 'project_message', line: '2 new messages in Write a Parser', target: notificationTargets.projectThread(projectId), count: 2, read: false };
    await eventually(async () => (await notificationsOf(reader.uid)).map(summary), [twice]);
    const mentorThread = async () => (await notificationsOf(mentor.uid)).filter((n) => n.type === 'project_message').map(summary);
    expect(await eventually(mentorThread, [twice])).toEqual([twice]);
    expect(await notificationsOf(writer.uid)).toEqual([]);
    expect(await notificationsOf(pending.uid)).toEqual([]);
    // Thread messages are in the app only by default: no e-mail to anyone.
    expect(await mailTo(reader.email)).toEqual([]);

    // Once read, the next message starts the count again.
    await db.doc(notificationPaths.notification(reader.uid, threadKey.project(projectId))).update({ read: true });
    await thread.add(newProjectMessage(projectId, accountCopy(mentor.uid), 'Third', Timestamp.now()));
    const again = { type: 'project_message', line: `${accountName(mentor.uid)} wrote in Write a Parser`, target: notificationTargets.projectThread(projectId), count: 1, read: false };
    expect(await eventually(async () => (await notificationsOf(reader.uid)).map(summary), [again])).toEqual([again]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('counts a redelivered thread event once, and a new event again', async () => {
    const reader = await person('student');
    const thread = threadKey.project(uniqueId('project'));
    const message = newNotification(
      { type: 'project_message', recipient_id: reader.uid, actor: null, target: '/dashboard', thread, params: { title: 'Redelivered' } },
      FieldValue.serverTimestamp(),
    );
    const counted = async () => (await db.doc(notificationPaths.notification(reader.uid, thread)).get()).get('count') as unknown;
    const first = uniqueId('event');
    await deliverInApp(db, reader.uid, message, first);
    await deliverInApp(db, reader.uid, message, first);
    expect(await counted()).toBe(1);
    // Concurrent redeliveries of a second event: the transaction's record lets one through.
    const second = uniqueId('event');
    await Promise.all([deliverInApp(db, reader.uid, message, second), deliverInApp(db, reader.uid, message, second)]);
    expect(await counted()).toBe(2);
  });

  it('tells the author and earlier commenters of a discussion, never the commenter', async () => {
    const [author, first, second] = await Promise.all([person('admin'), person('student'), person('student')]);
    const discussionId = uniqueId('discussion');
    await db.doc(paths.discussion(discussionId)).set(
      newDiscussion({ title: 'Remote internships', content: 'Where to look?', category: 'Career Advice', tags: [] }, accountCopy(author.uid), Timestamp.now()),
    );
    const comments = db.collection(paths.comments(discussionId));
    await comments.add(newComment(discussionId, accountCopy(first.uid), 'Try LinkedIn.', Timestamp.now()));
    expect(await eventuallyNotified(author.uid, 1)).toEqual([
      {
        type: 'discussion_reply',
        line: `${accountName(first.uid)} replied in Remote internships`,
        target: notificationTargets.discussion(discussionId),
        count: 1,
        read: false,
      },
    ]);
    // The first commenter joins the discussion's participants once the trigger is done.
    await eventually(async () => (await db.doc(`${notificationPaths.participants(discussionId)}/${first.uid}`).get()).exists, true);
    await comments.add(newComment(discussionId, accountCopy(second.uid), 'And meetups.', Timestamp.now()));
    expect(await eventuallyNotified(first.uid, 1)).toEqual([
      {
        type: 'discussion_reply',
        line: `${accountName(second.uid)} replied in Remote internships`,
        target: notificationTargets.discussion(discussionId),
        count: 1,
        read: false,
      },
    ]);
    expect(await eventually(async () => (await notificationsOf(author.uid)).map((n) => n.count), [2])).toEqual([2]);
    expect(await notificationsOf(second.uid)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('tells nobody of a reply by someone they blocked', async () => {
    const [author, blocked, other] = await Promise.all([person('admin'), person('student'), person('student')]);
    await db.doc(moderationPaths.blocks(author.uid)).set(newBlockList([blocked.uid], Timestamp.now()));
    const discussionId = uniqueId('discussion');
    await db.doc(paths.discussion(discussionId)).set(
      newDiscussion({ title: 'Portfolios', content: 'Show yours?', category: 'Career Advice', tags: [] }, accountCopy(author.uid), Timestamp.now()),
    );
    const comments = db.collection(paths.comments(discussionId));
    await comments.add(newComment(discussionId, accountCopy(blocked.uid), 'Look at mine.', Timestamp.now()));
    // The trigger is done once the commenter is among the discussion's participants.
    await eventually(async () => (await db.doc(`${notificationPaths.participants(discussionId)}/${blocked.uid}`).get()).exists, true);
    expect(await notificationsOf(author.uid)).toEqual([]);
    await comments.add(newComment(discussionId, accountCopy(other.uid), 'Nice work.', Timestamp.now()));
    expect((await eventuallyNotified(author.uid, 1)).map((n) => n.line)).toEqual([`${accountName(other.uid)} replied in Portfolios`]);
    // The one they blocked is still told of the other reply.
    expect((await eventuallyNotified(blocked.uid, 1)).map((n) => n.line)).toEqual([`${accountName(other.uid)} replied in Portfolios`]);
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('role changes', () => {
  it('tell the person an admin promoted, naming the admin', async () => {
    const admin = await createAccount('admin', { admin_role: 'admin' });
    const target = await person('student');
    await callerOf(await signedInApp(admin.email))('setAdminRole', { userId: target.uid, admin_role: 'admin' });
    expect(await eventuallyNotified(target.uid, 1)).toEqual([
      { type: 'role_changed', line: `${accountName(admin.uid)} made you an admin`, target: '/admin', count: 1, read: false },
    ]);
    expect(await notificationsOf(admin.uid)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('channels and retention', () => {
  it('leaves out the channels a user switched off, and adds those switched on', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    const off = newNotificationSettings(null, { type: 'request_received', channel: 'in_app', on: false }, Timestamp.now());
    await db.doc(notificationPaths.settings(mentor.uid)).set(off);
    await db.doc(notificationPaths.settings(student.uid)).set(
      newNotificationSettings(null, { type: 'request_approved', channel: 'email', on: false }, Timestamp.now()),
    );
    const projectId = await projectOf(mentor.uid, 'Map the Stars');
    const ref = await requestOf(projectId, 'Map the Stars', mentor.uid, student.uid);
    // In-app off, e-mail still on: the mail shows the trigger ran.
    expect(await eventually(async () => (await mailTo(mentor.email)).length, 1)).toBe(1);
    expect(await notificationsOf(mentor.uid)).toEqual([]);

    await ref.update({ status: 'approved', decided_at: Timestamp.now(), updated_at: Timestamp.now() });
    expect((await eventuallyNotified(student.uid, 1)).map((n) => n.type)).toEqual(['request_approved']);
    expect(await mailTo(student.email)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it(`keeps the newest ${LIMITS.notificationsKept}: a new one deletes the oldest in the same write`, async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student', { verified: false });
    const all = db.collection(notificationPaths.notifications(mentor.uid));
    const base = Date.now() - 30 * DAY_MS;
    const batch = db.batch();
    for (let i = 0; i < LIMITS.notificationsKept; i += 1) {
      const at = Timestamp.fromMillis(base + i * 60_000);
      const old = newNotification({ type: 'request_received' as NotificationType, recipient_id: mentor.uid, actor: null, target: '/dashboard', thread: null, params: { title: `Old ${i}` } }, at);
      batch.set(all.doc(`old-${String(i).padStart(3, '0')}`), { ...old, read: true });
    }
    await batch.commit();
    const projectId = await projectOf(mentor.uid, 'Newest Project');
    await requestOf(projectId, 'Newest Project', mentor.uid, student.uid);
    const titles = async () => {
      const snap = await all.orderBy('updated_at').get();
      return { size: snap.size, first: snap.docs[0]?.id, newest: snap.docs[snap.size - 1]?.get('params.title') as unknown };
    };
    expect(await eventually(titles, { size: LIMITS.notificationsKept, first: 'old-001', newest: 'Newest Project' })).toEqual({
      size: LIMITS.notificationsKept,
      first: 'old-001',
      newest: 'Newest Project',
    });
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('deleting an account', () => {
  it("removes the person's private data and the notifications that name them from other people's", async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    const projectId = await projectOf(mentor.uid, 'Forget Me');
    await requestOf(projectId, 'Forget Me', mentor.uid, student.uid);
    await db.doc(notificationPaths.settings(student.uid)).set(
      newNotificationSettings(null, { type: 'request_approved', channel: 'push', on: false }, Timestamp.now()),
    );
    expect((await eventuallyNotified(mentor.uid, 1)).map((n) => n.type)).toEqual(['request_received']);
    await callerOf(await signedInApp(student.email))('deleteUserSelf');
    expect(await notificationsOf(mentor.uid)).toEqual([]);
    expect((await db.doc(notificationPaths.settings(student.uid)).get()).exists).toBe(false);
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('push', () => {
  it('goes to FCM when deployed, to the local stand-in in the emulator only when FCM_FAKE_PORT is set, and nowhere else', () => {
    expect(fcmTransport({ GCLOUD_PROJECT: 'p' })).toMatchObject({ root: 'https://fcm.googleapis.com', project: 'p' });
    expect(fcmTransport({ GCLOUD_PROJECT: 'p', FCM_FAKE_PORT: '9401', MB_PORT_OFFSET: '300' })?.root).toBe('https://fcm.googleapis.com');
    expect(fcmTransport({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'p' })).toBeUndefined();
    expect(fcmTransport({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'p', FCM_FAKE_PORT: '9401', MB_PORT_OFFSET: '300' })?.root).toBe('http://127.0.0.1:9701');
  });

  it('deletes a token only when FCM says the token is dead, not for other refusals', () => {
    const fcmError = (status: string, errorCode: string, message = 'm', violations: string[] = []) => ({
      error: {
        status,
        message,
        details: [
          { '@type': FCM_ERROR_TYPE, errorCode },
          { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations.map((field) => ({ field })) },
        ],
      },
    });
    expect(tokenIsDead(fcmError('NOT_FOUND', 'UNREGISTERED'))).toBe(true);
    expect(tokenIsDead(fcmError('INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token'))).toBe(true);
    expect(tokenIsDead(fcmError('INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'Invalid value', ['message.token']))).toBe(true);
    expect(tokenIsDead(fcmError('INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'Invalid JSON payload', ['message.webpush.notification']))).toBe(false);
    expect(tokenIsDead(fcmError('UNAVAILABLE', 'UNAVAILABLE'))).toBe(false);
    expect(tokenIsDead(fcmError('PERMISSION_DENIED', 'SENDER_ID_MISMATCH'))).toBe(false);
    expect(tokenIsDead({ error: { status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' } })).toBe(false);
  });

  const origin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173';

  /** Registers devices for `uid` (as the app stores them), each under its token's id; returns the tokens. */
  async function devicesOf(uid: string, count: number): Promise<string[]> {
    const tokens = Array.from({ length: count }, (_, i) => `${uniqueId('fcm-token')}:APA91b${i}`);
    await Promise.all(
      tokens.map(async (token) => db.doc(notificationPaths.device(uid, await deviceId(token))).set(newDevice(token, 'Chrome on Linux', Timestamp.now()))),
    );
    return tokens;
  }

  const pushesTo = async (tokens: string[]) => fcm.sentTo(...tokens).map((p) => ({ token: p.token, title: p.title, body: p.body, link: p.link }));

  it('sends one request per registered device of the recipient, with the type as title, the line as body and the target as link', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    const [mentorTokens, studentTokens] = await Promise.all([devicesOf(mentor.uid, 2), devicesOf(student.uid, 1)]);
    const projectId = await projectOf(mentor.uid, 'Ship a Widget');
    await requestOf(projectId, 'Ship a Widget', mentor.uid, student.uid);
    const expected = mentorTokens.map((token) => ({
      token,
      title: TEXTS.notifications.types.request_received,
      body: `${accountName(student.uid)} applied to Ship a Widget`,
      link: `${origin}${notificationTargets.mentorRequests(projectId)}`,
    }));
    const sorted = async () => (await pushesTo(mentorTokens)).sort((a, b) => a.token.localeCompare(b.token));
    expect(await eventually(sorted, expected.sort((a, b) => a.token.localeCompare(b.token)))).toEqual(expected);
    const sent = fcm.sentTo(...mentorTokens);
    expect(sent.map((p) => p.project)).toEqual(['demo-mentorbridge', 'demo-mentorbridge']);
    expect(sent.every((p) => p.authorization?.startsWith('Bearer '))).toBe(true);
    expect(sent.map((p) => p.icon)).toEqual([`${origin}/pwa-192x192.png`, `${origin}/pwa-192x192.png`]);
    // A single event keeps a tag of its own: both devices show the same notification.
    expect(new Set(sent.map((p) => p.tag)).size).toBe(1);
    expect(await pushesTo(studentTokens)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it("tags a thread's pushes with the thread, and never pushes to the writer", async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const writer = await person('student');
    const projectId = await projectOf(mentor.uid, 'Tag a Thread');
    await requestOf(projectId, 'Tag a Thread', mentor.uid, writer.uid, { status: 'approved' });
    // Thread messages are pushed only to those who switched it on: both do.
    const pushOn = newNotificationSettings(null, { type: 'project_message', channel: 'push', on: true }, Timestamp.now());
    await Promise.all([mentor.uid, writer.uid].map((uid) => db.doc(notificationPaths.settings(uid)).set(pushOn)));
    const [mentorTokens, writerTokens] = await Promise.all([devicesOf(mentor.uid, 1), devicesOf(writer.uid, 1)]);
    await db.collection(paths.projectMessages(projectId)).add(newProjectMessage(projectId, accountCopy(writer.uid), 'Hello', Timestamp.now()));
    const tags = async () => fcm.sentTo(...mentorTokens).map((p) => [p.title, p.tag, p.link]);
    const expected = [[TEXTS.notifications.types.project_message, threadKey.project(projectId), `${origin}${notificationTargets.projectThread(projectId)}`]];
    expect(await eventually(tags, expected)).toEqual(expected);
    expect(await pushesTo(writerTokens)).toEqual([]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it("carries a rejection's reason on every channel and its note in the e-mail, and reaches a student who blocked the mentor", async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    // The student blocked the mentor: the mentor's posts are hidden from them, but not the decision on their application.
    await db.doc(moderationPaths.blocks(student.uid)).set(newBlockList([mentor.uid], Timestamp.now()));
    const tokens = await devicesOf(student.uid, 1);
    const projectId = await projectOf(mentor.uid, 'Reasons Given');
    await requestOf(projectId, 'Reasons Given', mentor.uid, student.uid);
    await eventuallyNotified(mentor.uid, 1);
    const note = 'Try again <next> term & show a repo.';
    await callerOf(await signedInApp(mentor.email))<Decide['req'], Decide['res']>('decideEnrollment', {
      enrollmentId: enrollmentId(projectId, student.uid),
      decision: 'rejected',
      reason: 'seats',
      note,
    });
    const line = `${accountName(mentor.uid)} rejected your application to Reasons Given. ${TEXTS.enrollment.mentorsReason}: ${TEXTS.enrollment.rejectReasons.seats}`;
    expect((await eventuallyNotified(student.uid, 1)).map((n) => n.line)).toEqual([line]);
    const bodies = async () => fcm.sentTo(...tokens).map((p) => p.body);
    expect(await eventually(bodies, [line])).toEqual([line]);
    const [mail] = await eventually(async () => (await mailTo(student.email)).length, 1).then(() => mailTo(student.email));
    expect(mail.message.subject).toBe(line);
    expect(mail.message.text).toContain(`${line}\n\n${TEXTS.notifications.mailNote(note)}\n\n`);
    expect(mail.message.html).toContain('Try again &lt;next&gt; term &amp; show a repo.');
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('sends none for a type whose push switch is off', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    await db.doc(notificationPaths.settings(mentor.uid)).set(
      newNotificationSettings(null, { type: 'request_received', channel: 'push', on: false }, Timestamp.now()),
    );
    const tokens = await devicesOf(mentor.uid, 2);
    const projectId = await projectOf(mentor.uid, 'Quiet Please');
    await requestOf(projectId, 'Quiet Please', mentor.uid, student.uid);
    await eventuallyNotified(mentor.uid, 1);
    // A later event whose push is on reaches the devices: the first one's decision was made long before.
    await callerOf(await signedInApp(mentor.email))<Decide['req'], Decide['res']>('decideEnrollment', {
      enrollmentId: enrollmentId(projectId, student.uid),
      decision: 'needs_info',
      question: 'Why?',
    });
    await updateDoc(doc(clientFirestore(await signedInApp(student.email)), paths.enrollment(projectId, student.uid)), {
      status: 'pending',
      answer: 'Because.',
      waiting_since: serverTimestamp(),
      updated_at: serverTimestamp(),
    });
    const titles = async () => fcm.sentTo(...tokens).map((p) => p.title);
    const answered = TEXTS.notifications.types.answer_received;
    expect(await eventually(titles, [answered, answered])).toEqual([answered, answered]);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('deletes the devices FCM answers as unregistered or invalid, and keeps the others', async () => {
    const mentor = await person('mentor', { role: 'mentor' });
    const student = await person('student');
    const [gone, broken, kept] = await devicesOf(mentor.uid, 3);
    fcm.unregistered.add(gone);
    fcm.invalid.add(broken);
    const projectId = await projectOf(mentor.uid, 'Prune Tokens');
    await requestOf(projectId, 'Prune Tokens', mentor.uid, student.uid);
    const left = async () => (await db.collection(notificationPaths.devices(mentor.uid)).get()).docs.map((d) => d.get('token') as string);
    expect(await eventually(left, [kept])).toEqual([kept]);
    const reached = async () => (await pushesTo([gone, broken, kept])).map((p) => p.token);
    expect(await eventually(reached, [kept])).toEqual([kept]);
  }, TRIGGER_TEST_TIMEOUT_MS);
});
