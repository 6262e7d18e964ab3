// Sign-out for the app shell's account menus. It shows toasts, so it lives beside the feature's components,
// not in api/ (docs/architecture.md).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';

/** Asked when some of the user's writes are still queued on this device at sign-out. */
export const UNSENT_CHANGES_WARNING = TEXTS.confirm.signOutWithUnsentChanges;

/**
 * Deletes what this device keeps of the user (Firestore's cache and queued writes, private lists),
 * so the next person on a shared device cannot read it. Best effort: another open tab can keep
 * Firestore's database in use, which must not stop the sign-out itself.
 */
async function clearUserData(uid: string | null): Promise<void> {
  const [{ clearFirestoreCache }, { clearPrivateData }] = await Promise.all([
    import('@/lib/firestore'),
    import('@/lib/offlineCache'),
  ]);
  await Promise.all([
    clearFirestoreCache().catch((error: unknown) => console.warn('Could not clear the Firestore cache:', error)),
    clearPrivateData(uid).catch((error: unknown) => console.warn('Could not clear the offline cache:', error)),
  ]);
}

/**
 * Signs out with the sign-out toasts (the model's TEXTS); resolves true when the user is signed out. Waits briefly for
 * queued writes and asks before discarding any, then clears the user's data from this device.
 * `beforeSignOut` runs once the sign-out is certain (after the question, before the session ends):
 * callers leave a login-required page there, so it never sees the sign-out and remembers itself
 * as the next sign-in's destination, while "Cancel" keeps the user where they were.
 */
export async function signOutWithToast(beforeSignOut?: () => void): Promise<boolean> {
  try {
    const [{ signOut }, { getAuthInstance }, { pendingWritesSettled }] = await Promise.all([
      import('firebase/auth'),
      import('@/lib/auth'),
      import('@/lib/firestore'),
    ]);
    // The usual wait for the server (lib/writeOutcome): offline queued writes cannot go, so it asks sooner.
    const settled = await pendingWritesSettled();
    if (!settled && !window.confirm(UNSENT_CHANGES_WARNING)) return false;
    beforeSignOut?.();
    const auth = getAuthInstance();
    await clearUserData(auth.currentUser?.uid ?? null);
    await signOut(auth);
    toast.notice(TEXTS.toasts.session.signedOut.message, { title: TEXTS.toasts.session.signedOut.title });
    return true;
  } catch {
    toast.error(TEXTS.toasts.session.signOutFailed.message, { title: TEXTS.toasts.session.signOutFailed.title });
    return false;
  }
}

/**
 * The account menus' Logout: once the sign-out is certain, home first (committed at once), so a login-required page
 * never sees the sign-out and remembers itself as the place to return to after the next sign-in.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void signOutWithToast(() => navigate('/', { flushSync: true })), [navigate]);
}
