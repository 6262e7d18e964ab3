import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Waits until the screen has its main heading and has stopped showing loading placeholders. */
export async function settled(page: Page, heading?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
}

/**
 * Keeps a picture of the screen as `screens/{name}.png` in the run's output folder (test-results), where a closing
 * note or a reviewer finds what a test saw; the name says the screen, its state and its width.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(test.info().project.outputDir, 'screens', `${name}.png`) });
}
