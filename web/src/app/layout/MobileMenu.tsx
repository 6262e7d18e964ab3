import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { signOutWithToast } from '@/features/auth';
import { useSession } from '@/session/session';
import { MAIN_NAV } from './navigation';
import { useInstallPrompt } from './useInstallPrompt';

/** Left slide-out menu for narrow screens. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const { mode: installMode, install } = useInstallPrompt();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="xs"
      title={
        <div>
          <Text fw={700} size="lg" component="h2" m={0}>
            Menu
          </Text>
          <Text size="sm" c="dimmed">
            Explore the platform and manage your account
          </Text>
        </div>
      }
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              end={item.to === '/'}
              label={item.label}
              onClick={onClose}
            />
          ))}
        </Stack>
        {installMode && (
          <Button
            mt="md"
            fullWidth
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => {
              onClose();
              install();
            }}
          >
            Install app
          </Button>
        )}
        <Divider my="md" />
        {status === 'signedIn' ? (
          <Stack gap="xs">
            <Button variant="default" onClick={() => go('/profile')}>
              Profile
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                onClose();
                // Once confirmed, home first, so a login-required page never remembers itself for the next sign-in.
                void signOutWithToast(() => navigate('/', { flushSync: true }));
              }}
            >
              Sign Out
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Button variant="default" onClick={() => go('/sign-in')}>
              Sign In
            </Button>
            <Button onClick={() => go('/sign-up')}>Sign Up</Button>
          </Stack>
        )}
      </nav>
    </Drawer>
  );
}
