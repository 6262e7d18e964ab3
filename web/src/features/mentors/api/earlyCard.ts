import { MENTOR_CARD_TEXTS, PROFILE_FIELDS, topmateHref } from '@mentorbridge/model';
import { avatarValues, cardValues } from '@/lib/cardFields';
import type { EarlyCard } from '@/lib/earlyCards';
import { restReader } from '@/lib/restDocument';
import { profileConverter } from '@/session/profileReader';
import { mentorCard } from './card';
import type { Mentor } from './filters';

export const MENTOR_EARLY: EarlyCard<Mentor> = {
  read: restReader(profileConverter),
  values: (mentor) => {
    const card = mentorCard(mentor);
    // The link components/BookingButton.tsx opens, or none ("Booking not available").
    const booking = topmateHref(mentor.topmate_url);
    return cardValues(PROFILE_FIELDS, mentor, avatarValues(mentor.id, card.name, mentor.avatar_url), {
      slots: {
        id: mentor.id,
        name: card.name,
        rate: card.rate,
        activity: card.activity,
        more: MENTOR_CARD_TEXTS.more(card.more),
        booking: booking ?? '',
        reviews: card.reviews,
        ...Object.fromEntries(card.shown.map((tag, i) => [`chip${i}`, tag])),
      },
      variants: {
        rate: card.paid ? 'paid' : 'free',
        chips: card.more > 0 ? 'more' : String(card.shown.length),
        booking: booking ? 'available' : 'none',
        reviews: card.rated ? 'rated' : 'new',
      },
    });
  },
};
