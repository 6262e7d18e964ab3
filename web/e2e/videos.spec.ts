import { createRequire } from 'node:module';
import { expect, test, type Page } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, paths, TEXTS, watchUrl } from '@mentorbridge/model';
import { DEMO_MENTOR_ID, personById, VIDEOS } from '../../scripts/demo';
import { adminDb, createUser, unique } from './support/admin';
import { personOf, untilSearchable, writeVideo, writeVideoRating } from './support/documents';
import { chooseFilter, filterSelect, loadAllPages } from './support/lists';
import { signIn } from './support/session';

// The stand-in for Google lives with the function tests, in a CommonJS package: load it the CommonJS way.
const { FakeGoogle } = createRequire(import.meta.url)(
  '../../functions/test/support/fakeGoogle.ts',
) as typeof import('../../functions/test/support/fakeGoogle');

const TOKEN_DOC = paths.youtubeIntegration;
const DAY = 24 * 60 * 60 * 1000;
// Waits on the functions emulator (a cold start takes seconds on a busy machine) and on server acknowledgements.
const slow = expect.configure({ timeout: 30_000 });

/** A mentor whose profile is complete, so the profile-completion dialog never gets in the way. */
const completeMentor = () =>
  createUser({
    role: 'mentor',
    profile: {
      bio: 'Data scientist with ten years of experience helping students land their first analytics roles.',
      topmate_url: 'https://topmate.io/someone/',
      specialization: 'Data Science',
    },
  });

const seeded = (id: string) => {
  const video = VIDEOS.find((v) => v.id === id);
  if (!video) throw new Error(`No seeded ${id}`);
  return video;
};

// This machine has no route to YouTube; failing fast keeps thumbnails and embeds deterministic.
async function blockYouTube(page: Page) {
  await page.route(/^https:\/\/([\w-]+\.)*(ytimg\.com|youtube\.com|youtube-nocookie\.com|youtu\.be)\//, (route) => route.abort());
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Chooses an option of a form's Mantine Select (the list's filters are native selects: chooseFilter). */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await blockYouTube(page);
});

test('search, category and mentor filters narrow the grid of seeded videos', async ({ page }) => {
  const neural = seeded('video-07');
  const python = seeded('video-01');
  const fadell = seeded('video-19');
  const figma = seeded('video-20');
  const cs50 = seeded('video-02');
  await page.goto('/career-hub');
  await expect(page.getByRole('heading', { level: 1, name: /Career/ })).toBeVisible();
  // Every page: videos other tests add meanwhile come first, and may push a seeded one to a later page.
  await loadAllPages(page, 'videos');
  await slow(card(page, python.title)).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(VIDEOS.length);

  await page.getByRole('searchbox', { name: 'Search videos' }).fill('NEURAL network');
  await expect(card(page, neural.title)).toBeVisible();
  await expect(card(page, python.title)).toBeHidden();
  await expect(page).toHaveURL(/q=NEURAL/);
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('no video is called like this');
  await expect(page.getByText('No videos found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await loadAllPages(page, 'videos');
  await expect(card(page, python.title)).toBeVisible();

  await chooseFilter(page, 'Category', 'Design');
  await expect(card(page, fadell.title)).toBeVisible();
  await expect(card(page, figma.title)).toBeVisible();
  await expect(card(page, python.title)).toBeHidden();
  await expect(card(page, cs50.title)).toBeHidden();
  // The demo attributes videos to mentors of the field: Maya, a software developer, shares no design video.
  await expect(filterSelect(page, 'Mentor').locator('option', { hasText: personById(figma.mentor_id).display_name })).toHaveCount(1);
  await expect(filterSelect(page, 'Mentor').locator('option', { hasText: personById(DEMO_MENTOR_ID).display_name })).toHaveCount(0);

  await chooseFilter(page, 'Mentor', personById(figma.mentor_id).display_name);
  await expect(card(page, figma.title)).toBeVisible();
  await expect(card(page, fadell.title)).toBeVisible();

  await chooseFilter(page, 'Category', 'All categories');
  for (const v of VIDEOS.filter((x) => x.mentor_id === figma.mentor_id)) await expect(card(page, v.title)).toBeVisible();
  await expect(card(page, neural.title)).toBeHidden();
});

test('the play dialog embeds the right video and links to its mentor', async ({ page }) => {
  const neural = seeded('video-07');
  await page.goto('/career-hub');
  // A seeded video of three weeks ago is on a later page (twelve a page, newest first): every page.
  await loadAllPages(page, 'videos');
  await slow(card(page, neural.title)).toBeVisible();
  await card(page, neural.title).getByRole('button', { name: 'Watch Video' }).click();
  const dialog = page.getByRole('dialog', { name: neural.title });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${neural.youtube_id}`),
  );
  await expect(dialog.getByText(neural.description)).toBeVisible();
  await dialog.getByRole('button', { name: 'View Mentor Profile' }).click();
  // A mentor's page is public: the visitor reads it, with this video among the mentor's, at an address to share.
  await expect(page).toHaveURL(new RegExp(`/profile/${neural.mentor_id}$`));
  const videos = page.getByRole('region', { name: TEXTS.mentorPage.videos });
  await expect(videos.getByRole('article', { name: neural.title })).toBeVisible();
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page).toHaveTitle(TEXTS.mentorPage.title(name));
});

test('a mentor adds a video by YouTube URL and it appears in the hub', async ({ page }) => {
  const mentor = await completeMentor();
  const title = unique('E2E career video');
  await signIn(page, mentor);
  await page.goto('/upload-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Video' })).toBeVisible();

  const url = page.getByRole('textbox', { name: /YouTube URL/ });
  await url.fill('https://vimeo.com/76979871');
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  await page.getByRole('textbox', { name: /Description/ }).fill('How to prepare for a data science interview.');
  await page.getByRole('button', { name: 'Save Video' }).click();
  await expect(page.getByText('Please enter a valid YouTube URL')).toBeVisible();
  await expect(page).toHaveURL(/\/upload-video$/);

  await url.fill('https://youtube.com/shorts/M7lc1UVf-VE?feature=share');
  await expect(page.getByText('Please enter a valid YouTube URL')).toBeHidden();
  await pick(page, 'Category', 'Interview Prep');
  await page.getByRole('button', { name: 'Save Video' }).click();
  await expect(page.getByText('Video saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=videos$/);

  const mentorVideos = () => adminDb.collection(COLLECTIONS.videos).where('mentor_id', '==', mentor.uid).get();
  await slow.poll(async () => (await mentorVideos()).size).toBe(1);
  const saved = await mentorVideos();
  expect(saved.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({
      title,
      youtube_id: 'M7lc1UVf-VE',
      video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      category: 'Interview Prep',
      mentor: { id: mentor.uid, display_name: mentor.displayName, avatar_url: null },
    }),
  ]);

  await untilSearchable(saved.docs.map((d) => d.ref.path), title);
  await page.goto('/career-hub');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill(title);
  const mine = card(page, title);
  await slow(mine).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // The mentor shared the video (it may be anyone's talk): the card says so, and so does the player.
  await expect(mine.getByText(TEXTS.people.sharedBy(mentor.displayName), { exact: true })).toBeVisible();
  // Every YouTube thumbnail fails here, so the bundled stock image must be showing.
  await expect(mine.locator('img')).toHaveAttribute('src', '/images/video-placeholder.svg');
  await mine.getByRole('button', { name: 'Watch Video' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE/);
  await expect(dialog.getByText(TEXTS.people.sharedBy(mentor.displayName), { exact: true })).toBeVisible();

  await Promise.all(saved.docs.map((d) => d.ref.delete()));
});

test('a signed-in viewer rates a video; its card shows the real average and count from the third rating', async ({ page }) => {
  const mentor = await completeMentor();
  const title = unique('Rated video');
  const youtubeId = 'M7lc1UVf-VE';
  const id = await writeVideo(personOf(mentor), {
    title,
    description: 'How ratings add up.',
    video_url: watchUrl(youtubeId),
    youtube_id: youtubeId,
    category: 'Career',
  });
  // Two viewers rated it already: too few to show an average.
  await Promise.all([writeVideoRating(id, unique('viewer'), 5), writeVideoRating(id, unique('viewer'), 4)]);
  const counted = async () => (await adminDb.doc(paths.video(id)).get()).get('rating_count') as unknown;
  // The rating trigger's first run starts a functions worker: seconds on a quiet machine, much longer on a busy one.
  const triggered = expect.configure({ timeout: 120_000 });
  await triggered.poll(counted).toBe(2);

  // A visitor is offered sign-in in the player, not the stars.
  await page.goto(`/career-hub?q=${encodeURIComponent(title)}`);
  const rated = card(page, title);
  await slow(rated.getByText(TEXTS.ratings.none)).toBeVisible();
  await rated.getByRole('button', { name: 'Watch Video' }).click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: TEXTS.ratings.signInToRate })).toBeVisible();

  const student = await createUser({ role: 'student' });
  await signIn(page, student);
  await page.goto(`/career-hub?q=${encodeURIComponent(title)}`);
  await slow(rated.getByText(TEXTS.ratings.none)).toBeVisible();
  // The app has the student's session (a click before it would open the player for a visitor).
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await rated.getByRole('button', { name: 'Watch Video' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const stars = dialog.getByRole('radiogroup', { name: TEXTS.ratings.label });
  // By keyboard: the stars are radios (visually, their labels). They follow the viewer's stored rating, which the
  // choice writes (Firestore shows it at once, locally).
  await stars.getByRole('radio', { name: TEXTS.ratings.star(3) }).focus();
  await page.keyboard.press('Space');
  await expect(stars.getByRole('radio', { name: TEXTS.ratings.star(3) })).toBeChecked();
  await expect(page.getByText(TEXTS.ratings.saved)).toBeVisible();
  await expect(dialog.getByText(TEXTS.ratings.yours(3))).toBeVisible();
  await triggered.poll(counted).toBe(3);

  // (5 + 4 + 3) / 3: the list's next read shows the average of what people gave, and the player the viewer's own.
  await page.reload();
  await slow(rated.getByText('4.0 · 3 ratings')).toBeVisible();
  await rated.getByRole('button', { name: 'Watch Video' }).click();
  await expect(dialog.getByRole('radio', { name: TEXTS.ratings.star(3) })).toBeChecked();
});

test('a student is turned away from /upload-video', async ({ page }) => {
  const student = await createUser({ role: 'student' });
  await signIn(page, student);
  await page.goto('/upload-video');
  await slow(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Only mentors can upload videos')).toBeVisible();
});

// These tests share the one integration document and the stand-in for Google: one at a time.
test.describe('YouTube integration', () => {
  test.describe.configure({ mode: 'serial' });
  const fake = new FakeGoogle();

  const storeToken = (refreshToken: string, ageDays: number) =>
    adminDb.doc(TOKEN_DOC).set({
      refresh_token: refreshToken,
      token_created_at: Timestamp.fromMillis(Date.now() - ageDays * DAY),
      last_used_at: null,
      error_count: 0,
      last_error: null,
    });

  test.beforeAll(async () => {
    await fake.start();
  });
  test.afterAll(async () => {
    await fake.stop();
    await adminDb.doc(TOKEN_DOC).delete();
  });
  test.beforeEach(async () => {
    fake.reset();
    await adminDb.doc(TOKEN_DOC).delete();
  });

  test('only admins can open the setup page', async ({ page }) => {
    const mentor = await completeMentor();
    await signIn(page, mentor);
    await page.goto('/youtube-setup');
    await expect(page.getByText('Only admins can access YouTube setup')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin sees each state, authorizes in a new window, refreshes and tests', async ({ page, context }) => {
    const admin = await createUser({ admin: true });
    await signIn(page, admin);
    await page.goto('/youtube-setup');
    const status = page.getByRole('region', { name: 'Integration status' });
    await slow(status.getByText('Setup required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    await expect(page.getByText(/\/youtube-setup$/)).toBeVisible();

    // Google's consent page (the stand-in agrees at once) sends the new window back with a code.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Start Authorization' }).click(),
    ]);
    await slow(page.getByText(/Complete the authorization in the new window/)).toBeVisible();
    await slow(popup.getByText(/Authorization code received!/)).toBeVisible();
    await expect(popup).toHaveURL(/\/youtube-setup$/);
    await expect(popup.getByRole('textbox', { name: 'Authorization code' })).toHaveValue('fake-consent-code');
    await popup.getByRole('button', { name: 'Complete Setup' }).click();
    await slow(popup.getByText('YouTube integration set up successfully!')).toBeVisible();
    await slow(popup.getByRole('region', { name: 'Integration status' }).getByText('Ready', { exact: true })).toBeVisible();
    // The first window hears about it too.
    await slow(status.getByText('Ready', { exact: true })).toBeVisible();
    await popup.close();
    expect((await adminDb.doc(TOKEN_DOC).get()).data()?.refresh_token).toMatch(/^fake-refresh-/);

    await storeToken('fake-refresh-aging', 5.5);
    await page.reload();
    await slow(status.getByText('Ready', { exact: true })).toBeVisible();
    await expect(status.getByText('Token aging')).toBeVisible();

    await storeToken('fake-refresh-old', 6.5);
    await page.reload();
    await slow(status.getByText('Expired', { exact: true })).toBeVisible();

    await storeToken('fake-refresh-revoked', 1);
    fake.revoked.add('fake-refresh-revoked');
    await page.reload();
    await slow(status.getByText('Ready', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Refresh Token' }).click();
    await slow(page.getByText('Token refresh failed: Token has been expired or revoked.')).toBeVisible();
    await slow(status.getByText('Expired', { exact: true })).toBeVisible();
    await expect(status.getByText('Token has been expired or revoked.')).toBeVisible();

    await storeToken('fake-refresh-good', 1);
    await page.reload();
    await page.getByRole('button', { name: 'Refresh Token' }).click();
    await slow(page.getByText('Token refreshed successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Test Upload' }).click();
    await slow(page.getByText(/^Test passed/)).toBeVisible();
    expect(fake.uploads).toHaveLength(0);
  });

  test('a mentor uploads a video file: setup required first, then progress and saved', async ({ page }) => {
    const mentor = await completeMentor();
    const title = unique('E2E uploaded file');
    await signIn(page, mentor);
    await page.goto('/upload-video');
    // The segmented control's radio inputs are visually hidden behind their labels.
    await page.locator('label', { hasText: 'Upload File' }).click();
    await expect(page.getByRole('radio', { name: 'Upload File' })).toBeChecked();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'talk.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('a tiny stand-in for an mp4 file'),
    });
    await page.getByRole('textbox', { name: /Title/ }).fill(title);
    await page.getByRole('textbox', { name: /Description/ }).fill('Recorded at the spring career fair.');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await slow(page.getByText(/integration is not configured\. An admin must finish the YouTube setup/)).toBeVisible();
    await expect(page).toHaveURL(/\/upload-video$/);

    await storeToken('fake-refresh-mentor', 1);
    fake.uploadDelayMs = 1500;
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await slow(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByText('Uploading to YouTube… 40%')).toBeVisible();
    await slow(page).toHaveURL(/\/profile\?tab=videos$/);
    await expect(page.getByText('Video saved successfully!')).toBeVisible();

    expect(fake.uploads.map((u) => u.title)).toEqual([title]);
    const mentorVideos = () => adminDb.collection(COLLECTIONS.videos).where('mentor_id', '==', mentor.uid).get();
    await slow.poll(async () => (await mentorVideos()).size).toBe(1);
    const saved = await mentorVideos();
    expect(saved.docs[0].data()).toMatchObject({ title, duration: '2:05', category: 'Tech' });
    expect(saved.docs[0].data().youtube_id).toHaveLength(11);
    await saved.docs[0].ref.delete();
  });
});
