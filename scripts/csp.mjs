#!/usr/bin/env node
// The Content-Security-Policy that Hosting sends with every response (firebase.json, hosting.headers, source "**"),
// with the SHA-256 hashes of the built pages' inline scripts (docs/architecture.md, "Security headers").
// Usage: node scripts/csp.mjs           prints one line per problem (exit 1 when there is one)
//        node scripts/csp.mjs --write   writes the policy, with the hashes of web/dist's inline scripts, into firebase.json
// The inline scripts' text is the same in every build environment (the emulators' hosts, the project id and the asset
// names sit in data blocks beside them: PageDataSlot in web/src/startup/build/inlineScripts.ts), so the hashes of the
// emulator build that `npm test` makes are the production build's too.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the hashes go in the policy's script-src. */
export const HASHES = '<inline script hashes>';

/**
 * The policy, directive by directive: only what the app reaches. The Firebase SDKs' endpoints (Auth, Firestore,
 * callables, Installations and FCM for push, App Check); reCAPTCHA Enterprise (App Check's provider); Google's api.js,
 * which Firebase Auth loads for the sign-in popup, and the auth domain's helper frame; YouTube's player. Pictures come
 * from any https host: avatars are links people enter (AVATAR_URL_PATTERN in model/src/links.ts), and YouTube's
 * thumbnails. Links to the booking hosts are navigations, which no directive governs. Styles allow 'unsafe-inline':
 * Mantine writes style elements and style attributes (docs/decisions.md, "Security headers").
 */
export const POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", HASHES, 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': [
    "'self'",
    'https://firestore.googleapis.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://*.cloudfunctions.net',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
    'https://content-firebaseappcheck.googleapis.com',
  ],
  // The auth domain is <project>.firebaseapp.com unless VITE_FIREBASE_AUTH_DOMAIN names the site itself ('self').
  'frame-src': ["'self'", 'https://*.firebaseapp.com', 'https://www.youtube-nocookie.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** The policy's text with the given hashes (`'sha256-...'`) and, on the emulators, their origins. */
export function cspValue(hashes, emulatorOrigins = {}) {
  const extra = { 'connect-src': emulatorOrigins.connect ?? [], 'frame-src': emulatorOrigins.frame ?? [] };
  return Object.entries(POLICY)
    .map(([directive, sources]) => [directive, ...sources.flatMap((source) => (source === HASHES ? [...hashes].sort() : [source])), ...(extra[directive] ?? [])].join(' '))
    .join('; ');
}

/**
 * The emulators' origins a build for them reaches (scripts/emulators.mjs adds them to the emulator run's config,
 * never to firebase.json): the REST and WebChannel calls, and the Auth emulator's helper frame.
 */
export function emulatorOrigins(p) {
  const origin = (port) => `http://127.0.0.1:${port}`;
  return { connect: [origin(p.auth), origin(p.firestore), origin(p.functions)], frame: [origin(p.auth)] };
}

/** A policy as the emulator run serves it: its hashes, and the emulators' origins at the ports `p` allowed too. */
export function emulatorPolicy(value, p) {
  return cspValue(policyHashes(value), emulatorOrigins(p));
}

/** A script element the browser runs: no type, a JavaScript type, or a module; data blocks (application/json) are not. */
const runs = (type) => type === undefined || type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type);

/** Every element of a parse5 tree. */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.tagName === 'template' ? child.content : child);
  }
}

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );

/** The hash a policy names a script's text by. */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of the built pages in `distDir`, by hash: `{ hash, files }`, sorted by hash, `files` relative
 * to `distDir`. Also the inline event handlers (`onclick="..."`) and `javascript:` links, which no hash allows.
 */
export function scanBuiltPages(distDir) {
  const byHash = new Map();
  const handlers = [];
  for (const file of htmlFiles(distDir)) {
    const name = relative(distDir, file);
    for (const element of elements(parse(readFileSync(file, 'utf8')))) {
      const attrs = Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));
      for (const attr of Object.keys(attrs)) {
        if (/^on/i.test(attr)) handlers.push(`${name}: an inline event handler (${element.tagName} ${attr}=)`);
        if (/^\s*javascript:/i.test(attrs[attr])) handlers.push(`${name}: a javascript: URL (${element.tagName} ${attr}=)`);
      }
      if (element.tagName !== 'script' || 'src' in attrs || !runs(attrs.type)) continue;
      const text = element.childNodes.map((node) => node.value ?? '').join('');
      const hash = scriptHash(text);
      byHash.set(hash, [...new Set([...(byHash.get(hash) ?? []), name])]);
    }
  }
  const scripts = [...byHash].map(([hash, files]) => ({ hash, files })).sort((a, b) => (a.hash < b.hash ? -1 : 1));
  return { scripts, handlers };
}

/** The hashes of the inline scripts of the built pages in `distDir`, with the pages that hold each (see scanBuiltPages). */
export const inlineScriptHashes = (distDir) => scanBuiltPages(distDir).scripts;

const CSP_KEY = 'content-security-policy';

/** The Content-Security-Policy header firebase.json's hosting sends with every response, or undefined. */
export function configuredCsp(config) {
  const all = (config.hosting?.headers ?? []).find((rule) => rule.source === '**');
  return all?.headers.find((header) => header.key.toLowerCase() === CSP_KEY);
}

/** The hashes a policy's script-src names. */
const policyHashes = (value) => ((value.split(';').find((part) => part.trim().startsWith('script-src ')) ?? '').match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []);

/**
 * What is wrong with firebase.json's policy for the build in web/dist, one line per problem: no build, no policy, an
 * inline script whose hash the policy does not name, a hash no script has, a directive that differs from POLICY's, an
 * inline event handler. Empty when the deployed pages would run as built.
 */
export function cspProblems(rootDir = ROOT) {
  const problems = [];
  const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
  const header = configuredCsp(config);
  const distDir = join(rootDir, config.hosting?.public ?? 'web/dist');
  const fix = 'node scripts/csp.mjs --write';
  if (!header) problems.push(`firebase.json: hosting.headers has no Content-Security-Policy for source "**" (${fix})`);
  if (!existsSync(join(distDir, 'index.html'))) {
    problems.push(`${relative(rootDir, distDir)} is not built, so the inline scripts' hashes cannot be checked (npm run build -w web)`);
    return problems;
  }
  const { scripts, handlers } = scanBuiltPages(distDir);
  problems.push(...handlers.map((line) => `${relative(rootDir, distDir)}/${line}, which the Content-Security-Policy blocks`));
  if (!header) return problems;
  const named = policyHashes(header.value);
  for (const { hash, files } of scripts) {
    if (!named.includes(hash)) problems.push(`firebase.json: the Content-Security-Policy lacks ${hash}, the hash of an inline script in ${files.join(', ')} (${fix})`);
  }
  for (const hash of named) {
    if (!scripts.some((script) => script.hash === hash)) problems.push(`firebase.json: the Content-Security-Policy names ${hash}, which no inline script in ${relative(rootDir, distDir)} has (stale: ${fix})`);
  }
  const want = cspValue(named);
  if (named.length === scripts.length && header.value !== want) {
    problems.push(`firebase.json: the Content-Security-Policy is not the one scripts/csp.mjs defines (${fix}):\n  is:     ${header.value}\n  wanted: ${want}`);
  }
  return problems;
}

/** Writes the policy with the hashes of the build in web/dist into firebase.json; returns the policy. */
export function writeCsp(rootDir = ROOT) {
  const file = join(rootDir, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const header = configuredCsp(config);
  if (!header) throw new Error('firebase.json: hosting.headers has no rule for source "**" with a Content-Security-Policy to write');
  header.value = cspValue(inlineScriptHashes(join(rootDir, config.hosting.public)).map((script) => script.hash));
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return header.value;
}

function main() {
  if (process.argv.includes('--write')) {
    console.log(`firebase.json: Content-Security-Policy: ${writeCsp()}`);
    return;
  }
  const problems = cspProblems();
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
  console.log('firebase.json: the Content-Security-Policy allows every inline script of web/dist by its hash');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
