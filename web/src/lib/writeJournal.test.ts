import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  show: vi.fn(),
  server: new Map<string, Record<string, unknown>>(),
  waitForPendingWrites: vi.fn(),
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: mocks.show } }));
vi.mock('./auth', () => ({ getAuthInstance: () => ({ currentUser: { uid: 'u1' } }) }));
vi.mock('./firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  waitForPendingWrites: mocks.waitForPendingWrites,
  getDocFromServer: (ref: { path: string }) => {
    if (ref.path.startsWith('secret/')) return Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    return Promise.resolve({ data: () => mocks.server.get(ref.path) });
  },
}));

import { offlineDb } from './offlineDb';
import { checkUnconfirmedWrites, describeItem, trackWrite } from './writeJournal';

const refused = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
/** Resolves when the journal forgets an entry (deletes it): the last step of a tracked write's outcome. */
function forgotten(): Promise<void> {
  const table = offlineDb().writes;
  return new Promise((resolve) => {
    const onDelete = () => {
      table.hook('deleting').unsubscribe(onDelete);
      resolve();
    };
    table.hook('deleting', onDelete);
  });
}

beforeEach(async () => {
  vi.clearAllMocks();
  mocks.server.clear();
  mocks.waitForPendingWrites.mockResolvedValue(undefined);
  await offlineDb().writes.clear();
});

describe('describeItem', () => {
  it('names an item by its first words', () => {
    expect(describeItem('comment', 'Great talk')).toBe('comment "Great talk"');
    expect(describeItem('message', 'a'.repeat(50), 10)).toBe(`message "${'a'.repeat(9)}…"`);
    expect(describeItem('comment', '  two\n lines ')).toBe('comment "two lines"');
  });
});

describe('trackWrite', () => {
  const item = { path: 'c/1', expect: 'exists' as const, title: 'Failed to add comment', label: 'comment "Hi"' };

  it('reports a refused write naming the item, and forgets it', async () => {
    let reject!: (e: unknown) => void;
    const write = new Promise<void>((_, r) => (reject = r));
    const tracked = trackWrite(write, item).catch(() => 'caught');
    await vi.waitFor(async () => expect(await offlineDb().writes.count()).toBe(1));
    const forgot = forgotten();
    reject(refused());
    expect(await tracked).toBe('caught');
    await forgot;
    expect(mocks.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Failed to add comment', message: expect.stringContaining('Your comment "Hi" was not saved') }),
    );
    expect(await offlineDb().writes.count()).toBe(0);
  });

  it('says nothing about a write the server accepted', async () => {
    const forgot = forgotten();
    await trackWrite(Promise.resolve(), item);
    await forgot;
    expect(mocks.show).not.toHaveBeenCalled();
    expect(await offlineDb().writes.count()).toBe(0);
  });

  it('leaves the in-page report to the caller when asked', async () => {
    const forgot = forgotten();
    await trackWrite(Promise.reject(refused()), item, 'afterReload').catch(() => undefined);
    await forgot;
    expect(mocks.show).not.toHaveBeenCalled();
  });
});

describe('checkUnconfirmedWrites (writes queued before a reload)', () => {
  const entry = (path: string, expectation: 'exists' | 'missing' | { fields: Record<string, unknown> }, createdAt = 1) => ({
    uid: 'u1',
    path,
    expect: expectation,
    title: 'Failed',
    label: `item ${path}`,
    createdAt,
  });

  it('after the queue is sent, reports the writes the server does not have', async () => {
    mocks.server.set('c/landed', { content: 'x' });
    mocks.server.set('p/me', { bio: 'new', hourly_rate: 10 });
    await offlineDb().writes.bulkAdd([
      entry('c/landed', 'exists'),
      entry('c/refused', 'exists'),
      entry('p/me', { fields: { bio: 'new' } }),
      entry('p/other', { fields: { bio: 'mine' } }),
      entry('secret/1', 'exists'),
      { ...entry('c/landed', 'exists'), uid: 'someone-else' },
    ]);
    await checkUnconfirmedWrites();
    expect(mocks.waitForPendingWrites).toHaveBeenCalled();
    const reported = mocks.show.mock.calls.map(([n]) => (n as { message: string }).message);
    expect(reported).toHaveLength(3);
    expect(reported.join('\n')).toContain('item c/refused');
    expect(reported.join('\n')).toContain('item p/other');
    expect(reported.join('\n')).toContain('item secret/1');
    expect((await offlineDb().writes.toArray()).map((w) => w.uid)).toEqual(['someone-else']);
  });

  it('judges a document by its last write only (a like, then an unlike)', async () => {
    await offlineDb().writes.bulkAdd([entry('likes/u1', 'exists', 1), entry('likes/u1', 'missing', 2)]);
    await checkUnconfirmedWrites();
    expect(mocks.show).not.toHaveBeenCalled();
    expect(await offlineDb().writes.count()).toBe(0);
  });
});
