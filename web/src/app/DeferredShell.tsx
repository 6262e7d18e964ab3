import { getDefaultZIndex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { ReloadPrompt } from './ReloadPrompt';

/** Phones: below Mantine's `sm` breakpoint, as the layout's own phone rules (app/layout/Layout.module.css). */
const PHONE = '(max-width: 47.99em)';

/**
 * Parts of the shell that are not needed for the first paint: the toast container (toasts
 * shown before it mounts wait in the store) and the service-worker update prompt.
 *
 * Toasts come in at the bottom (centred on a phone, on the right on a wider screen), clear of a dialog's title and
 * close button at its top, and above the dialog and its overlay; each is still announced (role="alert").
 */
export function DeferredShell() {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return (
    <>
      <Notifications position={phone ? 'bottom-center' : 'bottom-right'} limit={3} autoClose={4000} zIndex={getDefaultZIndex('max')} />
      <ReloadPrompt />
    </>
  );
}
