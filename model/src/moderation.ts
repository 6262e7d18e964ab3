/**
 * Moderation (docs/data-model.md, "Moderation"): suspensions of accounts, reports of content, and the
 * per-target aggregate of open reports the admin Reports tab lists.
 */
import type { Time, WithId } from './documents';

export const MODERATION_COLLECTIONS = {
  /** `suspensions/{uid}`: why and until when a user is suspended (functions write; the user and admins read). */
  suspensions: 'suspensions',
} as const;

export const moderationPaths = {
  suspension: (uid: string) => `${MODERATION_COLLECTIONS.suspensions}/${uid}`,
} as const;

/** Why content is reported, and why an admin suspends its author (TEXTS.moderation.reasons). */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How long an admin suspends a user: hours, or null for good (TEXTS.moderation.periods). */
export const SUSPENSION_PERIODS = { day: 24, week: 24 * 7, month: 24 * 30, forever: null } as const;
export type SuspensionPeriod = keyof typeof SUSPENSION_PERIODS;
export const SUSPENSION_PERIOD_KEYS = Object.keys(SUSPENSION_PERIODS) as SuspensionPeriod[];

/**
 * `profiles.suspended_until` of a user suspended for good: a time no clock reaches, so the rules compare one
 * timestamp whatever the period (`suspensions.until` is null then).
 */
export const SUSPENDED_FOR_GOOD = new Date('9999-12-31T00:00:00Z');

/** When a suspension of `period` starting at `now` ends: the profile's `suspended_until`. */
export function suspensionEnd(period: SuspensionPeriod, now: Date): Date {
  const hours = SUSPENSION_PERIODS[period];
  return hours === null ? SUSPENDED_FOR_GOOD : new Date(now.getTime() + hours * 3_600_000);
}

/** Whether a profile's `suspended_until` keeps its user from writing at `now` (the rules' `isNotSuspended`). */
export function isSuspended(suspendedUntil: Time, now: Date = new Date()): boolean {
  return suspendedUntil !== null && suspendedUntil.getTime() > now.getTime();
}

/** `suspensions/{uid}`: the current (or last) suspension of a user, written only by suspendUser. */
export interface SuspensionFields {
  reason: ReportReason;
  /** When it ends; null for good. Equal to the profile's `suspended_until` (SUSPENDED_FOR_GOOD when null). */
  until: Time;
  /** The admin who suspended. */
  admin_id: string;
  created_at: Time;
}
export type Suspension = WithId<SuspensionFields>;

/** A new suspension record. */
export function newSuspension<S>(fields: Pick<SuspensionFields, 'reason' | 'until' | 'admin_id'>, now: S) {
  return { ...fields, created_at: now };
}
