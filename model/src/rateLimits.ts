/**
 * Abuse limits enforced by the rules (docs/data-model.md, `rate_limits/{uid}`; docs/decisions.md, "Abuse limits"):
 * each user's counter document holds, per kind of write, when its window started, how many writes it counted and
 * the key of the last document counted. Every comment, project message and report is created in one batch with
 * a step of its kind's counter; the rules refuse the document without the step and the step beyond the limit.
 */
import { readCount, readTime } from './fieldKinds';
import { LIMITS } from './limits';
import type { Time } from './documents';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

/** The counter document of `uid`: only they read and write it, and nobody deletes it from a client. */
export const rateLimitPath = (uid: string) => `${RATE_LIMITS_COLLECTION}/${uid}`;

/** Each kind's limit: at most `max` writes in a window of `hours` (LIMITS; the rules repeat them). */
export const RATE_LIMITS = {
  comments: { max: LIMITS.commentsPerWindow, hours: LIMITS.commentsWindowHours },
  messages: { max: LIMITS.projectMessagesPerWindow, hours: LIMITS.projectMessagesWindowHours },
  reports: { max: LIMITS.reportsPerWindow, hours: LIMITS.reportsWindowHours },
} as const;
export type RateLimitKind = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_KINDS = Object.keys(RATE_LIMITS) as RateLimitKind[];

/**
 * The key a step names (its kind's `_last`), as the rules build it from the created document's path:
 * `{discussionId}/{commentId}` for a comment, `{projectId}/{messageId}` for a project message, `{reportId}` for a report.
 */
export function rateLimitKey(path: string): string {
  const segments = path.split('/');
  return segments.length === 2 ? segments[1] : `${segments[1]}/${segments[3]}`;
}

/** `rate_limits/{uid}`: per kind its window's start, the writes counted in it and the last one's key. */
export type RateLimitFields = {
  [K in RateLimitKind as `${K}_window`]: Time;
} & {
  [K in RateLimitKind as `${K}_count`]: number;
} & {
  [K in RateLimitKind as `${K}_last`]: string;
};

/** One kind's state in the counter: `window` null when it never started. */
export interface RateWindow {
  window: Date | null;
  count: number;
}

/** Reads one kind's state from the counter document's data (missing or partial data reads as never started). */
export function readRateWindow(data: Record<string, unknown> | undefined, kind: RateLimitKind): RateWindow {
  return { window: readTime(data?.[`${kind}_window`]), count: readCount(data?.[`${kind}_count`]) };
}

/**
 * What the next write of `kind` does to the counter at `now`: start a new window (none yet, or the limit reached
 * in a window that has ended), add one (below the limit, even in a window that has ended: the rules allow it, and
 * it cannot be refused for a clock that differs from the server's or for a write sent after reconnecting), or
 * nothing, since the limit is reached until `until`.
 */
export type RateLimitStep = { type: 'reset' } | { type: 'increment' } | { type: 'limited'; until: Date; count: number };

const HOUR_MS = 3_600_000;

export function rateLimitStep(kind: RateLimitKind, state: RateWindow, now: Date): RateLimitStep {
  return windowStep(RATE_LIMITS[kind], state, now);
}

/** A limit of at most `max` events in a window of `hours`. */
export interface WindowLimit {
  max: number;
  hours: number;
}

/** rateLimitStep for any limit: the step the next event takes in a window of `limit` at `now`. */
export function windowStep({ max, hours }: WindowLimit, state: RateWindow, now: Date): RateLimitStep {
  if (state.window === null) return { type: 'reset' };
  if (state.count < max) return { type: 'increment' };
  const until = new Date(state.window.getTime() + hours * HOUR_MS);
  return now.getTime() < until.getTime() ? { type: 'limited', until, count: state.count } : { type: 'reset' };
}

/**
 * The counter fields one step writes (merged into the document): a new window starting at the server's time with
 * one write, or one more write (`increment` is the caller's increment(1) sentinel, so concurrent steps add up
 * exactly), each naming the created document's key.
 */
export function rateLimitUpdate<S, I>(kind: RateLimitKind, step: 'reset' | 'increment', key: string, sentinels: { now: S; increment: I }) {
  if (step === 'reset') return { [`${kind}_window`]: sentinels.now, [`${kind}_count`]: 1, [`${kind}_last`]: key };
  return { [`${kind}_count`]: sentinels.increment, [`${kind}_last`]: key };
}

/** The whole counter document with every kind at the start of a window (docs and tests; clients write steps). */
export function newRateLimits<S>(now: S, key = '') {
  return {
    comments_window: now,
    comments_count: 1,
    comments_last: key,
    messages_window: now,
    messages_count: 1,
    messages_last: key,
    reports_window: now,
    reports_count: 1,
    reports_last: key,
  } satisfies Record<keyof RateLimitFields, unknown>;
}


/**
 * Client error reports (the reportClientError callable): counted by the function in `client_error_limits/{key}`
 * (CLIENT_ERROR_LIMITS_COLLECTION), one document per anonymous session and one per user or IP address, each with
 * the fields of a RateWindow (`window`, `count`) and `expires_at` for a TTL policy. Clients can neither read nor
 * write them.
 */
export const CLIENT_ERROR_LIMITS_COLLECTION = 'client_error_limits';
export const CLIENT_ERROR_LIMITS = {
  session: { max: LIMITS.clientErrorsPerSession, hours: LIMITS.clientErrorsWindowHours },
  source: { max: LIMITS.clientErrorsPerSource, hours: LIMITS.clientErrorsWindowHours },
} as const satisfies Record<string, WindowLimit>;
