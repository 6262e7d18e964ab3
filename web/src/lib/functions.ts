import type { FunctionsError } from 'firebase/functions';
import { emulatorHosts, getFirebaseApp, useEmulators } from './firebase';
import type { YoutubeRequest, YoutubeResponse } from './youtubeCallable';

/** Payload and result of every callable function (the names are a contract with functions/). */
export interface Callables {
  deleteUserSelf: { req: undefined; res: { ok: true } };
  deleteUserAdmin: { req: { userId: string }; res: { ok: true } };
  setAdmin: { req: undefined; res: { ok: true } };
  youtubeUpload: { req: YoutubeRequest; res: YoutubeResponse };
}

export const OFFLINE_MESSAGE = "You're offline";

/** Raised before calling a function while the browser has no network. */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_MESSAGE);
    this.name = 'OfflineError';
  }
}

let connected = false;

/** Calls a callable function by name; fails fast with OfflineError when there is no network. */
export async function callFunction<K extends keyof Callables>(
  name: K,
  data: Callables[K]['req'],
): Promise<Callables[K]['res']> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const { getFunctions, httpsCallable, connectFunctionsEmulator } = await import('firebase/functions');
  const functions = getFunctions(getFirebaseApp());
  if (useEmulators && !connected) {
    const [host, port] = emulatorHosts.functions.split(':');
    connectFunctionsEmulator(functions, host, Number(port));
    connected = true;
  }
  const callable = httpsCallable<Callables[K]['req'], Callables[K]['res']>(functions, name);
  const result = await callable(data);
  return result.data;
}

/** The message of a callable's error, as the server sent it when it sent one. */
export function functionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message;
  const e = error as Partial<FunctionsError> | undefined;
  // The SDK appends the HTTP status to the server's message ("... [400]"); users see the message only.
  const message = typeof e?.message === 'string' ? e.message.replace(/ \[\d{3}\]$/, '') : '';
  if (message && e?.code !== 'functions/internal') return message;
  return fallback;
}
