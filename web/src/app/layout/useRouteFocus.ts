import { useEffect, useRef } from 'react';

/** The id of the main landmark, the target of the "Skip to main content" link. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a new screen may take to show its heading (its code and data load lazily). */
const HEADING_WAIT_MS = 10_000;
/** A dialog still open this long after the change was opened by it (a project's detail), not closing. */
const DIALOG_CLOSE_MS = 600;

/**
 * After a route change, moves focus to the new screen's main heading, so keyboard and screen-reader users
 * start reading at the new content instead of wherever the old page left them. Not on the first load
 * (the browser starts at the top anyway), not when the new route opened a dialog (the dialog keeps its
 * focus), and not when the focus is on an element of the page that stayed (a dialog's route closed and
 * returned the focus to its opener); a dialog that is closing (the mobile menu after a choice) is waited out.
 */
export function useRouteFocus(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      const heading = main?.querySelector<HTMLElement>('h1');
      const elapsed = performance.now() - started;
      const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
      if (dialogOpen && elapsed > DIALOG_CLOSE_MS) return;
      // Focus on something of the page that stayed (a dialog closed back to its opener) is left where it is.
      const active = document.activeElement;
      if (!dialogOpen && main && active && active !== main && main.contains(active) && active !== heading) return;
      if (heading && !dialogOpen) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // Without scrolling: Back puts the scroll position of the list it returns to back (ScrollRestoration),
        // and a new screen starts at the top anyway.
        heading.focus({ preventScroll: true });
        return;
      }
      if (elapsed < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    // One frame later: a dialog opened by the same navigation has been mounted by then.
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(attempt)));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
