import { useEffect, useState } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { signOutWithToast } from '@/features/auth';
import type { ProfileSummary } from '@/features/profiles/api/profiles';
import { headerDisplayName } from '@/session/displayName';
import { PersonAvatar } from '@/session/PersonAvatar';
import { useSession } from '@/session/session';

/**
 * The signed-in user's profile name and avatar, live. Firestore loads only here (after sign-in), so the
 * signed-out landing page never pays for it.
 */
function useProfileSummary(uid: string | undefined): ProfileSummary | null {
  const [summary, setSummary] = useState<{ uid: string; value: ProfileSummary | null } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('@/features/profiles/api/profiles').then(({ subscribeProfileSummary }) => {
      if (!cancelled) unsubscribe = subscribeProfileSummary(uid, (value) => setSummary({ uid, value }));
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);
  return summary && summary.uid === uid ? summary.value : null;
}

/** Avatar menu "My Account": Profile, Dashboard, Logout. */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const profile = useProfileSummary(user?.uid);
  const name = headerDisplayName(user, profile?.display_name);
  return (
    // No focus placeholder (a focusable "presentation" div, which a menu may not own): opening moves the focus to the first item.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label="Open account menu">
          <PersonAvatar name={name} src={profile?.avatar_url ?? user?.photoURL} alt={name} />
        </UnstyledButton>
      </Menu.Target>
      {/* The menu is named by aria-label; its visible heading lines are not menu items, so they are hidden from
          the accessibility tree (a menu may own only items, groups and separators). */}
      <Menu.Dropdown aria-label="My Account">
        <Menu.Label aria-hidden>My Account</Menu.Label>
        <Menu.Label aria-hidden fw={600} c="var(--mantine-color-text)">
          {name}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item onClick={() => navigate('/profile')}>Profile</Menu.Item>
        <Menu.Item onClick={() => navigate('/dashboard')}>Dashboard</Menu.Item>
        <Menu.Item
          // The theme's red text colour (app/theme.ts), which meets AA contrast in both schemes.
          color="var(--mantine-color-red-text)"
          onClick={() => {
            // Once confirmed, go home first (committed at once), so a login-required page never sees the
            // sign-out and remembers itself as the place to return to after the next sign-in.
            void signOutWithToast(() => navigate('/', { flushSync: true }));
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
