import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '@/lib/liveQuery';
import { unapplied, useLike } from './likes';
import type { LikeFields } from '@mentorbridge/model';

type LikeDoc = LiveState<(LikeFields & { id: string }) | null>;

const live = vi.hoisted(() => ({ doc: undefined as unknown }));
const writes = vi.hoisted(() => ({ setLiked: vi.fn<(path: string, uid: string, liked: boolean) => Promise<void>>() }));

vi.mock('@/lib/liveQuery', () => ({ useLiveDoc: () => live.doc }));
vi.mock('./community', () => ({ likeRef: (path: string) => path, setLiked: writes.setLiked }));

const likeDoc = (exists: boolean, pending = false): LikeDoc => ({
  status: 'success',
  data: exists ? { id: 'u1', user_id: 'u1', created_at: null } : null,
  pending,
  fromCache: false,
});

describe('unapplied', () => {
  it('is the whole change until the server count moves', () => {
    expect(unapplied(5, { base: 5, delta: 1 })).toBe(1);
    expect(unapplied(5, { base: 5, delta: -1 })).toBe(-1);
  });

  it('is nothing once the server count shows the change', () => {
    expect(unapplied(6, { base: 5, delta: 1 })).toBe(0);
    expect(unapplied(4, { base: 5, delta: -1 })).toBe(0);
    // Someone else's like arriving too counts as movement; the count never runs ahead by more than one.
    expect(unapplied(7, { base: 5, delta: 1 })).toBe(0);
  });

  it('ignores movement in the other direction', () => {
    expect(unapplied(4, { base: 5, delta: 1 })).toBe(1);
    expect(unapplied(6, { base: 5, delta: -1 })).toBe(-1);
  });

  it('is nothing without an own change', () => {
    expect(unapplied(5, null)).toBe(0);
    expect(unapplied(5, { base: 5, delta: 0 })).toBe(0);
  });
});

describe('useLike', () => {
  beforeEach(() => {
    writes.setLiked.mockReset();
  });

  it('shows the server count plus the pending like, then the server count alone', async () => {
    live.doc = likeDoc(false);
    let resolve: () => void = () => {};
    writes.setLiked.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    const { result, rerender } = renderHook(({ count }) => useLike('path/u1', 'u1', count), { initialProps: { count: 5 } });
    expect(result.current).toMatchObject({ liked: false, count: 5, pending: false });

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggle();
    });
    expect(writes.setLiked).toHaveBeenCalledWith('path/u1', 'u1', true);
    live.doc = likeDoc(true, true);
    rerender({ count: 5 });
    expect(result.current).toMatchObject({ liked: true, count: 6, pending: true });

    // Acknowledged by the server, but the counter function has not run yet: still 6.
    live.doc = likeDoc(true, false);
    await act(async () => {
      resolve();
      await done;
    });
    rerender({ count: 5 });
    expect(result.current).toMatchObject({ liked: true, count: 6, pending: false });

    // The function counted it.
    rerender({ count: 6 });
    expect(result.current.count).toBe(6);
    // Later changes are other people's and show as they are.
    rerender({ count: 5 });
    expect(result.current.count).toBe(5);
  });

  it('counts a like queued before a reload exactly once', () => {
    live.doc = likeDoc(true, true);
    const { result } = renderHook(() => useLike('path/u1', 'u1', 3));
    expect(result.current).toMatchObject({ liked: true, count: 4, pending: true });
  });

  it('takes the step back when the server refuses the write', async () => {
    live.doc = likeDoc(true);
    writes.setLiked.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { result, rerender } = renderHook(() => useLike('path/u1', 'u1', 2));
    await act(async () => {
      await expect(result.current.toggle()).rejects.toThrow('denied');
    });
    rerender();
    expect(result.current).toMatchObject({ liked: true, count: 2, pending: false });
  });

  it('is not ready, and writes nothing, until the user\'s like is known', async () => {
    live.doc = { status: 'loading', data: undefined, pending: false, fromCache: false } satisfies LikeDoc;
    const { result, rerender } = renderHook(() => useLike('path/u1', 'u1', 2));
    expect(result.current).toMatchObject({ ready: false, liked: false, count: 2 });
    await act(() => result.current.toggle());
    expect(writes.setLiked).not.toHaveBeenCalled();

    live.doc = likeDoc(true);
    rerender();
    expect(result.current).toMatchObject({ ready: true, liked: true });
  });

  it('does nothing for a visitor', async () => {
    live.doc = likeDoc(false);
    const { result } = renderHook(() => useLike(null, null, 7));
    await act(() => result.current.toggle());
    expect(writes.setLiked).not.toHaveBeenCalled();
    expect(result.current.count).toBe(7);
  });
});
