import { isAdmin, isMentor, TEXTS, type Profile } from '@mentorbridge/model';

// The predicates are the model's (model/src/roles.ts), shared with the functions; the session re-exports them.
export { isAdmin, isMentor };

/** What a screen can require of the signed-in user beyond being signed in. */
export type RoleRequirement = 'mentor' | 'admin';

/** What the profile's account is: "Mentor" or "Student" (an admin is either, with an Admin badge beside). */
export function roleLabel(profile: Pick<Profile, 'role'>): string {
  return isMentor(profile) ? TEXTS.roles.mentor : TEXTS.roles.student;
}

/** How each requirement is met. */
const MEETS: Record<RoleRequirement, (profile: Pick<Profile, 'role' | 'admin_role'> | null | undefined) => boolean> = {
  admin: isAdmin,
  mentor: isMentor,
};

/** True when the profile meets any of the requirements. */
export function hasRole(
  profile: Pick<Profile, 'role' | 'admin_role'> | null | undefined,
  roles: RoleRequirement | readonly RoleRequirement[],
): boolean {
  const wanted: readonly RoleRequirement[] = typeof roles === 'string' ? [roles] : roles;
  return wanted.some((requirement) => MEETS[requirement](profile));
}
