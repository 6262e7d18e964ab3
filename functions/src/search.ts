import {
  COLLECTIONS,
  DISCUSSION_FIELDS,
  discussionSearchFields,
  paths,
  PROFILE_FIELDS,
  profileSearchFields,
  VIDEO_FIELDS,
  videoSearchFields,
  type FieldDefinition,
  type FieldsOf,
} from '@mentorbridge/model';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FIRESTORE_CODES, firestoreCode, readDoc } from './lib/app';

/** True when the stored value already equals the computed one (arrays compared in order). */
function same(stored: unknown, computed: unknown): boolean {
  return JSON.stringify(stored) === JSON.stringify(computed);
}

/**
 * Writes the server-kept search fields of a document when they differ from what its text gives
 * (docs/data-model.md, "Search fields"). Writing only on a difference ends the loop the write itself starts.
 */
async function keepSearchFields<F extends FieldDefinition>(
  snap: DocumentSnapshot | undefined,
  definition: F,
  compute: (fields: FieldsOf<F>) => object,
): Promise<void> {
  const fields = readDoc(definition, snap);
  // The search fields are not in the definition (clients never read them): compared as stored.
  const stored = snap?.data();
  if (!snap || !fields || !stored) return;
  const computed = compute(fields);
  const changed = Object.entries(computed).filter(([key, value]) => !same(stored[key], value));
  if (changed.length === 0) return;
  try {
    await snap.ref.update(Object.fromEntries(changed));
  } catch (error) {
    // Deleted meanwhile: nothing to keep.
    if (firestoreCode(error) !== FIRESTORE_CODES.notFound) throw error;
  }
}

/** A profile's search tokens, industry and rate bucket follow its name, specialization, expertise, location and rate. */
export const onProfileWrittenSearch = onDocumentWritten(paths.profile('{uid}'), (event) =>
  keepSearchFields(event.data?.after, PROFILE_FIELDS, profileSearchFields),
);

/** A video's search tokens follow its title, description and mentor name (renames arrive via onProfileUpdated). */
export const onVideoWrittenSearch = onDocumentWritten(`${COLLECTIONS.videos}/{videoId}`, (event) =>
  keepSearchFields(event.data?.after, VIDEO_FIELDS, videoSearchFields),
);

/** A discussion's search tokens follow its title, tags and content. */
export const onDiscussionWrittenSearch = onDocumentWritten(`${COLLECTIONS.discussions}/{discussionId}`, (event) =>
  keepSearchFields(event.data?.after, DISCUSSION_FIELDS, discussionSearchFields),
);
