import { doc, getDoc, getDocFromCache, serverTimestamp, setDoc } from 'firebase/firestore';
import { bookingIntentId, isStudent, newBookingIntent, paths, type PersonCopy } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';

/** The signed-in user's profile as this device knows it (its cache first), as stored; undefined when there is none. */
async function storedProfile(uid: string): Promise<{ role?: unknown } | undefined> {
  const ref = doc(getDb(), paths.profile(uid));
  const snap = await getDocFromCache(ref).catch(() => getDoc(ref));
  return snap.data();
}

/**
 * Records a student's booking intent for `mentor` today (docs/data-model.md, `booking_intents`): one per student,
 * mentor and day, so a click already recorded on this device writes nothing. Queued offline like any write; the
 * promise settles on the server's answer.
 */
export async function recordBookingIntent(uid: string, mentor: PersonCopy): Promise<void> {
  if (!isStudent(await storedProfile(uid))) return;
  const ref = doc(getDb(), paths.bookingIntent(bookingIntentId(uid, mentor.id, new Date())));
  const known = await getDocFromCache(ref).then(
    (snap) => snap.exists(),
    () => false,
  );
  if (known) return;
  await setDoc(ref, newBookingIntent(uid, mentor, serverTimestamp()));
}
