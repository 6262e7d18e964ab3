import { expect, test } from './support/test';
import { LISTS, TEXTS } from '@mentorbridge/model';
import { DATA_PAGES } from './support/dataPages';
import { cachedCount, FIRESTORE_READS, loadBeyond, loadMoreButton } from './support/lists';
import { holdVisitorIdleTimer } from './support/time';

// Every list page shows its list through one body (web/src/components/ListBody.tsx): the same checks run on each,
// taken from the build's page list, so a list page added later is checked too.

/** A word no seeded or test-made document holds. */
const NOTHING = 'zzqxv';

for (const { path, list } of DATA_PAGES) {
  const noun = TEXTS.listPages[list].noun;

  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      // A visitor who has not acted: the discussions' live first page (the SDK) stays out of what is checked.
      await holdVisitorIdleTimer(page);
    });

    test('offline, Load more stays, disabled, with the reason; back online it loads again', async ({ page, context }) => {
      await page.goto(path);
      const more = loadMoreButton(page, noun);
      await expect(more).toBeEnabled();
      // The device keeps the first page: that copy is what the list shows offline.
      await expect.poll(() => cachedCount(page, list)).toBeGreaterThan(0);

      await context.setOffline(true);
      await expect(page.getByText(TEXTS.lists.savedOnDevice(noun), { exact: true })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(more).toBeVisible();
      await expect(more).toBeDisabled();
      const reason = page.getByRole('status').filter({ hasText: TEXTS.lists.moreOffline(noun) });
      await expect(reason).toBeVisible();
      await expect(more).toHaveAccessibleDescription(TEXTS.lists.moreOffline(noun));

      await context.setOffline(false);
      await expect(more).toBeEnabled();
      await expect(reason).toHaveCount(0);
      // The next page comes, by a press or by the foot coming into view (which may load before the press lands).
      await loadBeyond(page, noun, LISTS[list].pageSize);
    });

    test('a list that cannot be read says so once, and Try Again reads it again', async ({ page }) => {
      // Every Firestore read fails (a first visit: the device has no copy to show instead).
      await page.route(FIRESTORE_READS, (route) => route.abort('connectionrefused'));
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: TEXTS.lists.loadFailed(noun) });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(TEXTS.alerts.checkConnectionAgain);
      // One error text on the page: no second message (a toast) says it again.
      await expect(page.getByText(TEXTS.lists.loadFailed(noun), { exact: true })).toHaveCount(1);
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(loadMoreButton(page, noun)).toHaveCount(0);

      await page.unroute(FIRESTORE_READS);
      await alert.getByRole('button', { name: TEXTS.actions.tryAgain }).click();
      await expect(page.getByRole('article')).toHaveCount(LISTS[list].pageSize);
      await expect(alert).toHaveCount(0);
    });

    test('a search or filter that matches nothing shows the empty state, with no Load more', async ({ page }) => {
      // By the address, as a shared link would: a search where the list has one, else its first filter.
      const field = LISTS[list].search ? 'q' : LISTS[list].filters[0];
      await page.goto(`${path}?${field}=${NOTHING}`);
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.empty[list] })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(loadMoreButton(page, noun)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The count line says the list is empty (with the search it ran, where there is one).
      const count = LISTS[list].search ? TEXTS.lists.countMatching(0, noun, NOTHING) : TEXTS.lists.count(0, noun);
      await expect(page.getByText(count, { exact: true })).toBeVisible();
    });
  });
}
