/**
 * `report_targets/{targetKey}` (one reported target with its open reports counted), defined field by field
 * (fieldKinds.ts). A module of its own: the admins' Reports tab and the functions read it, not the app's start-up.
 */
import type { WithId } from './documents';
import { count, custom, oneOf, plainText, readCount, text, time, type FieldsOf } from './fieldKinds';
import { REPORT_REASONS, REPORT_TARGET_KINDS, type ReportReason, type ReportTargetKind } from './moderation';

/** The reports per reason: only the reasons given, each a count above 0. */
function readReasons(value: unknown): Partial<Record<ReportReason, number>> {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const reasons: Partial<Record<ReportReason, number>> = {};
  for (const reason of REPORT_REASONS) if (readCount(stored[reason]) > 0) reasons[reason] = readCount(stored[reason]);
  return reasons;
}

/** `report_targets/{targetKey}`, field by field (fieldKinds.ts): written only by onReportWritten, read only by admins. */
export const REPORT_TARGET_FIELDS = {
  /** Written only by functions, from REPORT_TARGET_KINDS; an unknown one reads as a profile. */
  kind: oneOf<ReportTargetKind, 'profile'>(REPORT_TARGET_KINDS, 'profile'),
  target_path: plainText(),
  /** Open reports of the target (at least 1: the document goes with its last report). */
  count: count(),
  /** How many of them give each reason. */
  reasons: custom<Partial<Record<ReportReason, number>>, Partial<Record<ReportReason, number>>>({}, readReasons),
  /** The author of the content (for a profile, its user), or '' when unknown. */
  author_id: plainText(),
  author_name: text(),
  /** The content as it was when last reported: a title or name, and the text (both cut to LIMITS.reportSnapshot). */
  title: text(),
  text: text(),
  /** The latest report: the Reports tab lists targets newest first. */
  last_reported_at: time(),
};
export type ReportTargetFields = FieldsOf<typeof REPORT_TARGET_FIELDS>;
export type ReportTarget = WithId<ReportTargetFields>;
