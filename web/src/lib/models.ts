import type { Timestamp } from 'firebase/firestore';

/** A denormalised copy of a person kept on documents that show them (kept fresh by a function). */
export interface PersonCopy {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

export type Role = 'student' | 'mentor';
export type AdminRole = 'admin' | 'student';

/** `profiles/{uid}` as stored (field names are the data-model contract). */
export interface Profile {
  id: string;
  display_name: string;
  avatar_url: string | null;
  role: Role;
  admin_role: AdminRole;
  bio: string;
  description: string;
  location: string;
  hourly_rate: number;
  topmate_url: string;
  specialization: string;
  expertise: string[];
  calendly_url: null;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
}

/** The copy of a profile that other documents embed. */
export function personCopy(profile: Pick<Profile, 'id' | 'display_name' | 'avatar_url'>): PersonCopy {
  return { id: profile.id, display_name: profile.display_name, avatar_url: profile.avatar_url ?? null };
}
