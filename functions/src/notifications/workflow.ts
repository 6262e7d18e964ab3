/**
 * The application workflow's notifications: a request's move tells the other side, and a mentor paused for
 * unanswered requests hears why and how to resume. The requests' trigger (onEnrollmentWritten) hands them to the
 * producer, so the workflow needs no trigger of its own.
 */
import { isOneOf, notificationTargets, REAPPLY_STATUSES, type EnrollmentFields } from '@mentorbridge/model';
import type { NotificationEvent } from './producer';

/** The request's move, as a notification to its mentor or its student; null for moves nobody hears of. */
export function enrollmentEvent(before: EnrollmentFields | undefined, after: EnrollmentFields, key: string): NotificationEvent | null {
  const title = { title: after.project.title };
  const toMentor = { recipients: [after.mentor_id], target: notificationTargets.mentorRequests(after.project_id), params: title, key };
  const toStudent = { recipients: [after.student_id], target: notificationTargets.application(after.project_id), params: title, key };
  const from = before?.status;
  if (from === after.status) return null;
  if (after.status === 'pending' && (from === undefined || isOneOf(REAPPLY_STATUSES, from))) {
    return { type: 'request_received', actor: after.student, ...toMentor };
  }
  if (after.status === 'pending' && from === 'needs_info') return { type: 'answer_received', actor: after.student, ...toMentor };
  const mentor = after.project.mentor;
  if (from === 'pending' && after.status === 'needs_info') return { type: 'info_requested', actor: mentor, ...toStudent };
  if (from === 'pending' && after.status === 'approved') return { type: 'request_approved', actor: mentor, ...toStudent };
  if (from === 'pending' && after.status === 'rejected') {
    const params = { ...title, reason: after.reject_reason };
    return { type: 'request_rejected', actor: mentor, ...toStudent, params, note: after.reject_note };
  }
  if (after.status === 'expired') return { type: 'request_expired', actor: null, ...toStudent };
  return null;
}

/** A mentor paused automatically by the recount that `key` (its event) started. */
export function pausedEvent(mentorId: string, key: string): NotificationEvent {
  return { type: 'mentor_paused', actor: null, recipients: [mentorId], target: notificationTargets.mentorDashboard, key: `paused_${key}` };
}
