/**
 * `user_private/{uid}` (a user's notification channels), defined field by field (fieldKinds.ts). A module of its own:
 * the settings screen and the functions' producer read it, not the app's start-up.
 */
import { custom, time, type FieldsOf } from './fieldKinds';
import type { ChannelKey } from './notifications';

/** The channel switches as stored: only those set to true or false (a missing one keeps its default). */
function readChannels(value: unknown): Partial<Record<ChannelKey, boolean>> {
  const channels: Record<string, boolean> = {};
  for (const [key, on] of Object.entries(value && typeof value === 'object' ? value : {})) if (typeof on === 'boolean') channels[key] = on;
  return channels;
}

/** `user_private/{uid}`, field by field (fieldKinds.ts): the owner's channel choices; a key missing from `channels` keeps its default. */
export const NOTIFICATION_SETTINGS_FIELDS = {
  channels: custom<Partial<Record<ChannelKey, boolean>>, Partial<Record<ChannelKey, boolean>>>({}, readChannels),
  updated_at: time(),
};
export type NotificationSettingsFields = FieldsOf<typeof NOTIFICATION_SETTINGS_FIELDS>;
