// Reading documents as the model's types; free of the functions' app, so modules that tests run on their own
// database handle (the sweeps) can use it.
import { readFields, type FieldDefinition, type FieldsOf } from '@mentorbridge/model';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/** The gRPC status codes Firestore errors carry that the functions handle. */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6 } as const;

/** The gRPC status code of a Firestore error. */
export function firestoreCode(error: unknown): number | undefined {
  return (error as { code?: number } | undefined)?.code;
}

/** Timestamps become Dates at any depth: the model's one time rule (docs/data-model.md). */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withDates(field)]));
  }
  return value;
}

/**
 * A document's fields as the model's type `T` (ProfileFields, ProjectFields, ...), or undefined when it does
 * not exist. Firestore's rules validate what clients write; functions write only through the model's builders.
 */
export function fieldsOf<T>(snap: DocumentSnapshot | undefined): T | undefined {
  const data = snap?.data();
  return data === undefined ? undefined : (withDates(data) as T);
}

/**
 * A document defined field by field (a client's or a function's), read with the model's reader of its fields
 * (`readFields`, the one the app uses): defensively, each field as its definition reads it; undefined when it does
 * not exist.
 */
export function readDoc<F extends FieldDefinition>(fields: F, snap: DocumentSnapshot | undefined): (FieldsOf<F> & { id: string }) | undefined {
  const data = snap?.data();
  return snap && data !== undefined ? readFields(fields, snap.id, data) : undefined;
}
