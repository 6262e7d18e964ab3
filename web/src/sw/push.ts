/**
 * The push handling of the app's one service worker (vite-plugin-pwa's, docs/decisions.md "Push"): the build
 * compiles ./pushWorker.ts, which installs these handlers, into `push-handler.js`, and the generated worker pulls
 * it in with `importScripts`. A push in Firebase Cloud Messaging's web shape (`notification` with the title, body,
 * icon and tag the server set, `fcmOptions.link`) becomes one notification, tagged with its thread so the messages
 * of one thread replace each other; a click focuses a window of the app and opens the target there, or opens one.
 * No imports: the worker file stands alone.
 */

/** What the worker shows. */
export interface Notice {
  title: string;
  options: { body: string; icon: string; tag?: string; data: { link: string } };
}

/** A push's JSON as FCM delivers it to a web client (the fields this worker reads). */
interface FcmPush {
  notification?: { title?: unknown; body?: unknown; icon?: unknown; tag?: unknown; click_action?: unknown };
  data?: Record<string, unknown>;
  fcmOptions?: { link?: unknown };
}

/** The worker's view of a window of the app. */
export interface AppWindow {
  url: string;
  focused?: boolean;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

/** The worker's `clients`, as far as a click needs it. */
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface ClickEvent extends ExtendableEvent {
  notification: { data?: unknown; close(): void };
}

/** The worker's global scope, as far as these handlers need it. */
export interface PushScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: Notice['options']): Promise<void> };
  clients: WindowClients;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEvent) => void): void;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Where a click leads: the target's path on this worker's own origin (the server writes its configured address;
 * only the path counts, so a notification never opens another site). The start page when there is none.
 */
export function linkOn(origin: string, link: string | undefined): string {
  try {
    const url = new URL(link ?? '/', origin);
    return `${origin}${url.pathname}${url.search}${url.hash}`;
  } catch {
    return `${origin}/`;
  }
}

/** The notification for a push's payload, or null for one without a title. */
export function noticeOf(payload: unknown, origin: string): Notice | null {
  if (!payload || typeof payload !== 'object') return null;
  const push = payload as FcmPush;
  const shown = push.notification ?? {};
  const data = push.data ?? {};
  const title = text(shown.title) ?? text(data.title);
  if (!title) return null;
  const tag = text(shown.tag) ?? text(data.tag);
  return {
    title,
    options: {
      body: text(shown.body) ?? text(data.body) ?? '',
      icon: text(shown.icon) ?? text(data.icon) ?? `${origin}/pwa-192x192.png`,
      ...(tag && { tag }),
      data: { link: linkOn(origin, text(push.fcmOptions?.link) ?? text(shown.click_action) ?? text(data.link)) },
    },
  };
}

/** Focuses a window of the app (the focused one first) and opens `link` in it; opens a window when there is none. */
export async function openTarget(clients: WindowClients, link: string): Promise<void> {
  const origin = new URL(link).origin;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((w) => new URL(w.url).origin === origin);
  const app = windows.find((w) => w.focused) ?? windows[0];
  if (!app) {
    await clients.openWindow(link);
    return;
  }
  const focused = await app.focus();
  if (focused.url === link) return;
  // A window the worker does not control cannot be navigated by it: open the target beside it.
  const navigated = await focused.navigate(link).catch(() => null);
  if (!navigated) await clients.openWindow(link);
}

function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

/** Shows each push, and opens its target on a click. */
export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const notice = noticeOf(payloadOf(event), scope.location.origin);
    if (notice) event.waitUntil(scope.registration.showNotification(notice.title, notice.options));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: unknown } | undefined;
    event.waitUntil(openTarget(scope.clients, linkOn(scope.location.origin, text(data?.link))));
  });
}
