/**
 * `suspensions/{uid}` (why and until when a user is suspended), defined field by field (fieldKinds.ts). Exported by
 * the index, not by records.ts: the suspension banner reads it, and it is in every data page's layout.
 */
import type { WithId } from './documents';
import { oneOf, plainText, time, type FieldsOf } from './fieldKinds';
import { REPORT_REASONS, type ReportReason } from './moderation';

/** `suspensions/{uid}`, field by field (fieldKinds.ts): the current (or last) suspension, written only by suspendUser. */
export const SUSPENSION_FIELDS = {
  /** Written only by functions, from REPORT_REASONS; an unknown one reads as `other`. */
  reason: oneOf<ReportReason, 'other'>(REPORT_REASONS, 'other'),
  /** When it ends; null for good. Equal to the profile's `suspended_until` (SUSPENDED_FOR_GOOD when null). */
  until: time(),
  /** The admin who suspended. */
  admin_id: plainText(),
  created_at: time(),
};
export type SuspensionFields = FieldsOf<typeof SUSPENSION_FIELDS>;
export type Suspension = WithId<SuspensionFields>;
