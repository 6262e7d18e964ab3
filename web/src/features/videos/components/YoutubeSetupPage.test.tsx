import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { YoutubeTokenStatus } from '@mentorbridge/model';
import { renderWithProviders } from '@/test-utils';
import { YoutubeSetupPage } from './YoutubeSetupPage';

// Only admins get here: the route's guard turns everyone else away (app/access.test.tsx).
const mocks = vi.hoisted(() => ({ youtubeCall: vi.fn() }));

vi.mock('../api/youtubeIntegration', async (original) => ({
  ...(await original<typeof import('../api/youtubeIntegration')>()),
  youtubeCall: mocks.youtubeCall,
}));

const token = (age: number, healthy: boolean, errors = 0): YoutubeTokenStatus => ({
  has_token: true,
  token_info: { age_days: age, last_used_at: null, error_count: errors, last_error: errors ? 'Token has been expired or revoked.' : null },
  health: { healthy, daysUntilExpiry: Math.max(0, 7 - age), aging: age > 5 },
});

function answer(status: YoutubeTokenStatus, others: Record<string, unknown> = {}) {
  mocks.youtubeCall.mockImplementation(async (req: { action: string }) =>
    req.action === 'get_token_status' ? status : others[req.action],
  );
}

function renderPage(route = '/youtube-setup') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/youtube-setup" element={<YoutubeSetupPage />} />
    </Routes>,
    { route },
  );
}

// Typing through user-event is slow on a busy machine.
describe('YoutubeSetupPage', () => {
  beforeEach(() => {
    // The notification store outlives each render; earlier toasts would queue new ones.
    notifications.clean();
    notifications.cleanQueue();
    mocks.youtubeCall.mockReset();
  });

  it('shows needs setup without a token', async () => {
    answer({ has_token: false, token_info: null, health: null });
    renderPage();
    expect(await screen.findByText('Setup required')).toBeInTheDocument();
  });

  it('shows ready, with an aging warning after 5 days', async () => {
    answer(token(5.5, true));
    renderPage();
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('Token aging')).toBeInTheDocument();
    expect(screen.getByText('5.5 days')).toBeInTheDocument();
  });

  it('shows expired when unhealthy, with the last error', async () => {
    answer(token(2, false, 3));
    renderPage();
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Token has been expired or revoked.')).toBeInTheDocument();
  });

  it('needs setup and says so when the status check fails', async () => {
    mocks.youtubeCall.mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByText('Setup required')).toBeInTheDocument();
    expect(screen.getByText('Error checking setup status')).toBeInTheDocument();
  });

  it('keeps Complete Setup disabled until a code is entered, then exchanges it', async () => {
    answer({ has_token: false, token_info: null, health: null }, { exchange_token: { success: true } });
    renderPage();
    const button = screen.getByRole('button', { name: 'Complete Setup' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Authorization code'), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Authorization code'), '4/abc');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByText('YouTube integration set up successfully!')).toBeInTheDocument();
    expect(mocks.youtubeCall).toHaveBeenCalledWith({
      action: 'exchange_token',
      code: '4/abc',
      redirect_uri: `${window.location.origin}/youtube-setup`,
    });
  });

  it('takes the code Google sends back and reports a failed exchange', async () => {
    answer(
      { has_token: false, token_info: null, health: null },
      { exchange_token: { success: false, error: 'No refresh token received', error_description: 'Authorize again.' } },
    );
    renderPage('/youtube-setup?code=4%2Fgoogle&scope=x');
    expect(await screen.findByText(/Authorization code received!/)).toBeInTheDocument();
    expect(screen.getByLabelText('Authorization code')).toHaveValue('4/google');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Setup failed: No refresh token received')).toBeInTheDocument();
    expect(screen.getByText('Authorize again.')).toBeInTheDocument();
  });

  it('reports refresh and test results with the spec prefixes', async () => {
    answer(token(1, true), {
      refresh_token: { success: false, error: 'Token has been expired or revoked.' },
      upload_video: { success: false, error: 'YouTube integration is not configured', error_code: 'AUTH_REQUIRED' },
    });
    renderPage();
    await screen.findByText('Ready');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Token' }));
    expect(await screen.findByText('Token refresh failed: Token has been expired or revoked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Test Upload' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Test Upload' }));
    expect(await screen.findByText('Test failed: YouTube integration is not configured')).toBeInTheDocument();
    expect(mocks.youtubeCall).toHaveBeenCalledWith(expect.objectContaining({ action: 'upload_video', demo_mode: true }));
  });

  it('opens the authorization window at the URL from the function', async () => {
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    answer({ has_token: false, token_info: null, health: null }, { get_oauth_url: { oauth_url: 'https://accounts.example/auth' } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Authorization' }));
    expect(await screen.findByText(/Complete the authorization in the new window/)).toBeInTheDocument();
    expect(open).toHaveBeenCalled();
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('https://accounts.example/auth');
    open.mockRestore();
  });

  it('says when the OAuth URL is missing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    answer({ has_token: false, token_info: null, health: null }, { get_oauth_url: { error: 'not configured' } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Authorization' }));
    expect(await screen.findByText('Failed to get OAuth URL. Please check configuration.')).toBeInTheDocument();
    open.mockRestore();
  });
});
