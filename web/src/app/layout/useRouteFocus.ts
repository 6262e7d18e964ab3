import { useEffect, useRef } from 'react';
import { controlIdentity, findControl } from '@/lib/controls';

/** The id of the main landmark, the target of the "Skip to main content" link. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a new screen may take to show its heading (its code and data load lazily). */
const HEADING_WAIT_MS = 10_000;
/** How long Back waits for the control the reader left from before settling for the heading. */
const RETURN_WAIT_MS = 2_000;
/** A dialog still open this long after the change was opened by it (a project's detail), not closing. */
const DIALOG_CLOSE_MS = 600;
/** History entries whose last focused control is remembered (the most recent ones). */
const ENTRIES_KEPT = 20;

/** The control of the main content that last had the focus, by the router's location key. */
const lastFocused = new Map<string, string>();

function remember(key: string, identity: string): void {
  lastFocused.delete(key);
  lastFocused.set(key, identity);
  if (lastFocused.size > ENTRIES_KEPT) {
    const oldest = lastFocused.keys().next();
    if (!oldest.done) lastFocused.delete(oldest.value);
  }
}

export interface RouteFocusOptions {
  pathname: string;
  /** The address's fragment ("#review"): the element of that id is the target, once the screen shows it. */
  hash?: string;
  /** The router's key of the history entry shown. */
  entry: string;
  /** The entry was returned to (Back or Forward, a POP navigation) rather than opened. */
  returning: boolean;
}

/**
 * After a route change, moves focus to the new screen's main heading, so keyboard and screen-reader users
 * start reading at the new content instead of wherever the old page left them. Back (or Forward) instead
 * returns the focus to the control the reader left the page from (the "View Profile" link of a card in a
 * list), found again by what names it (lib/controls.ts), so they go on where they were. Not on the first load
 * (the browser starts at the top anyway), not when the new route opened a dialog (the dialog keeps its
 * focus), and not when the focus is on an element of the page that stayed (a dialog's route closed and
 * returned the focus to its opener); a dialog that is closing (the mobile menu after a choice) is waited out.
 * The focus never scrolls: ScrollRestoration puts the position back on Back, and a new screen starts at the top.
 * An address with a fragment ("/profile/maya#review", a first load too) is the exception: once the screen shows the
 * element of that id (its data loads later than the browser's own jump), it is scrolled to and focused.
 */
export function useRouteFocus({ pathname, hash = '', entry, returning }: RouteFocusOptions): void {
  const first = useRef(true);
  const shown = useRef({ entry, returning });
  shown.current = { entry, returning };

  // The control the reader focuses last on each entry: a link followed has the focus as it is clicked.
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (!(event.target instanceof Element) || !main?.contains(event.target)) return;
      const identity = controlIdentity(event.target);
      if (identity) remember(shown.current.entry, identity);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  const fragment = hash.length > 1 ? safeDecode(hash.slice(1)) : '';
  useEffect(() => {
    const firstLoad = first.current;
    first.current = false;
    if (firstLoad && !fragment) return;
    const left = shown.current.returning ? lastFocused.get(shown.current.entry) : undefined;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (fragment && !left) {
        const target = document.getElementById(fragment);
        if (target && main?.contains(target)) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.scrollIntoView({ block: 'start' });
          target.focus({ preventScroll: true });
          return;
        }
        // Not there (yet): wait for it, then give up quietly; a first load keeps the focus where the browser put it.
        if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
        return;
      }
      const heading = main?.querySelector<HTMLElement>('h1');
      const elapsed = performance.now() - started;
      const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
      if (dialogOpen && elapsed > DIALOG_CLOSE_MS) return;
      // Focus on something of the page that stayed (a dialog closed back to its opener) is left where it is.
      const active = document.activeElement;
      if (!dialogOpen && main && active && active !== main && main.contains(active) && active !== heading) return;
      if (!dialogOpen && main) {
        const control = left ? findControl(left, main) : null;
        const target = control ?? (!left || elapsed > RETURN_WAIT_MS ? heading : null);
        if (target) {
          if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
          return;
        }
      }
      if (elapsed < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    // One frame later: a dialog opened by the same navigation has been mounted by then.
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(attempt)));
    return () => cancelAnimationFrame(frame);
  }, [pathname, fragment]);
}

/** A fragment as written ("%C3%A9" or "é"), never a thrown URIError. */
function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
