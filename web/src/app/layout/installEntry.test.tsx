import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { Header } from './Header';

describe('Install app entry', () => {
  it('appears when the browser offers installation and opens its prompt', async () => {
    renderWithProviders(<Header menuOpened={false} onMenuToggle={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const prompt = vi.fn().mockResolvedValue(undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // A prompt can be used once: the entry goes until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
