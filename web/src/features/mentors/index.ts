// Public API of the mentor directory.
export { useMentors, mentorsQuery } from './api/mentors';
export type { MentorsState } from './api/mentors';
export { filterMentors, hasFilters, NO_MENTOR_FILTERS, RATE_BUCKETS } from './api/filters';
export type { Mentor, MentorFilters, RateBucket } from './api/filters';
