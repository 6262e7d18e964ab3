import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import type { FunctionsError } from 'firebase/functions';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../config';
import { functionErrorMessage } from '../../../lib/functions';
import { rememberRedirect } from '../../../lib/storage';
import { useSession } from '../../auth';
import { isAdminProfile, useMyProfile } from '../../profiles';
import { becomeAdmin, isInitialSetup } from '../api/setAdmin';

export const SIGNED_OUT_MESSAGE = 'You must be signed in to access this page';
export const SETUP_OVER_MESSAGE = 'This page is only available during initial setup';
export const SUCCESS_MESSAGE = 'You are now an admin! Redirecting to the admin dashboard...';

type Stage = 'checking' | 'open' | 'over' | 'checkFailed' | 'granting' | 'granted';

function Shell({ children }: { children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            Initial Admin Setup
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
  const alreadyAdmin = myProfile.status === 'ready' && isAdminProfile(myProfile.profile) && stage !== 'granted';

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
        setCheckError(functionErrorMessage(error, 'Failed to set admin role'));
        setStage('checkFailed');
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, attempt]);

  const closedToast = session.status === 'signedOut' ? SIGNED_OUT_MESSAGE : stage === 'over' && !alreadyAdmin ? SETUP_OVER_MESSAGE : null;
  useEffect(() => {
    if (closedToast) notifications.show({ id: 'set-admin-closed', color: 'red', message: closedToast });
  }, [closedToast]);

  const grant = async () => {
    setStage('granting');
    try {
      await becomeAdmin();
      setStage('granted');
      notifications.show({ color: 'green', message: SUCCESS_MESSAGE });
      redirectTimer.current = setTimeout(() => navigate('/admin'), LIMITS.adminRedirectMs);
    } catch (error) {
      const code = (error as Partial<FunctionsError>).code;
      if (code === 'functions/failed-precondition') {
        setStage('over');
        return;
      }
      setStage('open');
      const message = code === 'functions/unauthenticated' ? 'Authentication error' : functionErrorMessage(error, 'Failed to set admin role');
      notifications.show({ color: 'red', message });
    }
  };

  if (session.status === 'loading') {
    return (
      <Center mih="50vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }

  if (session.status === 'signedOut') {
    return (
      <Shell>
        <Text>{SIGNED_OUT_MESSAGE}</Text>
        <Button component={Link} to="/sign-in" onClick={() => rememberRedirect('/set-admin')} w="fit-content">
          Sign In
        </Button>
      </Shell>
    );
  }

  if (alreadyAdmin) {
    return (
      <Shell>
        <Text>You are already an admin.</Text>
        <Button component={Link} to="/admin" w="fit-content">
          Go to Admin Dashboard
        </Button>
      </Shell>
    );
  }

  if (stage === 'checking') {
    return (
      <Shell>
        <Center py="md">
          <Loader aria-label="Checking setup status" />
        </Center>
      </Shell>
    );
  }

  if (stage === 'over') {
    return (
      <Shell>
        <Text>{SETUP_OVER_MESSAGE}</Text>
        <Button component={Link} to="/" variant="default" w="fit-content">
          Go Home
        </Button>
      </Shell>
    );
  }

  if (stage === 'checkFailed') {
    return (
      <Shell>
        <Alert color="red" title="Could not check the setup status">
          {checkError}
        </Alert>
        <Button variant="default" onClick={() => setAttempt((n) => n + 1)} w="fit-content">
          Try Again
        </Button>
      </Shell>
    );
  }

  return (
    <Shell>
      <Text>
        While the platform has {LIMITS.setAdminMaxProfiles} or fewer profiles, a signed-in user can make themselves
        the first admin. Admins manage users, projects, videos and discussions.
      </Text>
      {stage === 'granted' ? (
        <Alert color="green" icon={<IconShieldCheck size={18} aria-hidden />} title="You are now an admin!">
          Taking you to the admin dashboard…
        </Alert>
      ) : (
        <Button onClick={() => void grant()} loading={stage === 'granting'} leftSection={<IconShieldCheck size={18} aria-hidden />} w="fit-content">
          Make Me Admin
        </Button>
      )}
    </Shell>
  );
}
