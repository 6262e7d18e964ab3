/**
 * What became of a Firestore write, for the screen that made it. Firestore resolves a write only when the
 * server acknowledges it, which never happens while offline; the persistent cache has queued it by then and
 * sends it when the connection returns. So a screen waits a short while for the answer, then goes on.
 */

/** How long to wait for the server to acknowledge writes before treating them as queued. */
export const SERVER_ACK_WAIT_MS = 2000;
/** Offline no acknowledgement can come: wait only for what the device answers itself. */
const OFFLINE_WAIT_MS = 300;

/** The wait for the current network state. */
export function ackWaitMs(): number {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_WAIT_MS : SERVER_ACK_WAIT_MS;
}

/** Saved: the server acknowledged it. Queued: kept on this device and sent when online. */
export type WriteOutcome = 'saved' | 'queued';

/**
 * A write started on this device: the new document's id, and the server's answer (which never comes while
 * offline, so screens show the document at once and only report a refusal).
 */
export interface LocalWrite {
  id: string;
  saved: Promise<void>;
}

/** True if `promise` settles within `waitMs`; rejects if it rejects within that time. */
export async function settlesWithin(promise: Promise<unknown>, waitMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  try {
    return await Promise.race([promise.then(() => true as const), waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves 'saved' when the server acknowledged the write within the wait, otherwise 'queued'; rejects
 * when the server refused it within the wait. A queued write refused later goes to `onLateFailure`.
 */
export async function settle(
  write: Promise<unknown>,
  onLateFailure: (error: unknown) => void = (error) => console.error('A queued write was refused:', error),
  waitMs: number = ackWaitMs(),
): Promise<WriteOutcome> {
  if (await settlesWithin(write, waitMs)) return 'saved';
  write.catch(onLateFailure);
  return 'queued';
}
