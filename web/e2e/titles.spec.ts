/**
 * Every route has a document title of its own (TEXTS.pageTitles, set by the router's PageTitle and, for an item,
 * by its screen), in the browser's tab and history, as the app moves between screens.
 */
import { TEXTS } from '@mentorbridge/model';
import { createUser, MENTOR_PROFILE, unique } from './support/admin';
import { personOf, writeDiscussion, writeProject, writeVideo } from './support/documents';
import { expect, test } from './support/test';

const { title, lists } = TEXTS.pageTitles;

test.use({ viewport: { width: 1280, height: 800 } });

test('each screen a visitor moves to names itself in the title, and Back brings the last one back', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(TEXTS.pageTitles.home);
  const seen: string[] = [TEXTS.pageTitles.home];
  const nav = page.getByRole('banner').getByRole('navigation', { name: TEXTS.nav.mainLandmark });
  for (const [link, want] of [
    [TEXTS.nav.mentorship, title(lists.mentors)],
    [TEXTS.nav.projects, title(lists.projects)],
    [TEXTS.nav.community, title(lists.discussions)],
    [TEXTS.nav.careerHub, title(lists.videos)],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveTitle(want);
    seen.push(want);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: TEXTS.nav.about, exact: true }).click();
  await expect(page).toHaveTitle(title(TEXTS.pageTitles.about));
  seen.push(title(TEXTS.pageTitles.about));
  await page.goBack();
  await expect(page).toHaveTitle(title(lists.videos));

  for (const [path, want] of [
    ['/sign-in', title(TEXTS.pageTitles.signIn)],
    ['/sign-up', title(TEXTS.pageTitles.signUp)],
    ['/contact', title(TEXTS.pageTitles.contact)],
    ['/no-such-page', title(TEXTS.pageTitles.notFound)],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(want);
    seen.push(want);
  }
  expect(new Set(seen).size).toBe(seen.length);
});

test("an item's screen is titled with the item: a mentor, a discussion, a project and a video", async ({ page }) => {
  const mentor = await createUser({ role: 'mentor', displayName: 'Tia Titled', profile: MENTOR_PROFILE });
  const author = personOf(mentor);
  const projectId = unique('titled-project');
  await writeProject(author, { title: 'A titled project', description: 'Its description.', category: 'Web' }, projectId);
  const discussionId = await writeDiscussion(author, { title: 'A titled discussion', content: 'Its text.', category: 'Career', tags: [] }, unique('titled-discussion'));
  const videoId = await writeVideo(
    author,
    { title: 'A titled video', description: 'Its description.', video_url: 'https://youtu.be/dQw4w9WgXcQ', youtube_id: 'dQw4w9WgXcQ', category: 'Career' },
    unique('titled-video'),
  );

  await page.goto(`/profile/${mentor.uid}`);
  await expect(page).toHaveTitle(TEXTS.mentorPage.title('Tia Titled'));

  await page.goto(`/community/discussion/${discussionId}`);
  await expect(page).toHaveTitle(title('A titled discussion'));

  // A project and a video open in a dialog over their list; closing it puts the list's title back.
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveTitle(title('A titled project'));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page).toHaveTitle(title(lists.projects));

  await page.goto(`/career-hub/${videoId}`);
  await expect(page.getByRole('dialog', { name: 'A titled video' })).toBeVisible();
  await expect(page).toHaveTitle(title('A titled video'));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/career-hub$/);
  await expect(page).toHaveTitle(title(lists.videos));
});
