import { doc, getDoc, getDocFromCache, getDocFromServer, increment, serverTimestamp, writeBatch, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase/firestore';
import {
  rateLimitKey,
  rateLimitPath,
  rateLimitStep,
  rateLimitUpdate,
  readRateWindow,
  TEXTS,
  type RateLimitKind,
  type RateLimitStep,
} from '@mentorbridge/model';
import { formatWhen } from './dates';
import { getDb } from './firestore';

// Abuse limits on the client (docs/decisions.md, "Abuse limits"): a comment, project message or report is created in
// one batch with a step of its author's counter (`rate_limits/{uid}`), which the rules require. The step is chosen from
// the counter as this device knows it; at the limit nothing is written and the form says when writing is possible again.

const counterRef = (uid: string) => doc(getDb(), rateLimitPath(uid));

/** The counter's data, a step this device has queued included (its server time estimated). */
const dataOf = (snap: DocumentSnapshot) => snap.data({ serverTimestamps: 'estimate' });

/** The limit's message: how many were written in the window, and when writing is possible again (local time). */
export function limitMessage(kind: RateLimitKind, step: Extract<RateLimitStep, { type: 'limited' }>, now: Date = new Date()): string {
  return TEXTS.rateLimits[kind](step.count, formatWhen(step.until, now));
}

/**
 * Reads the user's counter from the server into this device's cache. The forms call it when they open, so that a
 * post made offline later still starts from what the server holds.
 */
export function loadRateLimits(uid: string): void {
  void getDoc(counterRef(uid)).catch(() => undefined);
}

/** The counter as this device knows it: the cache (with the steps queued here), else the server; unknown offline. */
async function knownCounter(uid: string): Promise<DocumentData | undefined> {
  try {
    return dataOf(await getDocFromCache(counterRef(uid)));
  } catch {
    // Not on this device yet.
  }
  // Offline the server's answer would wait for the connection: the post is queued as the first of a window.
  if (!navigator.onLine) return undefined;
  try {
    return dataOf(await getDocFromServer(counterRef(uid)));
  } catch {
    return undefined;
  }
}

/**
 * A counted write: queued (`saved` settles when the server answers; after a refusal, `refusal()` tells whether the
 * limit was the cause, with its message, and `explain()` gives the refusal toast's reason), or not made because the
 * limit is reached (`limited`, the message).
 */
export type CountedWrite =
  | { saved: Promise<void>; refusal: () => Promise<string | null>; explain: () => Promise<string | null>; limited?: undefined }
  | { limited: string };

let previous: Promise<unknown> = Promise.resolve();

/**
 * Creates `ref` with `data` in one batch with the user's step of their `kind` counter, or, at the limit, writes
 * nothing and returns the limit's message. Calls run one after another, each reading the counter after the previous
 * one's step is queued, so two quick posts never start two windows.
 */
export function createCounted(uid: string, kind: RateLimitKind, ref: DocumentReference, data: DocumentData): Promise<CountedWrite> {
  const run = previous.then(async (): Promise<CountedWrite> => {
    const now = new Date();
    const step = rateLimitStep(kind, readRateWindow(await knownCounter(uid), kind), now);
    if (step.type === 'limited') return { limited: limitMessage(kind, step, now) };
    const batch = writeBatch(getDb());
    batch.set(ref, data);
    const sentinels = { now: serverTimestamp(), increment: increment(1) };
    batch.set(counterRef(uid), rateLimitUpdate(kind, step.type, rateLimitKey(ref.path), sentinels), { merge: true });
    let checked: Promise<string | null> | undefined;
    const refusal = () => (checked ??= limitRefusal(uid, kind));
    return { saved: batch.commit(), refusal, explain: async () => ((await refusal()) ? TEXTS.rateLimits.reached : null) };
  });
  previous = run.catch(() => undefined);
  return run;
}

/**
 * After the server refused a counted write: the limit's message when the counter, read again from the server, shows
 * the limit reached (another device used the allowance); null when the limit is not the cause or it cannot be told.
 */
export async function limitRefusal(uid: string, kind: RateLimitKind): Promise<string | null> {
  try {
    const now = new Date();
    const step = rateLimitStep(kind, readRateWindow(dataOf(await getDocFromServer(counterRef(uid))), kind), now);
    return step.type === 'limited' ? limitMessage(kind, step, now) : null;
  } catch {
    return null;
  }
}
