#!/usr/bin/env node
// Adds up the JSON reports of every Vitest and Playwright run of `npm test` into one closing line, after
// where the time went (each step, the ten slowest browser tests) and every browser test a retry hid.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
// Browser tests that failed once and passed when run again: counted as passed, but always named.
const flaky = [];
// Every failed test by name with the start of its error, so the summary's last lines say what broke and how even
// when only they are kept (CI shows only the end of the output).
const failures = [];

/** The first lines of an error message, indented under the test's name, its colours stripped. */
function firstLines(message) {
  const lines = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 4);
  return lines.map((line) => `\n      ${line.slice(0, 300)}`).join('');
}
// Every browser test's time, all its attempts together.
const browserTests = [];

/** The specs of a Playwright JSON report, however deep its suites nest. */
function* specsOf(suites) {
  for (const suite of suites ?? []) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites);
  }
}
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests ?? 0;
    // A file that fails to load has no failed test in it, but the run failed: count it once.
    const unloaded = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    failed += (report.numFailedTests ?? 0) + unloaded;
    const before = failures.length;
    for (const f of report.testResults ?? []) {
      const file = relative(process.cwd(), f.name ?? '');
      const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of tests) failures.push(`${file} › ${a.fullName ?? a.title}${firstLines(a.failureMessages?.[0])}`);
      if (f.status === 'failed' && tests.length === 0) failures.push(`${file} (did not load or run: ${String(f.message ?? '').split('\n')[0]})`);
    }
    // Errors outside any test (a worker that did not start, an unhandled rejection) fail the run too.
    if (report.success === false && failures.length === before) failures.push(`${file}: the run failed outside its tests (unhandled errors; see its output)`);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (file.startsWith('playwright-')) {
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    for (const spec of specsOf(report.suites)) {
      const name = `${spec.file}:${spec.line} › ${spec.title}`;
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        browserTests.push({ name: t.projectName ? `${name} [${t.projectName}]` : name, ms });
        if (t.status === 'flaky') flaky.push(name);
        if (t.status === 'unexpected') failures.push(`${name}${firstLines(t.results?.at(-1)?.error?.message)}`);
      }
    }
    // Errors outside any test (a spec file that does not load) fail the run too: count each once.
    failed += (s.unexpected ?? 0) + (report.errors ?? []).length;
    for (const error of report.errors ?? []) failures.push(`browser run error: ${String(error.message ?? '').split('\n')[0]}`);
    skipped += s.skipped ?? 0;
  }
}

const timings = join(dir, 'timings.tsv');
if (existsSync(timings)) {
  // A step run inside another ("emulators › rules") is printed under it; steps run side by side overlap.
  const rows = readFileSync(timings, 'utf8').split('\n').filter(Boolean).map((line) => line.split('\t'));
  const row = (name, seconds, indent) => `${' '.repeat(indent)}${name.padEnd(22 - indent)} ${String(seconds).padStart(5)} s`;
  const lines = [];
  for (const [name, seconds] of rows.filter(([name]) => !name.includes(' › '))) {
    lines.push(row(name, seconds, 2));
    for (const [inner, s] of rows.filter(([n]) => n.startsWith(`${name} › `))) lines.push(row(inner.slice(name.length + 3), s, 4));
  }
  console.log(`Where the time went (build-web, static and unit run beside the emulators):\n${lines.join('\n')}`);
}
if (browserTests.length > 0) {
  const slowest = [...browserTests].sort((a, b) => b.ms - a.ms).slice(0, 10);
  console.log(`The ten slowest browser tests:\n${slowest.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`).join('\n')}`);
}
if (flaky.length > 0) {
  console.log(`${flaky.length} browser test(s) failed, then passed on the retry (flaky; see "What the browser showed" above):`);
  for (const name of flaky) console.log(`  ${name}`);
}
// The steps that failed (scripts/test.sh writes them): a step can fail with no failed test in any report.
const failedSteps = join(dir, 'failed-steps');
if (existsSync(failedSteps)) {
  const steps = readFileSync(failedSteps, 'utf8').split('\n').filter(Boolean);
  if (steps.length > 0) console.log(`Failed steps: ${steps.join(', ')}`);
}
if (failures.length > 0) {
  console.log(`Failed (${failures.length}):`);
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
