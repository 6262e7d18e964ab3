import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { avatarInitial, headerDisplayName, signOutWithToast, useSession } from '../../features/auth';

/** Avatar menu "My Account": Profile, Dashboard, Logout. */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const name = headerDisplayName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Open account menu">
          <Avatar src={user?.photoURL ?? null} alt={name} color="blue" radius="xl">
            {avatarInitial(name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>My Account</Menu.Label>
        <Menu.Label fw={600} c="var(--mantine-color-text)">
          {name}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item onClick={() => navigate('/profile')}>Profile</Menu.Item>
        <Menu.Item onClick={() => navigate('/dashboard')}>Dashboard</Menu.Item>
        <Menu.Item
          color="red"
          onClick={async () => {
            if (await signOutWithToast()) navigate('/');
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
