import { doc, getDocFromServer, waitForPendingWrites, type DocumentData } from 'firebase/firestore';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { getAuthInstance } from './auth';
import { errorText } from './errors';
import { getDb } from './firestore';
import type { JournalEntry } from './offlineCache';
import { offlineDb } from './offlineDb';
import { sameValue } from './sameValue';

/** What to tell the user about a write if the server refuses it, and how to check it landed. */
export interface TrackedWrite {
  /** The document written. */
  path: string;
  /** What the server holds once the write is applied: the document exists, is gone, or has these fields. */
  expect: JournalEntry['expect'];
  /** Toast title, e.g. "Failed to add comment". */
  title: string;
  /** Names the item: `comment "Great talk…"` (see `describeItem`). */
  label: string;
}

/** `kind "first words…"`: how an item is named in an error toast. */
export function describeItem(kind: string, text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `${kind} "${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}

function reason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return TEXTS.toasts.writes.notAllowed;
  const message = errorText(error, '');
  return message ? TEXTS.toasts.writes.refusedBecause(message) : TEXTS.toasts.writes.refused;
}

function reportRefused(item: Pick<TrackedWrite, 'title' | 'label'>, why: string): void {
  // Stays until dismissed: the user must learn that something they wrote was not kept.
  toast.error(TEXTS.toasts.writes.notSaved(item.label, why), { title: item.title, autoClose: false });
}

// Journal entries whose write promise this page still holds; the rest were written before a reload.
const held = new Set<number>();

/**
 * Follows a Firestore write that may be queued offline: if the server refuses it, even minutes later
 * after reconnecting, the user gets an error toast naming the item. The write is also noted on the
 * device so the same check happens after a reload (when its promise is gone; see `checkUnconfirmedWrites`).
 * Returns the write's promise, for callers that also undo something on failure.
 */
export function trackWrite<T>(
  write: Promise<T>,
  item: TrackedWrite,
  /** 'afterReload': the caller reports a refusal itself while the page is open; only later ones are reported here. */
  report: 'always' | 'afterReload' = 'always',
  /** Why the server refused, when the caller can tell better than the error's code (an abuse limit); null if not. */
  explain?: (error: unknown) => Promise<string | null>,
): Promise<T> {
  const uid = getAuthInstance().currentUser?.uid;
  const noted: Promise<number | undefined> = uid
    ? offlineDb()
        .writes.add({ ...item, uid, createdAt: Date.now() })
        .then((key) => {
          held.add(key);
          return key;
        })
        .catch(() => undefined)
    : Promise.resolve(undefined);
  const forget = () =>
    void noted.then((key) => {
      if (key === undefined) return;
      held.delete(key);
      void offlineDb().writes.delete(key).catch(() => undefined);
    });
  write.then(forget, (error: unknown) => {
    forget();
    if (report !== 'always') return;
    if (!explain) return reportRefused(item, reason(error));
    void explain(error).then((why) => reportRefused(item, why ?? reason(error)));
  });
  return write;
}

function landed(entry: JournalEntry, data: DocumentData | undefined): boolean {
  if (entry.expect === 'exists') return data !== undefined;
  if (entry.expect === 'missing') return data === undefined;
  const { fields } = entry.expect;
  return data !== undefined && Object.entries(fields).every(([key, value]) => sameValue(data[key], value));
}

let checking = false;
const RETRY_MS = 5000;

/**
 * After a reload, writes queued before it have no promise left to report a refusal. Once online,
 * waits for Firestore to send them, then reads each back from the server and reports the ones that
 * did not land. Safe to call often (on start, on reconnect); it runs one check at a time.
 */
export async function checkUnconfirmedWrites(): Promise<void> {
  const uid = getAuthInstance().currentUser?.uid;
  if (!uid || checking || !navigator.onLine) return;
  checking = true;
  try {
    const db = offlineDb();
    const entries = await db.writes.where('uid').equals(uid).sortBy('createdAt');
    // Only the last write to a document decides what the server should hold (like, then unlike).
    const latest = new Map(entries.map((entry) => [entry.path, entry]));
    const superseded = entries.filter((entry) => latest.get(entry.path) !== entry && !held.has(entry.key as number));
    await db.writes.bulkDelete(superseded.map((entry) => entry.key as number));
    const orphans = [...latest.values()].filter((entry) => entry.key !== undefined && !held.has(entry.key));
    if (orphans.length === 0) return;
    await waitForPendingWrites(getDb());
    for (const entry of orphans) {
      let ok: boolean;
      try {
        const snap = await getDocFromServer(doc(getDb(), entry.path));
        ok = landed(entry, snap.data());
      } catch (error) {
        // A document the user may no longer read (e.g. a project thread after access was withdrawn)
        // was refused by the same rule; any other failure (offline again) is retried later.
        if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
        ok = false;
      }
      await db.writes.delete(entry.key as number);
      if (!ok) reportRefused(entry, TEXTS.toasts.writes.refusedAfterReconnect);
    }
  } catch (error) {
    console.warn('Could not check queued writes yet:', error);
    setTimeout(() => void checkUnconfirmedWrites(), RETRY_MS);
  } finally {
    checking = false;
  }
}
