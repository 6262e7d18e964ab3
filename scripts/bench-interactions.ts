// The bench's interactions phase (scripts/bench.mjs loads it): how long each interaction of the main screens takes
// to answer, and what a visitor's ordinary visit receives from Firestore.
//
// Each interaction is measured in the page with the Event Timing API (what INP reports): the longest `event` entry
// (durationThreshold 16 ms) of the interaction, from the input to the next paint, with the CPU slowed 4x through
// the DevTools protocol (Lighthouse's mobile setting). The page is warmed by a first visit; each run then loads
// it again at full speed, lets it settle, slows the CPU, acts, and waits for the response. The figure is the 75th
// percentile of the runs (as INP's field data is), against a target of 200 ms.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { signedInPage } from '../web/e2e/support/session.ts';
import { DEMO_ACCOUNTS, DEMO_STUDENT_ID, DISCUSSIONS, ENROLLMENTS, PAUSED_MENTOR_ID, PROJECTS } from './demo/index.ts';
import { firestoreMeter } from './firestore-meter.mjs';

/** Every interaction answers within this many ms (input to next paint, at 4x CPU), at the 75th percentile. */
export const INTERACTION_TARGET_MS = 200;
/** What a visitor's ordinary visit may receive from Firestore, in documents. */
export const VISIT_DOCUMENTS_TARGET = 100;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** The smallest duration the Event Timing API reports (entries shorter than this are not seen: under 16 ms). */
const DURATION_THRESHOLD = 16;
/** How long a page is left to settle (its live listeners, idle-time loads) before it is measured. */
const SETTLE_MS = 1500;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Who = 'visitor' | 'student' | 'admin';

interface Interaction {
  name: string;
  who: Who;
  phone?: boolean;
  /** Where each run starts; the page is loaded there (unslowed) and ready() waited for. */
  path: string;
  /** Runs in the page before its scripts (the context's init script). */
  init?: () => void;
  /** The page is ready to act on. */
  ready: (page: Page) => Promise<void>;
  /** Before the measure, unslowed: whatever the interaction needs first (a dialog open, a field focused). */
  before?: (page: Page) => Promise<void>;
  /** The interaction; resolves once its response is shown. May return a note printed beside the figure. */
  act: (page: Page) => Promise<string | void>;
}

export interface InteractionResult {
  name: string;
  /** The 75th percentile of the runs, in ms (0: under the API's 16 ms threshold). */
  p75: number;
  runs: number[];
  notes: string[];
}

export interface VisitStep {
  step: string;
  documents: number;
  kb: number;
}

const article = (page: Page) => page.locator('main article:not([aria-hidden="true"] article)');
const cardsIn = async (page: Page) => article(page).first().waitFor({ timeout: 60_000 });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });

/** A demo project the demo student has not applied to, whose mentor takes requests, with seats. */
const OPEN_PROJECT = PROJECTS.find(
  (p) => p.mentor_id !== PAUSED_MENTOR_ID && p.seats !== 1 && !ENROLLMENTS.some((e) => e.project_id === p.id && e.student_id === DEMO_STUDENT_ID),
);
const DISCUSSION = DISCUSSIONS[0];

/** Waits until `locator`'s attribute changes from `was`. */
async function attributeChanges(locator: Locator, name: string, was: string | null): Promise<void> {
  await locator.evaluate(
    (el, [attr, before]) =>
      new Promise<void>((resolve) => {
        if (el.getAttribute(attr as string) !== before) return resolve();
        const observer = new MutationObserver(() => {
          if (el.getAttribute(attr as string) !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el, { attributes: true });
      }),
    [name, was],
  );
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'type a search term on /mentorship (worst keystroke)',
    who: 'visitor',
    path: '/mentorship',
    ready: cardsIn,
    before: (page) => page.getByRole('textbox', { name: 'Search mentors' }).focus(),
    act: async (page) => {
      await page.keyboard.type('python', { delay: 120 });
      const typed = Date.now();
      await page.waitForFunction(
        () => new URLSearchParams(location.search).get('q') === 'python' && !document.querySelector('[aria-busy="true"]'),
        undefined,
        { timeout: 60_000 },
      );
      return `list changed ${Date.now() - typed} ms after the last key`;
    },
  },
  {
    name: 'choose a directory filter (/mentorship industry)',
    who: 'visitor',
    path: '/mentorship',
    ready: cardsIn,
    // The platform's own select: a key on it changes the choice (a picker's option is not a page event).
    before: (page) => page.getByRole('combobox', { name: 'Industry', exact: true }).focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => new URLSearchParams(location.search).has('industry'), undefined, { timeout: 60_000 });
    },
  },
  {
    name: '"Load more" on /mentorship',
    who: 'visitor',
    path: '/mentorship',
    // The press itself: the foot's observer, which reads the same page when the foot scrolls into view (as the
    // press scrolls it), is left out, so the button is there to be pressed (components/LoadMore.tsx does without).
    init: () => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
    ready: cardsIn,
    act: async (page) => {
      const shown = await article(page).count();
      await page.getByRole('button', { name: 'Load more mentors' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('main article').length > n, shown, { timeout: 60_000 });
    },
  },
  {
    name: "open a project's dialog on /projects",
    who: 'visitor',
    path: '/projects',
    ready: cardsIn,
    act: async (page) => {
      await page.getByRole('button', { name: 'Explore Project' }).first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Details' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'open the dashboard from the account menu (student)',
    who: 'student',
    path: '/profile',
    ready: (page) => page.getByRole('button', { name: 'Open account menu' }).waitFor({ timeout: 60_000 }),
    before: async (page) => {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
      await heading(page, /dashboard/i);
    },
  },
  {
    name: 'like a discussion (student)',
    who: 'student',
    path: `/community/discussion/${DISCUSSION.id}`,
    ready: (page) => page.getByRole('button', { name: /^Like discussion/ }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 }),
    act: async (page) => {
      const like = page.getByRole('button', { name: /^Like discussion/ });
      const was = await like.getAttribute('aria-pressed');
      await like.click();
      await attributeChanges(like, 'aria-pressed', was);
    },
  },
  {
    name: 'switch the colour theme (/mentorship)',
    who: 'visitor',
    path: '/mentorship',
    ready: cardsIn,
    act: async (page) => {
      const toggle = page.getByRole('button', { name: /^Theme: / });
      const was = await toggle.getAttribute('aria-label');
      await toggle.click();
      await attributeChanges(toggle, 'aria-label', was);
    },
  },
  {
    name: 'open the phone menu (/mentorship)',
    who: 'visitor',
    phone: true,
    path: '/mentorship',
    ready: cardsIn,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'change an admin tab',
    who: 'admin',
    path: '/admin',
    ready: (page) => page.getByRole('tab', { name: 'Projects' }).waitFor({ timeout: 60_000 }),
    act: async (page) => {
      const tab = page.getByRole('tab', { name: 'Projects' });
      await tab.click();
      await attributeChanges(tab, 'aria-selected', 'false');
    },
  },
  {
    name: 'open the apply dialog (student)',
    who: 'student',
    path: `/projects/${OPEN_PROJECT?.id ?? ''}`,
    ready: (page) =>
      page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).and(page.locator(':enabled:not([data-loading])')).waitFor({ timeout: 60_000 }),
    act: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('dialog', { name: /^Apply to / }).waitFor({ timeout: 60_000 });
    },
  },
];

/** An Event Timing entry of an interaction, as the page reports it (ms). */
interface EventEntry {
  name: string;
  duration: number;
  /** From the input to its handlers starting, through the handlers, and from their end to the next paint. */
  delay: number;
  processing: number;
  presentation: number;
}

/** Collects the page's Event Timing entries of interactions from now on (window.__mbEvents). */
function observeEvents(threshold: number): void {
  const w = window as unknown as { __mbEvents: EventEntry[]; __mbObserver?: PerformanceObserver; __mbKeep: (entries: PerformanceEntryList) => void };
  w.__mbObserver?.disconnect();
  w.__mbEvents = [];
  w.__mbKeep = (entries) => {
    for (const entry of entries) {
      // interactionId: the Event Timing spec's (not yet in TypeScript's DOM types); 0 for events of no interaction.
      const timing = entry as PerformanceEventTiming & { interactionId?: number };
      if (!timing.interactionId) continue;
      w.__mbEvents.push({
        name: timing.name,
        duration: timing.duration,
        delay: timing.processingStart - timing.startTime,
        processing: timing.processingEnd - timing.processingStart,
        presentation: timing.startTime + timing.duration - timing.processingEnd,
      });
    }
  };
  const observer = new PerformanceObserver((list) => w.__mbKeep(list.getEntries()));
  // durationThreshold is part of the Event Timing spec's observe() options (not yet in TypeScript's DOM types).
  observer.observe({ type: 'event', buffered: false, durationThreshold: threshold } as PerformanceObserverInit);
  w.__mbObserver = observer;
}

/** The longest entry of the interactions observed since observeEvents() (null: none reached 16 ms). */
async function longestEvent(page: Page): Promise<EventEntry | null> {
  return page.evaluate(async () => {
    const w = window as unknown as { __mbEvents: EventEntry[]; __mbObserver?: PerformanceObserver; __mbKeep: (entries: PerformanceEntryList) => void };
    // Entries are queued after the paint that follows the event: two frames and a moment later they are all in.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))));
    w.__mbKeep(w.__mbObserver?.takeRecords() ?? []);
    w.__mbObserver?.disconnect();
    return w.__mbEvents.reduce<EventEntry | null>((longest, e) => (longest && longest.duration >= e.duration ? longest : e), null);
  });
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

async function slowDown(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
}

async function measure(page: Page, interaction: Interaction, runs: number): Promise<InteractionResult> {
  const cdp = await page.context().newCDPSession(page);
  const load = async () => {
    await page.goto(interaction.path);
    await interaction.ready(page);
    await settled(page);
  };
  // The first visit warms the caches (scripts, the device copy of the lists) and is not measured.
  await load();
  const result: InteractionResult = { name: interaction.name, p75: 0, runs: [], notes: [] };
  for (let run = 0; run < runs; run += 1) {
    await load();
    await interaction.before?.(page);
    await page.evaluate(observeEvents, DURATION_THRESHOLD);
    await slowDown(cdp, CPU_SLOWDOWN);
    try {
      const note = await interaction.act(page);
      const longest = await longestEvent(page);
      result.runs.push(longest?.duration ?? 0);
      const parts = longest ? `${longest.name}: ${[longest.delay, longest.processing, longest.presentation].map(Math.round).join('/')}` : 'none';
      result.notes.push(note ? `${parts}, ${note}` : parts);
    } finally {
      await slowDown(cdp, 1);
    }
  }
  result.p75 = percentile(result.runs, 0.75);
  await cdp.detach();
  return result;
}

/**
 * A signed-out visitor's ordinary visit, in one fresh browser context: home, then through the header's links
 * /mentorship, /projects (and a project's dialog), /community (and a discussion), /career-hub. What each step
 * received from Firestore: documents (the Listen channel's document changes and the lists' REST rows) and KB.
 */
async function visitorVisit(browser: Browser, origin: string, firestoreHost: string): Promise<VisitStep[]> {
  const context = await browser.newContext({ baseURL: origin, viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const { meter } = await firestoreMeter(page, firestoreHost);
    const steps: VisitStep[] = [];
    let before = { documents: 0, bytes: 0 };
    const step = async (name: string, go: () => Promise<void>) => {
      await go();
      await settled(page);
      // Let the meter's last reads of response bodies come in.
      await page.waitForTimeout(500);
      steps.push({ step: name, documents: meter.documents - before.documents, kb: (meter.bytes - before.bytes) / 1024 });
      before = { documents: meter.documents, bytes: meter.bytes };
    };
    const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await step('/ (home)', async () => {
      await page.goto('/');
      await heading(page, /./);
    });
    await step('/mentorship', async () => {
      await nav('Mentorship');
      await cardsIn(page);
    });
    await step('/projects', async () => {
      await nav('Projects');
      await page.getByRole('button', { name: 'Explore Project' }).first().waitFor({ timeout: 60_000 });
    });
    await step("a project's dialog", async () => {
      await page.getByRole('button', { name: 'Explore Project' }).first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Details' }).waitFor({ timeout: 60_000 });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 60_000 });
    });
    await step('/community', async () => {
      await nav('Community');
      await cardsIn(page);
    });
    await step('a discussion', async () => {
      await article(page).first().getByRole('link').first().click();
      await page.waitForURL(/\/community\/discussion\//);
      await page.getByRole('button', { name: /^Like discussion/ }).waitFor({ timeout: 60_000 });
    });
    await step('/career-hub', async () => {
      await nav('Career Hub');
      await cardsIn(page);
    });
    return steps;
  } finally {
    await context.close();
  }
}

async function contextFor(browser: Browser, origin: string, who: Who, phone: boolean): Promise<BrowserContext> {
  const options = { baseURL: origin, viewport: phone ? PHONE : DESKTOP, ...(phone ? { isMobile: true, hasTouch: true } : {}) };
  if (who === 'visitor') return browser.newContext(options);
  const page = await signedInPage(browser, DEMO_ACCOUNTS[who], options);
  return page.context();
}

export interface InteractionsOptions {
  origin: string;
  firestoreHost: string;
  chromePath: string;
  flags: readonly string[];
  runs: number;
  /** Only the interactions whose name contains one of these (all when empty). */
  only?: readonly string[];
  /** Whether the visitor's visit is measured too (by default it is). */
  visit?: boolean;
}

/** Measures every interaction and the visitor's visit; prints each as it is measured. */
export async function measureInteractions(options: InteractionsOptions): Promise<{ interactions: InteractionResult[]; visit: VisitStep[] }> {
  if (!OPEN_PROJECT) throw new Error('bench: no demo project is open to the demo student');
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox', ...options.flags] });
  const interactions: InteractionResult[] = [];
  try {
    const chosen = INTERACTIONS.filter((i) => !options.only?.length || options.only.some((o) => i.name.includes(o)));
    for (const interaction of chosen) {
      const context = await contextFor(browser, options.origin, interaction.who, interaction.phone ?? false);
      if (interaction.init) await context.addInitScript(interaction.init);
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const result = await measure(page, interaction, options.runs);
        interactions.push(result);
        printInteraction(result);
      } catch (error) {
        console.log(`  ${interaction.name}: could not be measured: ${(error as Error).message.split('\n')[0]}`);
        interactions.push({ name: interaction.name, p75: Infinity, runs: [], notes: [] });
      } finally {
        await context.close();
      }
    }
    const visit = options.visit === false ? [] : await visitorVisit(browser, options.origin, options.firestoreHost);
    return { interactions, visit };
  } finally {
    await browser.close();
  }
}

const ms = (n: number) => (n === 0 ? '<16 ms' : Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');

export function printInteraction(r: InteractionResult): void {
  const ok = r.p75 <= INTERACTION_TARGET_MS ? 'ok' : 'MISSED';
  console.log(`  ${r.name.padEnd(56)} ${ms(r.p75).padStart(8)}  target <= ${INTERACTION_TARGET_MS} ms  ${ok}   runs: ${r.runs.map(ms).join(', ')}`);
  // Each run's longest event, as input delay / handlers / until the paint (ms), with what the interaction noted.
  if (r.notes.length) console.log(`    longest event, delay/handlers/paint ms: ${r.notes.join('; ')}`);
}

export function printVisit(steps: readonly VisitStep[]): { documents: number; ok: boolean } {
  const documents = steps.reduce((sum, s) => sum + s.documents, 0);
  const kb = steps.reduce((sum, s) => sum + s.kb, 0);
  console.log(`\nA visitor's ordinary visit (fresh browser), what it receives from Firestore`);
  for (const s of steps) console.log(`  ${s.step.padEnd(22)} ${String(s.documents).padStart(4)} documents ${s.kb.toFixed(1).padStart(8)} KB`);
  const ok = documents <= VISIT_DOCUMENTS_TARGET;
  console.log(`  ${'total'.padEnd(22)} ${String(documents).padStart(4)} documents ${kb.toFixed(1).padStart(8)} KB  target <= ${VISIT_DOCUMENTS_TARGET} documents  ${ok ? 'ok' : 'MISSED'}`);
  return { documents, ok };
}
