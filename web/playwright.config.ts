import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { ports } from '../scripts/emulators.mjs';
import { appCheckChromiumArgs } from './e2e/support/appCheck';

// The built app as Hosting serves it, with firebase.json's headers and rewrites: the Hosting emulator, which
// `node scripts/emulators.mjs --hosting` starts (npm test's e2e stage does).
const port = ports().hosting;


export default defineConfig({
  testDir: './e2e',
  // Google's App Check token exchange, played by a local HTTPS server (e2e/support/appCheck.ts).
  globalSetup: './e2e/support/appCheck.ts',
  // Per test, at least four times what the slowest ones take on a quiet 2-core machine (a few files set more), so
  // a machine three times slower, or one core, passes: a passing test never waits for it.
  timeout: 240_000,
  // Data screens wait on Firestore and functions: on a machine three times slower than a quiet 2-core one (or
  // on one core), a state that comes in 5 s comes in 15. A passing test never waits for the timeout.
  expect: { timeout: 45_000 },
  fullyParallel: false,
  // Two workers per core this run may use (four on two cores, two on one): a browser test mostly waits (on the
  // emulators' triggers, on the page), and a whole run used about one of the two cores on average with three.
  // Two per core is what the one-core runs proved with no retry (docs/testing.md, "A slow machine").
  workers: Math.min(4, 2 * availableParallelism()),
  // One retry absorbs a test that loses a race with the machine's load (2 cores, emulators and two
  // browsers). A test that passes only on the retry is still reported: the failure reporter prints
  // its first attempt, and the summary line counts it as flaky.
  retries: 1,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's page and a screencast, which costs the browsers CPU in every test: it is
    // taken on the retry of a failed test (the failure reporter still prints the first attempt's page and log).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...appCheckChromiumArgs()],
    },
  },
});
