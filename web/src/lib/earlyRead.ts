import { EARLY_READ_KEY } from '../config';

/**
 * A data page's first read, started by its shell's inline loader (startup/loaderScript.ts) while the app's
 * scripts download, instead of once they have run: the request the build wrote for the page's list with no
 * filters, no search and the default sort (dataPageShells in startup/prerender.tsx), made only when the address has no query.
 */
export interface EarlyRead {
  url: string;
  body: string;
  response: Promise<Response>;
  /**
   * Called by the page's early cards (lib/earlyCards.ts) once they are in, with their pictures, or once none
   * will come: the loader requests the app's scripts then.
   */
  shown: () => void;
}

/**
 * The early read's response when `url` and `body` are exactly its request, once; null otherwise (another
 * request, a later read, or no early read), and the caller fetches as usual.
 */
export function takeEarlyRead(url: string, body: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, EarlyRead | undefined>;
  const early = holder[EARLY_READ_KEY];
  if (!early || early.url !== url || early.body !== body) return null;
  delete holder[EARLY_READ_KEY];
  return early.response;
}
