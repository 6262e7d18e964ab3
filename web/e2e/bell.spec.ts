import { expect, test, type Page } from './support/test';
import { keepScreenshot } from './support/screens';
import { newNotification, notificationPaths, notificationTargets, TEXTS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser } from './support/admin';
import { personOf } from './support/documents';
import { signedInPage } from './support/session';

// The header's bell on every route and width: its box and its count badge styled alike (the list pages load only
// part of Mantine's stylesheet), and below 360 px, where it gives its place up, the phone menu's entry counts.
const ROUTES = ['/', '/mentorship', '/projects', '/career-hub', '/community', '/dashboard', '/notifications'];
const UNREAD = 2;
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

// Three tests, run side by side: each signs in its own user with UNREAD notifications.
test.describe.configure({ mode: 'parallel' });

async function userWithUnread() {
  const user = await createUser();
  const batch = adminDb.batch();
  for (let i = 0; i < UNREAD; i += 1) {
    const notice = newNotification(
      {
        type: 'request_approved',
        recipient_id: user.uid,
        actor: personOf({ uid: 'someone', displayName: 'Mara Mentor' }),
        target: notificationTargets.application(`p-${i}`),
        thread: null,
        params: { title: `Project ${i}` },
      },
      Timestamp.now(),
    );
    batch.set(adminDb.collection(notificationPaths.notifications(user.uid)).doc(`bell-${i}`), notice);
  }
  await batch.commit();
  return user;
}

for (const width of [390, 1280]) {
  test(`the bell and its count on every route at ${width} px`, async ({ browser }) => {
    const user = await userWithUnread();
    const page = await signedInPage(browser, user, { viewport: { width, height: 800 } });
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(bell(page), `${route} at ${width} px`).toHaveAccessibleName(TEXTS.notifications.bell(UNREAD));
      const badge = page.getByTestId('notification-badge').locator('.mantine-Indicator-indicator');
      await expect(badge).toHaveText(TEXTS.notifications.badge(UNREAD));
      // Measured until it holds: the header may still be settling (its lazy parts arriving) when the count shows.
      await expect(async () => {
        const [button, count, header] = await Promise.all([
          bell(page).boundingBox(),
          badge.boundingBox(),
          page.getByRole('banner').boundingBox(),
        ]);
        if (!button || !count || !header) throw new Error(`no box for the bell, its badge or the header on ${route} at ${width} px`);
        // The badge sits on the bell's top right corner (styled), not as text above or beside it (unstyled).
        const centre = { x: count.x + count.width / 2, y: count.y + count.height / 2 };
        expect(centre.x, `${route} at ${width} px: badge across`).toBeGreaterThan(button.x + button.width / 2);
        expect(centre.x, `${route} at ${width} px: badge across`).toBeLessThan(button.x + button.width + 8);
        expect(centre.y, `${route} at ${width} px: badge down`).toBeGreaterThan(button.y - 8);
        expect(centre.y, `${route} at ${width} px: badge down`).toBeLessThan(button.y + button.height / 2);
        expect(count.height, `${route} at ${width} px: badge size`).toBeLessThanOrEqual(24);
        // The bell is inside the header's box.
        expect(button.y >= header.y && button.y + button.height <= header.y + header.height, `${route} at ${width} px: in the header`).toBe(true);
      }).toPass({ timeout: 45_000 });
      if (route === '/career-hub') await keepScreenshot(page, `bell-career-hub-${width}`);
    }
    await page.context().close();
  });
}

test('below 360 px the phone menu carries the count', async ({ browser }) => {
  const user = await userWithUnread();
  const phone = await signedInPage(browser, user, { viewport: { width: 320, height: 640 } });
  for (const route of ROUTES) {
    await phone.goto(route);
    const menu = phone.getByRole('banner').getByRole('button', { name: TEXTS.nav.openMenu });
    await expect(menu).toBeVisible();
    await expect(bell(phone)).toBeHidden();
    // The menu button carries the count, on its corner.
    const count = phone.getByTestId('menu-unread');
    await expect(count, route).toHaveText(TEXTS.notifications.badge(UNREAD));
    await expect(async () => {
      const [button, badge] = await Promise.all([menu.boundingBox(), count.boundingBox()]);
      if (!button || !badge) throw new Error(`no box for the menu button or its count on ${route}`);
      expect(badge.x + badge.width / 2, route).toBeGreaterThan(button.x + button.width / 2);
      expect(badge.y + badge.height / 2, route).toBeLessThan(button.y + button.height / 2);
    }).toPass({ timeout: 45_000 });
    await menu.click();
    const entry = phone.getByRole('dialog').getByRole('button', { name: /^Notifications/ });
    await expect(entry, route).toHaveAccessibleName(TEXTS.notifications.bell(UNREAD));
    await expect(entry).toContainText(TEXTS.notifications.badge(UNREAD));
    if (route === '/career-hub') await keepScreenshot(phone, 'bell-phone-menu-320');
    await phone.keyboard.press('Escape');
    await expect(entry).toBeHidden();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), route).toBe(true);
  }
  await phone.context().close();
});
