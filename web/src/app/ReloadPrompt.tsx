import { Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { TEXTS } from '@mentorbridge/model';

/** Registers the service worker and offers a reload when a new version is waiting. */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  if (!needRefresh) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      withBorder
      p="md"
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Text fw={600}>{TEXTS.update.title}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {TEXTS.update.intro}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {TEXTS.update.reload}
        </Button>
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
          {TEXTS.update.later}
        </Button>
      </Group>
    </Paper>
  );
}
