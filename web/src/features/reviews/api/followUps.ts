import { collection, doc, limit, orderBy, query, serverTimestamp, updateDoc, where, type Firestore, type Query } from 'firebase/firestore';
import { bookingAnswer, BOOKING_STATES, COLLECTIONS, paths, readPersonCopy, type BookingAnswer, type BookingIntentFields, type BookingState } from '@mentorbridge/model';
import { documentReader, readCount, readText, readTime } from '@/lib/converters';
import { getDb } from '@/lib/firestore';
import { useLiveCollection } from '@/lib/reactfire';

/** How many open questions the dashboard shows at most (a student rarely books more than a few mentors a week). */
export const FOLLOW_UPS_SHOWN = 5;

const intentConverter = documentReader<BookingIntentFields>(
  (_id, d) => ({
    student_id: readText(d.student_id),
    mentor_id: readText(d.mentor_id),
    mentor: readPersonCopy(d.mentor, readText(d.mentor_id)),
    state: BOOKING_STATES.includes(d.state as BookingState) ? (d.state as BookingState) : 'waiting',
    asks: readCount(d.asks),
    asked_at: readTime(d.asked_at),
    answered_at: readTime(d.answered_at),
    created_at: readTime(d.created_at),
  }),
  { estimateTimes: true },
);

/** The student's booking intents the sweep has asked about and they have not answered, newest question first. */
function askedQuery(studentId: string, db: Firestore): Query<BookingIntentFields> {
  return query(
    collection(db, COLLECTIONS.bookingIntents).withConverter(intentConverter),
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
