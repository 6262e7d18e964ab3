/**
 * Booking follow-ups and reviews of mentors (docs/data-model.md, `booking_intents` and `profiles/{uid}/reviews`):
 * a student's click on "Book on Topmate" records an intent; a daily sweep asks the student whether the session
 * happened; "Yes" (or an approved request in one of the mentor's projects) lets them review the mentor once.
 */
import type { BookingIntentFields } from './bookingIntentFields';
import type { ProfileFields, Stored, Time } from './documents';
import { LIMITS } from './limits';
import { personCopy, type PersonCopy } from './person';
import type { ReviewFields } from './reviewFields';

/**
 * Where a booking intent stands: `waiting` until the sweep first asks, `asked` while the question is on the
 * student's dashboard, then the student's answer. A `not_yet` is asked again once (LIMITS.followUpAsks).
 */
export const BOOKING_STATES = ['waiting', 'asked', 'yes', 'no', 'not_yet'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The student's answers to "Did your session with … happen?". */
export const BOOKING_ANSWERS = ['yes', 'no', 'not_yet'] as const satisfies readonly BookingState[];
export type BookingAnswer = (typeof BOOKING_ANSWERS)[number];

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
    created_at: now,
  } satisfies Stored<BookingIntentFields, S>;
}

/** The student's answer (the only change a client makes to an intent). */
export function bookingAnswer<S>(answer: BookingAnswer, now: S) {
  return { state: answer, answered_at: now } satisfies Partial<Stored<BookingIntentFields, S>>;
}

/** How a review shows its student may review the mentor: a confirmed session or an approved request. */
export const REVIEW_BASES = ['session', 'request'] as const;
export type ReviewBasis = (typeof REVIEW_BASES)[number];

/** A student's new review of a mentor. */
export function newReview<S>(
  student: PersonCopy,
  mentorId: string,
  input: Pick<ReviewFields, 'stars' | 'text' | 'basis' | 'basis_id'>,
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

/** Whether the student may still edit a review written at `createdAt` (a pending time counts as just written). */
export function reviewEditable(createdAt: Time, now: Date): boolean {
  return createdAt === null || now.getTime() < createdAt.getTime() + LIMITS.reviewEditDays * 86_400_000;
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
