import { useState } from 'react';
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { EmailField, stateInput } from '@/components/formFields';
import { toast } from '@/components/toast';
import { sendResetLink } from '../api/passwordReset';
import { AuthCard } from './parts';

/** Asks for an e-mail address and sends the password reset link. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(TEXTS.auth.resetEmailRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendResetLink(email);
      toast.success(TEXTS.toasts.auth.resetLinkSent);
      setSent(true);
    } catch {
      toast.error(TEXTS.toasts.auth.resetLinkFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={TEXTS.auth.forgotTitle} subtitle={TEXTS.auth.forgotIntro}>
      {sent ? (
        <Stack align="center" ta="center">
          <IconMailCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
          <Alert color="green" variant="light" w="100%" role="status">
            <Text fw={600}>{TEXTS.auth.resetLinkSent}</Text>
            <Text size="sm" mt={4}>
              {TEXTS.auth.checkSpam}
            </Text>
          </Alert>
          <Button fullWidth onClick={() => navigate('/sign-in')}>
            {TEXTS.auth.returnToSignIn}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <EmailField {...stateInput(email, setEmail, error)} />
            <Button type="submit" loading={busy}>
              {TEXTS.auth.sendResetLink}
            </Button>
          </Stack>
        </form>
      )}
      <Center mt="md">
        <Anchor component={Link} to="/sign-in" size="sm">
          {TEXTS.auth.backToLogin}
        </Anchor>
      </Center>
    </AuthCard>
  );
}
