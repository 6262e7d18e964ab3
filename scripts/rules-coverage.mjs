#!/usr/bin/env node
// Rules coverage: run right after the rules tests, in the same emulator session (scripts/emulated-tests.sh).
// Fetches the Firestore emulator's coverage report of every rules test project (each test file has its own
// project id, tests/rules/setup.ts), saves them under .tmp/rules-coverage/, prints how often each `allow`
// statement was evaluated true and false, and fails when one was not evaluated both ways.
// Conditions that are a literal (`if true`, `if false`) cannot go both ways and the emulator does not trace them:
// they are counted apart.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RULES_FILE = 'firestore.rules';
const TESTS = join(ROOT, 'tests/rules');
const OUT = join(ROOT, '.tmp/rules-coverage');

/** The index just past the string literal that starts at `start`. */
function skipString(text, start) {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index just past the comment that starts at `start`, or `start` when none does. */
function skipComment(text, start) {
  if (text.startsWith('//', start)) {
    const end = text.indexOf('\n', start);
    return end < 0 ? text.length : end;
  }
  if (text.startsWith('/*', start)) {
    const end = text.indexOf('*/', start + 2);
    return end < 0 ? text.length : end + 2;
  }
  return start;
}

/** 1-based line and column of `offset` in `text`. */
function position(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Every `allow` statement of a rules text: its operations, where its condition starts (as the emulator reports
 * it: line and 1-based column), the statement's text on one line, and whether the condition is a literal.
 */
export function allowStatements(rules) {
  const found = [];
  let i = 0;
  while (i < rules.length) {
    const ch = rules[i];
    if (ch === "'" || ch === '"') {
      i = skipString(rules, i);
      continue;
    }
    const afterComment = skipComment(rules, i);
    if (afterComment !== i) {
      i = afterComment;
      continue;
    }
    const head = /^allow\s+([\w\s,]+?)\s*(:\s*if\s+|;)/.exec(rules.slice(i, i + 200));
    if (!head || (i > 0 && /\w/.test(rules[i - 1]))) {
      i++;
      continue;
    }
    const ops = head[1].split(',').map((op) => op.trim());
    const conditionStart = i + head[0].length;
    let end = head[2] === ';' ? conditionStart - 1 : conditionStart;
    while (end < rules.length && rules[end] !== ';') {
      if (rules[end] === "'" || rules[end] === '"') end = skipString(rules, end);
      else end = skipComment(rules, end) === end ? end + 1 : skipComment(rules, end);
    }
    const condition = head[2] === ';' ? 'true' : rules.slice(conditionStart, end).trim();
    found.push({
      ops,
      ...position(rules, head[2] === ';' ? i : conditionStart),
      statementLine: position(rules, i).line,
      text: rules.slice(i, end + 1).replace(/\s+/g, ' '),
      constant: condition === 'true' || condition === 'false',
    });
    i = end + 1;
  }
  return found;
}

/** How often each evaluation outcome occurred at each reported expression, keyed `line:column`. */
export function outcomes(report) {
  const byPosition = new Map();
  for (const entry of Object.values(report.report ?? {})) {
    const { line, column } = entry.sourcePosition ?? {};
    const key = `${line}:${column}`;
    const tally = byPosition.get(key) ?? { true: 0, false: 0, error: 0 };
    for (const { value, count } of entry.values ?? []) {
      if (value?.boolValue === true) tally.true += count;
      else if (value?.boolValue === false) tally.false += count;
      else tally.error += count;
    }
    byPosition.set(key, tally);
  }
  return byPosition;
}

/** Each statement with its outcomes summed over every report (a report is one project's coverage). */
export function coverage(rules, reports) {
  const perReport = reports.map(outcomes);
  return allowStatements(rules).map((statement) => {
    const tally = { true: 0, false: 0, error: 0, traced: false };
    for (const byPosition of perReport) {
      const found = byPosition.get(`${statement.line}:${statement.column}`);
      if (!found) continue;
      tally.traced = true;
      tally.true += found.true;
      tally.false += found.false;
      tally.error += found.error;
    }
    return { ...statement, ...tally };
  });
}

/** The rules test projects: `rulesEnv('<name>')` in each test file, under setup.ts's project id prefix. */
function testProjects() {
  const setup = readFileSync(join(TESTS, 'setup.ts'), 'utf8');
  const prefix = /projectId:\s*`([^`$]*)\$\{name\}`/.exec(setup)?.[1];
  if (!prefix) throw new Error('tests/rules/setup.ts: no projectId template `<prefix>${name}` found');
  const names = new Set();
  for (const file of readdirSync(TESTS).filter((f) => f.endsWith('.test.ts'))) {
    for (const m of readFileSync(join(TESTS, file), 'utf8').matchAll(/rulesEnv\(\s*'([^']+)'\s*\)/g)) names.add(m[1]);
  }
  return [...names].sort().map((name) => `${prefix}${name}`);
}

async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function main() {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside the emulators, after the rules tests.');
  const rules = readFileSync(join(ROOT, RULES_FILE), 'utf8');
  const projects = testProjects();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const reports = [];
  for (const project of projects) {
    const base = `http://${host}/emulator/v1/projects/${project}:ruleCoverage`;
    const json = await fetchText(base);
    writeFileSync(join(OUT, `${project}.json`), json);
    writeFileSync(join(OUT, `${project}.html`), await fetchText(`${base}.html`));
    const report = JSON.parse(json);
    const loaded = report.rules?.files?.[0]?.content;
    // A project whose tests never ran has no rules loaded; one with other rules would misplace every position.
    if (loaded === undefined) throw new Error(`${project}: no coverage (did its rules tests run in this emulator?)`);
    if (loaded !== rules) throw new Error(`${project}: the emulator ran other rules than ${RULES_FILE} on disk`);
    reports.push(report);
  }

  const statements = coverage(rules, reports);
  const measured = statements.filter((s) => !s.constant);
  const constants = statements.filter((s) => s.constant);
  const both = measured.filter((s) => s.true > 0 && s.false > 0);
  const missed = measured.filter((s) => !(s.true > 0 && s.false > 0));
  writeFileSync(join(OUT, 'summary.json'), JSON.stringify({ projects, statements }, null, 2));

  console.log(`Rules coverage of ${RULES_FILE} over ${projects.length} test projects (reports: .tmp/rules-coverage/)`);
  console.log(`  allow statements: ${statements.length} (${measured.length} with a condition, ${constants.length} constant)`);
  console.log(`  evaluated true:  ${measured.filter((s) => s.true > 0).length}/${measured.length}`);
  console.log(`  evaluated false: ${measured.filter((s) => s.false > 0).length}/${measured.length}`);
  console.log(`  both ways:       ${both.length}/${measured.length}`);
  const errors = measured.reduce((sum, s) => sum + s.error, 0);
  if (errors > 0) console.log(`  evaluations that ended in an error (denied): ${errors}`);
  if (missed.length === 0) return 0;
  console.log('Allow statements not evaluated both true and false by the rules tests:');
  for (const s of missed) {
    const seen = s.traced ? `true ${s.true}, false ${s.false}, error ${s.error}` : 'never evaluated';
    console.log(`  ${RULES_FILE}:${s.statementLine} (${seen}): ${s.text.length > 140 ? `${s.text.slice(0, 137)}...` : s.text}`);
  }
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`rules coverage: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
