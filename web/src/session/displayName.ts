import type { User } from 'firebase/auth';
import { accountName } from '@mentorbridge/model';

/** The signed-in user's name in the header: profile name, then the account's full name, then the e-mail's local part. */
export function headerDisplayName(
  user: Pick<User, 'displayName' | 'email'> | null,
  profileName?: string | null,
): string {
  return accountName(user, profileName);
}
