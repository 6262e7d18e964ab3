import type { ReactNode } from 'react';
import { Button, Group, type MantineColor, type MantineSize } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

interface FormActionsProps {
  /** The primary button's words. */
  submit: ReactNode;
  /** Runs the action; without it the primary button submits its form. */
  onSubmit?: () => void;
  /** Cancel's action; without it there is no Cancel. */
  onCancel?: () => void;
  /** While the action runs: the primary button spins and Cancel waits for it. */
  busy?: boolean;
  /** The primary button cannot be pressed yet (a choice is missing). */
  disabled?: boolean;
  /** Red for an action that removes, refuses or reports. */
  color?: MantineColor;
  size?: MantineSize;
  /** Cancel takes the focus when its dialog opens: the safe choice of a confirmation. */
  focusCancel?: boolean;
}

/** The end of a form or dialog: Cancel, then its action, on the right. One look and one busy behaviour everywhere. */
export function FormActions({ submit, onSubmit, onCancel, busy = false, disabled, color, size, focusCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" size={size} onClick={onCancel} disabled={busy} data-autofocus={focusCancel || undefined}>
          {TEXTS.actions.cancel}
        </Button>
      )}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        color={color}
        size={size}
        loading={busy}
        disabled={disabled}
      >
        {submit}
      </Button>
    </Group>
  );
}
