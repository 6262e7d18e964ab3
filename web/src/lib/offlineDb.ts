import Dexie, { type Table } from 'dexie';
import { OFFLINE_DB_NAME } from '@/config';
import type { CachedItem, JournalEntry, ListMeta } from './offlineCache';

/**
 * The app's IndexedDB database through Dexie, in a module of its own: lib/offlineCache.ts imports it when a list is
 * read or written, so a screen with nothing saved on this device (a first visit) shows its first cards without
 * Dexie's code (docs/architecture.md, "Start-up of the data pages").
 */
export class OfflineDb extends Dexie {
  items!: Table<CachedItem, [string, string]>;
  lists!: Table<ListMeta, string>;
  writes!: Table<JournalEntry, number>;

  constructor() {
    super(OFFLINE_DB_NAME);
    this.version(1).stores({ items: '[list+id], list', lists: 'name, owner', writes: '++key, uid' });
  }
}

let instance: OfflineDb | undefined;

/** The app's one Dexie database (opened on first use, so pages that never cache anything never open it). */
export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}
