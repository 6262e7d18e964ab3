/**
 * App Check in the browser tests: the app runs the SDK's debug provider on the emulators when the page sets a debug
 * token (web/src/lib/appCheck.ts), and the SDK exchanges that token at Google's App Check API, which these machines
 * cannot reach. Every context of every test (the shared fixture, support/test.ts) sets the token before the app
 * starts and answers the exchange here with a token the emulated callables accept: they decode it without checking
 * its signature (the functions emulator's skipTokenVerification), and they enforce App Check in the test runs
 * (APP_CHECK_ENFORCED, scripts/emulators.mjs).
 */
import type { BrowserContext } from '@playwright/test';

export const APP_CHECK_DEBUG_TOKEN = 'mentorbridge-e2e-debug-token';
const EXCHANGE = /^https:\/\/content-firebaseappcheck\.googleapis\.com\/v1\/projects\/([^/]+)\/apps\/([^/]+):exchangeDebugToken/;

/** An unsigned JWT naming the app as its subject, as the emulated callables read an App Check token. */
function token(appId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: appId, iat: now, exp: now + 3600 })}.c2lnbmF0dXJl`;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** Sets the debug token in every page of `context` and plays the token exchange for it. */
export async function playAppCheck(context: BrowserContext): Promise<void> {
  await context.addInitScript((debugToken) => {
    (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
  }, APP_CHECK_DEBUG_TOKEN);
  await context.route(EXCHANGE, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = request.postDataJSON() as { debug_token?: unknown } | null;
    if (body?.debug_token !== APP_CHECK_DEBUG_TOKEN) return route.fulfill({ status: 403, headers: CORS, json: { error: { code: 403 } } });
    const appId = decodeURIComponent(EXCHANGE.exec(request.url())?.[2] ?? '');
    return route.fulfill({ status: 200, headers: CORS, json: { token: token(appId), ttl: '3600s' } });
  });
}
