import { TEXTS } from '@mentorbridge/model';
import { expect, test, type Page } from './support/test';
import { createUser } from './support/admin';
import { signedInPage } from './support/session';
import { DATA_PAGES } from './support/dataPages';


/** The data pages: their build-time shell shows the heading and the list's loading status. */
const SHELLS = DATA_PAGES.map(({ path, list }) => ({ path, page: TEXTS.listPages[list], loading: TEXTS.loading[list] }));

/** A card of the list, not a placeholder (placeholders sit in an aria-hidden grid). */
const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();

test.describe('the data pages start from build-time shells', () => {
  for (const { path, page: texts, loading } of SHELLS) {
    test(`${path} shows its heading and skeletons before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(texts.intro)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(1);
      const skeletons = page.locator('main [aria-hidden="true"] .mantine-Skeleton-root');
      expect(await skeletons.count()).toBeGreaterThan(2);
      await expect(skeletons.first()).toBeVisible();
      await context.close();
    });
  }

  test('the live page replaces the shell without errors and shows the first card', async ({ page, browserLog }) => {
    await page.goto('/mentorship');
    await expect(firstCard(page)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.listPages.mentors.title })).toHaveCount(1);
    expect(browserLog.errors).toEqual([]);
  });
});

test.describe('Auth on the public lists', () => {
  test('a signed-in mentor still gets the account menu and the mentor actions on a list', async ({ browser }) => {
    const mentor = await createUser({ role: 'mentor' });
    const page = await signedInPage(browser, mentor);
    await page.goto('/projects');
    await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Project' })).toBeVisible();
    await page.context().close();
  });
});
