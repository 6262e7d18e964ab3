/**
 * What became of a Firestore write, for the screen that made it. Firestore resolves a write only when the
 * server acknowledges it, which never happens while offline; the persistent cache has queued it by then and
 * sends it when the connection returns. So a screen waits a while for the answer, then goes on.
 */

/**
 * How long to wait online for the server to acknowledge writes before treating them as queued. Long enough that a
 * slow server (a busy phone network, a loaded backend) is not told to the user as "when you're back online": the
 * wait ends at once when the device goes offline (the button shows it is busy meanwhile).
 */
export const SERVER_ACK_WAIT_MS = 10_000;
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

/**
 * True if `promise` settles within `waitMs`, false once the wait is over or the device goes offline (no answer can
 * come then); rejects if it rejects first.
 */
export async function settlesWithin(promise: Promise<unknown>, waitMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let offline: (() => void) | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
    offline = () => resolve(false);
    if (typeof window !== 'undefined') window.addEventListener('offline', offline);
  });
  try {
    return await Promise.race([promise.then(() => true as const), waited]);
  } finally {
    clearTimeout(timer);
    if (offline && typeof window !== 'undefined') window.removeEventListener('offline', offline);
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
