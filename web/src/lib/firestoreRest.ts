import { listFilters, orderOf, type ListDefinition } from '@mentorbridge/model';
import { takeEarlyRead } from './earlyRead';
import { decodeValue, type RestDocument, type RestValue } from './restDocument';
import { emulatorHosts, firebaseConfig, useEmulators } from './firebaseConfig';
import { PAGE_READ_LIMIT_MS, PageReadTimeout } from './pager';

/**
 * The public lists' reads over Firestore's REST API (`documents:runQuery`, `documents:runAggregationQuery`), with
 * no Firebase SDK: a data page shows its first cards without waiting for the SDK's 150 KiB, and a page asks only
 * for the fields the model's list names (`ListDefinition.fields`), never for the search tokens that are most of a
 * document's bytes (the SDK cannot leave fields out). The lists are public (firestore.rules lets anyone run their
 * queries), so the reads carry no credentials. Live updates, writes and the other screens stay on the SDK.
 */

/** One query of a public list: its filters (by field, '' or null for not set), the server's search word and the sort. */
export interface ListRequest {
  list: ListDefinition;
  filters: Readonly<Record<string, string | null | undefined>>;
  term: string | null;
  sort?: string | null;
}

/** Where a page continues: the last document's sort value and its name (the tie-breaker), as the server sent them. */
export type RestCursor = readonly [RestValue, { referenceValue: string }];

/** The same list query, as a string: two requests with the same key read the same documents. */
export function requestKey(request: ListRequest): string {
  const { list, filters, term, sort } = request;
  const set = list.filters.map((field) => filters[field] || '');
  const order = orderOf(list, sort);
  return JSON.stringify([list.collection, set, list.search ? term : null, order.field, order.direction]);
}

const OPERATORS = { '==': 'EQUAL', 'array-contains': 'ARRAY_CONTAINS' } as const;

/** The filters of a request (the model's listFilters), as one filter or an AND of several. */
function whereOf({ list, filters, term }: ListRequest) {
  const all = listFilters(list, filters, term).map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value } },
  }));
  if (all.length === 0) return undefined;
  return all.length === 1 ? all[0] : { compositeFilter: { op: 'AND', filters: all } };
}

/**
 * The structured query of one page: the same filters, sort and document-id tie-breaker as the SDK's query
 * (lib/listQuery.ts, served by the same indexes), only the list's fields and its sort field, and `limit` documents
 * after `cursor`.
 */
export function structuredQuery(request: ListRequest, cursor: RestCursor | null, limit: number) {
  const { list, sort } = request;
  const order = orderOf(list, sort);
  const direction = order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  const fields = [...new Set([...list.fields, order.field])];
  const where = whereOf(request);
  return {
    select: { fields: fields.map((fieldPath) => ({ fieldPath })) },
    from: [{ collectionId: list.collection }],
    ...(where ? { where } : {}),
    orderBy: [
      { field: { fieldPath: order.field }, direction },
      { field: { fieldPath: '__name__' }, direction },
    ],
    ...(cursor ? { startAt: { values: cursor, before: false } } : {}),
    limit,
  };
}

/** The cursor after `doc` in `request`'s order. */
export function cursorAfter(request: ListRequest, doc: RestDocument): RestCursor {
  const field = orderOf(request.list, request.sort).field;
  return [doc.fields?.[field] ?? { nullValue: null }, { referenceValue: doc.name }];
}

const databasePath = () => `projects/${firebaseConfig.projectId}/databases/(default)`;

/** The REST root: the emulator's host in development and tests, Firestore's API otherwise. */
function documentsUrl(): string {
  const root = useEmulators ? `http://${emulatorHosts.firestore}` : 'https://firestore.googleapis.com';
  return `${root}/v1/${databasePath()}/documents`;
}

/** A read the server refused or failed: the REST API's status (`PERMISSION_DENIED`, ...) and message. */
export class RestReadError extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestReadError';
  }
}

interface RestError {
  error?: { status?: string; message?: string };
}

/** `response`, or PageReadTimeout once PAGE_READ_LIMIT_MS have passed from now. */
function withinLimit(response: Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageReadTimeout(PAGE_READ_LIMIT_MS)), PAGE_READ_LIMIT_MS);
  });
  return Promise.race([response, limit]).finally(() => clearTimeout(timer));
}

/**
 * Posts one request within PAGE_READ_LIMIT_MS. The body goes as text/plain, as the SDK sends its own REST calls:
 * a simple request, with no CORS preflight round trip before it.
 */
async function post<R>(rpc: string, body: unknown): Promise<R[]> {
  const url = `${documentsUrl()}:${rpc}`;
  const text = JSON.stringify(body);
  let response: Response;
  try {
    // The same request started by the page's shell (lib/earlyRead.ts) is answered by that one.
    const early = takeEarlyRead(url, text);
    response = await (early
      ? withinLimit(early)
      : fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: text, signal: AbortSignal.timeout(PAGE_READ_LIMIT_MS) }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new PageReadTimeout(PAGE_READ_LIMIT_MS);
    throw error;
  }
  const json = (await response.json().catch(() => null)) as (R & RestError)[] | RestError | null;
  const failure = Array.isArray(json) ? json.find((entry) => entry.error)?.error : json?.error;
  if (!response.ok || failure || !Array.isArray(json)) {
    throw new RestReadError(failure?.status ?? String(response.status), failure?.message ?? response.statusText);
  }
  return json;
}

export interface RestPage {
  documents: RestDocument[];
  cursor: RestCursor | null;
}

/**
 * The request of `list`'s first page with no filters, no search and the default sort, as runListQuery sends it:
 * what a data page's shell asks for early (dataPageShells in startup/prerender.tsx).
 */
export function firstPageRequest(list: ListDefinition): { url: string; body: string } {
  const request: ListRequest = { list, filters: {}, term: null };
  return { url: `${documentsUrl()}:runQuery`, body: JSON.stringify({ structuredQuery: structuredQuery(request, null, list.pageSize) }) };
}

/** Up to `limit` documents of `request` after `cursor`. */
export async function runListQuery(request: ListRequest, cursor: RestCursor | null, limit: number): Promise<RestPage> {
  const rows = await post<{ document?: RestDocument }>('runQuery', {
    structuredQuery: structuredQuery(request, cursor, limit),
  });
  const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
  const last = documents.at(-1);
  return { documents, cursor: last ? cursorAfter(request, last) : null };
}

/** How many documents `request` matches: Firestore's count() aggregation, one read per 1,000 documents. */
export async function countList(request: ListRequest): Promise<number> {
  const { select: _fields, orderBy: _order, limit: _limit, ...query } = structuredQuery(request, null, 1);
  const rows = await post<{ result?: { aggregateFields?: Record<string, RestValue> } }>('runAggregationQuery', {
    structuredAggregationQuery: { structuredQuery: query, aggregations: [{ alias: 'total', count: {} }] },
  });
  const total = rows.find((row) => row.result)?.result?.aggregateFields?.total;
  const count = total ? decodeValue(total) : null;
  if (typeof count !== 'number') throw new RestReadError('UNKNOWN', 'The count came back without a total.');
  return count;
}
