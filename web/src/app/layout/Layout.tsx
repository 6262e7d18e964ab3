import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { ErrorBoundary } from '@/app/ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, useRouteFocus } from './useRouteFocus';
import classes from './Layout.module.css';

// The slide-out menu (a drawer) loads the first time it opens.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/**
 * The shell around every screen: a "Skip to main content" link (the first tab stop), sticky header
 * (banner), the page content (main) and the footer (contentinfo), landmarks side by side.
 */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The burger answers a press at once; the drawer (its chunk the first time, and its render) follows in a deferred
  // render, which yields to input, so the press is painted without waiting for it.
  const drawerOpened = useDeferredValue(opened);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (drawerOpened && !menuLoaded) setMenuLoaded(true);
  const location = useLocation();
  const returning = useNavigationType() === 'POP';
  // Back returns to the same place (a list read a page at a time keeps its length: lib/usePagedList). The restorer
  // is mounted here once, not under the boundary that is new for every path: each mount of it reloads the positions
  // the router last stored in sessionStorage (when a page was left or reloaded) over the ones saved since, which
  // sent Back to the top after a reload. It starts with the first screen other than the landing page and then
  // stays: mounting scrolls to the top, which must not happen to a visitor already scrolling the pre-rendered home.
  const [restoring, setRestoring] = useState(location.pathname !== '/');
  if (!restoring && location.pathname !== '/') setRestoring(true);
  useRouteFocus({ pathname: location.pathname, hash: location.hash, entry: location.key, returning });
  // Plain elements rather than Mantine's AppShell: AppShell re-renders itself synchronously right after
  // hydration (a fresh context value each time), which forced the whole pre-rendered page to hydrate
  // in one long blocking task.
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
        {TEXTS.a11y.skipToContent}
      </a>
      <header className={classes.header}>
        <Header menuOpened={opened} onMenuToggle={toggle} />
      </header>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpened} onClose={close} />
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {/* A new route gets a fresh boundary, so Try Again is never stuck on an old error. */}
        <ErrorBoundary key={location.pathname}>
          {/* Screens load through the router's lazy routes and never suspend here; should one ever do, it shows
              nothing rather than bring a spinner and its texts into the landing page's start-up code. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {restoring && <ScrollRestoration />}
    </>
  );
}
