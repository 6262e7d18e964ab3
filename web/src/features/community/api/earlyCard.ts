import { avatarHue, DISCUSSION_FIELDS, type Discussion } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { CardValues, EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { discussionCard } from './card';
import { discussionConverter } from './converters';

/** A discussion's values for the first cards before the app (components/earlyCard.tsx is the template). */
export function discussionCardValues(discussion: Discussion): CardValues {
  const card = discussionCard(discussion);
  return cardValues(DISCUSSION_FIELDS, discussion, {
    slots: {
      id: discussion.id,
      author: card.author.name,
      initial: card.author.initial,
      hue: String(avatarHue(discussion.author.id)),
      avatar: card.author.picture ?? '',
      datetime: card.posted.datetime ?? '',
      ago: card.posted.ago,
      likes: String(discussion.likes_count),
      comments: String(discussion.comments_count),
      ...Object.fromEntries(discussion.tags.map((tag, i) => [`tag${i}`, tag])),
    },
    variants: {
      avatar: card.author.picture ? 'picture' : 'initial',
      time: card.posted.datetime ? 'known' : 'unknown',
      tags: String(discussion.tags.length),
      likes: card.likes,
      comments: card.comments,
    },
  });
}

/** A discussion's card before the app (lib/earlyCards.ts), read as the app reads it; its copy's order is its list's. */
export const DISCUSSION_EARLY: EarlyCard<Discussion> = { read: restReader(discussionConverter), values: discussionCardValues };
