import { RATE_BUCKETS, type Profile, type RateBucket } from '@mentorbridge/model';

/** A mentor as the directory shows it: their public profile. */
export type Mentor = Profile;

/** The rate filter's choices: the model's buckets, labelled in dollars ("$0 - $50", "$101+"). */
export const RATE_OPTIONS = RATE_BUCKETS.map((b) => ({
  value: b.value,
  label: Number.isFinite(b.max) ? `$${b.min} - $${b.max}` : `$${b.min}+`,
}));

export interface MentorFilters {
  search: string;
  /** '' for all, one of SPECIALIZATIONS; 'Other' matches any custom specialization (profiles.industry). */
  industry: string;
  /** '' for all rates. */
  rate: RateBucket | '';
}

export const NO_MENTOR_FILTERS: MentorFilters = { search: '', industry: '', rate: '' };

/** True when any filter is set (Reset Filters has something to do). */
export function hasFilters(filters: MentorFilters): boolean {
  return !!(filters.search.trim() || filters.industry || filters.rate);
}
