import { expect, type Page } from '@playwright/test';
import type { TestUser } from './admin';

/** Signs in through the app's e-mail/password form and waits to leave /sign-in. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Sign-in includes a profile check against Firestore, which can take a while on a busy machine.
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 30_000 });
}
