import { describe, expect, it } from 'vitest';
import { allowStatements, coverage, type CoverageReport } from './rules-coverage.mjs';

const RULES = `rules_version = '2';
// allow write: if commented;
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow read: if true;
      allow create: if request.auth != null
        && request.resource.data.text.matches('x;y');
      allow update, delete: if false;
      /* allow get: if nope; */
    }
  }
}
`;

/** One expression's reported outcomes, as the emulator's JSON report gives them. */
const entry = (line: number, column: number, values: [unknown, number][]) => ({
  sourcePosition: { line, column },
  values: values.map(([value, count]) => ({ value, count })),
});

describe('rules coverage', () => {
  it('finds every allow statement outside comments and strings, with where its condition starts', () => {
    expect(allowStatements(RULES).map(({ ops, line, column, statementLine, constant }) => ({ ops, line, column, statementLine, constant }))).toEqual([
      { ops: ['read'], line: 6, column: 22, statementLine: 6, constant: true },
      { ops: ['create'], line: 7, column: 24, statementLine: 7, constant: false },
      { ops: ['update', 'delete'], line: 9, column: 32, statementLine: 9, constant: true },
    ]);
    expect(allowStatements(RULES)[1].text).toBe(
      "allow create: if request.auth != null && request.resource.data.text.matches('x;y');",
    );
  });

  it('adds up true, false and error outcomes of a statement over every project report', () => {
    const reports: CoverageReport[] = [
      { report: { 0: entry(7, 24, [[{ boolValue: true }, 2], [{ undefined: {} }, 1]]), 1: entry(7, 40, [[{ boolValue: false }, 9]]) } },
      { report: { 0: entry(7, 24, [[{ boolValue: false }, 3]]) } },
      { report: {} },
    ];
    const create = coverage(RULES, reports).find((s) => s.ops.includes('create'));
    expect(create).toMatchObject({ true: 2, false: 3, error: 1, traced: true });
    expect(coverage(RULES, [{ report: {} }]).find((s) => s.ops.includes('create'))).toMatchObject({ traced: false, true: 0 });
  });
});
