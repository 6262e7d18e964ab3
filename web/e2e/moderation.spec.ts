import { expect, test } from './support/test';
import { bookingIntentId, moderationPaths, newBookingIntent, newReport, newReview, newSuspension, paths, TEXTS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser, unique } from './support/admin';
import { personOf, writeComment, writeDiscussion } from './support/documents';
import { signedInPage } from './support/session';
import { seriousViolations } from './support/axe';

// Reporting, resolving a report and suspension call Cloud Functions and wait for a trigger (report_targets).
test.describe.configure({ timeout: 300_000 });
const FUNCTION_CALL = { timeout: 60_000 };
const T = TEXTS.moderation;

test('a report filed by one user appears in the admin Reports tab, and remove hides the content for everyone', async ({ browser }) => {
  const token = unique('spam');
  const admin = await createUser({ admin: true });
  const author = await createUser({ displayName: `Author ${token}` });
  const reporter = await createUser();
  const discussionId = await writeDiscussion(personOf(admin), { title: `Topic ${token}`, content: 'What do you think?', category: 'Career Advice', tags: [] });
  const text = `Buy followers now ${token}`;
  const commentId = await writeComment(discussionId, personOf(author), text, unique('comment'));

  // The reporter opens the report dialog from the keyboard, picks a reason and sends it.
  const page = await signedInPage(browser, reporter);
  await page.goto(`/community/discussion/${discussionId}`);
  await expect(page.getByText(text)).toBeVisible();
  const report = page.getByRole('button', { name: T.reportLabel(T.kinds.comment, TEXTS.people.by(author.displayName)) });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: T.reportTitle(T.kinds.comment) });
  await expect(dialog).toBeVisible();
  // Audited once its opening transition is over: half-faded text fails the contrast check.
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('combobox', { name: T.reason }).click();
  await page.getByRole('option', { name: T.reasons.spam }).click();
  await dialog.getByRole('textbox', { name: T.noteLabel }).fill('Same link in every thread.');
  await dialog.getByRole('button', { name: T.send }).click();
  await expect(page.getByText(T.sent)).toBeVisible(FUNCTION_CALL);
  await expect(dialog).toBeHidden();

  // Once onReportWritten has counted it, the admin finds it in the Reports tab, with the content inline.
  const counted = adminDb.doc(moderationPaths.reportTarget(`${paths.comments(discussionId)}/${commentId}`));
  await expect.poll(async () => (await counted.get()).get('count') as unknown, FUNCTION_CALL).toBe(1);
  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/admin?tab=reports');
  await adminPage.getByRole('textbox', { name: `Search ${T.reportsNoun}` }).fill(token);
  const row = adminPage.getByRole('list', { name: T.reportsNoun }).getByRole('listitem').filter({ hasText: text });
  await expect(row).toHaveCount(1, FUNCTION_CALL);
  await expect(row).toContainText('1 report');
  await expect(row).toContainText(T.reasons.spam);
  await expect(row).toContainText(TEXTS.people.by(author.displayName));
  expect(await seriousViolations(adminPage)).toEqual([]);

  // Remove, confirmed from the keyboard.
  const remove = row.getByRole('button', { name: T.removeLabel(T.kinds.comment, author.displayName) });
  await remove.focus();
  await adminPage.keyboard.press('Enter');
  const confirm = adminPage.getByRole('dialog', { name: T.removeTitle(T.kinds.comment) });
  await confirm.getByRole('button', { name: T.remove }).click();
  await expect(adminPage.getByText(T.removed)).toBeVisible(FUNCTION_CALL);
  await expect(row).toHaveCount(0);

  // Gone for everyone: the reporter's open page and a visitor's.
  await expect(page.getByText(text)).toHaveCount(0);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/community/discussion/${discussionId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Topic ${token}` })).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
});

test('a review moderation removed cannot simply be posted again: the student is told, until an admin lets them review again', async ({ browser }) => {
  const token = unique('rerev');
  const [admin, mentor, student, reporter] = await Promise.all([
    createUser({ admin: true }),
    createUser({ role: 'mentor' }),
    createUser({ displayName: `Reviewer ${token}` }),
    createUser(),
  ]);
  // A confirmed session, the review on it, and a report of the review.
  const basis = bookingIntentId(student.uid, mentor.uid, new Date());
  await adminDb.doc(paths.bookingIntent(basis)).set({ ...newBookingIntent(student.uid, personOf(mentor), Timestamp.now()), state: 'yes', asks: 1, answered_at: Timestamp.now(), mentor_state: 'yes' });
  const text = `Scam, buy my course instead ${token}`;
  const target = paths.review(mentor.uid, student.uid);
  await adminDb.doc(target).set(newReview(personOf(student), mentor.uid, { stars: 1, text, basis: 'session', basis_id: basis, confirmed_by: 'both' }, Timestamp.now()));
  await adminDb.doc(moderationPaths.report(reporter.uid, target)).set(newReport(reporter.uid, { kind: 'review', target_path: target, reason: 'spam', note: '' }, Timestamp.now()));
  const counted = adminDb.doc(moderationPaths.reportTarget(target));
  await expect.poll(async () => (await counted.get()).get('count') as unknown, FUNCTION_CALL).toBe(1);

  // The admin removes it from the Reports tab.
  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/admin?tab=reports');
  await adminPage.getByRole('textbox', { name: `Search ${T.reportsNoun}` }).fill(token);
  const row = adminPage.getByRole('list', { name: T.reportsNoun }).getByRole('listitem').filter({ hasText: text });
  await row.getByRole('button', { name: T.removeLabel(T.kinds.review, student.displayName) }).click();
  await adminPage.getByRole('dialog', { name: T.removeTitle(T.kinds.review) }).getByRole('button', { name: T.remove }).click();
  await expect(adminPage.getByText(T.removed)).toBeVisible(FUNCTION_CALL);

  // The author finds no form on the mentor's profile, and is told why.
  const page = await signedInPage(browser, student);
  await page.goto(`/profile/${mentor.uid}`);
  const reviews = page.getByRole('region', { name: TEXTS.reviews.title });
  await expect(reviews.getByText(TEXTS.reviews.windowClosed)).toBeVisible(FUNCTION_CALL);
  await expect(page.getByRole('form', { name: TEXTS.reviews.write })).toHaveCount(0);

  // The admin lets them review again from the removal's audit entry; the author's open page offers the form.
  await adminPage.goto('/admin?tab=audit');
  await adminPage.getByRole('textbox', { name: `Search ${TEXTS.admin.auditNoun}` }).fill(token);
  const entry = adminPage.getByRole('list', { name: TEXTS.admin.auditNoun }).getByRole('listitem').filter({ hasText: text });
  const reopen = entry.getByRole('button', { name: T.reopenReviewLabel(text) });
  await expect(reopen).toBeVisible(FUNCTION_CALL);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await reopen.click();
  await expect(adminPage.getByText(T.reopenedReview)).toBeVisible(FUNCTION_CALL);
  await expect(page.getByRole('form', { name: TEXTS.reviews.write })).toBeVisible(FUNCTION_CALL);
  await expect(reviews.getByText(TEXTS.reviews.windowClosed)).toHaveCount(0);
});

test('a suspended user sees why and until when, and cannot post', async ({ browser }) => {
  const admin = await createUser({ admin: true });
  const user = await createUser();
  const until = new Date(Date.now() + 3 * 24 * 3_600_000);
  await adminDb.doc(paths.profile(user.uid)).update({ suspended_until: Timestamp.fromDate(until) });
  await adminDb.doc(moderationPaths.suspension(user.uid)).set(newSuspension({ reason: 'harassment', until, admin_id: admin.uid }, Timestamp.now()));
  const discussionId = await writeDiscussion(personOf(admin), { title: `Topic ${unique('t')}`, content: 'Hello', category: 'Career Advice', tags: [] });

  const page = await signedInPage(browser, user);
  await page.goto(`/community/discussion/${discussionId}`);
  const banner = page.getByTestId('suspension-banner');
  await expect(banner).toContainText(T.bannerTitle);
  await expect(banner).toContainText(T.bannerReason(T.reasons.harassment));
  await expect(banner).toContainText(/until /);
  expect(await seriousViolations(page, '[data-testid="suspension-banner"]')).toEqual([]);

  const words = `Trying to post ${unique('c')}`;
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(words);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  // The server refuses the queued comment, and the page says it was not saved.
  await expect(page.getByText(/was not saved/)).toBeVisible(FUNCTION_CALL);
  const stored = await adminDb.collection(paths.comments(discussionId)).where('content', '==', words).get();
  expect(stored.empty).toBe(true);
});
