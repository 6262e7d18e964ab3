import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceId, notificationPaths } from '@mentorbridge/model';
import { STORAGE_KEYS } from '@/config';

// Firebase's SDKs are mocked: what is tested is what the app asks of them, in which order.
const mocks = vi.hoisted(() => ({
  requestPermission: vi.fn<() => Promise<NotificationPermission>>(),
  getRegistration: vi.fn<() => Promise<object | undefined>>(),
  getToken: vi.fn<(messaging: unknown, options: { vapidKey: string; serviceWorkerRegistration: object }) => Promise<string>>(),
  deleteToken: vi.fn<() => Promise<boolean>>(),
  isSupported: vi.fn<() => Promise<boolean>>(),
  exists: vi.fn<() => boolean>(),
  setDoc: vi.fn<(ref: { path: string }, data: Record<string, unknown>) => Promise<void>>(),
  updateDoc: vi.fn<(ref: { path: string }, data: Record<string, unknown>) => Promise<void>>(),
  deleteDoc: vi.fn<(ref: { path: string }) => Promise<void>>(),
}));
vi.mock('firebase/messaging', () => ({
  getMessaging: () => 'messaging',
  getToken: mocks.getToken,
  deleteToken: mocks.deleteToken,
  isSupported: mocks.isSupported,
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  getDoc: () => Promise.resolve({ exists: mocks.exists }),
  setDoc: mocks.setDoc,
  updateDoc: mocks.updateDoc,
  deleteDoc: mocks.deleteDoc,
  serverTimestamp: () => 'server-time',
  collection: vi.fn(),
  limit: vi.fn(),
  orderBy: vi.fn(),
  query: vi.fn(),
}));
vi.mock('@/lib/firestore', () => ({ getDb: () => 'db' }));
vi.mock('@/lib/firebase', () => ({ getFirebaseApp: () => 'app', firebaseConfig: { messagingSenderId: '1234' } }));

import { PushRefused, registerThisDevice, removeDevice, thisDeviceId } from './push';

const TOKEN = 'fcm-token:APA91b-test';
const REGISTRATION = { scope: 'http://localhost/' };

beforeEach(() => {
  vi.stubEnv('VITE_FIREBASE_VAPID_KEY', 'vapid-key');
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: mocks.requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: mocks.getRegistration }, configurable: true });
  mocks.requestPermission.mockResolvedValue('granted');
  mocks.getRegistration.mockResolvedValue(REGISTRATION);
  mocks.isSupported.mockResolvedValue(true);
  mocks.getToken.mockResolvedValue(TOKEN);
  mocks.deleteToken.mockResolvedValue(true);
  mocks.exists.mockReturnValue(false);
  for (const write of [mocks.setDoc, mocks.updateDoc, mocks.deleteDoc]) write.mockResolvedValue(undefined);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('registerThisDevice', () => {
  it("asks the permission, gets a token from the app's service worker and stores the device under the token's id", async () => {
    await registerThisDevice('u1');
    expect(mocks.requestPermission).toHaveBeenCalledTimes(1);
    expect(mocks.getToken).toHaveBeenCalledWith('messaging', { vapidKey: 'vapid-key', serviceWorkerRegistration: REGISTRATION });
    const id = await deviceId(TOKEN);
    expect(mocks.setDoc).toHaveBeenCalledWith(
      { path: notificationPaths.device('u1', id) },
      { token: TOKEN, name: expect.any(String) as string, created_at: 'server-time', last_seen_at: 'server-time' },
    );
    expect(thisDeviceId()).toBe(id);
    expect(localStorage.getItem(STORAGE_KEYS.pushDevice)).toBe(id);
  });

  it('only refreshes when a stored device was seen (the rules allow no more)', async () => {
    mocks.exists.mockReturnValue(true);
    await registerThisDevice('u1');
    expect(mocks.setDoc).not.toHaveBeenCalled();
    expect(mocks.updateDoc).toHaveBeenCalledWith({ path: notificationPaths.device('u1', await deviceId(TOKEN)) }, { last_seen_at: 'server-time' });
  });

  it.each([
    ['denied', 'denied'],
    ['default', 'dismissed'],
  ] as const)('stops when the permission is %s, before any token', async (permission, state) => {
    mocks.requestPermission.mockResolvedValue(permission);
    await expect(registerThisDevice('u1')).rejects.toEqual(new PushRefused(state));
    await expect(registerThisDevice('u1')).rejects.toHaveProperty('state', state);
    expect(mocks.getToken).not.toHaveBeenCalled();
    expect(mocks.setDoc).not.toHaveBeenCalled();
    expect(thisDeviceId()).toBeNull();
  });

  it('stops without a service worker or where Firebase Messaging is not supported', async () => {
    mocks.getRegistration.mockResolvedValue(undefined);
    await expect(registerThisDevice('u1')).rejects.toHaveProperty('state', 'unsupported');
    mocks.getRegistration.mockResolvedValue(REGISTRATION);
    mocks.isSupported.mockResolvedValue(false);
    await expect(registerThisDevice('u1')).rejects.toHaveProperty('state', 'unsupported');
    expect(mocks.getToken).not.toHaveBeenCalled();
  });

  it('fails (for the screen to say so) when FCM gives no token', async () => {
    mocks.getToken.mockRejectedValue(new Error('messaging/token-subscribe-failed'));
    await expect(registerThisDevice('u1')).rejects.not.toBeInstanceOf(PushRefused);
    expect(mocks.setDoc).not.toHaveBeenCalled();
  });
});

describe('removeDevice', () => {
  it("removes another device's registration only", async () => {
    localStorage.setItem(STORAGE_KEYS.pushDevice, 'mine');
    await removeDevice('u1', 'other');
    expect(mocks.deleteDoc).toHaveBeenCalledWith({ path: notificationPaths.device('u1', 'other') });
    expect(mocks.deleteToken).not.toHaveBeenCalled();
    expect(thisDeviceId()).toBe('mine');
  });

  it("gives up this browser's token and forgets it is registered", async () => {
    localStorage.setItem(STORAGE_KEYS.pushDevice, 'mine');
    await removeDevice('u1', 'mine');
    expect(mocks.deleteDoc).toHaveBeenCalledWith({ path: notificationPaths.device('u1', 'mine') });
    expect(mocks.deleteToken).toHaveBeenCalled();
    expect(thisDeviceId()).toBeNull();
  });
});
