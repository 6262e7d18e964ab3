/**
 * Reads the literals `firestore.rules` hard-codes (numbers, strings, lists of strings) so that
 * model-constants.test.ts can compare them with the model package, which the rules cannot import.
 * It knows just enough of the rules language: comments, string literals, `function` and `match` blocks
 * (by brace matching) and the condition of each `allow` statement.
 */

/** Where a check looks: a helper function's body, a match block (one allow statement of it), or everywhere. */
export type Where = { fn: string } | { match: string; allow?: string; having?: string } | 'everywhere';

export type Scalar = number | string;
export type Value = Scalar | readonly Scalar[];

/**
 * What every occurrence of a pattern must capture: a value (lists compare as sets), `oneOf` (each captured
 * string or list element is one of these) or `all` (the captures of all occurrences together are exactly
 * this set).
 */
export type Expected = Value | { oneOf: readonly Scalar[] } | { all: readonly Scalar[] };

export interface Check {
  /** The model constant the rules must repeat, e.g. `LIMITS.projectTitle` or `ROLES`. */
  what: string;
  where: Where;
  /**
   * The rules text to look for, with exactly one capture: `<num>` an integer, `<str>` a string literal,
   * `<list>` a list of string literals, `<name>` an identifier. Spaces and the sides of `( ) [ ] ,` outside
   * quotes match any whitespace.
   */
  find: string;
  expected: Expected;
}

export interface Mismatch {
  what: string;
  where: string;
  find: string;
  rules: unknown;
  model: unknown;
}

const CAPTURES = new Map([
  ['<num>', '(-?\\d+)(?![\\d.])'],
  ['<str>', "('(?:[^'\\\\]|\\\\.)*')"],
  ['<list>', "(\\[(?:[^\\]'\\\\]|'(?:[^'\\\\]|\\\\.)*')*\\])"],
  ['<name>', '([A-Za-z_]\\w*)'],
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression for a `find` pattern (see Check.find). */
function patternRegExp(find: string): RegExp {
  const tokens = find.split(/(<num>|<str>|<list>|<name>)/);
  if (tokens.filter((t) => CAPTURES.has(t)).length !== 1) throw new Error(`Pattern needs exactly one capture: ${find}`);
  let source = /^\w/.test(find) ? '(?<![\\w.])' : '';
  let quoted = false;
  for (const token of tokens) {
    const capture = CAPTURES.get(token);
    if (capture) {
      source += capture;
      continue;
    }
    for (const ch of token) {
      if (ch === "'") quoted = !quoted;
      if (quoted || ch === "'") source += escape(ch);
      else if (ch === ' ') source += '\\s*';
      else if ('()[],'.includes(ch)) source += `\\s*${escape(ch)}\\s*`;
      else source += escape(ch);
    }
  }
  return new RegExp(source, 'g');
}

/** The index just past the string literal that starts at `start`. */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The rules text without comments (string literals such as `'https?://'` are kept whole). */
function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      const end = skipString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The index of the `}` that closes the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') i = skipString(text, i) - 1;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('Unbalanced braces in firestore.rules');
}

/** The bodies of the blocks whose header (up to and including its `{`) matches `header`. */
function blocks(text: string, header: RegExp): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(header.source, 'g'))) {
    const open = m.index + m[0].length - 1;
    found.push(text.slice(open + 1, closingBrace(text, open)));
  }
  return found;
}

const NESTED_BLOCK = /(match\s+\S+|function\s+\w+\s*\([^)]*\))\s*\{/y;

/** A match block's own statements: its body without the nested `match` and `function` blocks. */
function ownStatements(body: string): string {
  let out = '';
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    NESTED_BLOCK.lastIndex = i;
    const nested = NESTED_BLOCK.exec(body);
    if (ch === "'" || ch === '"') {
      const end = skipString(body, i);
      out += body.slice(i, end);
      i = end;
    } else if (nested && (i === 0 || /\W/.test(body[i - 1]))) {
      i = closingBrace(body, i + nested[0].length - 1) + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The conditions of the `allow` statements in `statements` whose operations include `op`. */
function allowConditions(statements: string, op: string): string[] {
  const found: string[] = [];
  for (const m of statements.matchAll(/\ballow\s+([\w\s,]+?)\s*:\s*if\b/g)) {
    const ops = m[1].split(',').map((o) => o.trim());
    if (!ops.includes(op)) continue;
    let end = m.index + m[0].length;
    while (end < statements.length && statements[end] !== ';') {
      end = statements[end] === "'" || statements[end] === '"' ? skipString(statements, end) : end + 1;
    }
    found.push(statements.slice(m.index + m[0].length, end));
  }
  return found;
}

function describeWhere(where: Where): string {
  if (where === 'everywhere') return 'everywhere';
  if ('fn' in where) return `function ${where.fn}`;
  const having = where.having ? ` having ${where.having}` : '';
  return where.allow ? `match ${where.match}, allow ${where.allow}${having}` : `match ${where.match}`;
}

/** The rules text a check reads, or an error naming why it is not exactly one place. */
function scope(rules: string, where: Where): string | { error: string } {
  if (where === 'everywhere') return rules;
  const found =
    'fn' in where
      ? blocks(rules, new RegExp(`\\bfunction\\s+${escape(where.fn)}\\s*\\([^)]*\\)\\s*\\{`))
      : blocks(rules, new RegExp(`\\bmatch\\s+${escape(where.match)}\\s*\\{`));
  if (found.length !== 1) return { error: `${found.length} blocks found` };
  if ('fn' in where || !where.allow) return found[0];
  const conditions = allowConditions(ownStatements(found[0]), where.allow).filter(
    (c) => !where.having || c.includes(where.having),
  );
  return conditions.length === 1 ? conditions[0] : { error: `${conditions.length} allow statements found` };
}

/** A rules string literal's value. */
function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

function parseCapture(capture: string): Scalar | Scalar[] {
  if (capture.startsWith('[')) {
    const inner = capture.slice(1, -1).trim();
    if (inner === '') return [];
    const items = [...inner.matchAll(/\s*('(?:[^'\\]|\\.)*')\s*(,|$)/g)];
    if (items.map((m) => m[0]).join('') !== inner) throw new Error(`Not a list of strings: ${capture}`);
    return items.map((m) => unquote(m[1]));
  }
  if (capture.startsWith("'")) return unquote(capture);
  return /^-?\d+$/.test(capture) ? Number(capture) : capture;
}

const sortedSet = (values: readonly Scalar[]) => [...new Set(values)].sort((a, b) => String(a).localeCompare(String(b)));
const sorted = (values: readonly Scalar[]) => [...values].sort((a, b) => String(a).localeCompare(String(b)));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every check whose rules value differs from the model's (an empty list when they all agree). */
export function compareRules(rulesSource: string, checks: readonly Check[]): Mismatch[] {
  const rules = stripComments(rulesSource);
  const mismatches: Mismatch[] = [];
  for (const check of checks) {
    const report = (rulesValue: unknown, model: unknown = check.expected) =>
      mismatches.push({ what: check.what, where: describeWhere(check.where), find: check.find, rules: rulesValue, model });
    const text = scope(rules, check.where);
    if (typeof text !== 'string') {
      report(text.error);
      continue;
    }
    let captures: (Scalar | Scalar[])[];
    try {
      captures = [...text.matchAll(patternRegExp(check.find))].map((m) => parseCapture(m[1]));
    } catch (error) {
      report(String(error));
      continue;
    }
    if (captures.length === 0) {
      report('not found');
      continue;
    }
    const { expected } = check;
    if (typeof expected === 'object' && 'all' in expected) {
      const got = sortedSet(captures.flat());
      if (!same(got, sortedSet(expected.all))) report(got, sortedSet(expected.all));
    } else if (typeof expected === 'object' && 'oneOf' in expected) {
      const outside = captures.flat().filter((value) => !expected.oneOf.includes(value));
      if (outside.length > 0) report(outside);
    } else {
      const want = Array.isArray(expected) ? sorted(expected) : expected;
      for (const capture of captures) {
        const got = Array.isArray(capture) ? sorted(capture) : capture;
        if (!same(got, want)) report(got, want);
      }
    }
  }
  return mismatches;
}
