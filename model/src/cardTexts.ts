import { counted } from './counting';

/**
 * Part of the text catalogue (TEXTS.mentorCard spreads it): the mentor card's fallbacks and rate, which the
 * profile's info card shows too. A module apart from texts.ts, so that the data pages' early cards script, which
 * shows them (web/src/features/mentors/api/card.ts), does not carry the whole catalogue.
 */
export const MENTOR_CARD_TEXTS = {
  /** A mentor's line without a specialization. */
  noSpecialization: 'Mentor',
  noBio: 'This mentor has not written a bio yet.',
  /** "$40/hour", or "Free" for a rate of 0. */
  rate: (dollars: number) => `$${dollars}/hour`,
  free: 'Free',
  /** The chip after the first expertise tags: "+3 more". */
  more: (count: number) => `+${count} more`,
} as const;

/** Part of the text catalogue (TEXTS.enrollment spreads it): a project card's open seats, "3 seats left". */
export const PROJECT_CARD_TEXTS = {
  seatsLeft: (n: number) => `${counted(n, ['seat', 'seats'])} left`,
} as const;
