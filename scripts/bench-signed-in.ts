// The bench's signed-in phase (scripts/bench.mjs loads it): the screens a signed-in person lives in, measured as an
// installed app meets them.
//
// Each demo account (DEMO_ACCOUNTS: the student, the mentor, the admin) gets a browser profile of its own that is
// kept between runs, as an installed app keeps its storage (its sign-in, the service worker and its caches, the
// device copy of Firestore, the HTTP cache). The account signs in once, through the app's own /sign-in form, and
// visits each of its screens once to warm that storage. Then, for each screen, every run opens the profile in a
// fresh browser process (the app opened again) and:
// - Lighthouse mobile (simulated throttling) loads the screen without resetting storage (disableStorageReset): its
//   score, LCP, TBT and CLS, medians of the runs;
// - the time to real content: the screen loaded with the CPU slowed 4x (Emulation.setCPUThrottlingRate,
//   Lighthouse's mobile setting; the network is not slowed), until its real content shows (SCREENS: its own
//   element there, and no skeleton, loader or busy region left in <main>), from the navigation's start (the
//   `mb:content` user timing a bench-only script marks), median of the runs.
// A new signed-in screen joins by adding it to SCREENS.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './demo/index.ts';

/** Every signed-in screen's targets (the content time in ms, at 4x CPU, with the app's storage warm). */
export const SIGNED_IN_TARGETS = { score: 90, lcp: 2500, tbt: 200, cls: 0.05, contentMs: 1000 } as const;

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (CSS pixels): the content is timed in the layout Lighthouse measures. */
const PHONE = { width: 412, height: 823 };
/** How long a run waits for the real content before it counts as never shown. */
const CONTENT_TIMEOUT_MS = 30_000;
/** A first sign-in or a first visit meets cold emulators and an empty cache: more time. */
const WARM_TIMEOUT_MS = 90_000;
/** How long a warming visit stays once its content shows (the device copy and the caches being written). */
const WARM_SETTLE_MS = 3000;

type Account = keyof typeof DEMO_ACCOUNTS;

export interface SignedInScreen {
  /** Whose screen it is: the demo account that signs in. */
  account: Account;
  path: string;
  /** What its real content is, in words (printed beside the figures). */
  content: string;
  /** A CSS selector of that content inside <main>, outside the skeletons' aria-hidden grids. */
  selector: string;
}

/** The signed-in screens measured, in order; one account's screens share its browser profile. */
export const SCREENS: readonly SignedInScreen[] = [
  { account: 'student', path: '/dashboard', content: 'the cards of their applications', selector: 'li[aria-label]' },
  { account: 'student', path: '/notifications', content: 'the notifications', selector: 'ul > li > button' },
  { account: 'student', path: '/profile', content: 'their profile under its tabs', selector: '[role="tab"][aria-selected="true"]' },
  { account: 'mentor', path: '/dashboard', content: "their projects' cards and the counts", selector: 'article' },
  { account: 'admin', path: '/admin', content: 'the rows of the users list', selector: 'ul[aria-label] > li' },
];

/** What shows while something loads: Mantine's skeletons and loaders, and regions marked busy. */
const LOADING = '.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]';

/** What the page is asked about a screen: its content's selector, what loading looks like, whether to explain. */
interface Probe {
  selector: string;
  loading: string;
  /** false: whether the content shows; true: what the page shows instead, in words. */
  explain: boolean;
}
const probe = (screen: SignedInScreen, explain = false): Probe => ({ selector: screen.selector, loading: LOADING, explain });

/**
 * Runs in the page: whether the screen's real content shows, or (`explain`) what is missing. Passed to the page as a
 * function (the app's Content-Security-Policy refuses a string evaluated there) and, as its source, in the init
 * script; so no named function inside (the page would not have the bundler's naming helper).
 */
const contentState = ({ selector, loading, explain }: Probe): boolean | string => {
  const main = document.querySelector('main');
  if (!main) return explain ? 'no <main>' : false;
  const busy = [...main.querySelectorAll(loading)].map((el) => el.getAttribute('aria-label') || String(el.className).split(' ')[0]);
  const found = [...main.querySelectorAll(selector)].filter((el) => !el.closest('[aria-hidden="true"]')).length;
  if (!explain) return busy.length === 0 && found > 0;
  return `at ${location.pathname}: ${found} of ${selector}${busy.length ? `, still loading: ${[...new Set(busy)].join(', ')}` : ''}`;
};

/** Marks the content's appearance as the user timing `mb:content`; runs before the page's scripts. */
const markContent = (screen: SignedInScreen) => `(() => {
  const state = ${contentState.toString()};
  const seen = () => state(${JSON.stringify(probe(screen))}) === true;
  const observer = new MutationObserver(() => {
    if (seen()) { performance.mark('mb:content'); observer.disconnect(); }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;

/** What is missing when a screen's content does not show: printed with the error. */
const missingContent = (page: Page, screen: SignedInScreen): Promise<string> =>
  page.evaluate(contentState, probe(screen, true)).then(String, () => 'page gone');

/** An error's first line, cut short. */
const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 160);

export interface SignedInOptions {
  origin: string;
  chromePath: string;
  /** Chrome's flags (headless, the thumbnails' host rule). */
  flags: readonly string[];
  runs: number;
  /** Where the accounts' browser profiles are made (deleted after their screens). */
  profilesDir: string;
  /** Only the screens whose name (`admin /admin`) contains one of these; all when empty. */
  only?: readonly string[];
  /** A folder to write each Lighthouse report into (`<account>-<path>-<run>.json`), to read its trace's figures. */
  reportsDir?: string;
}

export interface SignedInResult {
  screen: SignedInScreen;
  /** Why it could not be measured (its figures are then NaN). */
  error?: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** ms from the navigation's start to the real content, at 4x CPU (Infinity: never within CONTENT_TIMEOUT_MS). */
  content: number;
  /** Each run, as printed. */
  runs: string[];
  contentRuns: number[];
  /** The run of median TBT: its LCP element, layout shifts, main-thread time by script, longest tasks. */
  diagnostics: string[];
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n: number): string => (Number.isNaN(n) ? '-' : Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');
const sleep = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));
export const screenName = (screen: SignedInScreen): string => `${screen.account} ${screen.path}`;

/**
 * Opens the account's profile in a fresh Chrome, as the installed app is opened again, and closes it the way a
 * person quits it (Browser.close), so the profile's storage is written out before the next run opens it.
 */
async function withProfile<T>(options: SignedInOptions, profile: string, fn: (chrome: chromeLauncher.LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: [...options.flags], userDataDir: profile });
  try {
    return await fn(chrome);
  } finally {
    const exited = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
    });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const cdp = await browser.newBrowserCDPSession();
      await cdp.send('Browser.close').catch(() => undefined);
    } catch {
      // Already gone.
    }
    await Promise.race([exited, sleep(15_000)]);
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) chrome.kill();
  }
}

/** The profile's own browsing context (its storage), connected to by Playwright. */
async function connect(chrome: chromeLauncher.LaunchedChrome): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  return { browser, page: await context.newPage() };
}

/**
 * Waits until the screen's content shows, through the reloads of a first visit (the service worker taking
 * over reloads the page, which ends a wait in the page it left).
 */
async function waitThroughReloads(page: Page, screen: SignedInScreen, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForFunction(contentState, probe(screen), { timeout: Math.max(1, until - Date.now()) });
      return;
    } catch (error) {
      if (Date.now() >= until || !/context was destroyed|navigat/i.test((error as Error).message)) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
}

/** Signs the account in through the app's own form, then visits each of its screens once to warm the storage. */
async function signInAndWarm(options: SignedInOptions, profile: string, account: Account, screens: readonly SignedInScreen[]): Promise<void> {
  await withProfile(options, profile, async (chrome) => {
    const { browser, page } = await connect(chrome);
    // The page's errors, printed when a screen fails to show.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(firstLine(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(firstLine(message.text()));
    });
    try {
      const { email, password } = DEMO_ACCOUNTS[account];
      await page.goto(`${options.origin}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: WARM_TIMEOUT_MS });
      for (const screen of screens) {
        await page.goto(options.origin + screen.path);
        try {
          await waitThroughReloads(page, screen, WARM_TIMEOUT_MS);
        } catch (error) {
          const missing = await missingContent(page, screen);
          const shown = errors.length ? `; the page's errors: ${errors.slice(-3).join(' | ')}` : '';
          throw new Error(`${screenName(screen)}: its content never showed (${missing}; ${firstLine(error)}${shown})`);
        }
        // The service worker installed and its precache filled, then the device copy written.
        await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20_000))]));
        await page.waitForTimeout(WARM_SETTLE_MS);
      }
    } finally {
      await browser.close();
    }
  });
}

interface Row {
  [key: string]: unknown;
}

/** A table audit's rows (none when the audit has no table). */
function rows(lhr: Result, id: string): Row[] {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as unknown as Row[]) : [];
}
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nodeLabel = (value: unknown): string => {
  const node = (value ?? {}) as { nodeLabel?: unknown; snippet?: unknown };
  return `${text(node.nodeLabel).slice(0, 40)} ${text(node.snippet).slice(0, 50)}`.trim() || '?';
};

interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  diagnostics: string[];
}

/** One Lighthouse mobile run on the screen with the profile's storage kept. */
async function lighthouseRun(options: SignedInOptions, profile: string, screen: SignedInScreen, run: number): Promise<LighthouseRun> {
  return withProfile(options, profile, async (chrome) => {
    const result = await lighthouse(options.origin + screen.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (options.reportsDir) {
      mkdirSync(options.reportsDir, { recursive: true });
      const file = `${screenName(screen).replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`;
      writeFileSync(join(options.reportsDir, file), JSON.stringify(lhr));
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== screen.path) throw new Error(`Lighthouse ended on ${landed}, not ${screen.path} (signed out?)`);
    const short = (url: unknown) => text(url).replace(`${options.origin}/`, '/').replace(/^.*\/assets\//, '');
    const lcpElement = rows(lhr, 'largest-contentful-paint-element')[0];
    const lcpNode = lcpElement && Array.isArray(lcpElement.items) ? (lcpElement.items as Row[])[0]?.node : undefined;
    const shifts = rows(lhr, 'layout-shifts')
      .slice(0, 3)
      .map((shift) => `${num(shift.score).toFixed(3)} ${nodeLabel(shift.node)}`);
    const scripts = rows(lhr, 'bootup-time')
      .sort((a, b) => num(b.scripting) - num(a.scripting))
      .slice(0, 5)
      .map((item) => `${short(item.url)} ${ms(num(item.total))}/${ms(num(item.scripting))}`);
    const work = rows(lhr, 'mainthread-work-breakdown')
      .sort((a, b) => num(b.duration) - num(a.duration))
      .slice(0, 5)
      .map((item) => `${text(item.groupLabel) || text(item.group)} ${ms(num(item.duration))}`);
    const tasks = rows(lhr, 'long-tasks')
      .sort((a, b) => num(b.duration) - num(a.duration))
      .slice(0, 6)
      .map((task) => `${short(task.url)} ${Math.round(num(task.duration))}@${Math.round(num(task.startTime))}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      diagnostics: [
        `LCP element: ${lcpNode ? nodeLabel(lcpNode) : 'none'}`,
        `layout shifts (score, element): ${shifts.join('; ') || 'none'}`,
        `main thread by kind of work: ${work.join(', ') || 'none'}`,
        `main thread by script, scripting first (total/scripting): ${scripts.join(', ') || 'none'}`,
        `long tasks (simulated ms@start): ${tasks.join(', ') || 'none'}`,
      ],
    };
  });
}

/** One load of the screen at 4x CPU with the profile's storage kept: ms from the navigation's start to its content. */
async function contentRun(options: SignedInOptions, profile: string, screen: SignedInScreen): Promise<number> {
  return withProfile(options, profile, async (chrome) => {
    const { browser, page } = await connect(chrome);
    try {
      await page.setViewportSize(PHONE);
      await page.addInitScript(markContent(screen));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(options.origin + screen.path, { waitUntil: 'commit' });
      try {
        await page.waitForFunction(() => performance.getEntriesByName('mb:content').length > 0, undefined, { timeout: CONTENT_TIMEOUT_MS });
      } catch (error) {
        const missing = await missingContent(page, screen);
        console.log(`    ${screenName(screen)}: no content mark within ${CONTENT_TIMEOUT_MS / 1000} s (${missing}; ${firstLine(error)})`);
        return Infinity;
      }
      return await page.evaluate(() => performance.getEntriesByName('mb:content')[0].startTime);
    } finally {
      await browser.close();
    }
  });
}

async function measureScreen(options: SignedInOptions, profile: string, screen: SignedInScreen): Promise<SignedInResult> {
  const lighthouseRuns: LighthouseRun[] = [];
  for (let i = 0; i < options.runs; i++) lighthouseRuns.push(await lighthouseRun(options, profile, screen, i));
  const contentRuns: number[] = [];
  for (let i = 0; i < options.runs; i++) contentRuns.push(await contentRun(options, profile, screen));
  const pick = (key: 'score' | 'lcp' | 'tbt' | 'cls') => median(lighthouseRuns.map((r) => r[key]));
  const typical = [...lighthouseRuns].sort((a, b) => a.tbt - b.tbt)[Math.floor(lighthouseRuns.length / 2)];
  return {
    screen,
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    content: median(contentRuns),
    runs: lighthouseRuns.map((r) => `${r.score}/${Math.round(r.lcp)}/${Math.round(r.tbt)}/${r.cls.toFixed(3)}`),
    contentRuns,
    diagnostics: typical.diagnostics,
  };
}

const unmeasured = (screen: SignedInScreen, error: string): SignedInResult => ({
  screen,
  error,
  score: NaN,
  lcp: NaN,
  tbt: NaN,
  cls: NaN,
  content: NaN,
  runs: [],
  contentRuns: [],
  diagnostics: [],
});

/** Measures every screen of SCREENS, account by account; prints each as it is measured, then the table. */
export async function measureSignedIn(options: SignedInOptions): Promise<SignedInResult[]> {
  console.log(
    `\nSigned-in screens: Lighthouse mobile and the time to real content at ${CPU_SLOWDOWN}x CPU, each account signed in ` +
      `once through /sign-in, storage kept as an installed app keeps it; median of ${options.runs} runs ` +
      `(load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})`,
  );
  const results: SignedInResult[] = [];
  const measured = SCREENS.filter((s) => !options.only?.length || options.only.some((name) => screenName(s).includes(name)));
  const accounts = [...new Set(measured.map((s) => s.account))];
  for (const account of accounts) {
    const screens = measured.filter((s) => s.account === account);
    const profile = join(options.profilesDir, `bench-signed-in-${process.pid}-${account}`);
    rmSync(profile, { recursive: true, force: true });
    mkdirSync(profile, { recursive: true });
    try {
      try {
        await signInAndWarm(options, profile, account, screens);
      } catch (error) {
        const message = `signing in or warming: ${firstLine(error)}`;
        for (const screen of screens) {
          console.log(`\n${screenName(screen)}: could not be measured: ${message}`);
          results.push(unmeasured(screen, message));
        }
        continue;
      }
      for (const screen of screens) {
        let result: SignedInResult;
        try {
          result = await measureScreen(options, profile, screen);
        } catch (error) {
          result = unmeasured(screen, firstLine(error));
        }
        results.push(result);
        printScreen(result);
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
  printTable(results);
  return results;
}

/** Each of the result's figures against its target: the misses, in words. */
export function signedInMisses(result: SignedInResult): string[] {
  const name = screenName(result.screen);
  if (result.error) return [`${name}: not measured`];
  const t = SIGNED_IN_TARGETS;
  return [
    result.score >= t.score ? '' : `score ${result.score}`,
    result.lcp <= t.lcp ? '' : `LCP ${ms(result.lcp)}`,
    result.tbt <= t.tbt ? '' : `TBT ${ms(result.tbt)}`,
    result.cls <= t.cls ? '' : `CLS ${result.cls.toFixed(3)}`,
    result.content <= t.contentMs ? '' : `content ${ms(result.content)}`,
  ]
    .filter(Boolean)
    .map((miss) => `${name}: ${miss}`);
}

function printScreen(r: SignedInResult): void {
  console.log(`\n${screenName(r.screen)} (content: ${r.screen.content})`);
  if (r.error) {
    console.log(`  could not be measured: ${r.error}`);
    return;
  }
  console.log(`  score ${r.score}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)}, content ${ms(r.content)}`);
  console.log(`  each run (score/LCP/TBT/CLS): ${r.runs.join(' ')}; content: ${r.contentRuns.map(ms).join(', ')}`);
  for (const line of r.diagnostics) console.log(`  ${line}`);
}

function printTable(results: readonly SignedInResult[]): void {
  const t = SIGNED_IN_TARGETS;
  const cell = (value: string, ok: boolean) => `${value}${ok ? '' : ' MISSED'}`.padEnd(16);
  console.log(`\nSigned-in screens, median of each figure (MISSED: the target is not met)`);
  console.log(`  ${'screen'.padEnd(24)}${['score', 'LCP', 'TBT', 'CLS', 'content'].map((h) => h.padEnd(16)).join('')}`);
  console.log(`  ${'target'.padEnd(24)}${[`>= ${t.score}`, `<= ${t.lcp} ms`, `<= ${t.tbt} ms`, `<= ${t.cls}`, `<= ${t.contentMs} ms`].map((h) => h.padEnd(16)).join('')}`);
  for (const r of results) {
    const name = screenName(r.screen).padEnd(24);
    if (r.error) {
      console.log(`  ${name}not measured: ${r.error}`);
      continue;
    }
    console.log(
      `  ${name}${cell(String(r.score), r.score >= t.score)}${cell(ms(r.lcp), r.lcp <= t.lcp)}${cell(ms(r.tbt), r.tbt <= t.tbt)}` +
        `${cell(r.cls.toFixed(3), r.cls <= t.cls)}${cell(ms(r.content), r.content <= t.contentMs)}`.trimEnd(),
    );
  }
}
