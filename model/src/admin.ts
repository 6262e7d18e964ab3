/**
 * Administration records kept by functions only (docs/data-model.md): the audit trail of admin actions,
 * tombstones of deleted accounts (so a deleted account's still-valid ID token cannot write), and the
 * per-mentor upload quota.
 */
import type { AuditEntryFields } from './auditEntry';
import type { Stored, Time } from './documents';
import { plainText, time, type FieldsOf } from './fieldKinds';
import { COLLECTIONS } from './paths';

export const adminPaths = {
  auditEntry: (id: string) => `${COLLECTIONS.audit}/${id}`,
  /** Written when an account is deleted; the rules refuse any write from that uid afterwards. */
  deletedAccount: (uid: string) => `${COLLECTIONS.deletedAccounts}/${uid}`,
  /** One student's no-show report about one mentor, however many sessions they answered "No" about. */
  noShow: (mentorId: string, studentId: string) => `${COLLECTIONS.noShows}/${mentorId}_${studentId}`,
  /** A mentor's recent file uploads (functions only). */
  uploadQuota: (uid: string) => `private/upload_quota_${uid}`,
  /** Serialises one student's applications, so parallel calls cannot pass the cap together (functions only). */
  applicationLock: (uid: string) => `private/applications_${uid}`,
  /**
   * A mentor's decision log (functions only): one record per decision, written in the decision's transaction. The
   * mentor's stats are counted from it, so deleting requests changes nothing (docs/data-model.md).
   */
  decisionLog: (mentorId: string) => `private/stats_${mentorId}/${STATS_LOGS.decisions}`,
  /** A mentor's expiry log (functions only): one record per request of theirs that expired waiting for them. */
  expiryLog: (mentorId: string) => `private/stats_${mentorId}/${STATS_LOGS.expiries}`,
  /** The document the two logs hang off (it holds no fields; deleting an account deletes it with its logs). */
  statsRecord: (mentorId: string) => `private/stats_${mentorId}`,
} as const;

/** The collections of a mentor's stats logs, under `private/stats_{mentorId}`. */
export const STATS_LOGS = {
  decisions: 'decisions',
  expiries: 'expiries',
} as const;

/** What an admin did; every admin action leaves exactly one audit entry. */
export const ADMIN_ACTIONS = [
  'promote',
  'demote',
  'delete_user',
  'delete_project',
  'delete_video',
  'delete_discussion',
  'delete_comment',
  'delete_enrollment',
  'edit_project',
  'suspend_user',
  'lift_suspension',
  'dismiss_report',
  'delete_message',
  'delete_review',
  'reopen_review',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];


/** A new audit entry; a suspension's (`suspend_user`) also gives its period and reason, null for other actions. */
export function newAuditEntry<S>(
  entry: Pick<AuditEntryFields, 'actor_id' | 'action' | 'target_path' | 'target_name'> & Partial<Pick<AuditEntryFields, 'period' | 'reason'>>,
  now: S,
) {
  return { ...entry, period: entry.period ?? null, reason: entry.reason ?? null, created_at: now } satisfies Stored<AuditEntryFields, S>;
}

/** `deleted_accounts/{uid}`: the tombstone of a deleted account. */
export interface DeletedAccountFields {
  deleted_at: Time;
}

/** Default number of file uploads a mentor may make in a rolling 24 hours (functions param YOUTUBE_UPLOAD_QUOTA). */
export const UPLOAD_QUOTA_DEFAULT = 5;
export const UPLOAD_QUOTA_WINDOW_HOURS = 24;

/** What an admin may delete through the adminDelete callable (`enrollment`: a request, whatever its status). */
export const ADMIN_DELETE_KINDS = ['project', 'video', 'discussion', 'comment', 'enrollment'] as const;
export type AdminDeleteKind = (typeof ADMIN_DELETE_KINDS)[number];

/**
 * `no_shows/{mentorId}_{studentId}`: the latest time a student answered "No" about a session with the mentor. One
 * document per student and mentor, so the no-show flag counts distinct students (a count of those whose `last_at`
 * falls in LIMITS.noShowWindowDays), and one student answering "No" again and again counts once.
 */
export const NO_SHOW_FIELDS = {
  mentor_id: plainText(),
  student_id: plainText(),
  /** The student's latest "No" (the intent's `answered_at`). */
  last_at: time(),
};
export type NoShowFields = FieldsOf<typeof NO_SHOW_FIELDS>;

/** A no-show record (functions only). */
export function newNoShow<S>(mentorId: string, studentId: string, at: S) {
  return { mentor_id: mentorId, student_id: studentId, last_at: at } satisfies Stored<NoShowFields, S>;
}
