import type { ReactNode } from 'react';
import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle } from '@tabler/icons-react';
import { OFFLINE_MESSAGE } from '../../../lib/functions';
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
    if (navigator.onLine === false) notifications.show({ color: 'red', message: OFFLINE_MESSAGE });
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
    notifications.show(
      error.detail
        ? { color: 'red', title: error.message, message: error.detail }
        : { color: 'red', message: error.message },
    );
    return;
  }
  notifications.show({ color: 'red', message: fallback });
}
