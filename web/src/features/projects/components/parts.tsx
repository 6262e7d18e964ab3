import type { ReactNode } from 'react';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import type { Timestamp } from 'firebase/firestore';
import {
  DIFFICULTY_LABELS,
  ENROLLMENT_STATUS_COLORS,
  ENROLLMENT_STATUS_LABELS,
  type Difficulty,
  type EnrollmentStatus,
} from '../api/models';

const DIFFICULTY_COLORS: Record<Difficulty, string> = { beginner: 'teal', intermediate: 'blue', advanced: 'grape' };

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Badge color={DIFFICULTY_COLORS[difficulty]} variant="light">
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}

/** Green approved, red rejected, yellow pending. */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <Badge color={ENROLLMENT_STATUS_COLORS[status]} variant="filled" autoContrast>
      {ENROLLMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Marks data changed on this device that the server has not confirmed yet (e.g. while offline). */
export function PendingBadge() {
  return (
    <Badge color="gray" variant="outline" size="sm" title="Saved on this device; it will sync when you are online">
      Pending
    </Badge>
  );
}

export function formatDate(value: Timestamp | null): string {
  return value ? value.toDate().toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

export function formatDateTime(value: Timestamp | null): string {
  return value
    ? value.toDate().toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : '';
}

/** A small confirm dialog; `stackId` places it above another dialog inside a Modal.Stack. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'blue',
  onConfirm,
  onCancel,
  stackId,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  onConfirm: () => void;
  onCancel: () => void;
  stackId?: string;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} stackId={stackId} centered>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color={color} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
