import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';

export type ContactInput = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/**
 * How long to wait for the server to acknowledge the write. Firestore only resolves a
 * write once the backend has confirmed it, which never happens while offline; after this
 * the write is already queued locally and will be sent when the connection returns.
 */
const SERVER_ACK_WAIT_MS = 2000;

export async function sendContactMessage(input: ContactInput, userId: string | null): Promise<void> {
  const ref = doc(collection(getDb(), 'contact_messages'));
  const write = setDoc(ref, {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
    user_id: userId,
    created_at: serverTimestamp(),
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), SERVER_ACK_WAIT_MS);
  });

  try {
    const outcome = await Promise.race([write.then(() => 'acknowledged' as const), queued]);
    if (outcome === 'queued') {
      write.catch((error: unknown) => {
        console.error('Queued contact message was rejected by the server:', error);
      });
    }
  } finally {
    clearTimeout(timer);
  }
}
