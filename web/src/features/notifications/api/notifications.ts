import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  LIMITS,
  newNotificationSettings,
  notificationPaths,
  readFields,
  TEXTS,
  type AppNotification,
  type NotificationChannel,
  type NotificationSettingsFields,
  type NotificationType,
} from '@mentorbridge/model';
import { NOTIFICATION_SETTINGS_FIELDS, readNotification } from '@mentorbridge/model/records';
import { toast } from '@/components/toast';
import { documentReader } from '@/lib/converters';
import { getDb } from '@/lib/firestore';
import { useLiveDoc, useLiveQuery, type LiveState } from '@/lib/liveQuery';

/** A notification as stored, read defensively; one of an unknown type (from a newer server) is left out. */
export const notificationConverter = documentReader<AppNotification | null>(readNotification, { estimateTimes: true });

const notificationsOf = (uid: string) =>
  collection(getDb(), notificationPaths.notifications(uid)).withConverter(notificationConverter);

/** A user's notifications, newest event first. */
function newestFirst(uid: string): Query<AppNotification | null> {
  return query(notificationsOf(uid), orderBy('updated_at', 'desc'));
}

/** A user's unread notifications, newest first (an index: read, updated_at). */
function unreadFirst(uid: string): Query<AppNotification | null> {
  return query(notificationsOf(uid), where('read', '==', false), orderBy('updated_at', 'desc'));
}

/**
 * How many notifications are unread, live, up to LIMITS.unreadBadgeMax + 1 (the badge then says "9+"): a live
 * query of at most that many documents, answered from the cache offline with the marks made there
 * (docs/decisions.md, "Notifications").
 */
export function useUnreadCount(uid: string): number | null {
  const unread = useMemo(() => query(unreadFirst(uid), limit(LIMITS.unreadBadgeMax + 1)), [uid]);
  const state = useLiveQuery(unread);
  return state.status === 'success' ? state.data.filter((item) => item.data).length : null;
}

export interface NotificationList {
  status: 'loading' | 'error' | 'success';
  items: AppNotification[];
  /** Older notifications may exist: the last page read was full. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The bell's list: the newest page (LIMITS.notificationsPage) live, and older ones a page at a time on demand
 * (read once; a notification marked read here shows as read at once).
 */
export function useNotificationList(uid: string): NotificationList {
  const [first, setFirst] = useState<{ status: 'loading' | 'error' | 'success'; docs: QueryDocumentSnapshot<AppNotification | null>[] }>({
    status: 'loading',
    docs: [],
  });
  const [older, setOlder] = useState<{ docs: QueryDocumentSnapshot<AppNotification | null>[]; full: boolean }>({ docs: [], full: true });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    setOlder({ docs: [], full: true });
    return onSnapshot(
      query(newestFirst(uid), limit(LIMITS.notificationsPage)),
      { includeMetadataChanges: true },
      (snap) => setFirst({ status: 'success', docs: snap.docs }),
      () => setFirst({ status: 'error', docs: [] }),
    );
  }, [uid]);

  // Marks made on this device reach the older pages too, which are not live.
  useEffect(() => {
    const onRead = (event: Event) => {
      const ids = (event as CustomEvent<string[]>).detail;
      setReadHere((current) => new Set([...current, ...ids]));
    };
    window.addEventListener(READ_EVENT, onRead);
    return () => window.removeEventListener(READ_EVENT, onRead);
  }, []);

  const loadOlder = useCallback(() => {
    const cursor = older.docs.at(-1) ?? first.docs.at(-1);
    if (!cursor) return;
    setLoadingOlder(true);
    getDocs(query(newestFirst(uid), startAfter(cursor), limit(LIMITS.notificationsPage)))
      .then((snap) => setOlder((current) => ({ docs: [...current.docs, ...snap.docs], full: snap.size === LIMITS.notificationsPage })))
      .catch(() => toast.error(TEXTS.notifications.failed))
      .finally(() => setLoadingOlder(false));
  }, [uid, first.docs, older.docs]);

  const items = useMemo(() => {
    const seen = new Set<string>();
    const all: AppNotification[] = [];
    for (const snap of [...first.docs, ...older.docs]) {
      const item = snap.data();
      if (!item || seen.has(item.id)) continue;
      seen.add(item.id);
      all.push(readHere.has(item.id) ? { ...item, read: true } : item);
    }
    return all;
  }, [first.docs, older.docs, readHere]);

  const firstFull = first.docs.length === LIMITS.notificationsPage;
  const hasOlder = older.docs.length === 0 ? firstFull : older.full;
  return { status: first.status, items, hasOlder, loadingOlder, loadOlder };
}

/** Tells the open lists that notifications were marked read on this device. */
const READ_EVENT = 'mentorbridge:notifications-read';
const announceRead = (ids: string[]) => window.dispatchEvent(new CustomEvent(READ_EVENT, { detail: ids }));

/** Marks one notification read. Offline the mark is queued like every write, and the lists show it at once. */
export function markRead(uid: string, id: string): void {
  announceRead([id]);
  updateDoc(doc(getDb(), notificationPaths.notification(uid, id)), { read: true }).catch(() => toast.error(TEXTS.notifications.markFailed));
}

/**
 * Marks every unread notification read, a page of LIMITS.notificationsPage at a time (at most
 * LIMITS.notificationsKept exist), one batched write per page. Offline, the pages come from the device's cache
 * and the writes are queued.
 */
export async function markAllRead(uid: string): Promise<void> {
  const unread = query(unreadFirst(uid), limit(LIMITS.notificationsPage));
  let cursor: QueryDocumentSnapshot<AppNotification | null> | undefined;
  for (let page = 0; page <= LIMITS.notificationsKept / LIMITS.notificationsPage; page += 1) {
    const snap = await getDocs(cursor ? query(unread, startAfter(cursor)) : unread);
    if (snap.empty) break;
    const batch = writeBatch(getDb());
    for (const item of snap.docs) batch.update(item.ref, { read: true });
    announceRead(snap.docs.map((item) => item.id));
    batch.commit().catch(() => toast.error(TEXTS.notifications.markFailed));
    if (snap.size < LIMITS.notificationsPage) break;
    cursor = snap.docs[snap.size - 1];
  }
}

const settingsConverter = documentReader<Pick<NotificationSettingsFields, 'channels'>>((id, d) => readFields(NOTIFICATION_SETTINGS_FIELDS, id, d));

/** The user's notification settings, live (null before they change any switch: the defaults hold). */
export function useNotificationSettings(uid: string): LiveState<Pick<NotificationSettingsFields, 'channels'> | null> {
  const ref = useMemo(() => doc(getDb(), notificationPaths.settings(uid)).withConverter(settingsConverter), [uid]);
  return useLiveDoc(ref);
}

/** Turns one type's channel on or off, keeping the other switches; written whole (the rules check its shape). */
export function setChannel(
  uid: string,
  current: Pick<NotificationSettingsFields, 'channels'> | null,
  change: { type: NotificationType; channel: NotificationChannel; on: boolean },
): void {
  setDoc(doc(getDb(), notificationPaths.settings(uid)), newNotificationSettings(current, change, serverTimestamp())).catch(() =>
    toast.error(TEXTS.notifications.saveFailed),
  );
}
