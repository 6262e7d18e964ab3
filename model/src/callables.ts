/** Callable functions: names (a contract with deployed clients) and each one's request and response. */
import type { AdminDeleteKind } from './admin';
import type { AdminRole, RejectReason, VideoMimeType } from './enums';
import type { ProjectInput } from './documents';
import type { EnrollmentDecision } from './fields';
import { LIMITS } from './limits';
import type { ReportAction, ReportReason, SuspensionPeriod } from './moderation';

export const CALLABLES = {
  deleteUserSelf: 'deleteUserSelf',
  deleteUserAdmin: 'deleteUserAdmin',
  setAdmin: 'setAdmin',
  youtubeUpload: 'youtubeUpload',
  setAdminRole: 'setAdminRole',
  adminDelete: 'adminDelete',
  applyToProject: 'applyToProject',
  decideEnrollment: 'decideEnrollment',
  adminUpdateProject: 'adminUpdateProject',
  suspendUser: 'suspendUser',
  liftSuspension: 'liftSuspension',
  resolveReports: 'resolveReports',
  reopenReviews: 'reopenReviews',
  reportClientError: 'reportClientError',
} as const;
export type CallableName = keyof typeof CALLABLES;

/**
 * The largest request body, in bytes, a callable accepts. Callables compare the raw request's size with it
 * before they read the payload, so an oversized request costs no decoding.
 */
export const CALLABLE_REQUEST_BYTES = {
  /** youtubeUpload's upload_video: the file in base64 (4 characters per 3 bytes) plus room for the texts. */
  upload: Math.ceil(LIMITS.videoFileBytes / 3) * 4 + 64 * 1024,
  /** Every other callable and action. */
  other: 64 * 1024,
} as const;

/** `youtubeUpload`'s get_token_status answer. */
export interface YoutubeTokenStatus {
  has_token: boolean;
  token_info: {
    age_days: number;
    /** ISO date-time of the last successful use, or null. */
    last_used_at: string | null;
    error_count: number;
    last_error: string | null;
  } | null;
  health: {
    healthy: boolean;
    daysUntilExpiry: number;
    /** Older than 5 days. */
    aging: boolean;
  } | null;
}

export type YoutubeUploadResult =
  | {
      success: true;
      /** Set on demo-mode results: nothing was uploaded. */
      demo?: true;
      videoUrl: string;
      thumbnailUrl: string;
      duration: string;
      details?: string;
    }
  | { success: false; error: string; error_code: 'AUTH_REQUIRED' | 'UPLOAD_FAILED'; details?: string };

/** Each `youtubeUpload` action's payload (beside `action`) and answer. */
export interface YoutubeActions {
  get_token_status: { req: Record<never, never>; res: YoutubeTokenStatus };
  get_oauth_url: {
    req: { redirect_uri: string };
    res: { oauth_url: string; error?: undefined } | { oauth_url?: undefined; error: string };
  };
  exchange_token: {
    req: { code: string; redirect_uri: string };
    res: { success: true } | { success: false; error: string; error_description?: string };
  };
  refresh_token: {
    req: Record<never, never>;
    res: { success: true } | { success: false; error: string; error_code?: 'AUTH_REQUIRED' };
  };
  upload_video: {
    /** `file` is the video's bytes in base64. */
    req: { title: string; description: string; file: string; mime_type: VideoMimeType; demo_mode?: boolean };
    res: YoutubeUploadResult;
  };
}

export type YoutubeAction = keyof YoutubeActions;
export const YOUTUBE_ACTIONS = [
  'get_token_status',
  'get_oauth_url',
  'exchange_token',
  'refresh_token',
  'upload_video',
] as const satisfies readonly YoutubeAction[];

/** The payload of one action: `{ action, ...fields }`. */
export type YoutubeRequest<A extends YoutubeAction = YoutubeAction> = {
  [K in A]: { action: K } & YoutubeActions[K]['req'];
}[A];

export type YoutubeResponse<A extends YoutubeAction = YoutubeAction> = YoutubeActions[A]['res'];

/**
 * An error the app met in a visitor's or user's browser (web/src/lib/errorReports.ts): never form contents, each
 * field cut to its LIMITS.clientError* length. `route` is the page's path without query or hash.
 */
export interface ClientErrorReport {
  message: string;
  stack: string;
  route: string;
  release: string;
  /** A random id for this browser tab's session, unrelated to the account. */
  session: string;
}

/** Payload and result of every callable. */
/**
 * What an admin action did: `changed` is false when it found the work already done (another admin, another tab),
 * so it wrote nothing and left no audit entry; the tab says "already done" instead of its success toast.
 */
export interface AdminOutcome {
  ok: true;
  changed: boolean;
}

export interface Callables {
  deleteUserSelf: { req: undefined; res: { ok: true } };
  deleteUserAdmin: { req: { userId: string }; res: { ok: true } };
  setAdmin: { req: undefined; res: { ok: true } };
  youtubeUpload: { req: YoutubeRequest; res: YoutubeResponse };
  /**
   * Admin only: promote (admin_role 'admin') or demote ('student') a user, oneself included; refuses to remove the
   * last admin. `changed` is false when the user already had the role: nothing written, no audit entry.
   */
  setAdminRole: { req: { userId: string; admin_role: AdminRole }; res: AdminOutcome };
  /** Admin only: delete a project, video, discussion, comment or request (discussionId names a comment's discussion). */
  adminDelete: { req: { kind: AdminDeleteKind; id: string; discussionId?: string }; res: { ok: true } };
  /**
   * Students only: a new pending request for the project (or a new one after a rejected, withdrawn or expired
   * one), refused beyond LIMITS.openApplications open requests, on a full project or a missing one.
   */
  applyToProject: { req: { projectId: string; linkedin_url: string; message: string }; res: { ok: true } };
  /**
   * The project's mentor only: decides a pending request. `approved` takes a seat (refused when the project is
   * full); `needs_info` asks the student `question`.
   */
  decideEnrollment: {
    req: { enrollmentId: string; decision: EnrollmentDecision; question?: string; reason?: RejectReason; note?: string };
    res: { ok: true };
  };
  /** Admin only: edit any project's texts, difficulty, hours and seats, with an audit entry (its mentor edits it directly). */
  adminUpdateProject: { req: { projectId: string } & ProjectInput; res: { ok: true } };
  /** Admin only: suspends a user (never an admin) for a period or for good, with a reason, and an audit entry. */
  suspendUser: { req: { userId: string; period: SuspensionPeriod; reason: ReportReason }; res: { ok: true } };
  /** Admin only: ends a user's suspension now, with an audit entry (none in force: `changed` false, no entry). */
  liftSuspension: { req: { userId: string }; res: AdminOutcome };
  /**
   * Admin only: closes every open report of a target (`targetPath`, a document path): `dismiss` keeps the content,
   * `remove` deletes it for everyone (not a profile: suspend its user instead). One audit entry; none, and
   * `changed` false, when there was nothing to close (no open report, and nothing left to remove).
   */
  resolveReports: { req: { targetPath: string; action: ReportAction }; res: AdminOutcome };
  /** Reopens the review windows moderation closed for a student's review of a mentor: a fresh LIMITS.reviewEditDays. */
  reopenReviews: { req: { mentorId: string; studentId: string }; res: AdminOutcome };
  /**
   * Anyone, visitors included: writes the report to the functions' log in Cloud Error Reporting's form; refused
   * (`resource-exhausted`) beyond CLIENT_ERROR_LIMITS per session and per user or IP address.
   */
  reportClientError: { req: ClientErrorReport; res: { ok: true } };
}
