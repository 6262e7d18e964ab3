import { screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../lib/models';
import { renderWithProviders } from '../../../test-utils';
import { AdminPage } from './AdminPage';

const mocks = vi.hoisted(() => ({
  profile: { status: 'loading', profile: undefined } as { status: string; profile: Partial<Profile> | undefined },
}));

vi.mock('../../profiles', () => ({
  useMyProfile: () => mocks.profile,
  isAdminProfile: (p: Profile | undefined) => p?.admin_role === 'admin',
  profileConverter: { toFirestore: (x: unknown) => x, fromFirestore: () => ({}) },
}));
// The tabs read Firestore; here every list is simply empty.
vi.mock('../api/paged', () => ({
  usePagedQuery: () => ({
    status: 'ready',
    items: [],
    hasMore: false,
    loadingMore: false,
    error: null,
    loadMore: () => undefined,
    patch: () => undefined,
    remove: () => () => undefined,
    reload: () => undefined,
  }),
}));
vi.mock('../api/records', () => ({
  adminQueries: { users: () => null, projects: () => null, videos: () => null, discussions: () => null, messages: () => null },
}));

function renderPage(route = '/admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    { route, session: { status: 'signedIn', user: { uid: 'me' } as User } },
  );
}

describe('AdminPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    notifications.clean();
    mocks.profile = { status: 'ready', profile: { id: 'me', admin_role: 'admin' } };
  });

  it('sends non-admins home with the permission toast', async () => {
    mocks.profile = { status: 'ready', profile: { id: 'me', admin_role: 'student' } };
    renderPage();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText("You don't have permission to access the admin dashboard")).toBeInTheDocument();
  });

  it('sends users without a profile home too, and reports a failed check', async () => {
    mocks.profile = { status: 'error', profile: undefined };
    renderPage();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Error checking admin permissions')).toBeInTheDocument();
  });

  it('waits for the profile before deciding', () => {
    mocks.profile = { status: 'loading', profile: undefined };
    renderPage();
    expect(screen.getByLabelText('Checking admin permissions')).toBeInTheDocument();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('shows admins the five tabs, the YouTube setup button, and opens the tab named in the URL', async () => {
    renderPage('/admin?tab=discussions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const name of ['Users', 'Projects', 'Videos', 'Discussions', 'Messages']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Search discussions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YouTube Setup' })).toHaveAttribute('href', '/youtube-setup');
  });
});
