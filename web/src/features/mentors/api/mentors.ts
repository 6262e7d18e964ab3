import { industryOf, LISTS, MENTOR_SORTS, profileSearchText, rateBucketOf, ratingBucketOf, responseRank } from '@mentorbridge/model';
import { CACHED_LISTS } from '@/lib/offlineCache';
import { usePublicList, type OfflineCopy, type PublicList } from '@/lib/usePublicList';
import { profileConverter } from '@/session';
import { byId, byName, byRating, type Mentor, type MentorFilters } from './filters';

/** Firestore's order under "Most responsive": by the stats' response_rank (new mentors last), then by id. */
export function byResponsiveness(a: Mentor, b: Mentor): number {
  return responseRank(a.stats) - responseRank(b.stats) || byId(a, b);
}

/** The directory's offline copy: kept by name, shown in the chosen sort, filtered by the fields the server filters on. */
export const MENTORS_OFFLINE: OfflineCopy<Mentor> = {
  name: CACHED_LISTS.mentors.name,
  compare: byName,
  sorts: { [MENTOR_SORTS.responsive]: byResponsiveness, [MENTOR_SORTS.topRated]: byRating },
  matches: (mentor, filters) =>
    (!filters.industry || industryOf(mentor.specialization) === filters.industry) &&
    (!filters.rate_bucket || rateBucketOf(mentor.hourly_rate) === filters.rate_bucket) &&
    (!filters.rating_bucket || ratingBucketOf(mentor) === filters.rating_bucket),
};

/** The directory's filters as the list's fields (LISTS.mentors.filters). */
export function directoryFilters(filters: MentorFilters): Record<string, string> {
  return { industry: filters.industry, rate_bucket: filters.rate, rating_bucket: filters.rating };
}

/**
 * The mentor directory a page at a time, sorted by name, by responsiveness or by rating, with the industry, rate and rating filters
 * and the search run by the server over every mentor (the rules let visitors run these queries: they ask for
 * role mentor). Offline, the same filters, search and sort run over the mentors this device saved.
 */
export function useMentorDirectory(filters: MentorFilters, pages: number): PublicList<Mentor> {
  return usePublicList({
    read: profileConverter.read,
    list: LISTS.mentors,
    filters: directoryFilters(filters),
    search: filters.search,
    sort: filters.sort,
    searchText: profileSearchText,
    pages,
    offline: MENTORS_OFFLINE,
  });
}
