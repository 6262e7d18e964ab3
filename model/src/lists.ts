/**
 * The public lists and the queries they run (docs/data-model.md, "List queries"): each reads one page at a time,
 * filtered by equality on `filters`, searched with `array-contains` on `search_tokens`, sorted by `order` with the
 * document id as tie-breaker (or by one of the list's other `sorts`, chosen by name). The web app builds its queries
 * from these definitions, and model/src/lists.test.ts checks that firestore.indexes.json has an index for every
 * combination they allow.
 */
import { DISCUSSION_FIELDS, PROFILE_FIELDS, PROJECT_FIELDS, VIDEO_FIELDS } from './documents';
import { fieldNames } from './fieldKinds';
import { COLLECTIONS } from './paths';

/** A list's sort: one field, then the document id in the same direction. */
export interface ListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListDefinition {
  collection: string;
  /** Equality filters every query of the list carries (the rules may depend on them). */
  fixed: readonly (readonly [field: string, value: string | boolean])[];
  /** Optional equality filters, in this order. */
  filters: readonly string[];
  /** Whether the list is searched through `search_tokens`. */
  search: boolean;
  /** The default sort. */
  order: ListOrder;
  /** Other sorts the reader may choose, by the name the address keeps (each with its own indexes). */
  sorts?: Readonly<Record<string, ListOrder>>;
  /** Documents per page. */
  pageSize: number;
  /**
   * The fields a page asks the server for (a projection): every field of the model's document (its definition's
   * `fieldNames`), without the server-kept search tokens, which are most of a document's bytes and which no screen shows.
   */
  fields: readonly string[];
}

export const SEARCH_TOKENS_FIELD = 'search_tokens';

/** The mentor directory's sorts as the address names them; Recommended when none is set. */
export const MENTOR_SORTS = { recommended: '', name: 'name', responsive: 'responsive', topRated: 'top' } as const;
export type MentorSort = (typeof MENTOR_SORTS)[keyof typeof MENTOR_SORTS];

/** The sort named `sort` (one of the list's `sorts`), or the list's default sort for any other value. */
export function orderOf(list: ListDefinition, sort: string | null | undefined): ListOrder {
  return (sort && list.sorts?.[sort]) || list.order;
}

/** One filter of a list's query: equality, or the search word in the search tokens. */
export type ListFilter = readonly [field: string, op: '==' | 'array-contains', value: string | boolean];

/**
 * The filters of a list's query, in order: the list's fixed ones, the optional ones that are set (others are
 * ignored), and the search word when the list searches. The web app's SDK query (lib/listQuery.ts) and its REST
 * query (lib/firestoreRest.ts) are both made from these, so they read the same documents with the same indexes.
 */
export function listFilters(
  list: ListDefinition,
  filters: Readonly<Record<string, string | null | undefined>>,
  term: string | null,
): ListFilter[] {
  return [
    ...list.fixed.map(([field, value]): ListFilter => [field, '==', value]),
    ...list.filters.flatMap((field): ListFilter[] => {
      const value = filters[field];
      return value ? [[field, '==', value]] : [];
    }),
    ...(list.search && term ? [[SEARCH_TOKENS_FIELD, 'array-contains', term] as const] : []),
  ];
}

/**
 * Documents per page of every list: four rows of the widest grid (three columns), more than a screen shows. A visit
 * reads what it shows: the next page comes when the list's foot comes into view or is pressed (a page of 24 made a
 * visitor's ordinary visit receive over 100 documents, most of them never scrolled to).
 */
export const LIST_PAGE_SIZE = 12;

export const LISTS = {
  mentors: {
    collection: COLLECTIONS.profiles,
    fixed: [['role', 'mentor']],
    filters: ['industry', 'rate_bucket', 'rating_bucket'],
    search: true,
    // "Recommended", the default: the server-kept recommended_score (recommendedScore), highest first.
    order: { field: 'recommended_score', direction: 'desc' },
    // "Name": alphabetical. "Most responsive": the server-kept response_rank (responseRank), new mentors last. "Top rated": the server-kept
    // review_average (reviewAverage), highest first, mentors with too few reviews last.
    sorts: {
      [MENTOR_SORTS.name]: { field: 'display_name', direction: 'asc' },
      [MENTOR_SORTS.responsive]: { field: 'response_rank', direction: 'asc' },
      [MENTOR_SORTS.topRated]: { field: 'review_average', direction: 'desc' },
    },
    pageSize: LIST_PAGE_SIZE,
    fields: fieldNames(PROFILE_FIELDS),
  },
  videos: {
    collection: COLLECTIONS.videos,
    fixed: [],
    filters: ['category', 'mentor_id'],
    search: true,
    order: { field: 'created_at', direction: 'desc' },
    pageSize: LIST_PAGE_SIZE,
    fields: fieldNames(VIDEO_FIELDS),
  },
  discussions: {
    collection: COLLECTIONS.discussions,
    fixed: [],
    filters: [],
    search: true,
    order: { field: 'created_at', direction: 'desc' },
    pageSize: LIST_PAGE_SIZE,
    fields: fieldNames(DISCUSSION_FIELDS),
  },
  projects: {
    collection: COLLECTIONS.projects,
    fixed: [],
    filters: ['category', 'difficulty'],
    search: false,
    order: { field: 'created_at', direction: 'desc' },
    pageSize: LIST_PAGE_SIZE,
    fields: fieldNames(PROJECT_FIELDS),
  },
} as const satisfies Record<string, ListDefinition>;
export type ListName = keyof typeof LISTS;

/**
 * The home page's platform numbers, each the `count()` of a public list's query (one read per 1,000 documents): the
 * mentors, the open projects (their mentor accepts applications; a full one still counts, as Firestore cannot compare
 * `seats_taken` with `seats` in a query) and the videos. Served by single-field indexes (equality only, no order).
 */
export const PLATFORM_COUNTS = {
  mentors: LISTS.mentors,
  openProjects: { ...LISTS.projects, fixed: [['mentor_accepting', true]] },
  videos: LISTS.videos,
} as const satisfies Record<string, ListDefinition>;
export type PlatformCount = keyof typeof PLATFORM_COUNTS;

/**
 * The home page's featured mentors (docs/decisions.md): mentors accepting applications, the most responsive first
 * (the directory's "Most responsive" sort, `response_rank`), three of them. Its index is checked with the lists'.
 */
export const FEATURED_MENTORS = {
  list: { ...LISTS.mentors, fixed: [...LISTS.mentors.fixed, ['accepting', true]], pageSize: 3 },
  sort: MENTOR_SORTS.responsive,
} as const satisfies { list: ListDefinition; sort: string };

/** One field of a composite index, as firestore.indexes.json writes it. */
export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };

/**
 * The composite index a query of `list` needs, with these optional filters set and with or without a search;
 * null when Firestore's automatic single-field indexes serve it (only the sort field is involved).
 */
export function indexFor(
  list: ListDefinition,
  filters: readonly string[],
  search: boolean,
  order: ListOrder = list.order,
): IndexField[] | null {
  const equality = [...list.fixed.map(([field]) => field), ...list.filters.filter((f) => filters.includes(f))];
  if (equality.length === 0 && !search) return null;
  return [
    ...equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...(search ? [{ fieldPath: SEARCH_TOKENS_FIELD, arrayConfig: 'CONTAINS' as const }] : []),
    { fieldPath: order.field, order: order.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const) },
  ];
}

/** Every index a list's queries need: one per combination of its optional filters, search and sorts. */
export function indexesFor(list: ListDefinition): IndexField[][] {
  const subsets = list.filters.reduce<string[][]>((acc, f) => [...acc, ...acc.map((s) => [...s, f])], [[]]);
  const found: IndexField[][] = [];
  for (const order of [list.order, ...Object.values(list.sorts ?? {})]) {
    for (const subset of subsets) {
      for (const search of list.search ? [false, true] : [false]) {
        const index = indexFor(list, subset, search, order);
        if (index) found.push(index);
      }
    }
  }
  return found;
}
