import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@mentorbridge/model';
import { UI } from '@/config';
import type { Session } from '@/session';
import { renderWithProviders } from '@/test-utils';
import { SetAdminPage } from './SetAdminPage';

const SIGNED_OUT_MESSAGE = 'You must be signed in to access this page';
const SETUP_OVER_MESSAGE = 'This page is only available during initial setup';
const SUCCESS_MESSAGE = 'You are now an admin! Redirecting to the admin dashboard...';

const mocks = vi.hoisted(() => ({
  profile: { status: 'loading', profile: undefined } as { status: string; profile: Partial<Profile> | undefined },
  isInitialSetup: vi.fn<() => Promise<boolean>>(),
  becomeAdmin: vi.fn<() => Promise<void>>(),
}));

vi.mock('@/session/profile', () => ({ useMyProfile: () => mocks.profile }));
vi.mock('../api/setAdmin', () => ({ isInitialSetup: mocks.isInitialSetup, becomeAdmin: mocks.becomeAdmin }));

const signedIn = { status: 'signedIn' as const, user: { uid: 'u1' } as User };

function renderPage(session: Session = signedIn) {
  return renderWithProviders(
    <Routes>
      <Route path="/set-admin" element={<SetAdminPage />} />
      <Route path="/admin" element={<p>Admin dashboard</p>} />
    </Routes>,
    { route: '/set-admin', session },
  );
}

describe('SetAdminPage', () => {
  beforeEach(() => {
    notifications.clean();
    mocks.profile = { status: 'ready', profile: { id: 'u1', admin_role: 'student' } };
    mocks.isInitialSetup.mockReset().mockResolvedValue(true);
    mocks.becomeAdmin.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('asks signed-out visitors to sign in', async () => {
    mocks.profile = { status: 'signedOut', profile: undefined };
    renderPage({ status: 'signedOut', user: null });
    await waitFor(() => expect(screen.getAllByText(SIGNED_OUT_MESSAGE)).toHaveLength(2)); // page and toast
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(mocks.isInitialSetup).not.toHaveBeenCalled();
  });

  it('is closed once there are more profiles than the limit', async () => {
    mocks.isInitialSetup.mockResolvedValue(false);
    renderPage();
    await waitFor(() => expect(screen.getAllByText(SETUP_OVER_MESSAGE)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Make Me Admin' })).toBeNull();
  });

  it('makes the user admin, says so, and opens /admin after the redirect delay', async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: 'Make Me Admin' });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(button));
    expect(mocks.becomeAdmin).toHaveBeenCalledTimes(1);
    expect(screen.getByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(UI.adminRedirectMs - 100));
    expect(screen.queryByText('Admin dashboard')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByText('Admin dashboard')).toBeInTheDocument();
  });

  it('shows the setup message when the server finds the limit passed meanwhile', async () => {
    mocks.becomeAdmin.mockRejectedValue(Object.assign(new Error(`${SETUP_OVER_MESSAGE} [400]`), { code: 'functions/failed-precondition' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Make Me Admin' }));
    await waitFor(() => expect(screen.getAllByText(SETUP_OVER_MESSAGE)).toHaveLength(2));
  });

  it('reports other failures and lets the user try again', async () => {
    mocks.becomeAdmin.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Make Me Admin' }));
    expect(await screen.findByText('Failed to set admin role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Me Admin' })).toBeEnabled();
  });

  it('sends an existing admin on to the dashboard instead', async () => {
    mocks.profile = { status: 'ready', profile: { id: 'u1', admin_role: 'admin' } };
    renderPage();
    expect(await screen.findByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
