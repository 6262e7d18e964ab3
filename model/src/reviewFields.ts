/**
 * `profiles/{mentorId}/reviews/{studentId}` (a student's review of a mentor), defined field by field (fieldKinds.ts).
 * A module of its own: the mentor's profile and the functions read it, not the app's start-up.
 */
import type { WithId } from './documents';
import { oneOf, oneOfOrNull, optionalText, person, plainText, text, time, type FieldsOf } from './fieldKinds';
import { ratingStars } from './ratings';
import { REVIEW_BASES, SESSION_CONFIRMATIONS, type ReviewBasis } from './reviews';

/** `profiles/{mentorId}/reviews/{studentId}`, field by field (fieldKinds.ts): the student writes it, the mentor replies. */
export const REVIEW_FIELDS = {
  student_id: plainText(),
  /** The reviewer as named when writing (checked against their profile by the rules; kept by onProfileUpdated). */
  student: person('student_id'),
  mentor_id: plainText(),
  /** 1 to 5 (LIMITS.ratingMin, LIMITS.ratingMax). */
  stars: ratingStars(),
  /** LIMITS.reviewTextMin to LIMITS.reviewText characters. */
  text: text(),
  basis: oneOf<ReviewBasis, 'session'>(REVIEW_BASES, 'session'),
  /** The confirmed intent's id, or the approved request's id. */
  basis_id: plainText(),
  /** On a session: who confirmed it when the review was written (sessionConfirmation; checked by the rules); null on a request. */
  confirmed_by: oneOfOrNull(SESSION_CONFIRMATIONS),
  /** The mentor's one public reply; null until given. */
  reply: optionalText(),
  replied_at: time(),
  created_at: time(),
  updated_at: time(),
};
export type ReviewFields = FieldsOf<typeof REVIEW_FIELDS>;
export type Review = WithId<ReviewFields>;

/**
 * `review_bases/{basisId}`, field by field (fieldKinds.ts): the one review window of a basis, opened by its first
 * review (onReviewCreated) and kept whatever is deleted later; moderation's removal closes it, an admin may reopen
 * it (reopenReviews). Functions write it; its student and admins read it.
 */
export const REVIEW_BASIS_FIELDS = {
  mentor_id: plainText(),
  student_id: plainText(),
  basis: oneOf<ReviewBasis, 'session'>(REVIEW_BASES, 'session'),
  /** The first review's time (or the admin's reopening): the student writes and edits until LIMITS.reviewEditDays after it. */
  opened_at: time(),
  /** When moderation removed the review on this basis; null while open. */
  closed_at: time(),
};
export type ReviewBasisFields = FieldsOf<typeof REVIEW_BASIS_FIELDS>;
