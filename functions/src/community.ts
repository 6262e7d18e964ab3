import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './lib/app';

/**
 * Deleting a discussion removes its likes and its comments with their likes. The counter
 * triggers those deletions fire find their parent gone and skip it.
 */
export const onDiscussionDeleted = onDocumentDeleted('community_discussions/{d}', async (event) => {
  const base = `community_discussions/${event.params.d}`;
  await Promise.all([db.recursiveDelete(db.collection(`${base}/likes`)), db.recursiveDelete(db.collection(`${base}/comments`))]);
});

const NOT_FOUND = 5;

interface PersonCopy {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

function copyOf(id: string, data: FirebaseFirestore.DocumentData | undefined): PersonCopy | null {
  if (!data) return null;
  return { id, display_name: String(data.display_name ?? ''), avatar_url: data.avatar_url ?? null };
}

/**
 * Keeps the author copy on discussions and the user copy on comments in step with the profile
 * when its name or avatar changes.
 */
export const refreshCommunityPersonCopies = onDocumentUpdated('profiles/{uid}', async (event) => {
  const uid = event.params.uid;
  const before = copyOf(uid, event.data?.before.data());
  const after = copyOf(uid, event.data?.after.data());
  if (!after || (before && before.display_name === after.display_name && before.avatar_url === after.avatar_url)) return;

  const [discussions, comments] = await Promise.all([
    db.collection('community_discussions').where('author_id', '==', uid).get(),
    db.collectionGroup('comments').where('user_id', '==', uid).get(),
  ]);
  const writer = db.bulkWriter();
  // A document deleted meanwhile needs no fresh copy; other failures are retried a few times.
  writer.onWriteError((error) => {
    if (error.code === NOT_FOUND) return false;
    if (error.failedAttempts < 5) return true;
    logger.error('Failed to refresh a person copy', error);
    return false;
  });
  for (const snap of discussions.docs) void writer.update(snap.ref, { author: after }).catch(() => undefined);
  for (const snap of comments.docs) {
    if (snap.ref.path.startsWith('community_discussions/')) void writer.update(snap.ref, { user: after }).catch(() => undefined);
  }
  await writer.close();
});
