// What the producer hands its senders, kept apart so the senders and the producer import it without a cycle.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/** The database and Auth the producer works with: the functions' own, or a test's handles. */
export interface Services {
  db: Firestore;
  auth: Auth;
}

/** What a notification says and where it leads, for the mail and push senders. */
export interface Message {
  line: string;
  target: string;
  thread: string | null;
  /** A rejection's note to the student, which the e-mail carries below the line; null otherwise. */
  note: string | null;
}

/** A document id from a key (Firestore ids cannot contain '/'). */
export const idOf = (key: string) => key.replace(/\//g, '_');
