import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseConfig } from './firebaseConfig';

export { emulatorHosts, firebaseConfig, useEmulators } from './firebaseConfig';

/** The one Firebase app of this page. */
export function getFirebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseConfig);
}
