#!/usr/bin/env node
// The data pages at demo size and at platform size (docs/data-model.md, "List queries"): for each public list,
// a cold visit (fresh browser context) and a warm one (same context, again), measuring time to the first card,
// documents received from Firestore, bytes received from Firestore, JS heap after GC, the time from the last
// keystroke of a search to the updated list, and the offline cache's size. Then it grows the data with
// `seed --scale N` and measures again. Each visit is measured --runs times (after one unmeasured warm-up visit of
// every page) and the median printed, with the Firestore server's wait for the list's first page: the emulator
// scans a collection for a query where production Firestore reads an index, so at 10,000 documents its wait grows
// with the collection, while production's grows with the result (docs/decisions.md, "Reading the public lists").
// Prints numbers; asserts nothing (not a test).
//
// Usage: npm run bench:scale [-- --scale 10000 --runs 3]   (builds, starts the emulators on MB_PORT_OFFSET, seeds)
// Runs inside the emulators, with the Hosting emulator serving the build: `bash scripts/bench-scale.sh` starts them
// and calls this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { seed } from './bench-seed.mjs';
import { firestoreMeter } from './firestore-meter.mjs';
import { ports, ROOT } from './emulators.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const scaleArg = process.argv.indexOf('--scale');
const SCALE = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 10_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const p = ports();
const BASE = `http://127.0.0.1:${p.hosting}`;
const FIRESTORE = `127.0.0.1:${p.firestore}`;

/** A word the demo data's search finds in each list that has a search box (scripts/demo). */
const SEARCH_TERMS = { mentors: 'python', videos: 'interview', discussions: 'resume' };
/** The data pages the build wrote a shell for, from their definitions (features/<area>/page.ts), and the copy on the device each keeps. */
const PAGES = JSON.parse(readFileSync(join(ROOT, 'web/dist/.data-pages.json'), 'utf8')).map(({ route, list }) => ({
  path: `/${route}`,
  term: SEARCH_TERMS[list] ?? null,
  cache: list,
}));

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function cachedCount(page, list) {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const open = indexedDB.open('mentorbridge-offline');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lists')) return resolve(0);
          const get = db.transaction('lists').objectStore('lists').get(name);
          get.onsuccess = () => resolve(get.result?.count ?? 0);
        };
      }),
    list,
  );
}

/** One visit: time to the first card, what Firestore sent, heap, and (optionally) a search. */
async function visit(context, target, withSearch) {
  const page = await context.newPage();
  const { cdp, meter } = await firestoreMeter(page, FIRESTORE);
  const started = Date.now();
  await page.goto(BASE + target.path);
  await page.getByRole('article').first().waitFor({ timeout: 60_000 });
  const firstCard = Date.now() - started;
  // Let the page settle (the count, the live listener) before reading the meter.
  await page.waitForTimeout(1500);
  const result = {
    firstCard,
    serverMs: meter.serverMs,
    answerMs: meter.answerMs,
    documents: meter.documents,
    kb: meter.bytes / 1024,
    heapMb: (await heapAfterGc(cdp)) / 2 ** 20,
  };
  // A list's search box is labelled "Search <what it lists>".
  const box = page.getByRole('main').getByLabel(/^Search /);
  if (withSearch && target.term && (await box.count()) === 1) {
    await box.pressSequentially(target.term, { delay: 40 });
    const typed = Date.now();
    // The search is in the address once typing settles; the grid is busy until the new results are in.
    const done = await page
      .waitForFunction(
        (term) =>
          new URLSearchParams(location.search).get('q') === term &&
          !document.querySelector('[aria-busy="true"]') &&
          document.querySelector('article') !== null,
        target.term,
        { timeout: 30_000 },
      )
      .then(() => true, () => false);
    if (done) result.searchMs = Date.now() - typed;
  }
  if (target.cache) result.cached = await cachedCount(page, target.cache);
  await page.close();
  return result;
}

/** The median of each measure over runs (a measure missing from a run is left out of its median). */
function median(results) {
  const keys = new Set(results.flatMap((r) => Object.keys(r)));
  return Object.fromEntries(
    [...keys].map((key) => {
      const values = results.map((r) => r[key]).filter((v) => v !== undefined).sort((a, b) => a - b);
      return [key, values.length ? values[Math.floor(values.length / 2)] : undefined];
    }),
  );
}

async function measure(label) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--js-flags=--expose-gc'] });
  // One unmeasured visit of each page first: the first of a browser (and of an emulator) pays start-up costs.
  for (const target of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await visit(context, target, false);
    await context.close();
  }
  const runs = PAGES.map(() => ({ cold: [], warm: [] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [i, target] of PAGES.entries()) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      runs[i].cold.push(await visit(context, target, true));
      runs[i].warm.push(await visit(context, target, false));
      await context.close();
    }
  }
  await browser.close();
  return PAGES.map((target, i) => ({ size: label, page: target.path, cold: median(runs[i].cold), warm: median(runs[i].warm) }));
}

function print(rows) {
  const fmt = (n, d = 0) => (n === undefined ? '-' : n.toFixed(d));
  console.log(`median of ${RUNS} runs`);
  console.log(
    ['size', 'page', 'visit', 'first card ms', 'server ms', 'answer at ms', 'docs read', 'KB from Firestore', 'heap MB', 'search ms', 'cached'].join(' | '),
  );
  for (const r of rows) {
    for (const [visitName, m] of [['cold', r.cold], ['warm', r.warm]]) {
      console.log(
        [r.size, r.page, visitName, fmt(m.firstCard), fmt(m.serverMs), fmt(m.answerMs), fmt(m.documents), fmt(m.kb, 1), fmt(m.heapMb, 1), fmt(m.searchMs), fmt(m.cached)].join(' | '),
      );
    }
  }
}

/**
 * Per page, the cold first card at scale over demo size, and when Firestore's answer to the first page came (ms
 * after the page was asked for) at each size: where the answer comes later than the demo's first card, the
 * emulator's collection scan is what the first card waited for.
 */
function printRatios(demo, large) {
  console.log('page | cold first card, scale / demo | first page answered at, demo -> scale (ms)');
  for (const d of demo) {
    const l = large.find((r) => r.page === d.page);
    if (!l) continue;
    const ratio = l.cold.firstCard / d.cold.firstCard;
    const at = (m) => (m.answerMs === undefined ? '-' : m.answerMs.toFixed(0));
    console.log([d.page, ratio.toFixed(2), `${at(d.cold)} -> ${at(l.cold)}`].join(' | '));
  }
}

await seed();
const demo = await measure('demo');
// Printed at once: the scale seed takes minutes.
print(demo);
await seed(['--scale', String(SCALE)]);
const large = await measure(String(SCALE));
print([...demo, ...large]);
printRatios(demo, large);
