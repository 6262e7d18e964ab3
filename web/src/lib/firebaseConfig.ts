/**
 * The Firebase project this build talks to, without any Firebase SDK: what the REST reads of the public lists
 * (lib/firestoreRest.ts) need, so a data page can read its first cards before the SDK has loaded.
 */
const env = import.meta.env;

/** True when the app talks to the local Firebase Emulator Suite (development and tests). */
export const useEmulators = env.VITE_USE_EMULATORS === 'true' || !env.VITE_FIREBASE_API_KEY;

export const emulatorHosts = {
  auth: env.VITE_AUTH_EMULATOR ?? 'http://127.0.0.1:9099',
  firestore: env.VITE_FIRESTORE_EMULATOR ?? '127.0.0.1:8080',
  functions: env.VITE_FUNCTIONS_EMULATOR ?? '127.0.0.1:5001',
};

const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-mentorbridge';

// The demo project needs no real keys: the emulators accept any API key.
export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:0000000000000000',
  // Firebase Cloud Messaging's sender; push is configured only with it and VITE_FIREBASE_VAPID_KEY.
  ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID } : {}),
};
