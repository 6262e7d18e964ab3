import { lazy, Suspense } from 'react';
import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconBell, IconDownload } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { useLogout } from '@/features/auth';
import { useMyProfile } from '@/session';
import { useSession } from '@/session/session';
import { accountLinks } from './accountLinks';
import { MAIN_NAV } from './navigation';
import { useInstallPrompt } from './useInstallPrompt';

// The entry's unread count needs Firestore: it loads with the signed-in menu only (as the header's bell does).
const NotificationsEntry = lazy(() =>
  import('@/features/notifications/components/NotificationsEntry').then((m) => ({ default: m.NotificationsEntry })),
);

/** Left slide-out menu for narrow screens: the main navigation, then the account's places (as the avatar menu) or Sign In and Sign Up. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { status, user } = useSession();
  const { profile } = useMyProfile();
  const navigate = useNavigate();
  const logout = useLogout();
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
            {TEXTS.nav.menuTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {TEXTS.nav.menuIntro}
          </Text>
        </div>
      }
    >
      <nav aria-label={TEXTS.nav.mobileLandmark}>
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
            {TEXTS.nav.installApp}
          </Button>
        )}
        <Divider my="md" />
        {status === 'signedIn' ? (
          <Stack gap="xs">
            {user && (
              <Suspense
                fallback={
                  <Button variant="default" leftSection={<IconBell size={16} aria-hidden />} onClick={() => go('/notifications')}>
                    {TEXTS.notifications.title}
                  </Button>
                }
              >
                <NotificationsEntry uid={user.uid} onOpen={() => go('/notifications')} />
              </Suspense>
            )}
            {accountLinks(profile).map(({ label, to }) => (
              <Button key={to} variant="default" onClick={() => go(to)}>
                {label}
              </Button>
            ))}
            <Button
              color="red"
              variant="light"
              onClick={() => {
                onClose();
                logout();
              }}
            >
              {TEXTS.nav.logout}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Button variant="default" onClick={() => go('/sign-in')}>
              {TEXTS.actions.signIn}
            </Button>
            <Button onClick={() => go('/sign-up')}>{TEXTS.nav.signUp}</Button>
          </Stack>
        )}
      </nav>
    </Drawer>
  );
}
