import { expect, test } from './support/test';
import { COLLECTIONS } from '@mentorbridge/model';
import { adminDb, unique } from './support/admin';
import { DATA_PAGES } from './support/dataPages';
import { holdVisitorIdleTimer } from './support/time';

/** The loader's fallback (web/src/startup/loaderScript.ts, `setTimeout(load, 3000)`): the app starts by then whatever the cards do. */
const LOAD_FALLBACK_MS = 3000;

const publicRoutes: [string, string | RegExp][] = [
  ['/', /MentorBridge|Bridging/i],
  ['/about', 'About MentorBridge'],
  ['/contact', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/community', /Community/],
  ['/mentorship', /Mentor/],
  ['/projects', /Projects/],
  ['/career-hub', /Career/],
  ['/sign-in', /Sign In/],
  ['/sign-up', /Join Our Platform/],
  ['/forgot-password', /Password/],
];

test.describe('public routes', () => {
  for (const [path, heading] of publicRoutes) {
    test(`${path} renders its heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    });
  }

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('the landing page', () => {
  test('is readable before any script runs (it is rendered at build time)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to MentorBridge' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/sign-up');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentorship' })).toHaveAttribute('href', '/mentorship');
    await context.close();
  });

  test('hydrates the pre-rendered page without errors and responds to input', async ({ page, browserLog }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /^Theme: / });
    await expect(toggle).toHaveAccessibleName('Theme: system. Switch to light');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: light. Switch to dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    // A mismatch between the build-time page and the first client render is logged as an error.
    expect(browserLog.errors).toEqual([]);
  });

  test('requests its scripts after the first paint and marks the start-up chunks for eager compilation', async ({ page }) => {
    // What the page's loader adds, in one task: the entry script, then the boot's own chunks (React DOM). The first
    // batch of added nodes holding a module script is the loader's.
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { loaderAdded: string[] }).loaderAdded = added;
      new MutationObserver((records, observer) => {
        const nodes = records.flatMap((record) => Array.from(record.addedNodes));
        const urls = nodes.flatMap((node) =>
          node instanceof HTMLScriptElement && node.type === 'module' && node.src ? [node.src] : node instanceof HTMLLinkElement && node.rel === 'modulepreload' ? [node.href] : [],
        );
        if (!nodes.some((node) => node instanceof HTMLScriptElement && node.type === 'module')) return;
        observer.disconnect();
        added.push(...urls);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // The toggle answering means the app has started.
    const toggle = page.getByRole('button', { name: /^Theme: / });
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Theme: light. Switch to dark');
    const startup = await page.evaluate(async () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
      const [entry, ...boot] = (window as unknown as { loaderAdded: string[] }).loaderAdded;
      const firstLines = await Promise.all(
        [entry, ...boot].map(async (url) => (url ? (await (await fetch(url)).text()).split('\n', 1)[0] : 'missing')),
      );
      return { fcp, earliestScript: Math.min(...scripts.map((s) => s.startTime)), count: scripts.length, firstLines };
    });
    expect(startup.count).toBeGreaterThan(2);
    expect(startup.fcp).toBeLessThan(startup.earliestScript);
    expect(startup.firstLines.length).toBeGreaterThanOrEqual(2);
    for (const line of startup.firstLines) expect(line).toBe('//# allFunctionsCalledOnLoad');
  });
});

test.describe('a data page', () => {
  /** YouTube's image host, played here: every thumbnail loads (an empty 480x360 picture). */
  const playThumbnailHost = (page: import('@playwright/test').Page) =>
    page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>' }),
    );

  /**
   * Visits `path` and returns its runQuery bodies and script requests, numbered in the order the page made them,
   * once the total has been asked for: the page asks for it after the first page, so its first reads are made.
   */
  async function firstReads(page: import('@playwright/test').Page, path: string) {
    const log = { reads: [] as { body: string; at: number }[], scripts: [] as number[] };
    let n = 0;
    page.on('request', (request) => {
      n += 1;
      const url = request.url();
      if (url.endsWith(':runQuery')) log.reads.push({ body: request.postData() ?? '', at: n });
      else if (new URL(url).pathname.startsWith('/assets/') && url.endsWith('.js')) log.scripts.push(n);
    });
    const counted = page.waitForRequest((request) => request.url().endsWith(':runAggregationQuery'));
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await counted;
    expect(log.scripts.length).toBeGreaterThan(0);
    return { ...log, firstScript: Math.min(...log.scripts) };
  }

  for (const { path } of DATA_PAGES) {
    test(`${path} asks for its first page before any of the app’s scripts, and reads it once`, async ({ page }) => {
      const { reads, firstScript } = await firstReads(page, path);
      expect(reads).toHaveLength(1);
      expect(reads[0].at).toBeLessThan(firstScript);
    });
  }

  for (const { path } of DATA_PAGES) {
    test(`${path} renders its first cards with its own styles, before the full stylesheet`, async ({ page }) => {
      // The full stylesheet (which /projects prefetches with its dialog) is held back until the check is done:
      // what the page shows must be styled without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/fullStyles-[\w-]+\.css$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      const { unstyled, full } = await page.evaluate(() => {
        const selectors: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
          }
        };
        const sheets = Array.from(document.styleSheets);
        for (const sheet of sheets) walk(sheet.cssRules);
        const classes = new Set(
          Array.from(document.querySelectorAll('#root *')).flatMap((el) => Array.from(el.classList).filter((c) => /^m_[0-9a-f]+$/.test(c))),
        );
        return {
          unstyled: [...classes].filter((c) => !selectors.some((s) => s.includes(`.${c}`))),
          full: sheets.some((sheet) => sheet.href?.includes('/fullStyles-')),
        };
      });
      expect(full).toBe(false);
      expect(unstyled).toEqual([]);
      release();
    });
  }

  for (const { path } of DATA_PAGES) {
    test(`${path} shows its first cards before any of the app’s scripts, where and as the app then shows them`, async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // The cards are compared as text: their relative times ("2 minutes ago") are read at one fixed moment, and a
      // visitor's /community list stays as it was read (it goes live once they act), however slow the machine.
      await page.clock.setFixedTime(new Date());
      await holdVisitorIdleTimer(page);
      const firstRow = () =>
        page.getByRole('article').evaluateAll((articles) =>
          articles.slice(0, 3).map((article) => {
            const box = article.getBoundingClientRect();
            return { top: Math.round(box.top), height: Math.round(box.height), text: article.textContent, image: article.querySelector('img')?.getAttribute('src') ?? null };
          }),
        );
      // The thumbnails load, in the early cards and in the app's.
      await playThumbnailHost(page);
      // Not until the load event: it may wait for the held scripts.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // The shell's early read filled in its card template: three cards, named, with the app not started.
      await expect(page.locator('[data-early-cards] article')).toHaveCount(3);
      await expect(page.locator('#root[data-shell]')).toHaveCount(1);
      await expect(page.getByRole('article').first()).toHaveAccessibleName(/\S/);
      const early = await firstRow();
      expect(early.every((card) => card.height > 100 && card.text)).toBe(true);
      release();
      await expect(page.locator('#root[data-shell]')).toHaveCount(0);
      await expect(page.locator('[data-early-cards]')).toHaveCount(0);
      await expect.poll(firstRow).toEqual(early);
    });
  }

  for (const { path } of DATA_PAGES) {
    test(`${path} requests the app’s scripts once its first cards are in, with the pictures they load first`, async ({ page }) => {
      await playThumbnailHost(page);
      // When the early cards went in, and when each picture they load first (fetchpriority=high) loaded.
      await page.addInitScript(() => {
        const times = { cards: -1, pictures: [] as number[], expected: 0 };
        (window as unknown as { earlyTimes: typeof times }).earlyTimes = times;
        new MutationObserver((_, observer) => {
          const cards = document.querySelector('[data-early-cards]');
          if (!cards) return;
          observer.disconnect();
          times.cards = performance.now();
          const pictures = Array.from(cards.querySelectorAll('img[fetchpriority="high"]'));
          times.expected = pictures.length;
          for (const picture of pictures) {
            for (const type of ['load', 'error']) picture.addEventListener(type, () => times.pictures.push(performance.now()), { once: true });
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-early-cards'] });
      });
      await page.goto(path);
      // The app has taken over.
      await expect(page.locator('#root[data-shell]')).toHaveCount(0);
      const seen = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
        return { ...(window as unknown as { earlyTimes: { cards: number; pictures: number[]; expected: number } }).earlyTimes, firstScript: Math.min(...scripts.map((s) => s.startTime)) };
      });
      expect(seen.cards).toBeGreaterThan(0);
      // The scripts wait for the cards and their first pictures, but never past the loader's fallback
      // (LOAD_FALLBACK_MS after navigation at the earliest): a first read slowed by a busy machine must not hold the app.
      const waited = (at: number) => Math.min(at, LOAD_FALLBACK_MS);
      expect(seen.firstScript).toBeGreaterThan(waited(seen.cards));
      // The career hub's first thumbnails are its largest paint; the other pages' cards load none first.
      expect(seen.expected).toBe(path === '/career-hub' ? 3 : 0);
      expect(seen.pictures).toHaveLength(seen.expected);
      for (const loaded of seen.pictures) expect(seen.firstScript).toBeGreaterThan(waited(loaded));
    });
  }

  test('/career-hub’s first cards before the app show the stock image for a thumbnail that fails, as the app’s do', async ({ page }) => {
    await page.route(/\/assets\/[\w-]+\.js$/, () => undefined);
    await page.route('https://i.ytimg.com/**', (route) => route.abort('connectionrefused'));
    await page.goto('/career-hub', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-early-cards] article')).toHaveCount(3);
    for (const image of await page.locator('[data-early-cards] article img').all()) {
      await expect(image).toHaveAttribute('src', '/images/video-placeholder.svg');
    }
  });

  test('with filters in the address, reads the filtered page only', async ({ page }) => {
    const { reads, firstScript } = await firstReads(page, '/projects?difficulty=beginner');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.body).toContain('"difficulty"');
    expect(reads[0].at).toBeGreaterThan(firstScript);
  });
});

test('a login-required path redirects to /sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectPath'))).toBe('/dashboard');
});

test('the theme choice persists across reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme: / });
  await expect(toggle).toHaveAccessibleName('Theme: system. Switch to light');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: light. Switch to dark');
  await toggle.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(toggle).toHaveAccessibleName('Theme: dark. Switch to system');
  await toggle.click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await toggle.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the slide-out menu opens with its entries', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Menu', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Explore the platform and manage your account')).toBeVisible();
    for (const label of ['Home', 'Career Hub', 'Mentorship', 'Projects', 'Community']) {
      await expect(drawer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe('contact form', () => {
  test('shows validation errors on an empty submit', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('sends a message that lands in Firestore', async ({ page }) => {
    const subject = unique('Question');
    await page.goto('/contact');
    await page.getByLabel('Your Name').fill('Jo Visitor');
    await page.getByLabel('Email Address').fill('jo@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Your Message').fill('How do I become a mentor?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect
      .poll(async () => (await adminDb.collection(COLLECTIONS.contactMessages).where('subject', '==', subject).get()).size)
      .toBe(1);
    const [stored] = (await adminDb.collection(COLLECTIONS.contactMessages).where('subject', '==', subject).get()).docs;
    expect(stored.data()).toMatchObject({ name: 'Jo Visitor', email: 'jo@example.com', user_id: null });
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });
});

test('after one online visit the app shell loads offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit installs the worker; reload so it controls the page, then go offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About MentorBridge' })).toBeVisible();
  await context.setOffline(false);
});
