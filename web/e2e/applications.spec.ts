import { expect, test, type Browser, type Page } from './support/test';
import { keepScreenshot } from './support/screens';
import { LIMITS, paths, TEXTS } from '@mentorbridge/model';
import { adminDb, createUser, MENTOR_PROFILE, unique, type TestUser } from './support/admin';
import { personOf, writeEnrollment, writeProject } from './support/documents';
import { signIn } from './support/session';

// The application workflow (docs/data-model.md, `project_enrollments`): applying and deciding call functions,
// whose emulated workers start slowly on a busy machine.
const CALL = { timeout: 60_000 };
const LINKEDIN = 'https://www.linkedin.com/in/e2e-applicant';
/** The application's message (TEXTS.enrollment.messageLabel), within LIMITS.applicationMessageMin to applicationMessageMax. */
const MESSAGE = 'I want to build one feature end to end and have my code reviewed by someone in the industry.';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function pageOf(browser: Browser, user: TestUser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, user);
  return page;
}

async function arrangeProject(mentor: TestUser, seats?: number, category = 'Web Development') {
  return writeProject(personOf(mentor), {
    title: unique('Workflow Project'),
    description: 'A project arranged by the application workflow test.',
    category,
    ...(seats ? { seats } : {}),
  });
}

/**
 * A project in a category of its own, and the list's address that shows it on the first page however many
 * projects other tests publish meanwhile (the list is newest first, a page at a time).
 */
async function arrangeListedProject(mentor: TestUser, seats?: number) {
  const category = unique('Category');
  const project = await arrangeProject(mentor, seats, category);
  return { project, listed: `/projects?category=${encodeURIComponent(category)}` };
}

async function apply(page: Page, project: { id: string; title: string }) {
  await page.goto(`/projects/${project.id}`);
  const details = page.getByRole('dialog', { name: project.title });
  // Where the student decides to apply: how soon and how often the mentor answers (these mentors are new).
  await expect(details.getByText('New mentor', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: /^(Apply|Apply again)$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${project.title}` });
  await dialog.getByLabel('LinkedIn Profile URL').fill(LINKEDIN);
  await dialog.getByLabel(TEXTS.enrollment.messageLabel).fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  return { details, dialog };
}

test('a student applies, the mentor asks for more, the student answers and the mentor approves', async ({ browser }) => {
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor', profile: MENTOR_PROFILE }), createUser()]);
  const project = await arrangeProject(mentor);
  const [m, s] = await Promise.all([pageOf(browser, mentor), pageOf(browser, student)]);

  const { details } = await apply(s, project);
  await expect(s.getByText(TEXTS.toasts.enrollments.sent)).toBeVisible(CALL);
  await expect(details.getByRole('button', { name: 'Application pending' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Withdraw application' })).toBeVisible();
  // A pending application says when it expires if the mentor does not answer.
  await expect(details.getByText(/^Expires on .+ if the mentor does not answer$/)).toBeVisible();

  // The mentor asks a question from the dashboard.
  await m.goto(`/dashboard?project=${project.id}`);
  const request = m.getByRole('listitem', { name: `${student.displayName}, ${project.title}` });
  await expect(request.getByText('Pending', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: `Ask for More Info: ${student.displayName}` }).click();
  const ask = m.getByRole('dialog', { name: 'Ask for More Info' });
  await ask.getByLabel('Your question to the student').fill('Which of your projects are you proudest of?');
  await ask.getByRole('button', { name: 'Send Question' }).click();
  await expect(m.getByText(TEXTS.toasts.enrollments.questionSent)).toBeVisible(CALL);
  await expect(request.getByText('Needs info')).toBeVisible();
  await expect(request.getByText('Waiting for the student to answer')).toBeVisible();

  // The status filter offers every state, in its badge's words, and wraps instead of scrolling on a phone.
  const statuses = m.getByRole('radiogroup', { name: 'Status' });
  await statuses.getByText('Needs info', { exact: true }).click();
  await expect(statuses.getByRole('radio', { name: 'Needs info' })).toBeChecked();
  await expect(request).toBeVisible();
  await statuses.getByText('Expired', { exact: true }).click();
  await expect(request).toHaveCount(0);
  await expect(m.getByText(TEXTS.empty.enrollmentRequestsFiltered)).toBeVisible();
  await expect(statuses.getByRole('radio')).toHaveCount(7);
  // One radio group: the arrow keys move the choice.
  await statuses.getByRole('radio', { name: 'Expired' }).focus();
  await m.keyboard.press('ArrowLeft');
  await expect(statuses.getByRole('radio', { name: 'Withdrawn' })).toBeChecked();
  await expect(statuses.getByRole('radio', { name: 'Withdrawn' })).toBeFocused();
  const viewport = m.viewportSize();
  await m.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (viewport) await m.setViewportSize(viewport);
  await statuses.getByText('All', { exact: true }).click();
  await expect(request).toBeVisible();

  // The student's open dialog and dashboard card follow; the answer goes from the card.
  await expect(details.getByRole('button', { name: 'Mentor needs more info' })).toBeDisabled();
  await expect(details.getByText('Which of your projects are you proudest of?')).toBeVisible();
  await s.goto('/dashboard');
  const card = s.getByRole('listitem', { name: project.title });
  await expect(card.getByText('Needs info')).toBeVisible();
  await card.getByLabel('Your answer').fill('A budgeting app I built with React and Firebase.');
  await card.getByRole('button', { name: 'Send Answer' }).click();
  await expect(s.getByText(TEXTS.toasts.enrollments.answerSent)).toBeVisible();
  // The status badge reads Pending again; the device's own "Pending" mark goes once the server has the answer.
  await expect(card.getByText('Pending', { exact: true })).toHaveCount(1);

  // The mentor sees the answer and approves.
  await expect(request.getByText('A budgeting app I built with React and Firebase.')).toBeVisible();
  await expect(request.getByText('Pending', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: `Approve ${student.displayName}` }).click();
  await m.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
  await expect(m.getByText(TEXTS.toasts.enrollments.approved)).toBeVisible(CALL);
  await expect(request.getByText('Approved')).toBeVisible();
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Project Discussions' })).toBeVisible();

  await Promise.all([m.context().close(), s.context().close()]);
});

test('a student applies with a message on a phone, and the mentor reads it with the request on a laptop', async ({ browser }) => {
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor', profile: MENTOR_PROFILE }), createUser()]);
  const project = await arrangeProject(mentor);
  const [s, m] = await Promise.all([pageOf(browser, student, PHONE), pageOf(browser, mentor, LAPTOP)]);

  await s.goto(`/projects/${project.id}`);
  const details = s.getByRole('dialog', { name: project.title });
  await details.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = s.getByRole('dialog', { name: `Apply to ${project.title}` });
  // Before sending: how soon the mentor answers (this one is new) and when the request would expire unanswered.
  await expect(dialog.getByText(`${mentor.displayName}: New mentor`)).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`^If the mentor does not answer within ${LIMITS.enrollmentExpiryDays} days, your application expires on .+\\.$`)),
  ).toBeVisible();
  await dialog.getByLabel('LinkedIn Profile URL').fill(LINKEDIN);
  await keepScreenshot(s, 'apply-dialog-390');
  const message = dialog.getByLabel(TEXTS.enrollment.messageLabel);
  // Too short once trimmed: refused on the field, nothing sent.
  await message.fill('   Learn React.   ');
  await expect(message).toHaveAccessibleDescription(TEXTS.enrollment.messageCounter('Learn React.'.length));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(TEXTS.validation.applicationMessageTooShort)).toBeVisible();
  // A long one with a line break and a long unbroken link, which must wrap on the mentor's screen.
  const link = `https://github.com/e2e-student/${'portfolio-'.repeat(8)}site`;
  const written = `${MESSAGE}\nWhat I built so far: ${link}`;
  await message.fill(written);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(s.getByText(TEXTS.toasts.enrollments.sent)).toBeVisible(CALL);
  await expect(details.getByRole('button', { name: 'Application pending' })).toBeDisabled();
  await expect
    .poll(async () => (await adminDb.doc(paths.enrollment(project.id, student.uid)).get()).get('message') as unknown, CALL)
    .toBe(written);

  await m.goto(`/dashboard?project=${project.id}`);
  const request = m.getByRole('listitem', { name: `${student.displayName}, ${project.title}` });
  await expect(request.getByText(TEXTS.enrollment.studentsMessage, { exact: true })).toBeVisible();
  const shown = request.getByText(MESSAGE, { exact: false });
  await expect(shown).toBeVisible();
  expect(await shown.innerText()).toBe(written);
  // It wraps instead of scrolling, even at 320 px.
  await m.setViewportSize({ width: 320, height: 800 });
  await expect(shown).toBeVisible();
  await expect.poll(() => m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await Promise.all([m.context().close(), s.context().close()]);
});

test('the mentor rejects with care, on a phone: a confirmation, a reason and a note the student reads on a laptop', async ({
  browser,
}) => {
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor', profile: MENTOR_PROFILE }), createUser()]);
  const project = await arrangeProject(mentor);
  await writeEnrollment(project, personOf(student), LINKEDIN, 'pending');
  const [m, s] = await Promise.all([pageOf(browser, mentor, PHONE), pageOf(browser, student)]);

  await s.goto('/dashboard');
  await expect(s.getByRole('heading', { name: TEXTS.enrollment.myApplications })).toBeVisible();
  const card = s.getByRole('listitem', { name: project.title });
  await expect(card.getByText(/^Expires on .+ if the mentor does not answer$/)).toBeVisible();

  await m.goto(`/dashboard?project=${project.id}`);
  const request = m.getByRole('listitem', { name: `${student.displayName}, ${project.title}` });
  await request.getByRole('button', { name: `Reject ${student.displayName}` }).click();
  const reject = m.getByRole('dialog', { name: TEXTS.enrollment.rejectTitle });
  await reject.getByRole('button', { name: TEXTS.actions.cancel }).click();
  await expect(reject).toHaveCount(0);
  await expect(request.getByText('Pending', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: `Reject ${student.displayName}` }).click();
  await reject.getByLabel(TEXTS.enrollment.rejectReasonLabel).selectOption({ label: TEXTS.enrollment.rejectReasons.seats });
  await reject.getByLabel(TEXTS.enrollment.rejectNoteLabel).fill('Apply again for the spring round.');
  await reject.getByRole('button', { name: TEXTS.enrollment.reject, exact: true }).click();
  await expect(m.getByText(TEXTS.toasts.enrollments.rejected)).toBeVisible(CALL);
  await expect(request.getByText('Rejected', { exact: true })).toBeVisible();

  // The student's card follows live: the status, the mentor's reason and note, no deadline any more.
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText(TEXTS.enrollment.rejectReasons.seats)).toBeVisible();
  await expect(card.getByText('Apply again for the spring round.')).toBeVisible();
  await expect(card.getByText(/Expires on/)).toHaveCount(0);
  await Promise.all([m.context().close(), s.context().close()]);
});

test(`a student with ${LIMITS.openApplications} open applications is told so, and withdrawing frees a place`, async ({
  browser,
}) => {
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor', profile: MENTOR_PROFILE }), createUser()]);
  const projects = await Promise.all(Array.from({ length: LIMITS.openApplications + 1 }, () => arrangeProject(mentor)));
  const last = projects.pop() as (typeof projects)[number];
  for (const p of projects) await writeEnrollment(p, personOf(student), LINKEDIN, 'pending');
  const s = await pageOf(browser, student);

  const { dialog } = await apply(s, last);
  await expect(dialog.getByRole('alert')).toHaveText(TEXTS.errors.openApplicationsCap, CALL);
  await expect(dialog.getByLabel('LinkedIn Profile URL')).toHaveValue(LINKEDIN);
  await expect(dialog.getByLabel(TEXTS.enrollment.messageLabel)).toHaveValue(MESSAGE);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await s.goto('/dashboard');
  const card = s.getByRole('listitem', { name: projects[0].title });
  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await s.getByRole('dialog', { name: 'Withdraw application?' }).getByRole('button', { name: 'Withdraw application' }).click();
  await expect(s.getByText(TEXTS.toasts.enrollments.withdrawn)).toBeVisible();
  await expect(card.getByText('Withdrawn')).toBeVisible();

  await apply(s, last);
  await expect(s.getByText(TEXTS.toasts.enrollments.sent)).toBeVisible(CALL);
  await s.context().close();
});

test('a full project says so on its card and in its dialog', async ({ page }) => {
  const [mentor, enrolled, student] = await Promise.all([
    createUser({ role: 'mentor', profile: MENTOR_PROFILE }),
    createUser(),
    createUser(),
  ]);
  const { project, listed } = await arrangeListedProject(mentor, 1);
  await writeEnrollment(project, personOf(enrolled), LINKEDIN, 'approved');
  await signIn(page, student);

  await page.goto(listed);
  await expect(page.getByRole('article', { name: project.title }).getByText('Full', { exact: true })).toBeVisible();
  await page.goto(`/projects/${project.id}`);
  const details = page.getByRole('dialog', { name: project.title });
  await expect(details.getByRole('button', { name: 'Full' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
});

test('a paused mentor’s project card says "Not accepting applications" on a phone and a laptop, and its dialog offers no Apply', async ({
  browser,
}) => {
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor', profile: MENTOR_PROFILE }), createUser()]);
  const { project, listed } = await arrangeListedProject(mentor);
  const m = await pageOf(browser, mentor, PHONE);
  await m.goto('/dashboard');
  await m.getByRole('button', { name: TEXTS.enrollment.pause }).click();
  await expect(m.getByText(TEXTS.enrollment.pausedBySelf)).toBeVisible(CALL);
  // onProfileUpdated carries the pause to the mentor's projects (a trigger whose worker may start late on a busy
  // machine).
  await expect
    .poll(async () => (await adminDb.doc(paths.project(project.id)).get()).get('mentor_accepting') as unknown, { timeout: 120_000 })
    .toBe(false);
  await m.context().close();

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const s = await pageOf(browser, student, viewport);
    await s.goto(listed);
    const card = s.getByRole('article', { name: project.title });
    const badge = card.getByText(TEXTS.enrollment.notAccepting, { exact: true });
    await expect(badge).toBeVisible();
    await expect(card.getByText(/seats? left/)).toHaveCount(0);
    // The whole words, never cut short.
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await card.getByRole('button', { name: 'Explore Project' }).click();
    const details = s.getByRole('dialog', { name: project.title });
    await expect(details.getByRole('button', { name: TEXTS.enrollment.notAccepting })).toBeDisabled();
    await expect(details.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await s.context().close();
  }
});
