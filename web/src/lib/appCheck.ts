import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { getFirebaseApp, useEmulators } from './firebase';

/** The reCAPTCHA Enterprise site key registered for the web app in App Check (empty: App Check is off). */
const siteKey: string = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ?? '';

/**
 * On the emulators App Check runs with the SDK's debug provider, and only when the page sets a debug token
 * (`self.FIREBASE_APPCHECK_DEBUG_TOKEN`, the SDK's own switch): the browser tests do, and play Google's token
 * exchange (web/e2e/support/appCheck.ts). `npm start` sets none, so App Check stays off there and its callables do
 * not enforce it (docs/decisions.md, "App Check").
 */
const debugToken = (): boolean => {
  const token = (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN;
  return typeof token === 'string' || token === true;
};

/** Never asked for a token: in debug mode the SDK replaces the provider by the debug token's exchange. */
const debugOnly = new CustomProvider({ getToken: () => Promise.reject(new Error('App Check debug mode only')) });

let started = false;

/**
 * Starts App Check once, before the first request of the SDKs it protects: lib/firestore.ts and lib/functions.ts
 * call it before they create Firestore and Functions, so only the screens that load them carry its code, and every
 * request they send carries a token. Deployed with a site key, the reCAPTCHA Enterprise provider.
 */
export function startAppCheck(): void {
  if (started) return;
  started = true;
  if (useEmulators) {
    if (debugToken()) initializeAppCheck(getFirebaseApp(), { provider: debugOnly, isTokenAutoRefreshEnabled: true });
    return;
  }
  if (siteKey) initializeAppCheck(getFirebaseApp(), { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
