import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Imported with the file, not inside the test: the app's module graph is large, and loading it on a busy machine
// must not count against the test's time.
import { AppFrame } from './App';

// The toasts' chunk does not arrive (a request the browser aborted, offline).
vi.mock('./DeferredShell', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('AppFrame', () => {
  it('keeps the page when the chunk of the toasts and the update prompt cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <AppFrame>
        <p>The mentor directory</p>
      </AppFrame>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Toasts and the update prompt could not load:', expect.anything()));
    expect(screen.getByText('The mentor directory')).toBeInTheDocument();
    warn.mockRestore();
  });
});
