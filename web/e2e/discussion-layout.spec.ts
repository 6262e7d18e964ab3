import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Locator, type Page } from './support/test';
import { newProjectMessage, paths, TEXTS } from '@mentorbridge/model';
import { adminDb, createUser, unique } from './support/admin';
import { personOf, writeEnrollment, writeProject } from './support/documents';
import { signedInPage } from './support/session';

/** More messages than any screen shows at once. */
const MESSAGES = 24;

/** A project with an approved student and a long thread between them and the mentor, oldest first. */
async function arrangeThread() {
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor' }), createUser()]);
  const project = await writeProject(personOf(mentor), {
    title: unique('Thread layout'),
    description: 'A project whose discussion is longer than a screen.',
    category: 'Web Development',
  });
  await writeEnrollment(project, personOf(student), 'https://www.linkedin.com/in/thread-layout', 'approved');
  const batch = adminDb.batch();
  const start = Date.now() - MESSAGES * 60_000;
  for (let i = 0; i < MESSAGES; i++) {
    const author = personOf(i % 2 ? mentor : student);
    const text = `Message ${i + 1}: ${i % 3 ? 'a short note' : 'a longer note about the project plan, the next milestone and what to read before it'}`;
    batch.set(
      adminDb.collection(paths.projectMessages(project.id)).doc(),
      newProjectMessage(project.id, author, text, Timestamp.fromMillis(start + i * 60_000)),
    );
  }
  await batch.commit();
  return { student, project, last: `Message ${MESSAGES}:` };
}

/** The nearest ancestor of `locator` that scrolls its content itself (a scroll box), or null when only the page scrolls. */
function scrollBoxAround(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowY } = getComputedStyle(node);
      if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight + 1) return node.className || node.tagName;
    }
    return null;
  });
}

/** How many lines the hint under the message box takes. */
function hintLines(page: Page): Promise<number> {
  return page.getByText(TEXTS.projectThread.hint, { exact: true }).evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

const composerOf = (page: Page) => page.locator('form').filter({ has: page.getByRole('textbox', { name: TEXTS.projectThread.message }) });

test.describe('the project discussion page', () => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
  ]) {
    test(`fills a ${viewport.width} px phone with the message box pinned at the bottom`, async ({ browser }) => {
      const { student, project, last } = await arrangeThread();
      const page = await signedInPage(browser, student, { viewport });
      await page.goto(`/project-discussions/${project.id}`);
      const log = page.getByRole('log', { name: TEXTS.projectThread.messages });
      const newest = log.getByRole('listitem').filter({ hasText: last });
      const composer = composerOf(page);

      // The newest message is in view, just above the message box, which sits at the bottom of the screen.
      await expect(newest).toBeInViewport();
      await expect(composer).toBeInViewport();
      const pinned = async () => {
        const box = await composer.boundingBox();
        return box ? Math.round(box.y + box.height) : null;
      };
      await expect.poll(pinned).toBe(viewport.height);
      const [message, form] = await Promise.all([newest.boundingBox(), composer.boundingBox()]);
      expect(message && form && message.y + message.height <= form.y + 1).toBe(true);

      // The messages scroll with the page: no scroll box inside it.
      expect(await scrollBoxAround(log)).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

      // Scrolled back to the start of the thread, the message box stays at the bottom of the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeInViewport();
      await expect.poll(pinned).toBe(viewport.height);
      await expect(newest).not.toBeInViewport();

      // The hint is one line, under the box and the button together; nothing is wider than the screen.
      expect(await hintLines(page)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Sending keeps the newest message, the one just sent, in view above the box.
      await page.getByRole('textbox', { name: TEXTS.projectThread.message }).fill('Sent from a phone');
      await page.getByRole('button', { name: TEXTS.projectThread.send }).click();
      await expect(log.getByRole('listitem').filter({ hasText: 'Sent from a phone' })).toBeInViewport();
      await expect.poll(pinned).toBe(viewport.height);
      await page.context().close();
    });
  }

  test('keeps its scroll box beside the project on a laptop', async ({ browser }) => {
    const { student, project, last } = await arrangeThread();
    const page = await signedInPage(browser, student, { viewport: { width: 1280, height: 800 } });
    await page.goto(`/project-discussions/${project.id}`);
    const log = page.getByRole('log', { name: TEXTS.projectThread.messages });
    await expect(log.getByRole('listitem').filter({ hasText: last })).toBeInViewport();
    expect(await scrollBoxAround(log)).not.toBeNull();
    await expect(composerOf(page)).toBeInViewport();
    await expect(page.getByRole('complementary', { name: 'Project Info' })).toBeInViewport();
    expect(await hintLines(page)).toBe(1);
    await page.context().close();
  });
});
