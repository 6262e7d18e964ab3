import { expect, type Page } from '@playwright/test';

/** Waits until the screen has its main heading and has stopped showing loading placeholders. */
export async function settled(page: Page, heading?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
}
