/**
 * The current user, below every feature: who is signed in, their own profile, role checks and the person
 * avatar. Features take the session from here, never from the auth feature.
 */
export { SessionProvider, SessionContextProvider, useSession, whenSdksNeeded } from './session';
export type { Session, SessionStatus } from './session';
export { useMyProfile, useProfile } from './profile';
export { profileConverter } from './profileReader';
export type { ProfileState } from './profile';
export { hasRole, isAdmin, isMentor, roleLabel } from './roles';
export type { RoleRequirement } from './roles';
export { headerDisplayName } from './displayName';
export { PersonAvatar } from './PersonAvatar';
export { useBookingClick } from './bookingIntent';
