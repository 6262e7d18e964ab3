import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { reportError } from '../lib/errorReports';
import { ErrorBoundary } from './ErrorBoundary';

vi.mock('../lib/errorReports', () => ({ reportError: vi.fn() }));

let shouldThrow = true;
function Bomb() {
  if (shouldThrow) throw new Error('kaboom');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows the spec screen with details and recovers on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    function Host() {
      const [key] = useState(0);
      return (
        <ErrorBoundary key={key}>
          <Bomb />
        </ErrorBoundary>
      );
    }
    renderWithProviders(<Host />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. This might be due to a temporary issue.')).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    // Reported (lib/errorReports.ts sends the same error once per page load).
    expect(vi.mocked(reportError)).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }));
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('renders a supplied custom fallback instead', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary fallback={<p>Custom fallback</p>}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Custom fallback')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
