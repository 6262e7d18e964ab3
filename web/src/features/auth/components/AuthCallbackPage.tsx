import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { applyActionCode } from 'firebase/auth';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getAuthInstance } from '@/lib/auth';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { UI } from '@/config';
import { takeRedirect } from '@/lib/storage';
import { useSession } from '@/session';
import { clearSignUpState } from '../api/accountFlows';

/**
 * Where e-mail links and sign-in returns land. Reset links (`mode=resetPassword&oobCode=…`) go on to
 * /reset-password?token=…; e-mail verification links are applied here; the recovery continue URL
 * (`type=recovery`) goes to /sign-in; any other return resumes the remembered path when signed in.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const auth = getAuthInstance();
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
      applyActionCode(auth, oobCode).then(
        () => {
          toast.success(TEXTS.toasts.auth.emailVerified);
          navigate('/profile', { replace: true });
        },
        () => {
          toast.error(TEXTS.toasts.auth.authenticationFailed);
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
        toast.success(TEXTS.toasts.auth.welcomeBack);
        navigate(takeRedirect(), { replace: true });
      } else {
        toast.error(TEXTS.toasts.auth.authenticationFailed);
        navigate('/sign-in', { replace: true });
      }
    }, UI.callbackDelayMs);
    return () => window.clearTimeout(timer);
  }, [mode, oobCode, params, navigate, session.status, auth]);

  return (
    <Center mih="50vh">
      <Stack align="center">
        <Loader aria-hidden />
        <Text role="status">{TEXTS.auth.authenticating}</Text>
      </Stack>
    </Center>
  );
}
