import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import {
  DISCUSSION_FIELDS,
  PROJECT_FIELDS,
  readFields,
  readText,
  VIDEO_FIELDS,
  type Discussion,
  type Project,
  type VideoDoc,
} from '@mentorbridge/model';

/**
 * Readers for the converters of every feature. Documents are read defensively (an old or partial document
 * never crashes a screen) into the model's types, and every time field follows the model's one rule:
 * a `Date`, or null while a server time written on this device is pending (unless the feature estimates it).
 */

// The field readers live in the model, beside the documents defined field by field with them (fieldKinds.ts).
export { readCount, readText, readTextList, readTime } from '@mentorbridge/model';

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
 * through the model's builders in each feature's mutations, never through a converted reference. Free of side
 * effects: a converters module's readers that a bundle does not use (the early cards' script) are left out.
 */
/* @__NO_SIDE_EFFECTS__ */
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
 * A discussion from raw document data, defensively (DISCUSSION_FIELDS). `untitled` is the title shown for one without
 * a title, and `category` the category for one without a category. The community feature and the admin tab read
 * discussions with it.
 */
export function readDiscussion(id: string, d: DocumentData, { untitled = '', category }: { untitled?: string; category: string }): Discussion {
  const discussion = readFields(DISCUSSION_FIELDS, id, d);
  return { ...discussion, title: readText(d.title, untitled), category: discussion.category || category };
}

/**
 * A video document from raw data, as stored (VIDEO_FIELDS: no defaults, a missing thumbnail or duration is null).
 * `untitled` is the title shown for one without a title. The videos feature (which adds the hub's defaults) and the
 * admin tab read videos with it.
 */
export function readVideo(id: string, d: DocumentData, untitled = ''): VideoDoc {
  return { ...readFields(VIDEO_FIELDS, id, d), title: readText(d.title, untitled) };
}

/**
 * A project from raw document data, defensively (PROJECT_FIELDS): an old or partial document never crashes a screen.
 * `untitled` is the title shown for a project without one (the admin tab says what is missing). The projects feature
 * and the admin tab read projects with it.
 */
export function readProject(id: string, d: DocumentData, untitled = ''): Project {
  return { ...readFields(PROJECT_FIELDS, id, d), title: readText(d.title, untitled) };
}
