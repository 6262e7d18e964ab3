import { lazy, Suspense } from 'react';
import { ActionIcon, Anchor, Burger, Button, Group, Skeleton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { PRODUCT_NAME } from '@/config';
import { useSession } from '@/session/session';
import { MAIN_NAV } from './navigation';
import { ThemeToggle } from './ThemeToggle';
import { useInstallPrompt } from './useInstallPrompt';
import classes from './Header.module.css';

// The account menu and the bell load only for signed-in users, keeping them out of the landing page's bundle.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
const MenuUnread = lazy(() => import('@/features/notifications/components/NotificationBell').then((m) => ({ default: m.MenuUnread })));

/** Sticky header: brand, main navigation, theme toggle and the account area. */
export function Header({ menuOpened, onMenuToggle }: { menuOpened: boolean; onMenuToggle: () => void }) {
  const { status, user } = useSession();
  const { mode: installMode, install } = useInstallPrompt();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? TEXTS.nav.closeMenu : TEXTS.nav.openMenu}
          style={{ position: 'relative' }}
        >
          {status === 'signedIn' && user && (
            <Suspense fallback={null}>
              <MenuUnread uid={user.uid} />
            </Suspense>
          )}
        </Burger>
        <Anchor component={Link} to="/" className={classes.brand} underline="never">
          {PRODUCT_NAME}
        </Anchor>
      </Group>
      {/* Every entry once, here from the sm breakpoint (48em) up, in the menu below it (MobileMenu). */}
      <nav aria-label={TEXTS.nav.mainLandmark} className={classes.nav}>
        {MAIN_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <Group gap="xs" wrap="nowrap">
        {installMode && (
          // Icon-sized so the header never overflows; narrow screens have the entry in the menu.
          <ActionIcon variant="default" size="lg" aria-label={TEXTS.nav.installApp} title={TEXTS.nav.installApp} onClick={install} visibleFrom="sm">
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        )}
        <ThemeToggle />
        {status === 'loading' && <Skeleton circle height={38} aria-hidden />}
        {status === 'signedOut' && (
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <Button component={Link} to="/sign-in" variant="default">
              {TEXTS.actions.signIn}
            </Button>
            <Button component={Link} to="/sign-up">
              {TEXTS.nav.signUp}
            </Button>
          </Group>
        )}
        {status === 'signedIn' && user && (
          // The bell appears once its chunk is in: nothing holds its place, as the shell has no signed-in user.
          <Suspense fallback={null}>
            <NotificationBell uid={user.uid} />
          </Suspense>
        )}
        {status === 'signedIn' && (
          <Suspense fallback={<Skeleton circle height={38} aria-hidden />}>
            <UserMenu />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
