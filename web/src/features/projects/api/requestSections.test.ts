import { describe, expect, it } from 'vitest';
import type { Enrollment, EnrollmentStatus } from '@mentorbridge/model';
import type { LiveItem } from '@/lib/liveQuery';
import { daysWaiting, requestSections } from './requestSections';

const NOW = Date.UTC(2026, 10, 20, 12);
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);

function item(id: string, status: EnrollmentStatus, waitedDays: number | null, updatedDaysAgo = 0): LiveItem<Enrollment> {
  const data = {
    id,
    status,
    waiting_since: waitedDays === null ? null : daysAgo(waitedDays),
    updated_at: daysAgo(updatedDaysAgo),
    decided_at: null,
  } as unknown as Enrollment;
  return { id, data, pending: false };
}

describe('requestSections', () => {
  it('puts the pending requests first, the longest-waiting first, then those waiting for the student, then the decided ones, latest first', () => {
    const items = [
      item('new', 'pending', 1),
      item('approved-old', 'approved', 20, 10),
      item('nine-days', 'pending', 9),
      item('asked', 'needs_info', 3),
      item('sending', 'pending', null),
      item('rejected-new', 'rejected', 5, 1),
      item('expired', 'expired', 15, 4),
      item('four-days', 'pending', 4),
    ];
    const { needsAnswer, waitingForStudent, decided } = requestSections(items);
    expect(needsAnswer.map((i) => i.id)).toEqual(['nine-days', 'four-days', 'new', 'sending']);
    expect(waitingForStudent.map((i) => i.id)).toEqual(['asked']);
    expect(decided.map((i) => i.id)).toEqual(['rejected-new', 'expired', 'approved-old']);
  });

  it('is empty for no requests', () => {
    expect(requestSections([])).toEqual({ needsAnswer: [], waitingForStudent: [], decided: [] });
  });
});

describe('daysWaiting', () => {
  it('counts whole days since the request started waiting', () => {
    expect(daysWaiting({ waiting_since: daysAgo(9.5) }, NOW)).toBe(9);
    expect(daysWaiting({ waiting_since: daysAgo(0.2) }, NOW)).toBe(0);
    expect(daysWaiting({ waiting_since: null }, NOW)).toBeNull();
  });
});
