import { documentId, orderBy, query, where, type CollectionReference, type Query, type QueryConstraint } from 'firebase/firestore';
import { orderOf, SEARCH_TOKENS_FIELD, type ListDefinition } from '@mentorbridge/model';

/**
 * The query of a public list (model/src/lists.ts) with these filters, search term and sort: equality on the list's
 * fixed and set filters, `array-contains` on the search tokens, the sort named `sort` (the list's default sort when
 * it has none of that name) with the document id as tie-breaker. Filters the list does not define are ignored;
 * model/src/lists.test.ts checks that firestore.indexes.json serves every query this makes.
 */
export function listQuery<T>(
  collection: CollectionReference<T>,
  list: ListDefinition,
  filters: Readonly<Record<string, string | null | undefined>>,
  term: string | null,
  sort?: string | null,
): Query<T> {
  const order = orderOf(list, sort);
  const constraints: QueryConstraint[] = [
    ...list.fixed.map(([field, value]) => where(field, '==', value)),
    ...list.filters.flatMap((field) => {
      const value = filters[field];
      return value ? [where(field, '==', value)] : [];
    }),
    ...(list.search && term ? [where(SEARCH_TOKENS_FIELD, 'array-contains', term)] : []),
    orderBy(order.field, order.direction),
    orderBy(documentId(), order.direction),
  ];
  return query(collection, ...constraints);
}
