import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { GoogleButton } from './parts';

describe('GoogleButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says You're offline instead of opening Google's window without a network", async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const onClick = vi.fn();
    renderWithProviders(<GoogleButton onClick={onClick}>Sign in with Google</GoogleButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('opens the sign-in when online', async () => {
    const onClick = vi.fn();
    renderWithProviders(<GoogleButton onClick={onClick}>Sign in with Google</GoogleButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
