import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testProfile } from '@/test-utils';
import { CompletionDialog } from './CompletionDialog';

const mocks = vi.hoisted(() => ({ update: vi.fn() }));
vi.mock('../api/profiles', () => ({ updateOwnProfile: mocks.update }));

const incomplete = () => testProfile({ id: 'iris', bio: '', topmate_url: '', specialization: 'Cybersecurity' });
const BIO = 'I have spent ten years defending networks and love teaching people how to start.';

describe('CompletionDialog', () => {
  beforeEach(() => {
    mocks.update.mockReset().mockResolvedValue(undefined);
    sessionStorage.clear();
  });

  it('cannot be dismissed: no close button, Escape does nothing', async () => {
    renderWithProviders(<CompletionDialog profile={incomplete()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Mentor Profile' });
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete Your Mentor Profile' })).toBeInTheDocument();
  });

  it('keeps Save disabled until bio and Topmate link are valid, with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CompletionDialog profile={incomplete()} />);
    const save = await screen.findByRole('button', { name: 'Save Profile' });
    expect(save).toBeDisabled();

    const bio = screen.getByLabelText(/^Bio/);
    await user.click(bio);
    await user.tab();
    expect(await screen.findByText(/Bio is required for mentors\./)).toBeInTheDocument();
    await user.click(bio);
    await user.paste('Short bio');
    await user.tab();
    expect(await screen.findByText(/Bio must be at least 50 characters long/)).toBeInTheDocument();
    expect(screen.getByText('9/50 characters')).toBeInTheDocument();

    await user.clear(bio);
    await user.click(bio);
    await user.paste(BIO);
    const url = screen.getByLabelText(/^Topmate URL/);
    // Pasted, not typed key by key: each key re-renders the dialog, which a loaded machine makes slow.
    await user.click(url);
    await user.paste('https://calendly.com/iris');
    await user.tab();
    expect(await screen.findByText('Please enter a valid Topmate URL (e.g., topmate.io/username/)')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(url);
    await user.paste('topmate.io/iris_sec/');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(mocks.update).toHaveBeenCalledWith('iris', {
      bio: BIO,
      specialization: 'Cybersecurity',
      topmate_url: 'topmate.io/iris_sec/',
    });
    expect(await screen.findByText('Profile completed successfully!')).toBeInTheDocument();
    expect(sessionStorage.getItem('mentorProfileDraft:iris')).toBeNull();
  });

  it('keeps what was typed as a draft across remounts', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<CompletionDialog profile={incomplete()} />);
    await user.click(await screen.findByLabelText(/^Topmate URL/));
    await user.paste('topmate.io/iris');
    unmount();
    renderWithProviders(<CompletionDialog profile={incomplete()} />);
    expect(await screen.findByLabelText(/^Topmate URL/)).toHaveValue('topmate.io/iris');
  });
});
