import {
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { getDb } from '../../../lib/firestore';
import { useLiveDoc, useLiveQuery } from '../../../lib/liveQuery';
import type { PersonCopy } from '../../../lib/models';
import type { Comment, Discussion, DiscussionInput, Like } from './types';

export const DISCUSSIONS = 'community_discussions';

/** Paths of the community documents (the data-model contract). */
export const paths = {
  discussion: (id: string) => `${DISCUSSIONS}/${id}`,
  comments: (discussionId: string) => `${DISCUSSIONS}/${discussionId}/comments`,
  comment: (discussionId: string, commentId: string) => `${DISCUSSIONS}/${discussionId}/comments/${commentId}`,
  discussionLike: (discussionId: string, uid: string) => `${DISCUSSIONS}/${discussionId}/likes/${uid}`,
  commentLike: (discussionId: string, commentId: string, uid: string) =>
    `${DISCUSSIONS}/${discussionId}/comments/${commentId}/likes/${uid}`,
};

// A write made here carries a pending server timestamp; estimating it keeps the new item in place.
const READ_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

function read(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): DocumentData {
  return snapshot.data({ ...options, ...READ_OPTIONS });
}

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const toCount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

function toPerson(value: unknown, id: string): PersonCopy {
  const p = (value ?? {}) as Partial<PersonCopy>;
  return {
    id: typeof p.id === 'string' ? p.id : id,
    display_name: typeof p.display_name === 'string' && p.display_name ? p.display_name : 'Unknown user',
    avatar_url: typeof p.avatar_url === 'string' && p.avatar_url ? p.avatar_url : null,
  };
}

// Documents are written as plain objects (see the mutations below); converters only read.
const readOnly = (data: unknown): DocumentData => data as DocumentData;

const discussionConverter: FirestoreDataConverter<Discussion> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot, options) => {
    const d = read(snapshot, options);
    const authorId = typeof d.author_id === 'string' ? d.author_id : '';
    return {
      author_id: authorId,
      author: toPerson(d.author, authorId),
      title: String(d.title ?? ''),
      content: String(d.content ?? ''),
      category: String(d.category ?? 'Career Advice'),
      tags: Array.isArray(d.tags) ? d.tags.filter((t): t is string => typeof t === 'string') : [],
      likes_count: toCount(d.likes_count),
      comments_count: toCount(d.comments_count),
      created_at: toDate(d.created_at),
    };
  },
};

const commentConverter: FirestoreDataConverter<Comment> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot, options) => {
    const d = read(snapshot, options);
    const userId = typeof d.user_id === 'string' ? d.user_id : '';
    return {
      discussion_id: String(d.discussion_id ?? ''),
      user_id: userId,
      user: toPerson(d.user, userId),
      content: String(d.content ?? ''),
      likes_count: toCount(d.likes_count),
      created_at: toDate(d.created_at),
    };
  },
};

const likeConverter: FirestoreDataConverter<Like> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot, options) => {
    const d = read(snapshot, options);
    return { user_id: String(d.user_id ?? ''), created_at: toDate(d.created_at) };
  },
};

export function discussionRef(id: string): DocumentReference<Discussion> {
  return doc(getDb(), paths.discussion(id)).withConverter(discussionConverter);
}

/** Every discussion, newest first. */
export function discussionsQuery(): Query<Discussion> {
  return query(collection(getDb(), DISCUSSIONS).withConverter(discussionConverter), orderBy('created_at', 'desc'));
}

/** A discussion's comments, newest first. */
export function commentsQuery(discussionId: string): Query<Comment> {
  return query(collection(getDb(), paths.comments(discussionId)).withConverter(commentConverter), orderBy('created_at', 'desc'));
}

export function likeRef(path: string): DocumentReference<Like> {
  return doc(getDb(), path).withConverter(likeConverter);
}

/** All discussions, live. */
export function useDiscussions() {
  return useLiveQuery(discussionsQuery());
}

/** One discussion, live (`null` id watches nothing). */
export function useDiscussion(id: string | null) {
  return useLiveDoc(id ? discussionRef(id) : null);
}

/** A discussion's comments, live. */
export function useComments(discussionId: string | null) {
  return useLiveQuery(discussionId ? commentsQuery(discussionId) : null);
}

/**
 * A write that is applied locally at once and queued while offline. `saved` settles only when the
 * server answers, so callers update the screen right away and only report a rejection.
 */
export interface LocalWrite {
  id: string;
  saved: Promise<void>;
}

/** Starts a discussion (admins only, enforced by the rules); counts start at zero. */
export function postDiscussion(input: DiscussionInput, author: PersonCopy): LocalWrite {
  const ref = doc(collection(getDb(), DISCUSSIONS));
  const saved = setDoc(ref, {
    author_id: author.id,
    author,
    title: input.title,
    content: input.content,
    category: input.category,
    tags: input.tags,
    likes_count: 0,
    comments_count: 0,
    created_at: serverTimestamp(),
  });
  return { id: ref.id, saved };
}

/** Deletes a discussion; a function removes its comments and likes. */
export function deleteDiscussion(id: string): Promise<void> {
  return deleteDoc(doc(getDb(), paths.discussion(id)));
}

export function postComment(discussionId: string, user: PersonCopy, content: string): LocalWrite {
  const ref = doc(collection(getDb(), paths.comments(discussionId)));
  const saved = setDoc(ref, {
    discussion_id: discussionId,
    user_id: user.id,
    user,
    content,
    likes_count: 0,
    created_at: serverTimestamp(),
  });
  return { id: ref.id, saved };
}

export function deleteComment(discussionId: string, commentId: string): Promise<void> {
  return deleteDoc(doc(getDb(), paths.comment(discussionId, commentId)));
}

/** Adds or removes the user's own like document (its id is their uid). */
export function setLiked(path: string, uid: string, liked: boolean): Promise<void> {
  const ref = doc(getDb(), path);
  return liked ? setDoc(ref, { user_id: uid, created_at: serverTimestamp() }) : deleteDoc(ref);
}
