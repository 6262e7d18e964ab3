// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rateLimitStep, type RateLimitStep } from '@mentorbridge/model';
import { limitMessage } from './rateLimit';

const limited = (step: RateLimitStep) => {
  if (step.type !== 'limited') throw new Error(`expected the limit, got ${step.type}`);
  return step;
};

describe('limitMessage', () => {
  it('says how many were written and when writing is possible again, in local time', () => {
    const now = new Date('2026-03-10T13:10:00');
    const step = limited(rateLimitStep('comments', { window: new Date('2026-03-10T13:05:00'), count: 60 }, now));
    expect(limitMessage('comments', step, now)).toMatch(
      /^You have posted 60 comments in the last hour\. You can comment again at (2:05\sPM|14:05)\.$/,
    );
  });

  it('names the day when it is not today (a report window of 24 hours)', () => {
    const now = new Date('2026-03-10T20:00:00');
    const step = limited(rateLimitStep('reports', { window: new Date('2026-03-10T09:30:00'), count: 20 }, now));
    expect(limitMessage('reports', step, now)).toMatch(
      /^You have sent 20 reports in the last 24 hours\. You can report again on Mar 11 at (9:30\sAM|09:30)\.$/,
    );
  });

  it('words the project messages’ limit', () => {
    const now = new Date('2026-03-10T13:10:00');
    const step = limited(rateLimitStep('messages', { window: new Date('2026-03-10T12:30:00'), count: 60 }, now));
    expect(limitMessage('messages', step, now)).toMatch(/^You have sent 60 project messages in the last hour\. You can send messages again at /);
  });
});
