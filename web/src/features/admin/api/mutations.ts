import { CALLABLES, type AdminDeleteKind, type AdminRole, type ReportAction, type ReportReason, type SuspensionPeriod } from '@mentorbridge/model';
import { callFunction } from '@/lib/functions';

// Admin actions on other people's data go through functions (the rules refuse them from clients), which
// check the caller and keep an audit entry; they need the network, so they fail at once while offline.

// An action that found its work already done (another admin, another tab) answers `changed: false` and is not
// audited; these return that flag, and the tabs say "already done" instead of their success toast.

/** Promotes or demotes a user (the setAdminRole function refuses to remove the last admin); false when it had the role. */
export async function setAdminRole(userId: string, role: AdminRole): Promise<boolean> {
  return (await callFunction(CALLABLES.setAdminRole, { userId, admin_role: role })).changed;
}

/** What the admin tabs delete: a project, a video or a discussion. */
export type DeletableKind = Exclude<AdminDeleteKind, 'comment'>;

/**
 * Deletes a project, video or discussion (the adminDelete function). Functions then remove what hangs off
 * it (a project's enrollments and messages, a discussion's comments and likes).
 */
export async function deleteContent(kind: DeletableKind, id: string): Promise<void> {
  await callFunction(CALLABLES.adminDelete, { kind, id });
}

/** Deletes another user's account and everything they own (the deleteUserAdmin function). */
export async function deleteUserAsAdmin(userId: string): Promise<void> {
  await callFunction(CALLABLES.deleteUserAdmin, { userId });
}

/** Suspends a user for a period or for good (the suspendUser function; admins cannot be suspended). */
export async function suspendUser(userId: string, period: SuspensionPeriod, reason: ReportReason): Promise<void> {
  await callFunction(CALLABLES.suspendUser, { userId, period, reason });
}

/** Ends a user's suspension now (the liftSuspension function); false when none was in force. */
export async function liftSuspension(userId: string): Promise<boolean> {
  return (await callFunction(CALLABLES.liftSuspension, { userId })).changed;
}

/**
 * Closes a target's open reports: dismiss keeps the content, remove deletes it for everyone (resolveReports); false
 * when there was nothing left to close.
 */
export async function resolveReports(targetPath: string, action: ReportAction): Promise<boolean> {
  return (await callFunction(CALLABLES.resolveReports, { targetPath, action })).changed;
}

/** Lets a student whose review moderation removed review the mentor again (reopenReviews); false when nothing was closed. */
export async function reopenReviews(mentorId: string, studentId: string): Promise<boolean> {
  return (await callFunction(CALLABLES.reopenReviews, { mentorId, studentId })).changed;
}
