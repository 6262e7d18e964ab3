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
 * A profile by id (or null for none), live. 'missing' when the server says the document does not exist; a cache
 * that lacks it (the SDK gave up waiting for a slow backend and answers from the device) is still 'loading', so a
 * slow answer never reads as "not found" (offline, the screens say what the device lacks). The Firestore SDK loads
 * only when there is a profile to watch, so a visitor's data page (useMyProfile while signed out) does without it.
 */
export function useProfile(uid: string | null): ProfileState {
  const state = useLiveDocAt(uid ? paths.profile(uid) : null, profileConverter);
  if (state.status === 'error') return { status: 'error', profile: undefined, error: state.error };
  if (state.status === 'loading') return { status: 'loading', profile: undefined };
  if (!state.data) return state.fromCache ? { status: 'loading', profile: undefined } : { status: 'missing', profile: undefined };
  return { status: 'ready', profile: state.data, pending: state.pending };
}

/**
 * The signed-in user's own profile, live; 'signedOut' when nobody is signed in.
 *
 * Not through reactfire (lib/reactfire.tsx): the header, the route guards and the public pages' buttons read it
 * outside the signed-in layout that mounts reactfire's providers, and a visitor's data page must not load the
 * Firestore SDK for it (useLiveDocAt imports it only once there is a profile to watch).
 */
export function useMyProfile(): ProfileState {
  const session = useSession();
  const state = useProfile(session.user?.uid ?? null);
  if (session.status === 'loading') return { status: 'loading', profile: undefined };
  if (session.status === 'signedOut') return { status: 'signedOut', profile: undefined };
  return state;
}
