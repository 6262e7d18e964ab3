/**
 * Booking follow-ups and the weight behind reviews (docs/data-model.md, `booking_intents`, `review_bases` and
 * `project_enrollments.active_at`): the daily sweep that asks students whether the sessions they booked happened, the
 * no-show records their "No" answers keep, each basis's one review window, and a student's first activity in a
 * project. The reviews' counts are kept with the other counters (counters.ts).
 */
import { adminPaths, COLLECTIONS, newNoShow, newReviewBasis, NO_SHOW_FIELDS, paths, PROJECT_MESSAGE_FIELDS, type ReviewFields } from '@mentorbridge/model';
import { BOOKING_INTENT_FIELDS, ENROLLMENT_FIELDS, REVIEW_BASIS_FIELDS, REVIEW_FIELDS } from '@mentorbridge/model/records';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db, readDoc } from './lib/app';
import { refreshMentorStats } from './enrollments';
import { askAboutSessions, askMentors } from './reviews/followUp';

/**
 * Every day: students hear "Did your session with … happen?" LIMITS.followUpDays after booking, and once more after
 * a "Not yet"; mentors hear "Did you meet …?" about the sessions students said "Yes" to.
 */
export const followUpSessions = onSchedule({ schedule: 'every day 09:00', timeZone: 'UTC' }, async () => {
  const services = { db, auth: adminAuth };
  const asked = await askAboutSessions(services, new Date());
  const mentorsAsked = await askMentors(services);
  logger.info('Asked about booked sessions', { asked, mentorsAsked });
});

/**
 * A mentor's "Yes" about a session recounts their confirmed sessions (refreshMentorStats). A student's "No" about a
 * session: their one no-show record about the mentor (docs/data-model.md, `no_shows`) moves
 * to the answer's time. One document per student and mentor, so the admins' flag counts distinct students; a
 * redelivered or late event never moves it back.
 */
export const onBookingIntentAnswered = onDocumentUpdated(`${COLLECTIONS.bookingIntents}/{intentId}`, async (event) => {
  const before = event.data ? readDoc(BOOKING_INTENT_FIELDS, event.data.before) : null;
  const after = event.data ? readDoc(BOOKING_INTENT_FIELDS, event.data.after) : null;
  if (!after) return;
  // The mentor's "Yes" confirms a session: their stats' count of confirmed sessions (and so "Recommended") follows.
  if ((after.mentor_state === 'yes') !== (before?.mentor_state === 'yes')) await refreshMentorStats(after.mentor_id, new Date());
  if (after.state !== 'no' || before?.state === 'no' || !after.answered_at) return;
  await recordNoShow(db, after.mentor_id, after.student_id, after.answered_at);
});

/** Moves the student's no-show record about the mentor to `answeredAt`, never back. */
export async function recordNoShow(firestore: Firestore, mentorId: string, studentId: string, answeredAt: Date): Promise<void> {
  const ref = firestore.doc(adminPaths.noShow(mentorId, studentId));
  await firestore.runTransaction(async (tx) => {
    const last = readDoc(NO_SHOW_FIELDS, await tx.get(ref))?.last_at;
    if (last && last.getTime() >= answeredAt.getTime()) return;
    tx.set(ref, newNoShow(mentorId, studentId, Timestamp.fromDate(answeredAt)));
  });
}

/**
 * A review opens its basis's one window (docs/data-model.md, `review_bases`) at its own time, unless an earlier review
 * on the basis opened it: deleting and re-posting never restarts it. A redelivered or late event only moves the
 * opening earlier; a closed window stays closed.
 */
export const onReviewCreated = onDocumentCreated(paths.review('{mentorId}', '{studentId}'), async (event) => {
  const review = readDoc(REVIEW_FIELDS, event.data);
  if (!review?.basis_id || !review.created_at) return;
  await openReviewWindow(db, review, review.created_at);
});

/** Opens the review window of `review`'s basis at `at`, or moves an existing one's opening back to `at`. */
export async function openReviewWindow(
  firestore: Firestore,
  review: Pick<ReviewFields, 'mentor_id' | 'student_id' | 'basis' | 'basis_id'>,
  at: Date,
): Promise<void> {
  const ref = firestore.doc(paths.reviewBasis(review.basis_id));
  await firestore.runTransaction(async (tx) => {
    const window = readDoc(REVIEW_BASIS_FIELDS, await tx.get(ref));
    if (!window) {
      tx.create(ref, newReviewBasis(review, Timestamp.fromDate(at)));
    } else if (window.opened_at && window.opened_at.getTime() > at.getTime()) {
      tx.update(ref, { opened_at: Timestamp.fromDate(at) });
    }
  });
}

/**
 * A student's message in a project's discussion: their first activity there, once approved, goes on their request
 * (`active_at`), which with an approval LIMITS.reviewAfterApprovalDays old lets them review the mentor. The
 * mentor's own messages, and later ones, change nothing.
 */
export const onProjectMessageActivity = onDocumentCreated(
  `${COLLECTIONS.projects}/{projectId}/${COLLECTIONS.projectMessages}/{messageId}`,
  async (event) => {
    const message = readDoc(PROJECT_MESSAGE_FIELDS, event.data);
    if (!message?.user_id || !message.created_at) return;
    await recordProjectActivity(db, event.params.projectId, message.user_id, message.created_at);
  },
);

/** Sets the request's `active_at` to `at` when it is approved and has none, or a later one (events out of order). */
export async function recordProjectActivity(firestore: Firestore, projectId: string, studentId: string, at: Date): Promise<void> {
  const ref = firestore.doc(paths.enrollment(projectId, studentId));
  await firestore.runTransaction(async (tx) => {
    const request = readDoc(ENROLLMENT_FIELDS, await tx.get(ref));
    if (!request || request.status !== 'approved') return;
    if (request.active_at && request.active_at.getTime() <= at.getTime()) return;
    tx.update(ref, { active_at: Timestamp.fromDate(at) });
  });
}
