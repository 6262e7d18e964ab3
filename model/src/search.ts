/**
 * Server-side search, filter and sort fields (docs/data-model.md, "Search fields"). Functions write them from a
 * document's text (functions/src/search.ts) and the seed writes them the same way; no client may write them.
 *
 * Search matches words that begin with what was typed, ignoring case and accents: `search_tokens` holds every
 * prefix of every word of the document's searchable text, so one `array-contains` query finds them. A substring
 * search would need every infix of every word (quadratic in the word length) or a search service; word prefixes
 * are what people type into a directory ("pyth", "resu") and stay small and bounded.
 */
import { ratingBucketOf, reviewAverage, type RatingBucket } from './reviews';
import { isOneOf, RATE_BUCKETS, rateBucketOf, SPECIALIZATIONS, type RateBucket } from './enums';
import type { DiscussionFields, ProfileFields, VideoFields } from './documents';
import { COLLECTIONS } from './paths';
import { recommendedScore, responseRank } from './stats';

/** The bounds of a document's search tokens. */
export const SEARCH_LIMITS = {
  /** Prefixes of a word are indexed up to this many characters; a longer typed word is matched on the client. */
  prefixMax: 12,
  /** At most this many tokens per document: later words (e.g. the end of a long description) are not indexed. */
  tokens: 250,
} as const;

/** Lower-case with accents removed ("Résumé" -> "resume"). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The distinct folded words of some texts, in order. */
export function searchWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word);
  }
  return [...words];
}

/**
 * The search tokens of some texts (most important first): every prefix, up to `SEARCH_LIMITS.prefixMax`
 * characters, of every distinct word, until `SEARCH_LIMITS.tokens` are reached. A word whose prefixes do not
 * all fit is left out, so a word is either fully searchable or not at all.
 */
export function searchTokens(texts: readonly string[]): string[] {
  const tokens = new Set<string>();
  for (const word of searchWords(texts)) {
    const prefixes: string[] = [];
    for (let n = 1; n <= Math.min(word.length, SEARCH_LIMITS.prefixMax); n += 1) {
      const prefix = word.slice(0, n);
      if (!tokens.has(prefix)) prefixes.push(prefix);
    }
    if (tokens.size + prefixes.length > SEARCH_LIMITS.tokens) break;
    for (const prefix of prefixes) tokens.add(prefix);
  }
  return [...tokens];
}

/** What a user typed, as search terms: distinct folded words. */
export function searchTerms(input: string): string[] {
  return searchWords([input]);
}

/**
 * The term a list queries on the server (`array-contains`): the longest, as the most selective, cut to the
 * indexed prefix length; null without terms. The other terms narrow the results on the client.
 */
export function serverTerm(terms: readonly string[]): string | null {
  if (terms.length === 0) return null;
  const longest = terms.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, SEARCH_LIMITS.prefixMax);
}

/** True when every term begins one of the words of `texts` (an empty search matches everything). */
export function matchesTerms(texts: readonly string[], terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const words = searchWords(texts);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The text a mentor is found by: name, specialization, expertise, location, then their bio as far as the bound allows. */
export function profileSearchText(
  p: Pick<ProfileFields, 'display_name' | 'specialization' | 'expertise' | 'location' | 'bio'>,
): string[] {
  return [p.display_name, p.specialization, ...p.expertise, p.location, p.bio];
}

/** The text a video is found by: title, mentor name and description. */
export function videoSearchText(v: Pick<VideoFields, 'title' | 'description'> & { mentor: { display_name: string } }): string[] {
  return [v.title, v.mentor.display_name, v.description];
}

/** The text a discussion is found by: title, tags and content. */
export function discussionSearchText(d: Pick<DiscussionFields, 'title' | 'tags' | 'content'>): string[] {
  return [d.title, ...d.tags, d.content];
}

/** The industry filter's choices: the listed specializations, and Other for any custom one. */
export const INDUSTRIES = SPECIALIZATIONS;
export type Industry = (typeof INDUSTRIES)[number];
const LISTED: readonly Industry[] = SPECIALIZATIONS.filter((s) => s !== 'Other');

/** The industry a specialization is filed under: itself when listed, Other for a custom one, '' for none. */
export function industryOf(specialization: string): Industry | '' {
  if (!specialization) return '';
  return isOneOf(LISTED, specialization) ? specialization : 'Other';
}

/** What functions keep on a profile: its search tokens, its directory filters and its responsiveness sort key. */
export interface ProfileSearchFields {
  search_tokens: string[];
  industry: Industry | '';
  rate_bucket: RateBucket;
  /** The "Most responsive" sort key (`responseRank` of the stats). */
  response_rank: number;
  /** The "Top rated" sort key (`reviewAverage` of the review counts). */
  review_average: number;
  /** The "4 stars and up" filter (`ratingBucketOf` the review counts). */
  rating_bucket: RatingBucket;
  /** The "Recommended" sort key, the directory's default (`recommendedScore`). */
  recommended_score: number;
}

/** What functions keep on a video or a discussion. */
export interface SearchFields {
  search_tokens: string[];
}

/** A profile's server-kept fields, computed from its text, specialization, rate and stats. */
export function profileSearchFields(
  p: Pick<ProfileFields, 'display_name' | 'specialization' | 'expertise' | 'location' | 'bio' | 'hourly_rate' | 'stats'> &
    Partial<Pick<ProfileFields, 'review_count' | 'review_sum' | 'accepting'>>,
): ProfileSearchFields {
  const reviews = { review_count: p.review_count ?? 0, review_sum: p.review_sum ?? 0 };
  return {
    search_tokens: searchTokens(profileSearchText(p)),
    industry: industryOf(p.specialization),
    rate_bucket: rateBucketOf(p.hourly_rate),
    response_rank: responseRank(p.stats),
    review_average: reviewAverage(reviews),
    rating_bucket: ratingBucketOf(reviews),
    recommended_score: recommendedScore({ ...reviews, stats: p.stats, accepting: p.accepting ?? true }),
  };
}

/** A video's server-kept fields. */
export function videoSearchFields(v: Parameters<typeof videoSearchText>[0]): SearchFields {
  return { search_tokens: searchTokens(videoSearchText(v)) };
}

/** A discussion's server-kept fields. */
export function discussionSearchFields(d: Parameters<typeof discussionSearchText>[0]): SearchFields {
  return { search_tokens: searchTokens(discussionSearchText(d)) };
}

/** The fields functions keep, per collection: clients never write them (firestore.rules). */
export const SEARCH_FIELDS = {
  [COLLECTIONS.profiles]: ['search_tokens', 'industry', 'rate_bucket', 'response_rank', 'review_average', 'rating_bucket', 'recommended_score'],
  [COLLECTIONS.videos]: ['search_tokens'],
  [COLLECTIONS.discussions]: ['search_tokens'],
} as const satisfies Record<string, readonly string[]>;

/** The stored rate buckets (`profiles.rate_bucket`). */
export const RATE_BUCKET_VALUES = RATE_BUCKETS.map((b) => b.value);
