import { useCallback } from 'react';
import { personCopy, type PersonCopy } from '@mentorbridge/model';
import { useSession } from './session';

/**
 * What a click on a mentor's "Book on Topmate" does besides opening the link: for a signed-in student, record the
 * booking intent the follow-up asks about (session/bookingWrite.ts, loaded on the click); for a visitor, nothing.
 * The link opens at once: the write is neither awaited nor blocking, and a refusal (already recorded elsewhere
 * today, or the user is no student) is of no concern to the reader.
 */
export function useBookingClick(mentor: PersonCopy): () => void {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const { id, display_name, avatar_url } = mentor;
  return useCallback(() => {
    if (!uid || uid === id) return;
    const copy = personCopy({ id, display_name, avatar_url });
    void import('./bookingWrite').then(({ recordBookingIntent }) => recordBookingIntent(uid, copy)).catch(() => undefined);
  }, [uid, id, display_name, avatar_url]);
}
