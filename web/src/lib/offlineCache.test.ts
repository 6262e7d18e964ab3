import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPrivateData,
  listRefreshedAt,
  onListChange,
  readCachedItem,
  readList,
  readStoredCopy,
  writeList,
} from './offlineCache';
import { offlineDb } from './offlineDb';

interface Item {
  id: string;
  name: string;
}

const items = (...names: string[]): Item[] => names.map((name) => ({ id: name.toLowerCase(), name }));

beforeEach(async () => {
  localStorage.clear();
  const db = offlineDb();
  await Promise.all([db.items.clear(), db.lists.clear(), db.writes.clear()]);
});

describe('offline list cache', () => {
  it('gives the first cards before the app a held copy as stored, without Dexie, and nothing for one not held', async () => {
    await writeList('mentors', items('Zoe', 'Adam'), { now: 1 });
    const stored = (await readStoredCopy('mentors')) as Item[];
    expect(stored.map((i) => i.name).sort()).toEqual(['Adam', 'Zoe']);
    expect(await readStoredCopy('videos')).toBeNull();
    localStorage.clear();
    expect(await readStoredCopy('mentors')).toBeNull();
  });

  it('returns nothing and no refresh time for a list never cached', async () => {
    expect(await readList('mentors')).toEqual({ items: [], refreshedAt: null });
  });

  it('keeps the server order and the refresh time', async () => {
    await writeList('mentors', items('Zoe', 'Adam', 'Mia'), { now: 1000 });
    const list = await readList<Item>('mentors');
    expect(list.items.map((i) => i.name)).toEqual(['Zoe', 'Adam', 'Mia']);
    expect(list.refreshedAt).toBe(1000);
    expect(await listRefreshedAt('mentors')).toBe(1000);
  });

  it('a refresh replaces the list rather than duplicating it', async () => {
    await writeList('mentors', items('Ann', 'Ben'), { now: 1 });
    await writeList('mentors', [{ id: 'ann', name: 'Ann B.' }, ...items('Ben')], { now: 2 });
    const list = await readList<Item>('mentors');
    expect(list.items).toEqual([{ id: 'ann', name: 'Ann B.' }, { id: 'ben', name: 'Ben' }]);
    expect(list.refreshedAt).toBe(2);
    expect(await offlineDb().items.count()).toBe(2);
  });

  it('items deleted on the server disappear on the next refresh', async () => {
    await writeList('videos', items('One', 'Two', 'Three'));
    await writeList('videos', items('One', 'Three'));
    expect((await readList<Item>('videos')).items.map((i) => i.id)).toEqual(['one', 'three']);
    expect(await readCachedItem('videos', 'two')).toBeUndefined();
    await writeList('videos', []);
    expect((await readList('videos')).items).toEqual([]);
  });

  it('keeps at most maxItems per list', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `m${i}`, name: `Mentor ${i}` }));
    await writeList('mentors', many, { maxItems: 10 });
    const list = await readList<Item>('mentors');
    expect(list.items).toHaveLength(10);
    expect(list.items[9].id).toBe('m9');
    expect(await offlineDb().items.count()).toBe(10);
  });

  it('lists are independent of each other', async () => {
    await writeList('mentors', items('Ann'));
    await writeList('videos', items('Ann', 'Intro'));
    await writeList('mentors', []);
    expect((await readList('videos')).items).toHaveLength(2);
    expect(await readCachedItem<Item>('videos', 'ann')).toEqual({ id: 'ann', name: 'Ann' });
  });

  it('tells listeners which list changed', async () => {
    const seen: string[] = [];
    const stop = onListChange((name) => seen.push(name));
    await writeList('mentors', items('Ann'));
    stop();
    await writeList('videos', items('Ann'));
    expect(seen).toEqual(['mentors']);
  });

  it('sign-out clears private lists and the user’s write journal, keeping public lists', async () => {
    await writeList('mentors', items('Ann'));
    await writeList('my-enrollments', items('P1'), { owner: 'u1' });
    const db = offlineDb();
    const entry = { path: 'x/1', expect: 'exists' as const, title: 't', label: 'l', createdAt: 1 };
    await db.writes.bulkAdd([{ ...entry, uid: 'u1' }, { ...entry, uid: 'u2' }]);
    await clearPrivateData('u1');
    expect((await readList('mentors')).items).toHaveLength(1);
    expect(await readList('my-enrollments')).toEqual({ items: [], refreshedAt: null });
    expect((await db.writes.toArray()).map((w) => w.uid)).toEqual(['u2']);
  });
});

describe('cached documents', () => {
  it('come back with their times as Dates, deeply, as the converters read them', async () => {
    const created = new Date(10_005);
    await writeList('mentors', [{ id: 'a', created_at: created, mentor: { joined: new Date(1000) }, pending: null }]);
    const [item] = (await readList<{ id: string; created_at: Date; mentor: { joined: Date }; pending: null }>('mentors')).items;
    expect(item.created_at).toBeInstanceOf(Date);
    expect(item.created_at.getTime()).toBe(10_005);
    expect(item.mentor.joined).toBeInstanceOf(Date);
    expect(item.pending).toBeNull();
    expect(await readCachedItem('mentors', 'a')).toEqual({ id: 'a', created_at: created, mentor: { joined: new Date(1000) }, pending: null });
  });
});

describe('the note of the lists this device holds', () => {
  /** Rows put straight into the database, as a device that saved them before the note existed would have them. */
  async function unnoted(name: string) {
    const db = offlineDb();
    await db.items.put({ list: name, id: 'ann', position: 0, value: { id: 'ann', name: 'Ann' } });
    await db.lists.put({ name, refreshedAt: 5, count: 1, owner: null });
  }

  it('answers for a list never saved here without asking the database (a first visit loads no Dexie to read)', async () => {
    await unnoted('mentors');
    expect(await readList('mentors')).toEqual({ items: [], refreshedAt: null });
    expect(await listRefreshedAt('mentors')).toBeNull();
    expect(await readCachedItem('mentors', 'ann')).toBeUndefined();
  });

  it('notes a list once it is saved, and forgets the private ones sign-out removes', async () => {
    await writeList('mentors', items('Ann'), { now: 7 });
    await writeList('my-enrollments', items('P1'), { owner: 'u1' });
    expect(JSON.parse(localStorage.getItem('mentorbridge-copies') ?? '[]')).toEqual(['mentors', 'my-enrollments']);
    expect(await listRefreshedAt('mentors')).toBe(7);
    await clearPrivateData('u1');
    expect(JSON.parse(localStorage.getItem('mentorbridge-copies') ?? '[]')).toEqual(['mentors']);
  });

  it('asks the database when the note cannot be read', async () => {
    await unnoted('videos');
    localStorage.setItem('mentorbridge-copies', '{not json');
    expect((await readList<Item>('videos')).items.map((item) => item.name)).toEqual(['Ann']);
    expect(await listRefreshedAt('videos')).toBe(5);
  });
});
