/**
 * The demo mentors' stats and pause, from the demo requests, computed the way onEnrollmentWritten computes them
 * (the model's mentorStats), so that the seeded profiles agree with their requests.
 */
import { isOneOf, mentorStats, OPEN_ENROLLMENT_STATUSES, statsWindowStart, type MentorStats } from '@mentorbridge/model';
import { ENROLLMENTS, PAUSED_AT_HOURS_AGO, type SeedEnrollment } from './enrollments';
import { PAUSED_MENTOR_ID } from './people';
import { PROJECTS } from './projects';

/** The mentor's last decision on a demo request: an approval, a rejection or a question (an answered one was asked 12 hours before the answer). */
export function decidedHoursAgo(e: SeedEnrollment): number | null {
  if (e.status === 'approved' || e.status === 'rejected' || e.status === 'needs_info') return e.updated_hours_ago;
  return e.answered_hours_ago !== undefined ? e.answered_hours_ago + 12 : null;
}

/** The demo requests on a mentor's projects. */
export function requestsOf(mentorId: string): SeedEnrollment[] {
  const projectIds = new Set(PROJECTS.filter((p) => p.mentor_id === mentorId).map((p) => p.id));
  return ENROLLMENTS.filter((e) => projectIds.has(e.project_id));
}

/** A demo mentor's stats when the seed runs at `now` (ms). */
export function demoMentorStats(mentorId: string, now: number): MentorStats {
  const dateAt = (hoursAgo: number): Date => new Date(now - hoursAgo * 3_600_000);
  const mine = requestsOf(mentorId);
  const decidedAt = (e: SeedEnrollment) => {
    const hours = decidedHoursAgo(e);
    return hours === null ? null : dateAt(hours);
  };
  const since = statsWindowStart(new Date(now)).getTime();
  return mentorStats({
    recent: mine.map((e) => ({ waiting_since: dateAt(e.answered_hours_ago ?? e.created_hours_ago), decided_at: decidedAt(e) })),
    decidedInWindow: mine.filter((e) => (decidedAt(e)?.getTime() ?? 0) >= since).length,
    expiredInWindow: mine.filter((e) => e.status === 'expired' && dateAt(e.updated_hours_ago).getTime() >= since).length,
    openRequests: mine.filter((e) => isOneOf(OPEN_ENROLLMENT_STATUSES, e.status)).length,
  });
}

/** The paused demo mentor's pause (what onEnrollmentWritten wrote when their third request expired); null for the others. */
export function demoPause(mentorId: string): { paused_reason: 'expired_requests'; paused_hours_ago: number } | null {
  return mentorId === PAUSED_MENTOR_ID ? { paused_reason: 'expired_requests', paused_hours_ago: PAUSED_AT_HOURS_AGO } : null;
}
