// The deploy preflight's rules check (scripts/deploy.ts, rulesProblems) on the Firestore emulator: the tree's rules
// compile without a warning; a syntax error and an unknown name are each named with their line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, rulesProblems } from '../../scripts/deploy';

const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const scratch = mkdtempSync(join(tmpdir(), 'mb-deploy-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The tree's rules with one line replaced. */
function rulesWith(find: string, replace: string): string {
  const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
  expect(rules).toContain(find);
  writeFileSync(join(scratch, 'firestore.rules'), rules.replace(find, replace));
  return scratch;
}

describe('the deploy preflight compiles the rules', () => {
  it('finds nothing in the tree\'s rules', async () => {
    expect(host).not.toBe('');
    expect(await rulesProblems(ROOT, host)).toEqual([]);
  });

  it('names a syntax error with its line', async () => {
    const problems = await rulesProblems(rulesWith("rules_version = '2';", "rules_version = '2';\nservice cloud.firestore { match /x/{id} { allow read: if ; } }"), host);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^firestore\.rules: does not compile: line 2:\d+: /);
  });

  it('names an unknown function with its line', async () => {
    // A name the compiler accepts with a warning, which a deploy would ship: the preflight counts it.
    writeFileSync(
      join(scratch, 'firestore.rules'),
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{d}/documents {\n    match /x/{id} { allow read: if noSuchFunction(); }\n  }\n}\n",
    );
    expect(await rulesProblems(scratch, host)).toEqual(['firestore.rules: line 4:36: Invalid function name: noSuchFunction. (warning)']);
  });
});
