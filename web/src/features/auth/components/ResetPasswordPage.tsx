import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { NewPasswordFields, stateInput } from '@/components/formFields';
import { toast } from '@/components/toast';
import { checkResetCode, resetPassword } from '../api/passwordReset';
import { resetPasswordState } from '../api/signUpForm';
import { AuthCard } from './parts';

type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid' };

/** Sets a new password with the code from the reset link (query parameter `token`). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [code, setCode] = useState<CodeState>({ status: 'checking' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    checkResetCode(token).then(
      (email) => active && setCode({ status: 'valid', email }),
      () => active && setCode({ status: 'invalid' }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <AuthCard title={TEXTS.auth.resetTitle}>
      {!token || code.status === 'invalid' ? (
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {TEXTS.auth.invalidResetLink}
          </Alert>
          <Button component={Link} to="/forgot-password">
            {TEXTS.auth.requestNewLink}
          </Button>
        </Stack>
      ) : code.status === 'checking' ? (
        <Center py="lg">
          <Loader role="status" aria-label={TEXTS.loading.resetLink} />
        </Center>
      ) : (
        <NewPasswordForm token={token} email={code.email} />
      )}
    </AuthCard>
  );
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { passwordError, confirmError, canSubmit } = resetPasswordState(password, confirm);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!token) return toast.error(TEXTS.toasts.auth.missingResetToken);
    if (passwordError) return toast.error(passwordError);
    if (!canSubmit) return toast.error(TEXTS.auth.passwordsDoNotMatch);
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success(TEXTS.toasts.auth.passwordReset);
      navigate('/sign-in', { replace: true });
    } catch {
      setBusy(false);
      toast.error(TEXTS.toasts.auth.passwordResetFailed);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {TEXTS.auth.resetIntro(email)}
        </Text>
        <NewPasswordFields kind="reset" password={stateInput(password, setPassword, passwordError)} confirmation={stateInput(confirm, setConfirm, confirmError)} />
        <Button type="submit" disabled={!canSubmit} loading={busy}>
          {TEXTS.auth.resetTitle}
        </Button>
      </Stack>
    </form>
  );
}
