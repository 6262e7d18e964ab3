import { useState } from 'react';
import { useLiveDoc } from '@/lib/liveQuery';
import { likeRef, setLiked } from './community';

/** The user's own like changes the server count does not show yet: count when they started, net change. */
export interface OwnChange {
  base: number;
  delta: number;
}

/**
 * How much of the user's own change is still missing from the server count. The count is kept by a
 * function after the like reaches the server, so for a moment it lags behind the user's click.
 */
export function unapplied(serverCount: number, own: OwnChange | null): number {
  if (!own || own.delta === 0) return 0;
  const moved = serverCount - own.base;
  if (own.delta > 0) return Math.max(0, own.delta - Math.max(0, moved));
  return Math.min(0, own.delta - Math.min(0, moved));
}

export interface LikeState {
  /** The user likes it (their like document exists locally, sent or not). */
  liked: boolean;
  /** Server count plus the user's own change not yet counted by the server. */
  count: number;
  /** A like or unlike of this user has not reached the server yet (e.g. offline). */
  pending: boolean;
  /**
   * Whether the user's like is known yet (always for visitors). Until then a click could not tell
   * a like from an unlike, so the button waits instead of dropping the click.
   */
  ready: boolean;
  toggle: () => Promise<void>;
}

/**
 * Optimistic like toggle on a like document path (`null` for visitors: read-only server count).
 * Firestore queues the write while offline; the count shown never waits for it.
 */
export function useLike(path: string | null, uid: string | null, serverCount: number): LikeState {
  const likeDoc = useLiveDoc(path ? likeRef(path) : null);
  const [own, setOwn] = useState<OwnChange | null>(null);
  const [inFlight, setInFlight] = useState(0);

  const ready = likeDoc.status === 'success';
  const liked = ready && likeDoc.data !== null;
  // After a reload, a like written offline is still queued: the server cannot have counted it.
  const queuedLike = liked && likeDoc.pending;
  const missing = unapplied(serverCount, own);
  // Once the server count shows the change, later moves are other people's.
  if (own && missing === 0) setOwn(null);
  const count = Math.max(0, serverCount + (own ? missing : queuedLike ? 1 : 0));

  const toggle = async () => {
    if (!path || !uid || !ready) return;
    const next = !liked;
    const step = next ? 1 : -1;
    setOwn((o) => ({
      base: o?.base ?? serverCount,
      delta: (o ? o.delta : queuedLike ? 1 : 0) + step,
    }));
    setInFlight((n) => n + 1);
    try {
      await setLiked(path, uid, next);
    } catch (error) {
      // Firestore has already rolled the document back; take the step back out of the count.
      setOwn((o) => (o ? { ...o, delta: o.delta - step } : o));
      throw error;
    } finally {
      setInFlight((n) => n - 1);
    }
  };

  return { liked, count, pending: inFlight > 0 || queuedLike, ready, toggle };
}
