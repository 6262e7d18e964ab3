import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, test, type Locator, type Page } from './support/test';
import { DISCUSSIONS, PROJECTS } from '../../scripts/demo';
import { ALLOWED_FINDINGS } from './a11y-allowlist';
import { Timestamp } from 'firebase-admin/firestore';
import { newNotification, notificationPaths, notificationTargets } from '@mentorbridge/model';
import { adminDb, createUser, unique } from './support/admin';
import { personOf, writeEnrollment, writeProject } from './support/documents';
import { settled } from './support/screens';
import { signedInPage } from './support/session';

/**
 * WCAG 2.2 AA, checked by axe-core in real Chromium on every screen of the route table and the dialogs
 * that matter, as a visitor, a student, a mentor and an admin, in both themes at phone and desktop width.
 * Each role has one browser context; a page is loaded once and audited four times by resizing the viewport
 * and switching the system colour scheme in place (the app follows it: theme "system" is the default).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** The rules whose outcome depends on the colour scheme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** 320 CSS px (WCAG 1.4.10) and a 1280 px window at 200 % zoom. */
const REFLOW_WIDTHS = [320, 640] as const;

const PROFILE = {
  bio: 'Data scientist with ten years of experience mentoring students on practical analytics projects.',
  topmate_url: 'https://topmate.io/someone/',
  specialization: 'Data Science',
};

interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** What axe measured, when it says (colour contrast: the colours and the ratio). */
  detail: string;
  targets: Set<string>;
  where: Set<string>;
}

/** What axe found for one role, merged over pages, widths and themes: one finding per rule and measurement. */
class Findings {
  private readonly byKey = new Map<string, Finding>();
  /** Pages wider than the viewport at a reflow width. */
  readonly overflow: string[] = [];
  /** Pages without exactly one h1 or one of each landmark. */
  readonly structure: string[] = [];
  /** Time spent in axe, for the report. */
  axeMs = 0;

  add(violations: Result[], where: string): void {
    for (const v of violations) {
      for (const node of v.nodes) {
        const target = node.target.map(String).join(' ');
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const detail = data?.fgColor ? `${data.fgColor} on ${data.bgColor} (${data.contrastRatio}:1)` : target;
        const key = `${v.id}|${detail}`;
        const found = this.byKey.get(key) ?? {
          rule: v.id,
          impact: v.impact ?? 'minor',
          help: v.help,
          detail,
          targets: new Set<string>(),
          where: new Set<string>(),
        };
        found.targets.add(target);
        found.where.add(where);
        this.byKey.set(key, found);
      }
    }
  }

  /** Prints every finding, and returns the serious and critical ones that the allow-list does not name. */
  report(role: string): string[] {
    const all = [...this.byKey.values()];
    const nodes: Record<string, number> = {};
    for (const f of all) nodes[f.impact] = (nodes[f.impact] ?? 0) + f.targets.size;
    console.log(`[a11y] ${role}: ${all.length} finding(s), elements by impact ${JSON.stringify(nodes)}; ${Math.round(this.axeMs / 1000)} s in axe`);
    const list = (items: Set<string>, n: number) =>
      [...items].slice(0, n).join(', ') + (items.size > n ? ` (+${items.size - n} more)` : '');
    for (const f of all) {
      console.log(`[a11y] ${role} ${f.impact} ${f.rule}: ${f.help}: ${f.detail}\n    ${list(f.targets, 2)}\n    on ${list(f.where, 4)}`);
    }
    const allowed = (f: Finding) =>
      ALLOWED_FINDINGS.some((a) => a.rule === f.rule && [...f.targets].every((t) => t.includes(a.target)));
    for (const o of this.overflow) console.log(`[a11y] ${role} horizontal scrolling: ${o}`);
    return [
      ...all
        .filter((f) => FAILING_IMPACTS.has(f.impact) && !allowed(f))
        .map((f) => `${f.impact} ${f.rule}: ${f.detail} at ${[...f.targets][0]} on ${[...f.where][0]}`),
      ...this.overflow.map((o) => `horizontal scrolling: ${o}`),
      ...this.structure.map((o) => `outline: ${o}`),
    ];
  }
}

/**
 * Runs axe on what the page shows now, at both widths (or only the widths given) and in both themes. The
 * light pass runs every rule; the dark pass runs the rules a colour scheme can change (contrast, links told
 * apart by colour), since the markup is the same: that halves the time of the second pass.
 */
async function audit(page: Page, findings: Findings, where: string, widths: readonly number[] = WIDTHS): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // Two frames: styles of the new scheme are applied and painted before axe reads colours.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // axe runs in the page itself (legacy mode): the default mode sends every node's partial result, passes
      // included, out of the page and into a new blank page to finish there, which took most of the time.
      // Only violations come back in full. The one frame our screens embed is YouTube's player (not ours,
      // and unreachable in tests): frames are not entered.
      const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'], iframes: false });
      if (scheme === 'light') builder.withTags(TAGS);
      else builder.withRules(COLOUR_RULES);
      const started = Date.now();
      const { violations } = await builder.analyze();
      findings.axeMs += Date.now() - started;
      findings.add(violations, `${where} @${width}px ${scheme}`);
    }
  }
}

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px, and at 640 CSS px (a 1280 px window zoomed to 200 %), the page
 * scrolls only vertically. Each width at which the document is wider than the viewport is recorded.
 */
async function reflow(page: Page, findings: Findings, where: string): Promise<void> {
  for (const width of REFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: 640 });
    const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
      const root = document.documentElement;
      // The element reaching furthest right, to say what overflows.
      let widest = '';
      let right = root.clientWidth;
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > right + 1 && r.width > 0) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
        }
      }
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
    });
    if (scrollWidth > clientWidth) findings.overflow.push(`${where} at ${width}px: ${scrollWidth}px wide, widest ${widest}`);
  }
}

/** One h1, and the landmarks every screen has: banner, main navigation (on wide screens), main, contentinfo. */
async function structure(page: Page, findings: Findings, where: string): Promise<void> {
  const counts = await page.evaluate(() => {
    // header and footer are banner and contentinfo only outside sectioning elements and dialogs.
    const landmarks = (tag: string) =>
      [...document.querySelectorAll(tag)].filter((el) => !el.parentElement?.closest('main, article, aside, nav, section, [role="dialog"]')).length;
    return {
      h1: document.querySelectorAll('h1').length,
      banner: landmarks('header'),
      navigation: document.querySelectorAll('header nav[aria-label="Main"]').length,
      main: document.querySelectorAll('main').length,
      contentinfo: landmarks('footer'),
    };
  });
  for (const [what, count] of Object.entries(counts)) {
    if (count !== 1) findings.structure.push(`${where}: ${count} ${what}`);
  }
}

async function visit(page: Page, findings: Findings, path: string, heading?: string | RegExp): Promise<void> {
  const started = Date.now();
  await page.goto(path);
  await settled(page, heading);
  const loaded = Date.now();
  await structure(page, findings, path);
  await audit(page, findings, path);
  await reflow(page, findings, path);
  console.log(`[a11y] ${path}: loaded in ${loaded - started} ms, checked in ${Date.now() - loaded} ms`);
}

/** Opens something (a dialog, a menu), audits the page with it open, and closes it with Escape. */
async function auditOpen(page: Page, findings: Findings, where: string, open: () => Promise<Locator>, widths: readonly number[] = WIDTHS) {
  const opened = await open();
  await expect(opened).toBeVisible();
  await audit(page, findings, where, widths);
}

/** A role's own context, in the light scheme with reduced motion (the audit switches the scheme in place). */
const CONTEXT = { colorScheme: 'light', reducedMotion: 'reduce' } as const;

const project = PROJECTS[0];
const discussion = DISCUSSIONS[0];

test.describe('accessibility audit (axe, WCAG 2.2 AA)', () => {
  // The roles run side by side, one test per worker at a time, the longest first.
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  test('as a visitor: lists, discussions and their dialogs', async ({ browser }) => {
    const findings = new Findings();
    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/mentorship', /Mentor/],
      ['/career-hub', /Career/],
      ['/community', /Community/],
      [`/discussion/${discussion.id}`, discussion.title],
      [`/community/discussion/${discussion.id}`, discussion.title],
      ['/projects', /Projects/],
      // A mentor's public page, with their projects and videos.
      ['/profile/mentor-01', 'Maya Mentor'],
    ] as const) {
      await visit(page, findings, path, heading);
    }

    await page.goto(`/projects/${project.id}`);
    await auditOpen(page, findings, 'project detail (visitor)', async () => page.getByRole('dialog', { name: project.title }));

    await page.goto('/career-hub');
    await settled(page);
    await auditOpen(page, findings, 'play video', async () => {
      // The first card: videos other tests add come before the seeded ones.
      const first = page.getByRole('article').first();
      const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await first.getByRole('button', { name: 'Watch Video' }).click();
      return page.getByRole('dialog', { name: title });
    });
    await page.keyboard.press('Escape');
    expect(findings.report('visitor')).toEqual([]);
  });

  test('as a student', async ({ browser }) => {
    const findings = new Findings();
    const [student, mentor] = await Promise.all([createUser(), createUser({ role: 'mentor', profile: PROFILE })]);
    const approved = await writeProject(personOf(mentor), {
      title: unique('Audit Project'),
      description: 'A project the audit student is approved for.',
      category: 'Data Science',
      difficulty: 'beginner',
      estimated_hours: 4,
    });
    await writeEnrollment(approved, personOf(student), 'https://www.linkedin.com/in/audit-student', 'approved');
    // One notification, unread, so the bell's panel and /notifications are audited with an item.
    await adminDb.doc(notificationPaths.notification(student.uid, 'audit')).set(
      newNotification(
        { type: 'request_approved', recipient_id: student.uid, actor: personOf(mentor), target: notificationTargets.application(approved.id), thread: null, params: { title: approved.title } },
        Timestamp.now(),
      ),
    );
    const page = await signedInPage(browser, student, CONTEXT);

    for (const [path, heading] of [
      ['/', undefined],
      ['/dashboard', undefined],
      ['/profile', undefined],
      [`/profile/${mentor.uid}`, undefined],
      [`/project-discussions/${approved.id}`, undefined],
      [`/community/discussion/${discussion.id}`, discussion.title],
      ['/mentorship', /Mentor/],
      ['/notifications', 'Notifications'],
    ] as const) {
      await visit(page, findings, path, heading);
    }
    await page.goto('/profile?tab=account');
    await settled(page);
    await audit(page, findings, '/profile account settings');

    await page.goto('/');
    await settled(page);
    await auditOpen(page, findings, 'avatar menu', async () => {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      return page.getByRole('menu');
    }, [1280]);
    await page.keyboard.press('Escape');
    await auditOpen(page, findings, 'notifications panel', async () => {
      await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
      return page.getByRole('dialog', { name: 'Notifications' });
    }, [1280]);
    await page.keyboard.press('Escape');

    const open = PROJECTS.find((p) => p.id !== approved.id) ?? project;
    await page.goto(`/projects/${open.id}`);
    const detail = page.getByRole('dialog', { name: open.title });
    await auditOpen(page, findings, 'project detail (student)', async () => detail);
    await auditOpen(page, findings, 'enroll dialog', async () => {
      await detail.getByRole('button', { name: 'Apply', exact: true }).click();
      return page.getByRole('dialog', { name: `Apply to ${open.title}` });
    });
    expect(findings.report('student')).toEqual([]);
  });

  test('as a mentor', async ({ browser }) => {
    const findings = new Findings();
    const [mentor, student, incomplete] = await Promise.all([
      createUser({ role: 'mentor', profile: PROFILE }),
      createUser(),
      createUser({ role: 'mentor' }),
    ]);
    const own = await writeProject(personOf(mentor), {
      title: unique('Audit Own Project'),
      description: 'A project of the audit mentor with one pending request.',
      category: 'Data Science',
      difficulty: 'intermediate',
      estimated_hours: 6,
    });
    await writeEnrollment(own, personOf(student), 'https://www.linkedin.com/in/audit-pending', 'pending');
    const page = await signedInPage(browser, mentor, CONTEXT);

    for (const [path, heading] of [
      ['/dashboard', undefined],
      ['/dashboard?tab=requests', undefined],
      ['/profile?tab=projects', undefined],
      ['/profile?tab=videos', undefined],
      ['/create-project', undefined],
      [`/create-project?edit=${own.id}`, undefined],
      ['/upload-video', 'Upload Video'],
      ['/create-profile', undefined],
    ] as const) {
      await visit(page, findings, path, heading);
    }

    await page.goto(`/projects/${own.id}`);
    const detail = page.getByRole('dialog', { name: own.title });
    for (const tab of ['Details', 'Discussion', /Approved students/, 'Applications']) {
      await auditOpen(page, findings, `project detail tab ${String(tab)}`, async () => {
        await detail.getByRole('tab', { name: tab }).click();
        return detail.getByRole('tabpanel');
      });
    }
    await auditOpen(page, findings, 'approve confirm dialog', async () => {
      await detail.getByRole('button', { name: 'Approve' }).click();
      return page.getByRole('dialog', { name: 'Approve application' });
    });

    const second = await signedInPage(browser, incomplete, CONTEXT);
    await second.goto('/profile');
    await auditOpen(second, findings, 'completion dialog', async () => second.getByRole('dialog'));
    expect(findings.report('mentor')).toEqual([]);
  });

  // A visitor's screens are the most: they are split in two tests, so that the workers finish close together.
  test('as a visitor: pages and forms', async ({ browser }) => {
    const findings = new Findings();
    const context = await browser.newContext(CONTEXT);
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/', undefined],
      ['/about', 'About MentorBridge'],
      ['/contact', 'Contact Us'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/sign-in', /Sign In/],
      ['/sign-up', /Join Our Platform/],
      ['/forgot-password', /Password/],
      ['/reset-password?token=none', undefined],
      ['/set-admin', undefined],
      ['/no-such-page', 'Page Not Found'],
    ] as const) {
      await visit(page, findings, path, heading);
    }

    await page.goto('/');
    await settled(page);
    await auditOpen(
      page,
      findings,
      'mobile menu',
      async () => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.getByRole('button', { name: 'Open menu' }).click();
        return page.getByRole('dialog');
      },
      [375],
    );
    expect(findings.report('visitor')).toEqual([]);
  });

  // The admin's screens in two tests, so each stays well inside its time on a loaded machine (the dashboard's
  // tabs alone are 24 audits).
  test('as an admin: the dashboard and its tabs', async ({ browser }) => {
    const findings = new Findings();
    const admin = await createUser({ admin: true });
    const page = await signedInPage(browser, admin, CONTEXT);
    await visit(page, findings, '/admin', 'Admin Dashboard');
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
      await audit(page, findings, `/admin ${tab}`);
    }
    expect(findings.report('admin')).toEqual([]);
  });

  test('as an admin: the pages only admins see differently', async ({ browser }) => {
    const findings = new Findings();
    const admin = await createUser({ admin: true });
    const page = await signedInPage(browser, admin, CONTEXT);
    await visit(page, findings, '/community/new');
    await visit(page, findings, '/youtube-setup');
    await visit(page, findings, '/community', /Community/);
    expect(findings.report('admin')).toEqual([]);
  });
});
