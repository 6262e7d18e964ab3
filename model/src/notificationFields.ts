/**
 * `user_private/{uid}/notifications/{id}` (one notification for one recipient), defined field by field
 * (fieldKinds.ts), with its one reader. A module of its own beside the index: the bell reads it, the data pages do not.
 */
import type { WithId } from './documents';
import { ADMIN_ROLES, isOneOf, REJECT_REASONS } from './enums';
import { custom, oneOf, plainText, readCount, readFields, readText, textOrNull, time, type FieldsOf } from './fieldKinds';
import { NOTIFICATION_TYPES, type NotificationParams, type NotificationType } from './notifications';
import { readPersonCopy, type PersonCopy } from './person';

/** The title ('' when none) and the admin role (null unless one of ADMIN_ROLES). */
function readParams(value: unknown): NotificationParams {
  const params = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    title: readText(params.title),
    role: isOneOf(ADMIN_ROLES, params.role) ? params.role : null,
    reason: isOneOf(REJECT_REASONS, params.reason) ? params.reason : null,
  };
}

/** `user_private/{uid}/notifications/{id}`, field by field (fieldKinds.ts): written only by functions; the owner flips `read`. */
export const NOTIFICATION_FIELDS = {
  /** One of NOTIFICATION_TYPES: readNotification leaves out a notification of any other (from a newer server). */
  type: oneOf<NotificationType, 'request_received'>(NOTIFICATION_TYPES, 'request_received'),
  recipient_id: plainText(),
  /** Who acted, as they were named then (its own id); null for the sweeps' notices (expiry, waiting, pause). */
  actor: custom<PersonCopy | null, null>(null, (value) => (value ? readPersonCopy(value, '') : null)),
  /** The app's path the notification opens, e.g. `/projects/{projectId}`; the home page when missing. */
  target: custom<string, string>('/', (value) => readText(value, '/')),
  params: custom<NotificationParams, NotificationParams>({ title: '', role: null, reason: null }, readParams),
  /** Only a stored true is read. */
  read: custom<boolean, false>(false, (value) => value === true),
  /** The thread a message or a reply belongs to (`project:{id}`, `discussion:{id}`); null for single events. */
  thread: textOrNull(),
  /** How many events it stands for: 1, or the unread messages of its thread (never read below 1). */
  count: custom<number, 1>(1, (value) => Math.max(1, readCount(value))),
  created_at: time(),
  /** The latest event: the bell's order. */
  updated_at: time(),
};
export type NotificationFields = FieldsOf<typeof NOTIFICATION_FIELDS>;
export type AppNotification = WithId<NotificationFields>;

/** A stored notification (NOTIFICATION_FIELDS), or null for one of a type this app does not know (from a newer server). */
export function readNotification(id: string, data: Readonly<Record<string, unknown>>): AppNotification | null {
  return isOneOf(NOTIFICATION_TYPES, data.type) ? readFields(NOTIFICATION_FIELDS, id, data) : null;
}
