import { industryOf, MENTOR_SORTS, RATE_BUCKETS, rateBucketOf, responseRank, type MentorSort, type Profile, type RateBucket } from '@mentorbridge/model';
import type { CopyRules } from '@/lib/usePublicList';

/** A mentor as the directory shows it: their public profile. */
export type Mentor = Profile;

/** The tie-breaker of every directory sort: the document id, ascending (strings compare by code unit, like the server). */
export function byId(a: Mentor, b: Mentor): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Firestore's order of the directory: by name, then by id. */
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
 * profile's industry and rate bucket), and it has a second sort.
 */
export const MENTOR_COPY: CopyRules<Mentor> = {
  sorts: { [MENTOR_SORTS.responsive]: byResponsiveness },
  matches: (mentor, filters) =>
    (!filters.industry || industryOf(mentor.specialization) === filters.industry) &&
    (!filters.rate_bucket || rateBucketOf(mentor.hourly_rate) === filters.rate_bucket),
};

/** The rate filter's choices: the model's buckets, labelled in dollars ("$0 - $50", "$101+"). */
export const RATE_OPTIONS = RATE_BUCKETS.map((b) => ({
  value: b.value,
  label: Number.isFinite(b.max) ? `$${b.min} - $${b.max}` : `$${b.min}+`,
}));

/** The "Sort by" choices (docs/data-model.md, "List queries"). */
export const SORT_OPTIONS: { value: MentorSort; label: string }[] = [
  { value: MENTOR_SORTS.name, label: 'Name' },
  { value: MENTOR_SORTS.responsive, label: 'Most responsive' },
];

export interface MentorFilters {
  search: string;
  /** '' for all, one of SPECIALIZATIONS; 'Other' matches any custom specialization (profiles.industry). */
  industry: string;
  /** '' for all rates. */
  rate: RateBucket | '';
  /** How the directory is sorted; not a filter (Reset Filters keeps it). */
  sort: MentorSort;
}

export const NO_MENTOR_FILTERS: MentorFilters = { search: '', industry: '', rate: '', sort: MENTOR_SORTS.name };

/** True when any filter is set (Reset Filters has something to do); the sort is not one. */
export function hasFilters(filters: MentorFilters): boolean {
  return !!(filters.search.trim() || filters.industry || filters.rate);
}
