// A user's private data (docs/data-model.md, `user_private/{uid}`): the owner reads their notifications and flips
// `read`, edits their notification settings and registers their devices; nobody else reads or writes any of it, and
// no client creates notifications or e-mails.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  deviceId,
  LIMITS,
  newDevice,
  newNotification,
  newNotificationSettings,
  notificationPaths,
  paths,
  type MailFields,
} from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, person, profileOf, rulesEnv, SEEDED_AT, seedDocs } from './setup';

let env: RulesTestEnvironment;

const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const anonymous = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

const OWNER = 'owner';
const OTHER = 'other';
const ADMIN = 'admin';
const NOTE = notificationPaths.notification(OWNER, 'n1');
const notification = newNotification(
  { type: 'info_requested', recipient_id: OWNER, actor: person('mentor'), target: '/projects/p1', thread: null, params: { title: 'Build a CLI' } },
  SEEDED_AT,
);
const DEVICE_TOKEN = 'token-1';
let DEVICE: string;
/** A device's path under `uid`, with the id the model derives from its token. */
const deviceOf = async (uid: string, token: string) => notificationPaths.device(uid, await deviceId(token));

beforeAll(async () => {
  env = await rulesEnv('notifications');
  DEVICE = await deviceOf(OWNER, DEVICE_TOKEN);
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    [paths.profile(OWNER)]: profileOf(OWNER),
    [paths.profile(OTHER)]: profileOf(OTHER),
    [paths.profile(ADMIN)]: profileOf(ADMIN, { admin_role: 'admin' }),
    [NOTE]: notification,
    [DEVICE]: newDevice(DEVICE_TOKEN, 'Chrome on Linux', SEEDED_AT),
    [notificationPaths.settings(OWNER)]: newNotificationSettings(null, { type: 'request_received', channel: 'email', on: false }, SEEDED_AT),
  });
});

describe('user_private/{uid}/notifications', () => {
  it('lets the owner read their notifications, a page at a time and the unread ones', async () => {
    await expectAllowed(getDoc(doc(as(OWNER), NOTE)));
    const all = collection(as(OWNER), notificationPaths.notifications(OWNER));
    await expectAllowed(getDocs(query(all, orderBy('updated_at', 'desc'), limit(LIMITS.notificationsPage))));
    await expectAllowed(getDocs(query(all, where('read', '==', false), orderBy('updated_at', 'desc'), limit(LIMITS.unreadBadgeMax + 1))));
  });

  it('refuses everyone else, admins and visitors included', async () => {
    for (const db of [as(OTHER), as(ADMIN), anonymous()]) {
      await expectDenied(getDoc(doc(db, NOTE)));
      await expectDenied(getDocs(collection(db, notificationPaths.notifications(OWNER))));
      await expectDenied(updateDoc(doc(db, NOTE), { read: true }));
    }
  });

  it('lets the owner flip read both ways, and change nothing else', async () => {
    await expectAllowed(updateDoc(doc(as(OWNER), NOTE), { read: true }));
    await expectAllowed(updateDoc(doc(as(OWNER), NOTE), { read: false }));
    await expectDenied(updateDoc(doc(as(OWNER), NOTE), { read: 'yes' }));
    await expectDenied(updateDoc(doc(as(OWNER), NOTE), { read: true, count: 5 }));
    await expectDenied(updateDoc(doc(as(OWNER), NOTE), { target: 'https://evil.example' }));
    await expectDenied(updateDoc(doc(as(OWNER), NOTE), { params: { title: 'Other', role: null } }));
  });

  it('refuses a deleted account (no profile) the flip', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore() as unknown as Firestore, paths.profile(OWNER)));
    });
    await expectDenied(updateDoc(doc(as(OWNER), NOTE), { read: true }));
  });

  it('lets no client create or delete a notification, not even its owner', async () => {
    await expectDenied(setDoc(doc(as(OWNER), notificationPaths.notification(OWNER, 'n2')), { ...notification, created_at: serverTimestamp(), updated_at: serverTimestamp() }));
    await expectDenied(setDoc(doc(as(OTHER), notificationPaths.notification(OWNER, 'n3')), { ...notification, created_at: serverTimestamp(), updated_at: serverTimestamp() }));
    await expectDenied(deleteDoc(doc(as(OWNER), NOTE)));
  });
});

describe('user_private/{uid} (notification settings)', () => {
  const settings = notificationPaths.settings(OWNER);
  const valid = newNotificationSettings(null, { type: 'project_message', channel: 'push', on: true }, serverTimestamp());

  it('lets the owner read and write their settings whole', async () => {
    await expectAllowed(getDoc(doc(as(OWNER), settings)));
    await expectAllowed(setDoc(doc(as(OWNER), settings), valid));
    await expectAllowed(setDoc(doc(as(OTHER), notificationPaths.settings(OTHER)), valid));
  });

  it('refuses unknown keys, values that are not booleans, other fields and a client time', async () => {
    await expectDenied(setDoc(doc(as(OWNER), settings), { ...valid, channels: { 'request_received:sms': true } }));
    await expectDenied(setDoc(doc(as(OWNER), settings), { ...valid, channels: { 'request_received:email': 'yes' } }));
    await expectDenied(setDoc(doc(as(OWNER), settings), { ...valid, channels: ['request_received:email'] }));
    await expectDenied(setDoc(doc(as(OWNER), settings), { ...valid, extra: 1 }));
    await expectDenied(setDoc(doc(as(OWNER), settings), { ...valid, updated_at: new Date() }));
  });

  it('refuses everyone else and every deletion', async () => {
    await expectDenied(getDoc(doc(as(OTHER), settings)));
    await expectDenied(getDoc(doc(as(ADMIN), settings)));
    await expectDenied(setDoc(doc(as(OTHER), settings), valid));
    await expectDenied(setDoc(doc(anonymous(), settings), valid));
    await expectDenied(deleteDoc(doc(as(OWNER), settings)));
  });
});

describe('user_private/{uid}/devices', () => {
  it('lets the owner register this browser under its token\'s id, refresh when it was seen, list a page and remove devices', async () => {
    const mine = doc(as(OWNER), await deviceOf(OWNER, 'token-2'));
    await expectAllowed(setDoc(mine, newDevice('token-2', 'Firefox on Android', serverTimestamp())));
    await expectAllowed(updateDoc(doc(as(OWNER), DEVICE), { last_seen_at: serverTimestamp() }));
    const devices = collection(as(OWNER), notificationPaths.devices(OWNER));
    await expectAllowed(getDocs(query(devices, orderBy('last_seen_at', 'desc'), limit(LIMITS.devicesListed))));
    await expectAllowed(deleteDoc(doc(as(OWNER), DEVICE)));
  });

  it('refuses a malformed registration, an id that is not the token\'s, and any change but the time it was seen', async () => {
    const at = async (token: string) => doc(as(OWNER), await deviceOf(OWNER, token));
    await expectDenied(setDoc(await at(''), newDevice('', 'Chrome', serverTimestamp())));
    await expectDenied(setDoc(await at('t'), newDevice('t', ' ', serverTimestamp())));
    await expectDenied(setDoc(await at('t'), newDevice('t', 'x'.repeat(LIMITS.deviceNameMax + 1), serverTimestamp())));
    const long = 'x'.repeat(LIMITS.deviceTokenMax + 1);
    await expectDenied(setDoc(await at(long), newDevice(long, 'Chrome', serverTimestamp())));
    await expectDenied(setDoc(await at('t'), { ...newDevice('t', 'Chrome', serverTimestamp()), admin: true }));
    await expectDenied(setDoc(await at('t'), newDevice('t', 'Chrome', SEEDED_AT)));
    // Another token's id, or an id of one's choosing.
    await expectDenied(setDoc(await at('other-token'), newDevice('t', 'Chrome', serverTimestamp())));
    await expectDenied(setDoc(doc(as(OWNER), notificationPaths.device(OWNER, 'chosen')), newDevice('t', 'Chrome', serverTimestamp())));
    await expectDenied(updateDoc(doc(as(OWNER), DEVICE), { token: 'stolen' }));
    await expectDenied(updateDoc(doc(as(OWNER), DEVICE), { name: 'Renamed', last_seen_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as(OWNER), DEVICE), { last_seen_at: SEEDED_AT }));
    // Re-registering an existing device is an update of more than its time.
    await expectDenied(setDoc(doc(as(OWNER), DEVICE), newDevice(DEVICE_TOKEN, 'Chrome on Linux', serverTimestamp())));
  });

  it("refuses other users' devices: reading, registering, refreshing, removing", async () => {
    await expectDenied(getDocs(collection(as(OTHER), notificationPaths.devices(OWNER))));
    await expectDenied(getDoc(doc(as(OTHER), DEVICE)));
    await expectDenied(getDoc(doc(as(ADMIN), DEVICE)));
    await expectDenied(getDoc(doc(anonymous(), DEVICE)));
    await expectDenied(setDoc(doc(as(OTHER), await deviceOf(OWNER, 'token-x')), newDevice('token-x', 'Chrome', serverTimestamp())));
    await expectDenied(updateDoc(doc(as(OTHER), DEVICE), { last_seen_at: serverTimestamp() }));
    await expectDenied(deleteDoc(doc(as(OTHER), DEVICE)));
    await expectDenied(deleteDoc(doc(as(ADMIN), DEVICE)));
    await expectDenied(setDoc(doc(anonymous(), await deviceOf(OWNER, 'token-y')), newDevice('token-y', 'Chrome', serverTimestamp())));
  });
});

describe('mail', () => {
  const mail: MailFields = { to: 'someone@example.com', message: { subject: 'S', text: 'T', html: '<p>H</p>' } };

  it('is written by the producer only: no client creates, reads or deletes an e-mail', async () => {
    await seedDocs(env, { [`${notificationPaths.mail}/m1`]: mail });
    for (const db of [as(OWNER), as(ADMIN), anonymous()]) {
      await expectDenied(addDoc(collection(db, notificationPaths.mail), mail));
      await expectDenied(getDoc(doc(db, `${notificationPaths.mail}/m1`)));
      await expectDenied(deleteDoc(doc(db, `${notificationPaths.mail}/m1`)));
    }
  });
});
