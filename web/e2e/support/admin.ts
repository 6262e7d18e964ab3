import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, newProfile, paths, type ProfileFields, type Role } from '@mentorbridge/model';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('Browser tests run inside the emulators: use `npm test -- e2e`.');
}

const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });

/** Admin SDK access to the emulators, for arranging data and checking what the app wrote. */
export const adminDb: Firestore = getFirestore(app);
export const adminAuth = getAuth(app);

let counter = 0;
/** A unique suffix so tests running in parallel never share accounts or documents. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

/** A mentor profile complete enough to publish projects and decide on applications. */
export const MENTOR_PROFILE = {
  bio: 'Engineering manager who has mentored interns and new graduates for over a decade of projects.',
  topmate_url: 'https://topmate.io/e2e-mentor/',
  specialization: 'Software Development',
};

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** Creates an e-mail/password account with its profile document (located in 'Remote' unless `profile` says otherwise). */
export async function createUser(
  options: {
    role?: Role;
    admin?: boolean;
    displayName?: string;
    profile?: Partial<Omit<ProfileFields, 'created_at' | 'updated_at'>>;
  } = {},
): Promise<TestUser> {
  const id = unique(options.role ?? 'student');
  const displayName = options.displayName ?? `Test ${id}`;
  const email = `${id}@e2e.test`;
  const password = 'password123';
  const user = await adminAuth.createUser({ email, password, displayName });
  await adminDb.doc(paths.profile(user.uid)).set(
    newProfile(
      {
        display_name: displayName,
        role: options.role ?? 'student',
        admin_role: options.admin ? 'admin' : 'student',
        location: 'Remote',
        ...options.profile,
      },
      Timestamp.now(),
    ),
  );
  return { uid: user.uid, email, password, displayName };
}
