import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { scan } from '@mdn/mdn-http-observatory';
import { cspProblems, emulatorPolicy } from '../../scripts/csp.mjs';
import { ports, ROOT } from '../../scripts/emulators.mjs';
import { expect, test } from './support/test';

/** The headers firebase.json's hosting sends with every response (source "**"). */
const DEPLOYED: { key: string; value: string }[] = (
  JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } }
).hosting.headers.find((rule) => rule.source === '**')!.headers;

/**
 * The scanner looks hosts up in Chromium's HSTS preload list, which its install script downloads; this project installs
 * without scripts (.npmrc) and offline. No local address is on the list: an empty one stands in where it is missing.
 */
function ensureHstsPreloadList(): void {
  const file = join(dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')), 'conf/hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
}

test.describe('served as deployed (docs/testing.md, "Served as deployed")', () => {
  test("firebase.json's Content-Security-Policy allows every inline script of the build by its hash, and no other", () => {
    expect(cspProblems(ROOT)).toEqual([]);
  });

  test('every response Hosting serves carries the security headers; the policy adds only the emulators', async ({ request }) => {
    const deployedCsp = DEPLOYED.find((header) => header.key === 'Content-Security-Policy')!.value;
    const hashes = deployedCsp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
    expect(hashes.length).toBeGreaterThan(0);
    const served = { ...Object.fromEntries(DEPLOYED.map(({ key, value }) => [key.toLowerCase(), value])) };
    served['content-security-policy'] = emulatorPolicy(deployedCsp, ports());
    // A page, a data page's shell, a route of the SPA shell, a script, the service worker, the manifest, an icon.
    const script = (await (await request.get('/')).text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    for (const path of ['/', '/mentorship', '/projects/some-project', script!, '/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      for (const [key, value] of Object.entries(served)) expect(headers[key], `${key} of ${path}`).toBe(value);
    }
    for (const directive of ["script-src 'self' 'sha256-", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "worker-src 'self'", "manifest-src 'self'"]) {
      expect(deployedCsp).toContain(directive);
    }
    const scriptSrc = deployedCsp.split('; ').find((part) => part.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'|\bhttp:|127\.0\.0\.1/);
    expect(deployedCsp).not.toContain('127.0.0.1');
  });

  test('a script the policy does not allow is blocked, and the violation fails the test', async ({ page }) => {
    // The fixture (support/test.ts) must fail this test: it proves that every other test would fail on a violation.
    test.fail();
    await page.goto('/about');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      const blocked = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      document.body.append(script);
      await blocked;
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
  });

  test("the MDN HTTP Observatory passes every check a local HTTP origin can be judged by", async ({ baseURL }) => {
    ensureHstsPreloadList();
    const { scan: summary, tests } = await scan(new URL(baseURL!).host);
    // Over plain HTTP on 127.0.0.1 these cannot pass: HSTS is only read over HTTPS, and there is no HTTPS to
    // redirect to. Production serves HTTPS only (Hosting), with the HSTS header checked above.
    const notLocal = new Set(['strict-transport-security', 'redirection']);
    const checks = Object.entries(tests);
    console.log(
      `MDN HTTP Observatory on ${baseURL}: score ${summary.score}, grade ${summary.grade}, ${summary.testsPassed} of ${summary.testsQuantity} checks passed\n` +
        checks.map(([name, check]) => `  ${check.pass ? 'pass' : notLocal.has(name) ? 'not judged locally' : 'FAIL'}  ${name}: ${check.result}`).join('\n'),
    );
    expect(checks.filter(([name, check]) => !notLocal.has(name) && !check.pass).map(([name, check]) => `${name}: ${check.result}`)).toEqual([]);
    expect(checks.length).toBe(summary.testsQuantity);
    expect(tests['content-security-policy']?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(tests['x-frame-options']?.result).toBe('x-frame-options-implemented-via-csp');
  });
});
