import { useCallback, useMemo, useState } from 'react';
import { limit, query, type Query } from 'firebase/firestore';
import { useLiveQuery, type LiveItem, type LiveState } from './liveQuery';

/** Items shown at first, and added by each "Show older". */
export const LIVE_WINDOW_STEP = 50;

export interface LiveWindow<T> {
  state: LiveState<LiveItem<T>[]>;
  /** The newest items first, at most the window's size. */
  items: LiveItem<T>[];
  /** The thread holds older items than the window shows. */
  hasOlder: boolean;
  showOlder: () => void;
}

/**
 * The newest items of a thread (comments, project messages), live, `LIVE_WINDOW_STEP` at a time: `base` sorts
 * newest first, and "Show older" widens the window by another step. One more item than shown is asked for, so
 * the screen knows whether older ones exist without counting them.
 */
export function useLiveWindow<T>(base: Query<T> | null, step = LIVE_WINDOW_STEP): LiveWindow<T> {
  const [size, setSize] = useState(step);
  const windowed = useMemo(() => (base ? query(base, limit(size + 1)) : null), [base, size]);
  const state = useLiveQuery(windowed);
  const items = useMemo(() => (state.status === 'success' ? state.data.slice(0, size) : []), [state, size]);
  const hasOlder = state.status === 'success' && state.data.length > size;
  const showOlder = useCallback(() => setSize((s) => s + step), [step]);
  return { state, items, hasOlder, showOlder };
}
