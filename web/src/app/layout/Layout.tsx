import { lazy, Suspense, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ErrorBoundary';
import { AuthLoading } from '../guards';
import { Footer } from './Footer';
import { Header } from './Header';

// The slide-out menu (a drawer) loads the first time it opens.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** The shell around every screen: sticky header, page content, footer. */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (opened && !menuLoaded) setMenuLoaded(true);
  const location = useLocation();
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Header menuOpened={opened} onMenuToggle={toggle} />
      </AppShell.Header>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <div style={{ flex: 1 }}>
          {/* A new route gets a fresh boundary, so Try Again is never stuck on an old error. */}
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<AuthLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
