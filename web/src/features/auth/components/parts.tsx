import type { ReactNode } from 'react';
import { Anchor, Button, Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconBrandGoogle } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { AuthFlowError } from '../api/accountFlows';

/** The centred card every auth screen uses. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" ta="center" size="sm" mt={6}>
          {subtitle}
        </Text>
      )}
      <Paper withBorder radius="md" p="lg" mt="lg">
        {children}
      </Paper>
    </Container>
  );
}

/** The card's subtitle line that sends the visitor to the other auth screen: "<prompt> <link>". */
export function AuthSwitch({ prompt, link, to }: { prompt: string; link: string; to: string }) {
  return (
    <>
      {prompt}{' '}
      <Anchor component={Link} to={to}>
        {link}
      </Anchor>
    </>
  );
}

/** Google first, a divider, then the e-mail form; while one way is busy the other is disabled. */
export function GoogleOrEmail({
  before,
  google,
  onGoogle,
  divider,
  busy,
  onSubmit,
  children,
}: {
  before?: ReactNode;
  google: string;
  onGoogle: () => void;
  divider: string;
  busy: 'email' | 'google' | null;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Stack>
      {before}
      <GoogleButton onClick={onGoogle} loading={busy === 'google'} disabled={busy === 'email'}>
        {google}
      </GoogleButton>
      <Divider label={divider} labelPosition="center" />
      <form onSubmit={onSubmit} noValidate>
        <Stack>{children}</Stack>
      </form>
    </Stack>
  );
}

export function GoogleButton({
  children,
  onClick,
  ...props
}: {
  children: ReactNode;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  // Google's sign-in window needs the network: say so at once instead of a popup that fails obscurely.
  const click = () => {
    if (navigator.onLine === false) toast.error(TEXTS.errors.offline);
    else onClick();
  };
  return (
    <Button variant="default" fullWidth leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={click} {...props}>
      {children}
    </Button>
  );
}

/** Shows a failed auth step: its own message when it has one, otherwise the fallback. */
export function showAuthError(error: unknown, fallback: string): void {
  if (error instanceof AuthFlowError) {
    if (error.detail) toast.error(error.detail, { title: error.message });
    else toast.error(error.message);
    return;
  }
  toast.error(fallback);
}
