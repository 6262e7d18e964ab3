import { expect, test, type Locator, type Page } from './support/test';
import { createUser } from './support/admin';
import { signIn } from './support/session';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * Opens the menu and returns the account's places it offers (Admin comes once the profile has been read). The phone
 * menu offers the notifications first (wide screens have the bell's panel instead); the entries are compared without it.
 */
async function accountEntries(page: Page, viewport: typeof PHONE): Promise<Locator> {
  if (viewport === PHONE) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const buttons = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('button');
    await expect(buttons.filter({ hasText: 'Notifications' })).toBeVisible();
    return buttons.filter({ hasNotText: /^(Install app|Notifications)$/ });
  }
  await page.getByRole('button', { name: 'Open account menu' }).click();
  return page.getByRole('menu').getByRole('menuitem');
}

for (const [device, viewport] of [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const) {
  test.describe(`the way around, on ${device}`, () => {
    test.use({ viewport });

    test('a student lands on their dashboard after sign-in, finds it in the menu, and the home page offers to find a mentor', async ({ page }) => {
      const student = await createUser();
      await signIn(page, student);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto('/');
      // The hero's call to action (the page's offer cards further down link to the directory too).
      const cta = page.getByRole('main').getByRole('link', { name: 'Find a Mentor', exact: true }).first();
      await expect(cta).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
      await cta.click();
      await expect(page).toHaveURL(/\/mentorship$/);

      await expect(await accountEntries(page, viewport)).toHaveText(['Profile', 'Dashboard', 'Logout']);
      await page.getByRole(viewport === PHONE ? 'button' : 'menuitem', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('an admin reaches /admin from the menu, and a mentor is offered to create a project', async ({ page }) => {
      const admin = await createUser({ role: 'mentor', admin: true });
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/dashboard$/);

      await expect(await accountEntries(page, viewport)).toHaveText(['Profile', 'Dashboard', 'Admin', 'Logout']);
      await page.getByRole(viewport === PHONE ? 'button' : 'menuitem', { name: 'Admin', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);

      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: 'Create a Project' })).toHaveAttribute('href', '/create-project');
    });
  });
}

test('a visitor is offered to start their journey', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/sign-up');
  await expect(page.getByRole('main').getByRole('link', { name: 'Create a Project' })).toHaveCount(0);
});
