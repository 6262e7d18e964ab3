import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, linkOn, noticeOf, openTarget, type AppWindow, type PushScope, type WindowClients } from './push';

const ORIGIN = 'https://app.example';

/** A push as FCM delivers the server's message (functions/src/notifications/push.ts) to a web client. */
const fcmPush = {
  notification: { title: 'Approved applications', body: 'Mara approved your application to Build a CLI', icon: 'https://app.example/pwa-192x192.png', tag: 'project:p1' },
  fcmOptions: { link: 'https://mentorbridge.example/projects/p1' },
  from: '1234',
  fcmMessageId: 'm-1',
  collapse_key: 'do_not_collapse',
};

describe('noticeOf', () => {
  it("shows FCM's title, body, icon and tag, and opens the target's path on the worker's own origin", () => {
    expect(noticeOf(fcmPush, ORIGIN)).toEqual({
      title: 'Approved applications',
      options: {
        body: 'Mara approved your application to Build a CLI',
        icon: 'https://app.example/pwa-192x192.png',
        tag: 'project:p1',
        data: { link: 'https://app.example/projects/p1' },
      },
    });
  });

  it('reads a data-only push, gives the app icon by default and leaves out a missing tag', () => {
    expect(noticeOf({ data: { title: 'T', body: 'B', link: '/dashboard?project=p2' } }, ORIGIN)).toEqual({
      title: 'T',
      options: { body: 'B', icon: `${ORIGIN}/pwa-192x192.png`, data: { link: `${ORIGIN}/dashboard?project=p2` } },
    });
  });

  it('shows nothing for a push without a title', () => {
    expect(noticeOf(null, ORIGIN)).toBeNull();
    expect(noticeOf('text', ORIGIN)).toBeNull();
    expect(noticeOf({ notification: { body: 'B' } }, ORIGIN)).toBeNull();
  });

  it('never leads to another site', () => {
    expect(linkOn(ORIGIN, 'https://evil.example/steal?x=1#y')).toBe(`${ORIGIN}/steal?x=1#y`);
    expect(linkOn(ORIGIN, undefined)).toBe(`${ORIGIN}/`);
  });
});

/** A window of the app that the worker may focus and navigate. */
function appWindow(url: string, options: { focused?: boolean; controlled?: boolean } = {}) {
  const win: AppWindow & { navigated: string[] } = {
    url,
    focused: options.focused ?? false,
    navigated: [],
    focus: vi.fn(() => Promise.resolve(win)),
    navigate: vi.fn((to: string) => {
      if (options.controlled === false) return Promise.reject(new TypeError('not controlled'));
      win.navigated.push(to);
      return Promise.resolve(win);
    }),
  };
  return win;
}

function clientsWith(...windows: AppWindow[]): WindowClients & { opened: string[] } {
  const opened: string[] = [];
  return { opened, matchAll: () => Promise.resolve(windows), openWindow: (url) => Promise.resolve(opened.push(url)) };
}

describe('openTarget', () => {
  const target = `${ORIGIN}/projects/p1`;

  it('focuses the focused window of the app and navigates it to the target', async () => {
    const other = appWindow(`${ORIGIN}/mentorship`);
    const focused = appWindow(`${ORIGIN}/dashboard`, { focused: true });
    const clients = clientsWith(appWindow('https://elsewhere.example/'), other, focused);
    await openTarget(clients, target);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigated).toEqual([target]);
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.opened).toEqual([]);
  });

  it('only focuses a window already at the target', async () => {
    const there = appWindow(target);
    const clients = clientsWith(there);
    await openTarget(clients, target);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(clients.opened).toEqual([]);
  });

  it("opens the target when no window of the app is open, or when the worker cannot navigate the app's window", async () => {
    const none = clientsWith(appWindow('https://elsewhere.example/'));
    await openTarget(none, target);
    expect(none.opened).toEqual([target]);
    const uncontrolled = clientsWith(appWindow(`${ORIGIN}/`, { controlled: false }));
    await openTarget(uncontrolled, target);
    expect(uncontrolled.opened).toEqual([target]);
  });
});

describe('installPushHandlers', () => {
  function workerScope(...windows: AppWindow[]) {
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: { title: string; options: unknown }[] = [];
    const clients = clientsWith(...windows);
    const scope = {
      location: { origin: ORIGIN },
      registration: { showNotification: (title: string, options: unknown) => Promise.resolve(void shown.push({ title, options })) },
      clients,
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    } as unknown as PushScope;
    installPushHandlers(scope);
    /** Dispatches an event and waits for what it asked the worker to wait for. */
    const dispatch = async (type: string, event: object) => {
      const waits: Promise<unknown>[] = [];
      listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
      await Promise.all(waits);
      return waits.length;
    };
    return { shown, clients, dispatch };
  }

  it('shows a push as a notification tagged with its thread', async () => {
    const worker = workerScope();
    expect(await worker.dispatch('push', { data: { json: () => fcmPush } })).toBe(1);
    expect(worker.shown).toEqual([{ title: 'Approved applications', options: noticeOf(fcmPush, ORIGIN)?.options }]);
  });

  it('shows nothing for a push that is not JSON', async () => {
    const worker = workerScope();
    const notJson = { json: () => JSON.parse('not json') as unknown };
    expect(await worker.dispatch('push', { data: notJson })).toBe(0);
    expect(await worker.dispatch('push', { data: null })).toBe(0);
    expect(worker.shown).toEqual([]);
  });

  it('closes a clicked notification and opens its target in the open window', async () => {
    const open = appWindow(`${ORIGIN}/dashboard`);
    const worker = workerScope(open);
    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { data: { link: `${ORIGIN}/projects/p1` }, close } });
    expect(close).toHaveBeenCalled();
    expect(open.navigated).toEqual([`${ORIGIN}/projects/p1`]);
    expect(worker.clients.opened).toEqual([]);
  });
});
