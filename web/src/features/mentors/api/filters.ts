import {
  industryOf,
  MENTOR_SORTS,
  RATE_BUCKETS,
  rateBucketOf,
  ratingBucketOf,
  recommendedScore,
  responseRank,
  reviewAverage,
  TEXTS,
  type MentorSort,
  type Profile,
  type RateBucket,
} from '@mentorbridge/model';
import type { CopyRules } from '@/lib/usePublicList';

/** A mentor as the directory shows it: their public profile. */
export type Mentor = Profile;

/** The tie-breaker of every directory sort: the document id, ascending (strings compare by code unit, like the server). */
export function byId(a: Mentor, b: Mentor): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Firestore's order of the directory by default, "Recommended": by recommended_score, highest first, then by id descending. */
export function byRecommendation(a: Mentor, b: Mentor): number {
  return recommendedScore(b) - recommendedScore(a) || byId(b, a);
}

/** Firestore's order under "Name": by name, then by id. */
export function byName(a: Mentor, b: Mentor): number {
  if (a.display_name !== b.display_name) return a.display_name < b.display_name ? -1 : 1;
  return byId(a, b);
}

/** Firestore's order under "Most responsive": by the stats' response_rank (new mentors last), then by id. */
export function byResponsiveness(a: Mentor, b: Mentor): number {
  return responseRank(a.stats) - responseRank(b.stats) || byId(a, b);
}

/**
 * The directory's copy on the device (lib/usePublicList.ts): its filters are on values the server derives (a
 * profile's industry, rate bucket and rating bucket), and so are its sort keys (recomputed from the profile).
 */
export const MENTOR_COPY: CopyRules<Mentor> = {
  compare: byRecommendation,
  sorts: { [MENTOR_SORTS.name]: byName, [MENTOR_SORTS.responsive]: byResponsiveness, [MENTOR_SORTS.topRated]: byRating },
  matches: (mentor, filters) =>
    (!filters.industry || industryOf(mentor.specialization) === filters.industry) &&
    (!filters.rate_bucket || rateBucketOf(mentor.hourly_rate) === filters.rate_bucket) &&
    (!filters.rating_bucket || ratingBucketOf(mentor) === filters.rating_bucket),
};

/** The directory's filters as the list's fields (LISTS.mentors.filters). */
export function directoryFilters(filters: MentorFilters): Record<string, string> {
  return { industry: filters.industry, rate_bucket: filters.rate, rating_bucket: filters.rating };
}

/** The rate filter's choices: the model's buckets, labelled in dollars ("$0 - $50", "$101+"). */
export const RATE_OPTIONS = RATE_BUCKETS.map((b) => ({
  value: b.value,
  label: Number.isFinite(b.max) ? `$${b.min} - $${b.max}` : `$${b.min}+`,
}));

/** Firestore's order under "Top rated": by review_average, highest first (new mentors, 0, last), then by id descending. */
export function byRating(a: Mentor, b: Mentor): number {
  return reviewAverage(b) - reviewAverage(a) || byId(b, a);
}

/** The rating filter's one choice (profiles.rating_bucket `4up`). */
export const RATING_OPTIONS = [{ value: '4up', label: TEXTS.reviews.fourUp }] as const;
export type RatingFilter = (typeof RATING_OPTIONS)[number]['value'];

/** The "Sort by" choices (docs/data-model.md, "List queries"). */
export const SORT_OPTIONS: { value: MentorSort; label: string }[] = [
  { value: MENTOR_SORTS.recommended, label: TEXTS.filters.mentors.sorts.recommended },
  { value: MENTOR_SORTS.name, label: TEXTS.filters.mentors.sorts.name },
  { value: MENTOR_SORTS.responsive, label: TEXTS.filters.mentors.sorts.responsive },
  { value: MENTOR_SORTS.topRated, label: TEXTS.reviews.topRated },
];

export interface MentorFilters {
  search: string;
  /** '' for all, one of SPECIALIZATIONS; 'Other' matches any custom specialization (profiles.industry). */
  industry: string;
  /** '' for all rates. */
  rate: RateBucket | '';
  /** '' for all mentors; `4up` for "4 stars and up". */
  rating: RatingFilter | '';
  /** How the directory is sorted; not a filter (Reset Filters keeps it). */
  sort: MentorSort;
}

export const NO_MENTOR_FILTERS: MentorFilters = { search: '', industry: '', rate: '', rating: '', sort: MENTOR_SORTS.recommended };

/** True when any filter is set (Reset Filters has something to do); the sort is not one. */
export function hasFilters(filters: MentorFilters): boolean {
  return !!(filters.search.trim() || filters.industry || filters.rate || filters.rating);
}
