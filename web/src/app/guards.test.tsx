import { screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { User } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileState, Session } from '@/session';
import { renderWithProviders, testProfile } from '@/test-utils';
import { RedirectIfSignedIn, RequireAuth, RequireRole, type RequireRoleProps } from './guards';

const mocks = vi.hoisted(() => ({ profile: { status: 'loading', profile: undefined } as unknown }));
vi.mock('@/session/profile', () => ({ useMyProfile: () => mocks.profile }));

const signedIn: Session = { status: 'signedIn', user: { uid: 'u1' } as User };
const ready = (role: 'student' | 'mentor', admin_role: 'student' | 'admin' = 'student'): ProfileState => ({
  status: 'ready',
  pending: false,
  profile: testProfile({ id: 'u1', role, admin_role }),
});

function App() {
  return (
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/sign-in" element={<RedirectIfSignedIn />}>
        <Route index element={<h1>Sign In</h1>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
    </Routes>
  );
}

describe('route guards', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a spinner while authentication loads', () => {
    renderWithProviders(<App />, { route: '/dashboard', session: { status: 'loading', user: null } });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('sends a signed-out user to /sign-in and remembers where they were going', () => {
    renderWithProviders(<App />, { route: '/dashboard?tab=videos' });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectPath')).toBe('/dashboard?tab=videos');
  });

  it('waits until the session and reactfire’s sign-in check agree', () => {
    const lagging = renderWithProviders(<App />, { route: '/dashboard', session: { status: 'loading', user: null }, auth: signedIn });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    lagging.unmount();
    renderWithProviders(<App />, { route: '/dashboard', session: signedIn, auth: { status: 'loading', user: null } });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('lets a signed-in user through', () => {
    renderWithProviders(<App />, { route: '/dashboard', session: signedIn });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /sign-in to /', () => {
    renderWithProviders(<App />, { route: '/sign-in', session: signedIn });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows /sign-in to a signed-out user', () => {
    renderWithProviders(<App />, { route: '/sign-in' });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  const guard: RequireRoleProps = {
    role: 'mentor',
    redirect: '/elsewhere',
    message: 'Mentors only',
    errorMessage: 'Could not check',
    loadingLabel: 'Checking role',
  };

  function renderGuarded(props: RequireRoleProps = guard, session: Session = signedIn) {
    return renderWithProviders(
      <Routes>
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        <Route path="/sign-in" element={<h1>Sign In</h1>} />
        <Route element={<RequireRole {...props} />}>
          <Route path="/mentors-only" element={<h1>Mentors only page</h1>} />
        </Route>
      </Routes>,
      { route: '/mentors-only?x=1', session },
    );
  }

  beforeEach(() => {
    notifications.clean();
    sessionStorage.clear();
  });

  it('lets someone with the role through', () => {
    mocks.profile = ready('mentor');
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Mentors only page' })).toBeInTheDocument();
  });

  it('accepts any one of several roles', () => {
    mocks.profile = ready('student', 'admin');
    renderGuarded({ ...guard, role: ['mentor', 'admin'] });
    expect(screen.getByRole('heading', { name: 'Mentors only page' })).toBeInTheDocument();
  });

  it('sends someone without the role to the redirect target with the message', async () => {
    mocks.profile = ready('student');
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(await screen.findByText('Mentors only')).toBeInTheDocument();
  });

  it('turns away someone without a profile in the same way', async () => {
    mocks.profile = { status: 'missing', profile: undefined };
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(await screen.findByText('Mentors only')).toBeInTheDocument();
  });

  it('redirects without a toast when the screen has no message', () => {
    mocks.profile = ready('student');
    renderGuarded({ role: 'mentor', redirect: '/elsewhere' });
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('reports a profile that cannot be read with its own message', async () => {
    mocks.profile = { status: 'error', profile: undefined, error: new Error('offline') };
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(await screen.findByText('Could not check')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /sign-in, remembering the way back', () => {
    mocks.profile = { status: 'signedOut', profile: undefined };
    renderGuarded(guard, { status: 'signedOut', user: null });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectPath')).toBe('/mentors-only?x=1');
  });

  it('waits for the profile with a labelled spinner', () => {
    mocks.profile = { status: 'loading', profile: undefined };
    renderGuarded();
    expect(screen.getByLabelText('Checking role')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
