import { expect, test, type Page } from './support/test';
import { ENROLLMENT_STATUSES, LIMITS, paths, TEXTS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser } from './support/admin';
import { personOf, writeEnrollment, writeProject } from './support/documents';
import { signedInPage } from './support/session';

const PHONE = { width: 320, height: 640 };
const LAPTOP = { width: 1280, height: 800 };

/** Each status badge in the list shows its whole word: no ellipsis, nothing cut at the badge's edge. */
async function expectWholeStatuses(page: Page) {
  for (const status of ENROLLMENT_STATUSES) {
    const word = TEXTS.enrollment.status[status];
    const badge = page.getByRole('main').locator('.mantine-Badge-root', { hasText: new RegExp(`^${word}$`, 'i') }).first();
    await expect(badge, word).toBeVisible();
    const fits = await badge.evaluate((root) => {
      const label = root.querySelector('.mantine-Badge-label') ?? root;
      const box = root.getBoundingClientRect();
      const text = label.getBoundingClientRect();
      return label.scrollWidth <= label.clientWidth && text.right <= box.right + 0.5;
    });
    expect(fits, `${word} is shown whole`).toBe(true);
    await expect(badge).toHaveText(word);
  }
  // And every other badge on the screen ("Waiting 7+ days", a project's difficulty, "Full"...).
  const cut = await page
    .getByRole('main')
    .locator('.mantine-Badge-root')
    .evaluateAll((roots) =>
      roots
        .filter((root) => {
          const label = root.querySelector('.mantine-Badge-label') ?? root;
          const box = root.getBoundingClientRect();
          const text = label.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth || root.scrollWidth > root.clientWidth || text.right > box.right + 0.5;
        })
        .map((root) => root.textContent),
    );
  expect(cut, 'badges cut short').toEqual([]);
}

test.describe('request statuses', () => {
  for (const [device, viewport] of [
    ['a 320 px phone', PHONE],
    ['a laptop', LAPTOP],
  ] as const) {
    test(`are shown whole to the student and the mentor on ${device}`, async ({ browser }) => {
      const mentor = await createUser({ role: 'mentor' });
      const student = await createUser({ displayName: 'Sam Statusworth-Longname' });
      for (const [i, status] of ENROLLMENT_STATUSES.entries()) {
        const project = await writeProject(personOf(mentor), {
          title: `Status ${i}: a project with a rather long title that wraps on a phone`,
          description: 'A project for the status checks.',
          category: 'Web Development',
        });
        await writeEnrollment(project, personOf(student), 'https://www.linkedin.com/in/sam-status', status);
        // The pending one has waited long enough for its "Waiting 7+ days" badge, which must not be cut either.
        if (status === 'pending') {
          const since = Timestamp.fromMillis(Date.now() - (LIMITS.enrollmentWaitingHighlightDays + 1) * 86_400_000);
          await adminDb.doc(paths.enrollment(project.id, student.uid)).update({ waiting_since: since });
        }
      }

      const s = await signedInPage(browser, student, { viewport });
      await s.goto('/dashboard');
      await expectWholeStatuses(s);
      await s.context().close();

      const m = await signedInPage(browser, mentor, { viewport });
      await m.goto('/dashboard');
      await m.getByRole('tab', { name: /^Applications/ }).click();
      await expect(m.getByRole('main').getByText(TEXTS.enrollment.waitingLong)).toBeVisible();
      await expectWholeStatuses(m);
      await m.context().close();
    });
  }
});
