import { avatarHue, DISCUSSION_FIELDS, type Discussion } from '@mentorbridge/model';
import { cardValues } from '@/lib/cardFields';
import type { CardValues, EarlyList } from '@/lib/earlyCards';
import { CACHED_LISTS, newestFirst, readStoredCopy } from '@/lib/offlineCache';
import { decodeFields, documentIdOf } from '@/lib/restDocument';
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

/** /community's first cards before the app (lib/earlyCards.ts): read, and their copy ordered, as the list does (api/discussionList.ts). */
export const DISCUSSIONS_EARLY: EarlyList<Discussion> = {
  read: (doc) => discussionConverter.read(documentIdOf(doc), decodeFields(doc.fields)),
  values: discussionCardValues,
  copy: { read: () => readStoredCopy(CACHED_LISTS.discussions.name), order: newestFirst },
};
