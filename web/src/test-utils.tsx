import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionContextProvider, type Session } from './features/auth';
import { theme } from './app/theme';

/** Renders UI inside the app's providers with a fixed route and session. */
export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string; session?: Session } = {},
) {
  const session = options.session ?? { status: 'signedOut', user: null };
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <SessionContextProvider value={session}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </SessionContextProvider>
    </MantineProvider>,
  );
}
