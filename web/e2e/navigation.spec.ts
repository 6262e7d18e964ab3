import { TEXTS } from '@mentorbridge/model';
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
    return buttons.filter({ hasNotText: /^(Install app|Notifications)/ });
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
      // An admin who signs in lands on /admin (the dashboard sends them there once their profile says so).
      await expect(page).toHaveURL(/\/admin$/);

      await page.goto('/');
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

/** The widths the header is checked at: phones, a tablet, laptops and desktops (the menu takes over below 768 px). */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920];
const MENU_BELOW = 768;
const MAIN_ENTRIES = [TEXTS.nav.home, TEXTS.nav.careerHub, TEXTS.nav.mentorship, TEXTS.nav.projects, TEXTS.nav.community];

/**
 * At each width, every main entry is one visible link: in the header from 768 px, in the menu below it (and then
 * not in the header); no link of the header is shown twice.
 */
async function expectEachEntryOnce(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const wide = width >= MENU_BELOW;
    for (const label of MAIN_ENTRIES) {
      await expect(banner.getByRole('link', { name: label, exact: true }).filter({ visible: true }), `${label} at ${width} px`).toHaveCount(wide ? 1 : 0);
    }
    const shown = await banner.getByRole('link').filter({ visible: true }).allInnerTexts();
    expect(shown.filter((text, i) => shown.indexOf(text) !== i), `repeated header links at ${width} px: ${shown.join(', ')}`).toEqual([]);
    if (wide) {
      await expect(page.getByRole('button', { name: TEXTS.nav.openMenu })).toBeHidden();
      continue;
    }
    await page.getByRole('button', { name: TEXTS.nav.openMenu }).click();
    const menu = page.getByRole('dialog', { name: TEXTS.nav.menuTitle });
    for (const label of MAIN_ENTRIES) {
      await expect(menu.getByRole('link', { name: label, exact: true }).filter({ visible: true }), `${label} in the menu at ${width} px`).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
}

test.describe('the header', () => {
  test('shows each main entry exactly once at every width, signed out and signed in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectEachEntryOnce(page);

    await signIn(page, await createUser());
    // Signed in on the widest screen (the last width): the account menu stands where Sign In and Sign Up were.
    await expect(page.getByRole('banner').getByRole('button', { name: TEXTS.nav.openAccountMenu })).toBeVisible();
    await expectEachEntryOnce(page);
  });
});
