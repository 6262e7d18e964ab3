export { SessionProvider, useSession, SessionContextProvider } from './api/session';
export type { Session, SessionStatus } from './api/session';
export { headerDisplayName, avatarInitial } from './api/displayName';
export { signOutWithToast } from './api/signOut';
