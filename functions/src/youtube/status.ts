import { LIMITS, type YoutubeTokenStatus } from '@mentorbridge/model';
import type { Timestamp } from 'firebase-admin/firestore';

/** A token is aging after LIMITS.youtubeTokenAgingDays; testing-mode tokens expire after the lifetime (docs/data-model.md, `integrations/youtube`). */
export const AGING_AFTER_DAYS = LIMITS.youtubeTokenAgingDays;
export const TOKEN_LIFETIME_DAYS = LIMITS.youtubeTokenLifetimeDays;
/** Treated as expired once this many days or fewer remain. */
export const EXPIRED_WITHIN_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `integrations/youtube` as stored. */
export interface StoredToken {
  refresh_token: string;
  /** When the refresh token was issued: its age decides when it expires. */
  token_created_at: Timestamp;
  last_used_at: Timestamp | null;
  error_count: number;
  last_error: string | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The status the setup page shows, from the stored token and the current time. */
export function tokenStatus(stored: StoredToken | undefined, nowMs: number): YoutubeTokenStatus {
  if (!stored) return { has_token: false, token_info: null, health: null };
  const age = Math.max(0, (nowMs - stored.token_created_at.toMillis()) / DAY_MS);
  const daysUntilExpiry = Math.max(0, TOKEN_LIFETIME_DAYS - age);
  return {
    has_token: true,
    token_info: {
      age_days: round1(age),
      last_used_at: stored.last_used_at ? stored.last_used_at.toDate().toISOString() : null,
      error_count: stored.error_count,
      last_error: stored.last_error,
    },
    health: {
      healthy: stored.error_count === 0 && daysUntilExpiry > EXPIRED_WITHIN_DAYS,
      daysUntilExpiry: round1(daysUntilExpiry),
      aging: age > AGING_AFTER_DAYS,
    },
  };
}
