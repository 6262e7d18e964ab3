// Booking follow-ups and reviews of mentors against the emulators (docs/data-model.md, `booking_intents` and
// `profiles/{uid}/reviews`): the follow-up sweep with a fixed clock, and the review counts kept by onReviewWritten
// under concurrent reviews, edits and deletions, with the directory's derived sort key and filter.
import { deleteDoc, doc, serverTimestamp, setDoc, terminate, updateDoc, type Firestore as ClientFirestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  adminPaths,
  bookingAnswer,
  bookingIntentId,
  LIMITS,
  mentorCheckAnswer,
  moderationPaths,
  newBlockList,
  newBookingIntent,
  newProjectMessage,
  newReview,
  notificationLine,
  notificationPaths,
  notificationTargets,
  paths,
  PROFILE_FIELDS,
  ratingBucketOf,
  recommendedScore,
  reviewAverage,
  reviewEdit,
  reviewLine,
  type BookingIntentFields,
  type NotificationFields,
} from '@mentorbridge/model';
import { ENROLLMENT_FIELDS, REVIEW_BASIS_FIELDS } from '@mentorbridge/model/records';
import { readDoc } from '../src/lib/fields';
import { openReviewWindow, recordNoShow, recordProjectActivity } from '../src/reviews';
import { askAboutSessions, askMentors } from '../src/reviews/followUp';
import {
  accountCopy,
  accountName,
  auth,
  clientFirestore,
  closeCallers,
  createAccount,
  db,
  eventually,
  fieldsAt,
  projectOf,
  requestOf,
  signedInApp,
  starsAggregate,
  TRIGGER_TEST_TIMEOUT_MS,
} from './callers';

const DAY_MS = 86_400_000;
const TEXT = 'A focused session that answered every question I brought.';
const clients: ClientFirestore[] = [];

afterAll(async () => {
  await Promise.all(clients.splice(0).map((clientDb) => terminate(clientDb)));
  await closeCallers();
});

async function followUps(uid: string) {
  const snap = await db.collection(notificationPaths.notifications(uid)).get();
  return snap.docs.map((d) => d.data() as NotificationFields).filter((n) => n.type === 'session_follow_up');
}

async function intentState(id: string) {
  const intent = (await db.doc(paths.bookingIntent(id)).get()).data() as BookingIntentFields;
  return { state: intent.state, asks: intent.asks };
}

describe('the booking follow-up sweep', () => {
  it('asks at day 3, again at day 6 after "Not yet", never a third time, and changes nothing when run twice', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('followup-mentor', { role: 'mentor' });
    const student = await createAccount('followup-student');
    const silent = await createAccount('followup-silent');
    // A fixed clock well before now, so that no other test's intent falls due at these times.
    const t0 = new Date(Date.now() - 40 * DAY_MS);
    const at = (days: number) => new Date(t0.getTime() + days * DAY_MS);
    const id = bookingIntentId(student.uid, mentor.uid, t0);
    const silentId = bookingIntentId(silent.uid, mentor.uid, t0);
    await db.doc(paths.bookingIntent(id)).set(newBookingIntent(student.uid, accountCopy(mentor.uid), Timestamp.fromDate(t0)));
    await db.doc(paths.bookingIntent(silentId)).set(newBookingIntent(silent.uid, accountCopy(mentor.uid), Timestamp.fromDate(t0)));
    const services = { db, auth };

    await askAboutSessions(services, at(2.9));
    expect(await intentState(id)).toEqual({ state: 'waiting', asks: 0 });
    expect(await followUps(student.uid)).toEqual([]);

    await askAboutSessions(services, at(3));
    await askAboutSessions(services, at(3));
    expect(await intentState(id)).toEqual({ state: 'asked', asks: 1 });
    const asked = await followUps(student.uid);
    expect(asked.map((n) => ({ line: notificationLine(n), target: n.target }))).toEqual([
      { line: `Did your session with ${accountName(mentor.uid)} happen?`, target: notificationTargets.studentDashboard },
    ]);

    // "Not yet" on day 3: asked again 3 days later, not before.
    await db.doc(paths.bookingIntent(id)).update(bookingAnswer('not_yet', Timestamp.fromDate(at(3))));
    await askAboutSessions(services, at(5.9));
    expect(await intentState(id)).toEqual({ state: 'not_yet', asks: 1 });
    await askAboutSessions(services, at(6));
    await askAboutSessions(services, at(6));
    expect(await intentState(id)).toEqual({ state: 'asked', asks: 2 });
    expect(await followUps(student.uid)).toHaveLength(2);

    // A second "Not yet" is the last word: never a third question.
    await db.doc(paths.bookingIntent(id)).update(bookingAnswer('not_yet', Timestamp.fromDate(at(6))));
    for (const day of [9, 12, 30]) await askAboutSessions(services, at(day));
    expect(await intentState(id)).toEqual({ state: 'not_yet', asks: 2 });
    expect(await followUps(student.uid)).toHaveLength(2);

    // A question left unanswered stays on the dashboard and is not asked again.
    expect(await intentState(silentId)).toEqual({ state: 'asked', asks: 1 });
    expect(await followUps(silent.uid)).toHaveLength(1);
  });
});

describe('the booking follow-up sweep and blocks', () => {
  it('does not ask a student the mentor blocked, and still asks the others', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('blocking-mentor', { role: 'mentor' });
    const [blocked, other] = await Promise.all([createAccount('blocked-booker'), createAccount('other-booker')]);
    await db.doc(moderationPaths.blocks(mentor.uid)).set(newBlockList([blocked.uid], Timestamp.now()));
    // A fixed clock of its own, well before now.
    const t0 = new Date(Date.now() - 80 * DAY_MS);
    const blockedId = bookingIntentId(blocked.uid, mentor.uid, t0);
    const otherId = bookingIntentId(other.uid, mentor.uid, t0);
    await Promise.all([
      db.doc(paths.bookingIntent(blockedId)).set(newBookingIntent(blocked.uid, accountCopy(mentor.uid), Timestamp.fromDate(t0))),
      db.doc(paths.bookingIntent(otherId)).set(newBookingIntent(other.uid, accountCopy(mentor.uid), Timestamp.fromDate(t0))),
    ]);
    await askAboutSessions({ db, auth }, new Date(t0.getTime() + LIMITS.followUpDays * DAY_MS));
    expect(await intentState(otherId)).toEqual({ state: 'asked', asks: 1 });
    expect(await followUps(other.uid)).toHaveLength(1);
    expect(await intentState(blockedId)).toEqual({ state: 'waiting', asks: 0 });
    expect(await followUps(blocked.uid)).toEqual([]);
  });
});

describe('the mentor’s side of a booked session', () => {
  const confirmedBy = (student: string, mentor: string, day: Date) => ({
    ...newBookingIntent(student, accountCopy(mentor), Timestamp.fromDate(day)),
    state: 'yes',
    asks: 1,
    asked_at: Timestamp.fromDate(day),
    answered_at: Timestamp.fromDate(day),
  });
  const mentorSide = async (id: string) => {
    const intent = (await db.doc(paths.bookingIntent(id)).get()).data() as Record<string, unknown>;
    return { mentor_state: intent.mentor_state, asked: intent.mentor_asked_at instanceof Timestamp };
  };
  const checks = async (uid: string) =>
    (await db.collection(notificationPaths.notifications(uid)).where('type', '==', 'session_check').get()).docs.map((d) => d.data() as NotificationFields);

  it('asks the mentor "Did you meet Sam?" once the student said Yes, once only, and not about a blocked student or a "No"', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('check-mentor', { role: 'mentor' });
    const [sam, blocked, denier] = await Promise.all([createAccount('check-sam'), createAccount('check-blocked'), createAccount('check-denier')]);
    await db.doc(moderationPaths.blocks(mentor.uid)).set(newBlockList([blocked.uid], Timestamp.now()));
    const day = new Date(Date.now() - 50 * DAY_MS);
    const [samId, blockedId, denierId] = [sam, blocked, denier].map((s) => bookingIntentId(s.uid, mentor.uid, day));
    await Promise.all([
      db.doc(paths.bookingIntent(samId)).set(confirmedBy(sam.uid, mentor.uid, day)),
      db.doc(paths.bookingIntent(blockedId)).set(confirmedBy(blocked.uid, mentor.uid, day)),
      db.doc(paths.bookingIntent(denierId)).set({ ...confirmedBy(denier.uid, mentor.uid, day), state: 'no' }),
    ]);
    const services = { db, auth };
    await askMentors(services);
    await askMentors(services);
    expect(await mentorSide(samId)).toEqual({ mentor_state: 'asked', asked: true });
    expect((await checks(mentor.uid)).map((n) => ({ actor: n.actor, target: n.target, line: notificationLine(n) }))).toEqual([
      { actor: accountCopy(sam.uid), target: notificationTargets.mentorDashboard, line: `Did you meet ${accountName(sam.uid)}?` },
    ]);
    // Neither the blocked student's session nor the one that did not happen is put to the mentor.
    expect(await mentorSide(blockedId)).toEqual({ mentor_state: 'waiting', asked: false });
    expect(await mentorSide(denierId)).toEqual({ mentor_state: 'waiting', asked: false });
  });

  it('counts the sessions the mentor confirms on their profile, and the Recommended order follows', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('sessions-mentor', { role: 'mentor' });
    const students = await Promise.all([createAccount('sessions-a'), createAccount('sessions-b')]);
    const day = new Date(Date.now() - 10 * DAY_MS);
    const ids = students.map((s) => bookingIntentId(s.uid, mentor.uid, day));
    await Promise.all(
      students.map((s, i) =>
        // Asked today: the mentor answers within LIMITS.sessionCheckDays of the question.
        db.doc(paths.bookingIntent(ids[i])).set({ ...confirmedBy(s.uid, mentor.uid, day), mentor_state: 'asked', mentor_asked_at: Timestamp.now() }),
      ),
    );
    const kept = async () => {
      const data = (await db.doc(paths.profile(mentor.uid)).get()).data() ?? {};
      const stats = (data.stats ?? null) as { sessions_confirmed?: number } | null;
      return { sessions: stats?.sessions_confirmed ?? 0, score: data.recommended_score as number };
    };
    const before = await eventually(kept, (v) => typeof v.score === 'number');
    expect(before.sessions).toBe(0);
    // The mentor answers "Yes" from their own client, as the dashboard does.
    const mentorDb = clientFirestore(await signedInApp(mentor.email));
    clients.push(mentorDb);
    await updateDoc(doc(mentorDb, paths.bookingIntent(ids[0])), mentorCheckAnswer('yes', serverTimestamp()));
    const one = await eventually(kept, (v) => v.sessions === 1 && v.score > before.score);
    expect(one.sessions).toBe(1);
    await updateDoc(doc(mentorDb, paths.bookingIntent(ids[1])), mentorCheckAnswer('yes', serverTimestamp()));
    const two = await eventually(kept, (v) => v.sessions === 2 && v.score > one.score);
    expect(two).toEqual({ sessions: 2, score: recommendedScore({ ...readDoc(PROFILE_FIELDS, await db.doc(paths.profile(mentor.uid)).get())! }) });
    // A "No" confirms nothing.
    await db.doc(paths.bookingIntent(ids[1])).update({ mentor_state: 'no' });
    expect((await eventually(kept, (v) => v.sessions === 1)).sessions).toBe(1);
  });
});

describe('no-show reports', () => {
  it('keep one record per student and mentor: one student answering "No" twice counts once, and a late event never moves it back', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('noshow-mentor', { role: 'mentor' });
    const [repeater, other] = await Promise.all([createAccount('noshow-repeater'), createAccount('noshow-other')]);
    // One clock for the whole test: each day is the same instant whenever it is named.
    const now = Date.now();
    const day = (n: number) => new Date(now - n * DAY_MS);
    /** An intent of `days` ago, asked about, answered "No" `answered` days ago. */
    async function answeredNo(studentId: string, days: number, answered: number) {
      const ref = db.doc(paths.bookingIntent(bookingIntentId(studentId, mentor.uid, day(days))));
      await ref.set({ ...newBookingIntent(studentId, accountCopy(mentor.uid), Timestamp.fromDate(day(days))), state: 'asked', asks: 1, asked_at: Timestamp.now() });
      await ref.update(bookingAnswer('no', Timestamp.fromDate(day(answered))));
    }
    const records = async () =>
      (await db.collection(COLLECTIONS.noShows).where('mentor_id', '==', mentor.uid).get()).docs
        .map((d) => ({ id: d.id, student: d.get('student_id') as string, at: (d.get('last_at') as Timestamp).toMillis() }))
        .sort((a, b) => a.student.localeCompare(b.student));

    // The attack: one student answers "No" about two sessions, days apart.
    await answeredNo(repeater.uid, 10, 7);
    await answeredNo(repeater.uid, 5, 2);
    await answeredNo(other.uid, 6, 3);
    const expected = [
      { id: adminPaths.noShow(mentor.uid, repeater.uid).split('/')[1], student: repeater.uid, at: day(2).getTime() },
      { id: adminPaths.noShow(mentor.uid, other.uid).split('/')[1], student: other.uid, at: day(3).getTime() },
    ].sort((a, b) => a.student.localeCompare(b.student));
    const within = (millis: number) => (r: { at: number }) => Math.abs(r.at - millis) < 1_000;
    const settled = async () => {
      const stored = await records();
      return stored.length === 2 && within(day(2).getTime())(stored.find((r) => r.student === repeater.uid) ?? { at: 0 });
    };
    expect(await eventually(settled, true)).toBe(true);
    expect((await records()).map((r) => ({ id: r.id, student: r.student }))).toEqual(expected.map((r) => ({ id: r.id, student: r.student })));
    // The flag's count: distinct students in the window, 2, although three "No" answers were given.
    const since = Timestamp.fromMillis(Date.now() - LIMITS.noShowWindowDays * DAY_MS);
    const counted = await db.collection(COLLECTIONS.noShows).where('mentor_id', '==', mentor.uid).where('last_at', '>=', since).count().get();
    expect(counted.data().count).toBe(2);
    // An older "No" arriving late (a redelivered or delayed event) leaves the latest time as it was; a newer one moves it.
    await recordNoShow(db, mentor.uid, repeater.uid, day(20));
    expect(within(day(2).getTime())((await records()).find((r) => r.student === repeater.uid) ?? { at: 0 })).toBe(true);
    await recordNoShow(db, mentor.uid, repeater.uid, day(1));
    expect(within(day(1).getTime())((await records()).find((r) => r.student === repeater.uid) ?? { at: 0 })).toBe(true);
  });
});

/** A signed-in student with a confirmed session with `mentorId`, and their own client SDK instance. */
async function confirmedStudent(prefix: string, mentorId: string): Promise<{ uid: string; db: ClientFirestore; basis: string }> {
  const { uid, email } = await createAccount(prefix);
  const basis = bookingIntentId(uid, mentorId, new Date());
  await db.doc(paths.bookingIntent(basis)).set({
    ...newBookingIntent(uid, accountCopy(mentorId), Timestamp.now()),
    ...bookingAnswer('yes', Timestamp.now()),
    ...mentorCheckAnswer('yes', Timestamp.now()),
    asks: 1,
    asked_at: Timestamp.now(),
    mentor_asked_at: Timestamp.now(),
  });
  const clientDb = clientFirestore(await signedInApp(email));
  clients.push(clientDb);
  return { uid, db: clientDb, basis };
}

type Student = Awaited<ReturnType<typeof confirmedStudent>>;

const review = (s: Student, mentorId: string, stars: number) =>
  setDoc(doc(s.db, paths.review(mentorId, s.uid)), newReview(accountCopy(s.uid), mentorId, { stars, text: TEXT, basis: 'session', basis_id: s.basis, confirmed_by: 'both' }, serverTimestamp()));

const counts = (mentorId: string) => fieldsAt(paths.profile(mentorId), ['review_count', 'review_sum']);
const derived = (mentorId: string) => fieldsAt(paths.profile(mentorId), ['review_average', 'rating_bucket']);

/** The count and sum of the stored reviews themselves, as Firestore aggregates them. */
const truth = (mentorId: string) => starsAggregate(paths.reviews(mentorId), 'review_count', 'review_sum');

describe('reviews of mentors', () => {
  it('keep a mentor’s count and sum exact under 20 concurrent reviews, edits and deletions', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('reviewed-mentor', { role: 'mentor' });
    expect(await counts(mentor.uid)).toEqual({ review_count: 0, review_sum: 0 });
    const students = await Promise.all(Array.from({ length: 20 }, (_, i) => confirmedStudent(`reviewer${i}`, mentor.uid)));

    // Stars 1 to 5, four times over: 20 reviews summing to 60.
    await Promise.all(students.map((s, i) => review(s, mentor.uid, (i % 5) + 1)));
    const first = { review_count: 20, review_sum: 60 };
    expect(await truth(mentor.uid)).toEqual(first);
    expect(await eventually(() => counts(mentor.uid), first)).toEqual(first);

    // At the same time, eight edit theirs to 5 stars and five others delete theirs.
    const editing = students.slice(0, 8);
    const leaving = students.slice(8, 13);
    await Promise.all([
      ...editing.map((s) => updateDoc(doc(s.db, paths.review(mentor.uid, s.uid)), reviewEdit({ stars: 5, text: `${TEXT} Edited.` }, serverTimestamp()))),
      ...leaving.map((s) => deleteDoc(doc(s.db, paths.review(mentor.uid, s.uid)))),
    ]);
    const kept = students.map((_, i) => (i < 8 ? 5 : (i % 5) + 1)).filter((_, i) => i < 8 || i >= 13);
    const expected = { review_count: kept.length, review_sum: kept.reduce((a, b) => a + b, 0) };
    expect(expected).toEqual({ review_count: 15, review_sum: 64 });
    expect(await truth(mentor.uid)).toEqual(expected);
    expect(await eventually(() => counts(mentor.uid), expected)).toEqual(expected);
    expect(reviewLine(expected)).toBe('4.3 · 15 reviews');

    // The directory's sort key and filter follow the final counts.
    const want = { review_average: reviewAverage(expected), rating_bucket: ratingBucketOf(expected) };
    expect(want).toEqual({ review_average: 4.27, rating_bucket: '4up' });
    expect(await eventually(() => derived(mentor.uid), want)).toEqual(want);
  });

  it('a new mentor has no average, and a review below 3 keeps them out of "4 stars and up"', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('new-mentor', { role: 'mentor' });
    const want = { review_average: 0, rating_bucket: 'other' };
    expect(await eventually(() => derived(mentor.uid), want)).toEqual(want);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => confirmedStudent(`few${i}`, mentor.uid)));
    await Promise.all([review(a, mentor.uid, 5), review(b, mentor.uid, 5)]);
    expect(await eventually(() => counts(mentor.uid), { review_count: 2, review_sum: 10 })).toEqual({ review_count: 2, review_sum: 10 });
    expect(await derived(mentor.uid)).toEqual(want);
    // Below the threshold the line counts the reviews, without an average.
    expect(reviewLine({ review_count: 2, review_sum: 10 })).toBe('2 reviews');
    await review(c, mentor.uid, 1);
    const three = { review_average: 3.67, rating_bucket: 'other' };
    expect(await eventually(() => derived(mentor.uid), three)).toEqual(three);
    expect(LIMITS.reviewsShownFrom).toBe(3);
  });

  it('tell the mentor of a new review once; the student’s edit tells nobody', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('told-mentor', { role: 'mentor' });
    const student = await confirmedStudent('telling', mentor.uid);
    await review(student, mentor.uid, 4);
    const told = await eventually(async () => (await reviewNotices(mentor.uid)).length, 1);
    expect(told).toBe(1);
    await updateDoc(doc(student.db, paths.review(mentor.uid, student.uid)), reviewEdit({ stars: 5, text: `${TEXT} Edited.` }, serverTimestamp()));
    // The edit has reached the counters (its trigger ran) and still only the first notice exists.
    await eventually(() => counts(mentor.uid), { review_count: 1, review_sum: 5 });
    expect((await reviewNotices(mentor.uid)).map((n) => ({ line: notificationLine(n), target: n.target, read: n.read }))).toEqual([
      { line: `${accountName(student.uid)} published a review of you`, target: notificationTargets.mentorReviews(mentor.uid), read: false },
    ]);
    // The student is not told of their own review.
    expect(await reviewNotices(student.uid)).toEqual([]);
  });
});

async function reviewNotices(uid: string) {
  const snap = await db.collection(notificationPaths.notifications(uid)).where('type', '==', 'review_received').get();
  return snap.docs.map((d) => d.data() as NotificationFields);
}

describe('the weight behind a review', () => {
  const windowOf = async (basisId: string) => readDoc(REVIEW_BASIS_FIELDS, await db.doc(paths.reviewBasis(basisId)).get());

  it('one window per basis: the first review opens it, and deleting and re-posting neither restarts it nor is allowed after it', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('windowed-mentor', { role: 'mentor' });
    const student = await confirmedStudent('reposter', mentor.uid);
    await review(student, mentor.uid, 5);
    const opened = await eventually(async () => (await windowOf(student.basis))?.opened_at?.getTime() ?? null, (await reviewTime(mentor.uid, student.uid)) ?? -1);
    expect(opened).toBe(await reviewTime(mentor.uid, student.uid));
    expect(await windowOf(student.basis)).toMatchObject({ mentor_id: mentor.uid, student_id: student.uid, basis: 'session', closed_at: null });

    // Deleted and posted again within the window: allowed, and the window keeps its first opening.
    await deleteDoc(doc(student.db, paths.review(mentor.uid, student.uid)));
    await review(student, mentor.uid, 4);
    const reposted = (await reviewTime(mentor.uid, student.uid)) ?? 0;
    expect(reposted).toBeGreaterThan(opened ?? 0);
    // The re-post's trigger has run (the counters saw it) and the window has not moved.
    await eventually(() => counts(mentor.uid), { review_count: 1, review_sum: 4 });
    expect((await windowOf(student.basis))?.opened_at?.getTime()).toBe(opened);

    // The attack: the first review was eight days ago (a redelivered event with that time moves the opening back);
    // deleting and re-posting is now refused by the rules, and so is an edit.
    await openReviewWindow(db, { mentor_id: mentor.uid, student_id: student.uid, basis: 'session', basis_id: student.basis }, new Date(Date.now() - 8 * DAY_MS));
    await expect(updateDoc(doc(student.db, paths.review(mentor.uid, student.uid)), reviewEdit({ stars: 5, text: TEXT }, serverTimestamp()))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await deleteDoc(doc(student.db, paths.review(mentor.uid, student.uid)));
    await expect(review(student, mentor.uid, 5)).rejects.toMatchObject({ code: 'permission-denied' });
    // A later event never moves the opening forward again.
    await openReviewWindow(db, { mentor_id: mentor.uid, student_id: student.uid, basis: 'session', basis_id: student.basis }, new Date());
    expect((await windowOf(student.basis))?.opened_at?.getTime()).toBeLessThan(Date.now() - 7 * DAY_MS);
  });

  it('a student’s first message in an approved project marks the request active; the mentor’s, and a pending student’s, do not', { timeout: TRIGGER_TEST_TIMEOUT_MS }, async () => {
    const mentor = await createAccount('active-mentor', { role: 'mentor' });
    const [approved, pending] = await Promise.all([createAccount('active-student'), createAccount('pending-student')]);
    const projectId = await projectOf(mentor.uid, 'Activity');
    const [approvedRef, pendingRef] = await Promise.all([
      requestOf(projectId, 'Activity', mentor.uid, approved.uid, { status: 'approved', decided_at: Timestamp.now() }),
      requestOf(projectId, 'Activity', mentor.uid, pending.uid),
    ]);
    const activeAt = async (ref: typeof approvedRef) => readDoc(ENROLLMENT_FIELDS, await ref.get())?.active_at?.getTime() ?? null;
    const messages = db.collection(paths.projectMessages(projectId));
    // The mentor writes first: no request of theirs to mark.
    await messages.add(newProjectMessage(projectId, accountCopy(mentor.uid), 'Welcome!', Timestamp.now()));
    const first = Timestamp.fromMillis(Date.now() - 60_000);
    await messages.add(newProjectMessage(projectId, accountCopy(approved.uid), 'Hello, here is my plan.', first));
    expect(await eventually(() => activeAt(approvedRef), first.toMillis())).toBe(first.toMillis());
    // A later message leaves the first time; an earlier one arriving late moves it back.
    await recordProjectActivity(db, projectId, approved.uid, new Date());
    expect(await activeAt(approvedRef)).toBe(first.toMillis());
    const earlier = new Date(first.toMillis() - 60_000);
    await recordProjectActivity(db, projectId, approved.uid, earlier);
    expect(await activeAt(approvedRef)).toBe(earlier.getTime());
    // A request not approved is never marked, whoever writes.
    await recordProjectActivity(db, projectId, pending.uid, new Date());
    expect(await activeAt(pendingRef)).toBeNull();
  });
});

/** When the stored review of `studentId` was written, in milliseconds. */
async function reviewTime(mentorId: string, studentId: string): Promise<number | null> {
  const snap = await db.doc(paths.review(mentorId, studentId)).get();
  return (snap.get('created_at') as Timestamp | undefined)?.toMillis() ?? null;
}
