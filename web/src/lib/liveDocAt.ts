import { useEffect, useState } from 'react';
import type { FirestoreDataConverter } from 'firebase/firestore';
import type { LiveState } from './liveQuery';

const LOADING = { status: 'loading', data: undefined, pending: false, fromCache: false } as const;
const NOTHING = { status: 'success', data: null, pending: false, fromCache: false } as const;

/**
 * A live document by path (or `null` when there is nothing to watch), like useLiveDoc, but the Firestore SDK is
 * imported only once there is a document to watch: a visitor's data page, which watches nothing, never loads it
 * for this (docs/architecture.md, "Start-up of the data pages").
 */
export function useLiveDocAt<T>(path: string | null, converter: FirestoreDataConverter<T>): LiveState<(T & { id: string }) | null> {
  const [state, setState] = useState<{ path: string | null; live: LiveState<(T & { id: string }) | null> }>({
    path,
    live: path ? LOADING : NOTHING,
  });
  useEffect(() => {
    if (!path) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./liveWatch')
      .then(({ watchDoc }) => {
        if (!cancelled) stop = watchDoc(path, converter, (live) => setState({ path, live }));
      })
      .catch((error: unknown) =>
        setState({ path, live: { status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)), pending: false, fromCache: false } }),
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [path, converter]);
  // Right after the path changes, the old document's state is not shown.
  if (state.path !== path) return path ? LOADING : NOTHING;
  return state.live;
}
