import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTS, MENTOR_SORTS, SEARCH_TOKENS_FIELD } from '@mentorbridge/model';
import {
  countList,
  cursorAfter,
  firstPageRequest,
  requestKey,
  RestReadError,
  runListQuery,
  structuredQuery,
} from './firestoreRest';
import { decodeFields, type RestDocument } from './restDocument';
import { EARLY_READ_KEY } from '@/config';
import type { EarlyRead } from './earlyRead';
import { PAGE_READ_LIMIT_MS, PageReadTimeout } from './pager';

const NAME = 'projects/demo-mentorbridge/databases/(default)/documents/profiles/m1';

describe('decodeFields', () => {
  it('turns every REST value into plain data, timestamps into Dates', () => {
    expect(
      decodeFields({
        n: { nullValue: null },
        b: { booleanValue: true },
        i: { integerValue: '42' },
        d: { doubleValue: 2.5 },
        t: { timestampValue: '2026-11-24T08:50:56.166Z' },
        s: { stringValue: 'Élodie' },
        r: { referenceValue: NAME },
        a: { arrayValue: { values: [{ stringValue: 'x' }, { integerValue: '1' }] } },
        e: { arrayValue: {} },
        m: { mapValue: { fields: { nested: { mapValue: { fields: { ok: { booleanValue: false } } } } } } },
      }),
    ).toEqual({
      n: null,
      b: true,
      i: 42,
      d: 2.5,
      t: new Date('2026-11-24T08:50:56.166Z'),
      s: 'Élodie',
      r: 'profiles/m1',
      a: ['x', 1],
      e: [],
      m: { nested: { ok: false } },
    });
    expect(decodeFields(undefined)).toEqual({});
  });
});

describe('structuredQuery', () => {
  it('asks for the list fields and the sort field, never the search tokens', () => {
    const q = structuredQuery({ list: LISTS.mentors, filters: {}, term: null, sort: MENTOR_SORTS.responsive }, null, 24);
    const fields = q.select.fields.map((f) => f.fieldPath);
    expect(fields).toEqual(expect.arrayContaining([...LISTS.mentors.fields, 'response_rank']));
    expect(fields).not.toContain(SEARCH_TOKENS_FIELD);
    expect(q.orderBy).toEqual([
      { field: { fieldPath: 'response_rank' }, direction: 'ASCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
    ]);
    expect(q.limit).toBe(24);
    expect(q).not.toHaveProperty('startAt');
  });

  it('carries the fixed filter, the set filters and the search word, and ignores unknown or empty filters', () => {
    const q = structuredQuery(
      { list: LISTS.mentors, filters: { industry: 'Data Science', rate_bucket: '', other: 'x' }, term: 'pyth', sort: null },
      null,
      24,
    );
    expect(q.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'role' }, op: 'EQUAL', value: { stringValue: 'mentor' } } },
          { fieldFilter: { field: { fieldPath: 'industry' }, op: 'EQUAL', value: { stringValue: 'Data Science' } } },
          { fieldFilter: { field: { fieldPath: SEARCH_TOKENS_FIELD }, op: 'ARRAY_CONTAINS', value: { stringValue: 'pyth' } } },
        ],
      },
    });
  });

  it('has no filter at all for an unfiltered list, and a single one without a composite', () => {
    expect(structuredQuery({ list: LISTS.projects, filters: {}, term: null }, null, 24)).not.toHaveProperty('where');
    expect(structuredQuery({ list: LISTS.projects, filters: { difficulty: 'advanced' }, term: null }, null, 24).where).toEqual({
      fieldFilter: { field: { fieldPath: 'difficulty' }, op: 'EQUAL', value: { stringValue: 'advanced' } },
    });
    // Projects have no search field: a term is ignored.
    expect(structuredQuery({ list: LISTS.projects, filters: {}, term: 'x' }, null, 24)).not.toHaveProperty('where');
  });

  it('continues after a cursor made of the last document sort value and its name', () => {
    const request = { list: LISTS.discussions, filters: {}, term: null };
    const last: RestDocument = { name: NAME, fields: { created_at: { timestampValue: '2026-01-01T00:00:00Z' } } };
    const cursor = cursorAfter(request, last);
    expect(cursor).toEqual([{ timestampValue: '2026-01-01T00:00:00Z' }, { referenceValue: NAME }]);
    expect(structuredQuery(request, cursor, 20).startAt).toEqual({ values: cursor, before: false });
  });
});

describe('requestKey', () => {
  it('is the same for the same documents and differs for any filter, word or sort', () => {
    const base = { list: LISTS.mentors, filters: { industry: '', rate_bucket: '' }, term: null, sort: '' };
    expect(requestKey(base)).toBe(requestKey({ ...base, filters: {}, sort: null }));
    const keys = [
      base,
      { ...base, filters: { industry: 'Data Science' } },
      { ...base, term: 'py' },
      { ...base, sort: MENTOR_SORTS.responsive },
      { ...base, list: LISTS.videos },
    ].map(requestKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('runListQuery and countList', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('posts the query as text/plain (no CORS preflight) and returns the documents with the cursor after the last', async () => {
    const doc: RestDocument = { name: NAME, fields: { display_name: { stringValue: 'Ada' } } };
    const fetch = answer(200, [{ document: doc, readTime: 'x' }, { readTime: 'x' }]);
    vi.stubGlobal('fetch', fetch);
    const request = { list: LISTS.mentors, filters: {}, term: null, sort: MENTOR_SORTS.name };
    const page = await runListQuery(request, null, 24);
    expect(page.documents).toEqual([doc]);
    expect(page.cursor).toEqual([{ stringValue: 'Ada' }, { referenceValue: NAME }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents:runQuery$/);
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(JSON.parse(String(init.body))).toEqual({ structuredQuery: structuredQuery(request, null, 24) });
  });

  it('returns no cursor for an empty page', async () => {
    vi.stubGlobal('fetch', answer(200, [{ readTime: 'x' }]));
    expect(await runListQuery({ list: LISTS.videos, filters: {}, term: null }, null, 24)).toEqual({ documents: [], cursor: null });
  });

  it('counts with the aggregation, over the same filters', async () => {
    const fetch = answer(200, [{ result: { aggregateFields: { total: { integerValue: '124' } } }, readTime: 'x' }]);
    vi.stubGlobal('fetch', fetch);
    expect(await countList({ list: LISTS.videos, filters: { category: 'Career' }, term: null })).toBe(124);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/documents:runAggregationQuery$/);
    const body = JSON.parse(String(init.body)) as { structuredAggregationQuery: { structuredQuery: Record<string, unknown> } };
    expect(body.structuredAggregationQuery.structuredQuery).toEqual({
      from: [{ collectionId: 'videos' }],
      where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: 'Career' } } },
    });
  });

  it('rejects with the server status when the server refuses', async () => {
    vi.stubGlobal('fetch', answer(403, [{ error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' } }]));
    const read = runListQuery({ list: LISTS.videos, filters: {}, term: null }, null, 24);
    await expect(read).rejects.toBeInstanceOf(RestReadError);
    await expect(read).rejects.toMatchObject({ status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' });
  });

  it('gives up on a read the server does not answer within the page-read limit', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    vi.stubGlobal('fetch', fetch);
    await expect(runListQuery({ list: LISTS.videos, filters: {}, term: null }, null, 24)).rejects.toBeInstanceOf(PageReadTimeout);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('rejects when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(countList({ list: LISTS.videos, filters: {}, term: null })).rejects.toThrow('Failed to fetch');
  });
});

describe('the early first-page read', () => {
  const holder = window as unknown as Record<string, EarlyRead | undefined>;
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    delete holder[EARLY_READ_KEY];
  });

  const doc: RestDocument = { name: `${NAME.replace('profiles/m1', 'projects/p1')}`, fields: { created_at: { timestampValue: '2026-11-24T08:50:56.166Z' } } };
  const early = (body: string, response: Promise<Response>) => {
    holder[EARLY_READ_KEY] = { url: firstPageRequest(LISTS.projects).url, body, response, shown: () => undefined };
  };

  it('is the request the list’s unfiltered first page makes, however its empty filters are given', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    await runListQuery({ list: LISTS.projects, filters: { category: '', difficulty: '' }, term: null, sort: null }, null, LISTS.projects.pageSize);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect({ url, body: init.body }).toEqual(firstPageRequest(LISTS.projects));
  });

  it('answers that request once, without fetching it again', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    early(firstPageRequest(LISTS.projects).body, Promise.resolve(new Response(JSON.stringify([{ document: doc }]))));
    const request = { list: LISTS.projects, filters: {}, term: null };
    expect((await runListQuery(request, null, LISTS.projects.pageSize)).documents).toEqual([doc]);
    expect(fetch).not.toHaveBeenCalled();
    // A second read of the same page (a refresh) goes to the network.
    await runListQuery(request, null, LISTS.projects.pageSize);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is left alone by another request (a filter), which fetches as usual', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    early(firstPageRequest(LISTS.projects).body, Promise.resolve(new Response('[]')));
    await runListQuery({ list: LISTS.projects, filters: { difficulty: 'beginner' }, term: null }, null, LISTS.projects.pageSize);
    expect(fetch).toHaveBeenCalledOnce();
    expect(holder[EARLY_READ_KEY]).toBeDefined();
  });

  it('fails the read as the client’s own request would: a network error, or the page-read limit', async () => {
    early(firstPageRequest(LISTS.projects).body, Promise.reject(new TypeError('Failed to fetch')));
    const request = { list: LISTS.projects, filters: {}, term: null };
    await expect(runListQuery(request, null, LISTS.projects.pageSize)).rejects.toThrow('Failed to fetch');
    vi.useFakeTimers();
    early(firstPageRequest(LISTS.projects).body, new Promise<Response>(() => undefined));
    const read = runListQuery(request, null, LISTS.projects.pageSize);
    const outcome = expect(read).rejects.toBeInstanceOf(PageReadTimeout);
    await vi.advanceTimersByTimeAsync(PAGE_READ_LIMIT_MS);
    await outcome;
  });
});
