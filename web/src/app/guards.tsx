import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageLoader } from '@/components/PageLoader';
import { toast } from '@/components/toast';
import { rememberRedirect } from '@/lib/storage';
import { hasRole, useMyProfile, useSession, type RoleRequirement } from '@/session';

/** Sends a signed-out visitor to /sign-in, remembering where they were going for after sign-in. */
export function ToSignIn({ message }: { message?: string }) {
  const location = useLocation();
  const path = location.pathname + location.search + location.hash;
  useEffect(() => {
    rememberRedirect(path);
    if (message) toast.info(message, { id: message });
  }, [path, message]);
  return <Navigate to="/sign-in" replace />;
}

/**
 * Whether someone is signed in, from reactfire's `useSigninCheck` (the guards of the login-required routes, under
 * SignedInLayout). Both it and the app's session follow the same Auth instance, but either may hear of the user
 * first: the answer waits until the session says the same, since the screens behind the guard read the session.
 */
function useSignedIn(): 'loading' | 'signedIn' | 'signedOut' {
  const check = useSigninCheck();
  const session = useSession();
  if (check.status !== 'success' || session.status === 'loading') return 'loading';
  const uid = check.data.signedIn ? check.data.user.uid : null;
  if ((session.user?.uid ?? null) !== uid) return 'loading';
  return uid ? 'signedIn' : 'signedOut';
}

/** Login-required routes: a spinner while authentication loads, /sign-in (with an optional info toast) when signed out. */
export function RequireAuth({ message }: { message?: string }) {
  const status = useSignedIn();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') return <ToSignIn message={message} />;
  return <Outlet />;
}

/**
 * /sign-in and /sign-up: a signed-in user goes to /, optionally with an info toast. These screens are outside
 * SignedInLayout, so this guard reads the app's session, not reactfire.
 */
export function RedirectIfSignedIn({ message }: { message?: string }) {
  const { status } = useSession();
  // The signed-in state seen on arrival decides; a sign-in completed on the page navigates itself.
  const initial = useRef(status);
  if (initial.current === 'loading' && status !== 'loading') initial.current = status;
  const redirect = initial.current === 'signedIn';
  useEffect(() => {
    if (redirect && message) toast.info(message);
  }, [redirect, message]);
  if (status === 'loading') return <PageLoader />;
  if (redirect) return <Navigate to="/" replace />;
  return <Outlet />;
}

export interface RequireRoleProps {
  /** The role the screen needs; with a list, any one of them will do. */
  role: RoleRequirement | readonly RoleRequirement[];
  /** Where everyone else goes. */
  redirect: string;
  /** The error toast for someone without the role (or without a profile); none when omitted. */
  message?: string;
  /** The error toast when the profile cannot be read; `message` when omitted. */
  errorMessage?: string;
  /** The spinner's label while the profile loads. */
  loadingLabel?: string;
}

/**
 * Role-restricted routes: waits for the signed-in user's profile, lets those with the role through and
 * sends everyone else to `redirect` with the screen's message. Signed-out visitors go to /sign-in.
 */
export function RequireRole({ role, redirect, message, errorMessage = message, loadingLabel }: RequireRoleProps) {
  const signedIn = useSignedIn();
  const me = useMyProfile();
  const verdict =
    signedIn !== 'signedIn'
      ? signedIn
      : me.status === 'loading' || me.status === 'signedOut'
        ? 'loading'
        : me.status === 'ready' && hasRole(me.profile, role)
          ? 'allowed'
          : me.status === 'error'
            ? 'failed'
            : 'denied';
  const toastText = verdict === 'denied' ? message : verdict === 'failed' ? errorMessage : undefined;
  useEffect(() => {
    // The text as id: a repeated effect (StrictMode, a re-render) never stacks the same toast.
    if (toastText) toast.error(toastText, { id: toastText });
  }, [toastText]);

  if (verdict === 'loading') return <PageLoader label={loadingLabel} />;
  if (verdict === 'signedOut') return <ToSignIn />;
  if (verdict !== 'allowed') return <Navigate to={redirect} replace />;
  return <Outlet />;
}
