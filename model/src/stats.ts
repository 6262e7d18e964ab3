/**
 * A mentor's responsiveness (docs/data-model.md, `profiles.stats`), counted from their decision and expiry logs
 * (`private/stats_{mentorId}/decisions` and `/expiries`), which only functions write, in the same transaction as
 * the decision or the expiry. Deleting requests therefore changes nothing here. Functions keep it
 * (onEnrollmentWritten); the screens word it with `responsivenessText` and `activityText`.
 */
import type { MentorStats, Stored, Time } from './documents';
import { oneOf, time, type FieldsOf } from './fieldKinds';
import { ENROLLMENT_DECISIONS, type EnrollmentDecision } from './fields';
import { LIMITS } from './limits';
import { TEXTS } from './texts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** `private/stats_{mentorId}/decisions/{id}`: one decision of the mentor on a request, as it was made. */
export const DECISION_RECORD_FIELDS = {
  decision: oneOf<EnrollmentDecision, 'approved'>(ENROLLMENT_DECISIONS, 'approved'),
  /** When the request had started waiting for this decision (its creation, or the student's last answer). */
  waiting_since: time(),
  /** When the mentor decided: the request's `decided_at`, written in the same transaction. */
  decided_at: time(),
};
export type DecisionRecordFields = FieldsOf<typeof DECISION_RECORD_FIELDS>;

/** `private/stats_{mentorId}/expiries/{id}`: one request of the mentor's that expired waiting for them. */
export interface ExpiryRecordFields {
  expired_at: Time;
}

/** A decision's log record. Names neither the request nor the student, so it outlives both. */
export function newDecisionRecord<S>(decision: EnrollmentDecision, waitingSince: Date | S, now: S) {
  return { decision, waiting_since: waitingSince, decided_at: now } satisfies Stored<DecisionRecordFields, S | Date>;
}

/** An expiry's log record. */
export function newExpiryRecord<S>(now: S) {
  return { expired_at: now } satisfies Stored<ExpiryRecordFields, S>;
}

/** What the stats read of a decision. */
export type StatsRequest = Pick<DecisionRecordFields, 'waiting_since' | 'decided_at'>;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** What the stats are made of, each read with a bounded query of the logs (functions/src/enrollments.ts). */
export interface StatsInput {
  /** The mentor's latest decisions, newest first (up to LIMITS.statsRecentDecisions). */
  recent: readonly StatsRequest[];
  /** Decisions made in the last LIMITS.statsRateWindowDays days. */
  decidedInWindow: number;
  /** Requests that expired waiting for the mentor in that window (not those that expired waiting for the student). */
  expiredInWindow: number;
  /** Requests pending or waiting for the student's answer. */
  openRequests: number;
  /** The mentor's sessions both sides confirmed (booking intents whose `mentor_state` is `yes`). */
  sessionsConfirmed: number;
}

/** The window of the response rate, ending at `now`. */
export function statsWindowStart(now: Date): Date {
  return new Date(now.getTime() - LIMITS.statsRateWindowDays * DAY_MS);
}

/**
 * A mentor's stats. Every decision counts toward the median (a request asked a question and answered waits again
 * until the next one); its response time is decided_at - waiting_since, in hours, one decimal.
 */
export function mentorStats({ recent, decidedInWindow, expiredInWindow, openRequests, sessionsConfirmed }: StatsInput): MentorStats {
  const decisions = recent
    .filter((r) => r.decided_at && r.waiting_since && r.decided_at.getTime() >= r.waiting_since.getTime())
    .sort((a, b) => (b.decided_at as Date).getTime() - (a.decided_at as Date).getTime())
    .slice(0, LIMITS.statsRecentDecisions);
  const hours = decisions.map((r) => ((r.decided_at as Date).getTime() - (r.waiting_since as Date).getTime()) / HOUR_MS);
  const rated = decidedInWindow + expiredInWindow;
  const middle = median(hours);
  const lastDecision = recent
    .map((r) => r.decided_at)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    median_response_hours: middle === null ? null : Math.round(middle * 10) / 10,
    decisions: decisions.length,
    response_rate: rated === 0 ? null : Math.round((decidedInWindow / rated) * 100) / 100,
    open_requests: openRequests,
    last_active_at: lastDecision ?? null,
    sessions_confirmed: sessionsConfirmed,
  };
}

/** The response_rank of a mentor without a known median ("New mentor"): after every known one. */
export const NEW_MENTOR_RANK = 1_000_000;

/**
 * The rank of a mentor under the directory's "Most responsive" sort (profiles.response_rank, ascending): the median
 * response time in hours once the mentor has LIMITS.statsNewMentorBelow decisions, otherwise NEW_MENTOR_RANK, so
 * that new mentors come after every mentor with a known median. Every profile carries it (Firestore's orderBy
 * leaves out documents without the field); ties are broken by the document id.
 */
export function responseRank(stats: MentorStats | null): number {
  const median = knownMedianHours(stats);
  return median === null ? NEW_MENTOR_RANK : Math.min(median, NEW_MENTOR_RANK - 1);
}

/** The median response hours once the mentor has LIMITS.statsNewMentorBelow decisions; null for a "New mentor". */
function knownMedianHours(stats: MentorStats | null): number | null {
  if (!stats || stats.decisions < LIMITS.statsNewMentorBelow) return null;
  return stats.median_response_hours;
}

/** "Usually responds within a day", "... within 3 days", or "New mentor" below LIMITS.statsNewMentorBelow decisions. */
export function responsivenessText(stats: MentorStats | null): string {
  const median = knownMedianHours(stats);
  if (median === null) return 'New mentor';
  const days = Math.max(1, Math.ceil(median / 24));
  return days === 1 ? 'Usually responds within a day' : `Usually responds within ${days} days`;
}

/**
 * The responsiveness line of a mentor's card and page: `responsivenessText`, except that a mentor with reviews is
 * not called "New mentor" ("New mentor" means no reviews and fewer than LIMITS.statsNewMentorBelow decisions on
 * applications); such a mentor's response time is not known yet, and nothing is said of it (null).
 */
export function responsivenessLine(mentor: { stats: MentorStats | null; review_count: number }): string | null {
  return knownMedianHours(mentor.stats) === null && mentor.review_count > 0 ? null : responsivenessText(mentor.stats);
}

/** "Answers 92% of applications" over the rate window, once the mentor is past "New mentor"; null before. */
export function responseRateText(stats: MentorStats | null): string | null {
  if (knownMedianHours(stats) === null || stats?.response_rate == null) return null;
  return `Answers ${Math.round(stats.response_rate * 100)}% of applications`;
}

/** "Active today", "Active 1 day ago", "Active 5 days ago"; null before any decision. */
export function activityText(stats: MentorStats | null, now: Date = new Date()): string | null {
  const at = stats?.last_active_at;
  if (!(at instanceof Date)) return null;
  const days = Math.floor((now.getTime() - at.getTime()) / DAY_MS);
  if (days <= 0) return 'Active today';
  return days === 1 ? 'Active 1 day ago' : `Active ${days} days ago`;
}

/**
 * The directory's "Recommended" order (docs/data-model.md, `profiles.recommended_score`), weighed out of 100:
 * - reviews (40): the average pulled toward a prior of `priorStars` by `priorReviews` imaginary reviews, so one
 *   five-star review does not beat forty at 4.5, and a mentor without reviews starts in the middle;
 * - confirmed sessions (25): growing with each session, full at `sessionsFull`;
 * - responsiveness (20): the median response time against the request's expiry, times the share of requests
 *   answered in the rate window (recent activity); a mentor whose response time is not known yet gets `unknownResponse`;
 * - accepting applications (15).
 * A function of the profile's own fields only (no clock), so the device's copy sorts exactly as the server does.
 */
export const RECOMMENDED = {
  weights: { reviews: 40, sessions: 25, responsiveness: 20, accepting: 15 },
  priorStars: 3.5,
  priorReviews: 5,
  sessionsFull: 20,
  unknownResponse: 0.4,
} as const;

/** What the recommended score reads of a profile. */
export type RecommendedInput = { stats: MentorStats | null; review_count: number; review_sum: number; accepting: boolean };

/** A mentor's recommended score, 0-100 with two decimals (higher first). */
export function recommendedScore({ stats, review_count, review_sum, accepting }: RecommendedInput): number {
  const { weights, priorStars, priorReviews, sessionsFull, unknownResponse } = RECOMMENDED;
  const stars = (review_sum + priorStars * priorReviews) / (Math.max(0, review_count) + priorReviews);
  const reviews = Math.min(1, Math.max(0, (stars - 1) / 4));
  const sessions = Math.min(1, Math.log1p(Math.max(0, stats?.sessions_confirmed ?? 0)) / Math.log1p(sessionsFull));
  const median = knownMedianHours(stats);
  const expiryHours = LIMITS.enrollmentExpiryDays * 24;
  const responsiveness =
    median === null ? unknownResponse : (1 - Math.min(median, expiryHours) / expiryHours) * (stats?.response_rate ?? 1);
  const score =
    weights.reviews * reviews +
    weights.sessions * sessions +
    weights.responsiveness * responsiveness +
    weights.accepting * (accepting ? 1 : 0);
  return Math.round(score * 100) / 100;
}

/** "12 confirmed sessions", "1 confirmed session"; null before the first. */
export function sessionsText(stats: MentorStats | null): string | null {
  const n = stats?.sessions_confirmed ?? 0;
  return n > 0 ? TEXTS.profile.sessionsConfirmed(n) : null;
}
