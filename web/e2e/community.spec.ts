import { expect, test, type Browser, type Page } from './support/test';
import { COLLECTIONS, LIMITS, paths, rateLimitPath, TEXTS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser, unique, type TestUser } from './support/admin';
import { personOf, untilSearchable, writeComment, writeDiscussion, writeDiscussionLike } from './support/documents';
import { signIn } from './support/session';

/** A signed-in page in its own browser context (a second person at another computer). */
async function personPage(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** Fills the discussion form on the page (whatever its mode) and posts it. */
async function fillDiscussion(page: Page, d: { title: string; content: string; category?: string; tags?: string[] }) {
  // By role and exact name: a discussion card (an article named by its title) may also mention these words.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(d.title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(d.content);
  if (d.category) {
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: d.category }).click();
  }
  for (const tag of d.tags ?? []) {
    await page.getByRole('combobox', { name: 'Tags' }).fill(tag);
    await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  }
  await page.getByRole('button', { name: 'Post Discussion' }).click();
}

async function counts(path: string) {
  const data = (await adminDb.doc(path).get()).data();
  return { likes: data?.likes_count, comments: data?.comments_count };
}

/** Until the discussion's counts are these: they are the triggers' (functions/src/counters.ts), which took over 60 s on a loaded machine. */
const countsReach = (path: string, expected: { likes: number; comments: number }) =>
  expect.poll(() => counts(path), { timeout: 120_000 }).toEqual(expected);

/** A discussion written straight into the database by the given admin. */
async function seedDiscussion(author: TestUser, title: string): Promise<string> {
  return writeDiscussion(personOf(author), { title, content: 'Seeded for a browser test.', category: 'Mentorship', tags: ['e2e'] });
}

test('admin starts discussions; a student sees them live, finds one by tag, comments and likes', async ({ page, browser }) => {
  const admin = await createUser({ admin: true, displayName: unique('Ada Admin') });
  const student = await createUser({ displayName: unique('Sam Student') });
  const tag = unique('tag').replace(/[^a-z0-9-]/gi, '');
  const collapsedTitle = unique('Collapsed form discussion');
  const pageTitle = unique('Full page discussion');

  const studentPage = await personPage(browser, student);
  await studentPage.goto('/community');
  await expect(studentPage.getByRole('heading', { level: 1, name: /Community/ })).toBeVisible();
  // Students cannot start discussions.
  await expect(studentPage.getByRole('link', { name: 'Start Discussion' })).toHaveCount(0);
  await expect(studentPage.getByRole('button', { name: 'Start a New Discussion' })).toHaveCount(0);
  // The student has read the list before the admin posts: what comes later waits behind the pill.
  await expect(studentPage.getByRole('article').first()).toBeVisible();

  await signIn(page, admin);
  await page.goto('/community');

  // Mode 1: the collapsed button opens the inline card.
  await page.getByRole('button', { name: 'Start a New Discussion' }).click();
  await expect(page.getByRole('heading', { name: 'Start a New Discussion' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Discussion' }).click();
  await expect(page.getByText('Please fill in both title and content')).toBeVisible();
  await fillDiscussion(page, { title: collapsedTitle, content: 'How did you find your first mentor?', category: 'Research', tags: [tag, 'mentoring'] });
  await expect(page.getByText('Discussion posted successfully!')).toBeVisible();
  // Posted: the form closed and clears; opening it again shows empty fields and the default category.
  await page.getByRole('button', { name: 'Start a New Discussion' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Career Advice');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The student's list offers the new discussion without a reload, behind a pill that does not shift the list.
  const newDiscussions = studentPage.getByRole('button', { name: /^\d+ new discussions?$/ });
  await newDiscussions.click();
  const studentCard = studentPage.getByRole('article').filter({ hasText: collapsedTitle });
  await expect(studentCard).toBeVisible();
  await expect(studentCard).toContainText('Research');
  await expect(studentCard).toContainText(`#${tag}`);
  await expect(studentCard).toContainText(admin.displayName);

  // Mode 3: the full-page form behind "Start Discussion".
  await page.getByRole('link', { name: 'Start Discussion' }).click();
  await expect(page).toHaveURL(/\/community\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start a New Discussion' })).toBeVisible();
  await fillDiscussion(page, { title: pageTitle, content: 'Posted from the full page.' });
  await expect(page).toHaveURL(/\/community\/discussion\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
  await newDiscussions.click();
  await expect(studentPage.getByRole('article').filter({ hasText: pageTitle })).toBeVisible();

  // The count line, as on every list.
  await expect(studentPage.getByText(/^\d+ discussions?$/)).toBeVisible();
  // Search by tag, ignoring case (once the search trigger has indexed it).
  const posted = await adminDb.collection(COLLECTIONS.discussions).where('title', '==', collapsedTitle).get();
  await untilSearchable(posted.docs.map((d) => d.ref.path), tag.toUpperCase());
  await studentPage.getByLabel('Search discussions').fill(tag.toUpperCase());
  await expect(studentPage.getByRole('article')).toHaveCount(1);
  await expect(studentCard).toBeVisible();
  await studentPage.getByRole('link', { name: collapsedTitle }).click();
  await expect(studentPage).toHaveURL(/\/community\/discussion\/[\w-]+$/);
  const discussionId = studentPage.url().split('/').pop()!;
  const path = paths.discussion(discussionId);
  await expect(studentPage.getByRole('heading', { level: 1, name: collapsedTitle })).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Delete Discussion' })).toHaveCount(0);

  // The admin watches the same discussion.
  await page.goto(`/discussion/${discussionId}`);
  await expect(page.getByRole('heading', { level: 1, name: collapsedTitle })).toBeVisible();

  // Comment.
  await studentPage.getByLabel('Add a comment').fill('  Ask your professors first.  ');
  await studentPage.getByRole('button', { name: 'Post Comment' }).click();
  await expect(studentPage.getByText('Comment added successfully!')).toBeVisible();
  await expect(studentPage.getByLabel('Add a comment')).toHaveValue('');
  await expect(studentPage.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ask your professors first.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  // Like the discussion and the comment: each count moves by exactly one, for both people.
  const likeDiscussion = studentPage.getByRole('button', { name: /^Like discussion/ });
  await expect(likeDiscussion).toHaveAttribute('aria-pressed', 'false');
  await likeDiscussion.click();
  await expect(likeDiscussion).toHaveAttribute('aria-pressed', 'true');
  await expect(likeDiscussion).toHaveText('1');
  const likeComment = studentPage.getByRole('button', { name: /^Like comment/ });
  await likeComment.click();
  await expect(likeComment).toHaveText('1');
  await countsReach(path, { likes: 1, comments: 1 });
  await expect(page.getByRole('button', { name: /^Like discussion/ })).toHaveText('1');
  await expect(page.getByRole('button', { name: /^Like comment/ })).toHaveText('1');
  await expect(likeDiscussion).toHaveText('1');

  // Unlike: back to zero, again on both screens.
  await likeDiscussion.click();
  await expect(likeDiscussion).toHaveText('0');
  await expect(likeDiscussion).toHaveAttribute('aria-pressed', 'false');
  await countsReach(path, { likes: 0, comments: 1 });
  await expect(page.getByRole('button', { name: /^Like discussion/ })).toHaveText('0');

  // The list shows the counts too (read-only there).
  await studentPage.goto('/community');
  await expect(studentPage.getByRole('article').filter({ hasText: collapsedTitle })).toContainText('1 comment');

  await studentPage.context().close();
});

test('a visitor who likes is sent to sign in and comes back afterwards', async ({ page }) => {
  const author = await createUser({ admin: true });
  const reader = await createUser();
  const id = await seedDiscussion(author, unique('Visitor discussion'));

  await page.goto(`/discussions/${id}`);
  await expect(page.getByRole('link', { name: 'Sign In to Comment' })).toBeVisible();
  await expect(page.getByLabel('Add a comment')).toHaveCount(0);
  await page.getByRole('button', { name: /^Like discussion/ }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email', { exact: true }).fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(reader.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/discussions/${id}$`));
  await expect(page.getByLabel('Add a comment')).toBeVisible();
});

test('the author deletes a discussion: it disappears live and its comments and likes go too', async ({ page, browser }) => {
  const author = await createUser({ admin: true });
  const student = await createUser();
  const title = unique('Discussion to delete');
  const id = await seedDiscussion(author, title);
  await writeComment(id, personOf(student), 'Soon gone', 'c1');
  await writeDiscussionLike(id, student.uid);

  const studentPage = await personPage(browser, student);
  await studentPage.goto('/community');
  await untilSearchable([paths.discussion(id)], title);
  await studentPage.getByLabel('Search discussions').fill(title);
  await expect(studentPage.getByRole('article').filter({ hasText: title })).toBeVisible();

  await signIn(page, author);
  await page.goto(`/community/discussion/${id}`);
  await page.getByRole('button', { name: 'Delete Discussion' }).click();
  await page.getByRole('dialog', { name: 'Delete discussion?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Discussion deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);

  await expect(studentPage.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await expect(studentPage.getByText('No discussions found')).toBeVisible();
  await expect
    .poll(async () => (await adminDb.collection(paths.comments(id)).get()).size + (await adminDb.collection(paths.discussionLikes(id)).get()).size, {
      timeout: 60_000,
    })
    .toBe(0);

  // Opening it now returns to the list with the "Failed to load discussion" message.
  await studentPage.goto(`/community/discussion/${id}`);
  await expect(studentPage.getByText('Failed to load discussion')).toBeVisible();
  await expect(studentPage).toHaveURL(/\/community$/);
  await studentPage.context().close();
});

test('likes and comments made offline show as pending and reach the server when back online', async ({ page, context }) => {
  const author = await createUser({ admin: true });
  const student = await createUser();
  const id = await seedDiscussion(author, unique('Offline discussion'));
  const path = paths.discussion(id);

  await signIn(page, student);
  await page.goto(`/community/discussion/${id}`);
  const like = page.getByRole('button', { name: /^Like discussion/ });
  await expect(like).toHaveText('0');
  // The button waits until the student's own like is known (it could not tell a like from an unlike).
  await expect(like).toBeEnabled();

  await context.setOffline(true);
  await like.click();
  await expect(like).toHaveText('1');
  await page.getByLabel('Add a comment').fill('Written on the train');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const comment = page.getByRole('listitem').filter({ hasText: 'Written on the train' });
  await expect(comment).toBeVisible();
  await expect(comment.getByText('Sending…')).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await counts(path)).toEqual({ likes: 0, comments: 0 });

  await context.setOffline(false);
  await expect(comment.getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
  await countsReach(path, { likes: 1, comments: 1 });
  await expect(like).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
});

test('a user who posted the hour’s comments is told when they can comment again, and nothing is posted', async ({ page }) => {
  const student = await createUser();
  const id = await seedDiscussion(student, unique('Limited discussion'));
  // The student's counter (set up with the Admin SDK): the hour's comments, in a window that started 5 minutes ago.
  const until = new Date(Date.now() + 55 * 60_000);
  await adminDb.doc(rateLimitPath(student.uid)).set({
    comments_window: Timestamp.fromMillis(until.getTime() - LIMITS.commentsWindowHours * 3_600_000),
    comments_count: LIMITS.commentsPerWindow,
    comments_last: `${id}/earlier`,
  });

  await signIn(page, student);
  await page.goto(`/community/discussion/${id}`);
  await page.getByLabel('Add a comment').fill('One comment too many');
  await page.getByRole('button', { name: 'Post Comment' }).click();

  // The time as the browser writes it, on the day it falls (the hour may end after midnight).
  const when = await page.evaluate((ms) => {
    const at = new Date(ms);
    return {
      time: at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
      day: at.toDateString() === new Date().toDateString() ? null : at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    };
  }, until.getTime());
  const again = when.day ? TEXTS.rateLimits.on(when.day, when.time) : TEXTS.rateLimits.at(when.time);
  await expect(page.getByRole('alert').filter({ hasText: 'You have posted' })).toHaveText(TEXTS.rateLimits.comments(LIMITS.commentsPerWindow, again));
  await expect(page.getByLabel('Add a comment')).toHaveValue('One comment too many');
  await expect(page.getByRole('listitem').filter({ hasText: 'One comment too many' })).toHaveCount(0);
  expect((await adminDb.collection(paths.comments(id)).count().get()).data().count).toBe(0);
});

test('only admins may open the full-page form', async ({ page }) => {
  await page.goto('/community/new');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Please sign in to create a discussion')).toBeVisible();

  const student = await createUser();
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/new$/);
  await expect(page.getByText('Only administrators can create discussions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Discussion' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list and a discussion fit the screen', async ({ page }) => {
    await page.goto('/community');
    // The first page load on a fresh browser fetches every discussion; allow a busy machine time for it.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
