import { screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import type { Session } from '../features/auth';
import { RedirectIfSignedIn, RequireAuth } from './guards';

const signedIn: Session = { status: 'signedIn', user: { uid: 'u1' } as User };

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
