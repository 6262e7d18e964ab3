import { useEffect } from 'react';
import { EARLY_CLICKS_KEY } from '../config';
import { counterpartOf } from '@/lib/controls';

/**
 * Taps on the pre-rendered landing page's buttons (the theme toggle, the menu) before the app has
 * started would do nothing: React only handles events once the page is hydrating. The page's inline
 * loader (loaderScript.ts) records them in this list; the app stops the recording as it starts
 * hydrating, when React takes over, and replays them once hydrated.
 */
export interface EarlyClicks extends Array<Element> {
  /** Set when the app starts hydrating: from then on React handles clicks itself. */
  closed?: boolean;
}

/** Stops the recording and hands over what was recorded (nothing on pages without the loader). */
export function takeEarlyClicks(): Element[] {
  const clicks = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_KEY];
  if (!clicks) return [];
  clicks.closed = true;
  return clicks.splice(0);
}

/** What the app takes over from the page it replaced or hydrated: the recorded taps and the focused control. */
export interface HandOver {
  clicks: Element[];
  focused: Element | null;
}

/**
 * Replays the recorded clicks once the tree around them has hydrated (or has replaced the shell they were
 * made on: a data page's build-time shell is replaced by the app, not hydrated), and gives the focus back to
 * the control that had it on a replaced shell (lib/controls.ts finds the app's same control). `take` is called
 * once the app has committed, so a shell's taps and focus are taken as late as possible (its render is
 * time-sliced, and the reader may act on the shell meanwhile). Renders nothing.
 */
export function ReplayEarlyClicks({ take }: { take: () => HandOver }) {
  useEffect(() => {
    const { clicks, focused } = take();
    // Emptied as it replays, so a second run of the effect (StrictMode in development) adds nothing.
    for (const target of clicks.splice(0)) counterpartOf(target)?.click();
    const active = document.activeElement;
    if (focused && (!active || active === document.body)) counterpartOf(focused)?.focus({ preventScroll: true });
  }, [take]);
  return null;
}
