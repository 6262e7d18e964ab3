// The deploy preflight's checks (scripts/deploy.ts), each on the tree as it is and on a broken copy, where it must
// name the problem in one line. The rules check needs the emulator: tests/rules/deploy-rules.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  extensionProblems,
  FUNCTION_ENV,
  functionsBuildProblems,
  indexProblems,
  neededIndexes,
  OTHER_QUERIES,
  parameterProblems,
  QUERIES_WITHOUT_INDEX,
  releaseOf,
  resolveTarget,
  ROOT,
  sourceFiles,
  webConfigProblems,
  WEB_ENV,
  type Target,
} from './deploy';

const DEMO: Target = { alias: 'default', projectId: 'demo-mentorbridge', demo: true };
const REAL: Target = { alias: 'prod', projectId: 'mentorbridge-prod', demo: false };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A scratch project root with these files (path: content). */
function scratch(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mb-deploy-test-'));
  dirs.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the target', () => {
  it("is .firebaserc's alias, a demo project by its prefix", () => {
    expect(resolveTarget(ROOT, 'default')).toEqual(DEMO);
    const root = scratch({ '.firebaserc': JSON.stringify({ projects: { prod: REAL.projectId } }) });
    expect(resolveTarget(root, 'prod')).toEqual(REAL);
    expect(resolveTarget(root, 'staging')).toBe('.firebaserc: no project alias "staging" (add one with: npx firebase use --add)');
  });
});

describe('indexes', () => {
  it('firestore.indexes.json has every index the queries need', () => {
    expect(neededIndexes().length).toBeGreaterThan(60);
    expect(indexProblems(ROOT)).toEqual([]);
  });

  it('names a missing composite index and a missing collection-group field', () => {
    const file = JSON.parse(read('firestore.indexes.json')) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
      fieldOverrides: { collectionGroup: string; fieldPath: string }[];
    };
    file.indexes = file.indexes.filter((i) => !(i.collectionGroup === 'notifications' && i.fields[0].fieldPath === 'read'));
    file.fieldOverrides = file.fieldOverrides.filter((o) => o.collectionGroup !== 'participants');
    const root = scratch({ 'firestore.indexes.json': JSON.stringify(file) });
    expect(indexProblems(root)).toEqual([
      'firestore.indexes.json: no index on notifications (read ASCENDING, updated_at DESCENDING), which web/src/features/notifications/api/notifications.ts needs',
      'firestore.indexes.json: no index on participants collection-group field user_id, which functions/src/users.ts needs',
    ]);
  });

  it("names a list's missing index", () => {
    const file = JSON.parse(read('firestore.indexes.json')) as { indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[] };
    file.indexes = file.indexes.filter((i) => !(i.collectionGroup === 'projects' && i.fields.map((f) => f.fieldPath).join() === 'category,difficulty,created_at'));
    const root = scratch({ 'firestore.indexes.json': JSON.stringify(file) });
    expect(indexProblems(root)).toEqual([
      'firestore.indexes.json: no index on projects (category ASCENDING, difficulty ASCENDING, created_at DESCENDING), which the projects list (model/src/lists.ts) needs',
    ]);
  });

  it('knows every file with a query that may need an index (a where with a sort or a range, or a collection group)', () => {
    const listed = new Set([...OTHER_QUERIES.map((q) => q.source), ...Object.keys(QUERIES_WITHOUT_INDEX)]);
    const flagged: string[] = [];
    const files = [...sourceFiles(join(ROOT, 'functions/src')), ...sourceFiles(join(ROOT, 'web/src'))];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const hasWhere = /\bwhere\(\s*['"`\w.]+\s*,/.test(text);
      const composite = hasWhere && (/\borderBy\(/.test(text) || /\bwhere\([^)]*,\s*'(<|<=|>|>=|!=|not-in)'/.test(text));
      if (composite || /\bcollectionGroup\(/.test(text)) flagged.push(relative(ROOT, file));
    }
    expect(flagged.length).toBeGreaterThan(10);
    expect(flagged.filter((file) => !listed.has(file))).toEqual([]);
    // And nothing listed is gone.
    expect([...listed].filter((file) => !files.some((f) => relative(ROOT, f) === file))).toEqual([]);
  });
});

describe('the functions build', () => {
  it('names a build that fails', () => {
    const root = scratch({
      'package.json': JSON.stringify({ name: 'x', private: true, workspaces: ['functions'] }),
      'functions/package.json': JSON.stringify({ name: 'functions', scripts: { build: 'node -e "console.error(\'src/index.ts: error: Expected ;\');process.exit(1)"' } }),
    });
    expect(functionsBuildProblems(root)).toEqual(['the functions do not build (npm run -s build -w functions): src/index.ts: error: Expected ;']);
  });
});

describe('parameters and secrets', () => {
  /** Functions that declare a parameter without a default, one with, and a secret; built already (the bundle). */
  function functionsWithParams(extra: Record<string, string> = {}): string {
    const params = JSON.stringify(join(ROOT, 'node_modules/firebase-functions/lib/params/index.js'));
    return scratch({
      'functions/package.json': JSON.stringify({ name: 'functions', main: 'lib/index.js' }),
      'functions/lib/index.js': [
        `const { defineString, defineInt, defineSecret } = require(${params});`,
        "defineString('WELCOME_TEXT');",
        "defineInt('QUOTA', { default: 5 });",
        "defineSecret('API_TOKEN');",
      ].join('\n'),
      'functions/src/index.ts': 'export const origin = process.env.APP_ORIGIN;\n',
      ...extra,
    });
  }

  // Loads the tree's whole functions bundle in a child process: seconds on a loaded machine, so more than the default.
  it('the functions of the tree declare nothing a demo deploy lacks, and read only known variables', { timeout: 60_000 }, () => {
    expect(parameterProblems(ROOT, DEMO)).toEqual({
      problems: [],
      notes: ['secrets YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET: not needed for a demo project (the emulators read functions/.secret.local)'],
    });
    expect(Object.keys(FUNCTION_ENV)).toContain('APP_ORIGIN');
  });

  it('names a parameter without a value or default, and lists the secrets with how to set them', () => {
    const root = functionsWithParams();
    expect(parameterProblems(root, REAL)).toEqual({
      problems: ['functions: parameter WELCOME_TEXT has no value for mentorbridge-prod: set it in functions/.env.mentorbridge-prod (or .env.prod)'],
      notes: [
        'APP_ORIGIN is not set in functions/.env.mentorbridge-prod (or .env.prod): e-mail links go to https://mentorbridge-prod.web.app',
        'secret API_TOKEN: not checked offline (--check-secrets asks gcloud); set it with npx firebase functions:secrets:set API_TOKEN --project prod',
      ],
    });
  });

  it("takes the value from the alias's env file", () => {
    const root = functionsWithParams({ 'functions/.env.prod': 'WELCOME_TEXT=Hello\nAPP_ORIGIN=https://mentorbridge.example\n' });
    expect(parameterProblems(root, REAL).problems).toEqual([]);
  });

  it('names an environment variable the functions read that the preflight does not know', () => {
    const root = functionsWithParams({ 'functions/.env.prod': 'WELCOME_TEXT=Hello\n', 'functions/src/mail.ts': 'export const host = process.env.SMTP_HOST;\n' });
    expect(parameterProblems(root, REAL).problems).toEqual([
      "functions/src/mail.ts: reads environment variable SMTP_HOST, which scripts/deploy.ts's FUNCTION_ENV does not know (say whether a deploy sets it; a value a deploy needs is a parameter)",
    ]);
  });

  it('names functions that do not load', () => {
    const root = scratch({ 'functions/package.json': JSON.stringify({ name: 'functions', main: 'lib/index.js' }), 'functions/lib/index.js': 'throw new Error("boom");' });
    const { problems } = parameterProblems(root, REAL);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^functions: could not read the parameters they declare: /);
  });
});

describe('the web config', () => {
  const complete = [
    'VITE_FIREBASE_API_KEY=AIza-test',
    'VITE_FIREBASE_AUTH_DOMAIN=mentorbridge-prod.firebaseapp.com',
    'VITE_FIREBASE_PROJECT_ID=mentorbridge-prod',
    'VITE_FIREBASE_APP_ID=1:123:web:abc',
    'VITE_FIREBASE_MESSAGING_SENDER_ID=123',
    'VITE_FIREBASE_VAPID_KEY=BKey',
    'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY=6Lc-test',
  ];
  const webSrc = { 'web/src/config.ts': 'export const key = import.meta.env.VITE_FIREBASE_API_KEY;\n' };

  it('the web app reads only known variables; a demo project needs none', async () => {
    expect(await webConfigProblems(ROOT, DEMO)).toEqual({
      problems: [],
      notes: [`web config (${Object.keys(WEB_ENV).filter((n) => WEB_ENV[n] === 'required').join(', ')}): skipped for a demo project, whose build talks to the emulators`],
    });
  });

  it('passes with the whole config for the alias', async () => {
    const root = scratch({ ...webSrc, 'web/.env.prod': complete.join('\n') });
    expect((await webConfigProblems(root, REAL)).problems).toEqual([]);
  });

  it('names a missing VAPID key, another project and an emulator setting', async () => {
    const lines = complete.filter((l) => !l.startsWith('VITE_FIREBASE_VAPID_KEY')).map((l) => l.replace('=mentorbridge-prod', '=mentorbridge-staging'));
    const root = scratch({ ...webSrc, 'web/.env.prod': [...lines, 'VITE_USE_EMULATORS=true'].join('\n') });
    expect((await webConfigProblems(root, REAL)).problems).toEqual([
      'web config: VITE_FIREBASE_VAPID_KEY is not set for prod: add it to web/.env.prod (or web/.env.prod.local)',
      'web config: VITE_FIREBASE_PROJECT_ID is mentorbridge-staging, the target is mentorbridge-prod',
      'web config: VITE_USE_EMULATORS is set for prod: a deployed build must not talk to the emulators',
    ]);
  });

  it('names a variable the web app reads that the preflight does not know', async () => {
    const root = scratch({ 'web/src/appCheck.ts': 'export const key = import.meta.env.VITE_RECAPTCHA_KEY;\n' });
    expect((await webConfigProblems(root, DEMO)).problems).toEqual([
      "web/src/appCheck.ts: reads VITE_RECAPTCHA_KEY, which scripts/deploy.ts's WEB_ENV does not know (say whether a deployed build needs it)",
    ]);
  });
});

describe("the extension's parameters", () => {
  const firebaseJson = JSON.stringify({ extensions: { 'firestore-send-email': 'firebase/firestore-send-email@^0.2.4' } });

  it('the tree has them all; its placeholders pass for the demo project only', () => {
    expect(extensionProblems(ROOT, DEMO)).toEqual({
      problems: [],
      notes: ['extensions/firestore-send-email.env: the example.com placeholders (SMTP_CONNECTION_URI, DEFAULT_FROM) are allowed for a demo project, which sends no e-mail'],
    });
    const root = scratch({ 'firebase.json': firebaseJson, 'extensions/firestore-send-email.env': read('extensions/firestore-send-email.env') });
    expect(extensionProblems(root, REAL).problems).toEqual([
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI is still a placeholder (smtps://username@smtp.example.com:465): set your provider\'s value',
      'extensions/firestore-send-email.env: DEFAULT_FROM is still a placeholder (MentorBridge <notifications@example.com>): set your provider\'s value',
    ]);
  });

  it("takes the alias's file over the shared one", () => {
    const root = scratch({
      'firebase.json': firebaseJson,
      'extensions/firestore-send-email.env': read('extensions/firestore-send-email.env'),
      'extensions/firestore-send-email.env.prod': 'SMTP_CONNECTION_URI=smtps://mail@smtp.mentorbridge.dev:465\nDEFAULT_FROM=MentorBridge <hello@mentorbridge.dev>\n',
    });
    expect(extensionProblems(root, REAL).problems).toEqual([]);
  });

  it('names a missing parameter, an unknown one and another mail collection', () => {
    const root = scratch({
      'firebase.json': firebaseJson,
      'extensions/firestore-send-email.env': 'LOCATION=us-central1\nDATABASE_REGION=nam5\nMAIL_COLLECTION=emails\nSMTP_CONNECTION_URI=smtps://a@smtp.mentorbridge.dev:465\n',
    });
    expect(extensionProblems(root, REAL).problems).toEqual([
      'extensions/firestore-send-email.env: DEFAULT_FROM is not set',
      'extensions/firestore-send-email.env: LOCATION is not a parameter of firestore-send-email',
      'extensions/firestore-send-email.env: MAIL_COLLECTION is emails, the functions write to mail',
    ]);
  });

  it('names a missing file and an extension it does not know', () => {
    const root = scratch({ 'firebase.json': JSON.stringify({ extensions: { 'firestore-send-email': 'x', 'storage-resize-images': 'y' } }) });
    expect(extensionProblems(root, REAL).problems).toEqual([
      'firebase.json: extension storage-resize-images is not one scripts/deploy.ts checks the parameters of',
      'extensions/firestore-send-email.env: No params file found for firestore-send-email',
    ]);
  });
});

describe('the release a deploy builds', () => {
  it('is the checkout\'s commit, marked dirty when the tree has changes', () => {
    expect(releaseOf(ROOT)).toMatch(/^[0-9a-f]{12}(-dirty)?$/);
  });
  it('is unknown outside a git checkout', () => {
    expect(releaseOf(scratch({ 'README.md': 'not a checkout' }))).toBe('unknown');
  });
});
