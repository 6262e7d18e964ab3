/**
 * Booking follow-ups and reviews of mentors (docs/data-model.md, `booking_intents` and `profiles/{uid}/reviews`):
 * a student's click on "Book on Topmate" records an intent; a daily sweep asks the student whether the session
 * happened, and after their "Yes" asks the mentor; a session both confirmed (or the student's word, after the mentor's
 * silence) or a weighing approved request in one of the mentor's projects lets them review the mentor once.
 */
import type { BookingIntentFields } from './bookingIntentFields';
import type { ProfileFields, Stored, Time } from './documents';
import { LIMITS } from './limits';
import { personCopy, type PersonCopy } from './person';
import type { EnrollmentFields } from './enrollmentFields';
import type { ReviewBasisFields, ReviewFields } from './reviewFields';

/**
 * Where a booking intent stands: `waiting` until the sweep first asks, `asked` while the question is on the
 * student's dashboard, then the student's answer. A `not_yet` is asked again once (LIMITS.followUpAsks).
 */
export const BOOKING_STATES = ['waiting', 'asked', 'yes', 'no', 'not_yet'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The student's answers to "Did your session with … happen?". */
export const BOOKING_ANSWERS = ['yes', 'no', 'not_yet'] as const satisfies readonly BookingState[];
export type BookingAnswer = (typeof BOOKING_ANSWERS)[number];

const DAY_MS = 86_400_000;

/**
 * The mentor's side of a booking: `waiting` until the student's "Yes", `asked` once the sweep asks "Did you meet
 * Sam?", then their answer (until LIMITS.sessionCheckDays after the question).
 */
export const MENTOR_CHECK_STATES = ['waiting', 'asked', 'yes', 'no'] as const;
export type MentorCheckState = (typeof MENTOR_CHECK_STATES)[number];

/** The mentor's answers to "Did you meet Sam?". */
export const MENTOR_CHECK_ANSWERS = ['yes', 'no'] as const satisfies readonly MentorCheckState[];
export type MentorCheckAnswer = (typeof MENTOR_CHECK_ANSWERS)[number];

/** Who confirmed the session a review stands on: both, or the student alone after the mentor's silence. */
export const SESSION_CONFIRMATIONS = ['both', 'student'] as const;
export type SessionConfirmation = (typeof SESSION_CONFIRMATIONS)[number];

/** The UTC day of `at` as yyyymmdd (the intent's id part; the rules compute the same from the server time). */
export function dayKey(at: Date): string {
  return String(at.getUTCFullYear() * 10000 + (at.getUTCMonth() + 1) * 100 + at.getUTCDate());
}

/** The id of a student's intent to book a mentor on one day: at most one per student, mentor and day. */
export function bookingIntentId(studentId: string, mentorId: string, day: Date): string {
  return `${studentId}_${mentorId}_${dayKey(day)}`;
}

/** A student's new booking intent (the sweep asks about it LIMITS.followUpDays later). */
export function newBookingIntent<S>(studentId: string, mentor: PersonCopy, now: S) {
  return {
    student_id: studentId,
    mentor_id: mentor.id,
    mentor: personCopy(mentor),
    state: 'waiting',
    asks: 0,
    asked_at: null,
    answered_at: null,
    mentor_state: 'waiting',
    mentor_asked_at: null,
    mentor_answered_at: null,
    created_at: now,
  } satisfies Stored<BookingIntentFields, S>;
}

/** The student's answer (the only change a client makes to an intent). */
export function bookingAnswer<S>(answer: BookingAnswer, now: S) {
  return { state: answer, answered_at: now } satisfies Partial<Stored<BookingIntentFields, S>>;
}

/** The mentor's answer to "Did you meet Sam?" (the only change a mentor makes to an intent). */
export function mentorCheckAnswer<S>(answer: MentorCheckAnswer, now: S) {
  return { mentor_state: answer, mentor_answered_at: now } satisfies Partial<Stored<BookingIntentFields, S>>;
}

/**
 * Who a confirmed session stands on at `now`: `both` once the mentor said "Yes"; `student` once the mentor has let
 * LIMITS.sessionCheckDays pass since the question without an answer; null while the student has not said "Yes", the
 * mentor has not been asked or may still answer, or said "No". The rules check the same (`isReviewBasis`).
 */
export function sessionConfirmation(
  intent: Pick<BookingIntentFields, 'state' | 'mentor_state' | 'mentor_asked_at'>,
  now: Date,
): SessionConfirmation | null {
  if (intent.state !== 'yes') return null;
  if (intent.mentor_state === 'yes') return 'both';
  const until = mentorCheckEnd(intent.mentor_asked_at);
  return intent.mentor_state === 'asked' && until !== null && until.getTime() <= now.getTime() ? 'student' : null;
}

/** Until when the mentor may answer a question asked at `askedAt` (null: not asked yet). */
export function mentorCheckEnd(askedAt: Time): Date | null {
  return askedAt ? new Date(askedAt.getTime() + LIMITS.sessionCheckDays * DAY_MS) : null;
}

/** How a review shows its student may review the mentor: a confirmed session or an approved request. */
export const REVIEW_BASES = ['session', 'request'] as const;
export type ReviewBasis = (typeof REVIEW_BASES)[number];

/** A student's new review of a mentor (`confirmed_by`: who confirmed its session, sessionConfirmation; none on a request). */
export function newReview<S>(
  student: PersonCopy,
  mentorId: string,
  input: Pick<ReviewFields, 'stars' | 'text' | 'basis' | 'basis_id'> & Partial<Pick<ReviewFields, 'confirmed_by'>>,
  now: S,
) {
  return {
    student_id: student.id,
    student: personCopy(student),
    mentor_id: mentorId,
    stars: input.stars,
    text: input.text,
    basis: input.basis,
    basis_id: input.basis_id,
    confirmed_by: input.confirmed_by ?? null,
    reply: null,
    replied_at: null,
    created_at: now,
    updated_at: now,
  } satisfies Stored<ReviewFields, S>;
}

/** The fields a student's edit changes (within LIMITS.reviewEditDays of writing). */
export function reviewEdit<S>(input: Pick<ReviewFields, 'stars' | 'text'>, now: S) {
  return { stars: input.stars, text: input.text, updated_at: now } satisfies Partial<Stored<ReviewFields, S>>;
}

/** The mentor's reply (once per review). */
export function reviewReply<S>(reply: string, now: S) {
  return { reply, replied_at: now } satisfies Partial<Stored<ReviewFields, S>>;
}

/**
 * Whether the student may still write or edit a review in a window opened at `openedAt` (the basis's first review,
 * or the review's own time before the window is recorded; a pending time counts as just written).
 */
export function reviewEditable(openedAt: Time, now: Date): boolean {
  return openedAt === null || now.getTime() < openedAt.getTime() + LIMITS.reviewEditDays * DAY_MS;
}

/** When a review window opened at `openedAt` closes (null: not yet opened, it opens with the review). */
export function reviewWindowEnd(openedAt: Time): Date | null {
  return openedAt ? new Date(openedAt.getTime() + LIMITS.reviewEditDays * DAY_MS) : null;
}

/**
 * Whether a basis still takes a review or an edit: no window recorded yet, or one that is neither closed by
 * moderation nor past LIMITS.reviewEditDays from its first review (the rules check the same, `review_bases`).
 */
export function reviewBasisOpen(window: Pick<ReviewBasisFields, 'opened_at' | 'closed_at'> | null, now: Date): boolean {
  return window === null || (window.closed_at === null && reviewEditable(window.opened_at, now));
}

/** A basis's review window, opened by its first review at `openedAt` (written by onReviewCreated). */
export function newReviewBasis<S>(review: Pick<ReviewFields, 'mentor_id' | 'student_id' | 'basis'>, openedAt: S) {
  return {
    mentor_id: review.mentor_id,
    student_id: review.student_id,
    basis: review.basis,
    opened_at: openedAt,
    closed_at: null,
  } satisfies Stored<ReviewBasisFields, S>;
}

/**
 * From when an approved request lets its student review the mentor: LIMITS.reviewAfterApprovalDays after the
 * approval, once the student has taken part in the project's discussion; null while they have not.
 */
export function requestReviewableFrom(request: Pick<EnrollmentFields, 'decided_at' | 'active_at'>): Date | null {
  if (!request.decided_at || !request.active_at) return null;
  return new Date(request.decided_at.getTime() + LIMITS.reviewAfterApprovalDays * DAY_MS);
}

/** Whether `text` is a review's text: LIMITS.reviewTextMin to LIMITS.reviewText characters, trimmed. */
export function isReviewText(text: string): boolean {
  return text === text.trim() && text.length >= LIMITS.reviewTextMin && text.length <= LIMITS.reviewText;
}

/** The directory's rating filter (`profiles.rating_bucket`): "4 stars and up", or every other mentor. */
export const RATING_BUCKETS = ['4up', 'other'] as const;
export type RatingBucket = (typeof RATING_BUCKETS)[number];

type ReviewCounts = Pick<ProfileFields, 'review_count' | 'review_sum'>;

/**
 * The "Top rated" sort key (`profiles.review_average`, descending): the average to two decimals once the mentor has
 * LIMITS.reviewsShownFrom reviews, else 0, so new mentors come last (ties by the document id).
 */
export function reviewAverage({ review_count, review_sum }: ReviewCounts): number {
  if (review_count < LIMITS.reviewsShownFrom) return 0;
  return Math.round((review_sum / review_count) * 100) / 100;
}

/** The mentor's `rating_bucket`: `4up` from LIMITS.reviewsShownFrom reviews averaging LIMITS.topRatedFrom or more. */
export function ratingBucketOf(counts: ReviewCounts): RatingBucket {
  return reviewAverage(counts) >= LIMITS.topRatedFrom ? '4up' : 'other';
}
