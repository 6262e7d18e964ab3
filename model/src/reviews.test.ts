import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { requestReviewableFrom, reviewBasisOpen, reviewEditable, reviewWindowEnd } from './reviews';

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
