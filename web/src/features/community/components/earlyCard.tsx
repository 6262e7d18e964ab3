import { DISCUSSION_FIELDS, LIMITS, TIME_WORDS, type Discussion } from '@mentorbridge/model';
import { sampleOf } from '@/lib/cardFields';
import { slot, type CardSpec } from '@/lib/earlyCards';
import { DiscussionCard } from './DiscussionCard';
import { ListRegion } from '@/components/ListBody';
import { DISCUSSION_LIST, NewDiscussions } from './CommunityShell';

// A time ahead of the clock reads "just now" (lib/dates.ts): the swaps find its text whenever the build runs.
const CREATED = new Date(Date.UTC(2999, 0, 1));
const tags = Array.from({ length: LIMITS.discussionTags }, (_, i) => slot(`tag${i}`));

const sample: Discussion = {
  ...sampleOf(DISCUSSION_FIELDS, slot('id')),
  author_id: 'early',
  author: { id: 'early', display_name: slot('author'), avatar_url: null },
  tags,
  likes_count: 2,
  comments_count: 2,
  created_at: CREATED,
};

export const DISCUSSION_EARLY_CARD: CardSpec<Discussion> = {
  card: (discussion) => <DiscussionCard id={discussion.id} discussion={discussion} pending={false} />,
  sample,
  avatar: { id: sample.author.id, picture: { ...sample, author: { ...sample.author, avatar_url: slot('avatar') } } },
  variants: {
    // A discussion whose time the server has not written yet reads "just now", without a time element.
    time: { known: sample, unknown: { ...sample, created_at: null } },
    tags: Object.fromEntries(Array.from({ length: tags.length + 1 }, (_, n) => [String(n), { ...sample, tags: tags.slice(0, n) }])),
    likes: { many: sample, one: { ...sample, likes_count: 1 } },
    comments: { many: sample, one: { ...sample, comments_count: 1 } },
  },
  texts: { [TIME_WORDS.justNow]: 'ago' },
  attributes: { [CREATED.toISOString()]: slot('datetime') },
  region: (cards) => (
    <ListRegion layout={DISCUSSION_LIST} notice={<NewDiscussions fresh={0} />}>
      {cards}
    </ListRegion>
  ),
};
