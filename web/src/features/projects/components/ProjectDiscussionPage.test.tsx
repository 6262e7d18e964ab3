import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import type { ProjectAccess } from '../api/access';
import { ProjectDiscussionPage } from './ProjectDiscussionPage';
import { signedIn, testMessage, testProject } from './testData';

const mocks = vi.hoisted(() => ({ access: { status: 'loading' } as ProjectAccess }));

vi.mock('../api/signedIn', () => ({ useSignedInProjectAccess: () => mocks.access }));
// The page's own thread renders; only its data comes from here (one message).
vi.mock('../api/messages', () => ({
  useProjectMessages: () => ({
    status: 'success',
    data: [{ id: 'm1', data: testMessage('m1', 'mentor', 'Welcome aboard', '2026-01-01T10:00:00Z'), pending: false }],
    pending: false,
    fromCache: false,
  }),
  sendProjectMessage: vi.fn(),
}));
vi.mock('@/session/profile', () => ({ useMyProfile: () => ({ status: 'loading', profile: undefined }) }));
vi.mock('@/lib/rateLimit', () => ({ loadRateLimits: vi.fn() }));

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/project-discussions/:projectId" element={<ProjectDiscussionPage />} />
    </Routes>,
    { route: '/project-discussions/p1', session: signedIn('student') },
  );
}

describe('ProjectDiscussionPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('waits while access is being checked', () => {
    mocks.access = { status: 'loading' };
    renderPage();
    expect(screen.getByLabelText('Loading discussion')).toBeInTheDocument();
  });

  it('sends a user without access home with the spec’s message', async () => {
    mocks.access = { status: 'denied', reason: 'enrollment rejected' };
    renderPage();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText("You don't have permission to access this discussion")).toBeInTheDocument();
  });

  it('shows the not-found page with the discussion hint for a deleted project', () => {
    mocks.access = { status: 'notFound' };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The project may have been deleted, or you may not have access to its discussion.'),
    ).toBeInTheDocument();
  });

  it('shows the thread, the Project Info card and Back to those with access', () => {
    mocks.access = { status: 'allowed', project: testProject(), asMentor: false };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio Project' })).toBeInTheDocument();
    const thread = screen.getByRole('log', { name: 'Messages' });
    expect(within(thread).getByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
