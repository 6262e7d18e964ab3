/**
 * The pre-rendered pages' inline loader, at the end of their body: it writes the home page's last numbers in, sends a
 * data page's first read, records taps on buttons until the app takes over (earlyClicks.tsx replays them), and
 * requests the app's scripts once the first contentful paint has been presented (on a data page, once its first
 * cards have been: lib/earlyCards.ts). A classic inline script (build/inlineScripts.ts): it may import types only.
 */
import type { EarlyRead } from '@/lib/earlyRead';
import type { EarlyClicks } from './earlyClicks';

// From config.ts: the window properties of the recorded taps and of the early read, where the device keeps the home
// page's last numbers, and the attribute naming a number's element.
declare const MB_EARLY_CLICKS_KEY: string;
declare const MB_EARLY_READ_KEY: string;
declare const MB_PLATFORM_KEY: string;
declare const MB_PLATFORM_ATTRIBUTE: string;
/** The entry script's URL, and the boot's own chunks (React DOM's client), which the entry does not import statically. */
declare const MB_ENTRY_SCRIPT: string;
declare const MB_BOOT_FILES: readonly string[];
/** A data page's first read, [url, body] (dataPageShells in startup/prerender.tsx); empty on other pages. */
declare const MB_EARLY_READ: readonly string[];

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

// The paint entry arrives after the first contentful paint has been presented; one more task later, the requests
// start (where paint timing is missing, after the next frame; background tabs, which do not paint, after 3 s). On a
// data page they wait for its first cards too, with the pictures they load first, and start after the frame that
// paints them: the answer and those pictures do not share a slow network with the app's 200 KiB of scripts.
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
