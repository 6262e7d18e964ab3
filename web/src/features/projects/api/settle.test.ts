import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText, settle } from './settle';

describe('settle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
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
});

describe('errorText', () => {
  it('drops the Firebase prefix', () => {
    expect(errorText(new Error('FirebaseError: Missing or insufficient permissions.'))).toBe(
      'Missing or insufficient permissions.',
    );
  });
});
