import type { ReactNode } from 'react';
import { Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { FormActions } from './FormActions';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action: the confirm button is red. */
  destructive?: boolean;
  /** The confirm button's colour otherwise (e.g. green to approve); the theme's colour by default. */
  color?: MantineColor;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Places the dialog inside a Modal.Stack (above another dialog). */
  stackId?: string;
}

/** Asks before an action. Cancel, the safe choice, has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  destructive = false,
  color,
  loading = false,
  onConfirm,
  onCancel,
  stackId,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      stackId={stackId}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      centered
    >
      <Stack gap="lg">
        <Text size="sm" component="div">
          {children}
        </Text>
        <FormActions
          submit={confirmLabel}
          onSubmit={onConfirm}
          onCancel={onCancel}
          busy={loading}
          color={destructive ? 'red' : color}
          focusCancel
        />
      </Stack>
    </Modal>
  );
}

/** A delete confirmation's words, as the catalogue's `TEXTS.confirm.delete…` entries give them. */
export interface DeleteTexts {
  title: string;
  action: string;
}

type ConfirmDeleteBase = Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'children' | 'destructive' | 'color'>;

export type ConfirmDeleteProps = ConfirmDeleteBase &
  (
    | { texts: DeleteTexts & { message: string }; message?: ReactNode }
    | { texts: DeleteTexts; /** What will go (the entry's own message when it is a plain sentence). */ message: ReactNode }
  );

/**
 * Asks before deleting: the one confirm-delete block. The entry gives the title, the red
 * confirm button's label and, unless `message` says it, the sentence.
 */
export function ConfirmDelete({ texts, message, ...dialog }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog {...dialog} title={texts.title} confirmLabel={texts.action} destructive>
      {message ?? ('message' in texts ? texts.message : null)}
    </ConfirmDialog>
  );
}
