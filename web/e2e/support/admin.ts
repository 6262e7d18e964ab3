import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../../scripts/emulators.mjs';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('Browser tests run inside the emulators: use `npm test -- e2e`.');
}

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

/** Admin SDK access to the emulators, for arranging data and checking what the app wrote. */
export const adminDb: Firestore = getFirestore(app);
export const adminAuth = getAuth(app);

let counter = 0;
/** A unique suffix so tests running in parallel never share accounts or documents. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** Creates an e-mail/password account with its profile document. */
export async function createUser(
  options: {
    role?: 'student' | 'mentor';
    admin?: boolean;
    displayName?: string;
    profile?: Record<string, unknown>;
  } = {},
): Promise<TestUser> {
  const id = unique(options.role ?? 'student');
  const displayName = options.displayName ?? `Test ${id}`;
  const email = `${id}@e2e.test`;
  const password = 'password123';
  const user = await adminAuth.createUser({ email, password, displayName });
  const now = Timestamp.now();
  await adminDb.doc(`profiles/${user.uid}`).set({
    display_name: displayName,
    avatar_url: null,
    role: options.role ?? 'student',
    admin_role: options.admin ? 'admin' : 'student',
    bio: '',
    description: '',
    location: 'Remote',
    hourly_rate: 0,
    topmate_url: '',
    specialization: '',
    expertise: [],
    calendly_url: null,
    created_at: now,
    updated_at: now,
    ...options.profile,
  });
  return { uid: user.uid, email, password, displayName };
}
