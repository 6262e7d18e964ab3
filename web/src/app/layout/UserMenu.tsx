import { Menu, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { useLogout } from '@/features/auth';
import { useMyProfile } from '@/session';
import { headerDisplayName } from '@/session/displayName';
import { PersonAvatar } from '@/session/PersonAvatar';
import { useSession } from '@/session/session';
import { accountLinks } from './accountLinks';

/**
 * Avatar menu "My Account": Profile, Dashboard, Admin for admins, Logout. The profile is read live (Firestore loads
 * here, after sign-in, so the signed-out landing page never pays for it).
 */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const { profile } = useMyProfile();
  const name = headerDisplayName(user, profile?.display_name);
  return (
    // No focus placeholder (a focusable "presentation" div, which a menu may not own): opening moves the focus to the first item.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={TEXTS.nav.openAccountMenu}>
          <PersonAvatar id={profile?.id ?? user?.uid} name={name} src={profile?.avatar_url ?? user?.photoURL} alt={name} />
        </UnstyledButton>
      </Menu.Target>
      {/* The menu is named by aria-label; its visible heading lines are not menu items, so they are hidden from
          the accessibility tree (a menu may own only items, groups and separators). */}
      <Menu.Dropdown aria-label={TEXTS.nav.myAccount}>
        <Menu.Label aria-hidden>{TEXTS.nav.myAccount}</Menu.Label>
        <Menu.Label aria-hidden fw={600} c="var(--mantine-color-text)">
          {name}
        </Menu.Label>
        <Menu.Divider />
        {accountLinks(profile).map(({ label, to }) => (
          <Menu.Item key={to} onClick={() => navigate(to)}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Item
          // The theme's red text colour (app/theme.ts), which meets AA contrast in both schemes.
          color="var(--mantine-color-red-text)"
          onClick={logout}
        >
          {TEXTS.nav.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
