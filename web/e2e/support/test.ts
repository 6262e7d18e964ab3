import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { playAppCheck } from './appCheck';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** Most recent lines kept per test: enough to see what went wrong, not a whole session's chatter. */
const MAX_LINES = 80;

/**
 * `MB_CPU_THROTTLE=4` runs every page of every test with Chromium's CPU four times slower (DevTools' CPU
 * throttling), to try a spec the way a slow machine runs it (docs/testing.md, "A slow machine").
 */
const CPU_THROTTLE = Number(process.env.MB_CPU_THROTTLE ?? 1);

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** A Content-Security-Policy violation a page reported (its `securitypolicyviolation` event). */
interface PolicyViolation {
  blockedURI: string;
  directive: string;
  page: string;
  source: string;
}

const VIOLATION_BINDING = '__mbPolicyViolation';

/**
 * Every page and frame of the context, popups included, reports each `securitypolicyviolation` event to the test
 * process (a binding, which no policy governs; the listener is added before the page's own scripts run).
 */
async function watchPolicyViolations(ctx: BrowserContext, report: (violation: PolicyViolation) => void): Promise<void> {
  await ctx.exposeBinding(VIOLATION_BINDING, (_source, violation: PolicyViolation) => report(violation));
  await ctx.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const send = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
        send({
          blockedURI: event.blockedURI,
          directive: event.effectiveDirective || event.violatedDirective,
          page: event.documentURI,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : event.sample,
        });
      },
      true,
    );
  }, VIOLATION_BINDING);
}

/** What the browser reported during the test. */
export interface BrowserLog {
  /** Console errors and uncaught page errors, from every context, in order. */
  readonly errors: readonly string[];
}

/**
 * The Playwright test with two additions: App Check's debug token and token exchange in every context (support/
 * appCheck.ts: the emulated callables refuse calls without a token), and what the browser reported while the test ran (console
 * errors and warnings, uncaught page errors, failed requests) from every context it used, attached
 * to the test when it fails. The failure reporter prints it, so a failure on a machine we cannot
 * look at still says what the app saw. A test that must see no errors reads `browserLog.errors`.
 * Every test also fails when a page of any of its contexts (popups too) reported a Content-Security-Policy
 * violation: the app runs under firebase.json's policy as the Hosting emulator serves it, and nothing it does may
 * be blocked (docs/testing.md, "Served as deployed").
 */
export const test = base.extend<{ browserLog: BrowserLog }>({
  browserLog: [
    async ({ browser, context }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      const errors: string[] = [];
      const log = (who: string, line: string) => {
        lines.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${who} ${line.replace(/\s+/g, ' ').slice(0, 300)}`);
        if (lines.length > MAX_LINES) lines.shift();
      };
      let contexts = 0;
      const violations: PolicyViolation[] = [];
      // Every context of the test, its own and those it opens, also gets App Check's debug token (support/appCheck.ts).
      const watch = async (ctx: BrowserContext) => {
        await playAppCheck(ctx);
        const who = `[context ${++contexts}]`;
        await watchPolicyViolations(ctx, (violation) => {
          violations.push(violation);
          log(who, `Content-Security-Policy violation: ${violation.directive} blocked ${violation.blockedURI} on ${violation.page}`);
        });
        ctx.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
          if (message.type() === 'error' || message.type() === 'warning') log(who, `console.${message.type()}: ${message.text()}`);
        });
        ctx.on('weberror', (error) => {
          errors.push(error.error().message);
          log(who, `page error: ${error.error().message}`);
        });
        ctx.on('requestfailed', (request) => log(who, `request failed: ${request.method()} ${request.url().slice(0, 120)} (${request.failure()?.errorText ?? '?'})`));
        if (CPU_THROTTLE > 1) {
          ctx.on('page', (page) => void throttle(page).catch((error: Error) => log(who, `CPU throttling not applied: ${error.message}`)));
        }
      };
      await watch(context);
      // Contexts a test opens itself (a second person at another computer) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch(ctx);
        return ctx;
      };
      try {
        await use({ errors });
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        await testInfo.attach('browser log', { body: lines.join('\n'), contentType: 'text/plain' });
      }
      if (violations.length > 0) {
        const seen = [...new Set(violations.map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} on ${v.page}${v.source ? ` (${v.source})` : ''}`))];
        throw new Error(`The Content-Security-Policy blocked ${violations.length} thing(s):\n${seen.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
