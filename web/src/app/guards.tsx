import { useEffect, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../features/auth';
import { rememberRedirect } from '../lib/storage';

/** Full-area spinner while authentication loads. */
export function AuthLoading() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Login-required routes: remember where the user was going and send them to /sign-in. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signedOut') {
    rememberRedirect(location.pathname + location.search + location.hash);
    return <Navigate to="/sign-in" replace />;
  }
  return <Outlet />;
}

/** /sign-in and /sign-up: a signed-in user goes to /, optionally with an info toast. */
export function RedirectIfSignedIn({ message }: { message?: string }) {
  const { status } = useSession();
  // The signed-in state seen on arrival decides; a sign-in completed on the page navigates itself.
  const initial = useRef(status);
  if (initial.current === 'loading' && status !== 'loading') initial.current = status;
  const redirect = initial.current === 'signedIn';
  useEffect(() => {
    if (redirect && message) notifications.show({ color: 'blue', message });
  }, [redirect, message]);
  if (status === 'loading') return <AuthLoading />;
  if (redirect) return <Navigate to="/" replace />;
  return <Outlet />;
}
