import { DISCUSSION_FIELDS, type Discussion } from '@mentorbridge/model';
import { avatarValues, cardValues } from '@/lib/cardFields';
import type { EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { discussionCard } from './card';
import { discussionConverter } from './converters';

export const DISCUSSION_EARLY: EarlyCard<Discussion> = {
  read: restReader(discussionConverter),
  values: (discussion) => {
    const { posted, likes, comments } = discussionCard(discussion);
    const { id, display_name: author, avatar_url: picture } = discussion.author;
    return cardValues(DISCUSSION_FIELDS, discussion, avatarValues(id, author, picture), {
      slots: {
        id: discussion.id,
        author,
        datetime: posted.datetime ?? '',
        ago: posted.ago,
        likes: String(discussion.likes_count),
        comments: String(discussion.comments_count),
        ...Object.fromEntries(discussion.tags.map((tag, i) => [`tag${i}`, tag])),
      },
      variants: { time: posted.datetime ? 'known' : 'unknown', tags: String(discussion.tags.length), likes, comments },
    });
  },
};
