import { updatePassword, updateProfile, verifyBeforeUpdateEmail, type User } from 'firebase/auth';

const AUTH_ERRORS: Record<string, string> = {
  'auth/requires-recent-login': 'For your security, please sign out and sign in again before changing this.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/weak-password': 'Password must be at least 6 characters',
  'auth/network-request-failed': "You're offline",
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
};

/** A readable message for a Firebase Auth error, or the fallback. */
export function accountErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && AUTH_ERRORS[code]) || fallback;
}

/** Sends a verification link to the new address; the e-mail changes once the user opens it. */
export function requestEmailChange(user: User, email: string): Promise<void> {
  return verifyBeforeUpdateEmail(user, email, { url: `${window.location.origin}/profile` });
}

export function changePassword(user: User, password: string): Promise<void> {
  return updatePassword(user, password);
}

/** Keeps the account's own display name in step with the profile (the header's second fallback). */
export function syncAccountName(user: User, displayName: string): Promise<void> {
  return updateProfile(user, { displayName });
}
