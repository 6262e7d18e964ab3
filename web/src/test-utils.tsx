import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { newProfile, type Profile } from '@mentorbridge/model';
import type { PublicList } from '@/lib/usePublicList';
import type { Paged } from '@/features/admin/api/paged';
import { SessionContextProvider, type Session } from '@/session/session';
import { theme } from './app/theme';

let testApps = 0;

/**
 * A Firebase app and an Auth for reactfire's providers that report `session` to its `useSigninCheck` (the route
 * guards), without the Auth SDK: reactfire asks the instance's own `onIdTokenChanged`. Each render gets an app of
 * its own name, since reactfire caches the sign-in check by it for the whole page.
 */
function testFirebase(session: Session): { app: FirebaseApp; auth: Auth } {
  const app: FirebaseApp = { name: `test-${++testApps}`, options: {}, automaticDataCollectionEnabled: false };
  const onIdTokenChanged = (next: (user: User | null) => void) => {
    if (session.status !== 'loading') next(session.user);
    return () => undefined;
  };
  return { app, auth: { name: app.name, app, currentUser: session.user, onIdTokenChanged } as unknown as Auth };
}

/**
 * Renders UI inside the app's providers with a fixed route and session. `auth`: what reactfire's sign-in check
 * hears from Auth, when it is not (yet) what the session says.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string; session?: Session; auth?: Session } = {},
) {
  const session = options.session ?? { status: 'signedOut', user: null };
  const firebase = testFirebase(options.auth ?? session);
  // As a wrapper, so that the result's rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <Notifications />
      <SessionContextProvider value={session}>
        <FirebaseAppProvider firebaseApp={firebase.app}>
          <AuthProvider sdk={firebase.auth}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
          </AuthProvider>
        </FirebaseAppProvider>
      </SessionContextProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}

/** A complete mentor profile for unit tests, built like a stored one (times not set yet). */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'mentor-1',
    ...newProfile(
      {
        display_name: 'Maya Mentor',
        role: 'mentor',
        bio: 'Staff engineer with eleven years of experience helping students grow into developers.',
        location: 'San Francisco, CA',
        hourly_rate: 75,
        topmate_url: 'https://topmate.io/maya_mentor/',
        specialization: 'Software Development',
        expertise: ['React', 'TypeScript'],
      },
      null,
    ),
    ...overrides,
  };
}

/** A public list's state as usePublicList reports it: all `items` on one page, ready unless `patch` says otherwise. */
export function testPublicList<T>(items: T[], patch: Partial<PublicList<T>> = {}): PublicList<T> {
  return {
    status: 'ready',
    items,
    hasMore: false,
    loadingMore: false,
    total: null,
    pages: 1,
    read: items.length,
    fromDevice: false,
    saved: null,
    refreshing: false,
    revealing: false,
    error: null,
    loadMore: () => undefined,
    ...patch,
  };
}

/**
 * An admin list's pages (`usePagedQuery`) read whole: `items`, and nothing more on the server; the actions do nothing
 * unless `overrides` says otherwise.
 */
export function readyPages<T extends { id: string }>(items: T[], overrides: Partial<Paged<T>> = {}): Paged<T> {
  const nothing = () => undefined;
  return { status: 'ready', items, hasMore: false, loadingMore: false, error: null, loadMore: nothing, patch: nothing, remove: () => nothing, reload: nothing, ...overrides };
}
