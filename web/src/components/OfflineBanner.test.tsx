import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { OfflineBanner } from './OfflineBanner';
import { useOnlineStatus } from './useOnlineStatus';

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('OfflineBanner', () => {
  it('says the device is offline and how fresh each list is', () => {
    renderWithProviders(
      <OfflineBanner
        now={NOW}
        lists={[
          { label: 'Mentors', at: NOW - 5 * 60_000 },
          { label: 'Career videos', at: null },
        ]}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent("You're offline");
    expect(banner).toHaveTextContent('Mentors last refreshed 5 minutes ago');
    expect(banner).toHaveTextContent('Career videos have not been saved on this device yet.');
    expect(banner).toHaveTextContent("sent when you're back online");
  });
});

function Status() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

describe('useOnlineStatus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser going offline and back', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<Status />);
    expect(screen.getByText('online')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('offline')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
