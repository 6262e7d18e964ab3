import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';

/** Where each applied counter event is recorded; a TTL policy on expires_at (firestore.indexes.json) clears old ones. */
export const COUNTER_EVENTS = 'private/counters/counter_events';
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

/**
 * Moves a count by exactly one per like or comment. Increments are atomic, so concurrent events
 * never lose an update; triggers are delivered at least once, so the event id is recorded in the
 * same batch and a redelivered event fails on that record instead of counting twice. The parent
 * may already be gone when a cascade deletes its children: that update is skipped.
 */
export async function bump(
  eventId: string,
  path: string,
  field: 'likes_count' | 'comments_count',
  by: 1 | -1,
): Promise<void> {
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
    const code = (error as { code?: number }).code;
    if (code === ALREADY_EXISTS) {
      logger.warn('Counter event already applied; skipped', { eventId, path, field });
      return;
    }
    if (code === NOT_FOUND) return;
    throw error;
  }
}

const discussion = (d: string) => `community_discussions/${d}`;
const comment = (d: string, c: string) => `community_discussions/${d}/comments/${c}`;

export const onDiscussionLikeCreated = onDocumentCreated('community_discussions/{d}/likes/{uid}', (event) =>
  bump(event.id, discussion(event.params.d), 'likes_count', 1),
);

export const onDiscussionLikeDeleted = onDocumentDeleted('community_discussions/{d}/likes/{uid}', (event) =>
  bump(event.id, discussion(event.params.d), 'likes_count', -1),
);

export const onCommentCreated = onDocumentCreated('community_discussions/{d}/comments/{c}', (event) =>
  bump(event.id, discussion(event.params.d), 'comments_count', 1),
);

export const onCommentDeleted = onDocumentDeleted('community_discussions/{d}/comments/{c}', (event) =>
  bump(event.id, discussion(event.params.d), 'comments_count', -1),
);

export const onCommentLikeCreated = onDocumentCreated('community_discussions/{d}/comments/{c}/likes/{uid}', (event) =>
  bump(event.id, comment(event.params.d, event.params.c), 'likes_count', 1),
);

export const onCommentLikeDeleted = onDocumentDeleted('community_discussions/{d}/comments/{c}/likes/{uid}', (event) =>
  bump(event.id, comment(event.params.d, event.params.c), 'likes_count', -1),
);
