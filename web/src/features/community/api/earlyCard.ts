import { avatarHue, DISCUSSION_FIELDS, type Discussion } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { discussionCard } from './card';
import { discussionConverter } from './converters';

/** A discussion's card before the app (lib/earlyCards.ts; components/earlyCard.tsx is its template), read as the app reads it. */
export const DISCUSSION_EARLY: EarlyCard<Discussion> = {
  read: restReader(discussionConverter),
  values: (discussion) => {
    const { author, posted, likes, comments } = discussionCard(discussion);
    return cardValues(DISCUSSION_FIELDS, discussion, {
      slots: {
        id: discussion.id,
        author: author.name,
        initial: author.initial,
        hue: String(avatarHue(discussion.author.id)),
        avatar: author.picture ?? '',
        datetime: posted.datetime ?? '',
        ago: posted.ago,
        likes: String(discussion.likes_count),
        comments: String(discussion.comments_count),
        ...Object.fromEntries(discussion.tags.map((tag, i) => [`tag${i}`, tag])),
      },
      variants: { avatar: author.picture ? 'picture' : 'initial', time: posted.datetime ? 'known' : 'unknown', tags: String(discussion.tags.length), likes, comments },
    });
  },
};
