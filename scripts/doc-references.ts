// What the docs and the source comments name, against the tree: the files, names, Firestore collections, Cloud
// Functions and sections they refer to must exist. scripts/doc-references.test.ts runs it; docs/testing.md says how
// a reference is recognised.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The extensions a backticked span or a comment's word must end with to be taken for a file. */
const FILE_EXTENSIONS = ['ts', 'tsx', 'mts', 'mjs', 'cjs', 'js', 'json', 'md', 'rules', 'sh', 'css', 'html', 'tsv', 'env', 'log'];
const FILE_NAME = new RegExp(`\\.(?:${FILE_EXTENSIONS.join('|')})$`);
/** The source files whose comments are checked, and whose code (comments left out) is where names exist. */
const CODE_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js|rules)$/;

/**
 * Files the tree does not hold, which the docs and comments name on purpose: what the build writes (web/dist's pages,
 * the service worker and its push import, the page list), the test runs (the step timings, the emulators' log,
 * Playwright's error context), the Firestore emulator's jar manifest, what a deploy adds (the web app's production
 * config) and Firebase's default messaging worker, which the app does not have. Besides these, a path under a
 * folder .gitignore names (dist/, test-results/, ...) is taken as written by a run.
 */
export const NOT_IN_TREE = [
  'app.html',
  '.data-pages.json',
  'push-handler.js',
  'sw.js',
  'mentorship.html',
  'timings.tsv',
  'emulators.log',
  'error-context.md',
  'MANIFEST.MF',
  'web/.env.production.local',
  'firebase-messaging-sw.js',
];

/** Every file of the tree (tracked, or new and not ignored), relative to the root, with / separators. */
export function treeFiles(root: string): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter((file) => file && existsSync(join(root, file)));
  } catch {
    // Not a git checkout: walk the folders, leaving out what is installed or built.
    const skip = new Set(['node_modules', '.git', 'dist', 'lib', '.tmp', 'test-results', '.emulator', 'playwright-report']);
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(join(root, dir))) {
        const path = dir ? `${dir}/${name}` : name;
        if (statSync(join(root, path)).isDirectory()) {
          if (!skip.has(name) || path === 'functions/src/lib' || path === 'web/src/lib') walk(path);
        } else files.push(path);
      }
    };
    walk('');
    return files;
  }
}

/**
 * The parts of a JavaScript, TypeScript or rules source: its code (strings kept, comments blanked, so that lines
 * keep their numbers) and its comments with the line each starts on. A `/` after an operator or a bracket starts a
 * regular expression literal, whose quotes are not strings.
 */
export function splitSource(text: string): { code: string; comments: Comment[] } {
  let code = '';
  const comments: Comment[] = [];
  let i = 0;
  let line = 1;
  let last = ''; // the last character of code that is not white space
  const blank = (s: string): string => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const body = text.slice(i, end < 0 ? text.length : end);
      comments.push({ line, text: body });
      code += blank(body);
      i += body.length;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const body = text.slice(i, end < 0 ? text.length : end + 2);
      comments.push({ line, text: body });
      code += blank(body);
      line += body.split('\n').length - 1;
      i += body.length;
    } else if (c === '"' || c === "'" || c === '`' || (c === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last)))) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length) {
        const d = text[j];
        if (d === '\\') j += 2;
        else if (c === '/' && (d === '[' || d === ']')) {
          inClass = d === '[';
          j++;
        }
        else if (d === c && !inClass) break;
        else if (d === '\n' && c !== '`') break;
        else j++;
      }
      const body = text.slice(i, j + 1);
      code += body;
      line += body.split('\n').length - 1;
      last = c;
      i = j + 1;
    } else {
      code += c;
      if (c === '\n') line++;
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return { code, comments };
}

const WORD = /[A-Za-z_$][\w$]*/g;
/**
 * Names of libraries the docs mention that the code does not use (what was chosen instead, what to avoid), with the
 * package whose types must declare them.
 */
export const LIBRARY_NAMES: Readonly<Record<string, string>> = {
  useMantineColorScheme: '@mantine/core',
  useFirestoreDoc: 'reactfire',
  useFirestoreCollection: 'reactfire',
  enableNetwork: '@firebase/firestore',
  generateSW: 'vite-plugin-pwa',
};
/** This checker and its test, whose examples name what does not exist: their comments are not checked. */
const SELF = /^scripts\/doc-references(?:\.test)?\.ts$/;
/** The test, whose code's strings name what does not exist: its words are no names of the code. */
const SELF_TEST = 'scripts/doc-references.test.ts';

/** A comment of a source, with the line it starts on. */
export interface Comment {
  line: number;
  text: string;
}
/** A source file's code (comments blanked) and comments. */
interface Source {
  file: string;
  code: string;
  comments: Comment[];
}
/** What is wrong with a reference, or null when it holds. */
type Problem = string | null;
/** One reference a document or a comment makes: where, what kind, what it names, and its problem. */
export interface Reference {
  doc: string;
  line: number;
  kind: string;
  ref: string;
  problem: Problem;
}
/** The checks over one tree. */
export interface Checker {
  checkPath(path: string): Problem;
  checkFirestorePath(path: string): Problem;
  checkName(name: string): Problem;
  checkFunction(name: string): Problem;
  checkNameIn(name: string, path: string): Problem;
  checkLink(from: string, target: string): Problem;
  imported: ReadonlySet<string>;
  folderNames: ReadonlySet<string | undefined>;
  sources: readonly Source[];
  functionNames: ReadonlySet<string>;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of stripFences(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  return found;
}

/** The markdown with its fenced code blocks blanked (line numbers kept). */
function stripFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
}

/** `{a,b}` expanded: one pattern per choice. */
function expandBraces(pattern: string): string[] {
  const m = pattern.match(/\{([^{}]*,[^{}]*)\}/);
  const at = m?.index;
  if (!m || at === undefined) return [pattern];
  return m[1].split(',').flatMap((choice) => expandBraces(pattern.slice(0, at) + choice + pattern.slice(at + m[0].length)));
}

/** A path pattern as a regular expression over the tree's paths, matching at a folder boundary. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*\*|\*|<[^>/]+>)/)
    .map((part) => (part === '**' ? '.*' : part === '*' || /^<.+>$/.test(part) ? '[^/]+' : part.replace(/[.+?^$()[\]\\|{}]/g, '\\$&')))
    .join('');
  return new RegExp(`(?:^|/)${source}$`);
}

/**
 * The checker over one tree: `root` is the repository, `files` its files, `collections` the Firestore collection
 * names the model defines. Each check returns the problem, or null when the reference holds.
 */
export function referenceChecker(root: string, files: string[], collections: ReadonlySet<string>): Checker {
  const fileSet = new Set(files);
  const folders = new Set(files.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const folderNames = new Set([...folders].map((folder) => folder.split('/').pop()));
  const read = (file: string): string => readFileSync(join(root, file), 'utf8');

  // Where names exist: the words of the code (comments left out, strings and JSON kept), and TypeScript's own
  // declarations of the platform (DOM and JavaScript built-ins).
  const codeWords = new Set<string>();
  const fileWords = new Map<string, Set<string>>();
  const sources: Source[] = [];
  for (const file of files) {
    if (CODE_FILE.test(file)) {
      const text = read(file);
      const parts = splitSource(text);
      sources.push({ file, ...parts });
      if (file === SELF_TEST) continue;
      const words = new Set(parts.code.match(WORD));
      fileWords.set(file, words);
      for (const word of words) codeWords.add(word);
    } else if (/\.(?:json|html|css|sh|env)$/.test(file) || /(?:^|\/)\.[\w.-]+$/.test(file)) {
      const words = new Set(read(file).match(WORD));
      fileWords.set(file, words);
      for (const word of words) codeWords.add(word);
    }
  }
  const libDir = join(root, 'node_modules/typescript/lib');
  const platform = new Set<string>();
  if (existsSync(libDir)) {
    for (const lib of readdirSync(libDir).filter((name) => /^lib\..*\.d\.ts$/.test(name))) {
      for (const word of readFileSync(join(libDir, lib), 'utf8').match(WORD) ?? []) platform.add(word);
    }
  }

  // Names bound by an import from a package, not from the tree (Firestore's `onSnapshot`, not a trigger).
  const imported = new Set<string>();
  for (const { code } of sources) {
    for (const [, names, from] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
      if (from.startsWith('.') || from.startsWith('@/') || from.startsWith('@mentorbridge/')) continue;
      for (const name of names.split(',')) imported.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
    }
  }

  // The deployed functions: every `export const` of the modules functions/src/index.ts re-exports.
  const functionNames = new Set<string>();
  const exportsOf = (file: string, seen = new Set<string>()): void => {
    if (seen.has(file) || !fileSet.has(file)) return;
    seen.add(file);
    const { code } = splitSource(read(file));
    for (const [, name] of code.matchAll(/export\s+const\s+(\w+)/g)) functionNames.add(name);
    for (const [, from] of code.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)) {
      const base = posix.join(posix.dirname(file), from);
      for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) exportsOf(candidate, seen);
    }
  };
  exportsOf('functions/src/index.ts');
  const FUNCTION_INDEX = 'functions/src/index.ts';

  // Firestore: the rules' match paths ({x} any id, {x=**} anything below), and the model's collection names.
  const rulesPaths: string[][] = [];
  if (fileSet.has('firestore.rules')) {
    const stack: { depth: number; segments: string[] }[] = [];
    let depth = 0;
    for (const line of splitSource(read('firestore.rules')).code.split('\n')) {
      const match = line.match(/match\s+(\/\S+)\s*\{/);
      let rest = line;
      if (match) {
        while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
        const parent = stack.length ? stack[stack.length - 1].segments : [];
        const segments = [...parent, ...match[1].split('/').filter(Boolean)];
        stack.push({ depth, segments });
        if (segments[0] !== 'databases') rulesPaths.push(segments);
        else if (segments.length > 3) rulesPaths.push(segments.slice(3));
        rest = line.replace(match[1], '');
      }
      for (const c of rest) {
        if (c === '{') depth++;
        else if (c === '}') {
          depth--;
          while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
        }
      }
    }
  }
  const ruled = (segments: string[]): boolean =>
    rulesPaths.some((rule) => {
      for (let i = 0; i < segments.length; i++) {
        const r = rule[i];
        if (r === undefined) return false;
        if (/^\{\w+=\*\*\}$/.test(r)) return true;
        if (!/^\{\w+\}$/.test(r) && r !== segments[i] && !/^\{.*\}$/.test(segments[i])) return false;
        if (/^\{\w+\}$/.test(r) && i % 2 === 0) return false;
      }
      return true;
    });

  const written = (path: string): boolean => {
    const ignored = existsSync(join(root, '.gitignore'))
      ? read('.gitignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
      : [];
    const plain = path.replace(/^\//, '');
    if (NOT_IN_TREE.some((name) => plain === name || plain.endsWith(`/${name}`))) return true;
    return ignored.some((pattern) => {
      const p = pattern.replace(/^\//, '');
      if (p.endsWith('/')) return plain.startsWith(p) || plain.includes(`/${p}`) || plain === p.slice(0, -1);
      return pathPattern(p.replace(/\*/g, '<x>')).test(plain) || plain === p;
    });
  };

  /** A file or folder path, maybe with *, <name> or {a,b}: some file or folder of the tree ends with it. */
  function checkPath(path: string): Problem {
    const plain = path.replace(/^\.\//, '').replace(/^\//, '').replace(/\/$/, '');
    if (written(plain) || written(`${plain}/`)) return null;
    for (const choice of expandBraces(plain)) {
      const convention = choice.match(/^(.*?)\/[^/]*<[^>]+>/);
      if (convention && checkPath(`${convention[1]}/`) === null) continue;
      if (/[*<]/.test(choice)) {
        const re = pathPattern(choice);
        if (!files.some((f) => re.test(f)) && ![...folders].some((f) => re.test(f))) return `no file or folder matches ${choice}`;
      } else if (!fileSet.has(choice) && !folders.has(choice) && !files.some((f) => f.endsWith(`/${choice}`)) && ![...folders].some((f) => f.endsWith(`/${choice}`))) {
        return `no such file or folder: ${choice}`;
      }
    }
    return null;
  }

  /** The files a path names (for "`name` in `path`"). */
  const filesAt = (path: string): string[] => {
    const plain = path.replace(/^\.\//, '').replace(/^\//, '');
    return files.filter((f) => f === plain || f.endsWith(`/${plain}`));
  };

  /** A Firestore document or collection path: the rules match it, or each collection in it is the model's. */
  function checkFirestorePath(path: string): Problem {
    const segments = path.replace(/\/$/, '').split('/');
    if (ruled(segments)) return null;
    const unknown = segments.filter((segment, i) => i % 2 === 0 && !/^\{.*\}$/.test(segment) && !collections.has(segment));
    return unknown.length ? `no Firestore collection ${unknown.join(', ')} (in ${path})` : null;
  }

  // A library's name the docs mention but the code does not use: declared in its package's types.
  const declaredByPackage = (name: string): boolean => {
    const pkg = LIBRARY_NAMES[name];
    if (!pkg || !existsSync(join(root, 'node_modules', pkg))) return false;
    try {
      execFileSync('grep', ['-rlqw', '--include=*.d.ts', '--include=*.d.mts', '--include=*.d.cts', name, join(root, 'node_modules', pkg)]);
      return true;
    } catch {
      return false;
    }
  };

  /** A name (maybe dotted, maybe called): each part exists in the code, the platform or a dependency's types. */
  function checkName(name: string): Problem {
    const parts = name.replace(/\(.*\)$/, '').split(/\.|\[[^\]]*\]/).filter((p) => /^[A-Za-z_$][\w$]*$/.test(p));
    const missing = parts.filter((p) => !codeWords.has(p) && !platform.has(p) && !declaredByPackage(p));
    return missing.length
      ? `no name ${missing.join(', ')} in the code (nor TypeScript's platform types, nor LIBRARY_NAMES in scripts/doc-references.ts)`
      : null;
  }

  /** A trigger's name (`onXxx` not imported from a package): a function functions/src/index.ts exports. */
  function checkFunction(name: string): Problem {
    return functionNames.has(name) ? null : `no Cloud Function ${name} exported by ${FUNCTION_INDEX}`;
  }

  /** `name` said to be in `path`: the file has the name in its code. */
  function checkNameIn(name: string, path: string): Problem {
    const at = filesAt(path);
    if (at.length === 0) return null; // the path's own check reports it
    const first = name.replace(/\(.*\)$/, '').split(/[.[]/)[0];
    return at.some((f) => (fileWords.get(f) ?? new Set(read(f).match(WORD))).has(first)) ? null : `${first} is not in ${path}`;
  }

  /** A markdown link's target, relative to the linking file: the file exists, and the anchor is one of its headings. */
  function checkLink(from: string, target: string): Problem {
    const [file, anchor] = target.split('#');
    const path = file ? posix.normalize(posix.join(posix.dirname(from), file)) : from;
    if (!fileSet.has(path) && !folders.has(path.replace(/\/$/, ''))) return `no such file: ${path}`;
    if (anchor && path.endsWith('.md') && !anchors(read(path)).has(anchor)) return `no section #${anchor} in ${path}`;
    return null;
  }

  return { checkPath, checkFirestorePath, checkName, checkFunction, checkNameIn, checkLink, imported, folderNames, sources, functionNames };
}

/**
 * The references of one markdown document, each with its line and the problem (null when it holds). Recognised:
 * - links `[text](file.md#section)` to files of the tree (not web addresses), and their sections;
 * - code spans (outside fenced blocks):
 *   - a path: a span with a known extension (`lib/firestore.ts`, `MentorCard.tsx`), or a span with a slash whose
 *     first folder is a folder of the tree (`web/src/startup/`), maybe with `*`, `<name>` or `{a,b}`: some file or
 *     folder ends with it (files the build or the tests write are listed in WRITTEN_FILES);
 *   - a Firestore path: a span with a slash whose first segment is one of the model's collections, or that has a
 *     `{id}` and is no file: the rules match it, or every collection in it is the model's;
 *   - a Cloud Function: `onXxx` not imported from a package: exported by functions/src/index.ts;
 *   - a name: `name()`, or a word with a capital letter (`useLiveQuery`, `TEXTS.listPages`): in the code (comments
 *     left out) or TypeScript's declarations of the platform; followed by "in `path`", the name is in that file.
 */
export function markdownReferences(doc: string, markdown: string, checker: Checker, collections: ReadonlySet<string>): Reference[] {
  const found: Reference[] = [];
  const text = stripFences(markdown);
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    const line = index + 1;
    const add = (kind: string, ref: string, problem: Problem): number => found.push({ doc, line, kind, ref, problem });
    for (const [, target] of lineText.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      add('link', target, checker.checkLink(doc, target));
    }
    const spans = [...lineText.matchAll(/`([^`]+)`/g)];
    spans.forEach((m, i) => {
      const span = m[1].trim();
      const next = spans[i + 1];
      const between = next && m.index !== undefined && next.index !== undefined ? lineText.slice(m.index + m[0].length, next.index) : '';
      const kind = classify(span, checker, collections);
      if (kind === 'path') add('path', span, checker.checkPath(span));
      else if (kind === 'firestore') add('collection', span, checker.checkFirestorePath(span));
      else if (kind === 'function') add('function', span, checker.checkFunction(span));
      else if (kind === 'name') {
        add('name', span, checker.checkName(span));
        if (next && /^\s*\(?in\s*$/.test(between) && classify(next[1], checker, collections) === 'path' && FILE_NAME.test(next[1])) {
          add('name in file', `${span} in ${next[1]}`, checker.checkNameIn(span, next[1]));
        }
      }
    });
  });
  return found;
}

/** What a code span refers to, if anything the tree can answer. */
function classify(span: string, checker: Checker, collections: ReadonlySet<string>): 'path' | 'firestore' | 'function' | 'name' | null {
  if (/\s/.test(span) || /^https?:/.test(span) || span.includes('://')) return null;
  if (/^[\w.@<>{}*,$/-]+$/.test(span) && FILE_NAME.test(span) && !/\(/.test(span)) return 'path';
  if (span.includes('/') && /^[\w.@<>{}*,=$/-]+$/.test(span)) {
    // An app's route (`/projects/{id}`) or a package's import path (`@mentorbridge/model/legal`) is no file.
    if (span.startsWith('/') || span.startsWith('@')) return null;
    const first = span.replace(/^\.\//, '').split('/')[0];
    if (collections.has(first) || (/\{\w+\}/.test(span) && !checker.folderNames.has(first) && !first.includes('.'))) return 'firestore';
    if (checker.folderNames.has(first)) return 'path';
    return null;
  }
  const name = span.match(/^([A-Za-z_$][\w$]*(?:(?:\.[A-Za-z_$][\w$]*)|\[[^\]]*\])*)(\(.*\))?$/);
  if (!name) return null;
  if (/^on[A-Z]\w*$/.test(name[1]) && !checker.imported.has(name[1]) && !name[1].includes('.')) return 'function';
  if (name[2] !== undefined || /[A-Z]/.test(name[1].split(/[.[]/)[0])) return 'name';
  return null;
}

/**
 * The file references of the source comments: a word ending with a known extension that has a folder in it
 * (`startup/build/pages.ts`, `docs/testing.md#port-offsets`), or a markdown file's name; web addresses and installed
 * packages' files are left out.
 */
export function commentReferences(checker: Checker): Reference[] {
  const found: Reference[] = [];
  for (const { file, comments } of checker.sources.filter((source) => !SELF.test(source.file))) {
    for (const comment of comments) {
      comment.text.split('\n').forEach((lineText, i) => {
        const cleaned = lineText.replace(/\bhttps?:\/\/\S+/g, ' ');
        for (const m of cleaned.matchAll(/(?<![\w./@$-])((?:\.{1,2}\/)*(?:[\w.@-]+\/)+[\w.@-]+|[\w-]+\.md)(#[\w-]+)?(?![\w.<@/-])/g)) {
          const ref = m[1].replace(/[.,;:]+$/, '');
          if (!FILE_NAME.test(ref) || /node_modules|^@|firebase-tools\//.test(ref)) continue;
          const line = comment.line + i;
          // A path from the comment's folder (`../x.ts`) or its workspace (`lib/index.js` in functions/).
          const workspace = file.split('/')[0];
          const candidates = ref.startsWith('.') ? [posix.join(posix.dirname(file), ref)] : [ref, posix.join(workspace, ref)];
          const problems = candidates.map((candidate) => checker.checkPath(candidate));
          const problem = problems.includes(null) ? null : problems[0];
          found.push({ doc: file, line, kind: 'path', ref, problem });
          if (!problem && m[2] && ref.endsWith('.md')) {
            const target = ref.startsWith('docs/') || ref === 'README.md' ? ref : `docs/${ref.split('/').pop()}`;
            found.push({ doc: file, line, kind: 'link', ref: `${ref}${m[2]}`, problem: checker.checkLink('x', `${target}${m[2]}`) });
          }
        }
      });
    }
  }
  return found;
}
