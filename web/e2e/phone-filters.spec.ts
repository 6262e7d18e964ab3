import { expect, test, type Page } from './support/test';
import { keepScreenshot } from './support/screens';
import { TEXTS } from '@mentorbridge/model';
import { filterSelect } from './support/lists';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const S = TEXTS.filters.sheet;

/** The list pages, each with the label of one filter it has. */
const PAGES = [
  { path: '/mentorship', label: TEXTS.filters.mentors.industry },
  { path: '/projects', label: TEXTS.filters.projects.difficulty },
  { path: '/career-hub', label: TEXTS.fields.category },
] as const;

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });

for (const { path, label } of PAGES) {
  test(`${path} on a phone: one Filters button instead of the filters, the first card on the first screen`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(filtersButton(page)).toHaveText(S.button(0));
    await expect(filterSelect(page, label)).toBeHidden();
    // Polled: the app's first render takes the place of the cards shown before it (the box is null for that moment).
    const firstCardEnd = async () => {
      const box = await first.boundingBox();
      return box ? box.y + 80 : Number.POSITIVE_INFINITY;
    };
    await expect.poll(firstCardEnd, { message: 'the first card starts on the first screen' }).toBeLessThanOrEqual(PHONE.height);

    // The sheet holds the same controls; a filter chosen there is counted on the button.
    await filtersButton(page).click();
    const sheet = page.getByRole('dialog', { name: S.title });
    await expect(sheet).toBeVisible();
    await keepScreenshot(page, `filters-sheet${path.replace(/\//g, '-')}-390`);
    const select = sheet.getByRole('combobox', { name: label, exact: true });
    // The first choice after "All ...".
    const choice = (await select.locator('option').nth(1).textContent()) ?? '';
    await select.selectOption({ label: choice });
    await sheet.getByRole('button', { name: S.done }).click();
    await expect(sheet).toBeHidden();
    await expect(filtersButton(page)).toHaveText(S.button(1));
    await expect(filtersButton(page)).toBeFocused();

    // Escape closes it too; Reset filters inside clears the count.
    await filtersButton(page).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: TEXTS.actions.resetFilters }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filtersButton(page)).toHaveText(S.button(0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('on a laptop the filters sit in the bar and there is no Filters button', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  for (const { path, label } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(filterSelect(page, label)).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
  }
});
