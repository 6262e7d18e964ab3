import { COLLECTIONS, paths, type CommentFields, type DiscussionFields } from '@mentorbridge/model';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db, FIRESTORE_CODES, firestoreCode } from './lib/app';

/** Where each applied counter event is recorded; a TTL policy on expires_at (firestore.indexes.json) clears old ones. */
export const COUNTER_EVENTS = `${COLLECTIONS.private}/counters/counter_events`;
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

/** The counts functions keep on discussions and comments. */
export type CountField = keyof Pick<DiscussionFields & CommentFields, 'likes_count' | 'comments_count'>;

/**
 * Moves a count by exactly one per like or comment. Increments are atomic, so concurrent events
 * never lose an update; triggers are delivered at least once, so the event id is recorded in the
 * same batch and a redelivered event fails on that record instead of counting twice. The parent
 * may already be gone when a cascade deletes its children: that update is skipped.
 */
export async function bump(eventId: string, path: string, field: CountField, by: 1 | -1): Promise<void> {
  const batch = db.batch();
  batch.create(db.doc(`${COUNTER_EVENTS}/${eventId}`), {
    path,
    field,
    by,
    expires_at: Timestamp.fromMillis(Date.now() + EVENT_MEMORY_MS),
  });
  batch.update(db.doc(path), { [field]: FieldValue.increment(by) });
  try {
    await batch.commit();
  } catch (error) {
    const code = firestoreCode(error);
    if (code === FIRESTORE_CODES.alreadyExists) {
      logger.warn('Counter event already applied; skipped', { eventId, path, field });
      return;
    }
    if (code === FIRESTORE_CODES.notFound) return;
    throw error;
  }
}

const commentPath = (d: string, c: string) => `${paths.comments(d)}/${c}`;

const discussionLike = `${paths.discussionLikes('{d}')}/{uid}`;
const comment = commentPath('{d}', '{c}');
const commentLike = `${paths.commentLikes('{d}', '{c}')}/{uid}`;

export const onDiscussionLikeCreated = onDocumentCreated(discussionLike, (event) =>
  bump(event.id, paths.discussion(event.params.d), 'likes_count', 1),
);

export const onDiscussionLikeDeleted = onDocumentDeleted(discussionLike, (event) =>
  bump(event.id, paths.discussion(event.params.d), 'likes_count', -1),
);

export const onCommentCreated = onDocumentCreated(comment, (event) =>
  bump(event.id, paths.discussion(event.params.d), 'comments_count', 1),
);

export const onCommentDeleted = onDocumentDeleted(comment, (event) =>
  bump(event.id, paths.discussion(event.params.d), 'comments_count', -1),
);

export const onCommentLikeCreated = onDocumentCreated(commentLike, (event) =>
  bump(event.id, commentPath(event.params.d, event.params.c), 'likes_count', 1),
);

export const onCommentLikeDeleted = onDocumentDeleted(commentLike, (event) =>
  bump(event.id, commentPath(event.params.d, event.params.c), 'likes_count', -1),
);
