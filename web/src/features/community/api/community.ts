import { useMemo, useState } from 'react';
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import {
  CALLABLES,
  COLLECTIONS,
  discussionSearchText,
  LISTS,
  matchesTerms,
  searchTerms,
  serverTerm,
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
import { overlayLive } from '@/lib/liveOverlay';
import { useLiveDoc, useLiveQuery, type LiveItem } from '@/lib/liveQuery';
import { useLiveWindow } from '@/lib/useLiveWindow';
import { usePublicList, usePublicListQuery, type PublicList } from '@/lib/usePublicList';
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

/** Firestore's order of the list: newest first, then by id descending; a discussion not yet timed is newest. */
export function newestFirst(a: Discussion, b: Discussion): number {
  const at = (d: Discussion) => d.created_at?.getTime() ?? Number.MAX_SAFE_INTEGER;
  if (at(a) !== at(b)) return at(b) - at(a);
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export interface DiscussionList extends Omit<PublicList<Discussion>, 'items'> {
  items: LiveItem<Discussion>[];
  /** Discussions started since the list was read, shown only when the reader asks (`showNew`). */
  fresh: number;
  showNew: () => void;
}

/**
 * The discussions a page at a time, newest first, searched by the server over title, tags and content. The
 * first page stays live: counts and deletions show at once, the reader's own new discussion goes on top, and
 * other new ones are counted for the "N new discussions" pill instead of shifting the list. Later pages are
 * read once.
 */
export function useDiscussionList(search: string, pages: number): DiscussionList {
  const discussions = useMemo(() => collection(getDb(), COLLECTIONS.discussions).withConverter(discussionConverter), []);
  const [epoch, setEpoch] = useState(0);
  const list = usePublicList({
    collection: discussions,
    list: LISTS.discussions,
    filters: {},
    search,
    searchText: discussionSearchText,
    pages,
    epoch,
  });
  const terms = useMemo(() => searchTerms(search), [search]);
  const base = usePublicListQuery(discussions, LISTS.discussions, {}, serverTerm(terms));
  const live = useLiveQuery(useMemo(() => query(base, limit(LISTS.discussions.pageSize)), [base]));
  const liveItems = live.status === 'success' && !list.refreshing ? live.data : null;
  const overlaid = useMemo(
    () =>
      overlayLive(list.items, liveItems, {
        compare: newestFirst,
        pageSize: LISTS.discussions.pageSize,
        keep: terms.length > 1 ? (d) => matchesTerms(discussionSearchText(d), terms) : undefined,
      }),
    [list.items, liveItems, terms],
  );
  return { ...list, items: overlaid.items, fresh: overlaid.fresh, showNew: () => setEpoch((e) => e + 1) };
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

export function postComment(discussionId: string, user: PersonCopy, content: string): LocalWrite {
  const ref = doc(collection(getDb(), paths.comments(discussionId)));
  return { id: ref.id, saved: setDoc(ref, newComment(discussionId, user, content, serverTimestamp())) };
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
