/**
 * `admin_audit/{id}`, defined field by field (fieldKinds.ts). A module of its own: the admins' audit tab and the
 * functions read it, not the app's start-up.
 */
import { ADMIN_ACTIONS, type AdminAction } from './admin';
import type { WithId } from './documents';
import { oneOf, oneOfOrNull, plainText, text, time, type FieldsOf } from './fieldKinds';
import { REPORT_REASONS, SUSPENSION_PERIOD_KEYS } from './moderation';

/** `admin_audit/{id}`, field by field (fieldKinds.ts): written only by functions, read only by admins. */
export const AUDIT_ENTRY_FIELDS = {
  actor_id: plainText(),
  /** Written only by functions, from ADMIN_ACTIONS; an unknown one reads as its nearest kind. */
  action: oneOf<AdminAction, 'delete_user'>(ADMIN_ACTIONS, 'delete_user'),
  /** The document acted on, e.g. `profiles/abc` or `projects/p1`. */
  target_path: plainText(),
  /** The target's name or title when it was acted on (it may be gone now). */
  target_name: text(),
  /**
   * A suspension's period (`suspend_user` only; null for the other actions, and in entries written before it was
   * recorded).
   */
  period: oneOfOrNull(SUSPENSION_PERIOD_KEYS),
  /** A suspension's reason, from REPORT_REASONS (`suspend_user` only; null otherwise, as `period`). */
  reason: oneOfOrNull(REPORT_REASONS),
  created_at: time(),
};
export type AuditEntryFields = FieldsOf<typeof AUDIT_ENTRY_FIELDS>;
export type AuditEntry = WithId<AuditEntryFields>;
