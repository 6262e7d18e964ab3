import { TEXTS, type Profile } from '@mentorbridge/model';

/** What a screen can require of the signed-in user beyond being signed in. */
export type RoleRequirement = 'mentor' | 'admin';

/** True for a profile with admin_role admin. */
export function isAdmin(profile: Pick<Profile, 'admin_role'> | null | undefined): boolean {
  return profile?.admin_role === 'admin';
}

/** True for a mentor's profile (an account that signed up as a professional). */
export function isMentor(profile: Pick<Profile, 'role'> | null | undefined): boolean {
  return profile?.role === 'mentor';
}

/** What the profile's account is: "Mentor" or "Student" (an admin is either, with an Admin badge beside). */
export function roleLabel(profile: Pick<Profile, 'role'>): string {
  return isMentor(profile) ? TEXTS.roles.mentor : TEXTS.roles.student;
}

/** True when the profile meets any of the requirements. */
export function hasRole(
  profile: Pick<Profile, 'role' | 'admin_role'> | null | undefined,
  roles: RoleRequirement | readonly RoleRequirement[],
): boolean {
  const wanted: readonly RoleRequirement[] = typeof roles === 'string' ? [roles] : roles;
  return wanted.some((role) => (role === 'admin' ? isAdmin(profile) : isMentor(profile)));
}
