import { notifications } from '@mantine/notifications';

/** Signs out with the spec's toasts; resolves true when the user is signed out. */
export async function signOutWithToast(): Promise<boolean> {
  try {
    const [{ signOut }, { getAuthInstance }] = await Promise.all([
      import('firebase/auth'),
      import('../../../lib/auth'),
    ]);
    await signOut(getAuthInstance());
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
