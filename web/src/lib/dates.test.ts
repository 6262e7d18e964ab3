// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatWhen, timeAgo } from './dates';

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('describes past times in words', () => {
    expect(timeAgo(new Date('2026-03-10T11:59:30Z'), now)).toBe('just now');
    expect(timeAgo(new Date('2026-03-10T09:00:00Z'), now)).toBe('3 hours ago');
    expect(timeAgo(new Date('2026-03-09T12:00:00Z'), now)).toBe('yesterday');
    expect(timeAgo(new Date('2025-03-10T12:00:00Z'), now)).toBe('last year');
  });

  it('reads "just now" for a time not known yet', () => {
    expect(timeAgo(null, now)).toBe('just now');
  });

  it('takes milliseconds too', () => {
    const at = now.getTime();
    expect(timeAgo(at - 10_000, at)).toBe('just now');
    expect(timeAgo(at - 60_000, at)).toBe('1 minute ago');
    expect(timeAgo(at - 86_400_000, at)).toBe('yesterday');
  });
});

describe('formatDate and formatDateTime', () => {
  it('are empty for a time not known yet', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('show the year with the date, and the time without it', () => {
    const date = new Date('2026-01-02T10:30:00');
    expect(formatDate(date)).toContain('2026');
    expect(formatDateTime(date)).not.toContain('2026');
    expect(formatDateTime(date)).toMatch(/10:30/);
  });
});

describe('formatWhen', () => {
  it('gives the time alone on the same day, and the day too on another', () => {
    const now = new Date('2026-03-10T12:00:00');
    expect(formatWhen(new Date('2026-03-10T14:05:00'), now)).toMatch(/^at 2:05\sPM$|^at 14:05$/);
    expect(formatWhen(new Date('2026-03-11T09:30:00'), now)).toMatch(/^on Mar 11 at (9:30\sAM|09:30)$/);
  });
});
