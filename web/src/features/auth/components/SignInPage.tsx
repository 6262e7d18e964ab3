import { useState } from 'react';
import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router-dom';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getAuthInstance } from '../../../lib/auth';
import { takeRedirect } from '../../../lib/storage';

/** Sign in with e-mail and password; returns to the remembered path or /. */
export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter your email and password');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signInWithEmailAndPassword(getAuthInstance(), email.trim(), password);
      notifications.show({ color: 'green', message: 'Signed in successfully!' });
      navigate(takeRedirect(), { replace: true });
    } catch {
      notifications.show({ color: 'red', message: 'Failed to sign in' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center">
        Sign In
      </Title>
      <Text c="dimmed" ta="center" size="sm" mt={5}>
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/sign-up">
          Sign Up
        </Anchor>
      </Text>
      <Paper withBorder p="lg" mt="lg" component="form" onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
