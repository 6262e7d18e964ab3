import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { FunctionsError } from 'firebase/functions';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { PageLoader } from '@/components/PageLoader';
import { toast } from '@/components/toast';
import { UI } from '@/config';
import { errorText } from '@/lib/errors';
import { rememberRedirect } from '@/lib/storage';
import { isAdmin, useMyProfile, useSession } from '@/session';
import { becomeAdmin, isInitialSetup } from '../api/setAdmin';

const SIGNED_OUT_MESSAGE = TEXTS.toasts.admin.setAdminSignedOut;
const SETUP_OVER_MESSAGE = TEXTS.errors.setupOver;

type Stage = 'checking' | 'open' | 'over' | 'checkFailed' | 'granting' | 'granted';

function Shell({ children }: { children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {TEXTS.setAdmin.title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** /set-admin: the first user makes themselves admin while the platform has 5 or fewer profiles. */
export function SetAdminPage() {
  const session = useSession();
  const myProfile = useMyProfile();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('checking');
  const [checkError, setCheckError] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alreadyAdmin = myProfile.status === 'ready' && isAdmin(myProfile.profile) && stage !== 'granted';

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const signedIn = session.status === 'signedIn';
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    setStage('checking');
    isInitialSetup().then(
      (open) => live && setStage(open ? 'open' : 'over'),
      (error: unknown) => {
        if (!live) return;
        setCheckError(errorText(error, TEXTS.toasts.admin.setAdminFailed));
        setStage('checkFailed');
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, attempt]);

  const closedToast = session.status === 'signedOut' ? SIGNED_OUT_MESSAGE : stage === 'over' && !alreadyAdmin ? SETUP_OVER_MESSAGE : null;
  useEffect(() => {
    if (closedToast) toast.error(closedToast, { id: 'set-admin-closed' });
  }, [closedToast]);

  const grant = async () => {
    setStage('granting');
    try {
      await becomeAdmin();
      setStage('granted');
      toast.success(TEXTS.toasts.admin.setAdminGranted);
      redirectTimer.current = setTimeout(() => navigate('/admin'), UI.adminRedirectMs);
    } catch (error) {
      const code = (error as Partial<FunctionsError>).code;
      if (code === 'functions/failed-precondition') {
        setStage('over');
        return;
      }
      setStage('open');
      toast.error(code === 'functions/unauthenticated' ? TEXTS.toasts.admin.authenticationError : errorText(error, TEXTS.toasts.admin.setAdminFailed));
    }
  };

  if (session.status === 'loading') {
    return <PageLoader />;
  }

  if (session.status === 'signedOut') {
    return (
      <Shell>
        <Text>{SIGNED_OUT_MESSAGE}</Text>
        <Button component={Link} to="/sign-in" onClick={() => rememberRedirect('/set-admin')} w="fit-content">
          {TEXTS.actions.signIn}
        </Button>
      </Shell>
    );
  }

  if (alreadyAdmin) {
    return (
      <Shell>
        <Text>{TEXTS.setAdmin.alreadyAdmin}</Text>
        <Button component={Link} to="/admin" w="fit-content">
          {TEXTS.setAdmin.goToAdmin}
        </Button>
      </Shell>
    );
  }

  if (stage === 'checking') {
    return (
      <Shell>
        <Center py="md">
          <Loader role="status" aria-label={TEXTS.loading.setupStatus} />
        </Center>
      </Shell>
    );
  }

  if (stage === 'over') {
    return (
      <Shell>
        <Text>{SETUP_OVER_MESSAGE}</Text>
        <Button component={Link} to="/" variant="default" w="fit-content">
          {TEXTS.setAdmin.goHome}
        </Button>
      </Shell>
    );
  }

  if (stage === 'checkFailed') {
    return (
      <Shell>
        <Alert color="red" title={TEXTS.setAdmin.checkFailed}>
          {checkError}
        </Alert>
        <Button variant="default" onClick={() => setAttempt((n) => n + 1)} w="fit-content">
          {TEXTS.actions.tryAgain}
        </Button>
      </Shell>
    );
  }

  return (
    <Shell>
      <Text>{TEXTS.setAdmin.intro}</Text>
      {stage === 'granted' ? (
        <Alert color="green" icon={<IconShieldCheck size={18} aria-hidden />} title={TEXTS.setAdmin.granted}>
          {TEXTS.setAdmin.redirecting}
        </Alert>
      ) : (
        <Button onClick={() => void grant()} loading={stage === 'granting'} leftSection={<IconShieldCheck size={18} aria-hidden />} w="fit-content">
          {TEXTS.setAdmin.makeMeAdmin}
        </Button>
      )}
    </Shell>
  );
}
