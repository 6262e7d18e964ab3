/**
 * App Check for every callable, in one place: `setGlobalOptions({ enforceAppCheck })` here, which index.ts imports
 * before any module defines a function. The parameter APP_CHECK_ENFORCED (functions/.env.<project>, or the
 * environment) turns enforcement on with `true` and off with `false`; unset, it is on for every real project and off
 * for demo projects (the emulators' demo-mentorbridge), where `npm start` runs the app without App Check.
 * The test runs set it to `true` (scripts/emulators.mjs) and send tokens. docs/decisions.md, "App Check".
 */
import { setGlobalOptions } from 'firebase-functions/v2';

export const APP_CHECK_PARAMETER = 'APP_CHECK_ENFORCED';

/** Whether callables refuse a request without a valid App Check token (`unauthenticated`). */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[APP_CHECK_PARAMETER];
  if (value === 'true' || value === 'false') return value === 'true';
  const project = env.GCLOUD_PROJECT ?? '';
  return !project.startsWith('demo-');
}

setGlobalOptions({ enforceAppCheck: appCheckEnforced() });
