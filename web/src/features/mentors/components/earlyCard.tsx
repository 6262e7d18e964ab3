import { numberSlot, slot, type CardSpec } from '@/lib/earlyCards';
import { avatarHueSwap } from '@/session/PersonAvatar';
import type { Mentor } from '../api/filters';
import { MentorCard } from './MentorCard';
import { MentorResults } from './MentorsShell';

const RATE = numberSlot('rate');
const MORE = numberSlot('more');
const chips = [0, 1, 2, 3].map((i) => slot(`chip${i}`));

const sample: Mentor = {
  id: slot('id'),
  display_name: slot('name'),
  avatar_url: null,
  role: 'mentor',
  admin_role: 'student',
  bio: slot('bio'),
  description: '',
  location: slot('location'),
  hourly_rate: RATE,
  // A valid link (the button checks it), which the booking slot replaces.
  topmate_url: 'https://topmate.io/early-booking/',
  specialization: slot('specialization'),
  expertise: chips,
  calendly_url: null,
  // A new mentor: the line reads "New mentor", which the activity slot replaces.
  stats: null,
  accepting: true,
  paused_reason: null,
  accepting_changed_at: null,
  created_at: null,
  updated_at: null,
};

/**
 * /mentorship's card as the build renders it into the page's first cards before the app (lib/earlyCards.ts);
 * api/earlyCard.ts gives each mentor's values.
 */
export const MENTOR_EARLY_CARD: CardSpec<Mentor> = {
  card: (mentor) => <MentorCard mentor={mentor} />,
  sample,
  variants: {
    avatar: { initial: sample, picture: { ...sample, avatar_url: slot('avatar') } },
    location: { with: sample, without: { ...sample, location: '' } },
    rate: { paid: sample, free: { ...sample, hourly_rate: 0 } },
    chips: {
      ...Object.fromEntries([0, 1, 2, 3].map((n) => [String(n), { ...sample, expertise: chips.slice(0, n) }])),
      4: sample,
      more: { ...sample, expertise: [...chips, ...Array.from({ length: MORE }, (_, i) => `more-${i}`)] },
    },
    booking: { available: sample, none: { ...sample, topmate_url: '' } },
  },
  swaps: {
    // The avatar's letter is the first of the name: the slot's first character.
    '>\u27E6<': `>${slot('initial')}<`,
    ...avatarHueSwap(sample.id, slot('hue')),
    '>New mentor<': `>${slot('activity')}<`,
    'https://topmate.io/early-booking/': slot('booking'),
  },
  region: (cards) => <MentorResults count="">{cards}</MentorResults>,
};
