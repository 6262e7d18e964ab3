import { FieldPath, type Query } from 'firebase-admin/firestore';
import { expect, test, type Page } from './support/test';
import { FEATURED_MENTORS, orderOf, PLATFORM_COUNTS, TEXTS, type ListDefinition, type PlatformCount } from '@mentorbridge/model';
import { STORAGE_KEYS } from '../src/config';
import type { PlatformFigures } from '../src/app/home/figures';
import { adminDb } from './support/admin';

const NAMES = Object.keys(PLATFORM_COUNTS) as PlatformCount[];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** Before any number is known. */
const NO_FIGURE = '–';

/** A list definition's fixed filters as an Admin SDK query (the app sends the same over REST). */
function adminQuery(list: ListDefinition): Query {
  let query: Query = adminDb.collection(list.collection);
  for (const [field, value] of list.fixed) query = query.where(field, '==', value);
  return query;
}

/** The platform's numbers as the server counts them now. */
async function serverCounts(): Promise<Record<PlatformCount, number>> {
  const counts = await Promise.all(NAMES.map(async (name) => (await adminQuery(PLATFORM_COUNTS[name]).count().get()).data().count));
  return Object.fromEntries(NAMES.map((name, i) => [name, counts[i]])) as Record<PlatformCount, number>;
}

/** The featured mentors' ids as the server orders them now: accepting applications, the most responsive first. */
async function featuredIds(): Promise<string[]> {
  const { list, sort } = FEATURED_MENTORS;
  const order = orderOf(list, sort);
  const snap = await adminQuery(list)
    .orderBy(order.field, order.direction)
    .orderBy(FieldPath.documentId(), order.direction)
    .limit(list.pageSize)
    .get();
  return snap.docs.map((doc) => doc.id);
}

const figureList = (page: Page) => page.getByRole('list', { name: TEXTS.home.figures });
const featuredSection = (page: Page) => page.getByRole('region', { name: TEXTS.home.featured });

/** The numbers the home page shows, by name, as their text ("1,204", or the dash before they are known). */
async function shownFigures(page: Page): Promise<Record<PlatformCount, string>> {
  const shown = await Promise.all(
    NAMES.map(async (name) => {
      const item = figureList(page).getByRole('listitem').filter({ hasText: TEXTS.home.figure[name] });
      return (await item.innerText()).split('\n')[0].trim();
    }),
  );
  return Object.fromEntries(NAMES.map((name, i) => [name, shown[i]])) as Record<PlatformCount, string>;
}

/** The numbers are in (no dash left), as the app read them. */
async function figuresIn(page: Page): Promise<Record<PlatformCount, string>> {
  await expect(figureList(page).getByText(NO_FIGURE, { exact: true })).toHaveCount(0, { timeout: 30_000 });
  return shownFigures(page);
}

const asNumber = (shown: string) => Number(shown.replace(/,/g, ''));

test.describe('the home page', () => {
  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a laptop', LAPTOP],
  ] as const) {
    test(`shows the platform's live numbers and its featured mentors, linked to their pages, on ${device}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const [before, featuredBefore] = await Promise.all([serverCounts(), featuredIds()]);
      await page.goto('/');
      // The places of both are held from the first paint: a dash for each number, placeholders for the mentors.
      await expect(figureList(page).getByRole('listitem')).toHaveCount(NAMES.length);
      const shown = await figuresIn(page);
      const [after, featuredAfter] = await Promise.all([serverCounts(), featuredIds()]);
      // Other tests add and remove documents meanwhile: the page's count is one the server had during the visit.
      for (const name of NAMES) {
        expect(asNumber(shown[name]), name).toBeGreaterThanOrEqual(Math.min(before[name], after[name]));
        expect(asNumber(shown[name]), name).toBeLessThanOrEqual(Math.max(before[name], after[name]));
      }
      expect(asNumber(shown.mentors)).toBeGreaterThan(0);

      const links = featuredSection(page).getByRole('link');
      await expect(links).toHaveCount(FEATURED_MENTORS.list.pageSize);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      const ids = hrefs.map((href) => href?.replace(/^\/profile\//, '') ?? '');
      expect([featuredBefore, featuredAfter]).toContainEqual(ids);
      // Each with their avatar: a generated one (their initial) when they have no photo.
      for (const entry of await featuredSection(page).getByRole('listitem').all()) {
        await expect(entry.locator('.mantine-Avatar-root')).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // A featured mentor's entry opens their public page.
      const name = await links.first().innerText();
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/profile/${ids[0]}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await context.close();
    });
  }

  test('shows the last numbers at once on a repeat visit, before the app has started', async ({ browser }) => {
    // Without the service worker, so the test can hold the app's scripts back on the second visit.
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    const shown = await figuresIn(page);
    await expect(featuredSection(page).getByRole('link')).toHaveCount(FEATURED_MENTORS.list.pageSize);

    // The app's scripts never arrive: what the page shows comes from the page itself and the device.
    await page.route(/\/assets\/[\w-]+\.js$/, () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownFigures(page)).toEqual(shown);
    await context.close();
  });

  test('shows the last numbers and featured mentors offline', async ({ browser }) => {
    const context = await browser.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(featuredSection(page).getByRole('link')).toHaveCount(FEATURED_MENTORS.list.pageSize);
    await figuresIn(page);

    await context.setOffline(true);
    await page.reload();
    // What the device kept from its last read (this visit's, or the one before if this one was still on its way).
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as PlatformFigures | null, STORAGE_KEYS.platformFigures);
    if (!kept) throw new Error('The device kept no figures');
    expect(Object.values(kept.counts)).not.toContain(NO_FIGURE);
    await expect(featuredSection(page).getByRole('link')).toHaveText(kept.featured.map((mentor) => mentor.name));
    expect(await shownFigures(page)).toEqual(kept.counts);
    await context.setOffline(false);
    await context.close();
  });
});
