import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { mentorCheckEnd, requestReviewableFrom, reviewBasisOpen, reviewEditable, reviewWindowEnd, sessionConfirmation } from './reviews';

const DAY_MS = 86_400_000;
const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('a basis’s review window', () => {
  it('is open while none is recorded, and for LIMITS.reviewEditDays from its first review unless closed', () => {
    expect(LIMITS.reviewEditDays).toBe(7);
    expect(reviewBasisOpen(null, now)).toBe(true);
    expect(reviewBasisOpen({ opened_at: daysAgo(6.9), closed_at: null }, now)).toBe(true);
    expect(reviewBasisOpen({ opened_at: daysAgo(7), closed_at: null }, now)).toBe(false);
    expect(reviewBasisOpen({ opened_at: daysAgo(1), closed_at: daysAgo(0.5) }, now)).toBe(false);
    // A review still being written (no server time yet) counts as just written.
    expect(reviewEditable(null, now)).toBe(true);
  });

  it('ends LIMITS.reviewEditDays after it opened; not before it opens', () => {
    expect(reviewWindowEnd(daysAgo(2))).toEqual(new Date(daysAgo(2).getTime() + 7 * DAY_MS));
    expect(reviewWindowEnd(null)).toBeNull();
  });
});

describe('an approved request’s weight', () => {
  it('comes LIMITS.reviewAfterApprovalDays after the approval, and only with activity in the project', () => {
    expect(LIMITS.reviewAfterApprovalDays).toBe(7);
    expect(requestReviewableFrom({ decided_at: daysAgo(1), active_at: daysAgo(0.5) })).toEqual(new Date(daysAgo(1).getTime() + 7 * DAY_MS));
    expect(requestReviewableFrom({ decided_at: daysAgo(30), active_at: null })).toBeNull();
    expect(requestReviewableFrom({ decided_at: null, active_at: daysAgo(1) })).toBeNull();
  });
});

describe('a booked session’s confirmation', () => {
  it('stands on both once the mentor says "Yes", on the student alone after LIMITS.sessionCheckDays of the mentor’s silence', () => {
    expect(LIMITS.sessionCheckDays).toBe(7);
    const yes = { state: 'yes' as const };
    expect(sessionConfirmation({ ...yes, mentor_state: 'yes', mentor_asked_at: daysAgo(1) }, now)).toBe('both');
    expect(sessionConfirmation({ ...yes, mentor_state: 'asked', mentor_asked_at: daysAgo(7) }, now)).toBe('student');
    expect(mentorCheckEnd(daysAgo(7))).toEqual(now);
  });

  it('stands on nothing while the mentor may still answer, was not asked, or said "No", nor before the student’s "Yes"', () => {
    expect(sessionConfirmation({ state: 'yes', mentor_state: 'asked', mentor_asked_at: daysAgo(6.9) }, now)).toBeNull();
    expect(sessionConfirmation({ state: 'yes', mentor_state: 'waiting', mentor_asked_at: null }, now)).toBeNull();
    expect(sessionConfirmation({ state: 'yes', mentor_state: 'no', mentor_asked_at: daysAgo(30) }, now)).toBeNull();
    expect(sessionConfirmation({ state: 'asked', mentor_state: 'yes', mentor_asked_at: daysAgo(1) }, now)).toBeNull();
    expect(mentorCheckEnd(null)).toBeNull();
  });
});
