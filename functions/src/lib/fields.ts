// Reading documents as the model's types; free of the functions' app, so modules that tests run on their own
// database handle (the sweeps) can use it.
import { readFields, type FieldDefinition, type FieldsOf } from '@mentorbridge/model';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/** The gRPC status codes Firestore errors carry that the functions handle. */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6 } as const;

/** The gRPC status code of a Firestore error. */
export function firestoreCode(error: unknown): number | undefined {
  return (error as { code?: number } | undefined)?.code;
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
