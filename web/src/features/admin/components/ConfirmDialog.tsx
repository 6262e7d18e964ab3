import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive action's confirmation: Cancel has the focus, the red button does it. */
export function ConfirmDialog({ opened, title, children, confirmLabel, loading, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onCancel} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
