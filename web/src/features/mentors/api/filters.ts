import { SPECIALIZATIONS } from '../../../config';
import type { Profile } from '../../../lib/models';

/** A mentor as the directory shows it: their public profile. */
export type Mentor = Profile;

/** The rate filter's buckets (USD per hour, inclusive). */
export const RATE_BUCKETS = [
  { value: '0-50', label: '$0 - $50', min: 0, max: 50 },
  { value: '51-100', label: '$51 - $100', min: 51, max: 100 },
  { value: '101+', label: '$101+', min: 101, max: Number.POSITIVE_INFINITY },
] as const;

export type RateBucket = (typeof RATE_BUCKETS)[number]['value'];

export interface MentorFilters {
  search: string;
  /** '' for all, one of SPECIALIZATIONS; 'Other' matches any custom specialization. */
  industry: string;
  /** '' for all rates. */
  rate: RateBucket | '';
}

export const NO_MENTOR_FILTERS: MentorFilters = { search: '', industry: '', rate: '' };

const LISTED: readonly string[] = SPECIALIZATIONS.filter((s) => s !== 'Other');

function matchesSearch(mentor: Mentor, term: string): boolean {
  if (!term) return true;
  const haystack = [mentor.display_name, mentor.specialization, mentor.bio, ...mentor.expertise].join('\n').toLowerCase();
  return haystack.includes(term);
}

function matchesIndustry(mentor: Mentor, industry: string): boolean {
  if (!industry) return true;
  if (industry === 'Other') return !!mentor.specialization && !LISTED.includes(mentor.specialization);
  return mentor.specialization === industry;
}

function matchesRate(mentor: Mentor, rate: MentorFilters['rate']): boolean {
  if (!rate) return true;
  const bucket = RATE_BUCKETS.find((b) => b.value === rate);
  return !bucket || (mentor.hourly_rate >= bucket.min && mentor.hourly_rate <= bucket.max);
}

/**
 * The mentors matching every filter: search (case-insensitive, in name, specialization, expertise and bio),
 * industry (specialization) and hourly-rate bucket.
 */
export function filterMentors(mentors: readonly Mentor[], filters: MentorFilters): Mentor[] {
  const term = filters.search.trim().toLowerCase();
  return mentors.filter(
    (m) => matchesSearch(m, term) && matchesIndustry(m, filters.industry) && matchesRate(m, filters.rate),
  );
}

/** True when any filter is set (Reset Filters has something to do). */
export function hasFilters(filters: MentorFilters): boolean {
  return !!(filters.search.trim() || filters.industry || filters.rate);
}
