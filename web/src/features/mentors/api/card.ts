import { activityText, displayName, LIMITS, responsivenessText, reviewLine } from '@mentorbridge/model';
import { UI } from '@/config';
import type { Mentor } from './filters';

/** The first chips shown and how many more there are ("+N more"). */
export function visibleExpertise(expertise: readonly string[]): { shown: string[]; more: number } {
  const shown = expertise.slice(0, UI.mentorExpertiseChips);
  return { shown, more: expertise.length - shown.length };
}

/**
 * What a mentor's card shows (components/MentorCard.tsx), and its first cards before the app (api/earlyCard.ts):
 * the name, the lines with their fallbacks, the rate, the reviews' line and the chips.
 */
export function mentorCard(mentor: Mentor) {
  const paid = mentor.hourly_rate > 0;
  return {
    name: displayName(mentor.display_name),
    specialization: mentor.specialization || 'Mentor',
    activity: [responsivenessText(mentor.stats), activityText(mentor.stats)].filter(Boolean).join(' · '),
    bio: mentor.bio || 'This mentor has not written a bio yet.',
    paid,
    rate: paid ? `$${mentor.hourly_rate}/hour` : 'Free',
    /** "4.8 · 12 reviews", or "New" below LIMITS.reviewsShownFrom reviews. */
    reviews: reviewLine(mentor),
    rated: mentor.review_count >= LIMITS.reviewsShownFrom,
    ...visibleExpertise(mentor.expertise),
  };
}
