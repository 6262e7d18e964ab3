/**
 * Push to this device (docs/data-model.md, `user_private/{uid}/devices`): whether this browser can get push, its
 * registration (permission asked only when the person presses the button, a Firebase Cloud Messaging token from
 * the app's one service worker, stored under the token's id), the refresh of when it was last seen, and the list
 * of the person's devices. `firebase/messaging` is loaded only when a device is turned on or removed, so no other
 * screen's bundle carries it. Without a web key (VITE_FIREBASE_VAPID_KEY) and a sender id in the build (`npm
 * start`, the emulators) the settings say push is not configured on this server.
 */
import { useMemo } from 'react';
import { collection, deleteDoc, doc, getDoc, limit, orderBy, query, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { deviceId, LIMITS, newDevice, notificationPaths, readFields, TEXTS, type Device } from '@mentorbridge/model';
import { DEVICE_FIELDS } from '@mentorbridge/model/records';
import { STORAGE_KEYS } from '@/config';
import { documentReader } from '@/lib/converters';
import { firebaseConfig, getFirebaseApp } from '@/lib/firebase';
import { getDb } from '@/lib/firestore';
import { useLiveQuery, type LiveItem, type LiveState } from '@/lib/liveQuery';

const vapidKey = (): string => import.meta.env.VITE_FIREBASE_VAPID_KEY ?? '';

/** True when this build can get FCM tokens: it has a web key and a sender. */
export function pushConfigured(): boolean {
  return Boolean(vapidKey() && 'messagingSenderId' in firebaseConfig);
}

/** What "Notifications on this device" can do here. */
export type PushState =
  /** The build has no push configuration. */
  | 'not_configured'
  /** iOS and iPadOS give push only to a web app added to the Home Screen. */
  | 'install_first'
  /** No service worker, Push API or notifications. */
  | 'unsupported'
  /** The person blocked notifications for the site. */
  | 'denied'
  /** It may be turned on (the browser asks for permission then). */
  | 'ready'
  /** This browser is registered and allowed. */
  | 'on';

/** What the state depends on, read from the browser by `browserPush`. */
export interface PushEnvironment {
  configured: boolean;
  supported: boolean;
  ios: boolean;
  standalone: boolean;
  permission: NotificationPermission;
  /** This browser's device is among the person's devices. */
  registered: boolean;
}

export function pushState(env: PushEnvironment): PushState {
  if (!env.configured) return 'not_configured';
  if (env.ios && !env.standalone) return 'install_first';
  if (!env.supported) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return env.registered && env.permission === 'granted' ? 'on' : 'ready';
}

/** iPhone, iPad (which names itself a Mac with touch) or iPod. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** This browser's side of the push state (`registered` is the caller's: it comes from the device list). */
export function browserPush(): Omit<PushEnvironment, 'registered'> {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return {
    configured: pushConfigured(),
    supported,
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
    standalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
    permission: supported ? Notification.permission : 'default',
  };
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
const firstMatch = (table: readonly (readonly [RegExp, string])[], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android": how this browser names itself in the device list. */
export function deviceName(userAgent: string, maxTouchPoints = 0): string {
  const { name, unknownBrowser, unknownSystem } = TEXTS.notifications.device;
  const browser = firstMatch(BROWSERS, userAgent) ?? unknownBrowser;
  const ios = isIos(userAgent, maxTouchPoints);
  const system = ios ? (/iPhone|iPod/.test(userAgent) ? 'iPhone' : 'iPad') : (firstMatch(SYSTEMS, userAgent) ?? unknownSystem);
  return name(browser, system).slice(0, LIMITS.deviceNameMax);
}

/** This browser's device id while it is registered (kept on the device; the list shows it as "This device"). */
export function thisDeviceId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.pushDevice);
  } catch {
    return null;
  }
}

function rememberThisDevice(id: string | null): void {
  try {
    if (id) localStorage.setItem(STORAGE_KEYS.pushDevice, id);
    else localStorage.removeItem(STORAGE_KEYS.pushDevice);
  } catch {
    // Storage off: the device stays registered, it is only not marked as this one.
  }
}

/** Why turning push on stopped. */
export class PushRefused extends Error {
  constructor(readonly state: 'denied' | 'dismissed' | 'unsupported') {
    super(state);
  }
}

/**
 * Turns push on for this browser: asks the permission (the person pressed the button), gets an FCM token from the
 * app's service worker registration, and stores the device (or refreshes when it was seen, if it is stored).
 */
export async function registerThisDevice(uid: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefused('denied');
  if (permission !== 'granted') throw new PushRefused('dismissed');
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushRefused('unsupported');
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) throw new PushRefused('unsupported');
  const token = await getToken(getMessaging(getFirebaseApp()), { vapidKey: vapidKey(), serviceWorkerRegistration: registration });
  const id = await deviceId(token);
  const ref = doc(getDb(), notificationPaths.device(uid, id));
  // The rules let an existing device change only when it was seen.
  if ((await getDoc(ref)).exists()) await updateDoc(ref, { last_seen_at: serverTimestamp() });
  else await setDoc(ref, newDevice(token, deviceName(navigator.userAgent, navigator.maxTouchPoints), serverTimestamp()));
  rememberThisDevice(id);
}

let refreshed = false;

/**
 * Once per start of the app, a registered browser says it was seen (queued offline like every write). A device
 * removed elsewhere, or deleted by the server because FCM no longer knows it, is forgotten here.
 */
export function refreshThisDevice(uid: string): void {
  const id = thisDeviceId();
  if (refreshed || !id) return;
  refreshed = true;
  updateDoc(doc(getDb(), notificationPaths.device(uid, id)), { last_seen_at: serverTimestamp() }).catch(() => rememberThisDevice(null));
}

/** Stops push to one of the person's devices; for this browser, its token is given up too. */
export async function removeDevice(uid: string, id: string): Promise<void> {
  await deleteDoc(doc(getDb(), notificationPaths.device(uid, id)));
  if (id !== thisDeviceId()) return;
  rememberThisDevice(null);
  if (!pushConfigured()) return;
  const { deleteToken, getMessaging } = await import('firebase/messaging');
  // The device is gone from the list either way; a token FCM still holds is deleted by the sender later.
  await deleteToken(getMessaging(getFirebaseApp())).catch(() => undefined);
}

const deviceConverter = documentReader<Device>((id, d) => readFields(DEVICE_FIELDS, id, d), { estimateTimes: true });

/** The person's devices, the most recently seen first, at most LIMITS.devicesListed, live. */
export function useDevices(uid: string): LiveState<LiveItem<Device>[]> {
  const devices = useMemo(
    () => query(collection(getDb(), notificationPaths.devices(uid)).withConverter(deviceConverter), orderBy('last_seen_at', 'desc'), limit(LIMITS.devicesListed)),
    [uid],
  );
  return useLiveQuery(devices);
}
