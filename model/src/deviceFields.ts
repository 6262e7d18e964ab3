/**
 * `user_private/{uid}/devices/{deviceId}` (a browser registered for push), defined field by field (fieldKinds.ts).
 * A module of its own: the notification settings read it, not the app's start-up.
 */
import type { WithId } from './documents';
import { plainText, text, time, type FieldsOf } from './fieldKinds';

/** `user_private/{uid}/devices/{deviceId}`, field by field (fieldKinds.ts): the owner registers it, refreshes and deletes it. */
export const DEVICE_FIELDS = {
  /** The Firebase Cloud Messaging registration token. */
  token: plainText(),
  /** "Chrome on Android", as the device named itself. */
  name: text(),
  created_at: time(),
  last_seen_at: time(),
};
export type DeviceFields = FieldsOf<typeof DEVICE_FIELDS>;
export type Device = WithId<DeviceFields>;
