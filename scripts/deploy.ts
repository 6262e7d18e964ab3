/**
 * Deploys MentorBridge to a Firebase project, after a preflight that needs no network.
 *
 *   npm run deploy -- [alias] [--dry-run] [--no-build] [--check-secrets]
 *
 * `alias` is a project alias of .firebaserc (`npx firebase use --add`), `default` when none is given. The preflight
 * builds the functions and the web app for the target (`vite build --mode <alias>`, which reads `web/.env.<alias>`)
 * and checks, printing one line per problem:
 *   rules            firestore.rules compiles on the Firestore emulator (its warnings count as problems too);
 *   indexes          every query the app makes has its index in firestore.indexes.json;
 *   functions build  the functions build;
 *   parameters       every parameter the functions declare has a value for the project (the functions' .env,
 *                    .env.<project id> or .env.<alias>) or a default; every environment variable functions/src reads
 *                    is known here; the secrets are named with the command that sets each (`--check-secrets` asks
 *                    gcloud whether each has a version);
 *   web build        the web app builds;
 *   web config       the build's Firebase config and VAPID key for the target; every VITE_ variable web/src reads is
 *                    known here;
 *   extension        extensions/firestore-send-email.env has every parameter the extension needs, no example.com
 *                    placeholder;
 *   csp              the CSP hashes in firebase.json match the built pages' inline scripts (scripts/csp.mjs).
 * For a demo project (`demo-` prefix: the emulators' only) the checks that need a real project's values are skipped
 * and say so. Then it deploys rules, indexes, functions, hosting and the extension through the firebase-tools of
 * node_modules; a demo project is never deployed.
 * `--dry-run` runs the preflight alone; `--no-build` checks the builds already there (npm test, which has just made
 * them). The rules compile on the emulator FIRESTORE_EMULATOR_HOST names; without one, the preflight runs inside a
 * Firestore emulator of its own (scripts/emulators.mjs, MB_PORT_OFFSET applies).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  ENROLLMENT_WAITS,
  FEATURED_MENTORS,
  indexFor,
  indexesFor,
  LISTS,
  notificationPaths,
  orderOf,
  PARTICIPANTS,
  USER_PRIVATE,
  type IndexField,
} from '@mentorbridge/model';
import { cspProblems } from './csp.mjs';

const require = createRequire(import.meta.url);
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The project a run deploys to. */
export interface Target {
  alias: string;
  projectId: string;
  /** A `demo-` project exists only on the emulators: the checks of a real project's values are skipped. */
  demo: boolean;
}

/** What a check found: problems fail the preflight, notes are printed under it. */
export interface Findings {
  problems: string[];
  notes: string[];
}

/** The target of `alias` in .firebaserc, or the problem. */
export function resolveTarget(root: string, alias: string): Target | string {
  const file = join(root, '.firebaserc');
  const projects = existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { projects?: Record<string, string> }).projects ?? {}) : {};
  const projectId = projects[alias];
  if (!projectId) return `.firebaserc: no project alias "${alias}" (add one with: npx firebase use --add)`;
  return { alias, projectId, demo: projectId.startsWith('demo-') };
}

// ---------------------------------------------------------------------------------------------------------------
// rules

/** The project the rules are compiled under on the emulator: one of its own, so the app's data is not touched. */
const RULES_PROJECT = 'demo-deploy-preflight';

/** Compiles firestore.rules on the Firestore emulator at `host` (how @firebase/rules-unit-testing loads rules). */
export async function rulesProblems(root: string, host: string): Promise<string[]> {
  const file = join(root, 'firestore.rules');
  if (!existsSync(file)) return ['firestore.rules: missing'];
  let response: Response;
  try {
    response = await fetch(`http://${host}/emulator/v1/projects/${RULES_PROJECT}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(file, 'utf8') }] } }),
    });
  } catch (error) {
    return [`firestore.rules: the Firestore emulator at ${host} did not answer (${(error as Error).message})`];
  }
  const body = (await response.json().catch(() => ({}))) as {
    error?: { message?: string };
    issues?: { sourcePosition?: { line?: number; column?: number }; description?: string; severity?: string }[];
  };
  if (!response.ok) {
    // "Error compiling rules:\nL4:59 mismatched input ..." : one line per error.
    const lines = (body.error?.message ?? `HTTP ${response.status}`).split('\n').filter((line) => line && !line.startsWith('Error compiling'));
    return lines.map((line) => `firestore.rules: does not compile: ${line.replace(/^L(\d+):(\d+) /, 'line $1:$2: ')}`);
  }
  return (body.issues ?? []).map(
    (issue) =>
      `firestore.rules: line ${issue.sourcePosition?.line ?? '?'}:${issue.sourcePosition?.column ?? '?'}: ${issue.description ?? 'issue'} (${(issue.severity ?? 'issue').toLowerCase()})`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// indexes

/** A query that needs an index Firestore does not make by itself. */
export interface IndexNeed {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** A composite index's fields; a single field for a collection-group query's single-field index. */
  fields: IndexField[];
  /** Where the query is made. */
  source: string;
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const composite = (collectionGroup: string, fields: IndexField[], source: string): IndexNeed => ({ collectionGroup, queryScope: 'COLLECTION', fields, source });
const inGroup = (collectionGroup: string, fieldPath: string, source: string): IndexNeed => ({
  collectionGroup,
  queryScope: 'COLLECTION_GROUP',
  fields: [asc(fieldPath)],
  source,
});

/**
 * The queries outside the public lists that need an index: each with an equality filter and a sort or a range on
 * another field (a composite index), or a collection-group query (a single-field index of that scope, which
 * firestore.indexes.json's fieldOverrides add). Equality-only queries are served by the automatic single-field
 * indexes. scripts/deploy.test.ts checks that every source file with such a query is named here.
 */
export const OTHER_QUERIES: readonly IndexNeed[] = [
  ...ENROLLMENT_WAITS.map((wait) => composite(COLLECTIONS.enrollments, [asc('status'), asc(wait.since)], 'functions/src/enrollments/expiry.ts')),
  composite(COLLECTIONS.enrollments, [asc('status'), asc('waiting_since')], 'functions/src/notifications/reminders.ts'),
  composite(COLLECTIONS.bookingIntents, [asc('state'), asc('created_at')], 'functions/src/reviews/followUp.ts'),
  composite(COLLECTIONS.bookingIntents, [asc('state'), asc('asks'), asc('answered_at')], 'functions/src/reviews/followUp.ts'),
  composite(COLLECTIONS.noShows, [asc('mentor_id'), asc('last_at')], 'web/src/features/admin/api/noShows.ts'),
  composite(COLLECTIONS.bookingIntents, [asc('student_id'), asc('state'), desc('asked_at')], 'web/src/features/reviews/api/followUps.ts'),
  composite(COLLECTIONS.projects, [asc('mentor_id'), desc('created_at')], 'web/src/features/projects/api/projects.ts'),
  composite(COLLECTIONS.enrollments, [asc('mentor_id'), desc('created_at')], 'web/src/features/projects/api/enrollments.ts'),
  composite(COLLECTIONS.enrollments, [asc('student_id'), desc('created_at')], 'web/src/features/projects/api/enrollments.ts'),
  composite(COLLECTIONS.videos, [asc('mentor_id'), desc('created_at')], 'web/src/features/videos/api/videos.ts'),
  composite(USER_PRIVATE.notifications, [asc('read'), desc('updated_at')], 'web/src/features/notifications/api/notifications.ts'),
  // An account's deletion and a profile's renaming find the person's documents in every subcollection.
  ...[COLLECTIONS.comments, COLLECTIONS.likes, COLLECTIONS.ratings, COLLECTIONS.projectMessages, PARTICIPANTS].map((group) =>
    inGroup(group, 'user_id', 'functions/src/users.ts'),
  ),
  inGroup(COLLECTIONS.reviews, 'student_id', 'functions/src/users.ts'),
  inGroup(USER_PRIVATE.notifications, 'actor.id', 'functions/src/users.ts'),
  // A renamed profile's copies.
  inGroup(COLLECTIONS.projectMessages, 'user_id', 'functions/src/profiles.ts'),
  inGroup(COLLECTIONS.comments, 'user_id', 'functions/src/profiles.ts'),
  inGroup(COLLECTIONS.reviews, 'student_id', 'functions/src/profiles.ts'),
];

/**
 * Files whose queries look composite to scripts/deploy.test.ts's scan (a where with a sort or a range) but need no
 * index beyond those above, and why.
 */
export const QUERIES_WITHOUT_INDEX: Readonly<Record<string, string>> = {
  'functions/src/enrollments.ts': "the mentor's decision and expiry logs are sorted or ranged on one field each, with no equality filter",
  'functions/src/notifications.ts': "a project's approved members are found by equality only; a discussion's participants are read in id order",
  'web/src/features/reviews/api/reviews.ts': "a mentor's reviews are sorted on one field; a student's own review is found by equality only",
  'web/src/lib/listQuery.ts': "the public lists' queries, checked through model/src/lists.ts",
};

/** Every index the app's queries need: the public lists' (model/src/lists.ts) and OTHER_QUERIES. */
export function neededIndexes(): IndexNeed[] {
  const lists = Object.entries(LISTS).flatMap(([name, list]) =>
    indexesFor(list).map((fields) => composite(list.collection, fields, `the ${name} list (model/src/lists.ts)`)),
  );
  const featured = indexFor(FEATURED_MENTORS.list, [], false, orderOf(FEATURED_MENTORS.list, FEATURED_MENTORS.sort));
  return [
    ...lists,
    ...(featured ? [composite(FEATURED_MENTORS.list.collection, featured, "the home page's featured mentors (model/src/lists.ts)")] : []),
    ...OTHER_QUERIES,
  ];
}

interface IndexFile {
  indexes?: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; indexes?: { queryScope: string; order?: string; arrayConfig?: string }[] }[];
}

const fieldText = (field: IndexField) => `${field.fieldPath} ${'order' in field ? field.order : field.arrayConfig}`;
const sameFields = (a: readonly IndexField[], b: readonly IndexField[]) => JSON.stringify(a) === JSON.stringify(b);

/** The needed indexes firestore.indexes.json lacks, one line each. */
export function indexProblems(root: string, needed: readonly IndexNeed[] = neededIndexes()): string[] {
  const file = join(root, 'firestore.indexes.json');
  if (!existsSync(file)) return ['firestore.indexes.json: missing'];
  const stored = JSON.parse(readFileSync(file, 'utf8')) as IndexFile;
  const problems = new Set<string>();
  for (const need of needed) {
    const found =
      need.queryScope === 'COLLECTION'
        ? (stored.indexes ?? []).some((i) => i.collectionGroup === need.collectionGroup && i.queryScope === 'COLLECTION' && sameFields(i.fields, need.fields))
        : (stored.fieldOverrides ?? []).some(
            (o) =>
              o.collectionGroup === need.collectionGroup &&
              o.fieldPath === need.fields[0].fieldPath &&
              (o.indexes ?? []).some((i) => i.queryScope === 'COLLECTION_GROUP' && i.order === 'ASCENDING'),
          );
    if (!found) {
      const what = need.queryScope === 'COLLECTION' ? `(${need.fields.map(fieldText).join(', ')})` : `collection-group field ${need.fields[0].fieldPath}`;
      problems.add(`firestore.indexes.json: no index on ${need.collectionGroup} ${what}, which ${need.source} needs`);
    }
  }
  return [...problems];
}

// ---------------------------------------------------------------------------------------------------------------
// builds

/** Runs a build; its output is shown only when it fails. */
function build(root: string, failure: string, command: string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const run = spawnSync(command[0], command.slice(1), { cwd: root, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status === 0) return [];
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  if (output) console.error(output.split('\n').slice(-30).join('\n'));
  const first = output.split('\n').find((line) => /error/i.test(line)) ?? output.split('\n')[0] ?? '';
  return [`${failure} (${command.join(' ')}): ${first.trim() || `exit ${run.status}`}`];
}

export const functionsBuildProblems = (root: string) => build(root, 'the functions do not build', ['npm', 'run', '-s', 'build', '-w', 'functions']);

/** The commit a deploy builds (with `-dirty` when the tree has changes), or `unknown` outside a git checkout. */
export function releaseOf(root: string): string {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', '--short=12', 'HEAD');
  if (head.status !== 0) return 'unknown';
  return head.stdout.trim() + (git('status', '--porcelain').stdout.trim() ? '-dirty' : '');
}

/** The web app built as Hosting serves it for the target: `vite build --mode <alias>` reads web/.env.<alias>. */
export function webBuildProblems(root: string, target: Target): string[] {
  // The emulator settings of a test run must not reach a deployed build.
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  // The release client error reports name (web/src/lib/errorReports.ts): the commit built.
  env.VITE_RELEASE = releaseOf(root);
  return build(root, 'the web app does not build', ['npm', 'run', '-s', 'build', '-w', 'web', '--', '--mode', target.alias], env);
}

// ---------------------------------------------------------------------------------------------------------------
// parameters and secrets

/**
 * Every environment variable functions/src reads, and why a deploy need not set it. A name not listed here fails
 * the preflight: whoever adds one says here whether a deploy needs it (and, if so, declares it as a parameter).
 */
export const FUNCTION_ENV: Readonly<Record<string, string>> = {
  GCLOUD_PROJECT: 'set by the runtime',
  FUNCTIONS_EMULATOR: 'set by the emulator',
  MB_PORT_OFFSET: 'emulator only (test port offset)',
  FCM_FAKE_PORT: 'emulator only (the stand-in for FCM)',
  YOUTUBE_FAKE_GOOGLE_PORT: 'emulator only (the stand-in for Google)',
  APP_ORIGIN: 'optional: the links in e-mails; default https://<project id>.web.app',
  APP_CHECK_ENFORCED: 'optional: callables enforce App Check unless it is "false"; default on for real projects (functions/src/lib/appCheck.ts)',
};

/** The environment variable names read in `dir`'s TypeScript (`process.env.X`, `env.X`), with a file of each. */
export function envReads(dir: string, pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(dir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(pattern)) if (!found.has(name)) found.set(name, file);
  }
  return found;
}

/** The TypeScript sources under `dir`, without tests. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

interface FirebaseEnvModule {
  parseStrict(data: string): Record<string, string>;
}

/** The functions' .env, .env.<project id> and .env.<alias> files, as firebase-tools reads them for a deploy. */
export function functionEnvFiles(root: string, target: Target): { values: Record<string, string>; problems: string[] } {
  const { parseStrict } = require('firebase-tools/lib/functions/env.js') as FirebaseEnvModule;
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const names = ['.env', `.env.${target.projectId}`, ...(target.alias === target.projectId ? [] : [`.env.${target.alias}`])];
  for (const name of names) {
    const file = join(root, 'functions', name);
    if (!existsSync(file)) continue;
    try {
      Object.assign(values, parseStrict(readFileSync(file, 'utf8')));
    } catch (error) {
      const children = (error as { children?: { message: string }[] }).children ?? [];
      problems.push(`functions/${name}: ${[(error as Error).message, ...children.map((c) => c.message)].join('; ')}`);
    }
  }
  return { values, problems };
}

interface ManifestParam {
  name: string;
  type: string;
  default?: unknown;
}

/** The parameters the built functions declare: the manifest firebase-tools reads at deploy (firebase-functions' own). */
export function declaredParams(root: string, target: Target): ManifestParam[] | string {
  const dir = mkdtempSync(join(tmpdir(), 'mb-manifest-'));
  try {
    const output = join(dir, 'functions.json');
    // The runtime's own loader, from the copy the functions use (its package exports do not include the bin).
    const packageDir = [join(root, 'functions'), root, ROOT]
      .map((dir) => join(dir, 'node_modules/firebase-functions'))
      .find((dir) => existsSync(dir));
    if (!packageDir) return 'functions: firebase-functions is not installed (npm ci)';
    const bin = join(packageDir, 'lib/bin/firebase-functions.js');
    const run = spawnSync(process.execPath, [bin], {
      cwd: join(root, 'functions'),
      encoding: 'utf8',
      env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: output, GCLOUD_PROJECT: target.projectId },
    });
    if (run.status !== 0 || !existsSync(output)) return `functions: could not read the parameters they declare: ${(run.stderr || run.stdout).trim().split('\n')[0]}`;
    return ((JSON.parse(readFileSync(output, 'utf8')) as { params?: ManifestParam[] }).params ?? []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Parameters without a value, unknown environment reads, and the secrets (as notes, or asked of gcloud). */
export function parameterProblems(root: string, target: Target, options: { checkSecrets?: boolean } = {}): Findings {
  const findings: Findings = { problems: [], notes: [] };
  const params = declaredParams(root, target);
  if (typeof params === 'string') return { problems: [params], notes: [] };
  const env = functionEnvFiles(root, target);
  findings.problems.push(...env.problems);
  const envFiles = `functions/.env.${target.projectId} (or .env.${target.alias})`;
  for (const param of params.filter((p) => p.type !== 'secret')) {
    if (env.values[param.name] === undefined && param.default === undefined) {
      findings.problems.push(`functions: parameter ${param.name} has no value for ${target.projectId}: set it in ${envFiles}`);
    }
  }
  for (const [name, file] of envReads(join(root, 'functions/src'), /\benv\.([A-Z][A-Z0-9_]+)\b/g)) {
    if (!(name in FUNCTION_ENV)) {
      findings.problems.push(`${relative(root, file)}: reads environment variable ${name}, which scripts/deploy.ts's FUNCTION_ENV does not know (say whether a deploy sets it; a value a deploy needs is a parameter)`);
    }
  }
  if (!target.demo && env.values.APP_ORIGIN === undefined) {
    findings.notes.push(`APP_ORIGIN is not set in ${envFiles}: e-mail links go to https://${target.projectId}.web.app`);
  }
  const secrets = params.filter((p) => p.type === 'secret').map((p) => p.name);
  if (target.demo) {
    if (secrets.length) findings.notes.push(`secrets ${secrets.join(', ')}: not needed for a demo project (the emulators read functions/.secret.local)`);
  } else if (options.checkSecrets) {
    for (const name of secrets) {
      const run = spawnSync('gcloud', ['secrets', 'versions', 'list', name, `--project=${target.projectId}`, '--filter=state:ENABLED', '--limit=1', '--format=value(name)'], { encoding: 'utf8' });
      if (run.error || run.status !== 0) findings.problems.push(`secret ${name}: gcloud could not tell (${(run.stderr || String(run.error)).trim().split('\n')[0]})`);
      else if (!run.stdout.trim()) findings.problems.push(`secret ${name} has no enabled version in ${target.projectId}: npx firebase functions:secrets:set ${name} --project ${target.alias}`);
    }
  } else {
    for (const name of secrets) {
      findings.notes.push(`secret ${name}: not checked offline (--check-secrets asks gcloud); set it with npx firebase functions:secrets:set ${name} --project ${target.alias}`);
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------------------------
// web config

/**
 * Every VITE_ variable web/src reads, and what a deployed build needs of it. A name not listed here fails the
 * preflight, so a new one is decided on here.
 */
export const WEB_ENV: Readonly<Record<string, 'required' | 'emulators' | 'deploy'>> = {
  VITE_FIREBASE_API_KEY: 'required',
  VITE_FIREBASE_AUTH_DOMAIN: 'required',
  VITE_FIREBASE_PROJECT_ID: 'required',
  VITE_FIREBASE_APP_ID: 'required',
  VITE_FIREBASE_MESSAGING_SENDER_ID: 'required',
  VITE_FIREBASE_VAPID_KEY: 'required',
  // App Check's provider: without it the app sends no tokens and the callables, which enforce App Check, refuse it.
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'required',
  // Set by the deploy's build (releaseOf).
  VITE_RELEASE: 'deploy',
  VITE_USE_EMULATORS: 'emulators',
  VITE_AUTH_EMULATOR: 'emulators',
  VITE_FIRESTORE_EMULATOR: 'emulators',
  VITE_FUNCTIONS_EMULATOR: 'emulators',
};

/** The web build's config for the target, as `vite build --mode <alias>` reads it from the web folder's .env files. */
export async function webConfigProblems(root: string, target: Target): Promise<Findings> {
  const findings: Findings = { problems: [], notes: [] };
  for (const [name, file] of envReads(join(root, 'web/src'), /\b(VITE_[A-Z0-9_]+)\b/g)) {
    if (!(name in WEB_ENV)) findings.problems.push(`${relative(root, file)}: reads ${name}, which scripts/deploy.ts's WEB_ENV does not know (say whether a deployed build needs it)`);
  }
  const required = Object.keys(WEB_ENV).filter((name) => WEB_ENV[name] === 'required');
  if (target.demo) {
    findings.notes.push(`web config (${required.join(', ')}): skipped for a demo project, whose build talks to the emulators`);
    return findings;
  }
  const { loadEnv } = await import('vite');
  // Only the files: the shell's VITE_ variables (a test run's emulator settings) are not what a deploy builds with.
  const saved = Object.entries(process.env).filter(([key]) => key.startsWith('VITE_'));
  for (const [key] of saved) delete process.env[key];
  const env = loadEnv(target.alias, join(root, 'web'), 'VITE_');
  for (const [key, value] of saved) process.env[key] = value;
  const where = `web/.env.${target.alias} (or web/.env.${target.alias}.local)`;
  for (const name of required) if (!env[name]) findings.problems.push(`web config: ${name} is not set for ${target.alias}: add it to ${where}`);
  if (env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_PROJECT_ID !== target.projectId) {
    findings.problems.push(`web config: VITE_FIREBASE_PROJECT_ID is ${env.VITE_FIREBASE_PROJECT_ID}, the target is ${target.projectId}`);
  }
  for (const name of Object.keys(WEB_ENV).filter((n) => WEB_ENV[n] === 'emulators')) {
    if (env[name]) findings.problems.push(`web config: ${name} is set for ${target.alias}: a deployed build must not talk to the emulators`);
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------------------------
// extension

/**
 * What the Trigger Email extension (firestore-send-email, 0.2.4 and later: firebase.json asks for ^0.2.4) needs
 * in its parameters file, from its extension.yaml (github.com/firebase/extensions, firestore-send-email/extension.yaml):
 * DEFAULT_FROM is required without a default; DATABASE_REGION's default ("us") must be replaced by the database's
 * location (it cannot be changed later); SMTP_CONNECTION_URI is what the default AUTH_TYPE (UsernamePassword) sends
 * through; MAIL_COLLECTION must be the collection the functions write (notificationPaths.mail). The password
 * (SMTP_PASSWORD, a secret) is asked for at deploy.
 */
export const SEND_EMAIL = {
  instance: 'firestore-send-email',
  required: ['DATABASE_REGION', 'MAIL_COLLECTION', 'SMTP_CONNECTION_URI', 'DEFAULT_FROM'],
  known: [
    'DATABASE', 'DATABASE_REGION', 'AUTH_TYPE', 'SMTP_CONNECTION_URI', 'SMTP_PASSWORD', 'HOST', 'OAUTH_PORT', 'OAUTH_SECURE',
    'CLIENT_ID', 'CLIENT_SECRET', 'REFRESH_TOKEN', 'USER', 'MAIL_COLLECTION', 'DEFAULT_FROM', 'DEFAULT_REPLY_TO',
    'USERS_COLLECTION', 'TEMPLATES_COLLECTION', 'TTL_EXPIRE_TYPE', 'TTL_EXPIRE_VALUE', 'TLS_OPTIONS',
  ],
} as const;

interface ExtensionManifestModule {
  readInstanceParam(args: { projectDir: string; instanceId: string; projectId?: string; aliases?: string[] }): Record<string, string>;
}

/** The extensions' parameter files, read as firebase-tools reads them (extensions/<instance>.env[.<alias>|.<project id>]). */
export function extensionProblems(root: string, target: Target): Findings {
  const findings: Findings = { problems: [], notes: [] };
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { extensions?: Record<string, string> };
  for (const instance of Object.keys(config.extensions ?? {})) {
    if (instance !== SEND_EMAIL.instance) findings.problems.push(`firebase.json: extension ${instance} is not one scripts/deploy.ts checks the parameters of`);
  }
  if (!config.extensions?.[SEND_EMAIL.instance]) return findings;
  const file = `extensions/${SEND_EMAIL.instance}.env`;
  const { readInstanceParam } = require('firebase-tools/lib/extensions/manifest.js') as ExtensionManifestModule;
  let params: Record<string, string>;
  try {
    params = readInstanceParam({ projectDir: root, instanceId: SEND_EMAIL.instance, projectId: target.projectId, aliases: [target.alias] });
  } catch (error) {
    findings.problems.push(`${file}: ${(error as Error).message}`);
    return findings;
  }
  for (const name of SEND_EMAIL.required) if (!params[name]) findings.problems.push(`${file}: ${name} is not set`);
  for (const name of Object.keys(params)) {
    if (!(SEND_EMAIL.known as readonly string[]).includes(name) && !/^firebaseextensions\.[a-zA-Z0-9.]*\//.test(name)) {
      findings.problems.push(`${file}: ${name} is not a parameter of ${SEND_EMAIL.instance}`);
    }
  }
  if (params.MAIL_COLLECTION && params.MAIL_COLLECTION !== notificationPaths.mail) {
    findings.problems.push(`${file}: MAIL_COLLECTION is ${params.MAIL_COLLECTION}, the functions write to ${notificationPaths.mail}`);
  }
  const placeholders = Object.keys(params).filter((name) => /example\.(com|org|net)/i.test(params[name]));
  if (placeholders.length) {
    if (target.demo) findings.notes.push(`${file}: the example.com placeholders (${placeholders.join(', ')}) are allowed for a demo project, which sends no e-mail`);
    else for (const name of placeholders) findings.problems.push(`${file}: ${name} is still a placeholder (${params[name]}): set your provider's value`);
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------------------------
// the preflight and the deploy

export interface PreflightOptions {
  /** The Firestore emulator to compile the rules on (host:port). */
  firestoreHost: string;
  build: boolean;
  checkSecrets?: boolean;
}

/** Every check, in order, each printed as it ends. True when none found a problem. */
export async function preflight(root: string, target: Target, options: PreflightOptions): Promise<boolean> {
  const skippedBuild = '--no-build: the build already there is checked';
  const checks: [name: string, run: () => Findings | string[] | Promise<Findings | string[]>, skipped?: string][] = [
    ['rules', () => rulesProblems(root, options.firestoreHost)],
    ['indexes', () => indexProblems(root)],
    ['functions build', () => functionsBuildProblems(root), options.build ? undefined : skippedBuild],
    ['parameters', () => parameterProblems(root, target, { checkSecrets: options.checkSecrets })],
    ['web build', () => webBuildProblems(root, target), options.build ? undefined : skippedBuild],
    ['web config', () => webConfigProblems(root, target)],
    ['extension', () => extensionProblems(root, target)],
    ['csp', () => cspProblems(root)],
  ];
  let problems = 0;
  const notes: string[] = [];
  for (const [name, run, skipped] of checks) {
    if (skipped) {
      console.log(`skip ${name} (${skipped})`);
      continue;
    }
    const result = await run();
    const found = Array.isArray(result) ? { problems: result, notes: [] } : result;
    problems += found.problems.length;
    notes.push(...found.notes);
    console.log(`${found.problems.length ? 'FAIL' : ' ok '} ${name}`);
    for (const line of found.problems) console.log(`     ${line}`);
  }
  for (const note of notes) console.log(`note ${note}`);
  console.log(problems ? `Preflight for ${target.alias} (${target.projectId}): ${problems} problem(s).` : `Preflight for ${target.alias} (${target.projectId}): passed.`);
  return problems === 0;
}

function firebase(args: string[]): number {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'), ...args], { cwd: ROOT, stdio: 'inherit' });
  return run.status ?? 1;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const unknown = [...flags].filter((f) => !['--dry-run', '--no-build', '--check-secrets'].includes(f));
  const aliases = args.filter((a) => !a.startsWith('--'));
  if (unknown.length || aliases.length > 1) {
    console.error('usage: npm run deploy -- [alias] [--dry-run] [--no-build] [--check-secrets]');
    return 2;
  }
  const target = resolveTarget(ROOT, aliases[0] ?? 'default');
  if (typeof target === 'string') {
    console.error(target);
    return 1;
  }
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    // A Firestore emulator for the rules: the preflight runs inside it, the deploy (if any) after it has stopped.
    const log = join(ROOT, '.tmp/deploy-emulator.log');
    const inner = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/emulators.mjs'), '--log', log, '--only', 'firestore', '--', 'npx', 'tsx', fileURLToPath(import.meta.url), target.alias, '--dry-run', ...[...flags].filter((f) => f !== '--dry-run')],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (inner.status !== 0) return inner.status ?? 1;
  } else if (!(await preflight(ROOT, target, { firestoreHost: host, build: !flags.has('--no-build'), checkSecrets: flags.has('--check-secrets') }))) {
    return 1;
  }
  if (flags.has('--dry-run')) return 0;
  if (target.demo) {
    console.error(`${target.projectId} is a demo project: it exists only on the emulators, nothing was deployed.`);
    return 1;
  }
  return firebase(['deploy', '--only', 'firestore:rules,firestore:indexes,functions,hosting,extensions', '--project', target.alias]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await main());
