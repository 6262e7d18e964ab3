import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { User } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { YoutubeSetupPage } from '@/features/videos/components/YoutubeSetupPage';
import type { ProfileState, Session } from '@/session';
import { renderWithProviders, testProfile } from '@/test-utils';
import { GUARDS } from './access';

const mocks = vi.hoisted(() => ({ profile: { status: 'loading', profile: undefined } as unknown, youtubeCall: vi.fn() }));
vi.mock('@/session/profile', () => ({ useMyProfile: () => mocks.profile }));
vi.mock('@/features/videos/api/youtubeIntegration', async (original) => ({
  ...(await original<typeof import('@/features/videos/api/youtubeIntegration')>()),
  youtubeCall: mocks.youtubeCall,
}));

const signedIn: Session = { status: 'signedIn', user: { uid: 'me' } as User };
const ready = (patch: Parameters<typeof testProfile>[0]): ProfileState => ({
  status: 'ready',
  pending: false,
  profile: testProfile({ id: 'me', ...patch }),
});

/** One guarded screen as the router mounts it, with the places a guard can send someone. */
function renderScreen(guard: ReactElement, path: string, page: ReactElement, session: Session = signedIn) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/projects" element={<p>Projects page</p>} />
      <Route path="/sign-in" element={<p>Sign in page</p>} />
      <Route element={guard}>
        <Route path={path} element={page} />
      </Route>
    </Routes>,
    { route: path, session },
  );
}

describe('screen access', () => {
  beforeEach(() => {
    // The notification store outlives each render; earlier toasts would queue new ones.
    notifications.clean();
    notifications.cleanQueue();
    sessionStorage.clear();
    mocks.youtubeCall.mockReset();
  });

  describe('/admin', () => {
    const renderAdmin = () => renderScreen(GUARDS.admin, '/admin', <h1>Admin Dashboard</h1>);

    it('sends non-admins home with the permission toast', async () => {
      mocks.profile = ready({ admin_role: 'student' });
      renderAdmin();
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(await screen.findByText("You don't have permission to access the admin dashboard")).toBeInTheDocument();
    });

    it('sends users without a profile home too, and reports a failed check', async () => {
      mocks.profile = { status: 'error', profile: undefined, error: new Error('offline') };
      renderAdmin();
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(await screen.findByText('Error checking admin permissions')).toBeInTheDocument();
    });

    it('waits for the profile before deciding', () => {
      mocks.profile = { status: 'loading', profile: undefined };
      renderAdmin();
      expect(screen.getByLabelText('Checking admin permissions')).toBeInTheDocument();
      expect(screen.queryByText('Home page')).toBeNull();
    });

    it('lets admins in', () => {
      mocks.profile = ready({ role: 'student', admin_role: 'admin' });
      renderAdmin();
      expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    });
  });

  it('sends non-mentors from /upload-video to the dashboard with the spec message', async () => {
    mocks.profile = ready({ role: 'student' });
    renderScreen(GUARDS.uploadVideo, '/upload-video', <h1>Upload Video</h1>);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText('Only mentors can upload videos')).toBeInTheDocument();
  });

  it('turns non-admins away from /youtube-setup before the page asks the server anything', async () => {
    mocks.profile = ready({});
    renderScreen(GUARDS.youtubeSetup, '/youtube-setup', <YoutubeSetupPage />);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Only admins can access YouTube setup')).toBeInTheDocument();
    expect(mocks.youtubeCall).not.toHaveBeenCalled();
  });

  it('sends students from /create-profile home without a message', async () => {
    mocks.profile = ready({ role: 'student' });
    renderScreen(GUARDS.createProfile, '/create-profile', <h1>Complete Your Professional Profile</h1>);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('sends students from /create-project to the projects with the spec message, and lets admins in to edit', async () => {
    mocks.profile = ready({ role: 'student' });
    const { unmount } = renderScreen(GUARDS.createProject, '/create-project', <h1>Create a New Project</h1>);
    expect(await screen.findByText('Projects page')).toBeInTheDocument();
    expect(await screen.findByText('Only mentors can create projects')).toBeInTheDocument();
    unmount();
    mocks.profile = ready({ role: 'student', admin_role: 'admin' });
    renderScreen(GUARDS.createProject, '/create-project', <h1>Create a New Project</h1>);
    expect(screen.getByRole('heading', { name: 'Create a New Project' })).toBeInTheDocument();
  });

  it('asks signed-out visitors of /community/new to sign in first and brings them back afterwards', async () => {
    renderScreen(GUARDS.newDiscussion, '/community/new', <h1>Start a New Discussion</h1>, { status: 'signedOut', user: null });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(await screen.findByText('Please sign in to create a discussion')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectPath')).toBe('/community/new');
  });
});
