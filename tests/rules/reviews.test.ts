// Booking intents and reviews of mentors (docs/data-model.md, `booking_intents` and `profiles/{uid}/reviews`).
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
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  adminPaths,
  newNoShow,
  bookingAnswer,
  bookingIntentId,
  mentorCheckAnswer,
  COLLECTIONS,
  enrollmentId,
  moderationPaths,
  newBlockList,
  newBookingIntent,
  newEnrollment,
  newProject,
  newReview,
  newReviewBasis,
  paths,
  reviewEdit,
  reviewReply,
  type ReviewBasis,
} from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const TEXT = 'A thoughtful session that helped me plan my next steps.';
const DAY_MS = 86_400_000;
const TOPMATE = 'https://topmate.io/someone';

const intentPath = (student: string, mentor: string, day = new Date()) => paths.bookingIntent(bookingIntentId(student, mentor, day));
const intentOf = (student: string, mentor = 'mentor') => newBookingIntent(student, person(mentor), serverTimestamp());
const seededIntent = (student: string, state: string, mentor = 'mentor') => ({
  ...newBookingIntent(student, person(mentor), SEEDED_AT),
  state,
  asks: 1,
  asked_at: SEEDED_AT,
});
/** A session the student said `yes` to, and the mentor's side: `mentorState`, asked `askedDaysAgo` days ago. */
const confirmedIntent = (student: string, mentorState: string, askedDaysAgo = 30, mentor = 'mentor') => ({
  ...seededIntent(student, 'yes', mentor),
  answered_at: SEEDED_AT,
  mentor_state: mentorState,
  mentor_asked_at: mentorState === 'waiting' ? null : new Date(Date.now() - askedDaysAgo * DAY_MS),
  mentor_answered_at: mentorState === 'yes' || mentorState === 'no' ? SEEDED_AT : null,
});

// Confirmed sessions and requests the reviews rest on (ids are fixed: the rules read them by id).
const CONFIRMED = 'student_mentor_20260101';
const ASKED = 'asker_mentor_20260101';
const DENIED = 'denier_mentor_20260101';
const OTHERS = 'other_mentor_20260101';
const project = newProject({ title: 'Build a CLI', description: 'D', category: 'Tech' }, person('mentor'), SEEDED_AT);
// An approved request weighs once its approval is 7 days old and the student took part in the project: the seeded
// ones were decided, and active, long ago.
const enrollment = (student: string, status: string, decided: Date | null = SEEDED_AT, active: Date | null = SEEDED_AT) => ({
  ...newEnrollment({ id: 'p1', ...project }, person(student), 'https://linkedin.com/in/x', SEEDED_AT),
  status,
  decided_at: decided,
  active_at: active,
});

const reviewPath = (mentor: string, student: string) => paths.review(mentor, student);
const review = (student: string, basis: ReviewBasis, basisId: string, overrides: Record<string, unknown> = {}, mentor = 'mentor') => ({
  ...newReview(person(student), mentor, { stars: 4, text: TEXT, basis, basis_id: basisId, confirmed_by: basis === 'session' ? 'both' : null }, serverTimestamp()),
  ...overrides,
});
const write = (uid: string, data: Record<string, unknown>, mentor = 'mentor', student = uid) =>
  setDoc(doc(as(uid), reviewPath(mentor, student)), data);

beforeAll(async () => {
  env = await rulesEnv('reviews');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile('mentor')]: profileOf('mentor', { role: 'mentor', topmate_url: TOPMATE }),
    [paths.profile('other-mentor')]: profileOf('other-mentor', { role: 'mentor', topmate_url: TOPMATE }),
    [paths.profile('unbookable')]: profileOf('unbookable', { role: 'mentor' }),
    [paths.profile('student')]: profileOf('student'),
    [paths.profile('asker')]: profileOf('asker'),
    [paths.profile('denier')]: profileOf('denier'),
    [paths.profile('other')]: profileOf('other'),
    [paths.profile('applicant')]: profileOf('applicant'),
    [paths.profile('pending')]: profileOf('pending'),
    [paths.profile('admin')]: profileOf('admin', { admin_role: 'admin' }),
    [paths.project('p1')]: project,
    [paths.bookingIntent(CONFIRMED)]: confirmedIntent('student', 'yes'),
    [paths.bookingIntent(ASKED)]: seededIntent('asker', 'asked'),
    [paths.bookingIntent(DENIED)]: { ...seededIntent('denier', 'no'), answered_at: SEEDED_AT },
    [paths.bookingIntent(OTHERS)]: confirmedIntent('other', 'yes', 30, 'other-mentor'),
    [`${COLLECTIONS.enrollments}/${enrollmentId('p1', 'applicant')}`]: enrollment('applicant', 'approved'),
    [`${COLLECTIONS.enrollments}/${enrollmentId('p1', 'pending')}`]: enrollment('pending', 'pending'),
  });
});

describe('booking intents', () => {
  it('lets a student record a click once per mentor and day, and read it back', async () => {
    const path = intentPath('student', 'mentor');
    await expectAllowed(setDoc(doc(as('student'), path), intentOf('student')));
    await expectAllowed(getDoc(doc(as('student'), path)));
    // A second click the same day writes the same id: not a new intent.
    await expectDenied(setDoc(doc(as('student'), path), intentOf('student')));
    // Another mentor the same day is another intent.
    await expectAllowed(setDoc(doc(as('student'), intentPath('student', 'other-mentor')), intentOf('student', 'other-mentor')));
  });

  it('makes one click one intent: the day before’s id (a click queued offline) never stands beside today’s', async () => {
    const yesterday = new Date(Date.now() - DAY_MS);
    // The attack: both ids at once, in either order, to answer "No" twice.
    await expectAllowed(setDoc(doc(as('student'), intentPath('student', 'mentor', yesterday)), intentOf('student')));
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor')), intentOf('student')));
    await expectAllowed(setDoc(doc(as('student'), intentPath('student', 'other-mentor')), intentOf('student', 'other-mentor')));
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'other-mentor', yesterday)), intentOf('student', 'other-mentor')));
    // A click recorded yesterday, at yesterday's time: today's is another day's intent.
    await seedDocs(env, {
      [intentPath('asker', 'mentor', yesterday)]: newBookingIntent('asker', person('mentor'), Timestamp.fromMillis(Date.now() - DAY_MS - 60_000)),
    });
    await expectAllowed(setDoc(doc(as('asker'), intentPath('asker', 'mentor')), intentOf('asker')));
  });

  it('records no intent for a mentor who blocked the student, and still for one who did not', async () => {
    await seedDocs(env, { [moderationPaths.blocks('mentor')]: newBlockList(['student'], SEEDED_AT) });
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor')), intentOf('student')));
    await expectAllowed(setDoc(doc(as('student'), intentPath('student', 'other-mentor')), intentOf('student', 'other-mentor')));
    await expectAllowed(setDoc(doc(as('other'), intentPath('other', 'mentor')), intentOf('other')));
  });

  it('records no intent for a mentor without a booking link', async () => {
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'unbookable')), intentOf('student', 'unbookable')));
  });

  it('refuses visitors, mentors, another student’s name, another day, and a wrong mentor copy', async () => {
    await expectDenied(setDoc(doc(anon(), intentPath('student', 'mentor')), intentOf('student')));
    await expectDenied(setDoc(doc(as('other-mentor'), intentPath('other-mentor', 'mentor')), intentOf('other-mentor')));
    await expectDenied(setDoc(doc(as('other'), intentPath('student', 'mentor')), intentOf('student')));
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor', new Date(Date.now() + 2 * DAY_MS))), intentOf('student')));
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor', new Date(Date.now() - 3 * DAY_MS))), intentOf('student')));
    const renamed = { ...intentOf('student'), mentor: person('mentor', 'Someone Else') };
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor')), renamed));
    // A "mentor" who is a student, and an intent that starts already asked or answered.
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'other')), intentOf('student', 'other')));
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor')), { ...intentOf('student'), state: 'yes' }));
    await expectDenied(setDoc(doc(as('student'), intentPath('student', 'mentor')), { ...intentOf('student'), asks: 2 }));
  });

  it('lets only the student answer the question asked, with an answer and the server time', async () => {
    const ref = (uid: string) => doc(as(uid), paths.bookingIntent(ASKED));
    await expectDenied(updateDoc(ref('mentor'), bookingAnswer('no', serverTimestamp())));
    await expectDenied(updateDoc(ref('admin'), bookingAnswer('no', serverTimestamp())));
    await expectDenied(updateDoc(ref('asker'), { state: 'maybe', answered_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref('asker'), { ...bookingAnswer('yes', serverTimestamp()), asks: 0 }));
    await expectDenied(updateDoc(ref('asker'), bookingAnswer('yes', SEEDED_AT)));
    await expectAllowed(updateDoc(ref('asker'), bookingAnswer('not_yet', serverTimestamp())));
    // Answered: nothing more until the sweep asks again.
    await expectDenied(updateDoc(ref('asker'), bookingAnswer('yes', serverTimestamp())));
    // An intent not yet asked about, and the sweep's own fields.
    await seedDocs(env, { [paths.bookingIntent('w')]: { ...newBookingIntent('asker', person('mentor'), SEEDED_AT) } });
    await expectDenied(updateDoc(doc(as('asker'), paths.bookingIntent('w')), bookingAnswer('yes', serverTimestamp())));
    await expectDenied(deleteDoc(doc(as('asker'), paths.bookingIntent(ASKED))));
  });

  it('shows the no-show records to admins only, and lets no client write one', async () => {
    await seedDocs(env, { [adminPaths.noShow('mentor', 'denier')]: newNoShow('mentor', 'denier', SEEDED_AT) });
    const since = Timestamp.fromMillis(Date.now() - 60 * DAY_MS);
    const perMentor = (uid: string) => query(collection(as(uid), COLLECTIONS.noShows), where('mentor_id', '==', 'mentor'), where('last_at', '>=', since));
    await expectAllowed(getDocs(perMentor('admin')));
    await expectDenied(getDocs(perMentor('mentor')));
    await expectDenied(getDoc(doc(as('denier'), adminPaths.noShow('mentor', 'denier'))));
    await expectDenied(getDoc(doc(anon(), adminPaths.noShow('mentor', 'denier'))));
    // The attack: a student writing their own "report", or a mentor clearing theirs.
    await expectDenied(setDoc(doc(as('student'), adminPaths.noShow('mentor', 'student')), newNoShow('mentor', 'student', serverTimestamp())));
    await expectDenied(deleteDoc(doc(as('mentor'), adminPaths.noShow('mentor', 'denier'))));
    await expectDenied(setDoc(doc(as('admin'), adminPaths.noShow('mentor', 'other')), newNoShow('mentor', 'other', serverTimestamp())));
  });

  it('shows intents to their student and to admins (the no-show reports), and to the mentor only once asked', async () => {
    await expectAllowed(getDoc(doc(as('denier'), paths.bookingIntent(DENIED))));
    await expectAllowed(getDocs(query(collection(as('admin'), COLLECTIONS.bookingIntents), where('state', '==', 'no'))));
    await expectAllowed(getDocs(query(collection(as('student'), COLLECTIONS.bookingIntents), where('student_id', '==', 'student'))));
    await expectDenied(getDoc(doc(as('mentor'), paths.bookingIntent(DENIED))));
    await expectDenied(getDoc(doc(anon(), paths.bookingIntent(DENIED))));
    await expectDenied(getDocs(query(collection(as('student'), COLLECTIONS.bookingIntents), where('state', '==', 'no'))));
    // The mentor's dashboard: the intents they were asked about, never a mere click.
    await seedDocs(env, { [paths.bookingIntent(ASKED)]: confirmedIntent('asker', 'asked', 1) });
    const mentorsQuestions = (uid: string, state = 'asked') =>
      query(collection(as(uid), COLLECTIONS.bookingIntents), where('mentor_id', '==', 'mentor'), where('mentor_state', '==', state));
    await expectAllowed(getDocs(mentorsQuestions('mentor')));
    await expectAllowed(getDoc(doc(as('mentor'), paths.bookingIntent(ASKED))));
    await expectDenied(getDocs(mentorsQuestions('mentor', 'waiting')));
    await expectDenied(getDocs(query(collection(as('mentor'), COLLECTIONS.bookingIntents), where('mentor_id', '==', 'mentor'))));
    await expectDenied(getDocs(mentorsQuestions('other-mentor')));
    await expectDenied(getDoc(doc(as('other-mentor'), paths.bookingIntent(ASKED))));
  });
});

describe('the mentor’s side of a booked session', () => {
  const SILENT = 'asker_mentor_20260102';
  const REFUSED = 'denier_mentor_20260102';

  it('refuses a review on the student’s word alone while the mentor was not asked or may still answer, or said No', async () => {
    // The attack: a second account books, says "Yes" to its own question, and reviews before the mentor is heard.
    await seedDocs(env, {
      [paths.bookingIntent(ASKED)]: confirmedIntent('asker', 'waiting'),
      [paths.bookingIntent(DENIED)]: confirmedIntent('denier', 'asked', 6.9),
    });
    for (const confirmed_by of ['both', 'student', null]) {
      await expectDenied(write('asker', review('asker', 'session', ASKED, { confirmed_by })));
      await expectDenied(write('denier', review('denier', 'session', DENIED, { confirmed_by })));
    }
    // The mentor said No: the session stands on nothing, however long ago.
    await seedDocs(env, { [paths.bookingIntent(REFUSED)]: confirmedIntent('denier', 'no', 30) });
    for (const confirmed_by of ['both', 'student']) await expectDenied(write('denier', review('denier', 'session', REFUSED, { confirmed_by })));
  });

  it('lets the student review on both words once the mentor says Yes, on theirs alone after 7 days of silence, and says which', async () => {
    await seedDocs(env, { [paths.bookingIntent(SILENT)]: confirmedIntent('asker', 'asked', 7.1) });
    await expectDenied(write('asker', review('asker', 'session', SILENT, { confirmed_by: 'both' })));
    await expectAllowed(write('asker', review('asker', 'session', SILENT, { confirmed_by: 'student' })));
    await expectDenied(write('student', review('student', 'session', CONFIRMED, { confirmed_by: 'student' })));
    await expectDenied(write('student', review('student', 'session', CONFIRMED, { confirmed_by: null })));
    await expectAllowed(write('student', review('student', 'session', CONFIRMED, { confirmed_by: 'both' })));
    // A request is confirmed by no one: its review names no session confirmation.
    await expectDenied(write('applicant', review('applicant', 'request', enrollmentId('p1', 'applicant'), { confirmed_by: 'both' })));
  });

  it('lets only the mentor answer their question, Yes or No with the server time, within 7 days of it, once', async () => {
    await seedDocs(env, { [paths.bookingIntent(ASKED)]: confirmedIntent('asker', 'asked', 1) });
    const ref = (uid: string) => doc(as(uid), paths.bookingIntent(ASKED));
    // The student cannot answer for the mentor, nor can another mentor or an admin.
    await expectDenied(updateDoc(ref('asker'), mentorCheckAnswer('yes', serverTimestamp())));
    await expectDenied(updateDoc(ref('other-mentor'), mentorCheckAnswer('yes', serverTimestamp())));
    await expectDenied(updateDoc(ref('admin'), mentorCheckAnswer('yes', serverTimestamp())));
    await expectDenied(updateDoc(ref('mentor'), { mentor_state: 'maybe', mentor_answered_at: serverTimestamp() }));
    await expectDenied(updateDoc(ref('mentor'), mentorCheckAnswer('yes', SEEDED_AT)));
    await expectDenied(updateDoc(ref('mentor'), { ...mentorCheckAnswer('yes', serverTimestamp()), state: 'no' }));
    await expectAllowed(updateDoc(ref('mentor'), mentorCheckAnswer('no', serverTimestamp())));
    // Answered: the answer stands.
    await expectDenied(updateDoc(ref('mentor'), mentorCheckAnswer('yes', serverTimestamp())));
    // Not asked yet, or asked more than 7 days ago (the student's word stands).
    await seedDocs(env, {
      [paths.bookingIntent(ASKED)]: confirmedIntent('asker', 'waiting'),
      [paths.bookingIntent(SILENT)]: confirmedIntent('asker', 'asked', 7.1),
    });
    await expectDenied(updateDoc(ref('mentor'), mentorCheckAnswer('yes', serverTimestamp())));
    await expectDenied(updateDoc(doc(as('mentor'), paths.bookingIntent(SILENT)), mentorCheckAnswer('no', serverTimestamp())));
  });

  it('refuses a new intent that arrives with the mentor’s side filled in', async () => {
    const path = intentPath('student', 'mentor');
    await expectDenied(setDoc(doc(as('student'), path), { ...intentOf('student'), mentor_state: 'yes', mentor_answered_at: serverTimestamp() }));
    await expectDenied(setDoc(doc(as('student'), path), { ...intentOf('student'), mentor_asked_at: serverTimestamp() }));
    await expectAllowed(setDoc(doc(as('student'), path), intentOf('student')));
  });
});

describe('reviews of mentors', () => {
  it('lets a student with a confirmed session or an approved request review the mentor, read by anyone', async () => {
    await expectAllowed(write('student', review('student', 'session', CONFIRMED)));
    await expectAllowed(write('applicant', review('applicant', 'request', enrollmentId('p1', 'applicant'))));
    await expectAllowed(getDocs(collection(anon(), paths.reviews('mentor'))));
  });

  it('refuses a review, and an edit, by a student the mentor blocked, whatever their basis', async () => {
    // The attack: blocked, the student still holds a confirmed session and an approved request.
    await seedDocs(env, { [moderationPaths.blocks('mentor')]: newBlockList(['student', 'applicant'], SEEDED_AT) });
    await expectDenied(write('student', review('student', 'session', CONFIRMED)));
    await expectDenied(write('applicant', review('applicant', 'request', enrollmentId('p1', 'applicant'))));
    // A review written before the block is frozen: no more edits (the student may still delete it).
    await seedDocs(env, { [reviewPath('mentor', 'student')]: { ...review('student', 'session', CONFIRMED), created_at: Timestamp.now(), updated_at: Timestamp.now() } });
    await expectDenied(updateDoc(doc(as('student'), reviewPath('mentor', 'student')), reviewEdit({ stars: 1, text: TEXT }, serverTimestamp())));
    await expectAllowed(deleteDoc(doc(as('student'), reviewPath('mentor', 'student'))));
    // Unblocked, the same basis serves again.
    await seedDocs(env, { [moderationPaths.blocks('mentor')]: newBlockList([], SEEDED_AT) });
    await expectAllowed(write('applicant', review('applicant', 'request', enrollmentId('p1', 'applicant'))));
  });

  it('refuses a review without a confirmed session or an approved request', async () => {
    // No basis at all, a session not confirmed (asked, or answered no), a request not approved.
    await expectDenied(write('other', review('other', 'session', 'nothing')));
    await expectDenied(write('asker', review('asker', 'session', ASKED)));
    await expectDenied(write('denier', review('denier', 'session', DENIED)));
    await expectDenied(write('pending', review('pending', 'request', enrollmentId('p1', 'pending'))));
    // Someone else's basis, a basis with another mentor, a basis of the wrong kind.
    await expectDenied(write('other', review('other', 'session', CONFIRMED)));
    await expectDenied(write('other', review('other', 'session', OTHERS)));
    await expectDenied(write('student', review('student', 'request', CONFIRMED)));
    await expectDenied(write('applicant', review('applicant', 'request', enrollmentId('p1', 'applicant')), 'other-mentor'));
  });

  it('refuses a review in another name, of oneself, by a visitor, or with the reply or counts filled in', async () => {
    await expectDenied(write('other', review('student', 'session', CONFIRMED), 'mentor', 'student'));
    await expectDenied(write('student', review('student', 'session', CONFIRMED, { student: person('student', 'Not Me') })));
    await expectDenied(setDoc(doc(anon(), reviewPath('mentor', 'student')), review('student', 'session', CONFIRMED)));
    await expectDenied(write('mentor', review('mentor', 'session', CONFIRMED)));
    await expectDenied(write('student', review('student', 'session', CONFIRMED, { reply: 'Thanks!', replied_at: serverTimestamp() })));
    await expectDenied(write('student', review('student', 'session', CONFIRMED, { created_at: SEEDED_AT, updated_at: SEEDED_AT })));
    await expectDenied(updateDoc(doc(as('mentor'), paths.profile('mentor')), { review_count: 10, review_sum: 50 }));
    await expectDenied(updateDoc(doc(as('student'), paths.profile('mentor')), { review_count: 10, review_sum: 50 }));
    await expectDenied(
      setDoc(doc(as('new'), paths.profile('new')), { ...profileOf('new'), created_at: serverTimestamp(), updated_at: serverTimestamp(), review_count: 1, review_sum: 5 }),
    );
  });

  it('takes 1 to 5 whole stars and 20 to 1000 characters of trimmed text', async () => {
    for (const stars of [0, 6, 4.5, '4']) await expectDenied(write('student', review('student', 'session', CONFIRMED, { stars })));
    for (const text of ['Too short, 19 chars', ' '.repeat(5) + TEXT, 'x'.repeat(1001)]) {
      await expectDenied(write('student', review('student', 'session', CONFIRMED, { text })));
    }
    await expectAllowed(write('student', review('student', 'session', CONFIRMED, { stars: 1, text: 'x'.repeat(20) })));
    await expectAllowed(write('applicant', review('applicant', 'request', enrollmentId('p1', 'applicant'), { stars: 5, text: 'x'.repeat(1000) })));
  });

  it('keeps one review per student: a second is refused, and nobody else edits it', async () => {
    await seedDocs(env, {
      [reviewPath('mentor', 'student')]: {
        ...newReview(person('student'), 'mentor', { stars: 4, text: TEXT, basis: 'session', basis_id: CONFIRMED }, new Date()),
      },
    });
    await expectDenied(write('student', review('student', 'session', CONFIRMED, { stars: 5 })));
    await expectDenied(updateDoc(doc(as('other'), reviewPath('mentor', 'student')), reviewEdit({ stars: 1, text: TEXT }, serverTimestamp())));
    await expectDenied(updateDoc(doc(as('admin'), reviewPath('mentor', 'student')), reviewEdit({ stars: 1, text: TEXT }, serverTimestamp())));
    await expectDenied(deleteDoc(doc(as('other'), reviewPath('mentor', 'student'))));
    await expectDenied(deleteDoc(doc(as('mentor'), reviewPath('mentor', 'student'))));
    // The student edits the stars and the text (well-formed), nothing else.
    const own = doc(as('student'), reviewPath('mentor', 'student'));
    await expectDenied(updateDoc(own, reviewEdit({ stars: 7, text: TEXT }, serverTimestamp())));
    await expectDenied(updateDoc(own, reviewEdit({ stars: 3, text: 'short' }, serverTimestamp())));
    await expectDenied(updateDoc(own, { ...reviewEdit({ stars: 3, text: TEXT }, serverTimestamp()), basis_id: 'x' }));
    await expectAllowed(updateDoc(own, reviewEdit({ stars: 3, text: `${TEXT} Edited.` }, serverTimestamp())));
    await expectAllowed(deleteDoc(own));
  });

  it('refuses an edit after 7 days', async () => {
    const old = new Date(Date.now() - 8 * DAY_MS);
    await seedDocs(env, {
      [reviewPath('mentor', 'student')]: newReview(person('student'), 'mentor', { stars: 4, text: TEXT, basis: 'session', basis_id: CONFIRMED }, old),
    });
    await expectDenied(updateDoc(doc(as('student'), reviewPath('mentor', 'student')), reviewEdit({ stars: 2, text: TEXT }, serverTimestamp())));
  });

  it('lets the mentor reply once, and nobody else', async () => {
    await seedDocs(env, {
      [reviewPath('mentor', 'student')]: newReview(person('student'), 'mentor', { stars: 4, text: TEXT, basis: 'session', basis_id: CONFIRMED }, SEEDED_AT),
    });
    const reply = (uid: string, text = 'Thank you, it was a pleasure.') =>
      updateDoc(doc(as(uid), reviewPath('mentor', 'student')), reviewReply(text, serverTimestamp()));
    await expectDenied(reply('other-mentor'));
    await expectDenied(reply('student'));
    await expectDenied(reply('admin'));
    await expectDenied(reply('mentor', ' padded '));
    await expectDenied(reply('mentor', 'x'.repeat(1001)));
    await expectDenied(updateDoc(doc(as('mentor'), reviewPath('mentor', 'student')), { ...reviewReply('Thanks', serverTimestamp()), stars: 5 }));
    await expectAllowed(reply('mentor'));
    await expectDenied(reply('mentor', 'A second reply'));
  });
});

describe('the weight behind a review, and one window per basis', () => {
  const APPLICANT_REQUEST = enrollmentId('p1', 'applicant');
  const windowOf = (student: string, basisId: string, opened: Date, closed: Date | null = null, basis: ReviewBasis = 'session') => ({
    [paths.reviewBasis(basisId)]: { ...newReviewBasis({ mentor_id: 'mentor', student_id: student, basis }, opened), closed_at: closed },
  });

  it('refuses the second account’s review: an approval of today, or one without activity in the project', async () => {
    // The attack: the mentor's second account applies, is approved, and reviews at once.
    await seedDocs(env, { [`${COLLECTIONS.enrollments}/${APPLICANT_REQUEST}`]: enrollment('applicant', 'approved', new Date(), new Date()) });
    await expectDenied(write('applicant', review('applicant', 'request', APPLICANT_REQUEST)));
    // Approved six days ago and active: still too soon.
    const sixDays = new Date(Date.now() - 6 * DAY_MS);
    await seedDocs(env, { [`${COLLECTIONS.enrollments}/${APPLICANT_REQUEST}`]: enrollment('applicant', 'approved', sixDays, sixDays) });
    await expectDenied(write('applicant', review('applicant', 'request', APPLICANT_REQUEST)));
    // Approved long ago but never a word in the project.
    await seedDocs(env, { [`${COLLECTIONS.enrollments}/${APPLICANT_REQUEST}`]: enrollment('applicant', 'approved', SEEDED_AT, null) });
    await expectDenied(write('applicant', review('applicant', 'request', APPLICANT_REQUEST)));
    // A request written before the fields existed weighs nothing either.
    const { decided_at: _d, active_at: _a, ...older } = enrollment('applicant', 'approved');
    await seedDocs(env, { [`${COLLECTIONS.enrollments}/${APPLICANT_REQUEST}`]: older });
    await expectDenied(write('applicant', review('applicant', 'request', APPLICANT_REQUEST)));
    // The legitimate path: approved eight days ago, and a message in the project since.
    const eightDays = new Date(Date.now() - 8 * DAY_MS);
    await seedDocs(env, { [`${COLLECTIONS.enrollments}/${APPLICANT_REQUEST}`]: enrollment('applicant', 'approved', eightDays, new Date()) });
    await expectAllowed(write('applicant', review('applicant', 'request', APPLICANT_REQUEST)));
  });

  it('refuses delete-and-repost once the first review on the basis is 7 days old, and allows it within', async () => {
    // The attack: the review was written eight days ago, deleted, and is posted again to restart the window.
    await seedDocs(env, windowOf('student', CONFIRMED, new Date(Date.now() - 8 * DAY_MS)));
    await expectDenied(write('student', review('student', 'session', CONFIRMED)));
    // Within the window, a deleted review may be written again (it is an edit in all but name).
    await seedDocs(env, windowOf('student', CONFIRMED, new Date(Date.now() - 2 * DAY_MS)));
    await expectAllowed(write('student', review('student', 'session', CONFIRMED)));
    // Another basis (a later session) has a window of its own.
    const later = 'student_mentor_20260301';
    await seedDocs(env, {
      [paths.bookingIntent(later)]: confirmedIntent('student', 'yes'),
      ...windowOf('student', CONFIRMED, new Date(Date.now() - 8 * DAY_MS)),
    });
    await expectAllowed(deleteDoc(doc(as('student'), reviewPath('mentor', 'student'))));
    await expectDenied(write('student', review('student', 'session', CONFIRMED)));
    await expectAllowed(write('student', review('student', 'session', later)));
  });

  it('refuses an edit once the basis’s window has run, even of a review re-posted yesterday', async () => {
    await seedDocs(env, {
      ...windowOf('student', CONFIRMED, new Date(Date.now() - 8 * DAY_MS)),
      [reviewPath('mentor', 'student')]: newReview(person('student'), 'mentor', { stars: 4, text: TEXT, basis: 'session', basis_id: CONFIRMED }, new Date(Date.now() - DAY_MS)),
    });
    const own = doc(as('student'), reviewPath('mentor', 'student'));
    await expectDenied(updateDoc(own, reviewEdit({ stars: 2, text: TEXT }, serverTimestamp())));
    await seedDocs(env, windowOf('student', CONFIRMED, new Date(Date.now() - DAY_MS)));
    await expectAllowed(updateDoc(own, reviewEdit({ stars: 2, text: TEXT }, serverTimestamp())));
  });

  it('refuses a re-post after moderation removed the review, until an admin reopens the basis', async () => {
    // The attack: the admin removed the review an hour after it was written; the author posts it again.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await seedDocs(env, windowOf('student', CONFIRMED, hourAgo, new Date()));
    await expectDenied(write('student', review('student', 'session', CONFIRMED)));
    await seedDocs(env, windowOf('applicant', APPLICANT_REQUEST, hourAgo, new Date(), 'request'));
    await expectDenied(write('applicant', review('applicant', 'request', APPLICANT_REQUEST)));
    // Reopened by an admin (reopenReviews): a fresh window.
    await seedDocs(env, windowOf('student', CONFIRMED, new Date()));
    await expectAllowed(write('student', review('student', 'session', CONFIRMED)));
  });

  it('shows a basis’s window to its student (also before it exists) and to admins, and lets no client write one', async () => {
    await seedDocs(env, windowOf('student', CONFIRMED, SEEDED_AT));
    await expectAllowed(getDoc(doc(as('student'), paths.reviewBasis(CONFIRMED))));
    await expectAllowed(getDoc(doc(as('admin'), paths.reviewBasis(CONFIRMED))));
    await expectAllowed(getDocs(query(collection(as('admin'), COLLECTIONS.reviewBases), where('mentor_id', '==', 'mentor'))));
    await expectAllowed(getDocs(query(collection(as('student'), COLLECTIONS.reviewBases), where('student_id', '==', 'student'))));
    // Not yet opened: its student may look, as a request's id ends and an intent's starts with their uid.
    await expectAllowed(getDoc(doc(as('applicant'), paths.reviewBasis(APPLICANT_REQUEST))));
    await expectAllowed(getDoc(doc(as('student'), paths.reviewBasis('student_mentor_20260301'))));
    await expectDenied(getDoc(doc(as('other'), paths.reviewBasis(APPLICANT_REQUEST))));
    await expectDenied(getDoc(doc(as('other'), paths.reviewBasis(CONFIRMED))));
    await expectDenied(getDoc(doc(as('mentor'), paths.reviewBasis(CONFIRMED))));
    await expectDenied(getDoc(doc(anon(), paths.reviewBasis(CONFIRMED))));
    await expectDenied(getDocs(query(collection(as('student'), COLLECTIONS.reviewBases), where('mentor_id', '==', 'mentor'))));
    await expectDenied(getDocs(query(collection(as('student'), COLLECTIONS.reviewBases), where('student_id', '==', 'other'))));
    const opened = newReviewBasis({ mentor_id: 'mentor', student_id: 'student', basis: 'session' }, serverTimestamp());
    await expectDenied(setDoc(doc(as('student'), paths.reviewBasis('student_mentor_20260301')), opened));
    await expectDenied(updateDoc(doc(as('student'), paths.reviewBasis(CONFIRMED)), { opened_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('admin'), paths.reviewBasis(CONFIRMED)), { closed_at: null }));
    await expectDenied(deleteDoc(doc(as('student'), paths.reviewBasis(CONFIRMED))));
  });
});
