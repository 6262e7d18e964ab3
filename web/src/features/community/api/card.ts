import { pluralForm, type Discussion } from '@mentorbridge/model';
import { timeAgo } from '@/lib/dates';

/**
 * When someone posted, as a person line shows it (components/PersonLine.tsx): the time element's value and the
 * words ("3 minutes ago"), or no time element while the server has not written the time ("just now").
 */
export function postedAt(date: Date | null) {
  return { datetime: date ? date.toISOString() : null, ago: timeAgo(date) };
}

/**
 * What a discussion's card shows (components/DiscussionCard.tsx), for its first cards before the app
 * (api/earlyCard.ts): when the author posted (as PersonLine.tsx), and whether each count reads "1 like" or "N likes"
 * (as the card's CountLabel, through the model's `plural`). No texts here: the early cards' script must not carry the model's.
 */
export function discussionCard(discussion: Discussion) {
  return {
    posted: postedAt(discussion.created_at),
    likes: pluralForm(discussion.likes_count),
    comments: pluralForm(discussion.comments_count),
  };
}
