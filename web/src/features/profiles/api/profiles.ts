import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import {
  newProfile,
  paths,
  type PROFILE_OWNER_FIELDS,
  type Profile,
  type ProfileFields,
} from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import type { LocalWrite } from '@/lib/writeOutcome';

/** What sign-up knows about a new user; every other field starts with the model's defaults. */
export type NewProfile = Pick<ProfileFields, 'display_name' | 'avatar_url' | 'role' | 'location'>;

/**
 * Creates the signed-in user's profile (admin_role is always 'student'; the rules refuse anything else).
 * The profile is usable at once from the local cache; `saved` settles on the server's answer.
 */
export function createOwnProfile(uid: string, profile: NewProfile): LocalWrite {
  return { id: uid, saved: setDoc(doc(getDb(), paths.profile(uid)), newProfile(profile, serverTimestamp())) };
}

/** True when `uid` has a profile (read from the server when online, so a fresh sign-in sees it). */
export async function profileExists(uid: string): Promise<boolean> {
  return (await getDoc(doc(getDb(), paths.profile(uid)))).exists();
}

/** The fields an owner may change on their own profile (the model's list, less the time it stamps). */
export type OwnProfileChanges = Partial<Pick<Profile, Exclude<(typeof PROFILE_OWNER_FIELDS)[number], 'updated_at'>>>;

/**
 * Updates the user's own profile. The change shows at once through the live profile (pending until the
 * server confirms); the returned promise settles on the server's answer, so callers only use it for errors.
 */
export function updateOwnProfile(uid: string, changes: OwnProfileChanges): Promise<void> {
  return updateDoc(doc(getDb(), paths.profile(uid)), { ...changes, updated_at: serverTimestamp() });
}

/** A mentor pauses new applications themselves, or resumes them (which also ends an automatic pause). */
export function setAccepting(uid: string, accepting: boolean): Promise<void> {
  return updateDoc(doc(getDb(), paths.profile(uid)), {
    accepting,
    paused_reason: accepting ? null : 'self',
    accepting_changed_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

