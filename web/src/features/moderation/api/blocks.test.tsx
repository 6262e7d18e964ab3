import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '@/lib/liveQuery';
import { useMyBlocks, useWithoutBlocked } from './blocks';

type Doc = { id: string; blocked: string[] } | null;
const mocks = vi.hoisted(() => ({
  uid: 'me' as string | null,
  state: { status: 'loading', data: undefined, pending: false, fromCache: false } as LiveState<Doc>,
  path: undefined as string | null | undefined,
}));
vi.mock('@/session', () => ({ useSession: () => ({ user: mocks.uid ? { uid: mocks.uid } : null }) }));
vi.mock('@/lib/liveDocAt', () => ({
  useLiveDocAt: (path: string | null) => {
    mocks.path = path;
    return path ? mocks.state : { status: 'success', data: null, pending: false, fromCache: false };
  },
}));

const success = (data: Doc): LiveState<Doc> => ({ status: 'success', data, pending: false, fromCache: false });
const items = [
  { id: 'c1', by: 'mara' },
  { id: 'c2', by: 'leo' },
];
const authorOf = (item: (typeof items)[number]) => item.by;

describe('useMyBlocks', () => {
  beforeEach(() => {
    mocks.uid = 'me';
    mocks.state = { status: 'loading', data: undefined, pending: false, fromCache: false };
  });

  it('watches nothing for a visitor, and hides nothing', () => {
    mocks.uid = null;
    const { result } = renderHook(() => useMyBlocks());
    expect(mocks.path).toBeNull();
    expect(result.current).toEqual({ status: 'none', blocked: [], set: null });
  });

  it("reads the user's own list: loading, none yet, then the blocked people", () => {
    const { result, rerender } = renderHook(() => useMyBlocks());
    expect(mocks.path).toBe('blocks/me');
    expect(result.current.status).toBe('loading');
    mocks.state = success(null);
    rerender();
    expect(result.current).toEqual({ status: 'ready', blocked: [], set: new Set() });
    mocks.state = success({ id: 'me', blocked: ['mara'] });
    rerender();
    expect(result.current).toEqual({ status: 'ready', blocked: ['mara'], set: new Set(['mara']) });
  });

  it('lets lists hide the blocked authors once the list is known, and nothing before', () => {
    const { result, rerender } = renderHook(() => useWithoutBlocked(items, authorOf));
    expect(result.current).toEqual({ shown: items, hidden: 0 });
    mocks.state = success({ id: 'me', blocked: ['mara'] });
    rerender();
    expect(result.current).toEqual({ shown: [items[1]], hidden: 1 });
  });
});
