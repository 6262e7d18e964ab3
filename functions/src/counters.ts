import { COLLECTIONS, paths, type CommentFields, type DiscussionFields, type ProfileFields, type VideoFields } from '@mentorbridge/model';
import { REVIEW_FIELDS, VIDEO_RATING_FIELDS } from '@mentorbridge/model/records';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db, FIRESTORE_CODES, firestoreCode, readDoc } from './lib/app';

/** Where each applied counter event is recorded; a TTL policy on expires_at (firestore.indexes.json) clears old ones. */
export const COUNTER_EVENTS = `${COLLECTIONS.private}/counters/counter_events`;
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The record of one applied counter event, to be written in the same batch or transaction as the count it moves:
 * its existence says the event was applied. The id must be unique per event (and per count it moves).
 */
export function eventRecord(eventId: string, path: string, changes: Record<string, number>) {
  return {
    ref: db.doc(`${COUNTER_EVENTS}/${eventId.replace(/\//g, '_')}`),
    data: { path, changes, expires_at: Timestamp.fromMillis(Date.now() + EVENT_MEMORY_MS) },
  };
}

/** The counts functions keep on discussions, comments, videos and mentors' profiles. */
export type CountField = keyof Pick<
  DiscussionFields & CommentFields & VideoFields & ProfileFields,
  'likes_count' | 'comments_count' | 'rating_count' | 'rating_sum' | 'review_count' | 'review_sum'
>;

/**
 * Moves counts of one document by what one event changed. Increments are atomic, so concurrent events
 * never lose an update; triggers are delivered at least once, so the event id is recorded in the
 * same batch and a redelivered event fails on that record instead of counting twice. The parent
 * may already be gone when a cascade deletes its children: that update is skipped.
 */
export async function bumpAll(eventId: string, path: string, changes: Partial<Record<CountField, number>>): Promise<void> {
  const moves = Object.entries(changes).filter(([, by]) => by !== 0);
  if (moves.length === 0) return;
  const batch = db.batch();
  const record = eventRecord(eventId, path, Object.fromEntries(moves));
  batch.create(record.ref, record.data);
  batch.update(db.doc(path), Object.fromEntries(moves.map(([field, by]) => [field, FieldValue.increment(by)])));
  try {
    await batch.commit();
  } catch (error) {
    const code = firestoreCode(error);
    if (code === FIRESTORE_CODES.alreadyExists) {
      logger.warn('Counter event already applied; skipped', { eventId, path, changes });
      return;
    }
    if (code === FIRESTORE_CODES.notFound) return;
    throw error;
  }
}

/** Moves one count by exactly one (a like or a comment added or removed). */
export function bump(eventId: string, path: string, field: CountField, by: 1 | -1): Promise<void> {
  return bumpAll(eventId, path, { [field]: by });
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

/** How one written star rating (a video's rating, a mentor's review, as `fields` defines it) moves its count and its sum of stars. */
function starsMoved(fields: typeof VIDEO_RATING_FIELDS | typeof REVIEW_FIELDS, change: { before: DocumentSnapshot; after: DocumentSnapshot } | undefined) {
  const before = readDoc(fields, change?.before);
  const after = readDoc(fields, change?.after);
  return { count: (after ? 1 : 0) - (before ? 1 : 0), sum: (after?.stars ?? 0) - (before?.stars ?? 0) };
}

/** A video's rating count and sum follow its ratings: one added, changed (the sum moves) or removed. */
const videoRating: string = paths.videoRating('{v}', '{uid}');

export const onVideoRatingWritten = onDocumentWritten(videoRating, (event) => {
  const { count, sum } = starsMoved(VIDEO_RATING_FIELDS, event.data);
  return bumpAll(event.id, paths.video(event.params.v), { rating_count: count, rating_sum: sum });
});

/**
 * A mentor's review count and sum follow their reviews: one written, edited (the sum moves) or deleted. The derived
 * sort key and filter (`review_average`, `rating_bucket`) follow the counts through onProfileWrittenSearch.
 */
const mentorReview: string = paths.review('{m}', '{uid}');

export const onReviewWritten = onDocumentWritten(mentorReview, (event) => {
  const { count, sum } = starsMoved(REVIEW_FIELDS, event.data);
  return bumpAll(event.id, paths.profile(event.params.m), { review_count: count, review_sum: sum });
});
