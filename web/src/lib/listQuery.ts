import { documentId, orderBy, query, where, type CollectionReference, type Query, type QueryConstraint } from 'firebase/firestore';
import { listFilters, orderOf, type ListDefinition } from '@mentorbridge/model';

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
    ...listFilters(list, filters, term).map(([field, op, value]) => where(field, op, value)),
    orderBy(order.field, order.direction),
    orderBy(documentId(), order.direction),
  ];
  return query(collection, ...constraints);
}
