import { avatarInitial, pluralForm, type Discussion } from '@mentorbridge/model';
import type { CardValues, EarlyList } from '@/lib/earlyCards';
import { timeAgo } from '@/lib/dates';
import { CACHED_LISTS, newestFirst, readStoredCopy } from '@/lib/offlineCache';
import { decodeFields, documentIdOf } from '@/lib/restDocument';
import { discussionConverter } from './converters';

/** A discussion's values for the first cards before the app (components/earlyCard.tsx is the template). */
export function discussionCardValues(discussion: Discussion): CardValues {
  const { display_name: author, avatar_url: avatar } = discussion.author;
  const created = discussion.created_at;
  return {
    slots: {
      id: discussion.id,
      title: discussion.title,
      content: discussion.content,
      category: discussion.category,
      author,
      initial: avatarInitial(author),
      avatar: avatar ?? '',
      // As components/PersonLine.tsx shows the time.
      datetime: created?.toISOString() ?? '',
      ago: timeAgo(created),
      likes: String(discussion.likes_count),
      comments: String(discussion.comments_count),
      ...Object.fromEntries(discussion.tags.map((tag, i) => [`tag${i}`, tag])),
    },
    variants: {
      avatar: avatar ? 'picture' : 'initial',
      time: created ? 'known' : 'unknown',
      tags: String(discussion.tags.length),
      likes: pluralForm(discussion.likes_count),
      comments: pluralForm(discussion.comments_count),
    },
  };
}

/** /community's first cards before the app (lib/earlyCards.ts): read, and their copy ordered, as the list does (api/discussionList.ts). */
export const DISCUSSIONS_EARLY: EarlyList<Discussion> = {
  read: (doc) => discussionConverter.read(documentIdOf(doc), decodeFields(doc.fields)),
  values: discussionCardValues,
  copy: { read: () => readStoredCopy(CACHED_LISTS.discussions.name), order: newestFirst },
};
