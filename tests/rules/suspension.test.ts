// Suspension (docs/data-model.md, `suspensions`): while a user's profile says `suspended_until` is in the future,
// the rules refuse every write they make, in every collection a client writes to. Each case below is one write a
// user may make; it must pass for the user unsuspended and after the suspension ended, and be refused while it
// lasts. A write rule that does not call canWrite() fails the first test, so a new collection cannot be missed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, increment, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  moderationPaths,
  newComment,
  newContactMessage,
  newDevice,
  newDiscussion,
  newEnrollment,
  newLike,
  newNotification,
  newNotificationSettings,
  newProject,
  newProjectMessage,
  newRateLimits,
  rateLimitPath,
  rateLimitUpdate,
  bookingIntentId,
  mentorCheckAnswer,
  deviceId,
  newBookingIntent,
  newReport,
  newBlockList,
  newReview,
  newSuspension,
  newVideo,
  newVideoRating,
  notificationPaths,
  paths,
  SUSPENDED_FOR_GOOD,
  thumbnailUrl,
  watchUrl,
} from '@mentorbridge/model';
import { ROOT } from '../../scripts/emulators.mjs';
import { createCounted, expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const STUDENT = 'student';
const MENTOR = 'mentor';
const ADMIN = 'admin';
const now = serverTimestamp;

const youtubeId = 'rfscVS0vtbw';
const video = (mentor: string) =>
  newVideo(
    { title: 'T', description: 'D', video_url: watchUrl(youtubeId), youtube_id: youtubeId, thumbnail_url: thumbnailUrl(youtubeId), category: 'Tech' },
    person(mentor),
    now(),
  );
const project = newProject({ title: 'T', description: 'D', category: 'C' }, person(MENTOR), SEEDED_AT);
const enrollment = (student: string, status: string) => ({
  ...newEnrollment({ id: 'p1', ...project }, person(student), 'https://www.linkedin.com/in/s', SEEDED_AT),
  status,
});

const ASKED_INTENT = `${STUDENT}_${MENTOR}_20260101`;
const CONFIRMED_INTENT = `${STUDENT}_${MENTOR}_20260102`;
const MENTOR_ASKED_INTENT = `${STUDENT}_${MENTOR}_20260103`;
const REVIEW_TEXT = 'A thoughtful session that helped me plan my next steps.';

/** What every case finds: the three users, a project with requests, a discussion with a comment, a video, ... */
const WORLD = {
  [paths.project('p1')]: project,
  [paths.enrollment('p1', STUDENT)]: enrollment(STUDENT, 'pending'),
  [paths.enrollment('p1', 'other')]: enrollment('other', 'rejected'),
  [paths.discussion('d1')]: newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person(ADMIN), SEEDED_AT),
  [`${paths.discussionLikes('d1')}/${STUDENT}`]: newLike(STUDENT, SEEDED_AT),
  [`${paths.comments('d1')}/c1`]: newComment('d1', person(STUDENT), 'Nice', SEEDED_AT),
  [`${paths.commentLikes('d1', 'c1')}/${STUDENT}`]: newLike(STUDENT, SEEDED_AT),
  [paths.video('v1')]: { ...video(MENTOR), created_at: SEEDED_AT },
  [`${paths.videoRatings('v1')}/${STUDENT}`]: newVideoRating(STUDENT, 4, SEEDED_AT),
  [`${COLLECTIONS.contactMessages}/cm1`]: newContactMessage({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' }, null, SEEDED_AT),
  [notificationPaths.settings(STUDENT)]: newNotificationSettings(null, { type: 'request_received', channel: 'email', on: false }, SEEDED_AT),
  [notificationPaths.notification(STUDENT, 'n1')]: newNotification(
    { type: 'info_requested', recipient_id: STUDENT, actor: person(MENTOR), target: '/projects/p1', thread: null, params: { title: 'T' } },
    SEEDED_AT,
  ),
  [notificationPaths.device(STUDENT, 'dev1')]: newDevice('token-1', 'Chrome on Linux', SEEDED_AT),
  [paths.bookingIntent(ASKED_INTENT)]: { ...newBookingIntent(STUDENT, person(MENTOR), SEEDED_AT), state: 'asked', asks: 1, asked_at: SEEDED_AT },
  [paths.bookingIntent(CONFIRMED_INTENT)]: {
    ...newBookingIntent(STUDENT, person(MENTOR), SEEDED_AT),
    state: 'yes',
    asks: 1,
    asked_at: SEEDED_AT,
    answered_at: SEEDED_AT,
    mentor_state: 'yes',
    mentor_asked_at: SEEDED_AT,
    mentor_answered_at: SEEDED_AT,
  },
  // The mentor's side, asked a moment ago (they answer within LIMITS.sessionCheckDays).
  [paths.bookingIntent(MENTOR_ASKED_INTENT)]: {
    ...newBookingIntent(STUDENT, person(MENTOR), SEEDED_AT),
    state: 'yes',
    asks: 1,
    asked_at: SEEDED_AT,
    answered_at: SEEDED_AT,
    mentor_state: 'asked',
    mentor_asked_at: new Date(),
  },
  [moderationPaths.blocks(MENTOR)]: newBlockList(['other'], SEEDED_AT),
  // The admin's review of the mentor, written just now (still editable), on an approved request.
  // The student's counter: one comment in a window that started a minute ago.
  [rateLimitPath(STUDENT)]: { ...newRateLimits(new Date(Date.now() - 60_000)), comments_last: 'd1/c1' },
  [paths.review(MENTOR, ADMIN)]: { ...newReview(person(ADMIN), MENTOR, { stars: 4, text: REVIEW_TEXT, basis: 'request', basis_id: 'p1' }, new Date()) },
};

/** One write per rule a user may pass: who writes, and the write. */
const CASES: [name: string, uid: string, write: (db: Firestore) => Promise<unknown>][] = [
  ['profiles: update own', STUDENT, (db) => updateDoc(doc(db, paths.profile(STUDENT)), { bio: 'New', updated_at: now() })],
  ['projects: create', MENTOR, (db) => addDoc(collection(db, COLLECTIONS.projects), newProject({ title: 'N', description: 'D', category: 'C' }, person(MENTOR), now()))],
  ['projects: update', MENTOR, (db) => updateDoc(doc(db, paths.project('p1')), { title: 'Renamed', updated_at: now() })],
  ['projects: delete', MENTOR, (db) => deleteDoc(doc(db, paths.project('p1')))],
  [
    'project messages: create',
    MENTOR,
    (db) => createCounted(db, MENTOR, 'messages', doc(collection(db, paths.projectMessages('p1'))).path, newProjectMessage('p1', person(MENTOR), 'Hi', now())),
  ],
  ['project_enrollments: update (withdraw)', STUDENT, (db) => updateDoc(doc(db, paths.enrollment('p1', STUDENT)), { status: 'withdrawn', updated_at: now() })],
  ['project_enrollments: delete', MENTOR, (db) => deleteDoc(doc(db, paths.enrollment('p1', 'other')))],
  ['community_discussions: create', ADMIN, (db) => addDoc(collection(db, COLLECTIONS.discussions), newDiscussion({ title: 'T', content: 'C', category: 'Research', tags: [] }, person(ADMIN), now()))],
  ['community_discussions: delete', ADMIN, (db) => deleteDoc(doc(db, paths.discussion('d1')))],
  ['discussion likes: create', MENTOR, (db) => setDoc(doc(db, `${paths.discussionLikes('d1')}/${MENTOR}`), newLike(MENTOR, now()))],
  ['discussion likes: delete', STUDENT, (db) => deleteDoc(doc(db, `${paths.discussionLikes('d1')}/${STUDENT}`))],
  [
    'comments: create',
    STUDENT,
    (db) => createCounted(db, STUDENT, 'comments', doc(collection(db, paths.comments('d1'))).path, newComment('d1', person(STUDENT), 'Hello', now())),
  ],
  ['comments: delete', STUDENT, (db) => deleteDoc(doc(db, `${paths.comments('d1')}/c1`))],
  ['comment likes: create', MENTOR, (db) => setDoc(doc(db, `${paths.commentLikes('d1', 'c1')}/${MENTOR}`), newLike(MENTOR, now()))],
  ['comment likes: delete', STUDENT, (db) => deleteDoc(doc(db, `${paths.commentLikes('d1', 'c1')}/${STUDENT}`))],
  ['videos: create', MENTOR, (db) => addDoc(collection(db, COLLECTIONS.videos), video(MENTOR))],
  ['videos: delete', MENTOR, (db) => deleteDoc(doc(db, paths.video('v1')))],
  // v1 is the mentor's own video, which they may not rate: the admin rates it.
  ['video ratings: create', ADMIN, (db) => setDoc(doc(db, `${paths.videoRatings('v1')}/${ADMIN}`), newVideoRating(ADMIN, 5, now()))],
  ['video ratings: update', STUDENT, (db) => setDoc(doc(db, `${paths.videoRatings('v1')}/${STUDENT}`), newVideoRating(STUDENT, 2, now()))],
  ['video ratings: delete', STUDENT, (db) => deleteDoc(doc(db, `${paths.videoRatings('v1')}/${STUDENT}`))],
  ['contact_messages: delete (admin)', ADMIN, (db) => deleteDoc(doc(db, `${COLLECTIONS.contactMessages}/cm1`))],
  ['user_private: settings', STUDENT, (db) => setDoc(doc(db, notificationPaths.settings(STUDENT)), newNotificationSettings(null, { type: 'request_received', channel: 'push', on: false }, now()))],
  ['notifications: mark read', STUDENT, (db) => updateDoc(doc(db, notificationPaths.notification(STUDENT, 'n1')), { read: true })],
  ['devices: create', STUDENT, async (db) => setDoc(doc(db, notificationPaths.device(STUDENT, await deviceId('token-2'))), newDevice('token-2', 'Firefox', now()))],
  ['devices: update', STUDENT, (db) => updateDoc(doc(db, notificationPaths.device(STUDENT, 'dev1')), { last_seen_at: now() })],
  [
    'reports: create',
    STUDENT,
    (db) =>
      createCounted(db, STUDENT, 'reports', moderationPaths.report(STUDENT, paths.video('v1')), newReport(STUDENT, { kind: 'video', target_path: paths.video('v1'), reason: 'spam', note: '' }, now())),
  ],
  // The counter alone: a step with no document (rate-limits.test.ts covers its steps).
  [
    'rate_limits: step',
    STUDENT,
    (db) => setDoc(doc(db, rateLimitPath(STUDENT)), rateLimitUpdate('comments', 'increment', 'd1/c9', { now: now(), increment: increment(1) }), { merge: true }),
  ],
  ['rate_limits: start', MENTOR, (db) => setDoc(doc(db, rateLimitPath(MENTOR)), rateLimitUpdate('reports', 'reset', 'r', { now: now(), increment: increment(1) }), { merge: true })],
  ['blocks: create', STUDENT, (db) => setDoc(doc(db, moderationPaths.blocks(STUDENT)), newBlockList([], now(), MENTOR))],
  ['blocks: update (unblock)', MENTOR, (db) => setDoc(doc(db, moderationPaths.blocks(MENTOR)), newBlockList([], now()))],
  ['devices: delete', STUDENT, (db) => deleteDoc(doc(db, notificationPaths.device(STUDENT, 'dev1')))],
  ['booking intents: create', STUDENT, (db) => setDoc(doc(db, paths.bookingIntent(bookingIntentId(STUDENT, MENTOR, new Date()))), newBookingIntent(STUDENT, person(MENTOR), now()))],
  ['booking intents: answer', STUDENT, (db) => updateDoc(doc(db, paths.bookingIntent(ASKED_INTENT)), { state: 'yes', answered_at: now() })],
  ['booking intents: the mentor’s answer', MENTOR, (db) => updateDoc(doc(db, paths.bookingIntent(MENTOR_ASKED_INTENT)), mentorCheckAnswer('yes', now()))],
  [
    'reviews: create',
    STUDENT,
    (db) => setDoc(doc(db, paths.review(MENTOR, STUDENT)), newReview(person(STUDENT), MENTOR, { stars: 5, text: REVIEW_TEXT, basis: 'session', basis_id: CONFIRMED_INTENT, confirmed_by: 'both' }, now())),
  ],
  ['reviews: edit', ADMIN, (db) => updateDoc(doc(db, paths.review(MENTOR, ADMIN)), { stars: 3, text: `${REVIEW_TEXT} Edited.`, updated_at: now() })],
  ['reviews: reply', MENTOR, (db) => updateDoc(doc(db, paths.review(MENTOR, ADMIN)), { reply: 'Thank you!', replied_at: now() })],
  ['reviews: delete', ADMIN, (db) => deleteDoc(doc(db, paths.review(MENTOR, ADMIN)))],
];

const HOUR = 3_600_000;

/** Seeds the world with every user's profile, `uid`'s suspended until `until` (or not at all). */
async function seed(uid: string, until: Date | null) {
  const profiles = {
    [paths.profile(STUDENT)]: profileOf(STUDENT),
    [paths.profile(MENTOR)]: profileOf(MENTOR, { role: 'mentor', topmate_url: 'https://topmate.io/mentor' }),
    [paths.profile(ADMIN)]: profileOf(ADMIN, { admin_role: 'admin' }),
  };
  const own = paths.profile(uid);
  await seedDocs(env, { ...WORLD, ...profiles, [own]: { ...profiles[own], suspended_until: until } });
}

beforeAll(async () => {
  env = await rulesEnv('suspension');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

describe('firestore.rules', () => {
  it('calls canWrite() in every write rule, except creating a profile and sending a contact message', () => {
    const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8').replace(/\/\/.*$/gm, '');
    const statements = [...rules.matchAll(/allow\s+([\w\s,]+?)\s*:\s*if\s+([^;]*);/g)]
      .filter(([, ops, condition]) => /create|update|delete|write/.test(ops) && condition.trim() !== 'false')
      .map(([, ops, condition]) => ({ ops: ops.trim(), condition: condition.replace(/\s+/g, ' ').trim() }));
    const without = statements.filter((s) => !s.condition.startsWith('canWrite() &&')).map((s) => `${s.ops}: ${s.condition.slice(0, 40)}`);
    expect(without).toEqual([
      'create: isSignedIn() && uid() == userId && !exis',
      "create: incoming().keys().hasOnly(['name', 'emai",
    ]);
    // Every write rule but those two has a case below (the table grows with the rules).
    expect(CASES.length).toBeGreaterThanOrEqual(statements.length - 2);
  });
});

describe.each(CASES)('%s', (_name, uid, write) => {
  it('is allowed for a user who is not suspended, or whose suspension ended', async () => {
    await seed(uid, null);
    await expectAllowed(write(as(uid)));
    await env.clearFirestore();
    await seed(uid, new Date(Date.now() - HOUR));
    await expectAllowed(write(as(uid)));
  });

  it('is refused while the user is suspended, for a period or for good', async () => {
    await seed(uid, new Date(Date.now() + HOUR));
    await expectDenied(write(as(uid)));
    await env.clearFirestore();
    await seed(uid, SUSPENDED_FOR_GOOD);
    await expectDenied(write(as(uid)));
  });
});

describe('a suspended user', () => {
  it('still sends a contact message as themselves (the way to appeal)', async () => {
    await seed(STUDENT, SUSPENDED_FOR_GOOD);
    await expectAllowed(
      addDoc(collection(as(STUDENT), COLLECTIONS.contactMessages), newContactMessage({ name: 'N', email: 'n@example.com', subject: 'Appeal', message: 'M' }, STUDENT, now())),
    );
  });
});

describe('suspensions/{uid}', () => {
  const record = newSuspension({ reason: 'spam', until: null, admin_id: ADMIN }, SEEDED_AT);

  it('is read by its user and by admins', async () => {
    await seed(STUDENT, SUSPENDED_FOR_GOOD);
    await seedDocs(env, { [moderationPaths.suspension(STUDENT)]: record });
    await expectAllowed(getDoc(doc(as(STUDENT), moderationPaths.suspension(STUDENT))));
    await expectAllowed(getDoc(doc(as(ADMIN), moderationPaths.suspension(STUDENT))));
    // A user who is not suspended reads that they are not.
    await expectAllowed(getDoc(doc(as(MENTOR), moderationPaths.suspension(MENTOR))));
  });

  it('is read by nobody else and written by no client, admins included', async () => {
    await seed(STUDENT, SUSPENDED_FOR_GOOD);
    await seedDocs(env, { [moderationPaths.suspension(STUDENT)]: record });
    await expectDenied(getDoc(doc(as(MENTOR), moderationPaths.suspension(STUDENT))));
    // Nothing lists them, so nobody may, admins included.
    await expectDenied(getDocs(collection(as(ADMIN), COLLECTIONS.suspensions)));
    await expectDenied(deleteDoc(doc(as(STUDENT), moderationPaths.suspension(STUDENT))));
    await expectDenied(setDoc(doc(as(ADMIN), moderationPaths.suspension(MENTOR)), record));
    await expectDenied(deleteDoc(doc(as(ADMIN), moderationPaths.suspension(STUDENT))));
  });

  it('is never changed by the user on their profile (suspended_until is the server’s)', async () => {
    await seed(STUDENT, SUSPENDED_FOR_GOOD);
    await expectDenied(updateDoc(doc(as(STUDENT), paths.profile(STUDENT)), { suspended_until: null, updated_at: now() }));
    await env.clearFirestore();
    await seed(STUDENT, new Date(Date.now() - HOUR));
    await expectDenied(updateDoc(doc(as(STUDENT), paths.profile(STUDENT)), { suspended_until: null, updated_at: now() }));
  });
});
