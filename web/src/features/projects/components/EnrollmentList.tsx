import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS, type Enrollment } from '@mentorbridge/model';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PendingBadge } from '@/components/PendingBadge';
import { toast } from '@/components/toast';
import { formatDate } from '@/lib/dates';
import type { LiveItem } from '@/lib/liveQuery';
import { settle } from '@/lib/writeOutcome';
import { PersonAvatar } from '@/session';
import { decideEnrollment, deleteEnrollment } from '../api/enrollments';
import { EnrollmentStatusBadge } from './parts';

type Confirming = { kind: 'approve' | 'delete'; enrollment: Enrollment; open: boolean } | null;

const t = TEXTS.toasts.enrollments;
const DECISION_TOASTS = {
  approved: { ok: t.approved, failed: t.approveFailed },
  rejected: { ok: t.rejected, failed: t.rejectFailed },
} as const;

async function decide(enrollment: Enrollment, status: 'approved' | 'rejected') {
  const texts = DECISION_TOASTS[status];
  const failed = () => toast.error(texts.failed);
  try {
    await settle(decideEnrollment(enrollment.id, status), failed);
    toast.success(texts.ok);
  } catch {
    failed();
  }
}

async function remove(enrollment: Enrollment) {
  const failed = () => toast.error(t.processFailed);
  try {
    await settle(deleteEnrollment(enrollment.id), failed);
    toast.success(t.deleted);
  } catch {
    failed();
  }
}

/**
 * A mentor's list of enrollment requests: Approve (after a confirm dialog) and Reject (at once)
 * while pending, Delete (after a confirm dialog) once decided. `stackId` is needed inside another dialog.
 */
export function EnrollmentList({
  items,
  showProject = false,
  empty,
  stackId,
}: {
  items: readonly LiveItem<Enrollment>[];
  showProject?: boolean;
  empty: string;
  stackId?: string;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The target stays set while the dialog fades out, so its text does not vanish mid-transition.
  const close = () => setConfirming((c) => c && { ...c, open: false });

  return (
    <>
      {items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map(({ id, data: e, pending }) => {
            const name = e.student.display_name;
            return (
              <Paper key={id} component="li" withBorder radius="md" p="md" aria-label={`${name}${showProject ? `, ${e.project.title}` : ''}`}>
                <Group justify="space-between" gap="sm" align="flex-start" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                    <PersonAvatar name={name} src={e.student.avatar_url} />
                    <Stack gap={2} miw={0}>
                      <Anchor component={Link} to={`/profile/${e.student_id}`} fw={600}>
                        {name}
                      </Anchor>
                      {showProject && (
                        <Anchor component={Link} to={`/projects/${e.project_id}`} size="sm" c="dimmed">
                          {e.project.title}
                        </Anchor>
                      )}
                      {e.linkedin_url && (
                        <Anchor href={e.linkedin_url} target="_blank" rel="noopener noreferrer" size="sm">
                          <Group gap={4} component="span" wrap="nowrap">
                            <IconBrandLinkedin size={16} aria-hidden />
                            LinkedIn Profile
                          </Group>
                        </Anchor>
                      )}
                      <Text size="xs" c="dimmed">
                        Applied {formatDate(e.created_at) || 'just now'}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs" justify="flex-end">
                    {pending && <PendingBadge />}
                    <EnrollmentStatusBadge status={e.status} />
                  </Group>
                </Group>
                <Group gap="xs" justify="flex-end" mt="sm">
                  {e.status === 'pending' ? (
                    <>
                      <Button
                        size="xs"
                        color="green"
                        leftSection={<IconCheck size={16} aria-hidden />}
                        aria-label={`Approve ${name}`}
                        onClick={() => setConfirming({ kind: 'approve', enrollment: e, open: true })}
                      >
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconX size={16} aria-hidden />}
                        aria-label={`Reject ${name}`}
                        onClick={() => void decide(e, 'rejected')}
                      >
                        Reject
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={`Delete request from ${name}`}
                      onClick={() => setConfirming({ kind: 'delete', enrollment: e, open: true })}
                    >
                      Delete
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {/* The dialogs stay mounted even when the list empties, so a stacked dialog always closes properly. */}
      <ConfirmDialog
        opened={confirming?.kind === 'approve' && confirming.open}
        title={TEXTS.confirm.approveEnrollment.title}
        confirmLabel={TEXTS.confirm.approveEnrollment.action}
        color="green"
        stackId={stackId}
        onCancel={close}
        onConfirm={() => {
          if (confirming) void decide(confirming.enrollment, 'approved');
          close();
        }}
      >
        {TEXTS.confirm.approveEnrollment.message(
          confirming?.enrollment.student.display_name ?? '',
          confirming?.enrollment.project.title ?? '',
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming?.kind === 'delete' && confirming.open}
        title={TEXTS.confirm.deleteEnrollment.title}
        confirmLabel={TEXTS.confirm.deleteEnrollment.action}
        destructive
        stackId={stackId ? `${stackId}-delete` : undefined}
        onCancel={close}
        onConfirm={() => {
          if (confirming) void remove(confirming.enrollment);
          close();
        }}
      >
        {TEXTS.confirm.deleteEnrollment.message(
          confirming?.enrollment.status ?? '',
          confirming?.enrollment.student.display_name ?? '',
        )}
      </ConfirmDialog>
    </>
  );
}
