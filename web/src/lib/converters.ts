import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  isOneOf,
  LIMITS,
  readPersonCopy,
  readSeats,
  type Discussion,
  type Project,
  type Time,
  type VideoDoc,
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
 * A discussion from raw document data, defensively. `untitled` is the title shown for one without a title, and
 * `category` the category for one without a category. The community feature and the admin tab read discussions
 * with it.
 */
export function readDiscussion(id: string, d: DocumentData, { untitled = '', category }: { untitled?: string; category: string }): Discussion {
  const authorId = readText(d.author_id);
  return {
    id,
    author_id: authorId,
    author: readPersonCopy(d.author, authorId),
    title: readText(d.title, untitled),
    content: readText(d.content),
    category: readText(d.category) || category,
    tags: readTextList(d.tags),
    likes_count: readCount(d.likes_count),
    comments_count: readCount(d.comments_count),
    created_at: readTime(d.created_at),
  };
}

/**
 * A video document from raw data, as stored (no defaults: a missing thumbnail or duration is null). `untitled` is
 * the title shown for one without a title. The videos feature (which adds the hub's defaults) and the admin tab
 * read videos with it.
 */
export function readVideo(id: string, d: DocumentData, untitled = ''): VideoDoc {
  const mentorId = readText(d.mentor_id);
  return {
    id,
    mentor_id: mentorId,
    mentor: readPersonCopy(d.mentor, mentorId),
    title: readText(d.title, untitled),
    description: readText(d.description),
    video_url: readText(d.video_url),
    youtube_id: readText(d.youtube_id),
    thumbnail_url: readText(d.thumbnail_url) || null,
    duration: readText(d.duration) || null,
    category: readText(d.category),
    rating_count: readCount(d.rating_count),
    rating_sum: readCount(d.rating_sum),
    created_at: readTime(d.created_at),
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
    // Projects written before the copy existed read as accepting, as their mentors' profiles did.
    mentor_accepting: d.mentor_accepting !== false,
    created_at: readTime(d.created_at),
    updated_at: readTime(d.updated_at),
  };
}
