import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REVEAL, REVEAL_STEP, useRevealed } from './useRevealed';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs the next reveal step (its timer, then the render it schedules). */
const step = () => act(() => vi.advanceTimersToNextTimer());

describe('useRevealed', () => {
  it('renders a page a few cards per task until all are shown, then stops', async () => {
    const { result } = renderHook(() => useRevealed(20, false));
    expect(result.current).toBe(FIRST_REVEAL);
    await step();
    expect(result.current).toBe(FIRST_REVEAL + REVEAL_STEP);
    await step();
    expect(result.current).toBe(FIRST_REVEAL + 2 * REVEAL_STEP);
    await step();
    expect(result.current).toBe(20);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reveals a page appended later the same way, keeping what was shown', async () => {
    const { result, rerender } = renderHook(({ length }) => useRevealed(length, false), { initialProps: { length: 2 } });
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ length: 2 + 2 * REVEAL_STEP });
    // The first commit's allowance is still there; then one step per task.
    expect(result.current).toBe(FIRST_REVEAL);
    await step();
    expect(result.current).toBe(FIRST_REVEAL + REVEAL_STEP);
    await step();
    expect(result.current).toBe(2 + 2 * REVEAL_STEP);
  });

  it('renders a list put back by Back whole, at once', () => {
    const { result } = renderHook(() => useRevealed(48, true));
    expect(result.current).toBe(48);
    expect(vi.getTimerCount()).toBe(0);
  });
});
