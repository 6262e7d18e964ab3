/**
 * Booking follow-ups (docs/data-model.md, `booking_intents`): the daily sweep that asks students whether the
 * sessions they booked happened. The reviews' counts are kept with the other counters (counters.ts).
 */
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from './lib/app';
import { askAboutSessions } from './reviews/followUp';

/** Every day: students hear "Did your session with … happen?" LIMITS.followUpDays after booking, and once more after a "Not yet". */
export const followUpSessions = onSchedule({ schedule: 'every day 09:00', timeZone: 'UTC' }, async () => {
  const asked = await askAboutSessions({ db, auth: adminAuth }, new Date());
  logger.info('Asked students about their booked sessions', { asked });
});
