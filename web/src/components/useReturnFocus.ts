import { useEffect, useState } from 'react';

/**
 * For a dialog that its screen mounts only while it is open (`{selected && <Dialog />}`): Mantine returns the
 * focus to the opener when a modal closes, but not when it unmounts. This keeps the element that had the
 * focus when the dialog first rendered, and gives the focus back to it when the dialog goes away.
 */
export function useReturnFocus(): void {
  // Read during the first render, before the dialog's focus trap moves the focus inside.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (opener?.isConnected && opener !== document.body) opener.focus();
      });
    },
    [opener],
  );
}
