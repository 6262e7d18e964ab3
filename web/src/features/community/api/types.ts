import type { DISCUSSION_CATEGORIES } from '../../../config';
import type { PersonCopy } from '../../../lib/models';

export type DiscussionCategory = (typeof DISCUSSION_CATEGORIES)[number];

/** `community_discussions/{id}` as read (timestamps as dates; a pending server time is estimated). */
export interface Discussion {
  author_id: string;
  author: PersonCopy;
  title: string;
  content: string;
  category: string;
  tags: string[];
  likes_count: number;
  comments_count: number;
  created_at: Date | null;
}

/** `community_discussions/{d}/comments/{id}`. */
export interface Comment {
  discussion_id: string;
  user_id: string;
  user: PersonCopy;
  content: string;
  likes_count: number;
  created_at: Date | null;
}

/** `.../likes/{uid}` on a discussion or a comment. */
export interface Like {
  user_id: string;
  created_at: Date | null;
}

/** What the creation form submits. */
export interface DiscussionInput {
  title: string;
  content: string;
  category: DiscussionCategory;
  tags: string[];
}

/** Limits shared by the forms and the security rules. */
export const COMMUNITY_LIMITS = {
  title: 200,
  content: 10000,
  tags: 10,
  tag: 40,
  comment: 2000,
} as const;
