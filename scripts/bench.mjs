#!/usr/bin/env node
// Builds the production bundle against the emulators (seeded with the demo data) and measures the home page, a
// mentor's page (a shared link) and the four data pages next to a bare React + Mantine page built and measured the same way (the floor):
// Lighthouse mobile (simulated throttling) on a first visit, the JavaScript transferred before the first
// card, and the time to the first card on a repeat visit with the app's cache warm; then the data pages' first
// visits again with the data grown by `seed --scale 10000` (10,000 mentors). Prints every number with its target
// and exits non-zero when a page misses one.
// YouTube's image host is played by a local HTTPS server (thumbnailHost), so the career hub's thumbnails load.
// Then Lighthouse's accessibility score of the main screens, and the interactions phase (bench-interactions.ts):
// each interaction of the main screens, input to next paint at 4x CPU (p75 of --interaction-runs runs), and what a
// visitor's ordinary visit receives from Firestore. Before those, the signed-in phase (bench-signed-in.ts): the
// student's, the mentor's and the admin's screens, each account signed in once through the app's form with its
// storage kept as an installed app keeps it, Lighthouse mobile and the time to real content at 4x CPU.
// Usage: npm run bench [-- --runs 3] [-- --pages /projects,/community] [-- --scale 10000 (0: none)] [-- --accessibility-only]
//   [-- --interactions-only] [-- --interaction-runs 5] [-- --interactions theme,dialog (those whose name contains one)]
//   [-- --signed-in-only] [-- --screens "admin /admin,mentor" (the signed-in screens whose name contains one)]
//   [-- --save-reports DIR (each signed-in Lighthouse report, as JSON)]
//   (scripts/bench.sh starts the emulators and calls this file)
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { seed } from './bench-seed.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { configuredCsp, emulatorPolicy } from './csp.mjs';
import { ROOT, ports } from './emulators.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const ACCESSIBILITY_ONLY = process.argv.includes('--accessibility-only');
const scaleArg = process.argv.indexOf('--scale');
/** The scale the data pages are measured at again (`seed --scale`; `--scale 0` skips it). */
const SCALE = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 10_000;
/** How much worse than its target a first visit's number may be at SCALE: "the same within 10 %". */
const SCALE_SLACK = 0.1;
/** The screens whose Lighthouse accessibility score the bench prints (the goal is 100 on each). */
/** The screens whose accessibility is scored: /, the data pages of the build, and sign-in. */
const a11yPaths = () => ['/', ...BUILT_PAGES, '/sign-in'];
const INTERACTIONS_ONLY = process.argv.includes('--interactions-only');
/** Only the signed-in phase (bench-signed-in.ts), without the public pages. */
const SIGNED_IN_ONLY = process.argv.includes('--signed-in-only');
const interactionRunsArg = process.argv.indexOf('--interaction-runs');
/** Runs of each interaction (its figure is their 75th percentile). */
const INTERACTION_RUNS = interactionRunsArg > 0 ? Number(process.argv[interactionRunsArg + 1]) : 5;
const interactionsArg = process.argv.indexOf('--interactions');
const ONLY_INTERACTIONS = interactionsArg > 0 ? process.argv[interactionsArg + 1].split(',') : [];
const FLAGS = ['--headless', '--no-sandbox', ...CHROMIUM_ARGS];
const VITE = join(ROOT, 'node_modules/.bin/vite');

function buildApp() {
  if (!process.env.VITE_FIRESTORE_EMULATOR) throw new Error('bench: run it with `npm run bench` (it starts the emulators)');
  execFileSync(VITE, ['build', '--logLevel', 'warn'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
  const dist = join(ROOT, 'web/dist');
  // The data pages the build wrote a shell for, from their definitions (`--pages /projects,/community` measures some).
  BUILT_PAGES = JSON.parse(readFileSync(join(dist, '.data-pages.json'), 'utf8')).map(({ route }) => `/${route}`);
  DATA_PAGES = BUILT_PAGES.filter((path) => pagesArg < 0 || process.argv[pagesArg + 1].split(',').includes(path));
  return dist;
}

/** The floor: the smallest page with React 19 and Mantine (full stylesheet), built by the same Vite. */
function buildFloor() {
  // Inside web/ so it resolves the same packages as the app.
  const dir = join(ROOT, 'web/.bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
      '<meta name="description" content="floor" /><title>Floor</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src/main.tsx'),
    `import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { Button, Container, MantineProvider, Text, Title } from '@mantine/core';
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <Container py="xl">
      <Title order={1}>Welcome to MentorBridge</Title>
      <Text mt="md">Bridging academia and industry through mentorship, projects and growth.</Text>
      <Button mt="md">Start Your Journey</Button>
    </Container>
  </MantineProvider>,
);
`,
  );
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()], build: { target: 'es2022' } });\n`,
  );
  execFileSync(VITE, ['build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  return join(dir, 'dist');
}

/**
 * Bytes (gzipped) the home page downloads to start: every script and stylesheet the page names
 * (its tags and its loader), with the scripts' static imports.
 */
function entrySizes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]));
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)) files.add(`/assets/${m[1]}`);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const gz = gzipSync(readFileSync(join(dist, file))).length;
    if (file.endsWith('.js')) js += gz;
    else css += gz;
  }
  return { js, css };
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

const isFile = (file) => existsSync(file) && !statSync(file).isDirectory();

/**
 * The headers firebase.json gives every response (the security headers), with the Content-Security-Policy as the
 * emulator run serves it (scripts/emulators.mjs): the pages are measured under the policy users get.
 */
function securityHeaders() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const csp = configuredCsp(config);
  const every = config.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
  return Object.fromEntries(every.map((header) => [header.key, header === csp ? emulatorPolicy(header.value, ports()) : header.value]));
}

/**
 * A static server with gzip, like Firebase Hosting: a route with a page of its own (`/x` → `x.html`, as
 * `cleanUrls` does) gets it, every other route the SPA shell. Every file is compressed before the server
 * starts, as Hosting's CDN serves a cached compressed copy: compressing on every request made a page's dozens
 * of script requests queue behind each other on this one-threaded server, and Lighthouse counts the server
 * time it observes into every request it simulates (it saw up to 345 ms).
 */
function serve(dist) {
  const security = securityHeaders();
  const gzipped = new Map(
    readdirSync(dist, { recursive: true })
      .map((name) => join(dist, String(name)))
      .filter((file) => isFile(file) && /text|javascript|json|svg/.test(TYPES[extname(file)] ?? ''))
      .map((file) => [file, gzipSync(readFileSync(file))]),
  );
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = resolve(dist, '.' + path);
    if (path === '/') file = join(dist, 'index.html');
    else if (file.startsWith(dist) && !extname(path) && isFile(`${file}.html`)) file = `${file}.html`;
    else if (!file.startsWith(dist) || !isFile(file)) file = join(dist, existsSync(join(dist, 'app.html')) ? 'app.html' : 'index.html');
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { ...security, 'content-type': type, 'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (/gzip/.test(String(req.headers['accept-encoding'])) && /text|javascript|json|svg/.test(type)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      res.end(gzipped.get(file) ?? gzipSync(body));
    } else {
      res.writeHead(200, headers);
      res.end(body);
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** YouTube's image host, which the demo videos' thumbnails come from (THUMBNAIL_ORIGIN in the model). */
const THUMBNAIL_HOST = 'i.ytimg.com';

/**
 * YouTube's image host, played by a local HTTPS server (this machine cannot reach it), so the career hub's
 * thumbnails load as they do for users instead of failing over to the stock image: every `/vi/<id>/<quality>.jpg`
 * gets a 480 x 360 picture of about 20 KB, the size of YouTube's hqdefault. Chrome reaches it through a host
 * rule, with a certificate made here. Returns the Chrome flags, or none (and says so) without openssl.
 */
async function thumbnailHost() {
  const dir = join(ROOT, '.tmp', 'bench-thumbnails');
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-days', '2', '-subj', `/CN=${THUMBNAIL_HOST}`, '-addext', `subjectAltName=DNS:${THUMBNAIL_HOST}`], { stdio: 'ignore' });
  } catch {
    console.log(`(no openssl: ${THUMBNAIL_HOST} is not played locally, and the thumbnails fail over to the stock image)`);
    return { flags: [], close: () => undefined };
  }
  // Random bytes in a comment: an image does not compress on the way, and neither does this one.
  const picture = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#3b5b7a"/>' +
      '<circle cx="240" cy="180" r="60" fill="#e9ecef"/>' +
      `<!-- ${randomBytes(15_000).toString('base64')} --></svg>`,
  );
  const server = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    if (!/^\/vi\/[\w-]+\/\w+\.jpg$/.test(new URL(req.url ?? '/', 'https://x').pathname)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
    res.end(picture);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    flags: [`--host-resolver-rules=MAP ${THUMBNAIL_HOST}:443 127.0.0.1:${server.address().port}`, '--ignore-certificate-errors'],
    close: () => server.close(),
  };
}

const pagesArg = process.argv.indexOf('--pages');
/** The data pages the build wrote, and those measured: known once the app is built (buildApp). */
let BUILT_PAGES = [];
let DATA_PAGES = [];

const TARGETS = {
  data: { score: 90, lcp: 2500, lcpVsFloor: 1.5, tbt: 200, cls: 0.1, jsKb: 200, repeatMs: 1000 },
  home: { score: 95, lcpVsFloor: 1.15 },
  // A shared mentor link's first visit (the app shell; in production its preview tags come from linkPreview).
  mentorPage: { score: 90, lcp: 2500, cls: 0.1 },
};

/** The demo mentor whose page the bench opens, as a shared link would. */
const MENTOR_PAGE = '/profile/mentor-01';

/** A card of the list, not a skeleton (skeletons sit in an aria-hidden grid). */
const FIRST_CARD = `(() => [...document.querySelectorAll('main article')].some((a) => !a.closest('[aria-hidden="true"]')))()`;

/**
 * Marks the first card's appearance as a user timing (`mb:first-card`), from before the page's first byte:
 * Lighthouse lists it with the page's own marks.
 */
const MARK_FIRST_CARD = `(() => {
  const seen = () => ${FIRST_CARD};
  const observer = new MutationObserver(() => {
    if (seen()) { performance.mark('mb:first-card'); observer.disconnect(); }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function withChrome(fn) {
  const userDataDir = join(ROOT, '.tmp', `lh-profile-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, userDataDir });
  try {
    return await fn(chrome);
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** First visits: Lighthouse mobile, simulated throttling, a fresh browser profile each run. */
async function lighthouseRuns(url) {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    results.push(
      await withChrome(async (chrome) => {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const bootup = (lhr.audits['bootup-time'].details?.items ?? []).map((item) => ({
          url: String(item.url).replace(new URL(url).origin + '/', '/'),
          total: item.total,
          scripting: item.scripting,
        }));
        // What decided the run's LCP: the element, when it painted in the observed (unthrottled) load, and when the
        // early read and the last script had finished then (Lantern's pessimistic estimate counts every request
        // that finished before the observed paint).
        const element = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
        const requests = lhr.audits['network-requests'].details?.items ?? [];
        const ends = (match) => Math.max(0, ...requests.filter(match).map((r) => r.networkEndTime ?? 0));
        const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
        return {
          bootup,
          why:
            `LCP ${ms(lhr.audits['largest-contentful-paint'].numericValue)} (observed ${ms(observed.observedLargestContentfulPaint ?? NaN)}, ` +
            `early read done ${ms(ends((r) => /:runQuery/.test(r.url)))}, scripts done ${ms(ends((r) => r.resourceType === 'Script'))}) ` +
            `on ${element ? `${element.nodeLabel ?? ''} <${String(element.snippet ?? '').slice(1, 40)}` : 'no element'}`,
          // The tasks that made the run's TBT (simulated durations: every ms over 50 counts), longest first.
          longTasks: (lhr.audits['long-tasks'].details?.items ?? [])
            .slice()
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 6)
            .map((task) => `${String(task.url).replace(new URL(url).origin + '/', '/').replace(/^.*\/assets\//, '')} ${Math.round(task.duration)}@${Math.round(task.startTime)}`)
            .join(', '),
          score: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        };
      }),
    );
  }
  const pick = (key) => median(results.map((r) => r[key]));
  // The run whose TBT is the median shows the typical main-thread breakdown.
  const typical = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)];
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    cls: pick('cls'),
    runs: results.map((r) => `${r.score}/${Math.round(r.tbt)}`).join(' '),
    why: results.map((r) => `${r.why}; TBT ${ms(r.tbt)} from long tasks (ms@start): ${r.longTasks || 'none'}`),
    bootup: typical.bootup,
  };
}

/**
 * Repeat visits: one browser profile visits the page once (filling the service worker's cache and the
 * device copy), then Lighthouse measures it again RUNS times without resetting storage, with Lighthouse's
 * mobile throttling applied to the page (4x CPU slowdown, 150 ms round trips, 1.6 Mbit/s): the user
 * timing `mb:first-card` is when the first card appeared, under that throttling.
 */
async function repeatVisit(url) {
  return withChrome(async (chrome) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const prime = await browser.newPage();
      // The live listener keeps a connection open: the page never goes network-idle.
      await prime.goto(url, { waitUntil: 'load' });
      await prime.waitForFunction(FIRST_CARD, { timeout: 60_000 });
      // Let the service worker finish precaching and the device copy be written.
      await prime.evaluate(() => navigator.serviceWorker?.ready);
      await new Promise((r) => setTimeout(r, 3000));
      await prime.close();
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        await page.evaluateOnNewDocument(MARK_FIRST_CARD);
        const { lhr } = await lighthouse(
          url,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, throttlingMethod: 'devtools' },
          undefined,
          page,
        );
        const mark = (lhr.audits['user-timings'].details?.items ?? []).find((item) => item.name === 'mb:first-card');
        times.push(mark ? mark.startTime : Infinity);
        await page.close();
      }
      return median(times);
    } finally {
      await browser.disconnect();
    }
  });
}

/**
 * Gzipped JavaScript the page had received when its first card appeared, on a first visit (no cache): the
 * scripts whose response had ended by the `mb:first-card` mark, by their encoded (compressed) body size. Taken
 * in the page, at the card: counting what had arrived once the navigation returned also counted the scripts
 * that its load event waited for, after the card.
 */
async function jsBeforeFirstCard(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(MARK_FIRST_CARD);
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('mb:first-card').length > 0, undefined, { timeout: 60_000 });
    return await page.evaluate(() => {
      const card = performance.getEntriesByName('mb:first-card')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .filter((entry) => entry.responseEnd <= card)
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    });
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's accessibility category on each path, in one browser: the score and the audits that fail.
 */
async function accessibilityScores(baseUrl) {
  const userDataDir = join(ROOT, '.tmp', `lh-profile-${process.pid}-a11y`);
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, userDataDir });
  const scores = [];
  try {
    for (const path of a11yPaths()) {
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
      });
      const lhr = result.lhr;
      const failing = lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id);
      scores.push({ path, score: Math.round(lhr.categories.accessibility.score * 100), failing });
    }
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return scores;
}

function printAccessibility(scores) {
  console.log('\nLighthouse accessibility (mobile), production build on the emulators with the demo data');
  for (const { path, score, failing } of scores) {
    console.log(`  ${path.padEnd(14)}${String(score).padStart(4)}${failing.length ? `   failing: ${failing.join(', ')}` : ''}`);
  }
  console.log(`accessibility target (100 on every screen): ${scores.every((s) => s.score === 100) ? 'met' : 'NOT met'}`);
}

/**
 * The interactions phase (bench-interactions.ts, TypeScript, loaded through tsx): prints each interaction's figure
 * and the visitor's visit against their targets, and adds every miss to `misses`.
 */
async function interactionsPhase(origin, flags, misses) {
  const bench = await tsImport('./bench-interactions.ts', import.meta.url);
  console.log(
    `\nInteractions: input to next paint (Event Timing, the longest entry of the interaction) with the CPU slowed ` +
      `4x, page warmed by a first visit; p75 of ${INTERACTION_RUNS} runs`,
  );
  const { interactions, visit } = await bench.measureInteractions({
    origin,
    firestoreHost: process.env.VITE_FIRESTORE_EMULATOR,
    chromePath: CHROMIUM_PATH,
    flags,
    runs: INTERACTION_RUNS,
    only: ONLY_INTERACTIONS,
  });
  for (const r of interactions) if (!(r.p75 <= bench.INTERACTION_TARGET_MS)) misses.push(`${r.name}: ${Math.round(r.p75)} ms`);
  const { documents, ok } = bench.printVisit(visit);
  if (!ok) misses.push(`a visitor's visit: ${documents} documents`);
}

/**
 * The signed-in phase (bench-signed-in.ts, TypeScript, loaded through tsx): prints each signed-in screen's figures
 * and their table against the targets, and adds every miss to `misses`.
 */
async function signedInPhase(origin, misses) {
  const bench = await tsImport('./bench-signed-in.ts', import.meta.url);
  const screensArg = process.argv.indexOf('--screens');
  const reportsArg = process.argv.indexOf('--save-reports');
  const results = await bench.measureSignedIn({
    origin,
    chromePath: CHROMIUM_PATH,
    flags: FLAGS,
    runs: RUNS,
    profilesDir: join(ROOT, '.tmp'),
    only: screensArg > 0 ? process.argv[screensArg + 1].split(',') : [],
    reportsDir: reportsArg > 0 ? resolve(process.argv[reportsArg + 1]) : undefined,
  });
  for (const result of results) misses.push(...bench.signedInMisses(result));
}

function printMisses(misses) {
  if (misses.length) {
    console.log(`\nTargets NOT met (${misses.length}): ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery target met.');
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'never');

if (ACCESSIBILITY_ONLY) {
  const dist = buildApp();
  await seed();
  const server = await serve(dist);
  const scores = await accessibilityScores(`http://127.0.0.1:${server.address().port}/`);
  server.close();
  printAccessibility(scores);
  process.exit(0);
}

if (INTERACTIONS_ONLY) {
  const dist = buildApp();
  const thumbnails = await thumbnailHost();
  await seed();
  const server = await serve(dist);
  const misses = [];
  try {
    await interactionsPhase(`http://127.0.0.1:${server.address().port}`, thumbnails.flags, misses);
  } finally {
    server.close();
    thumbnails.close();
  }
  printMisses(misses);
  process.exit();
}

if (SIGNED_IN_ONLY) {
  const dist = buildApp();
  // The mentor's dashboard shows their videos' thumbnails.
  const thumbnails = await thumbnailHost();
  FLAGS.push(...thumbnails.flags);
  await seed();
  const server = await serve(dist);
  const misses = [];
  try {
    await signedInPhase(`http://127.0.0.1:${server.address().port}`, misses);
  } finally {
    server.close();
    thumbnails.close();
  }
  printMisses(misses);
  process.exit();
}

const appDist = buildApp();
const floorDist = buildFloor();
const thumbnails = await thumbnailHost();
FLAGS.push(...thumbnails.flags);
await seed();
const app = entrySizes(appDist);
const floor = entrySizes(floorDist);
const appServer = await serve(appDist);
const floorServer = await serve(floorDist);
const appOrigin = `http://127.0.0.1:${appServer.address().port}`;
const floorUrl = `http://127.0.0.1:${floorServer.address().port}/`;

const misses = [];
const check = (page, what, ok) => {
  if (!ok) misses.push(`${page}: ${what}`);
  return ok ? 'ok' : 'MISSED';
};

// Each page's numbers print as soon as they are measured.
console.log(`\nProduction build on the emulators with the demo data, Lighthouse mobile, median of ${RUNS} runs`);
const floorLh = await lighthouseRuns(floorUrl);
console.log(`\nfloor (React + Mantine): score ${floorLh.score}, FCP ${ms(floorLh.fcp)}, LCP ${ms(floorLh.lcp)}, TBT ${ms(floorLh.tbt)}, CLS ${floorLh.cls.toFixed(3)}, startup JS ${kb(floor.js)}, CSS ${kb(floor.css)}`);

const home = await lighthouseRuns(`${appOrigin}/`);
const t = TARGETS.home;
const homeRatio = home.lcp / floorLh.lcp;
console.log(`\n/ (home)`);
console.log(`  score      ${String(home.score).padEnd(12)} target >= ${t.score}  ${check('/', 'score', home.score >= t.score)}`);
console.log(`  LCP        ${ms(home.lcp).padEnd(12)} target <= ${t.lcpVsFloor}x floor (${homeRatio.toFixed(2)}x)  ${check('/', 'LCP', homeRatio <= t.lcpVsFloor)}`);
console.log(`  FCP        ${ms(home.fcp)}`);
console.log(`  TBT        ${ms(home.tbt)}`);
console.log(`  CLS        ${home.cls.toFixed(3)}`);
console.log(`  startup JS ${kb(app.js)} (CSS ${kb(app.css)})`);
console.log(`  each run (score/TBT ms): ${home.runs}`);

const mentorLh = await lighthouseRuns(`${appOrigin}${MENTOR_PAGE}`);
const mt = TARGETS.mentorPage;
console.log(`\n${MENTOR_PAGE} (a mentor's page, from a shared link)`);
console.log(`  score      ${String(mentorLh.score).padEnd(12)} target >= ${mt.score}  ${check(MENTOR_PAGE, 'score', mentorLh.score >= mt.score)}`);
console.log(`  LCP        ${ms(mentorLh.lcp).padEnd(12)} target <= ${mt.lcp} ms  ${check(MENTOR_PAGE, 'LCP', mentorLh.lcp <= mt.lcp)}`);
console.log(`  CLS        ${mentorLh.cls.toFixed(3).padEnd(12)} target <= ${mt.cls}  ${check(MENTOR_PAGE, 'CLS', mentorLh.cls <= mt.cls)}`);
console.log(`  FCP ${ms(mentorLh.fcp)}, TBT ${ms(mentorLh.tbt)}; each run (score/TBT ms): ${mentorLh.runs}`);

const d = TARGETS.data;
/** Each data page's first visits at the demo size. */
const demoRuns = new Map();
for (const path of DATA_PAGES) {
  const url = appOrigin + path;
  let lh, js, repeat;
  try {
    lh = await lighthouseRuns(url);
    js = await jsBeforeFirstCard(url);
    repeat = await repeatVisit(url);
  } catch (error) {
    console.log(`\n${path}: could not be measured: ${error.message}`);
    misses.push(`${path}: not measured`);
    continue;
  }
  demoRuns.set(path, lh);
  const ratio = lh.lcp / floorLh.lcp;
  console.log(`\n${path}`);
  console.log(`  score               ${String(lh.score).padEnd(12)} target >= ${d.score}  ${check(path, 'score', lh.score >= d.score)}`);
  console.log(`  LCP                 ${ms(lh.lcp).padEnd(12)} target <= ${d.lcp} ms and <= ${d.lcpVsFloor}x floor (${ratio.toFixed(2)}x)  ${check(path, 'LCP', lh.lcp <= d.lcp && ratio <= d.lcpVsFloor)}`);
  console.log(`  TBT                 ${ms(lh.tbt).padEnd(12)} target <= ${d.tbt} ms  ${check(path, 'TBT', lh.tbt <= d.tbt)}`);
  console.log(`  CLS                 ${lh.cls.toFixed(3).padEnd(12)} target <= ${d.cls}  ${check(path, 'CLS', lh.cls <= d.cls)}`);
  console.log(`  JS before 1st card  ${kb(js).padEnd(12)} target <= ${d.jsKb} KiB gzip  ${check(path, 'JS before the first card', js <= d.jsKb * 1024)}`);
  console.log(`  repeat visit, card  ${ms(repeat).padEnd(12)} target <= ${d.repeatMs} ms (warm cache, mobile throttling applied)  ${check(path, 'repeat visit', repeat <= d.repeatMs)}`);
  console.log(`  FCP ${ms(lh.fcp)}; each run (score/TBT ms): ${lh.runs}`);
  for (const why of lh.why) console.log(`  run: ${why}`);
  console.log(`  main thread by script (total / scripting): ${lh.bootup.slice(0, 4).map((b) => `${b.url} ${ms(b.total)}/${ms(b.scripting)}`).join(', ')}`);
}
// The signed-in screens, with the demo data as seeded (before the interactions change some of it).
await signedInPhase(appOrigin, misses);
// With the demo data (printed at the end).
const a11yScores = await accessibilityScores(`${appOrigin}/`);
// With the demo data too: the interactions act on its accounts, projects and discussions.
await interactionsPhase(appOrigin, thumbnails.flags, misses);

// The same first visits with the data grown by `seed --scale SCALE` (SCALE mentors, half as many videos and
// discussions, a fifth as many projects): each number within 10 % of its target, printed beside the demo size's.
if (SCALE > 0 && DATA_PAGES.length) {
  console.log(`\nWith the data grown by seed --scale ${SCALE}, first visits, median of ${RUNS} runs; targets ${SCALE_SLACK * 100} % looser`);
  await seed(['--scale', String(SCALE)]);
  // Rounded: 2500 * 1.1 prints as 2750, not 2750.0000000000005.
  const loose = (n) => Number((n * (1 + SCALE_SLACK)).toFixed(3));
  for (const path of DATA_PAGES) {
    const demo = demoRuns.get(path);
    let lh;
    try {
      lh = await lighthouseRuns(appOrigin + path);
    } catch (error) {
      console.log(`\n${path} at ${SCALE}: could not be measured: ${error.message}`);
      misses.push(`${path} at ${SCALE}: not measured`);
      continue;
    }
    const was = (n) => (demo ? ` (demo size ${n(demo)})` : '');
    const ratio = lh.lcp / floorLh.lcp;
    const at = `${path} at ${SCALE}`;
    console.log(`\n${at}`);
    console.log(`  score  ${String(lh.score).padEnd(8)} target >= ${Number((d.score * (1 - SCALE_SLACK)).toFixed(3))}${was((r) => r.score)}  ${check(at, 'score', lh.score >= d.score * (1 - SCALE_SLACK))}`);
    console.log(
      `  LCP    ${ms(lh.lcp).padEnd(8)} target <= ${loose(d.lcp)} ms and <= ${loose(d.lcpVsFloor)}x floor (${ratio.toFixed(2)}x)${was((r) => ms(r.lcp))}  ${check(at, 'LCP', lh.lcp <= loose(d.lcp) && ratio <= loose(d.lcpVsFloor))}`,
    );
    console.log(`  TBT    ${ms(lh.tbt).padEnd(8)} target <= ${loose(d.tbt)} ms${was((r) => ms(r.tbt))}  ${check(at, 'TBT', lh.tbt <= loose(d.tbt))}`);
    console.log(`  CLS    ${lh.cls.toFixed(3).padEnd(8)} target <= ${loose(d.cls)}${was((r) => r.cls.toFixed(3))}  ${check(at, 'CLS', lh.cls <= loose(d.cls))}`);
    console.log(`  FCP ${ms(lh.fcp)}; each run (score/TBT ms): ${lh.runs}`);
    for (const why of lh.why) console.log(`  run: ${why}`);
  }
}

appServer.close();
floorServer.close();
thumbnails.close();
printAccessibility(a11yScores);
for (const { path, score } of a11yScores) check(path, 'accessibility score', score === 100);

printMisses(misses);
