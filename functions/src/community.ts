import { notificationPaths, paths } from '@mentorbridge/model';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';

/**
 * Deleting a discussion removes its likes, its comments with their likes, and its participants
 * (who hear of new comments). The counter triggers those deletions fire find their parent gone and skip it.
 */
export const onDiscussionDeleted = onDocumentDeleted(paths.discussion('{d}'), async (event) => {
  const d = event.params.d;
  await Promise.all([
    db.recursiveDelete(db.collection(paths.discussionLikes(d))),
    db.recursiveDelete(db.collection(paths.comments(d))),
    db.recursiveDelete(db.doc(notificationPaths.participantsRecord(d))),
  ]);
});
