/**
 * What a profile's roles make of its user (docs/data-model.md, `profiles.role` and `profiles.admin_role`): the one
 * place any layer compares a role. ESLint refuses a role compared by hand anywhere else (eslint.config.js).
 */
import type { AdminRole, Role } from './enums';

/** The stored values the predicates test, for what is not a comparison: queries and writes. */
export const ROLE = { student: 'student', mentor: 'mentor' } as const satisfies Record<Role, Role>;
export const ADMIN_ROLE = { admin: 'admin', none: 'student' } as const satisfies Record<string, AdminRole>;

/**
 * Anything that carries a role: a profile, a role on its own (`{ role }`), or a document's data as stored (any other
 * value is no role); null or undefined is no one.
 */
type WithRole = { readonly role?: unknown } | null | undefined;
type WithAdminRole = { readonly admin_role?: unknown } | null | undefined;

/** True for an admin (admin_role admin), whatever their account. */
export const isAdmin = (profile: WithAdminRole): boolean => profile?.admin_role === ADMIN_ROLE.admin;

/** True for a mentor's account (one that signed up as a professional). */
export const isMentor = (profile: WithRole): boolean => profile?.role === ROLE.mentor;

/** True for a student's account. */
export const isStudent = (profile: WithRole): boolean => profile?.role === ROLE.student;
