import { paths, type Profile } from '@mentorbridge/model';
import { useLiveDocAt } from '@/lib/liveDocAt';
import { profileConverter } from './profileReader';
import { useSession } from './session';

export { profileConverter };

export type ProfileState =
  | { status: 'loading'; profile: undefined }
  | { status: 'signedOut'; profile: undefined }
  | { status: 'missing'; profile: undefined }
  | { status: 'error'; profile: undefined; error: Error }
  | { status: 'ready'; profile: Profile; pending: boolean };

/**
 * A profile by id (or null for none), live. 'missing' when the document does not exist. The Firestore SDK loads
 * only when there is a profile to watch, so a visitor's data page (useMyProfile while signed out) does without it.
 */
export function useProfile(uid: string | null): ProfileState {
  const state = useLiveDocAt(uid ? paths.profile(uid) : null, profileConverter);
  if (state.status === 'error') return { status: 'error', profile: undefined, error: state.error };
  if (state.status === 'loading') return { status: 'loading', profile: undefined };
  if (!state.data) return { status: 'missing', profile: undefined };
  return { status: 'ready', profile: state.data, pending: state.pending };
}

/**
 * The signed-in user's own profile, live; 'signedOut' when nobody is signed in.
 *
 * Not reactfire's `useFirestoreDocData`: it needs a document reference on every render (there is none while
 * signed out), and it caches each document's subscription by path in a module-level map, so after sign-out
 * (which terminates Firestore to clear the device's copy) a later sign-in would be served the old instance's
 * stale subscription.
 */
export function useMyProfile(): ProfileState {
  const session = useSession();
  const state = useProfile(session.user?.uid ?? null);
  if (session.status === 'loading') return { status: 'loading', profile: undefined };
  if (session.status === 'signedOut') return { status: 'signedOut', profile: undefined };
  return state;
}
