import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';

// Counts move by exactly one per like or comment. Clients may not write them (rules);
// the parent may already be gone when a cascade deletes children, so updates of a missing
// parent are ignored.
async function bump(path: string, field: 'likes_count' | 'comments_count', by: 1 | -1): Promise<void> {
  try {
    await db.doc(path).update({ [field]: FieldValue.increment(by) });
  } catch (error) {
    if ((error as { code?: number }).code === 5) return; // NOT_FOUND: parent deleted
    throw error;
  }
}

export const onDiscussionLikeCreated = onDocumentCreated('community_discussions/{d}/likes/{uid}', (event) =>
  bump(`community_discussions/${event.params.d}`, 'likes_count', 1),
);

export const onDiscussionLikeDeleted = onDocumentDeleted('community_discussions/{d}/likes/{uid}', (event) =>
  bump(`community_discussions/${event.params.d}`, 'likes_count', -1),
);

export const onCommentCreated = onDocumentCreated('community_discussions/{d}/comments/{c}', (event) =>
  bump(`community_discussions/${event.params.d}`, 'comments_count', 1),
);

export const onCommentDeleted = onDocumentDeleted('community_discussions/{d}/comments/{c}', (event) =>
  bump(`community_discussions/${event.params.d}`, 'comments_count', -1),
);

export const onCommentLikeCreated = onDocumentCreated(
  'community_discussions/{d}/comments/{c}/likes/{uid}',
  (event) => bump(`community_discussions/${event.params.d}/comments/${event.params.c}`, 'likes_count', 1),
);

export const onCommentLikeDeleted = onDocumentDeleted(
  'community_discussions/{d}/comments/{c}/likes/{uid}',
  (event) => bump(`community_discussions/${event.params.d}/comments/${event.params.c}`, 'likes_count', -1),
);
