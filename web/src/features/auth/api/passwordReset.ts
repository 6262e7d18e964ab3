import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import { getAuthInstance } from '@/lib/auth';

/**
 * Sends Firebase's reset e-mail. The link's action handler is the app's /auth/callback (set as the custom
 * action URL), which forwards the code to /reset-password; the continue URL brings the user back too.
 * An unknown address is treated like a known one, so the form never reveals who has an account.
 */
export async function sendResetLink(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(getAuthInstance(), email.trim(), {
      url: `${window.location.origin}/auth/callback?type=recovery`,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return;
    throw error;
  }
}

/** The e-mail address a reset code belongs to; fails for an invalid, used or expired code. */
export function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(getAuthInstance(), code);
}

export function resetPassword(code: string, password: string): Promise<void> {
  return confirmPasswordReset(getAuthInstance(), code, password);
}
