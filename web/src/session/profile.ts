import { doc, type DocumentReference } from 'firebase/firestore';
import { isOneOf, PAUSE_REASONS, paths, type MentorStats, type Profile } from '@mentorbridge/model';
import { documentReader, readText, readTextList, readTime } from '@/lib/converters';
import { getDb } from '@/lib/firestore';
import { useLiveDoc } from '@/lib/liveQuery';
import { useSession } from './session';

const finiteOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A mentor's stats as functions keep them, or null when there are none (or they are not well-formed). */
function readStats(value: unknown): MentorStats | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  return {
    median_response_hours: finiteOrNull(s.median_response_hours),
    decisions: finiteOrNull(s.decisions) ?? 0,
    response_rate: finiteOrNull(s.response_rate),
    open_requests: finiteOrNull(s.open_requests) ?? 0,
    last_active_at: readTime(s.last_active_at),
  };
}

/** Reads `profiles/{uid}` into the model's Profile, with the defaults of docs/data-model.md for missing fields. */
export const profileConverter = documentReader<Profile>((id, d) => ({
  id,
  display_name: readText(d.display_name),
  avatar_url: typeof d.avatar_url === 'string' && d.avatar_url ? d.avatar_url : null,
  role: d.role === 'mentor' ? 'mentor' : 'student',
  admin_role: d.admin_role === 'admin' ? 'admin' : 'student',
  bio: readText(d.bio),
  description: readText(d.description),
  location: readText(d.location),
  hourly_rate: typeof d.hourly_rate === 'number' && Number.isFinite(d.hourly_rate) ? d.hourly_rate : 0,
  topmate_url: readText(d.topmate_url),
  specialization: readText(d.specialization),
  expertise: readTextList(d.expertise),
  calendly_url: null,
  stats: readStats(d.stats),
  // Profiles written before pausing existed accept applications.
  accepting: d.accepting !== false,
  paused_reason: isOneOf(PAUSE_REASONS, d.paused_reason) ? d.paused_reason : null,
  accepting_changed_at: readTime(d.accepting_changed_at),
  created_at: readTime(d.created_at),
  updated_at: readTime(d.updated_at),
}));

export function profileRef(uid: string): DocumentReference<Profile> {
  return doc(getDb(), paths.profile(uid)).withConverter(profileConverter);
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
