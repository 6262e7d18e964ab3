import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@mentorbridge/model';
import { renderWithProviders, testProfile } from '@/test-utils';
import { AcceptingControl } from './AcceptingControl';

const mocks = vi.hoisted(() => ({ profile: null as Profile | null, setAccepting: vi.fn() }));
vi.mock('@/session', async (original) => ({
  ...(await original<typeof import('@/session')>()),
  useMyProfile: () => ({ status: 'ready', pending: false, profile: mocks.profile }),
}));
vi.mock('../api/profiles', () => ({ setAccepting: mocks.setAccepting }));

describe('AcceptingControl', () => {
  beforeEach(() => mocks.setAccepting.mockReset().mockResolvedValue(undefined));

  it('explains an automatic pause and resumes with one click', async () => {
    mocks.profile = testProfile({ accepting: false, paused_reason: 'expired_requests' });
    renderWithProviders(<AcceptingControl />);
    expect(screen.getByText(/3 or more of your applications expired in the last 30 days/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume accepting applications' }));
    await waitFor(() => expect(mocks.setAccepting).toHaveBeenCalledWith('mentor-1', true));
    expect(await screen.findByText('You are accepting applications again')).toBeInTheDocument();
  });

  it('lets an accepting mentor pause new applications', async () => {
    mocks.profile = testProfile();
    renderWithProviders(<AcceptingControl />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause new applications' }));
    await waitFor(() => expect(mocks.setAccepting).toHaveBeenCalledWith('mentor-1', false));
  });

  it('shows nothing to students', () => {
    mocks.profile = testProfile({ role: 'student' });
    renderWithProviders(<AcceptingControl />);
    expect(screen.queryByRole('button', { name: /applications/ })).toBeNull();
  });
});
