import {
  COLLECTIONS,
  discussionSearchFields,
  paths,
  profileSearchFields,
  videoSearchFields,
  type DiscussionFields,
  type ProfileFields,
  type VideoFields,
} from '@mentorbridge/model';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FIRESTORE_CODES, fieldsOf, firestoreCode } from './lib/app';

/** True when the stored value already equals the computed one (arrays compared in order). */
function same(stored: unknown, computed: unknown): boolean {
  return JSON.stringify(stored) === JSON.stringify(computed);
}

/**
 * Writes the server-kept search fields of a document when they differ from what its text gives
 * (docs/data-model.md, "Search fields"). Writing only on a difference ends the loop the write itself starts.
 */
async function keepSearchFields<T>(
  snap: DocumentSnapshot | undefined,
  compute: (fields: T) => object,
): Promise<void> {
  const fields = fieldsOf<T & Record<string, unknown>>(snap);
  if (!snap || !fields) return;
  const computed = compute(fields);
  const changed = Object.entries(computed).filter(([key, value]) => !same(fields[key], value));
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
  keepSearchFields<ProfileFields>(event.data?.after, profileSearchFields),
);

/** A video's search tokens follow its title, description and mentor name (renames arrive via onProfileUpdated). */
export const onVideoWrittenSearch = onDocumentWritten(`${COLLECTIONS.videos}/{videoId}`, (event) =>
  keepSearchFields<VideoFields>(event.data?.after, videoSearchFields),
);

/** A discussion's search tokens follow its title, tags and content. */
export const onDiscussionWrittenSearch = onDocumentWritten(`${COLLECTIONS.discussions}/{discussionId}`, (event) =>
  keepSearchFields<DiscussionFields>(event.data?.after, discussionSearchFields),
);
