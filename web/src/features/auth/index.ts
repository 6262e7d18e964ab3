// The auth feature for the app shell: signing out from the account menus. The session itself is in src/session.
export { signOutWithToast, useLogout } from './signOut';
