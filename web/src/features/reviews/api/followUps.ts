import { useState } from 'react';
import { collection, doc, limit, orderBy, query, serverTimestamp, updateDoc, where, type Firestore, type Query } from 'firebase/firestore';
import {
  bookingAnswer,
  COLLECTIONS,
  LIMITS,
  mentorCheckAnswer,
  paths,
  type BookingAnswer,
  type BookingIntentFields,
  type MentorCheckAnswer,
} from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { useLiveCollection } from '@/lib/reactfire';
import { intentReader } from './reviews';

/** How many open questions the dashboard shows at most (a student rarely books more than a few mentors a week). */
export const FOLLOW_UPS_SHOWN = 5;

/** The student's booking intents the sweep has asked about and they have not answered, newest question first. */
function askedQuery(studentId: string, db: Firestore): Query<BookingIntentFields> {
  return query(
    collection(db, COLLECTIONS.bookingIntents).withConverter(intentReader),
    where('student_id', '==', studentId),
    where('state', '==', 'asked'),
    orderBy('asked_at', 'desc'),
    limit(FOLLOW_UPS_SHOWN),
  );
}

/** The dashboard's open questions "Did your session with … happen?", live (signed-in screens, reactfire). */
export const useAskedFollowUps = (studentId: string) => useLiveCollection((db) => askedQuery(studentId, db));

/** The student's answer: Yes, No or Not yet (a plain write, queued offline). */
export function answerFollowUp(intentId: string, answer: BookingAnswer): Promise<void> {
  return updateDoc(doc(getDb(), paths.bookingIntent(intentId)), bookingAnswer(answer, serverTimestamp()));
}

const DAY_MS = 86_400_000;

/**
 * The sessions the mentor was asked about ("Did you meet Sam?") in the last LIMITS.sessionCheckDays days and has not
 * answered, newest question first: older ones can no longer be answered (the student's word stands).
 */
function mentorAskedQuery(mentorId: string, db: Firestore, now: number): Query<BookingIntentFields> {
  return query(
    collection(db, COLLECTIONS.bookingIntents).withConverter(intentReader),
    where('mentor_id', '==', mentorId),
    where('mentor_state', '==', 'asked'),
    where('mentor_asked_at', '>', new Date(now - LIMITS.sessionCheckDays * DAY_MS)),
    orderBy('mentor_asked_at', 'desc'),
    limit(FOLLOW_UPS_SHOWN),
  );
}

/** The mentor dashboard's open questions "Did you meet …?", live (from the time the dashboard opened). */
export function useMentorChecks(mentorId: string) {
  const [now] = useState(() => Date.now());
  return useLiveCollection((db) => mentorAskedQuery(mentorId, db, now));
}

/** The mentor's answer: Yes or No (a plain write, queued offline). */
export function answerSessionCheck(intentId: string, answer: MentorCheckAnswer): Promise<void> {
  return updateDoc(doc(getDb(), paths.bookingIntent(intentId)), mentorCheckAnswer(answer, serverTimestamp()));
}
