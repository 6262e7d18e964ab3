import { useEffect, useState } from 'react';
import { onSnapshot, queryEqual, refEqual, type DocumentReference, type DocumentSnapshot, type Query, type QuerySnapshot, type Unsubscribe } from 'firebase/firestore';

export type LiveState<T> =
  | { status: 'loading'; data: undefined; pending: false; fromCache: false }
  | { status: 'error'; data: undefined; error: Error; pending: false; fromCache: false }
  | { status: 'success'; data: T; pending: boolean; fromCache: boolean };

/** A read that has not answered yet. */
export const LOADING = { status: 'loading', data: undefined, pending: false, fromCache: false } as const;

function useStable<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !equal(stable, value)) setStable(value);
  return stable;
}

/** A document snapshot as a LiveState: the data with its id (null when it does not exist) and its marks. */
export function docState<T>(snap: DocumentSnapshot<T>): LiveState<(T & { id: string }) | null> {
  return {
    status: 'success',
    data: snap.exists() ? { ...(snap.data() as T), id: snap.id } : null,
    pending: snap.metadata.hasPendingWrites,
    fromCache: snap.metadata.fromCache,
  };
}

/** A query snapshot as a LiveState: each item says whether it still has unsent local writes. */
export function queryState<T>(snap: QuerySnapshot<T>): LiveState<LiveItem<T>[]> {
  return {
    status: 'success',
    data: snap.docs.map((d) => ({ id: d.id, data: d.data(), pending: d.metadata.hasPendingWrites })),
    pending: snap.metadata.hasPendingWrites,
    fromCache: snap.metadata.fromCache,
  };
}

/** A read that failed, as a LiveState. */
export function failedState(error: Error): { status: 'error'; data: undefined; error: Error; pending: false; fromCache: false } {
  return { status: 'error', data: undefined, error, pending: false, fromCache: false };
}

/**
 * Watches one document, reporting its state: the data with its id (null when it does not exist), whether a local
 * write to it is unsent, and whether it came from the device cache. useLiveDoc and lib/liveWatch.ts use it.
 */
export function watchRef<T>(ref: DocumentReference<T>, report: (state: LiveState<(T & { id: string }) | null>) => void): Unsubscribe {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snap) => report(docState(snap)),
    (error) => report(failedState(error)),
  );
}

/**
 * A live document (or `null` when there is nothing to watch). `pending` is true while a local
 * write to it has not reached the server, which is how offline edits are shown as pending.
 */
export function useLiveDoc<T>(ref: DocumentReference<T> | null): LiveState<(T & { id: string }) | null> {
  const stableRef = useStable(ref, (a, b) => (a && b ? refEqual(a, b) : a === b));
  const [state, setState] = useState<LiveState<(T & { id: string }) | null>>(LOADING);
  useEffect(() => {
    if (!stableRef) {
      setState({ status: 'success', data: null, pending: false, fromCache: false });
      return;
    }
    setState(LOADING);
    return watchRef(stableRef, setState);
  }, [stableRef]);
  return state;
}

export interface LiveItem<T> {
  id: string;
  data: T;
  /** The document has local changes not yet acknowledged by the server. */
  pending: boolean;
}

/** A live query (or `null`); each item says whether it still has unsent local writes. */
export function useLiveQuery<T>(query: Query<T> | null): LiveState<LiveItem<T>[]> {
  const stableQuery = useStable(query, (a, b) => (a && b ? queryEqual(a, b) : a === b));
  const [state, setState] = useState<LiveState<LiveItem<T>[]>>(LOADING);
  useEffect(() => {
    if (!stableQuery) {
      setState({ status: 'success', data: [], pending: false, fromCache: false });
      return;
    }
    setState(LOADING);
    return onSnapshot(
      stableQuery,
      { includeMetadataChanges: true },
      (snap) => setState(queryState(snap)),
      (error) => setState(failedState(error)),
    );
  }, [stableQuery]);
  return state;
}
