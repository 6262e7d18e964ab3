import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesTerms, searchTerms } from '@mentorbridge/model';
import { addToCopy, mergeCopy, searchCopy, usePublicList, type OfflineCopy } from './usePublicList';
import { DEFAULT_MAX_ITEMS, writeList } from './offlineCache';

interface Item {
  id: string;
}
const byId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const items = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: Item[]) => list.map((item) => item.id);

describe('the offline copy of a list', () => {
  it('takes the pages the server sent and keeps older items only after the last of them', () => {
    // b was deleted on the server (it sorts before the last item sent, and was not sent); e and f lie beyond.
    expect(ids(mergeCopy(items('a', 'b', 'c', 'e', 'f'), items('a', 'c', 'd'), false, byId))).toEqual(['a', 'c', 'd', 'e', 'f']);
  });

  it('drops everything the server did not send once it sent the whole list', () => {
    expect(ids(mergeCopy(items('a', 'b', 'z'), items('a', 'c'), true, byId))).toEqual(['a', 'c']);
  });

  it('adds what a search found without removing anything, and never grows past its bound', () => {
    expect(ids(addToCopy(items('a', 'c'), items('b'), byId))).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: DEFAULT_MAX_ITEMS + 50 }, (_, i) => ({ id: `i${String(i).padStart(4, '0')}` }));
    expect(addToCopy(many.slice(0, 300), many.slice(300), byId)).toHaveLength(DEFAULT_MAX_ITEMS);
    expect(mergeCopy([], many, true, byId)).toHaveLength(DEFAULT_MAX_ITEMS);
  });
});

describe('the search over the offline copy', () => {
  interface Doc {
    id: string;
    kind: string;
    texts: string[];
  }
  const docs: Doc[] = [
    { id: '1', kind: 'a', texts: ['Résumé review', 'Chloé Lefèvre', 'Career switches into UX'] },
    { id: '2', kind: 'b', texts: ['Python for data science', 'Ravi Sharma', 'pandas, SQL and machine-learning'] },
    { id: '3', kind: 'a', texts: ['Mock interview: system design', 'Søren Lindqvist', 'Trade-offs of C++ and Go in 2026'] },
    { id: '4', kind: 'b', texts: ['Interviewing at start-ups', 'ZOË NOVAK', 'resumes, portfolios, PYTHON katas'] },
  ];
  const copy: OfflineCopy<Doc> = {
    name: 'test',
    compare: (a, b) => a.id.localeCompare(b.id),
    matches: (doc, filters) => !filters.kind || doc.kind === filters.kind,
  };
  const search = async (typed: string, filters: Record<string, string> = {}) =>
    (await searchCopy(docs, copy, filters, typed, (d) => d.texts)).map((d) => d.id);

  it('finds what the server finds: word prefixes, any case or accent, every word', async () => {
    const queries = ['resume', 'RÉSU', 'pyth', 'python data', 'interview', 'interviewing', 'zoe nov', 'soren', 'c go', '2026', 'ython', 'ux career', 'machine learning', 'nothing'];
    for (const typed of queries) {
      const server = docs.filter((d) => matchesTerms(d.texts, searchTerms(typed))).map((d) => d.id);
      expect(await search(typed), typed).toEqual(server);
    }
    expect(await search('resu')).toEqual(['1', '4']);
    expect(await search('inter')).toEqual(['3', '4']);
    expect(await search('inter pyth')).toEqual(['4']);
  });

  it('applies the equality filters and keeps the copy’s order', async () => {
    expect(await search('inter', { kind: 'b' })).toEqual(['4']);
    expect(await search('', { kind: 'a' })).toEqual(['1', '3']);
    expect(await search('   ')).toEqual(['1', '2', '3', '4']);
  });
});

describe('usePublicList over the REST reads', () => {
  type Mentor = { id: string; name: string };
  const NAME = (id: string) => `projects/p/databases/(default)/documents/profiles/${id}`;
  const restDoc = (m: Mentor) => ({ document: { name: NAME(m.id), fields: { display_name: { stringValue: m.name } } } });
  const read = (id: string, data: Record<string, unknown>): Mentor => ({ id, name: String(data.display_name) });
  const options = { read, list: 'mentors' as const, filters: {}, search: '', searchText: (m: Mentor) => [m.name], pages: 1 };
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

  afterEach(() => vi.unstubAllGlobals());

  it('shows the device copy at once on a repeat visit, then the server page, with no Firebase SDK', async () => {
    await writeList(options.list, [{ id: 'old', name: 'Ada (saved)' }]);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn((url: string) =>
      url.endsWith(':runQuery')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify([{ result: { aggregateFields: { total: { integerValue: '1' } } } }]))),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => usePublicList(options), { wrapper });
    // The copy, while the server's page is on its way: ready, with more to come, not marked as the device's.
    await waitFor(() => expect(result.current.items.map((m) => m.name)).toEqual(['Ada (saved)']));
    expect(result.current).toMatchObject({ status: 'ready', fromDevice: false, refreshing: false, loadingMore: true });

    answer(new Response(JSON.stringify([restDoc({ id: 'm1', name: 'Grace' })])));
    await waitFor(() => expect(result.current.items.map((m) => m.name)).toEqual(['Grace']));
    expect(result.current).toMatchObject({ status: 'ready', fromDevice: false, loadingMore: false, hasMore: false, read: 1 });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('Listen'))).toBe(false);
  });
});
