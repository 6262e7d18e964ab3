import { expect, test, type Page } from './support/test';
import { COLLECTIONS, paths, TEXTS } from '@mentorbridge/model';
import { adminDb, createUser, unique, type TestUser } from './support/admin';
import { personOf, writeEnrollment, writeProject } from './support/documents';
import { chooseFilter, filterSelect, loadAllPages, loadMoreButton } from './support/lists';
import { signedInPage } from './support/session';
import { holdVisitorIdleTimer } from './support/time';

const MENTOR_PROFILE = {
  bio: 'Data scientist with ten years of experience mentoring students on practical analytics projects.',
  topmate_url: 'https://topmate.io/someone/',
  specialization: 'Data Science',
};
const LINKEDIN_ERROR = 'Please enter a valid LinkedIn profile URL (e.g., linkedin.com/in/username)';
const DISCUSSION_HINT = 'The project may have been deleted, or you may not have access to its discussion.';
const DENIED = "You don't have permission to access this discussion";

const newMentor = () => createUser({ role: 'mentor', profile: MENTOR_PROFILE });

/** A project and, optionally, an approved request by the student, written directly with firebase-admin. */
async function arrangeProject(mentor: TestUser, approvedStudent?: TestUser): Promise<{ id: string; title: string }> {
  const project = await writeProject(personOf(mentor), {
    title: unique('Arranged Project'),
    description: 'A project arranged by the test.',
    category: 'Data Science',
    difficulty: 'beginner',
    estimated_hours: 4,
  });
  if (approvedStudent) {
    await writeEnrollment(project, personOf(approvedStudent), 'https://www.linkedin.com/in/arranged', 'approved');
  }
  return { id: project.id, title: project.title };
}

async function post(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test('mentor and student go through the whole project loop', async ({ browser }) => {
  test.setTimeout(300_000);
  const [mentor, student, outsider] = await Promise.all([newMentor(), createUser(), createUser()]);
  const m = await signedInPage(browser, mentor);
  const s = await signedInPage(browser, student);

  // The mentor creates a project; the required fields are checked first.
  await m.goto('/create-project');
  await m.getByRole('button', { name: 'Create Project' }).click();
  await expect(m.getByText('Please fill in all required fields')).toBeVisible();
  const title = unique('Loop Project');
  await m.getByLabel('Project Title').fill(title);
  await m.getByRole('combobox', { name: 'Category' }).fill('Data Science');
  await m.getByLabel('Description').fill('Clean a public dataset and present three findings.');
  await expect(m.getByLabel('Estimated Hours')).toHaveValue('1');
  await m.getByLabel('Estimated Hours').fill('12');
  await m.getByRole('combobox', { name: 'Difficulty' }).click();
  await m.getByRole('option', { name: 'Intermediate' }).click();
  await m.getByRole('button', { name: 'Create Project' }).click();
  await expect(m.getByText('Project created successfully!')).toBeVisible();
  await expect(m).toHaveURL(/\/profile\?tab=projects$/);

  const mentorProjects = () => adminDb.collection(COLLECTIONS.projects).where('mentor_id', '==', mentor.uid).get();
  await expect.poll(async () => (await mentorProjects()).size, { timeout: 30_000 }).toBe(1);
  const created = await mentorProjects();
  const projectId = created.docs[0].id;
  expect(created.docs[0].data()).toMatchObject({
    title,
    category: 'Data Science',
    difficulty: 'intermediate',
    estimated_hours: 12,
    mentor: { id: mentor.uid, display_name: mentor.displayName },
  });

  // The student applies: a bad LinkedIn URL first, then a good one.
  await s.goto(`/projects/${projectId}`);
  const details = s.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Apply', exact: true }).click();
  const enroll = s.getByRole('dialog', { name: `Apply to ${title}` });
  await enroll.getByLabel('LinkedIn Profile URL').fill('https://example.com/in/me');
  await enroll.getByRole('button', { name: 'Send application' }).click();
  await expect(enroll.getByText(LINKEDIN_ERROR)).toBeVisible();
  await enroll.getByLabel('LinkedIn Profile URL').fill('www.linkedin.com/in/e2e-student');
  await enroll.getByLabel(TEXTS.enrollment.messageLabel).fill('I want to practise data cleaning on a real dataset with feedback.');
  await enroll.getByRole('button', { name: 'Send application' }).click();
  await expect(s.getByText('Application sent')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Application pending' })).toBeDisabled();

  // The mentor sees the request on the dashboard, pre-filtered, and approves it.
  await m.goto(`/dashboard?project=${projectId}`);
  await expect(m.getByRole('tab', { name: /Applications/, selected: true })).toBeVisible();
  const request = m.getByRole('listitem', { name: `${student.displayName}, ${title}` });
  await expect(request.getByText('Pending')).toBeVisible();
  await expect(request.getByRole('link', { name: 'LinkedIn Profile' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/e2e-student',
  );
  await request.getByRole('button', { name: `Approve ${student.displayName}` }).click();
  await m.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
  await expect(m.getByText('Application approved', { exact: true })).toBeVisible();
  await expect(request.getByText('Approved')).toBeVisible();
  await m.getByRole('tab', { name: 'Overview' }).click();
  await expect(m.getByLabel('Total applications: 1')).toBeVisible();
  await expect(m.getByLabel('Approved students: 1')).toBeVisible();

  // The student's open dialog follows the decision live, and leads to the discussion.
  await expect(details.getByRole('button', { name: 'Application approved' })).toBeDisabled();
  await details.getByRole('link', { name: 'View Project Discussions' }).click();
  await expect(s).toHaveURL(new RegExp(`/project-discussions/${projectId}$`));
  await expect(s.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(s.getByRole('heading', { name: 'Project Info' })).toBeVisible();

  // Both post; each sees the other's message without reloading.
  await m.goto(`/project-discussions/${projectId}`);
  await expect(m.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await post(s, 'Hello from the student');
  await expect(m.getByRole('log', { name: 'Messages' }).getByText('Hello from the student')).toBeVisible();
  await post(m, 'Welcome aboard, student!');
  const studentLog = s.getByRole('log', { name: 'Messages' });
  await expect(studentLog.getByText('Welcome aboard, student!')).toBeVisible();
  await expect(studentLog.getByRole('listitem')).toHaveCount(2);
  await expect(studentLog.getByRole('listitem').first()).toContainText('Hello from the student');

  // A student without an approved request is turned away.
  const o = await signedInPage(browser, outsider);
  await o.goto(`/project-discussions/${projectId}`);
  await expect(o.getByText(DENIED)).toBeVisible();
  await expect(o).toHaveURL(/\/$/);
  await o.context().close();

  // The mentor deletes the project; the discussion route then shows the not-found hint.
  await m.goto(`/projects/${projectId}`);
  const mentorDetails = m.getByRole('dialog', { name: title });
  await mentorDetails.getByRole('button', { name: 'Delete' }).click();
  await m.getByRole('dialog', { name: 'Delete Project' }).getByRole('button', { name: 'Delete Project' }).click();
  await expect(m.getByText('Project deleted successfully')).toBeVisible();
  await expect(s.getByText(DISCUSSION_HINT)).toBeVisible();
  await m.goto(`/project-discussions/${projectId}`);
  await expect(m.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(m.getByText(DISCUSSION_HINT)).toBeVisible();

  // Its request and messages are removed with it.
  await expect
    .poll(async () => (await adminDb.doc(paths.enrollment(projectId, student.uid)).get()).exists, {
      timeout: 90_000,
    })
    .toBe(false);
  await expect
    .poll(async () => (await adminDb.collection(paths.projectMessages(projectId)).get()).size, { timeout: 90_000 })
    .toBe(0);

  await m.context().close();
  await s.context().close();
});

test('a message written offline shows as pending, survives a reload and is sent when back online', async ({
  browser,
}) => {
  const [mentor, student] = await Promise.all([newMentor(), createUser()]);
  const project = await arrangeProject(mentor, student);
  const page = await signedInPage(browser, student);
  await page.goto(`/project-discussions/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.context().setOffline(true);
  await post(page, 'Written while offline');
  const message = page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Written while offline' });
  await expect(message.getByText('Pending')).toBeVisible();

  await page.reload();
  await expect(message.getByText('Pending')).toBeVisible();

  await page.context().setOffline(false);
  await expect(message.getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await adminDb.collection(paths.projectMessages(project.id)).get()).docs.map((d) => d.get('message')))
    .toEqual(['Written while offline']);
  await page.context().close();
});

test('the owner edits a project through a path containing /edit', async ({ browser }) => {
  const mentor = await newMentor();
  const project = await arrangeProject(mentor);
  const page = await signedInPage(browser, mentor);

  await page.goto(`/create-project/${project.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await expect(page.getByLabel('Project Title')).toHaveValue(project.title);
  await page.getByLabel('Project Title').fill(`${project.title} v2`);
  await page.getByLabel('Estimated Hours').fill('30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=projects$/);
  // The app moves on without waiting for the server's acknowledgement; the write arrives shortly after.
  await expect
    .poll(async () => (await adminDb.doc(paths.project(project.id)).get()).data(), { timeout: 30_000 })
    .toMatchObject({ title: `${project.title} v2`, estimated_hours: 30, mentor_id: mentor.uid });
  await page.context().close();
});

test('students cannot create projects', async ({ browser }) => {
  const student = await createUser();
  const page = await signedInPage(browser, student);
  await page.goto('/create-project');
  await expect(page.getByText('Only mentors can create projects')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await page.context().close();
});

test('visitors filter the project list and are asked to sign in to apply', async ({ page }) => {
  // The project dialog's chunk (with the Firebase SDKs it needs) is fetched once a visitor acts on the page.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The visitor keeps reading until they act, however long the first page takes on this machine.
  await holdVisitorIdleTimer(page);
  const dialogRequested = () => requests.some((url) => /\/assets\/ProjectDetailDialog-[\w-]+\.js$/.test(url));
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Projects' })).toBeVisible();
  // The first page is all in (its foot shows once every card is), and a frame and a task later, nothing asked for it.
  await expect(loadMoreButton(page, 'projects')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  expect(dialogRequested()).toBe(false);
  await filterSelect(page, 'Category').focus();
  await expect.poll(dialogRequested).toBe(true);
  const bikes = page.getByRole('article', { name: 'Exploratory Analysis of City Bike Trips' });
  const habits = page.getByRole('article', { name: 'Ship a Mobile Habit Tracker with React Native' });
  const kubernetes = page.getByRole('article', { name: 'Deploy a Containerised API to Kubernetes' });
  // The list comes a page at a time, newest first, and other tests add newer projects (most of them Web Development
  // for beginners): each state is read to its end under filters the seeded projects it looks for keep short.
  await chooseFilter(page, 'Difficulty', 'Advanced');
  await expect(bikes).toHaveCount(0);
  await loadAllPages(page, 'projects');
  await expect(habits).toBeVisible();
  await expect(kubernetes).toBeVisible();
  await expect(bikes).toHaveCount(0);

  await chooseFilter(page, 'Category', 'Mobile Development');
  await expect(kubernetes).toHaveCount(0);
  await loadAllPages(page, 'projects');
  await expect(habits).toBeVisible();
  await expect(kubernetes).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(filterSelect(page, 'Category')).toHaveValue('');
  await expect(filterSelect(page, 'Difficulty')).toHaveValue('');
  // Unfiltered, the list is longer than a page: its first page has arrived when "Load more" shows again.
  await expect(loadMoreButton(page, 'projects')).toBeVisible();

  await chooseFilter(page, 'Category', 'Data Science');
  await loadAllPages(page, 'projects');
  await expect(bikes).toBeVisible();
  await expect(habits).toHaveCount(0);

  await bikes.getByRole('button', { name: 'Explore Project' }).click();
  const details = page.getByRole('dialog', { name: 'Exploratory Analysis of City Bike Trips' });
  await expect(details.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(details.getByRole('tab', { name: 'Discussion' })).toBeVisible();
  await expect(details.getByRole('tab', { name: /Applications/ })).toHaveCount(0);
  await details.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Please sign in to apply to this project')).toBeVisible();
});
