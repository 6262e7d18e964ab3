import type { User } from 'firebase/auth';
import { FALLBACK_NAME } from '@mentorbridge/model';

/** The signed-in user's name in the header: profile name, then the account's full name, then the e-mail's local part. */
export function headerDisplayName(
  user: Pick<User, 'displayName' | 'email'> | null,
  profileName?: string | null,
): string {
  const candidates = [profileName, user?.displayName, user?.email?.split('@')[0]];
  for (const c of candidates) {
    if (c && c.trim()) return c.trim();
  }
  return FALLBACK_NAME;
}
