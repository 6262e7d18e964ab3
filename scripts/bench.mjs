#!/usr/bin/env node
// Builds the production bundle and prints the home page's entry size and Lighthouse (mobile)
// numbers, next to a bare React + Mantine page built and measured the same way as the floor, then
// Lighthouse's accessibility score of the main screens.
// Usage: npm run bench [-- --runs 3] [-- --accessibility-only]
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT } from './emulators.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const ACCESSIBILITY_ONLY = process.argv.includes('--accessibility-only');
/** The screens whose Lighthouse accessibility score the bench prints (the goal is 100 on each). */
const A11Y_PATHS = ['/', '/mentorship', '/projects', '/community', '/career-hub', '/sign-in'];
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const VITE = join(ROOT, 'node_modules/.bin/vite');

function buildApp() {
  execFileSync(VITE, ['build', '--logLevel', 'warn'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
  return join(ROOT, 'web/dist');
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

/** A static server with gzip and an SPA fallback, like Firebase Hosting. */
function serve(dist) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = resolve(dist, '.' + path);
    if (path === '/') file = join(dist, 'index.html');
    else if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, existsSync(join(dist, 'app.html')) ? 'app.html' : 'index.html');
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (/gzip/.test(String(req.headers['accept-encoding'])) && /text|javascript|json|svg/.test(type)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      res.end(gzipSync(body));
    } else {
      res.writeHead(200, headers);
      res.end(body);
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function lighthouseRuns(url) {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const userDataDir = join(ROOT, '.tmp', `lh-profile-${process.pid}-${i}`);
    mkdirSync(userDataDir, { recursive: true });
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS, userDataDir });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result.lhr;
      // Where the main thread's time went (script URL → ms), to show what TBT is made of.
      const bootup = (lhr.audits['bootup-time'].details?.items ?? []).map((item) => ({
        url: String(item.url).replace(url, '/'),
        total: item.total,
        scripting: item.scripting,
      }));
      results.push({
        bootup,
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
      });
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const median = (key) => {
    const values = results.map((r) => r[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  // The run whose TBT is the median shows the typical main-thread breakdown.
  const typical = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)];
  return {
    score: median('score'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    fcp: median('fcp'),
    runs: results.map((r) => `${r.score}/${Math.round(r.tbt)}`).join(' '),
    bootup: typical.bootup,
  };
}

/**
 * Lighthouse's accessibility category on each path, in one browser: the score and the audits that fail.
 * The static server has no database behind it, so data screens are measured as their shell and loading
 * state; the axe audit of the browser tests covers them with their data.
 */
async function accessibilityScores(baseUrl) {
  const userDataDir = join(ROOT, '.tmp', `lh-profile-${process.pid}-a11y`);
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS, userDataDir });
  const scores = [];
  try {
    for (const path of A11Y_PATHS) {
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
  console.log('\nLighthouse accessibility (mobile), production build without data (shells and loading states)');
  for (const { path, score, failing } of scores) {
    console.log(`  ${path.padEnd(14)}${String(score).padStart(4)}${failing.length ? `   failing: ${failing.join(', ')}` : ''}`);
  }
  console.log(`accessibility target (100 on every screen): ${scores.every((s) => s.score === 100) ? 'met' : 'NOT met'}`);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n) => `${Math.round(n)} ms`;

if (ACCESSIBILITY_ONLY) {
  const server = await serve(buildApp());
  const scores = await accessibilityScores(`http://127.0.0.1:${server.address().port}/`);
  server.close();
  printAccessibility(scores);
  process.exit(0);
}

const appDist = buildApp();
const floorDist = buildFloor();
const app = entrySizes(appDist);
const floor = entrySizes(floorDist);
const appServer = await serve(appDist);
const floorServer = await serve(floorDist);
const appUrl = `http://127.0.0.1:${appServer.address().port}/`;
const floorUrl = `http://127.0.0.1:${floorServer.address().port}/`;
const floorLh = await lighthouseRuns(floorUrl);
const appLh = await lighthouseRuns(appUrl);
const a11yScores = await accessibilityScores(appUrl);
appServer.close();
floorServer.close();

const lcpRatio = appLh.lcp / floorLh.lcp;
console.log(`\nHome page, production build, Lighthouse mobile (simulated throttling), median of ${RUNS} runs`);
console.log('                     MentorBridge      floor (React + Mantine)');
console.log(`startup JS (gzip)    ${kb(app.js).padEnd(18)}${kb(floor.js)}`);
console.log(`startup CSS (gzip)   ${kb(app.css).padEnd(18)}${kb(floor.css)}`);
console.log(`performance score    ${String(appLh.score).padEnd(18)}${floorLh.score}`);
console.log(`FCP                  ${ms(appLh.fcp).padEnd(18)}${ms(floorLh.fcp)}`);
console.log(`LCP                  ${ms(appLh.lcp).padEnd(18)}${ms(floorLh.lcp)}`);
console.log(`TBT                  ${ms(appLh.tbt).padEnd(18)}${ms(floorLh.tbt)}`);
console.log(`each run (score/TBT ms): ${appLh.runs}   floor: ${floorLh.runs}`);
console.log('\nMain-thread time on the home page by script, run with the median TBT (total / scripting):');
for (const item of appLh.bootup.slice(0, 6)) console.log(`  ${ms(item.total).padStart(8)} / ${ms(item.scripting).padStart(8)}  ${item.url}`);
console.log(`\nLCP vs floor: ${((lcpRatio - 1) * 100).toFixed(1)}% (target: within 15%); score target: >= 95`);
console.log(`targets: ${appLh.score >= 95 && lcpRatio <= 1.15 ? 'met' : 'NOT met'}`);
printAccessibility(a11yScores);
