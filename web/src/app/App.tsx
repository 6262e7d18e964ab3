import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../features/auth';
import { ErrorBoundary } from './ErrorBoundary';
import { ReloadPrompt } from './ReloadPrompt';
import { createAppRouter } from './router';
import { theme, themeStorageManager } from './theme';

const router = createAppRouter();

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={themeStorageManager()}>
      <Notifications position="top-right" limit={3} autoClose={4000} />
      <ReloadPrompt />
      <ErrorBoundary>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
