import { expect, test, type Page } from './support/test';
import { keepScreenshot } from './support/screens';
import { paths, TEXTS, type MentorStats } from '@mentorbridge/model';
import { MENTORS } from '../../scripts/demo';
import { adminDb, createUser, unique } from './support/admin';
import { untilSearchable } from './support/documents';
import { chooseFilter as choose, filterSelect, FIRESTORE_READS, loadAllPages } from './support/lists';


// Other tests create mentors of their own while this runs, so these checks name seeded mentors only.
const SEEDED = MENTORS.map((m) => m.display_name);
const byRate = (min: number, max: number) =>
  MENTORS.filter((m) => m.hourly_rate >= min && m.hourly_rate <= max).map((m) => m.display_name);

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function expectOnly(page: Page, visible: string[]) {
  await loadAllPages(page, 'mentors');
  for (const name of visible) await expect(card(page, name)).toBeVisible();
  for (const name of SEEDED.filter((n) => !visible.includes(n))) await expect(card(page, name)).toHaveCount(0);
}

test.describe('mentor directory', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/mentorship');
    await expect(page.getByRole('heading', { level: 1, name: /Mentor/ })).toBeVisible();
    // The first answer can be slow while the emulators warm up. The directory reads a page at a time.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  });

  test('lists every seeded mentor with chips, rate and booking', async ({ page }) => {
    expect(SEEDED).toHaveLength(14);
    await expectOnly(page, SEEDED);
    const marcus = card(page, 'Marcus Johnson');
    await expect(marcus.getByRole('list', { name: 'Expertise' }).getByRole('listitem')).toHaveText([
      'Penetration Testing',
      'Threat Modeling',
      'Cloud Security',
      'Incident Response',
      '+3 more',
    ]);
    await expect(marcus.getByText('$150/hour')).toBeVisible();
    const booking = card(page, 'Maya Mentor').getByRole('link', { name: /Book on Topmate/ });
    await expect(booking).toHaveAttribute('href', 'https://topmate.io/maya_mentor/');
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(card(page, 'Iris Incomplete').getByRole('button', { name: 'Booking not available' })).toBeDisabled();
  });

  test('searches name, specialization, expertise and bio without regard to case', async ({ page }) => {
    const search = page.getByRole('textbox', { name: 'Search mentors' });
    await search.fill('QUANTUM');
    await expectOnly(page, ['Elena Petrova']);
    await search.fill('kubernetes');
    await expectOnly(page, ['Sofia Rossi']);
    await search.fill('data science');
    await expectOnly(page, ['Daniel Okafor', 'Grace Kim']);
    await search.fill('red-teamer');
    await expectOnly(page, ['Marcus Johnson']);
    await search.fill('zzz-nobody-zzz');
    await expect(page.getByRole('heading', { name: 'No mentors found' })).toBeVisible();
  });

  test('filters by industry', async ({ page }) => {
    await choose(page, 'Industry', 'Cybersecurity');
    await expectOnly(page, ['Marcus Johnson', 'Iris Incomplete']);
    await choose(page, 'Industry', 'Other');
    await expectOnly(page, ['Elena Petrova']);
  });

  // One test a bucket: each reads every page of its list, which takes minutes on a loaded machine.
  const BUCKETS = [
    ['$0 - $50', 0, 50],
    ['$51 - $100', 51, 100],
    ['$101+', 101, Number.POSITIVE_INFINITY],
  ] as const;
  for (const [label, min, max] of BUCKETS) {
    test(`filters by the rate bucket ${label}`, async ({ page }) => {
      expect(byRate(min, max).length).toBeGreaterThan(0);
      await choose(page, 'Hourly rate', label);
      await expect(page).toHaveURL(/[?&]rate=/);
      await expectOnly(page, byRate(min, max));
    });
  }

  test('a rate bucket and a search narrow together, and Reset Filters clears both', async ({ page }) => {
    expect(byRate(101, Number.POSITIVE_INFINITY)).toEqual(['Lucas Ferreira', 'Marcus Johnson', 'Sofia Rossi', 'Arjun Mehta']);
    await choose(page, 'Hourly rate', '$101+');
    await page.getByRole('textbox', { name: 'Search mentors' }).fill('security');
    await expectOnly(page, ['Marcus Johnson']);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByRole('textbox', { name: 'Search mentors' })).toHaveValue('');
    await expectOnly(page, SEEDED);
  });

});

/** Stats as onEnrollmentWritten would keep them, for a mentor with this median over this many decisions (none while null). */
const statsOf = (median_response_hours: number | null, decisions: number): MentorStats => ({
  median_response_hours,
  decisions,
  response_rate: 1,
  open_requests: 0,
  last_active_at: new Date(),
  sessions_confirmed: 0,
});

test('"Most responsive" sorts mentors by how fast they decide, new mentors last, and survives a reload', async ({ page }) => {
  // Mentors of our own, found by a word only they have, named so that their order by name is a different one.
  const word = unique('resp').replace(/[^a-z0-9]/g, '').slice(-10);
  const profile = (stats: MentorStats | null) => ({ bio: `Mentor for the responsiveness test ${word}.`, stats });
  const slow = `Aaron Slow ${word}`;
  const fresh = `Bella New ${word}`;
  const fast = `Cyrus Fast ${word}`;
  const mentors = await Promise.all([
    createUser({ role: 'mentor', displayName: slow, profile: profile(statsOf(30, 5)) }),
    createUser({ role: 'mentor', displayName: fresh, profile: profile(statsOf(1, 2)) }),
    createUser({ role: 'mentor', displayName: fast, profile: profile(statsOf(3, 4)) }),
  ]);
  // The search reads a page once: it finds the three only once the search trigger has indexed each of them.
  await untilSearchable(mentors.map((m) => paths.profile(m.uid)), word);
  const names = page.getByRole('article').getByRole('heading', { level: 2 });

  await page.goto(`/mentorship?q=${word}&sort=name`);
  await expect(names).toHaveText([slow, fresh, fast], { timeout: 30_000 });
  await expect(page.getByRole('article', { name: fast, exact: true }).getByText('Usually responds within a day')).toBeVisible();
  await expect(page.getByRole('article', { name: fresh, exact: true }).getByText('New mentor')).toBeVisible();

  await choose(page, 'Sort by', 'Most responsive');
  await expect(names).toHaveText([fast, slow, fresh]);
  await expect(page).toHaveURL(/[?&]sort=responsive/);

  await page.reload();
  await expect(filterSelect(page, 'Sort by').locator('option:checked')).toHaveText('Most responsive');
  await expect(names).toHaveText([fast, slow, fresh]);

  // Reset Filters clears the search but keeps the sort; over every mentor, the seeded ones take their places.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/[?&]sort=responsive/);
  await expect(page).not.toHaveURL(/[?&]q=/);
  const order = async () => {
    const shown = await names.allTextContents();
    return ['Marcus Johnson', fast, 'Maya Mentor', slow, 'Priya Raman'].map((name) => shown.indexOf(name));
  };
  // Medians 2, 3, 24, 30 and 72 hours: all on the first page, in that order. Mentors of other tests, who may
  // decide faster, can sit in between, so no place is assumed.
  await expect.poll(async () => (await order()).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]))).toBe(true);

  // Back to the default, Recommended, which the address does not name.
  await choose(page, 'Sort by', 'Recommended');
  await expect(page).not.toHaveURL(/[?&]sort=/);
});

test('"Recommended" is the default order: proven mentors first, one review does not beat forty, with confirmed sessions on the card and the page', async ({ page }) => {
  // Mentors of our own, found by a word only they have, named so that their order by name is a different one.
  const word = unique('reco').replace(/[^a-z0-9]/g, '').slice(-10);
  const bio = `Mentor for the recommended order test ${word}.`;
  const lone = `Aaron Lone ${word}`;
  const proven = `Bella Proven ${word}`;
  const fresh = `Cyrus New ${word}`;
  const paused = `Dana Paused ${word}`;
  const sessions = (n: number): MentorStats => ({ ...statsOf(null, 0), sessions_confirmed: n });
  const mentors = await Promise.all([
    createUser({ role: 'mentor', displayName: lone, profile: { bio, review_count: 1, review_sum: 5 } }),
    createUser({ role: 'mentor', displayName: proven, profile: { bio, review_count: 40, review_sum: 180, stats: sessions(12) } }),
    createUser({ role: 'mentor', displayName: fresh, profile: { bio } }),
    createUser({ role: 'mentor', displayName: paused, profile: { bio, accepting: false, paused_reason: 'self' } }),
  ]);
  // The order is the server's: wait until the trigger has kept every one's score (with its search tokens).
  const scored = async () => {
    const snaps = await Promise.all(mentors.map((m) => adminDb.doc(paths.profile(m.uid)).get()));
    return snaps.every((snap) => typeof snap.get('recommended_score') === 'number' && ((snap.get('search_tokens') as string[] | undefined) ?? []).length > 0);
  };
  await expect.poll(scored, { timeout: 120_000 }).toBe(true);
  const names = page.getByRole('article').getByRole('heading', { level: 2 });

  await page.goto(`/mentorship?q=${word}`);
  await expect(names).toHaveText([proven, lone, fresh, paused], { timeout: 30_000 });
  await keepScreenshot(page, 'mentors-recommended-1280');
  const sort = filterSelect(page, 'Sort by');
  await expect(sort.locator('option:checked')).toHaveText('Recommended');
  await expect(page.getByRole('search').getByText(`Recommended: ${TEXTS.filters.mentors.recommendedHint}`)).toBeVisible();
  // One trust line per card: the reviews, then the sessions both sides confirmed.
  await expect(card(page, proven).getByText('4.5 · 40 reviews · 12 confirmed sessions', { exact: true })).toBeVisible();
  await expect(card(page, lone).getByText('1 review', { exact: true })).toBeVisible();
  await expect(card(page, fresh).getByText('No reviews yet', { exact: true })).toBeVisible();

  // By name, the hint goes.
  await choose(page, 'Sort by', 'Name');
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(names).toHaveText([lone, proven, fresh, paused]);
  await expect(page.getByRole('search').getByText(`Recommended: ${TEXTS.filters.mentors.recommendedHint}`)).toHaveCount(0);

  // The mentor's page says the same as the card.
  await page.goto(`/profile/${mentors[1].uid}`);
  await expect(page.getByText('12 confirmed sessions', { exact: true })).toBeVisible();
  // Twice: under the name, and on the reviews section's heading line (once the section is in).
  await expect(page.locator('#reviews').getByText('4.5 · 40 reviews', { exact: true })).toBeVisible();
  await expect(page.getByText('4.5 · 40 reviews', { exact: true })).toHaveCount(2);
});

test('the directory shows 4 skeleton cards while mentors load', async ({ page }) => {
  // A first visit (empty local cache) with Firestore's answers held back until the test has seen the loading
  // state: however slow the machine, the skeletons are on screen when they are counted.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FIRESTORE_READS, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/mentorship');
  // One status for screen readers; the skeleton cards themselves are hidden from the accessibility tree.
  const loading = page.getByRole('status').filter({ hasText: 'Loading mentors' });
  await expect(loading).toHaveCount(1);
  await expect(page.locator('main [aria-hidden="true"] .mantine-Card-root')).toHaveCount(4);
  release();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  await expect(loading).toHaveCount(0);
});

test.describe('mentor directory on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a mentor page keeps Book on Topmate on the first screen, in a bar at the bottom', async ({ page }) => {
    const maya = MENTORS.find((m) => m.display_name === 'Maya Mentor');
    if (!maya) throw new Error('The demo data has no Maya Mentor');
    await page.goto(`/profile/${maya.id}`);
    const book = page.getByRole('main').getByRole('link', { name: /Book on Topmate/ });
    await expect(book).toBeInViewport({ timeout: 30_000 });
    await keepScreenshot(page, 'mentor-page-booking-bar-375');
    // In the card's last row, held at the bottom of the screen while the card is in view: the bio comes first in reading order.
    const [bar, bio] = await Promise.all([page.getByTestId('booking-bar').boundingBox(), page.getByRole('heading', { name: 'Bio' }).boundingBox()]);
    expect(bar && bio && bar.y > bio.y).toBe(true);
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(740 + 1);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('cards stack in one column and stay usable', async ({ page }) => {
    await page.goto('/mentorship?q=maya');
    const maya = card(page, 'Maya Mentor');
    await expect(maya).toBeVisible({ timeout: 30_000 });
    const box = await maya.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await expect(maya.getByRole('link', { name: /Book on Topmate/ })).toBeVisible();
  });
});
