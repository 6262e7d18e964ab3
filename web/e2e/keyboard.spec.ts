import { expect, test, type Locator, type Page } from './support/test';
import { COLLECTIONS, TEXTS } from '@mentorbridge/model';
import { MENTORS } from '../../scripts/demo';
import { adminDb, createUser, unique } from './support/admin';
import { personOf, writeDiscussion, writeEnrollment, writeProject } from './support/documents';
import { signIn } from './support/session';


/**
 * Keyboard-only journeys: after a page loads, these tests press only Tab, Shift+Tab, Enter, Space, Escape and
 * the arrow keys (and type into fields). Every element focus reaches must show a visible focus indicator.
 */

/** What has the focus now, and whether it shows a focus indicator (an outline or a focus shadow). */
async function focused(page: Page): Promise<{ name: string; indicator: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', indicator: false };
    // The ring is on the element, or on the field's frame around it (a password input's wrapper).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const frame = el.closest('.mantine-Input-input');
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { name, indicator: ringed(el) || (frame !== null && ringed(frame)) };
  });
}

/** Presses `key` until `target` has the focus, checking the focus indicator of every stop on the way. */
async function pressUntil(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' | 'ArrowDown' = 'Tab', max = 60): Promise<void> {
  await expect(target).toBeVisible();
  if (await target.evaluate((el) => el === document.activeElement)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    expect(now.indicator, `visible focus on ${now.name}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`focus did not reach the target within ${max} presses of ${key}`);
}

async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}

/** Whether the focus is inside `container`. */
const holdsFocus = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/** A mentor whose profile is complete, so the profile-completion dialog never opens over the journey. */
const completeMentor = () =>
  createUser({
    role: 'mentor',
    profile: {
      bio: 'Engineering manager who has mentored interns and new graduates for over a decade of projects.',
      topmate_url: 'https://topmate.io/keyboard-mentor/',
      specialization: 'Software Development',
    },
  });

const PUBLIC_ROUTES = ['/', '/about', '/contact', '/mentorship', '/projects', '/career-hub', '/community', '/sign-in', '/sign-up'];

test('"Skip to main content" is the first stop on every page and moves focus to the main content', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocused(skip);
    expect((await focused(page)).indicator, `visible focus on the skip link of ${path}`).toBe(true);
    await expect(skip).toBeInViewport();
  }
  await page.keyboard.press('Enter');
  await expectFocused(page.getByRole('main'));
  // The next Tab continues inside the main content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('sign in with e-mail by keyboard; the new page\'s heading gets the focus', async ({ page }) => {
  const user = await createUser();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // Submitting empty fields reports the error on them and puts the focus on the first.
  await pressUntil(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  const email = page.getByLabel('Email', { exact: true });
  await expectFocused(email);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(TEXTS.auth.missingCredentials);
  await page.keyboard.type(user.email);
  await pressUntil(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await pressUntil(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 45_000 });
  await expectFocused(page.getByRole('heading', { level: 1 }));
});

test('find a mentor with search and a filter by keyboard, then open Book on Topmate', async ({ page, context }) => {
  const sofia = MENTORS.find((m) => m.display_name === 'Sofia Rossi');
  if (!sofia) throw new Error('the demo data has Sofia Rossi');
  // Topmate is another site: answer its page here, so the test does not depend on the internet.
  await context.route('https://topmate.io/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Topmate</title>' }));
  await page.goto('/mentorship');
  // The directory comes a page at a time, sorted by name: wait for its first page.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

  await pressUntil(page, page.getByRole('textbox', { name: 'Search mentors' }));
  await page.keyboard.type('cloud');
  const industry = page.getByRole('combobox', { name: 'Industry', exact: true });
  await pressUntil(page, industry);
  // The filter is the platform's select: the arrow keys move through its options, each one applied as it is reached.
  for (let i = 0; i < 20 && (await industry.inputValue()) !== sofia.specialization; i++) await page.keyboard.press('ArrowDown');
  await expect(industry).toHaveValue(sofia.specialization);
  await expect(industry).toBeFocused();

  const card = page.getByRole('article', { name: 'Sofia Rossi', exact: true });
  await expect(card).toBeVisible();
  // Until the server has answered, the previous results stay (dimmed, aria-busy and inert): a Tab into them would land on
  // a card the new results no longer have.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Maya Mentor', exact: true })).toHaveCount(0);
  const booking = card.getByRole('link', { name: /Book on Topmate/ });
  await pressUntil(page, booking);
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await expect(await popup).toHaveURL(sofia.topmate_url);
});

test('open a project, apply with a LinkedIn URL, and close the dialog: focus goes in and comes back', async ({ page }) => {
  // A project of its own, the newest, so it is on the list's first page whatever other tests add.
  const mentor = await createUser({ role: 'mentor' });
  const project = await writeProject(personOf(mentor), {
    title: unique('Keyboard Project'),
    description: 'A project arranged by the keyboard test.',
    category: 'Web Development',
  });
  await signIn(page, await createUser());

  await page.goto('/projects');
  const opener = page.getByRole('article', { name: project.title, exact: true }).getByRole('button', { name: 'Explore Project' });
  await pressUntil(page, opener);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: project.title });
  await expect(detail).toBeVisible();
  expect(await detail.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  const enroll = detail.getByRole('button', { name: 'Apply', exact: true });
  await pressUntil(page, enroll);
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Apply to ${project.title}` });
  await expect(dialog).toBeVisible();
  const url = dialog.getByRole('textbox', { name: /LinkedIn/ });
  // The field has the focus when the dialog opens. An incomplete URL is reported on it, and it keeps the focus.
  await pressUntil(page, url);
  await page.keyboard.type('https://www.linkedin.com/');
  await page.keyboard.press('Enter');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/valid LinkedIn profile URL/);
  await expectFocused(url);
  await page.keyboard.type('in/keyboard-student');
  // The message is still empty: it is reported and gets the focus.
  await page.keyboard.press('Enter');
  const message = dialog.getByRole('textbox', { name: TEXTS.enrollment.messageLabel });
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expectFocused(message);
  await page.keyboard.type('I want to learn to build accessible forms that work with the keyboard.');
  await pressUntil(page, dialog.getByRole('button', { name: TEXTS.enrollment.send }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(TEXTS.enrollment.notes.pending)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expectFocused(opener);
});

test('as the mentor, approve a pending request from the dashboard through its confirm dialog', async ({ page }) => {
  const [mentor, student] = await Promise.all([completeMentor(), createUser()]);
  const project = await writeProject(personOf(mentor), {
    title: unique('Keyboard Approval'),
    description: 'A project whose request the mentor approves by keyboard.',
    category: 'Web Development',
  });
  await writeEnrollment(project, personOf(student), 'https://www.linkedin.com/in/keyboard-applicant', 'pending');
  await signIn(page, mentor);
  await page.goto(`/dashboard?project=${project.id}`);

  const request = page.getByRole('listitem', { name: `${student.displayName}, ${project.title}` });
  await expect(request.getByText('Pending', { exact: true })).toBeVisible();
  const approve = request.getByRole('button', { name: `Approve ${student.displayName}` });
  await pressUntil(page, approve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve application' });
  await expect(dialog).toBeVisible();
  // Cancel, the safe choice, has the focus; Escape closes the dialog and the focus returns to the opener.
  await expectFocused(dialog.getByRole('button', { name: TEXTS.actions.cancel }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(approve);

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  expect(await holdsFocus(dialog)).toBe(true);
  // The focus stays in the dialog: Tab goes from Cancel to Approve, and Shift+Tab comes back to Cancel.
  await pressUntil(page, dialog.getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Shift+Tab');
  await expectFocused(dialog.getByRole('button', { name: TEXTS.actions.cancel }));
  await pressUntil(page, dialog.getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(TEXTS.toasts.enrollments.approved)).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await expect(request.getByText('Approved', { exact: true })).toBeVisible();
});

test('post a comment on a discussion and like it, by keyboard', async ({ page }) => {
  const [author, student] = await Promise.all([createUser({ admin: true }), createUser()]);
  const id = await writeDiscussion(personOf(author), {
    title: unique('Keyboard discussion'),
    content: 'Which course should I take first?',
    category: 'Mentorship',
    tags: ['keyboard'],
  });
  await signIn(page, student);
  await page.goto(`/community/discussion/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await pressUntil(page, page.getByRole('textbox', { name: 'Add a comment' }));
  await page.keyboard.type('Start with the one your mentor teaches.');
  await pressUntil(page, page.getByRole('button', { name: 'Post Comment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(TEXTS.toasts.community.commentAdded)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  const comment = page.getByRole('listitem').filter({ hasText: 'Start with the one your mentor teaches.' });
  const likeComment = comment.getByRole('button', { name: /^Like comment/ });
  await expect(likeComment).toBeEnabled();
  await pressUntil(page, likeComment);
  await page.keyboard.press('Space');
  await expect(likeComment).toHaveAttribute('aria-pressed', 'true');
  await expect(likeComment).toHaveText('1');

  // The discussion's own like is above the comments: back with Shift+Tab.
  const likeDiscussion = page.getByRole('button', { name: /^Like discussion/ });
  await expect(likeDiscussion).toBeEnabled();
  await pressUntil(page, likeDiscussion, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(likeDiscussion).toHaveAttribute('aria-pressed', 'true');
  await expect(likeDiscussion).toHaveText('1');
});

test('add a video by YouTube link, by keyboard', async ({ page }) => {
  // This machine has no route to YouTube: thumbnails and embeds fail fast instead of hanging.
  await page.route(/^https:\/\/([\w-]+\.)*(ytimg\.com|youtube\.com|youtube-nocookie\.com|youtu\.be)\//, (route) => route.abort());
  const mentor = await completeMentor();
  const title = unique('Keyboard video');
  await signIn(page, mentor);
  await page.goto('/upload-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Video' })).toBeVisible();
  // The source is a radio group: the YouTube link is chosen by default, and arrow keys would switch it.
  await expect(page.getByRole('radio', { name: 'YouTube URL' })).toBeChecked();

  await pressUntil(page, page.getByRole('textbox', { name: /YouTube URL/ }));
  await page.keyboard.type('https://www.youtube.com/watch?v=M7lc1UVf-VE');
  await pressUntil(page, page.getByRole('textbox', { name: /Title/ }));
  await page.keyboard.type(title);
  await pressUntil(page, page.getByRole('textbox', { name: /Description/ }));
  await page.keyboard.type('Answering behavioural questions, by keyboard.');
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  await pressUntil(page, category);
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: 'Interview Prep', exact: true });
  await expect(option).toBeVisible();
  for (let i = 0; i < 20 && (await option.getAttribute('data-combobox-selected')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(category).toHaveValue('Interview Prep');

  await pressUntil(page, page.getByRole('button', { name: 'Save Video' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Video saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=videos$/);
  await expectFocused(page.getByRole('heading', { level: 1 }));
  const saved = () => adminDb.collection(COLLECTIONS.videos).where('mentor_id', '==', mentor.uid).get();
  await expect.poll(async () => (await saved()).docs.map((d) => d.data().title)).toEqual([title]);
  await Promise.all((await saved()).docs.map((d) => d.ref.delete()));
});
