import { RATE_BUCKETS, rateBucketOf, SPECIALIZATIONS, type Profile, type RateBucket } from '@mentorbridge/model';

/** A mentor as the directory shows it: their public profile. */
export type Mentor = Profile;

/** The rate filter's choices: the model's buckets, labelled in dollars ("$0 - $50", "$101+"). */
export const RATE_OPTIONS = RATE_BUCKETS.map((b) => ({
  value: b.value,
  label: Number.isFinite(b.max) ? `$${b.min} - $${b.max}` : `$${b.min}+`,
}));

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
  return !rate || rateBucketOf(mentor.hourly_rate) === rate;
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
