/** The demo likes, derived from who likes each discussion and comment, and the counts they produce. */
import type { LikeFields } from '@mentorbridge/model';
import { COMMENTS } from './comments';
import { DISCUSSIONS } from './discussions';

/** One like: on a discussion, or on one of its comments when `comment_id` is set. */
export type SeedLike = Pick<LikeFields, 'user_id'> & { discussion_id: string; comment_id?: string; created_hours_ago: number };

/** The i-th of n likes, spread evenly between the target's creation and now. */
const likeHoursAgo = (targetHoursAgo: number, i: number, n: number): number =>
  Math.round((targetHoursAgo * (n - i)) / (n + 1));

/** Every discussion like as one row (`community_discussions/{d}/likes/{uid}`). */
export const DISCUSSION_LIKES: readonly SeedLike[] = DISCUSSIONS.flatMap((d) =>
  d.liked_by.map((user_id, i) => ({
    discussion_id: d.id,
    user_id,
    created_hours_ago: likeHoursAgo(d.created_hours_ago, i, d.liked_by.length),
  })),
);

/** Every comment like as one row (`community_discussions/{d}/comments/{c}/likes/{uid}`). */
export const COMMENT_LIKES: readonly SeedLike[] = COMMENTS.flatMap((c) =>
  c.liked_by.map((user_id, i) => ({
    discussion_id: c.discussion_id,
    comment_id: c.id,
    user_id,
    created_hours_ago: likeHoursAgo(c.created_hours_ago, i, c.liked_by.length),
  })),
);

/** The counts the Cloud Function triggers should produce from the seeded likes and comments. */
export function expectedDiscussionCounts(): Map<string, { likes_count: number; comments_count: number }> {
  const counts = new Map<string, { likes_count: number; comments_count: number }>();
  for (const d of DISCUSSIONS) {
    counts.set(d.id, {
      likes_count: d.liked_by.length,
      comments_count: COMMENTS.filter((c) => c.discussion_id === d.id).length,
    });
  }
  return counts;
}

export function expectedCommentLikes(): Map<string, number> {
  return new Map(COMMENTS.map((c) => [c.id, c.liked_by.length]));
}
