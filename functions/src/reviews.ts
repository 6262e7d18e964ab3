/**
 * Booking follow-ups (docs/data-model.md, `booking_intents`): the daily sweep that asks students whether the
 * sessions they booked happened, and the no-show records their "No" answers keep. The reviews' counts are kept with
 * the other counters (counters.ts).
 */
import { adminPaths, COLLECTIONS, newNoShow } from '@mentorbridge/model';
import { BOOKING_INTENT_FIELDS } from '@mentorbridge/model/records';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db, readDoc } from './lib/app';
import { askAboutSessions } from './reviews/followUp';

/** Every day: students hear "Did your session with … happen?" LIMITS.followUpDays after booking, and once more after a "Not yet". */
export const followUpSessions = onSchedule({ schedule: 'every day 09:00', timeZone: 'UTC' }, async () => {
  const asked = await askAboutSessions({ db, auth: adminAuth }, new Date());
  logger.info('Asked students about their booked sessions', { asked });
});

/**
 * A student's "No" about a session: their one no-show record about the mentor (docs/data-model.md, `no_shows`) moves
 * to the answer's time. One document per student and mentor, so the admins' flag counts distinct students; a
 * redelivered or late event never moves it back.
 */
export const onBookingIntentAnswered = onDocumentUpdated(`${COLLECTIONS.bookingIntents}/{intentId}`, async (event) => {
  const before = event.data ? readDoc(BOOKING_INTENT_FIELDS, event.data.before) : null;
  const after = event.data ? readDoc(BOOKING_INTENT_FIELDS, event.data.after) : null;
  if (!after || after.state !== 'no' || before?.state === 'no' || !after.answered_at) return;
  await recordNoShow(db, after.mentor_id, after.student_id, after.answered_at);
});

/** Moves the student's no-show record about the mentor to `answeredAt`, never back. */
export async function recordNoShow(firestore: Firestore, mentorId: string, studentId: string, answeredAt: Date): Promise<void> {
  const ref = firestore.doc(adminPaths.noShow(mentorId, studentId));
  await firestore.runTransaction(async (tx) => {
    const last = (await tx.get(ref)).get('last_at') as Timestamp | undefined;
    if (last && last.toMillis() >= answeredAt.getTime()) return;
    tx.set(ref, newNoShow(mentorId, studentId, Timestamp.fromDate(answeredAt)));
  });
}
