import { useMemo } from 'react';
import { hideBlocked, moderationPaths, readTime, type BlockList } from '@mentorbridge/model';
import { documentReader } from '@/lib/converters';
import { useLiveDocAt } from '@/lib/liveDocAt';
import { useSession } from '@/session';

const blockListConverter = documentReader<BlockList>((id, d) => ({
  id,
  blocked: Array.isArray(d.blocked) ? d.blocked.filter((uid): uid is string => typeof uid === 'string') : [],
  updated_at: readTime(d.updated_at),
}));

const NOBODY: readonly string[] = [];

export interface MyBlocks {
  /** 'none' while nobody is signed in: nothing is hidden then. */
  status: 'loading' | 'ready' | 'error' | 'none';
  /** The blocked uids, the newest last ([] while loading). */
  blocked: readonly string[];
  /** The same as a set for the lists' filters; null until known, so nothing is hidden by a guess. */
  set: ReadonlySet<string> | null;
}

/**
 * The people the signed-in user blocked, live: one document (`blocks/{uid}`), shared by every list on the screen
 * (the SDK serves one listener per document) and answered from the device's cache offline. A visitor watches nothing.
 */
export function useMyBlocks(): MyBlocks {
  const uid = useSession().user?.uid ?? null;
  const state = useLiveDocAt(uid ? moderationPaths.blocks(uid) : null, blockListConverter);
  // No document yet: nobody blocked.
  const blocked = state.status === 'success' ? (state.data?.blocked ?? NOBODY) : null;
  return useMemo(() => {
    if (!uid) return { status: 'none', blocked: [], set: null };
    if (state.status === 'error') return { status: 'error', blocked: [], set: null };
    if (!blocked) return { status: 'loading', blocked: [], set: null };
    return { status: 'ready', blocked, set: new Set(blocked) };
  }, [uid, state.status, blocked]);
}

/**
 * `items` without those whose author the signed-in user blocked, and how many were hidden (hideBlocked). Nothing
 * is hidden while the list of blocked people is not known yet.
 */
export function useWithoutBlocked<T>(items: readonly T[], authorOf: (item: T) => string): { shown: T[]; hidden: number } {
  const { set } = useMyBlocks();
  // authorOf is best a function defined once, outside render, so the filter runs only when the items or blocks change.
  return useMemo(() => hideBlocked(items, set, authorOf), [items, set, authorOf]);
}
