import type { ListOrder } from '@mentorbridge/model';
import { OFFLINE_DB_NAME } from '@/config';
import type { OfflineDb } from './offlineDb';

/** One cached item of a list; `position` keeps the order the server gave. */
export interface CachedItem {
  list: string;
  id: string;
  position: number;
  value: unknown;
}

/** When a list was last refreshed from the server, and whose data it is (null: public data). */
export interface ListMeta {
  name: string;
  refreshedAt: number;
  count: number;
  owner: string | null;
}

/** A write made on this device that the server has not answered yet (see writeJournal.ts). */
export interface JournalEntry {
  key?: number;
  uid: string;
  path: string;
  /** What the server should hold once the write is applied. */
  expect: 'exists' | 'missing' | { fields: Record<string, unknown> };
  /** Toast title when the server refused it, e.g. "Failed to add comment". */
  title: string;
  /** Names the item for the user: `comment "Great talk…"`. */
  label: string;
  createdAt: number;
}

/** The database, loaded with Dexie on first use (lib/offlineDb.ts; the type import loads nothing). */
const database = (): Promise<OfflineDb> => import('./offlineDb').then(({ offlineDb }) => offlineDb());

/**
 * The lists this device holds a copy of, noted beside the database (in localStorage), so that a screen can tell
 * without loading Dexie that there is nothing to read: a first visit's data page loads Dexie only to save what it
 * shows, after its first cards.
 */
const HELD_KEY = 'mentorbridge-copies';

/** The noted lists, or null when the note cannot be read (then the database is asked). */
function heldLists(): Set<string> | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(HELD_KEY) ?? '[]');
    return Array.isArray(raw) ? new Set(raw.filter((name): name is string => typeof name === 'string')) : null;
  } catch {
    return null;
  }
}

/** Whether the device may hold a copy of `name` (false only when the note says it does not). */
function mayHold(name: string): boolean {
  return heldLists()?.has(name) ?? true;
}

/**
 * A list's copy as stored, without Dexie, for a data page's first cards before the app (lib/earlyCards.ts): the
 * items in no particular order, or null when the note does not say the device holds it, or it cannot be read.
 * Never creates the database.
 */
export function readStoredCopy(name: string): Promise<unknown[] | null> {
  if (!heldLists()?.has(name) || typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(OFFLINE_DB_NAME);
    // Only a database that does not exist is upgraded here: none is made.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      const done = (items: unknown[] | null) => {
        db.close();
        resolve(items);
      };
      try {
        const read = db.transaction('items', 'readonly').objectStore('items').index('list').getAll(name);
        read.onsuccess = () => done((read.result as CachedItem[]).map((row) => row.value));
        read.onerror = () => done(null);
      } catch {
        done(null);
      }
    };
  });
}

/**
 * Firestore's order of a list's sort (`LISTS[list].order`): by the field, then by the document id, both in the
 * sort's direction (strings compare by code unit, like the server). A time field compares as its time; an item not
 * yet timed (its server time still pending) counts as the newest.
 */
export function inListOrder<T extends { id: string }>({ field, direction }: ListOrder): (a: T, b: T) => number {
  const sign = direction === 'asc' ? 1 : -1;
  const key = (item: T): unknown => {
    const value = (item as Record<string, unknown>)[field];
    return value instanceof Date ? value.getTime() : (value ?? Number.MAX_SAFE_INTEGER);
  };
  return (a, b) => {
    const [x, y] = [key(a), key(b)] as [string | number, string | number];
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * sign;
  };
}

/** Firestore's order of a list sorted newest first (videos, discussions, projects): by creation time, then by id, descending. */
export const newestFirst: <T extends { id: string; created_at: Date | null }>(a: T, b: T) => number = inListOrder({ field: 'created_at', direction: 'desc' });

/** Writes the note from the database itself, after a change to its lists: it never drifts from what is held. */
async function noteHeld(db: OfflineDb): Promise<void> {
  const names = await db.lists.toCollection().primaryKeys();
  try {
    localStorage.setItem(HELD_KEY, JSON.stringify(names));
  } catch {
    // Without the note, every read asks the database (mayHold).
  }
}

/** Upper bound of items kept per list, so a cache never grows without limit. */
export const DEFAULT_MAX_ITEMS = 500;

export interface CachedList<T> {
  items: T[];
  /** Milliseconds since the epoch, or null when the list was never cached on this device. */
  refreshedAt: number | null;
}

type Listener = (name: string) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with a list's name whenever that list is written or cleared. */
export function onListChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = (name: string) => listeners.forEach((l) => l(name));

/** The cached copy of a list, in the order it was stored. */
export async function readList<T>(name: string): Promise<CachedList<T>> {
  if (!mayHold(name)) return { items: [], refreshedAt: null };
  const db = await database();
  const [meta, rows] = await db.transaction('r', db.lists, db.items, () =>
    Promise.all([db.lists.get(name), db.items.where('list').equals(name).sortBy('position')]),
  );
  return { items: rows.map((row) => row.value as T), refreshedAt: meta?.refreshedAt ?? null };
}

/**
 * Replaces a list with the server's latest copy: items no longer there are removed (deletions
 * propagate), nothing is duplicated, and at most `maxItems` are kept.
 */
export async function writeList<T extends { id: string }>(
  name: string,
  items: readonly T[],
  options: { maxItems?: number; owner?: string | null; now?: number } = {},
): Promise<void> {
  const db = await database();
  const kept = items.slice(0, options.maxItems ?? DEFAULT_MAX_ITEMS);
  await db.transaction('rw', db.lists, db.items, async () => {
    await db.items.where('list').equals(name).delete();
    await db.items.bulkPut(kept.map((value, position) => ({ list: name, id: value.id, position, value })));
    await db.lists.put({
      name,
      refreshedAt: options.now ?? Date.now(),
      count: kept.length,
      owner: options.owner ?? null,
    });
  });
  await noteHeld(db);
  changed(name);
}

/** One item of a cached list (e.g. a mentor's profile to show offline), or undefined. */
export async function readCachedItem<T>(name: string, id: string): Promise<T | undefined> {
  if (!mayHold(name)) return undefined;
  const row = await (await database()).items.get([name, id]);
  return row?.value as T | undefined;
}

/** When a list was last refreshed, or null if never. */
export async function listRefreshedAt(name: string): Promise<number | null> {
  if (!mayHold(name)) return null;
  return (await (await database()).lists.get(name))?.refreshedAt ?? null;
}

/**
 * Removes every list that holds someone's private data and that person's unsent-write journal
 * (sign-out on a shared device). Public lists (mentors, videos) stay for offline browsing.
 */
export async function clearPrivateData(uid: string | null): Promise<void> {
  const db = await database();
  const names = await db.transaction('rw', db.lists, db.items, db.writes, async () => {
    const privateLists = await db.lists.filter((meta) => meta.owner !== null).primaryKeys();
    for (const name of privateLists) await db.items.where('list').equals(name).delete();
    await db.lists.bulkDelete(privateLists);
    if (uid) await db.writes.where('uid').equals(uid).delete();
    return privateLists;
  });
  await noteHeld(db);
  names.forEach(changed);
}

