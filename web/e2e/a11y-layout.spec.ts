import { expect, test, type Page } from './support/test';
import { createUser, unique } from './support/admin';
import { personOf, writeDiscussion, writeProject } from './support/documents';
import { settled } from './support/screens';
import { FIRESTORE_READS } from './support/lists';
import { signIn } from './support/session';

/**
 * Layout properties of WCAG 2.2 AA that axe cannot measure, on the main screens: touch targets (2.5.8, and
 * 44 px main actions on phones), text spacing (1.4.12) and reduced motion (2.3.3).
 */
// The screens' visits are independent tests: they run side by side on the workers.
test.describe.configure({ mode: 'parallel', timeout: 360_000 });

const PUBLIC_SCREENS = ['/', '/about', '/contact', '/mentorship', '/projects', '/career-hub', '/community', '/sign-in', '/sign-up', '/forgot-password'];
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** WCAG 2.5.8 (AA): targets are at least 24 x 24 CSS px, or spaced as if they were. */
const MIN_TARGET = 24;
/** The main actions of a screen are at least this tall on phones (WCAG 2.5.5's size). */
const MAIN_ACTION = 44;
/** A screen's main actions: its form's submit button and the buttons and links the screen is for. */
const MAIN_ACTION_NAMES = /^(Sign In|Create Account|Load more|Book on Topmate|Explore Project|Apply|Watch Video|Post Comment|Submit Request|Send Message)/;

/** A student's screens with their own project and discussion: the project's dialog, the discussion, the dashboard. */
async function studentScreens(page: Page): Promise<string[]> {
  const [mentor, author, student] = await Promise.all([
    createUser({ role: 'mentor' }),
    createUser({ admin: true }),
    createUser(),
  ]);
  const project = await writeProject(personOf(mentor), {
    title: unique('Layout Project'),
    description: 'A project for the layout checks.',
    category: 'Web Development',
  });
  const discussion = await writeDiscussion(personOf(author), {
    title: unique('Layout discussion'),
    content: 'Where do I start?',
    category: 'Mentorship',
    tags: ['layout'],
  });
  await signIn(page, student);
  return [`/projects/${project.id}`, `/community/discussion/${discussion}`, '/dashboard'];
}

/** Loads a screen and waits for its content; a project's route opens its dialog over the list. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  if (path.startsWith('/projects/')) await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * Interactive elements smaller than 24 x 24 px that no exception of WCAG 2.5.8 covers: links inline in a
 * sentence are exempt, and so is a small target whose 24 px circle touches no other target (nor its circle).
 * A visually hidden input (a segmented control's radio) is measured with its label, which is what one taps.
 */
function smallTargets(min: number): string[] {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
  const describe = (el: Element, r: DOMRect) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`;
  const inlineInText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  };
  const targets: { el: Element; rect: DOMRect; small: boolean }[] = [];
  for (const el of document.querySelectorAll(SELECTOR)) {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
    // Behind an open dialog nothing can be tapped.
    if (modal && !modal.contains(el)) continue;
    let rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    if (labels.length > 0 && (rect.width <= 1 || rect.height <= 1 || style.opacity === '0')) {
      const r = labels[0].getBoundingClientRect();
      rect = new DOMRect(r.x, r.y, r.width, r.height);
    }
    if (inlineInText(el)) continue;
    targets.push({ el, rect, small: rect.width < min || rect.height < min });
  }
  const centre = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
    Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  const found: string[] = [];
  for (const t of targets.filter((x) => x.small)) {
    const c = centre(t.rect);
    const crowded = targets.some((o) => {
      if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
      if (o.small) {
        const oc = centre(o.rect);
        return Math.hypot(c.x - oc.x, c.y - oc.y) < min;
      }
      return distanceToRect(c, o.rect) < min / 2;
    });
    if (crowded) found.push(describe(t.el, t.rect));
  }
  return found;
}

test('touch targets are at least 24 x 24 px, and the main actions 44 px tall on phones', async ({ page }) => {
  const screens = [...PUBLIC_SCREENS, ...(await studentScreens(page))];
  await page.setViewportSize(PHONE);
  const small: string[] = [];
  const short: string[] = [];
  let mainActions = 0;
  for (const path of screens) {
    await open(page, path);
    for (const t of await page.evaluate(smallTargets, MIN_TARGET)) small.push(`${path}: ${t}`);
    // The main actions in view (in the dialog, when one is open).
    const scope = path.startsWith('/projects/') ? page.getByRole('dialog') : page.getByRole('main');
    for (const action of await scope.getByRole('button', { name: MAIN_ACTION_NAMES }).or(scope.getByRole('link', { name: MAIN_ACTION_NAMES })).all()) {
      // One read: a box only for an element on screen. (Read after a separate visibility check, a part replaced in
      // between, such as the home page's calls to action once a signed-in person's arrive, measured 0 px.)
      const box = await action.boundingBox();
      if (!box) continue;
      mainActions += 1;
      const name = (await action.textContent())?.trim() ?? '';
      if (box.height < MAIN_ACTION) short.push(`${path}: "${name}" is ${box.height}px tall`);
    }
  }
  console.log(`[touch] ${screens.length} screens, ${mainActions} main actions measured`);
  expect(small, 'targets under 24 x 24 px').toEqual([]);
  expect(short, `main actions under ${MAIN_ACTION} px`).toEqual([]);
  // The check found main actions to measure: on the sign-in screen, on the discussion, in the project's dialog.
  expect(mainActions).toBeGreaterThanOrEqual(screens.length / 2);
});

/** The text-spacing overrides of WCAG 1.4.12, as a user style sheet or bookmarklet would apply them. */
const TEXT_SPACING = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * Elements holding text that hide their overflow and are too small for it: the text is cut off. Each is
 * marked with `data-clips`, so what was already cut before the overrides can be told apart from what the
 * overrides cut. A card's title or description clamped to a few lines is a preview: its full text is on the
 * item's own page or dialog, one activation away, so more spacing may shorten the preview (WCAG 1.4.12's
 * understanding allows truncation whose full text is available); any other text must stay whole.
 */
function clippedText(mark: boolean): string[] {
  const found: string[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (['INPUT', 'TEXTAREA', 'SELECT', 'IMG', 'IFRAME', 'svg'].includes(el.tagName)) continue;
    const style = getComputedStyle(el);
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
    // Visually hidden text (a status for screen readers) is 1 px on purpose; placeholders hold no text.
    if (el.clientWidth <= 1 || el.clientHeight <= 1 || el.closest('[aria-hidden="true"]')) continue;
    if (!(el.innerText ?? '').trim()) continue;
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    if (clamp !== '' && clamp !== 'none') continue;
    const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (!cutX && !cutY) continue;
    if (mark) {
      el.dataset.clips = '';
    } else if (!('clips' in el.dataset)) {
      found.push(
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${el.innerText.trim().slice(0, 40)}" ` +
          `${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
      );
    }
  }
  return found;
}

// One test per width, so that two workers share the screens' visits.
for (const [name, size] of [['a phone', PHONE], ['a laptop', DESKTOP]] as const) {
  test(`text spacing overrides (WCAG 1.4.12) cut no text and add no horizontal scrolling on ${name}`, async ({ page }) => {
    const screens = [...PUBLIC_SCREENS, ...(await studentScreens(page))];
    const problems: string[] = [];
    await page.setViewportSize(size);
    for (const path of screens) {
      await open(page, path);
      await page.evaluate(clippedText, true);
      const style = await page.addStyleTag({ content: TEXT_SPACING });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const c of await page.evaluate(clippedText, false)) problems.push(`${path} @${size.width}px: ${c}`);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) problems.push(`${path} @${size.width}px: page is ${scrollWidth}px wide in ${clientWidth}px`);
      // The overrides really applied (the check measured the spaced-out text).
      expect(await page.locator('h1').first().evaluate((h) => parseFloat(getComputedStyle(h).letterSpacing))).toBeGreaterThan(0);
      await style.evaluate((el) => el.parentNode?.removeChild(el));
    }
    expect(problems).toEqual([]);
  });
}

/** What moves on the page: the skeleton shimmer's animation, and any element with a transition longer than 0 s. */
function motion(): { shimmer: string[]; transitions: string[] } {
  const shimmer = [...document.querySelectorAll('.mantine-Skeleton-root')].map((el) => {
    const after = getComputedStyle(el, '::after');
    return `${after.animationName} ${after.animationDuration} x${after.animationIterationCount}`;
  });
  const transitions: string[] = [];
  for (const el of document.querySelectorAll('*')) {
    const durations = getComputedStyle(el).transitionDuration.split(',').map((d) => parseFloat(d));
    if (durations.some((d) => d > 0)) transitions.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}`);
  }
  return { shimmer, transitions };
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`prefers-reduced-motion: ${reducedMotion}: skeleton shimmer and transitions ${reducedMotion === 'reduce' ? 'are off' : 'run'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion, viewport: PHONE });
    const page = await context.newPage();
    // The data is held back, so the list shows its loading placeholders for as long as the test looks at them.
    await page.route(FIRESTORE_READS, () => undefined);
    await page.goto('/career-hub');
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ }).first()).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('.mantine-Skeleton-root').first()).toBeVisible();
    // The mobile menu slides in with a transition unless motion is reduced.
    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    const { shimmer, transitions } = await page.evaluate(motion);
    expect(shimmer.length).toBeGreaterThan(0);
    if (reducedMotion === 'reduce') {
      for (const s of shimmer) expect(s).toMatch(/ (0s|1e-05s) x1$/);
      expect(transitions).toEqual([]);
    } else {
      for (const s of shimmer) expect(s).toMatch(/ [1-9][\d.]*s xinfinite$/);
      expect(transitions.length).toBeGreaterThan(0);
    }
    await context.close();
  });
}
