/**
 * Push to this device needs a Firebase Cloud Messaging web key (VITE_FIREBASE_VAPID_KEY) in the build; without it
 * (`npm start`, the emulators) the settings say push is not configured on this server.
 */
export function pushConfigured(): boolean {
  return Boolean(import.meta.env.VITE_FIREBASE_VAPID_KEY);
}
