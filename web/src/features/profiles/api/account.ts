import { updatePassword, updateProfile, verifyBeforeUpdateEmail, type User } from 'firebase/auth';

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
