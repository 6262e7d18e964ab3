import {
  DISCUSSION_CATEGORIES,
  readPersonCopy,
  type Comment,
  type Discussion,
  type LikeFields,
} from '@mentorbridge/model';
import { documentReader, readCount, readText, readTextList, readTime } from '@/lib/converters';

// A write made here carries a pending server time; estimating it keeps the new item in place.
const estimateTimes = true;

export const discussionConverter = documentReader<Discussion>(
  (id, d) => {
    const authorId = readText(d.author_id);
    return {
      id,
      author_id: authorId,
      author: readPersonCopy(d.author, authorId),
      title: readText(d.title),
      content: readText(d.content),
      category: readText(d.category) || DISCUSSION_CATEGORIES[0],
      tags: readTextList(d.tags),
      likes_count: readCount(d.likes_count),
      comments_count: readCount(d.comments_count),
      created_at: readTime(d.created_at),
    };
  },
  { estimateTimes },
);

export const commentConverter = documentReader<Comment>(
  (id, d) => {
    const userId = readText(d.user_id);
    return {
      id,
      discussion_id: readText(d.discussion_id),
      user_id: userId,
      user: readPersonCopy(d.user, userId),
      content: readText(d.content),
      likes_count: readCount(d.likes_count),
      created_at: readTime(d.created_at),
    };
  },
  { estimateTimes },
);

export const likeConverter = documentReader<LikeFields>(
  (_id, d) => ({ user_id: readText(d.user_id), created_at: readTime(d.created_at) }),
  { estimateTimes },
);
