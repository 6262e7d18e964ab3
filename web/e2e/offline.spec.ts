import { expect, test, type Page } from './support/test';
import { LISTS, paths, personCopy } from '@mentorbridge/model';
import { ADMIN_ID, personById, PROJECTS } from '../../scripts/demo';
import { adminDb, createUser, unique, type TestUser } from './support/admin';
import { personOf, writeDiscussion, writeEnrollment } from './support/documents';
import { cachedCount, chooseFilter as pick, loadAllPages } from './support/lists';
import { signIn } from './support/session';
import { holdVisitorIdleTimer } from './support/time';

/** Waits until the service worker controls the page, so the app shell loads offline. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const card = (page: Page, name: string | RegExp) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

// Each test goes online, offline and back, with reloads, and the first reads two whole lists: the longest take more
// than the default on a slow machine (seen: over 300 s for the first under a whole suite's load on 2 cores).
test.describe.configure({ timeout: 600_000 });

test('the mentor directory and the career hub work offline from the device cache', async ({ page, context }) => {
  await signIn(page, await createUser({ role: 'student' }));
  await page.goto('/mentorship');
  await controlledByServiceWorker(page);
  // The device keeps the pages the user saw: read them all.
  await loadAllPages(page, 'mentors');
  await expect(card(page, 'Maya Mentor')).toBeVisible();
  await expect.poll(() => cachedCount(page, 'mentors')).toBeGreaterThan(LISTS.mentors.pageSize);
  await page.goto('/career-hub');
  // Read them all too: videos other tests add meanwhile come first and may push a seeded one to another page.
  await loadAllPages(page, 'videos');
  await expect(card(page, /Learn Python/)).toBeVisible();
  await expect.poll(() => cachedCount(page, 'videos')).toBeGreaterThan(LISTS.videos.pageSize);

  await context.setOffline(true);
  await page.goto('/mentorship');
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toContainText('Mentors last refreshed');
  await expect(page.getByText('Showing mentors saved on this device')).toBeVisible();
  await expect(card(page, 'Maya Mentor')).toBeVisible();
  await expect(card(page, 'Daniel Okafor')).toBeVisible();
  const saved = await cachedCount(page, 'mentors');
  await page.getByLabel('Search mentors').fill('maya');
  await expect(card(page, 'Maya Mentor')).toBeVisible();
  await expect(card(page, 'Daniel Okafor')).toBeHidden();
  // The search says what it looks through, and that a mentor not saved here may still exist.
  await expect(page.getByText(`Searching the ${saved} mentors saved on this device`)).toBeVisible();
  await page.getByLabel('Search mentors').fill('zzqx');
  await expect(page.getByRole('heading', { name: 'No mentors found' })).toBeVisible();
  await expect(page.getByText('More results may come back when you are online.')).toBeVisible();
  await page.getByLabel('Search mentors').fill('');
  await pick(page, 'Industry', 'Data Science');
  await expect(card(page, 'Daniel Okafor')).toBeVisible();
  await expect(card(page, 'Grace Kim')).toBeVisible();
  await expect(card(page, 'Maya Mentor')).toBeHidden();
  // The chosen sort holds on the device's copy: fastest median first (2, 24 and 72 hours), new mentors after.
  await pick(page, 'Industry', 'All industries');
  await pick(page, 'Sort by', 'Most responsive');
  const seeded = ['Marcus Johnson', 'Maya Mentor', 'Priya Raman', 'Daniel Okafor'];
  await expect
    .poll(async () => (await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).filter((n) => seeded.includes(n)))
    .toEqual(seeded);

  // A mentor from the cached list opens offline.
  await card(page, 'Daniel Okafor').getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
  await expect(page.getByText('Data Science').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Hub' }).click();
  await expect(banner).toContainText('Career videos last refreshed');
  await expect(card(page, /Learn Python/)).toBeVisible();
  await page.getByLabel('Search videos').fill('freecodecamp');
  await expect(card(page, /Learn Python/)).toBeVisible();
  await expect(card(page, /Harvard CS50/)).toBeHidden();
  await page.getByLabel('Search videos').fill('');
  await pick(page, 'Category', 'Career');
  await expect(card(page, /Stanford Commencement/)).toBeVisible();
  await expect(card(page, /Learn Python/)).toBeHidden();

  // A video's details open offline; the player, which needs the network, says so.
  await card(page, /Stanford Commencement/).getByRole('button', { name: 'Watch Video' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('The video will play here when you\'re back online.')).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'View Mentor Profile' })).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

/** A student with an approved enrollment on the seeded project-01 (arranged like the mentor's approval). */
async function approvedStudent(): Promise<TestUser> {
  const student = await createUser({ role: 'student' });
  const project = PROJECTS.find((p) => p.id === 'project-01');
  if (!project) throw new Error('The demo data has no project-01');
  const mentor = personCopy(personById(project.mentor_id));
  await writeEnrollment({ ...project, mentor }, personOf(student), 'https://www.linkedin.com/in/e2e-offline', 'approved');
  return student;
}

/** A discussion of this test's own, written as an admin would. */
async function ownDiscussion(): Promise<string> {
  return writeDiscussion(personCopy(personById(ADMIN_ID)), {
    title: unique('Offline discussion'),
    content: 'For the offline browser test.',
    category: 'Mentorship',
    tags: [],
  });
}

async function postComment(page: Page, text: string) {
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
}

const commentItem = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('a comment and a project message written offline survive a reload and are sent exactly once', async ({
  page,
  context,
}) => {
  const [student, discussionId] = await Promise.all([approvedStudent(), ownDiscussion()]);
  await signIn(page, student);
  const discussionUrl = `/community/discussion/${discussionId}`;
  await page.goto('/project-discussions/project-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Build a Personal Portfolio with React' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
  await page.goto(discussionUrl);
  await expect(page.getByRole('button', { name: 'Post Comment' })).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  const comment = unique('Offline comment');
  const message = unique('Offline message');
  await postComment(page, comment);
  await expect(commentItem(page, comment).getByText('Sending…')).toBeVisible();
  await page.goto('/project-discussions/project-01');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  const sentMessage = page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: message });
  await expect(sentMessage.getByText('Pending')).toBeVisible();

  // Still queued, and still shown as such, after a reload without network.
  await page.reload();
  await expect(sentMessage.getByText('Pending')).toBeVisible();
  await page.goto(discussionUrl);
  await expect(commentItem(page, comment).getByText('Sending…')).toBeVisible();

  await context.setOffline(false);
  await expect(commentItem(page, comment).getByText('Sending…')).toBeHidden({ timeout: 40_000 });
  const comments = () =>
    adminDb.collection(paths.comments(discussionId)).where('content', '==', comment).get();
  const messages = () => adminDb.collection(paths.projectMessages('project-01')).where('message', '==', message).get();
  await expect.poll(async () => (await comments()).size, { timeout: 40_000 }).toBe(1);
  await expect.poll(async () => (await messages()).size, { timeout: 40_000 }).toBe(1);
  expect((await comments()).docs[0].data()).toMatchObject({ user_id: student.uid, discussion_id: discussionId });
  expect((await messages()).docs[0].data()).toMatchObject({ user_id: student.uid, project_id: 'project-01' });
  // Nothing else arrives later (a duplicate would come with the same text).
  await page.waitForTimeout(1500);
  expect((await comments()).size).toBe(1);
  expect((await messages()).size).toBe(1);
});

test('queued comments the server refuses after reconnecting are reported by name', async ({ page, context }) => {
  const [student, discussionId] = await Promise.all([createUser({ role: 'student' }), ownDiscussion()]);
  await signIn(page, student);
  await page.goto(`/community/discussion/${discussionId}`);
  await expect(page.getByRole('button', { name: 'Post Comment' })).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  const beforeReload = unique('Refused before reload');
  const afterReload = unique('Refused after reload');
  await postComment(page, beforeReload);
  await expect(commentItem(page, beforeReload).getByText('Sending…')).toBeVisible();
  await page.reload();
  await expect(commentItem(page, beforeReload).getByText('Sending…')).toBeVisible();
  await postComment(page, afterReload);
  await expect(commentItem(page, afterReload).getByText('Sending…')).toBeVisible();

  // Signing out now would discard the queued comments: the app asks first, and "Cancel" keeps the user in.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect(await asked).toContain("haven't been sent yet");
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await expect(commentItem(page, afterReload).getByText('Sending…')).toBeVisible();

  // Meanwhile the user's name changes elsewhere: comments carrying the old name break the rules.
  await adminDb.doc(paths.profile(student.uid)).update({ display_name: `${student.displayName} Renamed` });
  await context.setOffline(false);

  for (const text of [beforeReload, afterReload]) {
    const toast = page.getByRole('alert').filter({ hasText: `Your comment "${text.slice(0, 39)}` });
    await expect(toast).toContainText("Failed to add comment", { timeout: 40_000 });
    await expect(toast).toContainText('was not saved');
  }
  await expect(commentItem(page, beforeReload)).toHaveCount(0);
  const stored = await adminDb.collection(paths.comments(discussionId)).get();
  expect(stored.docs.map((d) => d.data().content)).not.toContain(beforeReload);
  expect(stored.docs.map((d) => d.data().content)).not.toContain(afterReload);
});

/** Records, in the page, when the first card (an article in the main landmark) appeared, from the first script on. */
const FIRST_CARD_CLOCK = () => {
  const w = window as unknown as { firstCardAt?: number; firstCards?: { beforeApp: boolean; names: (string | null)[] } };
  new MutationObserver((_, observer) => {
    if (w.firstCardAt === undefined && document.querySelector('main article')) {
      w.firstCardAt = performance.now();
      // Whether they are the shell's first cards, shown before the app replaced the shell (lib/earlyCards.ts).
      w.firstCards = {
        beforeApp: !!document.querySelector('#root[data-shell] [data-early-cards] article'),
        names: Array.from(document.querySelectorAll('main article')).map((article) => article.getAttribute('aria-label')),
      };
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** When the first card appeared, and when the page started fetching the chunk named `chunk` (null: never). */
async function firstCardAnd(page: Page, chunk: string): Promise<{ card: number; chunk: number | null }> {
  await expect(page.locator('main article').first()).toBeVisible();
  return page.evaluate((name) => {
    const fetched = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(entry.name));
    return { card: (window as unknown as { firstCardAt: number }).firstCardAt, chunk: fetched ? fetched.startTime : null };
  }, chunk);
}

/** The Firestore SDK's chunk. */
const SDK = 'firestore';
/** Dexie's, with the device copy's database (web/src/lib/offlineDb.ts). */
const DEXIE = 'offlineDb';

test('a data page shows its first cards before the Firestore SDK loads: from the device copy offline, over REST online', async ({
  page,
  context,
}) => {
  await page.addInitScript(FIRST_CARD_CLOCK);
  // The visitor keeps reading until they act (at the end, on /community), however slow the machine.
  await holdVisitorIdleTimer(page);
  // A first visit has no device copy to show, so Dexie loads only to save the page, once its first cards are in.
  await page.goto('/career-hub');
  const cold = await firstCardAnd(page, DEXIE);
  await expect.poll(async () => (await firstCardAnd(page, DEXIE)).chunk).not.toBeNull();
  expect((await firstCardAnd(page, DEXIE)).chunk).toBeGreaterThan(cold.card);
  // A visitor: nothing of theirs needs the SDK on a public list.
  await page.goto('/mentorship');
  await controlledByServiceWorker(page);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect.poll(() => cachedCount(page, 'mentors')).toBe(LISTS.mentors.pageSize);
  await page.goto('/projects');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect.poll(() => cachedCount(page, 'projects')).toBe(LISTS.projects.pageSize);

  // Offline, the first cards come from the device's copy, and no SDK code was fetched for them.
  await context.setOffline(true);
  await page.goto('/mentorship');
  const offline = await firstCardAnd(page, SDK);
  await expect(page.getByText('Showing mentors saved on this device')).toBeVisible();
  expect(offline.chunk).toBeNull();
  // The projects too (they are read over REST like the mentors, so the device keeps its own copy of them).
  // (The project dialog's chunk, which writes through the SDK, is fetched once the list is in: after the card.)
  await page.goto('/projects');
  const projects = await firstCardAnd(page, SDK);
  expect(projects.chunk ?? Infinity).toBeGreaterThan(projects.card);
  await expect(page.getByText('Showing projects saved on this device')).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(LISTS.projects.pageSize);
  // Those first cards came before any of the app's code ran: the shell showed the copy's first row, in the order,
  // and with the names, the app then shows.
  const appFirstRow = await page.locator('main article').evaluateAll((articles) => articles.slice(0, 3).map((a) => a.getAttribute('aria-label')));
  expect(await page.evaluate(() => (window as unknown as { firstCards: unknown }).firstCards)).toEqual({ beforeApp: true, names: appFirstRow });

  // Online, the first page of a list read over REST shows before the SDK is fetched; /community then loads it
  // for its live first page once the visitor acts (session/session.tsx, whenSdksNeeded).
  await context.setOffline(false);
  await page.goto('/community');
  const online = await firstCardAnd(page, SDK);
  expect(online.chunk).toBeNull();
  // The visitor acts once the app shows the list (the shell's filters are inert, and the live first page starts
  // once the list is in).
  await expect(page.locator('#root[data-shell]')).toHaveCount(0);
  await expect(page.locator('main article')).toHaveCount(LISTS.discussions.pageSize);
  await page.getByLabel('Search discussions').focus();
  await expect.poll(async () => (await firstCardAnd(page, SDK)).chunk).not.toBeNull();
  const { chunk } = await firstCardAnd(page, SDK);
  expect(chunk).toBeGreaterThan(online.card);
});
