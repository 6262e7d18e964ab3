import { CALLABLES, type AdminDeleteKind, type AdminRole, type ReportAction, type ReportReason, type SuspensionPeriod } from '@mentorbridge/model';
import { callFunction } from '@/lib/functions';

// Admin actions on other people's data go through functions (the rules refuse them from clients), which
// check the caller and keep an audit entry; they need the network, so they fail at once while offline.

/** Promotes or demotes a user (the setAdminRole function refuses to remove the last admin). */
export async function setAdminRole(userId: string, role: AdminRole): Promise<void> {
  await callFunction(CALLABLES.setAdminRole, { userId, admin_role: role });
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

/** Ends a user's suspension now (the liftSuspension function). */
export async function liftSuspension(userId: string): Promise<void> {
  await callFunction(CALLABLES.liftSuspension, { userId });
}

/** Closes a target's open reports: dismiss keeps the content, remove deletes it for everyone (resolveReports). */
export async function resolveReports(targetPath: string, action: ReportAction): Promise<void> {
  await callFunction(CALLABLES.resolveReports, { targetPath, action });
}
