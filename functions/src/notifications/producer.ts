/**
 * The one producer of notifications (docs/decisions.md, "Notifications"): an event names its type, its actor, its
 * target and its candidate recipients; the producer leaves out the actor and those who blocked the actor, reads each recipient's channel settings
 * and hands each channel on to its sender (in-app here, e-mail in ./mail, push in ./push). Only functions call it,
 * from the triggers in ../notifications.ts and the daily sweep.
 */
import {
  channelOn,
  DECISION_TYPES,
  isOneOf,
  LIMITS,
  newNotification,
  notificationLine,
  notificationPaths,
  paths,
  type NotificationFields,
  type NotificationParams,
  type NotificationType,
  type PersonCopy,
  type Stored,
} from '@mentorbridge/model';
import { NOTIFICATION_SETTINGS_FIELDS } from '@mentorbridge/model/records';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { eventRecord } from '../counters';
import { blocksRef, blocks } from '../lib/blocks';
import { readDoc } from '../lib/fields';
import { sendMail } from './mail';
import { idOf, type Message, type Services } from './message';
import { sendPush } from './push';

/** Something that happened, and who may hear of it. */
export interface NotificationEvent {
  type: NotificationType;
  /** Who acted: never told of their own action. Null for the sweeps. */
  actor: PersonCopy | null;
  /** Everyone concerned; the actor and duplicates are left out. */
  recipients: readonly string[];
  target: string;
  params?: Partial<NotificationParams>;
  /** Messages and replies collapse into one notification per thread (its key). */
  thread?: string;
  /** A rejection's note: the e-mail carries it whole; the line, the in-app notification and the push carry the reason. */
  note?: string | null;
  /**
   * The event's own key (a trigger's event id, or the sweep's request and time): a redelivered event writes the
   * same document ids again, so it is produced once.
   */
  key: string;
}

/** Produces `event` for every recipient but the actor, on the channels each one keeps on. Returns who got it in the app. */
export async function produce(services: Services, event: NotificationEvent): Promise<string[]> {
  const { db } = services;
  // An actor whose account is being deleted names nobody any more (deleteUserSelf removes what names them).
  if (event.actor && !(await db.doc(paths.profile(event.actor.id)).get()).exists) return [];
  const recipients = [...new Set(event.recipients)].filter((uid) => uid && uid !== event.actor?.id);
  const told: string[] = [];
  await Promise.all(
    recipients.map(async (uid) => {
      // Only people who still have an account: a deleted one keeps no private data.
      const [profile, settingsSnap, blocksSnap] = await db.getAll(db.doc(paths.profile(uid)), db.doc(notificationPaths.settings(uid)), blocksRef(db, uid));
      if (!profile.exists) return;
      // Someone the recipient blocked tells them nothing, as their posts are hidden from them; but a decision on the
      // recipient's own application reaches them whoever made it (docs/decisions.md, "Notifications").
      if (event.actor && !isOneOf(DECISION_TYPES, event.type) && blocks(blocksSnap, event.actor.id)) return;
      const settings = readDoc(NOTIFICATION_SETTINGS_FIELDS, settingsSnap);
      const built = newNotification(
        { type: event.type, recipient_id: uid, actor: event.actor, target: event.target, thread: event.thread ?? null, params: event.params },
        FieldValue.serverTimestamp(),
      );
      const message: Message = { line: notificationLine(built), target: event.target, thread: built.thread, note: event.note ?? null };
      const sends: Promise<unknown>[] = [];
      if (channelOn(settings, event.type, 'in_app')) {
        sends.push(deliverInApp(db, uid, built, event.key).then(() => told.push(uid)));
      }
      if (channelOn(settings, event.type, 'email')) sends.push(sendMail(services, uid, message, event.key));
      if (channelOn(settings, event.type, 'push')) sends.push(sendPush(db, uid, event.type, message, event.key));
      await Promise.all(sends);
    }),
  );
  return told;
}

/**
 * Writes the in-app notification in one transaction per recipient. A single event is a new document under its
 * event's key (present already: a redelivery, nothing to do). A thread's notification is the thread's one
 * document: a new message raises its count while it is unread, and starts it again at 1, unread, once it was read.
 * A new document beyond LIMITS.notificationsKept deletes the oldest ones in the same transaction. Each thread event
 * is recorded with the counter events, in the same transaction, so a redelivered one is counted once.
 */
export async function deliverInApp(
  db: Firestore,
  uid: string,
  notification: Stored<NotificationFields, FieldValue>,
  key: string,
): Promise<void> {
  const all = db.collection(notificationPaths.notifications(uid));
  const ref = all.doc(idOf(notification.thread ?? key));
  // A thread's count moves once per event: a redelivered message finds its record and changes nothing.
  const applied = notification.thread ? eventRecord(`notification:${uid}:${key}`, ref.path, { count: 1 }) : null;
  await db.runTransaction(async (tx) => {
    const [existing, seen] = await tx.getAll(ref, ...(applied ? [applied.ref] : []));
    if (!existing || (existing.exists && !notification.thread) || seen?.exists) return;
    if (existing.exists) {
      if (applied) tx.create(applied.ref, applied.data);
      const unread = existing.get('read') === false;
      const count = Number(existing.get('count'));
      tx.update(ref, {
        actor: notification.actor,
        params: notification.params,
        target: notification.target,
        read: false,
        count: unread && Number.isInteger(count) ? count + 1 : 1,
        updated_at: notification.updated_at,
      } satisfies Partial<Stored<NotificationFields, FieldValue>>);
      return;
    }
    const kept = (await tx.get(all.count())).data().count;
    if (kept >= LIMITS.notificationsKept) {
      const oldest = await tx.get(all.orderBy('updated_at').limit(kept - LIMITS.notificationsKept + 1));
      for (const doc of oldest.docs) tx.delete(doc.ref);
    }
    if (applied) tx.create(applied.ref, applied.data);
    tx.create(ref, notification);
  });
}
