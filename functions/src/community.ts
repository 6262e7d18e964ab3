import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';

/**
 * Deleting a discussion removes its likes and its comments with their likes. The counter
 * triggers those deletions fire find their parent gone and skip it.
 */
export const onDiscussionDeleted = onDocumentDeleted('community_discussions/{d}', async (event) => {
  const base = `community_discussions/${event.params.d}`;
  await Promise.all([db.recursiveDelete(db.collection(`${base}/likes`)), db.recursiveDelete(db.collection(`${base}/comments`))]);
});
