import { Notifications } from '@mantine/notifications';
import { ReloadPrompt } from './ReloadPrompt';

/**
 * Parts of the shell that are not needed for the first paint: the toast container (toasts
 * shown before it mounts wait in the store) and the service-worker update prompt.
 */
export function DeferredShell() {
  return (
    <>
      <Notifications position="top-right" limit={3} autoClose={4000} />
      <ReloadPrompt />
    </>
  );
}
