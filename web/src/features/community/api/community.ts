import { useMemo } from 'react';
import { collection, deleteDoc, doc, orderBy, query, serverTimestamp, setDoc, type DocumentReference, type Query } from 'firebase/firestore';
import {
  CALLABLES,
  COLLECTIONS,
  newComment,
  newDiscussion,
  newLike,
  paths as modelPaths,
  type Comment,
  type Discussion,
  type DiscussionInput,
  type LikeFields,
  type PersonCopy,
} from '@mentorbridge/model';
import { getDb } from '@/lib/firestore';
import { callFunction } from '@/lib/functions';
import { useLiveDoc } from '@/lib/liveQuery';
import { createCounted, type CountedWrite } from '@/lib/rateLimit';
import { useLiveWindow } from '@/lib/useLiveWindow';
import type { LocalWrite } from '@/lib/writeOutcome';
import { commentConverter, discussionConverter, likeConverter } from './converters';

/** Paths of the community documents the screens name (the model's, plus single comments and likes). */
export const paths = {
  discussion: modelPaths.discussion,
  comments: modelPaths.comments,
  comment: (discussionId: string, commentId: string) => `${modelPaths.comments(discussionId)}/${commentId}`,
  discussionLike: (discussionId: string, uid: string) => `${modelPaths.discussionLikes(discussionId)}/${uid}`,
  commentLike: (discussionId: string, commentId: string, uid: string) =>
    `${modelPaths.commentLikes(discussionId, commentId)}/${uid}`,
};

export function discussionRef(id: string): DocumentReference<Discussion> {
  return doc(getDb(), paths.discussion(id)).withConverter(discussionConverter);
}

/** A discussion's comments, newest first. */
export function commentsQuery(discussionId: string): Query<Comment> {
  return query(collection(getDb(), paths.comments(discussionId)).withConverter(commentConverter), orderBy('created_at', 'desc'));
}

export function likeRef(path: string): DocumentReference<LikeFields> {
  return doc(getDb(), path).withConverter(likeConverter);
}

/** One discussion, live (`null` id watches nothing). */
export function useDiscussion(id: string | null) {
  return useLiveDoc(id ? discussionRef(id) : null);
}

/** A discussion's newest comments, live, 50 at a time ("Show older" for more). */
export function useComments(discussionId: string | null) {
  const base = useMemo(() => (discussionId ? commentsQuery(discussionId) : null), [discussionId]);
  return useLiveWindow(base);
}

/** Starts a discussion (admins only, enforced by the rules); counts start at zero. */
export function postDiscussion(input: DiscussionInput, author: PersonCopy): LocalWrite {
  const ref = doc(collection(getDb(), COLLECTIONS.discussions));
  return { id: ref.id, saved: setDoc(ref, newDiscussion(input, author, serverTimestamp())) };
}

/**
 * Deletes a discussion: its author directly (queued offline), an admin through the adminDelete function.
 * A function then removes its comments and likes.
 */
export async function deleteDiscussion(discussion: Pick<Discussion, 'id' | 'author_id'>, uid: string): Promise<void> {
  if (discussion.author_id === uid) return deleteDoc(doc(getDb(), paths.discussion(discussion.id)));
  await callFunction(CALLABLES.adminDelete, { kind: 'discussion', id: discussion.id });
}

/**
 * Posts the user's comment in one batch with their abuse-limit step (createCounted): queued at once, also offline, or
 * not written when the limit is reached.
 */
export async function postComment(discussionId: string, user: PersonCopy, content: string): Promise<CountedWrite & { id: string }> {
  const ref = doc(collection(getDb(), paths.comments(discussionId)));
  return { ...(await createCounted(user.id, 'comments', ref, newComment(discussionId, user, content, serverTimestamp()))), id: ref.id };
}

/** Deletes a comment: its author directly (queued offline), an admin through the adminDelete function. */
export async function deleteComment(discussionId: string, comment: Pick<Comment, 'id' | 'user_id'>, uid: string): Promise<void> {
  if (comment.user_id === uid) return deleteDoc(doc(getDb(), paths.comment(discussionId, comment.id)));
  await callFunction(CALLABLES.adminDelete, { kind: 'comment', id: comment.id, discussionId });
}

/** Adds or removes the user's own like document (its id is their uid). */
export function setLiked(path: string, uid: string, liked: boolean): Promise<void> {
  const ref = doc(getDb(), path);
  return liked ? setDoc(ref, newLike(uid, serverTimestamp())) : deleteDoc(ref);
}
