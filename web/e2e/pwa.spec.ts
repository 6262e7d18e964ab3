import { expect, test } from './support/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

test.describe('installable PWA build', () => {
  test('the web manifest names the app and has the icons an install needs', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('rel="manifest"');
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: ManifestIcon[];
    };
    expect(manifest.name).toBe('MentorBridge');
    expect(manifest.short_name).toBe('MentorBridge');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any') === 'any')).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const file = await request.get(new URL(icon.src, baseURL).toString());
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toContain('image/png');
      const body = await file.body();
      // PNG signature and the declared size in the IHDR chunk.
      expect(body.subarray(1, 4).toString()).toBe('PNG');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([w, h]);
    }
  });

  test('the service worker precaches the app shell', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    const source = await sw.text();
    const html = await (await request.get('/app.html')).text();
    const entry = html.match(/src="\/(assets\/index-[^"]+\.js)"/)?.[1];
    expect(entry).toBeTruthy();
    expect(source).toContain(`"${entry}"`);
    expect(source).toContain('"index.html"');
    expect(source).toContain('"app.html"');
    expect(source).toContain('createHandlerBoundToURL("/app.html")');
    expect(source).toMatch(/NavigationRoute|createHandlerBoundToURL/);
    // Every lazily loaded screen is precached too, so offline navigation works.
    const css = html.match(/href="\/(assets\/index-[^"]+\.css)"/)?.[1];
    expect(source).toContain(`"${css}"`);
    expect((source.match(/assets\/[^"]+\.js/g) ?? []).length).toBeGreaterThan(10);
    // The bundled stand-in for missing thumbnails is there offline too.
    expect(source).toContain('"images/video-placeholder.svg"');
  });

  test('thumbnails and avatars are cached at run time, bounded by count and age', async ({ request }) => {
    const source = await (await request.get('/sw.js')).text();
    expect(source).toContain('i.ytimg.com');
    for (const cache of ['video-thumbnails', 'images']) {
      const rule = source.slice(source.indexOf(`cacheName:"${cache}"`));
      expect(rule.length, cache).toBeLessThan(source.length);
      // The expiration plugin right after the cache name bounds entries and age.
      expect(rule.slice(0, 300)).toMatch(/ExpirationPlugin\(\{maxEntries:\d+,maxAgeSeconds:\d+/);
    }
    expect(source).toMatch(/CacheFirst\(\{cacheName:"video-thumbnails"/);
    expect(source).toMatch(/StaleWhileRevalidate\(\{cacheName:"images"/);
  });

  test('the app registers its service worker and asks to keep its data on the device', async ({ page }) => {
    // Count the app's requests for persistent storage (starting from "not persisted yet").
    await page.addInitScript(() => {
      const w = window as unknown as { persistCalls: number };
      w.persistCalls = 0;
      navigator.storage.persisted = () => Promise.resolve(false);
      navigator.storage.persist = () => {
        w.persistCalls += 1;
        return Promise.resolve(true);
      };
    });
    await page.goto('/mentorship');
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(new URL(scope).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(1);
  });
});

test.describe('the install offer', () => {
  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a laptop', { width: 1280, height: 800 }],
  ] as const) {
    test(`made before the app starts is kept and offered, on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The app's code is held back until the browser has made its offer, as on a phone whose scripts come late.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
          userChoice: Promise<{ outcome: string }>;
        };
        offer.prompt = () => {
          (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve();
        };
        offer.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(offer);
      });
      release();

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Install app' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Install app' }).click();
      }
      await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
      // An offer is shown once: the entry goes until the browser offers again.
      await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    });
  }
});
