import {
  COMMENT_FIELDS,
  DISCUSSION_CATEGORIES,
  LIKE_FIELDS,
  readFields,
  type Comment,
  type Discussion,
  type LikeFields,
} from '@mentorbridge/model';
import { documentReader, readDiscussion } from '@/lib/converters';

// A write made here carries a pending server time; estimating it keeps the new item in place.
const estimateTimes = true;

export const discussionConverter = documentReader<Discussion>((id, d) => readDiscussion(id, d, { category: DISCUSSION_CATEGORIES[0] }), { estimateTimes });

export const commentConverter = documentReader<Comment>((id, d) => readFields(COMMENT_FIELDS, id, d), { estimateTimes });

export const likeConverter = documentReader<LikeFields>((id, d) => readFields(LIKE_FIELDS, id, d), { estimateTimes });
