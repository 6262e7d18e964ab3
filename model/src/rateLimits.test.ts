import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateLimitKey, rateLimitStep, rateLimitUpdate, readRateWindow } from './index';

const now = new Date('2026-03-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('rateLimitStep', () => {
  it('starts a window when there is none', () => {
    expect(rateLimitStep('comments', { window: null, count: 0 }, now)).toEqual({ type: 'reset' });
  });

  it('adds one below the limit, also in a window that has ended', () => {
    expect(rateLimitStep('comments', { window: minutesAgo(10), count: 59 }, now)).toEqual({ type: 'increment' });
    expect(rateLimitStep('comments', { window: minutesAgo(600), count: 3 }, now)).toEqual({ type: 'increment' });
  });

  it('refuses at the limit until the window ends, then starts a new one', () => {
    const window = minutesAgo(10);
    expect(rateLimitStep('comments', { window, count: 60 }, now)).toEqual({ type: 'limited', count: 60, until: minutesAgo(10 - 60) });
    expect(rateLimitStep('comments', { window: minutesAgo(60), count: 60 }, now)).toEqual({ type: 'reset' });
    expect(rateLimitStep('reports', { window: minutesAgo(23 * 60), count: RATE_LIMITS.reports.max }, now)).toMatchObject({ type: 'limited' });
    expect(rateLimitStep('reports', { window: minutesAgo(23 * 60), count: RATE_LIMITS.reports.max - 1 }, now)).toEqual({ type: 'increment' });
  });
});

describe('readRateWindow', () => {
  it('reads a kind as never started when the counter or its fields are missing', () => {
    expect(readRateWindow(undefined, 'messages')).toEqual({ window: null, count: 0 });
    expect(readRateWindow({ comments_count: 4 }, 'messages')).toEqual({ window: null, count: 0 });
    expect(readRateWindow({ messages_window: now, messages_count: 4 }, 'messages')).toEqual({ window: now, count: 4 });
  });
});

describe('rateLimitUpdate and rateLimitKey', () => {
  it('write a new window or one more, naming the document as the rules do', () => {
    const sentinels = { now: 'NOW', increment: 'PLUS1' };
    const key = rateLimitKey('community_discussions/d1/comments/c1');
    expect(key).toBe('d1/c1');
    expect(rateLimitKey('projects/p1/messages/m1')).toBe('p1/m1');
    expect(rateLimitKey('reports/u_videos~v1')).toBe('u_videos~v1');
    expect(rateLimitUpdate('comments', 'reset', key, sentinels)).toEqual({ comments_window: 'NOW', comments_count: 1, comments_last: key });
    expect(rateLimitUpdate('comments', 'increment', key, sentinels)).toEqual({ comments_count: 'PLUS1', comments_last: key });
  });
});
