import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { COLLECTIONS, newContactMessage, type ContactInput } from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import type { LocalWrite } from '@/lib/writeOutcome';

/** Stores a contact-form message, trimmed; `userId` is the signed-in sender or null. */
export function sendContactMessage(input: ContactInput, userId: string | null): LocalWrite {
  const ref = doc(collection(getDb(), COLLECTIONS.contactMessages));
  const message = newContactMessage(
    { name: input.name.trim(), email: input.email.trim(), subject: input.subject.trim(), message: input.message.trim() },
    userId,
    serverTimestamp(),
  );
  return { id: ref.id, saved: setDoc(ref, message) };
}
