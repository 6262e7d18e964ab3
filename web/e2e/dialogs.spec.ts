import { expect, test, type Locator } from './support/test';
import { LIMITS, TEXTS } from '@mentorbridge/model';
import { createUser, unique } from './support/admin';
import { personOf, writeProject } from './support/documents';
import { signedInPage } from './support/session';

/** Phones (320 px, the narrowest reflow width, and 390 px), a laptop, and that laptop at 200 % zoom (640 CSS px). */
const VIEWPORTS = [
  ['a 320 px phone', { width: 320, height: 640 }],
  ['a 390 px phone', { width: 390, height: 844 }],
  ['a laptop at 200 % zoom', { width: 640, height: 400 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const;

/** The least space between a dialog's title and its close button, in CSS px. */
const MIN_GAP = 4;

/**
 * A dialog's title and close button do not overlap or touch: where they share any height, the title ends at least
 * MIN_GAP px before the button; and the title's text stays inside its own box (a long word wraps).
 */
async function expectTitleClearOfClose(dialog: Locator) {
  const title = dialog.locator('.mantine-Modal-title').first();
  const close = dialog.getByRole('button', { name: TEXTS.a11y.close }).first();
  await expect(title).toBeVisible();
  await expect(close).toBeVisible();
  const [t, c] = await Promise.all([title.boundingBox(), close.boundingBox()]);
  if (!t || !c) throw new Error('The dialog has no title or close button box');
  const sharesHeight = t.y < c.y + c.height && c.y < t.y + t.height;
  if (sharesHeight) expect(c.x - (t.x + t.width), 'space between the title and the close button').toBeGreaterThanOrEqual(MIN_GAP);
  const overflows = await title.evaluate((element) => element.scrollWidth > element.clientWidth + 0.5);
  expect(overflows, 'the title runs out of its box').toBe(false);
}

test.describe("dialogs' close buttons keep clear of long titles", () => {
  for (const [device, viewport] of VIEWPORTS) {
    test(`the project dialog and its apply dialog on ${device}`, async ({ browser }) => {
      const [mentor, student] = await Promise.all([createUser({ role: 'mentor' }), createUser()]);
      // As long as a title may be, with a word too long for any line.
      const start = `${unique('Dialog')} Pneumonoultramicroscopicsilicovolcanoconiosisresearchplatform `;
      const title = (start + 'for an end-to-end analytics project with a very long title '.repeat(4)).slice(0, LIMITS.projectTitle).trim();
      const project = await writeProject(personOf(mentor), {
        title,
        description: 'A project whose title is as long as a title may be.',
        category: 'Web Development',
      });

      const page = await signedInPage(browser, student, { viewport });
      await page.goto(`/projects/${project.id}`);
      const details = page.getByRole('dialog', { name: title });
      await expect(details.getByRole('button', { name: TEXTS.enrollment.apply, exact: true })).toBeVisible();
      await expectTitleClearOfClose(details);

      await details.getByRole('button', { name: TEXTS.enrollment.apply, exact: true }).click();
      const apply = page.getByRole('dialog', { name: TEXTS.enrollment.applyTitle(title) });
      await expect(apply.getByLabel('LinkedIn Profile URL')).toBeVisible();
      await expectTitleClearOfClose(apply);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    });
  }
});

/** Whether two boxes share any area. */
const intersects = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('toasts keep clear of an open dialog', () => {
  for (const [device, viewport] of VIEWPORTS.filter(([, size]) => size.width === 390 || size.width === 1280)) {
    // The project dialog's header is at the top of the screen (the whole screen on a phone), where toasts once came in.
    test(`a toast over the project dialog on ${device}`, async ({ browser }) => {
      const mentor = await createUser({ role: 'mentor' });
      const title = unique('Toast');
      const project = await writeProject(personOf(mentor), { title, description: 'A project to apply to.', category: 'Web Development' });

      // A visitor's Apply is answered with a toast (sign in first), and the dialog stays open.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`/projects/${project.id}`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toHaveCSS('opacity', '1');
      await dialog.getByRole('button', { name: TEXTS.enrollment.apply, exact: true }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: TEXTS.toasts.enrollments.signInToEnroll });
      await expect(toast).toBeVisible();
      await expect(dialog).toBeVisible();
      // Announced, as every toast.
      await expect(toast).toHaveAttribute('role', 'alert');
      // Settled in its place: its entry transition (opacity with the slide) is over.
      await expect(toast).toHaveCSS('opacity', '1');
      const box = await toast.boundingBox();
      const heading = await dialog.locator('.mantine-Modal-title').boundingBox();
      const close = await dialog.getByRole('button', { name: TEXTS.a11y.close }).boundingBox();
      if (!box || !heading || !close) throw new Error('The toast or the dialog has no box');
      expect(intersects(box, heading), 'the toast covers the dialog’s title').toBe(false);
      expect(intersects(box, close), 'the toast covers the dialog’s close button').toBe(false);
      // Drawn above the dialog and its overlay: the topmost element at the toast's centre is the toast's own.
      const onTop = () =>
        toast.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
      await expect.poll(onTop, { message: 'the toast is under the dialog or its overlay' }).toBe(true);
      await context.close();
    });
  }
});
