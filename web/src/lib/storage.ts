import { AFTER_SIGN_IN, STORAGE_KEYS } from '../config';

/** Where a signed-out user was going, so sign-in can take them back there. */
export function rememberRedirect(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.redirectPath, path);
  } catch {
    // Storage can be unavailable (private mode); the user then lands on their dashboard after sign-in.
  }
}

/** Reads and clears the remembered path after sign-in (only same-site paths are honoured); without one, the dashboard. */
export function takeRedirect(): string {
  try {
    const path = sessionStorage.getItem(STORAGE_KEYS.redirectPath);
    sessionStorage.removeItem(STORAGE_KEYS.redirectPath);
    if (path && path.startsWith('/') && !path.startsWith('//')) return path;
  } catch {
    // fall through
  }
  return AFTER_SIGN_IN;
}
