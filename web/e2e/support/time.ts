import type { Page } from '@playwright/test';
import { UI } from '../../src/config';

/**
 * Keeps a visitor reading for as long as the test looks: the app's idle timer (`UI.visitorIdleMs`, after which a
 * visitor who has not acted gets the Firebase SDKs; session/session.tsx, whenSdksNeeded) is held for this page,
 * so what a test asserts about the visit before the visitor acts does not depend on how fast the machine reaches
 * its check. Acting on the page still starts the SDKs at once. Only timers of exactly that delay are held (they
 * get a real id, so clearing them works); every other timer runs as usual.
 */
export async function holdVisitorIdleTimer(page: Page): Promise<void> {
  await page.addInitScript((idleMs) => {
    const setTimeout = window.setTimeout.bind(window);
    const NEVER = 2 ** 31 - 1;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      delay === idleMs ? setTimeout(() => undefined, NEVER) : setTimeout(handler, delay, ...args)) as typeof window.setTimeout;
  }, UI.visitorIdleMs);
}
