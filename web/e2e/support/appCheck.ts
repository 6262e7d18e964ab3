/**
 * App Check in the browser tests. On the emulators the app runs the SDK's debug provider when the page sets a debug
 * token (web/src/lib/appCheck.ts), and the SDK exchanges that token at Google's App Check API, which these machines
 * cannot reach. So:
 * - every context of every test (the shared fixture, support/test.ts) sets the token before the app starts;
 * - a local HTTPS server plays the API's exchange (Playwright's global setup starts it, on ports().appCheckExchange),
 *   and Chromium reaches it for the API's host through a host rule (appCheckChromiumArgs). A real network answer,
 *   not a route: the app's service worker passes the request on to the network, where a page's route never sees it.
 * The server answers with a token the emulated callables accept: they decode it without checking its signature (the
 * functions emulator's skipTokenVerification), and they enforce App Check in the test runs (APP_CHECK_ENFORCED,
 * scripts/emulators.mjs).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { ports } from '../../../scripts/emulators.mjs';

export const APP_CHECK_DEBUG_TOKEN = 'mentorbridge-e2e-debug-token';
/** Google's App Check API host (the SDK's fixed endpoint). */
const API_HOST = 'content-firebaseappcheck.googleapis.com';
const EXCHANGE = /^\/v1\/projects\/([^/]+)\/apps\/([^/]+):exchangeDebugToken$/;

/** Chromium flags that send the App Check API's host to the local server (its certificate is made per run). */
export function appCheckChromiumArgs(): string[] {
  return [`--host-resolver-rules=MAP ${API_HOST}:443 127.0.0.1:${ports().appCheckExchange}`, '--ignore-certificate-errors'];
}

/** An unsigned JWT naming the app as its subject, as the emulated callables read an App Check token. */
function token(appId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: appId, iat: now, exp: now + 3600 })}.c2lnbmF0dXJl`;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
};

function answer(res: ServerResponse, status: number, body?: object): void {
  res.writeHead(status, { ...CORS, ...(body ? { 'content-type': 'application/json' } : {}) });
  res.end(body ? JSON.stringify(body) : undefined);
}

/** The exchange as Google answers it: the debug token for an App Check token and its time to live. */
async function exchange(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') return answer(res, 204);
  const match = EXCHANGE.exec(new URL(req.url ?? '/', `https://${API_HOST}`).pathname);
  if (req.method !== 'POST' || !match) return answer(res, 404, { error: { code: 404, status: 'NOT_FOUND' } });
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  let body: { debug_token?: unknown } = {};
  try {
    body = JSON.parse(raw) as { debug_token?: unknown };
  } catch {
    return answer(res, 400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
  }
  if (body.debug_token !== APP_CHECK_DEBUG_TOKEN) return answer(res, 403, { error: { code: 403, status: 'PERMISSION_DENIED' } });
  return answer(res, 200, { token: token(decodeURIComponent(match[2])), ttl: '3600s' });
}

/** Playwright's global setup: starts the exchange's server with a self-signed certificate; returns its teardown. */
export default async function startAppCheckExchange(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'mentorbridge-appcheck-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2',
    '-subj', `/CN=${API_HOST}`, '-addext', `subjectAltName=DNS:${API_HOST}`], { stdio: 'ignore' });
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    exchange(req, res).catch(() => answer(res, 500));
  });
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(ports().appCheckExchange, '127.0.0.1', ok);
  });
  return () => new Promise<void>((ok) => server.close(() => ok()));
}

/** Sets the debug token in every page of `context`, before the app's scripts run. */
export async function playAppCheck(context: BrowserContext): Promise<void> {
  await context.addInitScript((debugToken) => {
    (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
  }, APP_CHECK_DEBUG_TOKEN);
}
