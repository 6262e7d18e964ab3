import { expect, test, type Page } from './support/test';
import { keepScreenshot } from './support/screens';
import { paths, TEXTS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser } from './support/admin';
import { personOf, writeEnrollment, writeProject } from './support/documents';
import { signedInPage } from './support/session';

const DAY_MS = 86_400_000;
const D = TEXTS.dashboard;

/** The names of a section's applications, in order (each list item is named after its student and project). */
async function namesIn(page: Page, section: string): Promise<string[]> {
  const region = page.getByRole('region', { name: new RegExp(`^${section}`) });
  const items = region.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return (await items.evaluateAll((li) => li.map((el) => el.getAttribute('aria-label') ?? ''))).map((label) => label.split(',')[0]);
}

test('the mentor’s dashboard leads with what needs their answer, the longest-waiting first, on a phone and a laptop', async ({ browser }) => {
  const mentor = await createUser({ role: 'mentor' });
  const project = await writeProject(personOf(mentor), {
    title: 'Needs-answer project',
    description: 'A project for the dashboard’s order.',
    category: 'Web Development',
  });
  // Pending for 2, 12 and 9 days (written in that order, so "newest first" would put them the other way), one
  // asked for more information and one approved.
  const arranged: [name: string, status: 'pending' | 'needs_info' | 'approved', waited: number][] = [
    ['Pat Twodays', 'pending', 2],
    ['Pat Twelvedays', 'pending', 12],
    ['Pat Ninedays', 'pending', 9],
    ['Pat Asked', 'needs_info', 3],
    ['Pat Approved', 'approved', 5],
  ];
  for (const [name, status, waited] of arranged) {
    const student = await createUser({ displayName: name });
    await writeEnrollment(project, personOf(student), 'https://www.linkedin.com/in/pat', status, status === 'needs_info' ? 'Which stack?' : undefined);
    const since = Timestamp.fromMillis(Date.now() - waited * DAY_MS);
    await adminDb.doc(paths.enrollment(project.id, student.uid)).update({ waiting_since: since, created_at: since });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const m = await signedInPage(browser, mentor, { viewport });
    await m.goto('/dashboard');
    // The overview opens on the applications waiting for an answer, before the stat cards.
    const needs = m.getByRole('region', { name: `${D.needsAnswer} (3)` });
    await expect(needs).toBeVisible();
    expect(await namesIn(m, D.needsAnswer)).toEqual(['Pat Twelvedays', 'Pat Ninedays', 'Pat Twodays']);
    await expect(needs.getByText(`· ${TEXTS.enrollment.waitingDays(12)}`)).toBeVisible();
    const needsTop = (await needs.boundingBox())?.y ?? Infinity;
    const statTop = (await m.getByText(TEXTS.dashboard.totalProjects).boundingBox())?.y ?? -Infinity;
    expect(needsTop).toBeLessThan(statTop);
    await keepScreenshot(m, `mentor-dashboard-needs-answer-${viewport.width}`);

    // The four tabs share one line.
    const tabs = m.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);

    // The Applications tab: what needs an answer, then what waits for the student, then what is decided.
    await m.getByRole('tab', { name: /^Applications/ }).click();
    const headings = m.getByRole('tabpanel').getByRole('heading', { level: 3 });
    await expect(headings).toHaveText([`${D.needsAnswer} (3)`, `${D.waitingForStudent} (1)`, `${D.decided} (1)`]);
    expect(await namesIn(m, D.needsAnswer)).toEqual(['Pat Twelvedays', 'Pat Ninedays', 'Pat Twodays']);
    expect(await namesIn(m, D.waitingForStudent)).toEqual(['Pat Asked']);
    expect(await namesIn(m, D.decided)).toEqual(['Pat Approved']);
    await keepScreenshot(m, `mentor-dashboard-applications-${viewport.width}`);
    expect(await m.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await m.context().close();
  }
});
