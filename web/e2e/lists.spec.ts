import { expect, test, type Page } from './support/test';
import { industryOf, LISTS, matchesTerms, personCopy, profileSearchText, searchTerms } from '@mentorbridge/model';
import { ADMIN_ID, GENERATED, MENTORS, personById } from '../../scripts/demo';
import { createUser, unique } from './support/admin';
import { writeDiscussion } from './support/documents';
import { chooseFilter, listEnd, loadAllPages, loadBeyond, loadMoreButton } from './support/lists';
import { signIn } from './support/session';
import { holdVisitorIdleTimer } from './support/time';

// The public lists read a page at a time, with filters and search run by the server over the whole collection
// (docs/data-model.md, "Search fields" and "List queries"), on the demo data plus its generated pages.

/** The seeded mentors in the directory's order by name (`?sort=name`): by name, then id, as Firestore compares strings. */
const SEEDED = [...MENTORS, ...GENERATED.mentors].sort((a, b) =>
  a.display_name !== b.display_name ? (a.display_name < b.display_name ? -1 : 1) : a.id < b.id ? -1 : 1,
);
const SEEDED_IDS = new Set(SEEDED.map((m) => m.id));
const PAGE = LISTS.mentors.pageSize;

const articles = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const more = loadMoreButton;
const end = listEnd;

/** The profile ids of the mentor cards shown, from their View Profile links. */
async function shownMentorIds(page: Page): Promise<string[]> {
  const links = await page.getByRole('link', { name: 'View Profile' }).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return links.map((href) => href.split('/').pop() ?? '');
}

test('the directory shows one page, loads the next on request, and ends with every mentor once', async ({ page }) => {
  await page.goto('/mentorship?sort=name');
  await expect(articles(page)).toHaveCount(PAGE);
  await expect(page.getByText(/^\d+ mentors$/)).toBeVisible();
  // The first page is the first mentors by name (other tests' own mentors may sit in between).
  const first = (await shownMentorIds(page)).filter((id) => SEEDED_IDS.has(id));
  expect(first.length).toBeGreaterThan(PAGE / 2);
  expect(first).toEqual(SEEDED.slice(0, first.length).map((m) => m.id));

  await loadBeyond(page, 'mentors', PAGE);
  await expect(page).toHaveURL(/[?&]pages=\d/);
  await loadAllPages(page, 'mentors');

  const ids = await shownMentorIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  for (const mentor of SEEDED) expect(ids).toContain(mentor.id);
  const total = Number((await end(page, 'mentors').textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(SEEDED.length);
});

test('one press of "Load more" reads one page, and the foot coming into view while a page is on its way reads none', async ({ page }) => {
  await holdVisitorIdleTimer(page);
  // By name, where the seeded mentors' cards fill the first pages (Recommended puts other tests' short cards first,
  // and the window below is sized from the first page).
  await page.goto('/mentorship?sort=name');
  await expect(articles(page)).toHaveCount(PAGE);
  // The list's page reads from here on (the total is another request: an aggregation).
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(':runQuery')) reads.push(request.url());
  });
  const foot = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ mentors$/ });
  const more = loadMoreButton(page, 'mentors');
  /** The frames in which the foot's IntersectionObserver reports, and a task for its callback. */
  const observerReported = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
  /** Once the foot says how many are shown, its observer has had the frames it reports in. */
  const footSettled = async (shown: number) => {
    await expect(foot).toHaveText(new RegExp(`^Showing ${shown} of`));
    await observerReported();
  };

  // A window tall enough for two pages: the foot comes into view, which reads one page, and stays in view.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: 2 * height + 400 });
  await expect(articles(page)).toHaveCount(2 * PAGE);
  await footSettled(2 * PAGE);
  await expect(more).toBeInViewport();
  expect(reads).toHaveLength(1);

  // One press, one page.
  await more.click();
  await expect(articles(page)).toHaveCount(3 * PAGE);
  await footSettled(3 * PAGE);
  expect(reads).toHaveLength(2);

  // The foot comes into view and its page is held on the way: scrolling away and back meanwhile reads nothing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/:runQuery$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(more).not.toBeInViewport();
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => reads.length).toBe(3);
  await expect(more).toHaveAttribute('data-loading', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(more).not.toBeInViewport();
  await more.scrollIntoViewIfNeeded();
  await observerReported();
  expect(reads).toHaveLength(3);
  release();
  await expect(articles(page)).not.toHaveCount(3 * PAGE);
  expect(reads).toHaveLength(3);
});

test('a search finds a mentor from page 3 at once, and combines with a filter', async ({ page }) => {
  const names = SEEDED.map((m) => m.display_name);
  const target = SEEDED.slice(2 * PAGE).find((m) => names.indexOf(m.display_name) === names.lastIndexOf(m.display_name));
  if (!target) throw new Error('The demo data has no mentor with a unique name on page 3');
  await page.goto('/mentorship?sort=name');
  await expect(articles(page)).toHaveCount(PAGE);
  await expect(card(page, target.display_name)).toHaveCount(0);

  // The surname's beginning, in lower case and without its accents, then the first name too.
  const [firstName, ...rest] = target.display_name.split(' ');
  const surname = rest.join(' ').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const search = page.getByRole('textbox', { name: 'Search mentors' });
  await search.fill(surname.slice(0, 4));
  await search.fill(`${surname.slice(0, 4)} ${firstName.slice(0, 3)}`);
  // Found by the server's search over every mentor: no page was loaded to reach it.
  await expect(card(page, target.display_name)).toBeVisible();
  expect(page.url()).toContain('q=');

  // Industry and search together, over every mentor: every seeded one both match, and only Data Science ones.
  await search.fill('python');
  await chooseFilter(page, 'Industry', 'Data Science');
  const expected = SEEDED.filter(
    (m) => industryOf(m.specialization) === 'Data Science' && matchesTerms(profileSearchText(m), searchTerms('python')),
  );
  expect(expected.length).toBeGreaterThan(1);
  // The address takes the filter in a transition, and the previous results (with their end line) stay until the new
  // ones start loading: the whole list is read again until it is the one asked for.
  await expect(async () => {
    await loadAllPages(page, 'mentors');
    const ids = await shownMentorIds(page);
    expect(ids.filter((id) => SEEDED_IDS.has(id)).sort()).toEqual(expected.map((m) => m.id).sort());
  }).toPass({ timeout: 120_000 });
  const shown = await articles(page).count();
  for (let i = 0; i < shown; i += 1) await expect(articles(page).nth(i)).toContainText('Data Science');

  // The address keeps the list: a reload shows the same one.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search mentors' })).toHaveValue('python');
  await expect(articles(page)).toHaveCount(shown);
});

for (const { path, noun, size } of [
  { path: '/career-hub', noun: 'videos', size: LISTS.videos.pageSize },
  { path: '/community', noun: 'discussions', size: LISTS.discussions.pageSize },
  { path: '/projects', noun: 'projects', size: LISTS.projects.pageSize },
]) {
  test(`${path} shows ${size} ${noun} and loads more with the keyboard`, async ({ page }) => {
    await page.goto(path);
    await expect(articles(page)).toHaveCount(size);
    const button = more(page, noun);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => articles(page).count()).toBeGreaterThan(size);
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`Showing \\d+ of \\d+ ${noun}|You've seen all`) })).toBeVisible();
  });
}

test('new discussions wait behind a pill and go on top when asked, live once a visitor acts', async ({ page }) => {
  // The visitor keeps reading until they act, however long the first page takes on this machine.
  await holdVisitorIdleTimer(page);
  await page.goto('/community');
  await expect(articles(page)).toHaveCount(LISTS.discussions.pageSize);
  // By its title: the live counts of a card may change meanwhile (other tests comment and like).
  const firstTitle = () => articles(page).first().getByRole('heading').first().textContent();
  const firstBefore = await firstTitle();
  // A visitor reading: the page came from the server moments ago, and its live first page (the Firestore SDK)
  // starts once they act on the page (or after a while of reading).
  const sdkFetched = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/firestore-[^/]+\.js$/.test(entry.name)));
  expect(await sdkFetched()).toBe(false);
  await page.getByLabel('Search discussions').focus();
  await expect.poll(sdkFetched).toBe(true);
  const title = unique('Pill discussion');
  await writeDiscussion(personCopy(personById(ADMIN_ID)), { title, content: 'Arrived while reading.', category: 'Mentorship', tags: [] });

  const pill = page.getByRole('button', { name: /^\d+ new discussions?$/ });
  await expect(pill).toBeVisible();
  // The list did not shift: the new one is not shown yet, the first card is the same.
  await expect(articles(page).filter({ hasText: title })).toHaveCount(0);
  expect(await firstTitle()).toBe(firstBefore);

  await pill.click();
  await expect(articles(page).filter({ hasText: title })).toBeVisible();
  await expect(pill).toHaveCount(0);
});

test('Back from a profile returns to the same place in a directory read a page at a time', async ({ page }) => {
  // Profiles open for signed-in users.
  await signIn(page, await createUser({ role: 'student' }));
  await page.goto('/mentorship');
  await expect(articles(page)).toHaveCount(PAGE);
  // A reload first: the router keeps scroll positions in sessionStorage when a page is left, and what it
  // stored then must not replace the positions saved since (it did when each screen remounted the restorer).
  await page.reload();
  await expect(articles(page)).toHaveCount(PAGE);
  await loadBeyond(page, 'mentors', PAGE + 6);
  const target = articles(page).nth(PAGE + 6);
  await target.scrollIntoViewIfNeeded();
  const name = await target.getByRole('heading').first().textContent();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  const followed = target.getByRole('link', { name: 'View Profile' });
  const href = await followed.getAttribute('href');
  await followed.click();
  await expect(page).toHaveURL(/\/profile\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/mentorship/);
  await expect(page.getByRole('article', { name: name ?? '', exact: true }).first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
  // The focus is back on the link the reader followed, not on the heading at the top.
  await expect(page.locator(`main a[href="${href}"]`)).toBeFocused();
});
