import type { User } from 'firebase/auth';

/** Header name: profile name, then the account's full name, then the e-mail's local part, then "User". */
export function headerDisplayName(
  user: Pick<User, 'displayName' | 'email'> | null,
  profileName?: string | null,
): string {
  const candidates = [profileName, user?.displayName, user?.email?.split('@')[0]];
  for (const c of candidates) {
    if (c && c.trim()) return c.trim();
  }
  return 'User';
}

/** Avatar fallback: the first letter of the display name, or U. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
