import { paths } from '@mentorbridge/model';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';

/**
 * Deleting a discussion removes its likes and its comments with their likes. The counter
 * triggers those deletions fire find their parent gone and skip it.
 */
export const onDiscussionDeleted = onDocumentDeleted(paths.discussion('{d}'), async (event) => {
  const d = event.params.d;
  await Promise.all([
    db.recursiveDelete(db.collection(paths.discussionLikes(d))),
    db.recursiveDelete(db.collection(paths.comments(d))),
  ]);
});
