import { expect, test, type Browser, type Page } from './support/test';
import { paths } from '@mentorbridge/model';
import { PROJECTS, VIDEOS } from '../../scripts/demo';
import { adminAuth, adminDb, createUser, unique, type TestUser } from './support/admin';
import { personOf, writeComment, writeContactMessage, writeDiscussion, writeProject, writeVideo } from './support/documents';
import { loadAllPages } from './support/lists';
import { signIn } from './support/session';

// Several steps call Cloud Functions, whose emulated workers start slowly on a busy machine.
test.describe.configure({ timeout: 300_000 });
const FUNCTION_CALL = { timeout: 60_000 };
const PAGE_LOAD = { timeout: 30_000 };
const SEEDED_PROJECT = PROJECTS[0].title;
const SEEDED_VIDEO = VIDEOS[0].title;

async function addProject(mentor: TestUser, fields: { title: string; description?: string; category?: string }) {
  const project = await writeProject(
    personOf(mentor),
    {
      title: fields.title,
      description: fields.description ?? 'Build something small and useful.',
      category: fields.category ?? 'Web Development',
      difficulty: 'beginner',
      estimated_hours: 4,
    },
    unique('project'),
  );
  return project.id;
}

async function addVideo(mentor: TestUser, fields: { title: string; description?: string }) {
  return writeVideo(
    personOf(mentor),
    {
      title: fields.title,
      description: fields.description ?? 'A short talk.',
      video_url: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
      youtube_id: 'rfscVS0vtbw',
      duration: '4:20',
      category: 'Career',
    },
    unique('video'),
  );
}

async function addDiscussion(author: TestUser, fields: { title: string; content?: string; category?: string }) {
  return writeDiscussion(
    personOf(author),
    {
      title: fields.title,
      content: fields.content ?? 'What do you think?',
      category: fields.category ?? 'Career Advice',
      tags: [],
    },
    unique('discussion'),
  );
}

async function openAdmin(page: Page, tab?: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** Types into a tab's search box and returns that tab's rows. */
async function search(page: Page, noun: string, term: string) {
  await page.getByRole('textbox', { name: `Search ${noun}` }).fill(term);
  return page.getByRole('list', { name: noun }).getByRole('listitem');
}

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

test('an admin who signs in lands on the admin dashboard; their own dashboard stays a click away', async ({ page }) => {
  const admin = await createUser({ admin: true });
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a student opening /admin is sent home with the permission toast', async ({ page }) => {
  const student = await createUser();
  await signIn(page, student);
  await page.goto('/admin');
  await expect(page.getByText("You don't have permission to access the admin dashboard")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test.describe('/set-admin', () => {
  test('asks signed-out visitors to sign in', async ({ page }) => {
    await page.goto('/set-admin');
    await expect(page.getByRole('main').getByText('You must be signed in to access this page')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  // The seeded database holds far more than five profiles; the bootstrap itself is covered by the
  // setAdmin function tests (0, 5 and 6 profiles, racing callers) and the page's unit tests.
  test('is closed once the platform has more than five profiles', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto('/set-admin');
    await expect(page.getByRole('main').getByText('This page is only available during initial setup')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make Me Admin' })).toHaveCount(0);
    expect((await adminDb.doc(paths.profile(user.uid)).get()).get('admin_role')).toBe('student');
  });
});

test('each admin tab searches its fields case-insensitively', async ({ page }) => {
  const token = unique('q');
  const admin = await createUser({ admin: true, displayName: `Admin ${token}` });
  const mentor = await createUser({ role: 'mentor', displayName: `Mentor ${token}` });
  const student = await createUser({ displayName: `Student ${token}` });
  await addProject(mentor, { title: `Alpha ${token}` });
  await addProject(mentor, { title: 'Second project', category: `Cat ${token}` });
  await addVideo(mentor, { title: `Clip ${token}` });
  await addVideo(mentor, { title: 'Another clip', description: `About ${token}` });
  await addDiscussion(admin, { title: `Topic ${token}` });
  await addDiscussion(admin, { title: 'Another topic', content: `Body ${token}`, category: 'Research' });
  await writeContactMessage({ name: 'Jo Visitor', email: `${token}@example.com`, subject: `Subject ${token}`, message: 'Hello admins' });
  const upper = token.toUpperCase();
  await signIn(page, admin);

  await openAdmin(page);
  let rows = await search(page, 'users', `student ${upper}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(student.displayName);
  rows = await search(page, 'users', student.uid);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(student.displayName);
  rows = await search(page, 'users', upper);
  await expect(rows).toHaveCount(3);

  await page.getByRole('tab', { name: 'Projects' }).click();
  rows = await search(page, 'projects', `ALPHA ${upper}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Alpha ${token}`);
  rows = await search(page, 'projects', `cat ${token}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Second project');
  rows = await search(page, 'projects', `mentor ${upper}`);
  await expect(rows).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search projects' }).fill(`${token}-nothing`);
  await expect(page.getByText(`No projects match "${token}-nothing"`)).toBeVisible();

  await page.getByRole('tab', { name: 'Videos' }).click();
  rows = await search(page, 'videos', `clip ${upper}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Clip ${token}`);
  rows = await search(page, 'videos', `about ${upper}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Another clip');
  rows = await search(page, 'videos', `MENTOR ${token}`);
  await expect(rows).toHaveCount(2);

  await page.getByRole('tab', { name: 'Discussions' }).click();
  rows = await search(page, 'discussions', `topic ${upper}`);
  await expect(rows).toHaveCount(1);
  rows = await search(page, 'discussions', `body ${upper}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Another topic');
  await expect(rows.first()).toContainText('Research');
  rows = await search(page, 'discussions', `admin ${upper}`);
  await expect(rows).toHaveCount(2);

  await page.getByRole('tab', { name: 'Messages' }).click();
  rows = await search(page, 'messages', `SUBJECT ${upper}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Hello admins');
  rows = await search(page, 'messages', `${upper}@EXAMPLE.COM`);
  await expect(rows).toHaveCount(1);
});

test('an admin promotes a user, who can then open /admin, and demotes them again', async ({ page, browser }) => {
  const admin = await createUser({ admin: true });
  const user = await createUser({ displayName: `Promoted ${unique('p')}` });
  await signIn(page, admin);
  await openAdmin(page);

  // Nobody can take their own admin rights away here.
  const me = (await search(page, 'users', admin.uid)).filter({ hasText: admin.displayName });
  await expect(me.getByRole('button', { name: `Remove Admin from ${admin.displayName}` })).toHaveAttribute('aria-disabled', 'true');

  const row = (await search(page, 'users', user.displayName)).filter({ hasText: user.displayName });
  await row.getByRole('button', { name: `Make Admin: ${user.displayName}` }).click();
  await expect(page.getByText('User promoted to admin')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect.poll(async () => (await adminDb.doc(paths.profile(user.uid)).get()).get('admin_role')).toBe('admin');

  const userPage = await signedInPage(browser, user);
  await openAdmin(userPage);
  await expect(userPage.getByRole('tab', { name: 'Users' })).toBeVisible();

  await row.getByRole('button', { name: `Remove Admin from ${user.displayName}` }).click();
  await expect(page.getByText('Admin privileges removed')).toBeVisible();
  await expect.poll(async () => (await adminDb.doc(paths.profile(user.uid)).get()).get('admin_role')).toBe('student');
  // The demoted user's open dashboard notices at once and sends them away.
  await expect(userPage.getByText("You don't have permission to access the admin dashboard")).toBeVisible();
  await expect(userPage).toHaveURL(/\/$/);
  await userPage.context().close();

  // Both actions are in the audit trail, newest first, naming who acted and on whom.
  await page.getByRole('tab', { name: 'Audit' }).click();
  const entries = await search(page, 'audit entries', user.displayName);
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Removed admin rights');
  await expect(entries.nth(0)).toContainText('by you');
  await expect(entries.nth(0)).toContainText(paths.profile(user.uid));
  await expect(entries.nth(1)).toContainText('Promoted to admin');
});

test('deleting a user removes them and their content from the public pages', async ({ page }) => {
  const token = unique('gone');
  const admin = await createUser({ admin: true });
  const mentor = await createUser({ role: 'mentor', displayName: `Doomed ${token}` });
  const projectTitle = `Doomed project ${token}`;
  const videoTitle = `Doomed video ${token}`;
  const commentText = `Doomed comment ${token}`;
  const projectId = await addProject(mentor, { title: projectTitle });
  await addVideo(mentor, { title: videoTitle });
  const discussionTitle = `Kept discussion ${token}`;
  const discussionId = await addDiscussion(admin, { title: discussionTitle });
  await writeComment(discussionId, personOf(mentor), commentText, unique('c'));
  const keptComment = `Kept comment ${token}`;
  await writeComment(discussionId, personOf(admin), keptComment, unique('c'));

  await page.goto('/projects');
  await expect(page.getByText(projectTitle)).toBeVisible(PAGE_LOAD);
  await page.goto('/career-hub');
  await expect(page.getByText(videoTitle)).toBeVisible(PAGE_LOAD);
  await page.goto(`/discussions/${discussionId}`);
  await expect(page.getByText(commentText)).toBeVisible(PAGE_LOAD);

  await signIn(page, admin);
  await openAdmin(page);
  const row = (await search(page, 'users', mentor.displayName)).filter({ hasText: mentor.displayName });
  await row.getByRole('button', { name: `Delete user ${mentor.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user?' });
  await expect(dialog).toContainText(mentor.displayName);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete user ${mentor.displayName}` }).click();
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible(FUNCTION_CALL);
  await expect(page.getByRole('list', { name: 'users' }).getByText(mentor.displayName)).toHaveCount(0);

  await expect(adminAuth.getUser(mentor.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  // Each list is read to its end (the lists come a page at a time, and other tests add newer items), so the
  // deleted item's absence is not just a page still loading or an item pushed to a later page.
  await page.goto('/projects');
  await loadAllPages(page, 'projects');
  await expect(page.getByText(SEEDED_PROJECT).first()).toBeVisible();
  await expect(page.getByText(projectTitle)).toHaveCount(0);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('dialog', { name: projectTitle })).toHaveCount(0);
  await page.goto('/career-hub');
  await loadAllPages(page, 'videos');
  await expect(page.getByText(SEEDED_VIDEO).first()).toBeVisible();
  await expect(page.getByText(videoTitle)).toHaveCount(0);
  await page.goto(`/discussions/${discussionId}`);
  await expect(page.getByText(keptComment)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(commentText)).toHaveCount(0);
});

test('an admin opens and deletes projects, videos and discussions after confirming', async ({ page }) => {
  const token = unique('content');
  const admin = await createUser({ admin: true });
  const mentor = await createUser({ role: 'mentor' });
  const projectTitle = `Removable project ${token}`;
  const videoTitle = `Removable video ${token}`;
  const discussionTitle = `Removable discussion ${token}`;
  const projectId = await addProject(mentor, { title: projectTitle });
  const videoId = await addVideo(mentor, { title: videoTitle });
  const discussionId = await addDiscussion(admin, { title: discussionTitle });
  await signIn(page, admin);

  await openAdmin(page, 'Projects');
  await (await search(page, 'projects', token)).getByRole('link', { name: `Open project ${projectTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByRole('dialog', { name: projectTitle })).toBeVisible();

  await openAdmin(page, 'Discussions');
  await (await search(page, 'discussions', token)).getByRole('link', { name: `Open discussion ${discussionTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/discussions/${discussionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: discussionTitle })).toBeVisible();

  const cases = [
    { tab: 'Projects', noun: 'projects', path: paths.project(projectId), title: projectTitle, toast: 'Project deleted successfully' },
    { tab: 'Videos', noun: 'videos', path: paths.video(videoId), title: videoTitle, toast: 'Video deleted successfully' },
    {
      tab: 'Discussions',
      noun: 'discussions',
      path: paths.discussion(discussionId),
      title: discussionTitle,
      toast: 'Discussion deleted successfully',
    },
  ];
  for (const c of cases) {
    await openAdmin(page, c.tab);
    const row = (await search(page, c.noun, token)).filter({ hasText: c.title });
    const singular = c.noun.slice(0, -1);
    await row.getByRole('button', { name: `Delete ${singular} ${c.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${singular}?` });
    await expect(dialog).toContainText(c.title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(c.toast)).toBeVisible();
    await expect(page.getByRole('list', { name: c.noun })).toHaveCount(0);
    await expect.poll(async () => (await adminDb.doc(c.path).get()).exists).toBe(false);
  }
});
