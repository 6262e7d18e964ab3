import { describe, expect, it } from 'vitest';
import { activityText, mentorStats, responsivenessText, type StatsRequest } from './index';

const NOW = new Date('2026-06-30T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

/** A request that waited from `waited` hours ago and was decided `decidedHoursAgo` hours ago. */
const decided = (waited: number, decidedHoursAgo: number): StatsRequest => ({
  waiting_since: hoursAgo(waited),
  decided_at: hoursAgo(decidedHoursAgo),
});

describe('mentorStats', () => {
  it('takes the median response time, the rate, the open requests and the last decision', () => {
    const stats = mentorStats({
      recent: [
        decided(30, 20), // 10 h
        decided(50, 48), // 2 h
        decided(100, 70), // 30 h
        // Answered after the mentor's question 9 hours ago: waiting again, so no response time yet.
        { waiting_since: hoursAgo(3), decided_at: hoursAgo(9) },
      ],
      decidedInWindow: 4,
      expiredInWindow: 1,
      openRequests: 2,
    });
    expect(stats).toEqual({
      median_response_hours: 10,
      decisions: 3,
      response_rate: 0.8,
      open_requests: 2,
      last_active_at: hoursAgo(9),
    });
  });

  it('uses only the last 20 decisions for the median and averages the middle two of an even count', () => {
    const slow = Array.from({ length: 5 }, (_, i) => decided(1000 + i, 900 + i)); // 100 h, the oldest
    const quick = Array.from({ length: 20 }, (_, i) => decided(10 + i + (i % 2 ? 4 : 2), 10 + i)); // 2 h or 4 h
    const stats = mentorStats({ recent: [...slow, ...quick], decidedInWindow: 25, expiredInWindow: 0, openRequests: 0 });
    expect(stats.decisions).toBe(20);
    expect(stats.median_response_hours).toBe(3);
    expect(stats.response_rate).toBe(1);
  });

  it('has no median or rate before any decision or expiry', () => {
    expect(mentorStats({ recent: [], decidedInWindow: 0, expiredInWindow: 0, openRequests: 0 })).toEqual({
      median_response_hours: null,
      decisions: 0,
      response_rate: null,
      open_requests: 0,
      last_active_at: null,
    });
  });
});

describe('the words', () => {
  const base = { response_rate: 1, open_requests: 0, last_active_at: hoursAgo(30) };
  it('say "New mentor" below 3 decisions, then a day or N days', () => {
    expect(responsivenessText(null)).toBe('New mentor');
    expect(responsivenessText({ ...base, decisions: 2, median_response_hours: 1 })).toBe('New mentor');
    expect(responsivenessText({ ...base, decisions: 3, median_response_hours: 20 })).toBe('Usually responds within a day');
    expect(responsivenessText({ ...base, decisions: 3, median_response_hours: 49 })).toBe('Usually responds within 3 days');
  });

  it('say how long ago the mentor was active', () => {
    expect(activityText(null, NOW)).toBeNull();
    expect(activityText({ ...base, decisions: 1, median_response_hours: 1, last_active_at: hoursAgo(2) }, NOW)).toBe('Active today');
    expect(activityText({ ...base, decisions: 1, median_response_hours: 1, last_active_at: hoursAgo(30) }, NOW)).toBe('Active 1 day ago');
    expect(activityText({ ...base, decisions: 1, median_response_hours: 1, last_active_at: daysAgo(5) }, NOW)).toBe('Active 5 days ago');
  });
});
