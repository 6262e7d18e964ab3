import { TEXTS } from '@mentorbridge/model';

/** Raised before a network-only action (a callable, an upload) while the browser has no network. */
export class OfflineError extends Error {
  constructor() {
    super(TEXTS.errors.offline);
    this.name = 'OfflineError';
  }
}

// Firebase Auth errors the user can act on; other Auth errors show the caller's fallback.
const AUTH_ERRORS: Record<string, string> = {
  'auth/requires-recent-login': TEXTS.errors.recentLoginRequired,
  'auth/email-already-in-use': TEXTS.errors.emailInUse,
  'auth/invalid-email': TEXTS.validation.emailInvalid,
  'auth/weak-password': TEXTS.validation.passwordTooShort,
  'auth/network-request-failed': TEXTS.errors.offline,
  'auth/too-many-requests': TEXTS.errors.tooManyAttempts,
};

/**
 * The message to show for a caught error: "You're offline" for an OfflineError, a readable text for known
 * Auth errors, the server's own message for a callable's or Firestore's error (without the SDK's
 * "FirebaseError:" or "[code]" prefix and " [400]" status suffix), and `fallback` for anything else:
 * an unknown Auth error, a callable's internal error, or an error without a message.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (code in AUTH_ERRORS) return AUTH_ERRORS[code];
    if (code.startsWith('auth/') || code === 'functions/internal') return fallback;
  }
  const raw = (error as { message?: unknown } | null)?.message;
  const message = typeof raw === 'string' ? raw : typeof error === 'string' ? error : '';
  const text = message
    .replace(/^FirebaseError:\s*/, '')
    .replace(/^\[[^\]]+\]\s*/, '')
    .replace(/ \[\d{3}\]$/, '')
    .trim();
  return text || fallback;
}
