import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { TestUser } from './admin';

/** Signs in through the app's e-mail/password form and waits to leave /sign-in. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Sign-in includes a profile check against Firestore, which can take a while on a busy machine.
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * A signed-in page in its own browser context (its own storage, like a second device). Like signIn(), with
 * more time: the first sign-in of a run meets cold emulators.
 */
export async function signedInPage(browser: Browser, user: Pick<TestUser, 'email' | 'password'>, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 45_000 });
  return page;
}
