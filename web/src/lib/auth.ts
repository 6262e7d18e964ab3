import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { emulatorHosts, getFirebaseApp, useEmulators } from './firebase';

let instance: Auth | undefined;

/** The Auth instance, connected to the emulator in development and tests. Loaded lazily. */
export function getAuthInstance(): Auth {
  if (!instance) {
    instance = getAuth(getFirebaseApp());
    if (useEmulators) connectAuthEmulator(instance, emulatorHosts.auth, { disableWarnings: true });
  }
  return instance;
}
