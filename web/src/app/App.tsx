import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/session/session';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRouter } from './router';
import { colorSchemeStore } from './colorScheme';
import { cssVariablesResolver, theme } from './theme';

const loadDeferredShell = (): Promise<{ default: ComponentType }> =>
  import('./DeferredShell').then((m) => ({ default: m.DeferredShell }));
/**
 * Outside the error boundary (it holds the toasts), so its chunk failing to arrive must not throw: that would
 * unmount the whole app and leave a blank page. It is tried twice (the browser has been seen to abort the
 * request offline, while the service worker starts); then the app runs on without it.
 */
const DeferredShell = lazy(() =>
  loadDeferredShell()
    .catch(loadDeferredShell)
    .catch((error: unknown) => {
      console.warn('Toasts and the update prompt could not load:', error);
      return { default: () => null };
    }),
);

/**
 * Toasts and the update prompt mount once the first screen is up and the browser is idle; the slot
 * renders nothing before. Toasts shown earlier wait in the notifications store.
 */
function DeferredShellSlot() {
  // Its own component, so mounting it re-renders nothing else: an update above the pre-rendered
  // page before it has hydrated would force the whole page to hydrate in one blocking task.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // A transition, so loading and rendering it never blocks input in one long task.
    const mount = () => startTransition(() => setMounted(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(mount, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(mount, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <DeferredShell />
    </Suspense>
  ) : null;
}

/**
 * Providers around the router. The build-time render of the landing page uses the same
 * component, so hydration finds the same tree (and the same generated ids).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  // One manager for the app's life: a new one would be a new context value for every consumer. It gives Mantine the
  // scheme at start only: a switch goes through the colour scheme store (colorScheme.ts), which re-renders nothing.
  const [colorSchemeManager] = useState(() => colorSchemeStore().mantineManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <DeferredShellSlot />
      <ErrorBoundary>{children}</ErrorBoundary>
    </MantineProvider>
  );
}

// Created before first render, not at import: the build-time render imports this module without a DOM.
let router: ReturnType<typeof createAppRouter> | undefined;

/** Creates the browser router (matching the current URL); the boot does it in a task of its own. */
export function prepareRouter(): ReturnType<typeof createAppRouter> {
  router ??= createAppRouter();
  return router;
}

export function App() {
  const appRouter = prepareRouter();
  return (
    <AppFrame>
      <SessionProvider>
        <RouterProvider router={appRouter} />
      </SessionProvider>
    </AppFrame>
  );
}
