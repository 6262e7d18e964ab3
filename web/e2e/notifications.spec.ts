import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/test';
import { deviceId, LIMITS, newDevice, newNotification, notificationPaths, notificationTargets, TEXTS } from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser, MENTOR_PROFILE, unique, type TestUser } from './support/admin';
import { personOf, writeProject } from './support/documents';
import { signIn } from './support/session';
import { STORAGE_KEYS } from '../src/config';

// The bell (docs/data-model.md, `user_private/{uid}/notifications`): the server's producer writes notifications as the
// workflow moves; the header's badge follows live, the panel opens their targets and marks them read.
const CALL = { timeout: 60_000 };
// A notification comes from a trigger, which a busy emulator may run minutes after the write.
const TRIGGERED = { timeout: 180_000 };
const LINKEDIN = 'https://www.linkedin.com/in/e2e-notified';

async function pageOf(browser: Browser, user: TestUser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, user);
  return page;
}

/** The header's bell; its name says how many are unread. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('the mentor hears of an application and the student of a question, live; a click opens it and marks it read', async ({ browser }) => {
  test.setTimeout(600_000);
  const [mentor, student] = await Promise.all([createUser({ role: 'mentor', profile: MENTOR_PROFILE }), createUser()]);
  const project = await writeProject(personOf(mentor), {
    title: unique('Notified Project'),
    description: 'A project the notification test applies to.',
    category: 'Web Development',
  });
  const [m, s] = await Promise.all([pageOf(browser, mentor), pageOf(browser, student)]);
  await m.goto('/dashboard');
  await expect(bell(m)).toHaveAccessibleName(TEXTS.notifications.bell(0));

  // The student applies: the mentor's badge rises without a reload.
  await s.goto(`/projects/${project.id}`);
  const details = s.getByRole('dialog', { name: project.title });
  await details.getByRole('button', { name: 'Apply' }).click();
  const applyDialog = s.getByRole('dialog', { name: `Apply to ${project.title}` });
  await applyDialog.getByLabel('LinkedIn Profile URL').fill(LINKEDIN);
  await applyDialog.getByLabel(TEXTS.enrollment.messageLabel).fill('I want to learn how real-time notifications are built and tested.');
  await applyDialog.getByRole('button', { name: 'Send application' }).click();
  await expect(s.getByText(TEXTS.toasts.enrollments.sent)).toBeVisible(CALL);
  await expect(bell(m)).toHaveAccessibleName(TEXTS.notifications.bell(1), TRIGGERED);
  await expect(m.getByTestId('notification-badge').getByText('1', { exact: true })).toBeVisible();

  // The mentor asks for more information from the dashboard; the student's bell shows it.
  await m.goto(`/dashboard?project=${project.id}`);
  const request = m.getByRole('listitem', { name: `${student.displayName}, ${project.title}` });
  await request.getByRole('button', { name: `Ask for More Info: ${student.displayName}` }).click();
  const ask = m.getByRole('dialog', { name: 'Ask for More Info' });
  await ask.getByLabel('Your question to the student').fill('Which of your projects are you proudest of?');
  await ask.getByRole('button', { name: 'Send Question' }).click();
  await expect(m.getByText(TEXTS.toasts.enrollments.questionSent)).toBeVisible(CALL);

  await s.goto('/dashboard');
  await expect(bell(s)).toHaveAccessibleName(TEXTS.notifications.bell(1), TRIGGERED);
  await bell(s).click();
  const panel = s.getByRole('dialog', { name: TEXTS.notifications.title });
  const line = `${mentor.displayName} asked for more information on your application to ${project.title}`;
  const item = panel.getByRole('button', { name: new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(item).toBeVisible();
  await expect(item.getByText(TEXTS.notifications.unread)).toBeAttached();
  // The click opens the application and marks the notification read.
  await item.click();
  await expect(s).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(s.getByRole('dialog', { name: project.title }).getByRole('button', { name: 'Mentor needs more info' })).toBeVisible();
  await expect(bell(s)).toHaveAccessibleName(TEXTS.notifications.bell(0));

  // Mark all as read clears the mentor's badge.
  await m.goto('/dashboard');
  await expect(bell(m)).toHaveAccessibleName(TEXTS.notifications.bell(1));
  await bell(m).click();
  const mentorPanel = m.getByRole('dialog', { name: TEXTS.notifications.title });
  await expect(mentorPanel.getByText(`${student.displayName} applied to ${project.title}`)).toBeVisible();
  await mentorPanel.getByRole('button', { name: TEXTS.notifications.markAllRead }).click();
  await expect(bell(m)).toHaveAccessibleName(TEXTS.notifications.bell(0));
  await expect(m.getByTestId('notification-badge').getByText('1', { exact: true })).toHaveCount(0);
  await expect(mentorPanel.getByText(TEXTS.notifications.unread)).toHaveCount(0);

  await Promise.all([m.context().close(), s.context().close()]);
});

test('the panel: older ones a page at a time, keyboard and axe; on a phone the bell opens /notifications', async ({ browser }) => {
  const user = await createUser();
  const all = adminDb.collection(notificationPaths.notifications(user.uid));
  const base = Date.now() - 3_600_000;
  const batch = adminDb.batch();
  const total = LIMITS.notificationsPage + 3;
  for (let i = 0; i < total; i += 1) {
    const notice = newNotification(
      {
        type: 'request_approved',
        recipient_id: user.uid,
        actor: personOf({ uid: 'someone', displayName: 'Mara Mentor' }),
        target: notificationTargets.application(`p-${i}`),
        thread: null,
        params: { title: `Project ${String(i).padStart(2, '0')}` },
      },
      Timestamp.fromMillis(base + i * 60_000),
    );
    batch.set(all.doc(`n-${i}`), { ...notice, read: i < total - 2 });
  }
  await batch.commit();

  const page = await pageOf(browser, user);
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName(TEXTS.notifications.bell(2));
  // The keyboard opens the panel, which takes the focus; Tab walks its controls.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: TEXTS.notifications.title });
  await expect(panel.getByRole('listitem')).toHaveCount(LIMITS.notificationsPage);
  await expect(panel.getByRole('listitem').first()).toContainText(`Mara Mentor approved your application to Project ${total - 1}`);
  await expect(panel.getByRole('heading', { name: TEXTS.notifications.title })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: TEXTS.notifications.markAllRead })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('listitem').first().getByRole('button')).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await panel.getByRole('button', { name: TEXTS.notifications.loadOlder }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(total);
  await expect(panel.getByRole('listitem').last()).toContainText('Project 00');
  await expect(panel.getByRole('button', { name: TEXTS.notifications.loadOlder })).toHaveCount(0);
  // The focus goes to the first older one, not to the page behind the panel.
  await expect(panel.getByRole('listitem').nth(LIMITS.notificationsPage).getByRole('button')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell(page)).toBeFocused();

  // A phone: the bell opens the page, which fits 320 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.notifications.title })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(LIMITS.notificationsPage);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.context().close();
});

test('a new account sees a real empty state, and its notification settings', async ({ browser }) => {
  const user = await createUser();
  const page = await pageOf(browser, user, { width: 390, height: 844 });
  await page.goto('/notifications');
  await expect(page.getByText(TEXTS.notifications.empty)).toBeVisible();
  await expect(page.getByText(TEXTS.notifications.emptyHint)).toBeVisible();

  // The phone menu has the entry too.
  await page.getByRole('button', { name: TEXTS.nav.openMenu }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: TEXTS.notifications.title })).toBeVisible();
  await page.keyboard.press('Escape');

  // The page leads to the settings.
  await page.getByRole('link', { name: TEXTS.notifications.settingsTitle }).click();
  await expect(page).toHaveURL(/\/profile\?tab=account$/);
  const approvals = page.getByRole('group', { name: TEXTS.notifications.types.request_approved });
  const email = approvals.getByRole('switch', { name: TEXTS.notifications.channels.email });
  await expect(email).toBeChecked();
  await expect(page.getByText(TEXTS.notifications.pushNotConfigured)).toBeVisible();
  await expect(approvals.getByRole('switch', { name: TEXTS.notifications.channels.push })).toBeDisabled();
  // Push this app cannot send shows off, not on.
  await expect(approvals.getByRole('switch', { name: TEXTS.notifications.channels.push })).not.toBeChecked();
  // A student hears the questions about their booked sessions: the type has its row.
  await expect(page.getByRole('group', { name: TEXTS.notifications.types.session_follow_up })).toBeVisible();
  await email.click({ force: true });
  await expect(email).not.toBeChecked();
  // Saved: the server has the switch.
  await expect
    .poll(async () => (await adminDb.doc(notificationPaths.settings(user.uid)).get()).get('channels') as unknown)
    .toEqual({ 'request_approved:email': false });
  const threads = page.getByRole('group', { name: TEXTS.notifications.types.project_message });
  await expect(threads.getByRole('switch', { name: TEXTS.notifications.channels.email })).not.toBeChecked();
  await page.context().close();
});

test('offline, the bell reads from the device and a mark is queued until the connection returns', async ({ browser }) => {
  const user = await createUser();
  const all = adminDb.collection(notificationPaths.notifications(user.uid));
  for (const [id, title] of [
    ['older', 'Offline Older'],
    ['newer', 'Offline Newer'],
  ] as const) {
    await all.doc(id).set(
      newNotification(
        {
          type: 'request_rejected',
          recipient_id: user.uid,
          actor: personOf({ uid: 'someone', displayName: 'Mara Mentor' }),
          target: '/dashboard',
          thread: null,
          params: { title },
        },
        Timestamp.fromMillis(Date.now() - (id === 'older' ? 120_000 : 60_000)),
      ),
    );
  }
  const page = await pageOf(browser, user);
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName(TEXTS.notifications.bell(2));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await page.context().setOffline(true);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: TEXTS.notifications.title });
  await panel.getByRole('button', { name: /Offline Newer/ }).click();
  await expect(bell(page)).toHaveAccessibleName(TEXTS.notifications.bell(1));
  expect((await all.doc('newer').get()).get('read')).toBe(false);

  await page.context().setOffline(false);
  await expect.poll(async () => (await all.doc('newer').get()).get('read') as unknown, TRIGGERED).toBe(true);
  expect((await all.doc('older').get()).get('read')).toBe(false);
  await page.context().close();
});

test('push: the devices in the settings, removable by keyboard; a push to the app\'s service worker shows one notification per thread', async ({ browser, baseURL }) => {
  const T = TEXTS.notifications.device;
  const user = await createUser();
  // This build has no push configuration (npm start's), so the browser cannot get a token from FCM here: the devices
  // are stored as the app stores them, and the worker gets its push through Chromium's DevTools protocol.
  const DAY = 86_400_000;
  const devices = [
    { token: unique('android-token'), name: 'Chrome on Android', seen: Date.now() - 5 * DAY },
    { token: unique('linux-token'), name: 'Firefox on Linux', seen: Date.now() - 3 * DAY },
  ];
  const ids = await Promise.all(devices.map((device) => deviceId(device.token)));
  for (const [i, device] of devices.entries()) {
    await adminDb.doc(notificationPaths.device(user.uid, ids[i])).set(newDevice(device.token, device.name, Timestamp.fromMillis(device.seen)));
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['notifications'] });
  const page = await context.newPage();
  await signIn(page, user);
  // This browser is the Android one (as registering it would have kept): starting the app refreshes when it was seen.
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.pushDevice, ids[0]] as const);
  await page.goto('/dashboard');
  const seen = async () => ((await adminDb.doc(notificationPaths.device(user.uid, ids[0])).get()).get('last_seen_at') as Timestamp).toMillis();
  await expect.poll(seen).toBeGreaterThan(Date.now() - DAY);

  await page.goto('/profile?tab=account');
  const section = page.getByTestId('push-devices');
  await expect(section.getByRole('heading', { name: T.title })).toBeVisible();
  await expect(section.getByText(TEXTS.notifications.pushNotConfigured)).toBeVisible();
  await expect(section.getByRole('button', { name: T.turnOn })).toHaveCount(0);
  // The most recently seen first.
  const list = section.getByRole('list', { name: T.devicesTitle });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Chrome on Android');
  await expect(list.getByRole('listitem').first()).toContainText(T.thisDevice);
  await expect(list.getByRole('listitem').last()).toContainText(T.lastSeen('3 days ago'));
  await expect(list.getByRole('listitem').last()).not.toContainText(T.thisDevice);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="push-devices"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The keyboard reaches each Remove and removes that device only.
  const removeAndroid = list.getByRole('button', { name: T.removeLabel('Chrome on Android') });
  await removeAndroid.focus();
  await page.keyboard.press('Tab');
  const removeLinux = list.getByRole('button', { name: T.removeLabel('Firefox on Linux') });
  await expect(removeLinux).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(T.removed('Firefox on Linux'))).toBeVisible();
  const stored = async () => (await adminDb.collection(notificationPaths.devices(user.uid)).get()).docs.map((d) => d.get('name') as string);
  await expect.poll(stored).toEqual(['Chrome on Android']);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The app's one service worker shows a push in FCM's web shape, as the server sends it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(1);
  const origin = new URL(baseURL ?? page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  const registrationId = registrations.get(`${origin}/`) ?? '';
  const projectId = unique('pushed');
  const push = (body: string, fcmMessageId: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        notification: { title: TEXTS.notifications.types.project_message, body, icon: `${origin}/pwa-192x192.png`, tag: `project:${projectId}` },
        // The server's address for the link; the worker opens its path on its own origin.
        fcmOptions: { link: `https://mentorbridge.example${notificationTargets.projectThread(projectId)}` },
        from: '000000000000',
        fcmMessageId,
        collapse_key: 'do_not_collapse',
      }),
    });
  const shown = () =>
    page.evaluate(() =>
      navigator.serviceWorker.ready
        .then((r) => r.getNotifications())
        .then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, link: (n.data as { link?: string } | null)?.link }))),
    );
  const link = `${origin}${notificationTargets.projectThread(projectId)}`;
  await push('Mara wrote in Build a CLI', 'm-1');
  await expect.poll(shown).toEqual([{ title: TEXTS.notifications.types.project_message, body: 'Mara wrote in Build a CLI', tag: `project:${projectId}`, link }]);
  // A second message of the thread replaces the first.
  await push('2 new messages in Build a CLI', 'm-2');
  await expect.poll(shown).toEqual([{ title: TEXTS.notifications.types.project_message, body: '2 new messages in Build a CLI', tag: `project:${projectId}`, link }]);
  await context.close();
});
