/**
 * How long to wait for the server to acknowledge a write. Firestore resolves a write only on
 * acknowledgement, which never comes while offline; by then the write is queued in the persistent
 * cache and will be sent when the connection returns.
 */
export const SERVER_ACK_WAIT_MS = 2000;

/**
 * Resolves 'saved' when the server acknowledged the write, or 'queued' after a short wait; rejects
 * when the server refused it within that time. A queued write refused later goes to `onLateFailure`.
 */
export async function settle(
  write: Promise<unknown>,
  onLateFailure: (error: unknown) => void = (error) => console.error('A queued write was refused:', error),
  waitMs = SERVER_ACK_WAIT_MS,
): Promise<'saved' | 'queued'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), waitMs);
  });
  try {
    const outcome = await Promise.race([write.then(() => 'saved' as const), queued]);
    if (outcome === 'queued') write.catch(onLateFailure);
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

/** The message of an error for a toast, without Firebase's code prefix. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^FirebaseError:\s*/, '').replace(/^\[[^\]]+\]\s*/, '') || 'Unknown error';
}
