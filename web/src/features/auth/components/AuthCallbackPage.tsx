import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { applyActionCode } from 'firebase/auth';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../config';
import { getAuthInstance } from '../../../lib/auth';
import { takeRedirect } from '../../../lib/storage';
import { clearSignUpState } from '../api/accountFlows';
import { useSession } from '../api/session';

/**
 * Where e-mail links and sign-in returns land. Reset links (`mode=resetPassword&oobCode=…`) go on to
 * /reset-password?token=…; e-mail verification links are applied here; the recovery continue URL
 * (`type=recovery`) goes to /sign-in; any other return resumes the remembered path when signed in.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  // An action code works once: StrictMode's second effect run must not apply it again.
  const applied = useRef(false);
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');

  useEffect(() => {
    if (mode === 'resetPassword' && oobCode) {
      navigate(`/reset-password?token=${encodeURIComponent(oobCode)}`, { replace: true });
      return;
    }
    if (oobCode && (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail')) {
      if (applied.current) return;
      applied.current = true;
      applyActionCode(getAuthInstance(), oobCode).then(
        () => {
          notifications.show({ color: 'green', message: 'Your email address has been verified.' });
          navigate('/profile', { replace: true });
        },
        () => {
          notifications.show({ color: 'red', message: 'Authentication failed. Please try again.' });
          navigate('/sign-in', { replace: true });
        },
      );
      return;
    }
    if (params.get('type') === 'recovery') {
      navigate('/sign-in', { replace: true });
      return;
    }
    if (session.status === 'loading') return;
    const timer = window.setTimeout(() => {
      clearSignUpState();
      if (session.status === 'signedIn') {
        notifications.show({ color: 'green', message: 'Welcome back!' });
        navigate(takeRedirect(), { replace: true });
      } else {
        notifications.show({ color: 'red', message: 'Authentication failed. Please try again.' });
        navigate('/sign-in', { replace: true });
      }
    }, LIMITS.callbackDelayMs);
    return () => window.clearTimeout(timer);
  }, [mode, oobCode, params, navigate, session.status]);

  return (
    <Center mih="50vh">
      <Stack align="center">
        <Loader aria-hidden />
        <Text role="status">Authenticating...</Text>
      </Stack>
    </Center>
  );
}
