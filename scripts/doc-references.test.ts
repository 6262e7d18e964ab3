import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  PARTICIPANTS,
  RATE_LIMITS_COLLECTION,
  STATS_LOGS,
  USER_PRIVATE,
} from '@mentorbridge/model';
import {
  anchors,
  commentReferences,
  markdownReferences,
  referenceChecker,
  splitSource,
  treeFiles,
  type Reference,
} from './doc-references.ts';

/**
 * The docs and the source comments against the tree: every file, name, Firestore collection, Cloud Function and
 * section they name exists (how a reference is recognised: scripts/doc-references.ts, docs/testing.md). A failure
 * names the document or source, the line and what is missing.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const files = treeFiles(ROOT);
const collections = new Set<string>([
  ...Object.values(COLLECTIONS),
  ...Object.values(STATS_LOGS),
  ...Object.values(USER_PRIVATE),
  RATE_LIMITS_COLLECTION,
  PARTICIPANTS,
]);
const checker = referenceChecker(ROOT, files, collections);
const docs = files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file));

/** The failures, one line each: `docs/x.md:12: name `useThing`: no name useThing in the code`. */
const failures = (references: Reference[]): string[] =>
  references.filter((r) => r.problem).map((r) => `${r.doc}:${r.line}: ${r.kind} \`${r.ref}\`: ${r.problem}`);

/** How many references of each kind were checked. */
function counted(references: Reference[]): string {
  const kinds = new Map<string, number>();
  for (const r of references) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
  return `${references.length} (${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')})`;
}

describe('references in the docs and the source comments', () => {
  it('finds the docs and the deployed functions', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    expect(checker.functionNames.size).toBeGreaterThan(10);
  });

  it('every file, name, collection, function and section the docs name exists', () => {
    const references = docs.flatMap((doc) => markdownReferences(doc, readFileSync(`${ROOT}${doc}`, 'utf8'), checker, collections));
    console.log(`docs: ${counted(references)} references checked in ${docs.length} documents`);
    expect(references.length).toBeGreaterThan(500);
    expect(failures(references)).toEqual([]);
  });

  it("every file and section the source comments name exists", () => {
    const references = commentReferences(checker);
    console.log(`source comments: ${counted(references)} references checked`);
    expect(references.length).toBeGreaterThan(100);
    expect(failures(references)).toEqual([]);
  });
});

describe("docs/architecture.md's table of the parts", () => {
  const architecture = readFileSync(`${ROOT}docs/architecture.md`, 'utf8');
  const row = (folder: string): string => architecture.split('\n').find((line) => line.startsWith(`| \`${folder}\``)) ?? '';

  it('names every feature folder, and no other', () => {
    const named = row('web/src/features/<area>/').match(/one product area each \(([^)]*)\)/)?.[1].split(/,\s*/) ?? [];
    const folders = [...new Set(files.filter((f) => f.startsWith('web/src/features/')).map((f) => f.split('/')[3]))];
    expect(named.sort()).toEqual(folders.sort());
  });

  it('names every module functions/src/index.ts re-exports', () => {
    const index = readFileSync(`${ROOT}functions/src/index.ts`, 'utf8');
    const modules = [...index.matchAll(/export \* from '\.\/([\w/]+)'/g)].map((m) => `${m[1]}.ts`);
    const named = new Set([...row('functions/src/').matchAll(/`([\w/]+\.ts)`/g)].map((m) => m[1]));
    expect(modules.filter((module) => !named.has(module))).toEqual([]);
  });
});

describe('how references are recognised', () => {
  const find = (markdown: string): { kind: string; ref: string; problem: string | null }[] =>
    markdownReferences('docs/testing.md', markdown, checker, collections).map(({ kind, ref, problem }) => ({ kind, ref, problem }));

  it('takes spans with a known extension or a folder of the tree for paths, and wildcards for any name', () => {
    expect(find('`lib/converters.ts`, `web/src/startup/`, `features/*/api/{card,earlyCard}.ts`, `dist/<route>.html`')).toEqual([
      { kind: 'path', ref: 'lib/converters.ts', problem: null },
      { kind: 'path', ref: 'web/src/startup/', problem: null },
      { kind: 'path', ref: 'features/*/api/{card,earlyCard}.ts', problem: null },
      { kind: 'path', ref: 'dist/<route>.html', problem: null },
    ]);
    expect(find('`lib/gone.ts` and `features/*/api/{card,gone}.ts`').map((r) => r.problem)).toEqual([
      'no such file or folder: lib/gone.ts',
      'no file or folder matches features/*/api/gone.ts',
    ]);
  });

  it('checks names, triggers and collections, and leaves plain words and values alone', () => {
    expect(find('`useLiveQuery` `TEXTS.listPages` `recordGone()` `onGoneCreated` `onSnapshot` `pending` `text/plain` `a b`')).toEqual([
      { kind: 'name', ref: 'useLiveQuery', problem: null },
      { kind: 'name', ref: 'TEXTS.listPages', problem: null },
      { kind: 'name', ref: 'recordGone()', problem: "no name recordGone in the code (nor TypeScript's platform types, nor LIBRARY_NAMES in scripts/doc-references.ts)" },
      { kind: 'function', ref: 'onGoneCreated', problem: 'no Cloud Function onGoneCreated exported by functions/src/index.ts' },
      { kind: 'name', ref: 'onSnapshot', problem: null },
    ]);
    expect(find('`community_discussions/{d}/likes/{uid}` `private/counters/counter_events` `gone_things/{id}`').map((r) => r.problem)).toEqual([
      null,
      null,
      'no Firestore collection gone_things (in gone_things/{id})',
    ]);
  });

  it('checks that a name said to be in a file is there, and links and their sections', () => {
    expect(find('`useLiveQuery` in `lib/liveQuery.ts`; `useLiveQuery` in `lib/pager.ts`').map((r) => r.problem)).toEqual([
      null,
      null,
      null,
      null,
      'useLiveQuery is not in lib/pager.ts',
      null,
    ]);
    expect(find('[a](architecture.md#the-parts) [b](#port-offsets) [c](gone.md) [d](architecture.md#gone)').map((r) => r.problem)).toEqual([
      null,
      null,
      'no such file: docs/gone.md',
      'no section #gone in docs/architecture.md',
    ]);
  });

  it('reads code without its comments, and headings as GitHub anchors them', () => {
    const { code, comments } = splitSource("const a = '//x'; // gone\nconst r = /'/; /* b\n c */ const d = 1;");
    expect(comments).toEqual([
      { line: 1, text: '// gone' },
      { line: 2, text: '/* b\n c */' },
    ]);
    expect(code).toContain("'//x'");
    expect(code).toContain('const d = 1;');
    expect([...anchors('# A `b` c\n## Port offsets\n## Port offsets\n```\n# not\n```')]).toEqual(['a-b-c', 'port-offsets', 'port-offsets-1']);
  });
});
