import { doc, type DocumentReference, type FirestoreDataConverter } from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveDoc } from '../../../lib/liveQuery';
import type { Profile } from '../../../lib/models';
import { useSession } from '../../auth';

/** Reads profile documents with their id and sane defaults for missing fields. */
export const profileConverter: FirestoreDataConverter<Profile> = {
  toFirestore: (profile) => {
    const { id: _id, ...data } = profile as Profile;
    return data;
  },
  fromFirestore: (snapshot) => {
    const d = snapshot.data();
    return {
      id: snapshot.id,
      display_name: d.display_name ?? '',
      avatar_url: d.avatar_url ?? null,
      role: d.role === 'mentor' ? 'mentor' : 'student',
      admin_role: d.admin_role === 'admin' ? 'admin' : 'student',
      bio: d.bio ?? '',
      description: d.description ?? '',
      location: d.location ?? '',
      hourly_rate: typeof d.hourly_rate === 'number' ? d.hourly_rate : 0,
      topmate_url: d.topmate_url ?? '',
      specialization: d.specialization ?? '',
      expertise: Array.isArray(d.expertise) ? d.expertise : [],
      calendly_url: null,
      created_at: d.created_at ?? null,
      updated_at: d.updated_at ?? null,
    };
  },
};

export function profileRef(uid: string): DocumentReference<Profile> {
  return doc(getDb(), 'profiles', uid).withConverter(profileConverter);
}

export type ProfileState =
  | { status: 'loading'; profile: undefined }
  | { status: 'signedOut'; profile: undefined }
  | { status: 'missing'; profile: undefined }
  | { status: 'error'; profile: undefined; error: Error }
  | { status: 'ready'; profile: Profile; pending: boolean };

/** A profile by id (or null for none), live. 'missing' when the document does not exist. */
export function useProfile(uid: string | null): ProfileState {
  const state = useLiveDoc(uid ? profileRef(uid) : null);
  if (state.status === 'error') return { status: 'error', profile: undefined, error: state.error };
  if (state.status === 'loading') return { status: 'loading', profile: undefined };
  if (!state.data) return { status: 'missing', profile: undefined };
  return { status: 'ready', profile: state.data, pending: state.pending };
}

/** The signed-in user's own profile, live; 'signedOut' when nobody is signed in. */
export function useMyProfile(): ProfileState {
  const session = useSession();
  const state = useProfile(session.user?.uid ?? null);
  if (session.status === 'loading') return { status: 'loading', profile: undefined };
  if (session.status === 'signedOut') return { status: 'signedOut', profile: undefined };
  return state;
}

/** True when the profile belongs to an admin. */
export function isAdminProfile(profile: Pick<Profile, 'admin_role'> | undefined): boolean {
  return profile?.admin_role === 'admin';
}
