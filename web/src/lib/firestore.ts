import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHosts, getFirebaseApp, useEmulators } from './firebase';

let db: Firestore | undefined;

/**
 * The Firestore instance with the persistent multi-tab cache: offline reads come from
 * IndexedDB and writes made offline are queued and survive a reload.
 * Only screens that read data import this module, so the landing page carries no Firestore code.
 */
export function getDb(): Firestore {
  if (!db) {
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
