import { collection, doc, limit, orderBy, query, serverTimestamp, updateDoc, where, type Firestore, type Query } from 'firebase/firestore';
import { bookingAnswer, COLLECTIONS, paths, readFields, type BookingAnswer, type BookingIntentFields } from '@mentorbridge/model';
import { BOOKING_INTENT_FIELDS } from '@mentorbridge/model/records';
import { documentReader } from '@/lib/converters';
import { getDb } from '@/lib/firestore';
import { useLiveCollection } from '@/lib/reactfire';

/** How many open questions the dashboard shows at most (a student rarely books more than a few mentors a week). */
export const FOLLOW_UPS_SHOWN = 5;

const intentConverter = documentReader<BookingIntentFields>((id, d) => readFields(BOOKING_INTENT_FIELDS, id, d), { estimateTimes: true });

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
