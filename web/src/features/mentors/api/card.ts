import { activityText, displayName, LIMITS, MENTOR_CARD_TEXTS, responsivenessLine, reviewLine, sessionsText } from '@mentorbridge/model';
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
    specialization: mentor.specialization || MENTOR_CARD_TEXTS.noSpecialization,
    activity: [responsivenessLine(mentor), activityText(mentor.stats)].filter(Boolean).join(' · '),
    bio: mentor.bio || MENTOR_CARD_TEXTS.noBio,
    paid,
    rate: paid ? MENTOR_CARD_TEXTS.rate(mentor.hourly_rate) : MENTOR_CARD_TEXTS.free,
    /**
     * The one trust line: "4.8 · 12 reviews", "2 reviews" below LIMITS.reviewsShownFrom reviews, or "No reviews yet",
     * then the confirmed sessions once there is one ("4.8 · 12 reviews · 9 confirmed sessions").
     */
    reviews: [reviewLine(mentor), sessionsText(mentor.stats)].filter(Boolean).join(' · '),
    rated: mentor.review_count >= LIMITS.reviewsShownFrom,
    ...visibleExpertise(mentor.expertise),
  };
}
