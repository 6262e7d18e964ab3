/**
 * Moderation (docs/data-model.md, "Moderation"): suspensions of accounts, reports of content, and the
 * per-target aggregate of open reports the admin Reports tab lists.
 */
import type { Time, WithId } from './documents';
import { textList, time, type FieldsOf } from './fieldKinds';
import { LIMITS } from './limits';
import { COLLECTIONS } from './paths';
import type { ReportTargetFields } from './reportTargetFields';
import type { SuspensionFields } from './suspensionFields';

export const moderationPaths = {
  suspension: (uid: string) => `${COLLECTIONS.suspensions}/${uid}`,
  report: (reporterId: string, targetPath: string) => `${COLLECTIONS.reports}/${reportId(reporterId, targetPath)}`,
  reportTarget: (targetPath: string) => `${COLLECTIONS.reportTargets}/${targetKey(targetPath)}`,
  blocks: (uid: string) => `${COLLECTIONS.blocks}/${uid}`,
} as const;

/**
 * What can be reported, and the shape of its document's path (the rules repeat these patterns). A new kind of
 * content is one more entry here, in the rules' map and in TEXTS.moderation.kinds.
 */
export const REPORT_TARGETS = {
  discussion: /^community_discussions\/[^/]+$/,
  comment: /^community_discussions\/[^/]+\/comments\/[^/]+$/,
  project_message: /^projects\/[^/]+\/messages\/[^/]+$/,
  video: /^videos\/[^/]+$/,
  profile: /^profiles\/[^/]+$/,
  review: /^profiles\/[^/]+\/reviews\/[^/]+$/,
} as const satisfies Record<string, RegExp>;
export type ReportTargetKind = keyof typeof REPORT_TARGETS;
export const REPORT_TARGET_KINDS = Object.keys(REPORT_TARGETS) as ReportTargetKind[];

/** The kind of a reportable document path, or null when the path is of nothing that can be reported. */
export function reportTargetKind(targetPath: string): ReportTargetKind | null {
  return REPORT_TARGET_KINDS.find((kind) => REPORT_TARGETS[kind].test(targetPath)) ?? null;
}

/** A target's key: its document path with `~` for `/` (ids hold no slash; paths hold no `~` in this app). */
export function targetKey(targetPath: string): string {
  return targetPath.replaceAll('/', '~');
}

/** The fixed id of a reporter's report of a target: a second report of the same target is refused. */
export function reportId(reporterId: string, targetPath: string): string {
  return `${reporterId}_${targetKey(targetPath)}`;
}

/** `reports/{reporterId}_{targetKey}`: created by the reporter (with the rules' checks), deleted when an admin resolves it. */
export interface ReportFields {
  reporter_id: string;
  kind: ReportTargetKind;
  /** The reported document, e.g. `community_discussions/d1/comments/c1`. */
  target_path: string;
  reason: ReportReason;
  /** The reporter's own words, up to LIMITS.reportNote characters; '' for none. */
  note: string;
  created_at: Time;
}
export type Report = WithId<ReportFields>;

/** A new report by `reporterId`. */
export function newReport<S>(reporterId: string, input: Pick<ReportFields, 'kind' | 'target_path' | 'reason' | 'note'>, now: S) {
  return { reporter_id: reporterId, ...input, created_at: now };
}

/** Why content is reported, and why an admin suspends its author (TEXTS.moderation.reasons). */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an admin does with a reported target (resolveReports); every action closes all its reports. */
export const REPORT_ACTIONS = ['dismiss', 'remove'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

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

/** A new suspension record. */
export function newSuspension<S>(fields: Pick<SuspensionFields, 'reason' | 'until' | 'admin_id'>, now: S) {
  return { ...fields, created_at: now };
}

/** The fields onReportWritten writes on `report_targets/{targetKey}` (texts cut to LIMITS.reportSnapshot). */
export function newReportTarget<S>(
  fields: Omit<ReportTargetFields, 'last_reported_at' | 'title' | 'text'> & { title: string; text: string },
  lastReportedAt: S,
) {
  const cut = (text: string) => Array.from(text).slice(0, LIMITS.reportSnapshot).join('');
  return { ...fields, title: cut(fields.title), text: cut(fields.text), last_reported_at: lastReportedAt };
}

/**
 * `blocks/{uid}`: everyone the user has blocked, in one document, so one (cached) read tells every list what to hide.
 * Written by its owner alone, one person added or removed at a time (the rules check the added one's profile exists).
 */
export const BLOCK_LIST_FIELDS = {
  /** The blocked users' uids, distinct, never the owner's, at most LIMITS.blocks; the newest last. */
  blocked: textList(),
  updated_at: time(),
};
export type BlockListFields = FieldsOf<typeof BLOCK_LIST_FIELDS>;
export type BlockList = WithId<BlockListFields>;

/** The block list after blocking `uid` (appended once; the owner and a full list are refused by the rules). */
export function newBlockList<S>(blocked: readonly string[], now: S, add?: string) {
  return { blocked: add === undefined || blocked.includes(add) ? [...blocked] : [...blocked, add], updated_at: now };
}

/** The block list without `uid`. */
export function blockListWithout<S>(blocked: readonly string[], uid: string, now: S) {
  return { blocked: blocked.filter((id) => id !== uid), updated_at: now };
}

/**
 * Splits a list into what the viewer sees and how many items were hidden because their author is blocked.
 * `blocked` null (not known yet, or nobody signed in) hides nothing.
 */
export function hideBlocked<T>(items: readonly T[], blocked: ReadonlySet<string> | null, authorOf: (item: T) => string): { shown: T[]; hidden: number } {
  if (!blocked || blocked.size === 0) return { shown: [...items], hidden: 0 };
  const shown = items.filter((item) => !blocked.has(authorOf(item)));
  return { shown, hidden: items.length - shown.length };
}
