import {
  DISCUSSION_CATEGORIES,
  readPersonCopy,
  type Comment,
  type Discussion,
  type LikeFields,
} from '@mentorbridge/model';
import { documentReader, readCount, readDiscussion, readText, readTime } from '@/lib/converters';

// A write made here carries a pending server time; estimating it keeps the new item in place.
const estimateTimes = true;

export const discussionConverter = documentReader<Discussion>((id, d) => readDiscussion(id, d, { category: DISCUSSION_CATEGORIES[0] }), { estimateTimes });

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
