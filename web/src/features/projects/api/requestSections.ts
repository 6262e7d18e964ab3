import type { Enrollment } from '@mentorbridge/model';
import type { LiveItem } from '@/lib/liveQuery';

const DAY_MS = 86_400_000;

/** The mentor's applications in the order of what they owe: their sections on the dashboard. */
export interface RequestSections {
  /** Pending: waiting for the mentor's decision, the longest-waiting first. */
  needsAnswer: LiveItem<Enrollment>[];
  /** Asked for more information: waiting for the student, the longest-waiting first. */
  waitingForStudent: LiveItem<Enrollment>[];
  /** Approved, rejected, withdrawn or expired: the latest decided first. */
  decided: LiveItem<Enrollment>[];
}

const time = (at: Date | null | undefined, missing: number) => (at instanceof Date ? at.getTime() : missing);

/**
 * Splits a mentor's applications into what needs their answer, what waits for the student, and what is decided.
 * A request still being written (no server time yet) counts as the newest.
 */
export function requestSections(items: readonly LiveItem<Enrollment>[]): RequestSections {
  const oldestWaitingFirst = (a: LiveItem<Enrollment>, b: LiveItem<Enrollment>) =>
    time(a.data.waiting_since, Infinity) - time(b.data.waiting_since, Infinity) || a.id.localeCompare(b.id);
  const latestFirst = (a: LiveItem<Enrollment>, b: LiveItem<Enrollment>) =>
    time(b.data.updated_at ?? b.data.decided_at, Infinity) - time(a.data.updated_at ?? a.data.decided_at, Infinity) ||
    a.id.localeCompare(b.id);
  return {
    needsAnswer: items.filter((i) => i.data.status === 'pending').sort(oldestWaitingFirst),
    waitingForStudent: items.filter((i) => i.data.status === 'needs_info').sort(oldestWaitingFirst),
    decided: items.filter((i) => i.data.status !== 'pending' && i.data.status !== 'needs_info').sort(latestFirst),
  };
}

/** Whole days a pending request has waited for the mentor (0 on its first day); null before its server time. */
export function daysWaiting(enrollment: Pick<Enrollment, 'waiting_since'>, now: number = Date.now()): number | null {
  const since = enrollment.waiting_since;
  if (!(since instanceof Date)) return null;
  return Math.max(0, Math.floor((now - since.getTime()) / DAY_MS));
}
