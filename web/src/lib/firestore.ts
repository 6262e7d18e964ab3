import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { startAppCheck } from './appCheck';
import { getAuthInstance } from './auth';
import { emulatorHosts, getFirebaseApp, useEmulators } from './firebase';
import { ackWaitMs, settlesWithin } from './writeOutcome';

let db: Firestore | undefined;

/**
 * The Firestore instance with the persistent multi-tab cache: offline reads come from
 * IndexedDB and writes made offline are queued and survive a reload.
 * Only screens that read data import this module, so the landing page carries no Firestore code.
 */
export function getDb(): Firestore {
  if (!db) {
    // Auth first. Firestore waits only one task for Auth to register, and Auth registering later is a
    // credential change to it, which tears every stream down and sets it up again even for the same
    // (signed-out) user: the page read so far is sent a second time, and a read in flight goes through
    // a network off and on. On a data page Auth's code downloads beside the page's anyway.
    getAuthInstance();
    // App Check before Firestore's first request, which would otherwise go without a token.
    startAppCheck();
    db = initializeFirestore(getFirebaseApp(), {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (useEmulators) {
      const [host, port] = emulatorHosts.firestore.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
  }
  return db;
}

/**
 * True when every write made on this device has reached the server (or Firestore was never
 * started); false if some are still queued after the usual wait for the server (typically offline).
 */
export async function pendingWritesSettled(waitMs: number = ackWaitMs()): Promise<boolean> {
  return !db || settlesWithin(waitForPendingWrites(db), waitMs);
}

/**
 * Stops Firestore and deletes its on-device cache (documents and queued writes), so the next user
 * of a shared device cannot read the previous one's data. The next `getDb()` starts afresh.
 */
export async function clearFirestoreCache(): Promise<void> {
  const instance = getDb();
  await terminate(instance);
  try {
    await clearIndexedDbPersistence(instance);
  } finally {
    db = undefined;
  }
}
