#!/usr/bin/env node
// Adds up the JSON reports of every Vitest and Playwright run of `npm test` into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
// Browser tests that failed once and passed when run again: counted as passed, but always named.
let flaky = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests ?? 0;
    // A file that fails to load has no failed test in it, but the run failed: count it once.
    const unloaded = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    failed += (report.numFailedTests ?? 0) + unloaded;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (file.startsWith('playwright-')) {
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    flaky += s.flaky ?? 0;
    // Errors outside any test (a spec file that does not load) fail the run too: count each once.
    failed += (s.unexpected ?? 0) + (report.errors ?? []).length;
    skipped += s.skipped ?? 0;
  }
}
if (flaky > 0) console.log(`${flaky} browser test(s) passed only on the retry; see "What the browser showed" above`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
