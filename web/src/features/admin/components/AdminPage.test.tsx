import { screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, readyPages } from '@/test-utils';
import { AdminPage } from './AdminPage';

// Who may open /admin is the route guard's business: app/access.test.tsx covers it.
// The tabs read Firestore; here every list is simply empty.
vi.mock('../api/paged', () => ({ usePagedQuery: () => readyPages([]) }));
vi.mock('../api/records', () => ({
  adminQueries: { users: () => null, projects: () => null, videos: () => null, discussions: () => null, messages: () => null, audit: () => null },
}));

function renderPage(route = '/admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    { route, session: { status: 'signedIn', user: { uid: 'me' } as User } },
  );
}

describe('AdminPage', () => {
  beforeEach(() => notifications.clean());

  it('shows admins the six tabs, the YouTube setup button, and opens the tab named in the URL', async () => {
    renderPage('/admin?tab=discussions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const name of ['Users', 'Projects', 'Videos', 'Discussions', 'Messages', 'Audit']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Search discussions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YouTube Setup' })).toHaveAttribute('href', '/youtube-setup');
  });
});
