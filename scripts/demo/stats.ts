/**
 * The demo mentors' decision logs, stats and pause, from the demo requests: the logs as decideEnrollment and the
 * expiry sweep write them, the stats counted from them the way onEnrollmentWritten counts them (the model's
 * mentorStats), so that the seeded profiles agree with their requests.
 */
import {
  ENROLLMENT_DECISIONS,
  isOneOf,
  LIMITS,
  mentorStats,
  OPEN_ENROLLMENT_STATUSES,
  statsWindowStart,
  type EnrollmentDecision,
  type MentorStats,
} from '@mentorbridge/model';
import { ENROLLMENTS, PAUSED_AT_HOURS_AGO, type SeedEnrollment } from './enrollments';
import { PAUSED_MENTOR_ID } from './people';
import { PROJECTS } from './projects';
import { SEED_INTENTS } from './reviews';

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

/** A demo decision as the mentor's decision log holds it (`DecisionRecordFields`), in hours ago. */
export interface DemoDecision {
  decision: EnrollmentDecision;
  waiting_hours_ago: number;
  decided_hours_ago: number;
}

/**
 * A demo mentor's decision and expiry logs, as decideEnrollment and the expiry sweep would have written them: an
 * answered request had a question (12 hours before the answer, while it waited since its creation), and its later
 * decision, if any, waited since the answer; an expired request expired waiting for the mentor.
 */
export function demoLog(mentorId: string): { decisions: DemoDecision[]; expiredHoursAgo: number[] } {
  const decisions: DemoDecision[] = [];
  const expiredHoursAgo: number[] = [];
  for (const e of requestsOf(mentorId)) {
    let waiting = e.created_hours_ago;
    if (e.answered_hours_ago !== undefined) {
      decisions.push({ decision: 'needs_info', waiting_hours_ago: waiting, decided_hours_ago: e.answered_hours_ago + 12 });
      waiting = e.answered_hours_ago;
    }
    if (isOneOf(ENROLLMENT_DECISIONS, e.status)) {
      decisions.push({ decision: e.status, waiting_hours_ago: waiting, decided_hours_ago: e.updated_hours_ago });
    }
    if (e.status === 'expired') expiredHoursAgo.push(e.updated_hours_ago);
  }
  return { decisions, expiredHoursAgo };
}

/** A demo mentor's stats when the seed runs at `now` (ms), counted from their logs as refreshMentorStats counts them. */
export function demoMentorStats(mentorId: string, now: number): MentorStats {
  const dateAt = (hoursAgo: number): Date => new Date(now - hoursAgo * 3_600_000);
  const { decisions, expiredHoursAgo } = demoLog(mentorId);
  const since = statsWindowStart(new Date(now)).getTime();
  const recent = decisions
    .map((d) => ({ waiting_since: dateAt(d.waiting_hours_ago), decided_at: dateAt(d.decided_hours_ago) }))
    .sort((a, b) => b.decided_at.getTime() - a.decided_at.getTime())
    .slice(0, LIMITS.statsRecentDecisions);
  return mentorStats({
    recent,
    decidedInWindow: decisions.filter((d) => dateAt(d.decided_hours_ago).getTime() >= since).length,
    expiredInWindow: expiredHoursAgo.filter((hours) => dateAt(hours).getTime() >= since).length,
    openRequests: requestsOf(mentorId).filter((e) => isOneOf(OPEN_ENROLLMENT_STATUSES, e.status)).length,
    sessionsConfirmed: SEED_INTENTS.filter((i) => i.mentor_id === mentorId && i.mentor_state === 'yes').length,
  });
}

/** The paused demo mentor's pause (what onEnrollmentWritten wrote when their third request expired); null for the others. */
export function demoPause(mentorId: string): { paused_reason: 'expired_requests'; paused_hours_ago: number } | null {
  return mentorId === PAUSED_MENTOR_ID ? { paused_reason: 'expired_requests', paused_hours_ago: PAUSED_AT_HOURS_AGO } : null;
}
