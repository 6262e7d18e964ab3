import { describe, expect, it } from 'vitest';
import {
  activityText,
  mentorStats,
  NEW_MENTOR_RANK,
  profileSearchFields,
  RECOMMENDED,
  recommendedScore,
  responseRank,
  responsivenessLine,
  responsivenessText,
  sessionsText,
  type MentorStats,
  type StatsRequest,
} from './index';

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
      sessionsConfirmed: 4,
    });
    expect(stats).toEqual({
      median_response_hours: 10,
      decisions: 3,
      response_rate: 0.8,
      open_requests: 2,
      last_active_at: hoursAgo(9),
      sessions_confirmed: 4,
    });
  });

  it('uses only the last 20 decisions for the median and averages the middle two of an even count', () => {
    const slow = Array.from({ length: 5 }, (_, i) => decided(1000 + i, 900 + i)); // 100 h, the oldest
    const quick = Array.from({ length: 20 }, (_, i) => decided(10 + i + (i % 2 ? 4 : 2), 10 + i)); // 2 h or 4 h
    const stats = mentorStats({ recent: [...slow, ...quick], decidedInWindow: 25, expiredInWindow: 0, openRequests: 0, sessionsConfirmed: 0 });
    expect(stats.decisions).toBe(20);
    expect(stats.median_response_hours).toBe(3);
    expect(stats.response_rate).toBe(1);
  });

  it('has no median or rate before any decision or expiry', () => {
    expect(mentorStats({ recent: [], decidedInWindow: 0, expiredInWindow: 0, openRequests: 0, sessionsConfirmed: 0 })).toEqual({
      median_response_hours: null,
      decisions: 0,
      response_rate: null,
      open_requests: 0,
      last_active_at: null,
      sessions_confirmed: 0,
    });
  });
});

describe('the words', () => {
  const base = { response_rate: 1, open_requests: 0, last_active_at: hoursAgo(30), sessions_confirmed: 0 };
  it('say "New mentor" below 3 decisions, then a day or N days', () => {
    expect(responsivenessText(null)).toBe('New mentor');
    expect(responsivenessText({ ...base, decisions: 2, median_response_hours: 1 })).toBe('New mentor');
    expect(responsivenessText({ ...base, decisions: 3, median_response_hours: 20 })).toBe('Usually responds within a day');
    expect(responsivenessText({ ...base, decisions: 3, median_response_hours: 49 })).toBe('Usually responds within 3 days');
  });

  it('call a mentor "New mentor" only without reviews: with reviews and too few decisions they say nothing of responsiveness', () => {
    const few = { ...base, decisions: 2, median_response_hours: 1 };
    expect(responsivenessLine({ stats: few, review_count: 0 })).toBe('New mentor');
    expect(responsivenessLine({ stats: null, review_count: 0 })).toBe('New mentor');
    expect(responsivenessLine({ stats: few, review_count: 7 })).toBeNull();
    expect(responsivenessLine({ stats: { ...few, decisions: 3 }, review_count: 7 })).toBe('Usually responds within a day');
  });

  it('say how long ago the mentor was active', () => {
    expect(activityText(null, NOW)).toBeNull();
    expect(activityText({ ...base, decisions: 1, median_response_hours: 1, last_active_at: hoursAgo(2) }, NOW)).toBe('Active today');
    expect(activityText({ ...base, decisions: 1, median_response_hours: 1, last_active_at: hoursAgo(30) }, NOW)).toBe('Active 1 day ago');
    expect(activityText({ ...base, decisions: 1, median_response_hours: 1, last_active_at: daysAgo(5) }, NOW)).toBe('Active 5 days ago');
  });
});

describe('responseRank', () => {
  const stats = (median_response_hours: number | null, decisions: number): MentorStats => ({
    median_response_hours,
    decisions,
    response_rate: 1,
    open_requests: 0,
    last_active_at: null,
    sessions_confirmed: 0,
  });

  it('is the median response time once the mentor has 3 decisions', () => {
    expect(responseRank(stats(2.5, 3))).toBe(2.5);
    expect(responseRank(stats(70, 20))).toBe(70);
  });

  it('puts new mentors (no stats, fewer than 3 decisions) after every mentor with a known median', () => {
    expect(responseRank(null)).toBe(NEW_MENTOR_RANK);
    expect(responseRank(stats(1, 2))).toBe(NEW_MENTOR_RANK);
    expect(responseRank(stats(null, 0))).toBe(NEW_MENTOR_RANK);
    // Even a median of years stays ahead of the new mentors.
    expect(responseRank(stats(10 * NEW_MENTOR_RANK, 5))).toBeLessThan(NEW_MENTOR_RANK);
  });

  it('orders mentors fastest first, new mentors last, the same way the words on their cards do', () => {
    const fast = stats(3, 4);
    const slow = stats(60, 5);
    const fresh = stats(1, 1);
    const sorted = [fresh, slow, fast].sort((a, b) => responseRank(a) - responseRank(b));
    expect(sorted.map(responsivenessText)).toEqual(['Usually responds within a day', 'Usually responds within 3 days', 'New mentor']);
  });

  it('is kept with the other server fields of a profile', () => {
    const profile = { display_name: 'Ada', specialization: '', expertise: [], location: '', bio: '', hourly_rate: 0 };
    expect(profileSearchFields({ ...profile, stats: null }).response_rank).toBe(NEW_MENTOR_RANK);
    expect(profileSearchFields({ ...profile, stats: stats(12, 3) }).response_rank).toBe(12);
  });
});

describe('recommendedScore', () => {
  const track = (sessions: number, median: number | null = null, decisions = 0, rate: number | null = null): MentorStats => ({
    median_response_hours: median,
    decisions,
    response_rate: rate,
    open_requests: 0,
    last_active_at: null,
    sessions_confirmed: sessions,
  });
  const mentor = (reviews: number, stars: number, stats: MentorStats | null = null, accepting = true) => ({
    review_count: reviews,
    review_sum: reviews * stars,
    stats,
    accepting,
  });

  it('does not let one five-star review beat forty at 4.5', () => {
    expect(recommendedScore(mentor(40, 4.5))).toBeGreaterThan(recommendedScore(mentor(1, 5)));
  });

  it('puts a new mentor between a well reviewed one and a poorly reviewed one', () => {
    const fresh = recommendedScore(mentor(0, 0));
    expect(recommendedScore(mentor(7, 3.9))).toBeGreaterThan(fresh);
    expect(recommendedScore(mentor(10, 2))).toBeLessThan(fresh);
  });

  it('rises with confirmed sessions, up to the full weight', () => {
    const scores = [0, 1, 5, RECOMMENDED.sessionsFull, 200].map((n) => recommendedScore(mentor(0, 0, track(n))));
    expect(scores[1]).toBeGreaterThan(scores[0]);
    expect(scores[2]).toBeGreaterThan(scores[1]);
    expect(scores[3]).toBeGreaterThan(scores[2]);
    expect(scores[4]).toBe(scores[3]);
    expect(scores[3] - scores[0]).toBeCloseTo(RECOMMENDED.weights.sessions, 1);
  });

  it('rewards answering quickly and often, and taking applications', () => {
    const quick = recommendedScore(mentor(0, 0, track(0, 5, 5, 1)));
    const slow = recommendedScore(mentor(0, 0, track(0, 200, 5, 1)));
    const seldom = recommendedScore(mentor(0, 0, track(0, 5, 5, 0.5)));
    expect(quick).toBeGreaterThan(slow);
    expect(quick).toBeGreaterThan(seldom);
    expect(recommendedScore(mentor(0, 0, null, false))).toBe(recommendedScore(mentor(0, 0)) - RECOMMENDED.weights.accepting);
  });

  it('stays within 0-100 and is kept with the other server fields of a profile', () => {
    const best = recommendedScore(mentor(100, 5, track(100, 0, 20, 1)));
    expect(best).toBeLessThanOrEqual(100);
    expect(best).toBeGreaterThan(95);
    expect(recommendedScore(mentor(100, 1, null, false))).toBeGreaterThanOrEqual(0);
    const profile = { display_name: 'Ada', specialization: '', expertise: [], location: '', bio: '', hourly_rate: 0 };
    expect(profileSearchFields({ ...profile, stats: track(3), review_count: 4, review_sum: 18, accepting: false }).recommended_score).toBe(
      recommendedScore(mentor(4, 4.5, track(3), false)),
    );
  });

  it('words the confirmed sessions, nothing before the first', () => {
    expect(sessionsText(null)).toBeNull();
    expect(sessionsText(track(0))).toBeNull();
    expect(sessionsText(track(1))).toBe('1 confirmed session');
    expect(sessionsText(track(12))).toBe('12 confirmed sessions');
  });
});
