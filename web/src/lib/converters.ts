import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  isOneOf,
  LIMITS,
  readPersonCopy,
  readSeats,
  type Project,
  type Time,
} from '@mentorbridge/model';

/**
 * Readers for the converters of every feature. Documents are read defensively (an old or partial document
 * never crashes a screen) into the model's types, and every time field follows the model's one rule:
 * a `Date`, or null while a server time written on this device is pending (unless the feature estimates it).
 */

/** The SDK's Timestamp, recognised by its shape, so that readers load without the SDK (lib/firestoreRest.ts). */
const isTimestamp = (value: unknown): value is { toDate: () => Date } =>
  typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function' && 'seconds' in value;

/** A time field: a Firestore Timestamp (or a Date, as the REST reads give) becomes a Date; a pending server time (or anything else) is null. */
export function readTime(value: unknown): Time {
  if (isTimestamp(value)) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

export const readText = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** A count kept by a function: a finite number, never negative. */
export const readCount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

export const readTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export interface ReadOptions {
  /**
   * Estimate pending server times from this device's clock instead of reading null, so a document written
   * here keeps its place in a list ordered by time while it is being sent.
   */
  estimateTimes?: boolean;
}

/** A document's reader without the SDK: raw data (decoded from REST, lib/firestoreRest.ts) to the model's type. */
export interface DocumentReader<T> {
  read: (id: string, data: DocumentData) => T;
}

/**
 * A read-only converter: `read` gets the document's id and data and returns the model's type. Writes go
 * through the model's builders in each feature's mutations, never through a converted reference.
 */
export function documentReader<T>(
  read: (id: string, data: DocumentData, snapshot?: QueryDocumentSnapshot) => T,
  { estimateTimes = false }: ReadOptions = {},
): FirestoreDataConverter<T> & DocumentReader<T> {
  return {
    read,
    toFirestore: () => {
      throw new Error('Write through the mutation helpers, not a converted reference.');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      read(snapshot.id, snapshot.data(estimateTimes ? { ...options, serverTimestamps: 'estimate' } : options), snapshot),
  };
}

/**
 * A project from raw document data, defensively: an old or partial document never crashes a screen. `untitled`
 * is the title shown for a project without one (the admin tab says what is missing). The projects feature and
 * the admin tab read projects with it.
 */
export function readProject(id: string, d: DocumentData, untitled = ''): Project {
  const mentorId = readText(d.mentor_id);
  return {
    id,
    title: readText(d.title, untitled),
    description: readText(d.description),
    category: readText(d.category),
    difficulty: isOneOf(DIFFICULTIES, d.difficulty) ? d.difficulty : DEFAULT_DIFFICULTY,
    estimated_hours: typeof d.estimated_hours === 'number' ? d.estimated_hours : LIMITS.projectHoursDefault,
    ...readSeats(d),
    mentor_id: mentorId,
    mentor: readPersonCopy(d.mentor, mentorId),
    created_at: readTime(d.created_at),
    updated_at: readTime(d.updated_at),
  };
}
