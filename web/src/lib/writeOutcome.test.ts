import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ackWaitMs, SERVER_ACK_WAIT_MS, settle, settlesWithin } from './writeOutcome';

describe('settle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports a write the server acknowledged in time as saved', async () => {
    await expect(settle(Promise.resolve(), vi.fn(), 2000)).resolves.toBe('saved');
  });

  it('reports a write still waiting for the server as queued, and a later refusal to the handler', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const write = new Promise<void>((_resolve, reject) => {
      refuse = reject;
    });
    const onLateFailure = vi.fn();
    const outcome = settle(write, onLateFailure, 2000);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toBe('queued');

    refuse(new Error('denied'));
    await vi.runAllTimersAsync();
    expect(onLateFailure).toHaveBeenCalledWith(new Error('denied'));
  });

  it('rejects when the server refuses the write in time', async () => {
    const onLateFailure = vi.fn();
    await expect(settle(Promise.reject(new Error('denied')), onLateFailure, 2000)).rejects.toThrow('denied');
    expect(onLateFailure).not.toHaveBeenCalled();
  });

  it('waits the one server wait online, and only briefly offline', async () => {
    expect(ackWaitMs()).toBe(SERVER_ACK_WAIT_MS);
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(ackWaitMs()).toBeLessThan(SERVER_ACK_WAIT_MS);
    const outcome = settle(new Promise(() => undefined), vi.fn());
    await vi.advanceTimersByTimeAsync(ackWaitMs());
    await expect(outcome).resolves.toBe('queued');
  });
});

describe('settlesWithin', () => {
  it('says whether a promise settled within the wait', async () => {
    await expect(settlesWithin(Promise.resolve(), 0)).resolves.toBe(true);
    await expect(settlesWithin(new Promise(() => undefined), 10)).resolves.toBe(false);
  });

  it('stops waiting as soon as the device goes offline', async () => {
    const answer = settlesWithin(new Promise(() => undefined), 60_000);
    window.dispatchEvent(new Event('offline'));
    await expect(answer).resolves.toBe(false);
  });
});
