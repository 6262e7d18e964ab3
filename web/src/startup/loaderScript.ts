/**
 * The pre-rendered pages' inline loader, at the end of their body: it writes the home page's last numbers in, records
 * taps on buttons until the app takes over (earlyClicks.tsx replays them), and requests the app's scripts only once the first
 * contentful paint has been presented, so they never compete with the page's first paint; on a data
 * page, once its first cards have been (lib/earlyCards.ts).
 *
 * Not a module of the app: the build compiles it into a classic inline script (inlineScript in
 * build/inlineScripts.ts) and writes the values below into it, so it may import types only.
 */
import type { EarlyRead } from '@/lib/earlyRead';
import type { EarlyClicks } from './earlyClicks';

/** The window property the recorded taps go under: EARLY_CLICKS_KEY in config.ts. */
declare const MB_EARLY_CLICKS_KEY: string;
/** The entry script's URL, from the build. */
declare const MB_ENTRY_SCRIPT: string;
/** The boot's own chunks (React DOM's client), which the entry does not import statically. */
declare const MB_BOOT_FILES: readonly string[];

/** The window property the early read goes under: EARLY_READ_KEY in config.ts. */
declare const MB_EARLY_READ_KEY: string;
/** A data page's first read, [url, body] (the page definition's list: dataPageShells in startup/prerender.tsx); empty on other pages. */
declare const MB_EARLY_READ: readonly string[];

/** Where the device keeps the home page's last numbers (STORAGE_KEYS.platformFigures in config.ts). */
declare const MB_PLATFORM_KEY: string;
/** The attribute naming a number's element on the home page (PLATFORM_FIGURE_ATTRIBUTE in config.ts). */
declare const MB_PLATFORM_ATTRIBUTE: string;

// The home page's numbers as this device last showed them (app/home/platformFigures.ts), written in before the first
// paint: a repeat visit, or an offline one, shows them at once; the app hydrates over them and reads them again.
try {
  const counts = (JSON.parse(localStorage.getItem(MB_PLATFORM_KEY) ?? 'null') as { counts?: Record<string, unknown> } | null)?.counts;
  if (counts) {
    document.querySelectorAll(`[${MB_PLATFORM_ATTRIBUTE}]`).forEach((element) => {
      const shown = counts[element.getAttribute(MB_PLATFORM_ATTRIBUTE) ?? ''];
      if (typeof shown === 'string') element.textContent = shown;
    });
  }
} catch {
  // No storage (private mode) or no numbers kept: the page waits for the app's.
}

// A data page's first page is asked for now, before the app's scripts; the REST client takes the answer when it
// makes the same request (lib/earlyRead.ts). Not with a query in the address: filters, a search or more pages
// make another request.
let firstCards: Promise<void> | undefined;
if (MB_EARLY_READ.length === 2 && !location.search && 'fetch' in window) {
  const [url, body] = MB_EARLY_READ;
  const response = fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
  // A failure is the client's to report, when it takes the answer; none is left unhandled meanwhile.
  response.catch(() => undefined);
  firstCards = new Promise((shown) => {
    const early: EarlyRead = { url, body, response, shown };
    (window as unknown as Record<string, unknown>)[MB_EARLY_READ_KEY] = early;
  });
}

const clicks: EarlyClicks = [];
(window as unknown as Record<string, EarlyClicks>)[MB_EARLY_CLICKS_KEY] = clicks;
document.addEventListener(
  'click',
  (event) => {
    // Not every target is an element (a text node in older browsers).
    const target = event.target as Partial<Element> | null;
    const button = !clicks.closed && target?.closest?.('button');
    if (button) clicks.push(button);
  },
  true,
);

let loaded = false;
function load(): void {
  if (loaded) return;
  loaded = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = MB_ENTRY_SCRIPT;
  document.head.appendChild(script);
  MB_BOOT_FILES.forEach((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
}

// The paint entry arrives after the first contentful paint has been presented; one more task later,
// the requests start. Where paint timing is missing, after the next frame. The last timeout covers
// background tabs, which do not paint.
//
// On a data page, the scripts wait for its first cards too: the early cards say when they are in, with the
// pictures they load first, or that none will come (lib/earlyCards.ts), and the requests start after the
// frame that paints them. The answer and those pictures then do not share a slow network with the app's
// 200 KiB of scripts; the app could not show the list sooner, as it takes that same answer.
const later = () => {
  const start = () => setTimeout(load, 0);
  if (firstCards) void firstCards.then(() => requestAnimationFrame(start));
  else start();
};
// supportedEntryTypes is missing in older browsers.
if ('PerformanceObserver' in window && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      later();
    }
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(later);
}
setTimeout(load, 3000);
