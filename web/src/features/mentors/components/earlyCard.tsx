import { LIMITS, PROFILE_FIELDS, responsivenessText, TEXTS, type MentorStats } from '@mentorbridge/model';
import { sampleOf } from '@/lib/cardFields';
import { slot, type CardSpec } from '@/lib/earlyCards';
import type { Mentor } from '../api/filters';
import { MentorCard } from './MentorCard';
import { ListRegion } from '@/components/ListBody';
import { MENTOR_LIST } from './MentorsShell';

const chips = [0, 1, 2, 3].map((i) => slot(`chip${i}`));

const sample: Mentor = {
  ...sampleOf(PROFILE_FIELDS, slot('id')),
  display_name: slot('name'),
  role: 'mentor',
  hourly_rate: 40,
  // A valid link (the button checks it), which the booking slot replaces.
  topmate_url: 'https://topmate.io/early-booking/',
  expertise: chips,
  // A new mentor: the line reads "New mentor", which the activity slot replaces.
  stats: null,
};

/** Stats with a known response time and no last activity: the line is responsivenessText's alone. */
const KNOWN: MentorStats = { median_response_hours: 1, decisions: LIMITS.statsNewMentorBelow, response_rate: null, open_requests: 0, last_active_at: null, sessions_confirmed: 0 };

export const MENTOR_EARLY_CARD: CardSpec<Mentor> = {
  card: (mentor) => <MentorCard mentor={mentor} />,
  sample,
  avatar: { id: sample.id, picture: { ...sample, avatar_url: slot('avatar') } },
  variants: {
    rate: { paid: sample, free: { ...sample, hourly_rate: 0 } },
    chips: {
      ...Object.fromEntries([0, 1, 2, 3].map((n) => [String(n), { ...sample, expertise: chips.slice(0, n) }])),
      4: sample,
      more: { ...sample, expertise: [...chips, 'more'] },
    },
    booking: { available: sample, none: { ...sample, topmate_url: '' } },
    // An empty star below LIMITS.reviewsShownFrom reviews, a filled one from there; the line is the slot "reviews".
    // A mentor with reviews is no "New mentor" (responsivenessLine): the rated one has a known response time, so its
    // activity line is the same slot.
    reviews: {
      new: sample,
      rated: { ...sample, review_count: LIMITS.reviewsShownFrom, review_sum: LIMITS.reviewsShownFrom * LIMITS.ratingMax, stats: KNOWN },
    },
  },
  texts: {
    'New mentor': 'activity',
    [responsivenessText(KNOWN)]: 'activity',
    [TEXTS.reviews.none]: 'reviews',
    [`5.0 · ${LIMITS.reviewsShownFrom} reviews`]: 'reviews',
  },
  attributes: { 'https://topmate.io/early-booking/': slot('booking') },
  region: (cards) => <ListRegion layout={MENTOR_LIST}>{cards}</ListRegion>,
};
