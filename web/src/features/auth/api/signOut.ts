import { notifications } from '@mantine/notifications';

/** Asked when some of the user's writes are still queued on this device at sign-out. */
export const UNSENT_CHANGES_WARNING =
  "Some of your changes haven't been sent yet (you may be offline). If you sign out now, they will be lost. Sign out anyway?";

// How long to let queued writes reach the server before asking; offline they cannot, so ask sooner.
const PENDING_WAIT_MS = 3000;
const OFFLINE_PENDING_WAIT_MS = 300;

/**
 * Deletes what this device keeps of the user (Firestore's cache and queued writes, private lists),
 * so the next person on a shared device cannot read it. Best effort: another open tab can keep
 * Firestore's database in use, which must not stop the sign-out itself.
 */
async function clearUserData(uid: string | null): Promise<void> {
  const [{ clearFirestoreCache }, { clearPrivateData }] = await Promise.all([
    import('../../../lib/firestore'),
    import('../../../lib/offlineCache'),
  ]);
  await Promise.all([
    clearFirestoreCache().catch((error: unknown) => console.warn('Could not clear the Firestore cache:', error)),
    clearPrivateData(uid).catch((error: unknown) => console.warn('Could not clear the offline cache:', error)),
  ]);
}

/**
 * Signs out with the spec's toasts; resolves true when the user is signed out. Waits briefly for
 * queued writes and asks before discarding any, then clears the user's data from this device.
 * `beforeSignOut` runs once the sign-out is certain (after the question, before the session ends):
 * callers leave a login-required page there, so it never sees the sign-out and remembers itself
 * as the next sign-in's destination, while "Cancel" keeps the user where they were.
 */
export async function signOutWithToast(beforeSignOut?: () => void): Promise<boolean> {
  try {
    const [{ signOut }, { getAuthInstance }, { pendingWritesSettled }] = await Promise.all([
      import('firebase/auth'),
      import('../../../lib/auth'),
      import('../../../lib/firestore'),
    ]);
    const settled = await pendingWritesSettled(navigator.onLine ? PENDING_WAIT_MS : OFFLINE_PENDING_WAIT_MS);
    if (!settled && !window.confirm(UNSENT_CHANGES_WARNING)) return false;
    beforeSignOut?.();
    const auth = getAuthInstance();
    await clearUserData(auth.currentUser?.uid ?? null);
    await signOut(auth);
    notifications.show({ title: 'Signed out successfully', message: 'You have been signed out of your account.' });
    return true;
  } catch {
    notifications.show({
      color: 'red',
      title: 'Error signing out',
      message: 'There was an error signing out. Please try again.',
    });
    return false;
  }
}
