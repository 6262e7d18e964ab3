import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentReference,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveDoc } from '../../../lib/liveQuery';
import type { Profile, Role } from '../../../lib/models';
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
      hourly_rate: typeof d.hourly_rate === 'number' && Number.isFinite(d.hourly_rate) ? d.hourly_rate : 0,
      topmate_url: d.topmate_url ?? '',
      specialization: d.specialization ?? '',
      expertise: Array.isArray(d.expertise) ? d.expertise.filter((t: unknown): t is string => typeof t === 'string') : [],
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

/** What sign-up knows about a new user; every other field starts empty. */
export interface NewProfile {
  display_name: string;
  avatar_url: string | null;
  role: Role;
  location: string;
}

/**
 * Creates the signed-in user's profile (admin_role is always 'student'; the rules refuse anything else).
 * The profile is usable at once from the local cache; the promise settles on the server's answer.
 */
export function createOwnProfile(uid: string, profile: NewProfile): Promise<void> {
  return setDoc(doc(getDb(), 'profiles', uid), {
    display_name: profile.display_name,
    avatar_url: profile.avatar_url,
    role: profile.role,
    admin_role: 'student',
    bio: '',
    description: '',
    location: profile.location,
    hourly_rate: 0,
    topmate_url: '',
    specialization: '',
    expertise: [],
    calendly_url: null,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

/** True when `uid` has a profile (read from the server when online, so a fresh sign-in sees it). */
export async function profileExists(uid: string): Promise<boolean> {
  return (await getDoc(doc(getDb(), 'profiles', uid))).exists();
}

/** The fields an owner may change on their own profile. */
export type OwnProfileChanges = Partial<
  Pick<
    Profile,
    | 'display_name'
    | 'avatar_url'
    | 'bio'
    | 'description'
    | 'location'
    | 'hourly_rate'
    | 'topmate_url'
    | 'specialization'
    | 'expertise'
  >
>;

/**
 * Updates the user's own profile. The change shows at once through the live profile (pending until the
 * server confirms); the returned promise settles on the server's answer, so callers only use it for errors.
 */
export function updateOwnProfile(uid: string, changes: OwnProfileChanges): Promise<void> {
  return updateDoc(doc(getDb(), 'profiles', uid), { ...changes, updated_at: serverTimestamp() });
}

export interface ProfileSummary {
  display_name: string;
  avatar_url: string | null;
}

/** Watches a profile's name and avatar (for the header, which loads Firestore only once signed in). */
export function subscribeProfileSummary(uid: string, onChange: (summary: ProfileSummary | null) => void): () => void {
  return onSnapshot(
    profileRef(uid),
    (snap) => {
      const p = snap.data();
      onChange(p ? { display_name: p.display_name, avatar_url: p.avatar_url } : null);
    },
    () => onChange(null),
  );
}
