import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/config';
import { whenSdksNeeded } from '@/session/session';
import { PLATFORM_COUNT_NAMES, type FeaturedMentor, type PlatformFigures } from './figures';

/**
 * The home page's platform numbers and featured mentors (docs/architecture.md, "Start-up of the landing page"), as
 * last shown, kept on the device (localStorage): a repeat visit, or an offline one, shows them at once (the numbers
 * even before the app, from the inline loader), and the app reads them again from Firestore once per visit (refreshOnce).
 * Nothing here loads the Firestore code: that is readPlatformFigures.ts, a chunk of its own.
 */

const isText = (value: unknown): value is string => typeof value === 'string';

function isFeatured(value: unknown): value is FeaturedMentor {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return isText(m.id) && isText(m.name) && isText(m.specialization) && isText(m.responds) && (m.avatar_url === null || isText(m.avatar_url));
}

/** What the device holds, if it is well-formed (an older or damaged entry counts as none). */
function readStored(): PlatformFigures | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.platformFigures);
    const value = raw ? (JSON.parse(raw) as Partial<PlatformFigures> | null) : null;
    const counts = value?.counts;
    if (!counts || !PLATFORM_COUNT_NAMES.every((name) => isText(counts[name]))) return null;
    if (!Array.isArray(value.featured) || !value.featured.every(isFeatured)) return null;
    return { counts, featured: value.featured };
  } catch {
    // Storage can be unavailable (private mode): the page then waits for the server's numbers.
    return null;
  }
}

let figures: PlatformFigures | null | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => (figures === undefined ? (figures = readStored()) : figures);

/** Shows new figures on the page and keeps them on the device. */
export function showPlatformFigures(next: PlatformFigures): void {
  figures = next;
  try {
    localStorage.setItem(STORAGE_KEYS.platformFigures, JSON.stringify(next));
  } catch {
    // Not kept: the next visit reads them again.
  }
  listeners.forEach((listener) => listener());
}

let refreshing: Promise<void> | undefined;

/**
 * Reads the figures from Firestore once per visit; a failure (offline) keeps the last ones. Not during the landing
 * page's start-up: the read's code is the lists' shared chunk (about 24 KiB gzip to evaluate), so it waits as the SDKs
 * do (whenSdksNeeded): at once for a signed-in person, and for a visitor once they act on the page or have been
 * reading for a while. Until then the device's last figures show, or the places held for them.
 */
function refreshOnce(): void {
  refreshing ??= new Promise<void>((start) => void whenSdksNeeded(start))
    .then(() => import('./readPlatformFigures'))
    .then(({ readPlatformFigures }) => readPlatformFigures())
    .then(showPlatformFigures)
    .catch((error: unknown) => {
      console.warn('The platform numbers could not be read:', error);
      // The next visit of the home page tries again.
      refreshing = undefined;
    });
}

/**
 * The figures to show: none while the pre-rendered page hydrates (it was built without them; the inline loader may
 * have written the numbers already), then the device's, then the server's once read.
 */
export function usePlatformFigures(): PlatformFigures | null {
  useEffect(refreshOnce, []);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
