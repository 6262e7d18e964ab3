import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ports } from '../../../scripts/emulators.mjs';
import { DEMO_PROJECT_ID } from '@mentorbridge/model';

const GAPI_STAND_IN = readFileSync(new URL('./gapi-standin.js', import.meta.url), 'utf8');

/**
 * Makes Google sign-in work against the Auth emulator offline: Google's api.js (loaded by the Firebase SDK
 * and by the emulator's helper iframe) is replaced by a local stand-in, and the CDN styles and scripts of the
 * emulator's account chooser get empty answers instead of hanging on the missing network.
 */
export async function routeGoogleApis(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css', body: '' }),
  );
}

export interface GoogleAccount {
  email: string;
  displayName: string;
}

/**
 * Clicks `button` and completes the Auth emulator's Google chooser in the popup it opens: a new account
 * with the given e-mail and name, or (when `reuse`) the account already listed for that e-mail.
 */
export async function chooseGoogleAccount(
  page: Page,
  button: Locator,
  account: GoogleAccount,
  options: { reuse?: boolean } = {},
): Promise<void> {
  const popupOpened = page.context().waitForEvent('page');
  await button.click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  if (options.reuse) {
    await popup.locator('.js-reuse-account', { hasText: account.email }).click();
  } else {
    await popup.getByText('Add new account').click();
    await popup.getByText('Auto-generate user information').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.displayName);
    await popup.getByText('Sign in with Google.com').click();
  }
  await popup.waitForEvent('close');
}

/** The Auth emulator's REST base for this run (the test process knows its port offset). */
export function authEmulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports().auth}`;
  return `http://${host}/emulator/v1/projects/${DEMO_PROJECT_ID}/${path}`;
}

/** The newest out-of-band code of a kind the Auth emulator has "sent" to an address. */
export async function latestOobCode(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL'): Promise<string | undefined> {
  const response = await fetch(authEmulatorUrl('oobCodes'));
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)?.oobCode;
}
