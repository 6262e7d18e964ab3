/**
 * `booking_intents/{intentId}` (a student's click on a mentor's booking link), defined field by field (fieldKinds.ts).
 * A module of its own: the student's dashboard and the follow-up sweep read it, not the app's start-up.
 */
import type { WithId } from './documents';
import { count, oneOf, person, plainText, time, type FieldsOf } from './fieldKinds';
import { BOOKING_STATES, MENTOR_CHECK_STATES, type BookingState, type MentorCheckState } from './reviews';

/** `booking_intents/{studentId}_{mentorId}_{yyyymmdd}`, field by field (fieldKinds.ts): the student creates it, the student and then the mentor answer it, functions ask. */
export const BOOKING_INTENT_FIELDS = {
  student_id: plainText(),
  mentor_id: plainText(),
  /** The mentor as named when the student clicked (checked against the profile by the rules). */
  mentor: person('mentor_id'),
  state: oneOf<BookingState, 'waiting'>(BOOKING_STATES, 'waiting'),
  /** How many times the sweep has asked (0 to LIMITS.followUpAsks). */
  asks: count(),
  /** The sweep's last question; null before the first. */
  asked_at: time(),
  /** The student's last answer; null before one. */
  answered_at: time(),
  /** The mentor's side, asked by the sweep after the student's "Yes" ("Did you meet Sam?"). */
  mentor_state: oneOf<MentorCheckState, 'waiting'>(MENTOR_CHECK_STATES, 'waiting'),
  /** When the sweep asked the mentor; null before. The mentor answers until LIMITS.sessionCheckDays after it. */
  mentor_asked_at: time(),
  /** The mentor's answer; null before one. */
  mentor_answered_at: time(),
  created_at: time(),
};
export type BookingIntentFields = FieldsOf<typeof BOOKING_INTENT_FIELDS>;
export type BookingIntent = WithId<BookingIntentFields>;
