import { startTransition, useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Modal, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBrandLinkedin, IconCheck, IconHelp, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  DELETABLE_ENROLLMENT_STATUSES,
  isOneOf,
  LIMITS,
  REJECT_REASONS,
  schemas,
  TEXTS,
  type Enrollment,
  type EnrollmentDecision,
} from '@mentorbridge/model';
import { ConfirmDelete, ConfirmDialog } from '@/components/ConfirmDialog';
import { PendingBadge } from '@/components/PendingBadge';
import { toast } from '@/components/toast';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';
import type { LiveItem } from '@/lib/liveQuery';
import { settle } from '@/lib/writeOutcome';
import { PersonAvatar } from '@/session';
import { decideEnrollment, deleteEnrollment, type DecisionDetails } from '../api/enrollments';
import { daysWaiting } from '../api/requestSections';
import { ApplicationMessage } from './ApplicationMessage';
import { EnrollmentStatusBadge } from './parts';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

type Confirming = { kind: 'approve' | 'reject' | 'delete' | 'ask'; enrollment: Enrollment; open: boolean } | null;

const t = TEXTS.toasts.enrollments;
// A rejection is not good news for anyone: its toast is neutral.
const DECISION_TOASTS: Record<EnrollmentDecision, { ok: string; failed: string; show: 'success' | 'notice' }> = {
  approved: { ok: t.approved, failed: t.approveFailed, show: 'success' },
  rejected: { ok: t.rejected, failed: t.rejectFailed, show: 'notice' },
  needs_info: { ok: t.questionSent, failed: t.processFailed, show: 'success' },
};

/** A pending request that has waited LIMITS.enrollmentWaitingHighlightDays or more (it expires at 14). */
function waitsLong(enrollment: Pick<Enrollment, 'status' | 'waiting_since'>, days: number | null): boolean {
  return enrollment.status === 'pending' && days !== null && days >= LIMITS.enrollmentWaitingHighlightDays;
}

/** Decisions go through the decideEnrollment callable (it counts the seats), so they need the network. */
async function decide(enrollment: Enrollment, decision: EnrollmentDecision, details?: DecisionDetails) {
  const texts = DECISION_TOASTS[decision];
  try {
    await decideEnrollment(enrollment.id, decision, details);
    toast[texts.show](texts.ok);
  } catch (error) {
    toast.error(errorText(error, TEXTS.toasts.unknownError), { title: texts.failed });
  }
}

interface DecisionDialogProps {
  enrollment: Enrollment | null;
  opened: boolean;
  onClose: () => void;
  stackId?: string;
}

/**
 * The frame of a decision that needs words from the mentor: a dialog with its form, Cancel and the submit
 * button, which cannot be closed while the decision is on its way.
 */
function DecisionForm({
  opened,
  onClose,
  stackId,
  title,
  sending,
  onSubmit,
  submit,
  children,
}: Omit<DecisionDialogProps, 'enrollment'> & {
  title: string;
  sending: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submit: { label: string; color?: string };
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={sending ? () => undefined : onClose} title={title} stackId={stackId} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <FormActions submit={submit.label} onCancel={onClose} busy={sending} color={submit.color} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Sends a decision from a dialog's form, then resets the form and closes the dialog. */
function useDecision<V extends Record<string, unknown>>(
  enrollment: Enrollment | null,
  onClose: () => void,
  form: { reset: () => void },
  send: (enrollment: Enrollment, values: V) => Promise<void>,
) {
  const [sending, setSending] = useState(false);
  const run = async (values: V) => {
    if (!enrollment) return;
    setSending(true);
    await send(enrollment, values);
    setSending(false);
    form.reset();
    onClose();
  };
  return { sending, run };
}

/** The mentor's question to the student (the request then waits for the student's answer). */
function AskDialog({ enrollment, ...dialog }: DecisionDialogProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { question: '' },
    validate: schemaResolver(schemas.enrollmentQuestionForm, { sync: true }),
  });
  const { sending, run } = useDecision(enrollment, dialog.onClose, form, (e, { question }: { question: string }) =>
    decide(e, 'needs_info', { question }),
  );
  return (
    <DecisionForm
      {...dialog}
      title={TEXTS.enrollment.askForInfo}
      sending={sending}
      onSubmit={form.onSubmit((values) => void run(values), focusFirstInvalid)}
      submit={{ label: TEXTS.enrollment.sendQuestion }}
    >
      <LongText
        label={TEXTS.enrollment.questionLabel}
        max={LIMITS.enrollmentQuestion}
        description={enrollment ? `${enrollment.student.display_name} · ${enrollment.project.title}` : undefined}
        required
        data-autofocus
        {...form.getInputProps('question')}
      />
    </DecisionForm>
  );
}

const REASON_OPTIONS = [
  { value: '', label: TEXTS.enrollment.noReason },
  ...REJECT_REASONS.map((reason) => ({ value: reason, label: TEXTS.enrollment.rejectReasons[reason] })),
];

/** Rejecting with care: a confirmation like Approve's, with an optional reason and note that the student reads. */
function RejectDialog({ enrollment, ...dialog }: DecisionDialogProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '', note: '' },
    validate: schemaResolver(schemas.rejectForm, { sync: true }),
  });
  const { sending, run } = useDecision(enrollment, dialog.onClose, form, (e, { reason, note }: { reason: string; note: string }) => {
    const chosen = REJECT_REASONS.find((r) => r === reason);
    return decide(e, 'rejected', { ...(chosen ? { reason: chosen } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
  });
  return (
    <DecisionForm
      {...dialog}
      title={TEXTS.enrollment.rejectTitle}
      sending={sending}
      onSubmit={form.onSubmit((values) => void run(values), focusFirstInvalid)}
      submit={{ label: TEXTS.enrollment.reject, color: 'red' }}
    >
      <Text size="sm">
        {enrollment ? TEXTS.enrollment.rejectMessage(enrollment.student.display_name, enrollment.project.title) : null}
      </Text>
      <NativeSelect label={TEXTS.enrollment.rejectReasonLabel} data={REASON_OPTIONS} data-autofocus {...form.getInputProps('reason')} />
      <LongText label={TEXTS.enrollment.rejectNoteLabel} max={LIMITS.rejectNote} rows={2} {...form.getInputProps('note')} />
    </DecisionForm>
  );
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
 * A mentor's list of applications: Approve (after a confirm dialog), Reject (after one with a reason) and Ask for More
 * Info while pending, with a "Waiting 7+ days" mark on old ones; the question and the student's answer; Delete
 * (after a confirm dialog) once ended. `stackId` is needed inside another dialog.
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
  // The confirmations open in a transition: the press is painted first (docs/architecture.md, "Interactions").

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
            const waited = e.status === 'pending' ? daysWaiting(e) : null;
            return (
              <Paper key={id} component="li" withBorder radius="md" p="md" aria-label={`${name}${showProject ? `, ${e.project.title}` : ''}`}>
                <Group justify="space-between" gap="sm" align="flex-start" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                    <PersonAvatar id={e.student_id} name={name} src={e.student.avatar_url} />
                    {/* Apart enough that each link is a 24 px target (WCAG 2.5.8): name, project, LinkedIn. */}
                    <Stack gap={6} miw={0}>
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
                            {TEXTS.enrollment.linkedin}
                          </Group>
                        </Anchor>
                      )}
                      <Text size="xs" c="dimmed">
                        {TEXTS.enrollment.applied(formatDate(e.created_at))}
                        {waited !== null && ` · ${TEXTS.enrollment.waitingDays(waited)}`}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs" justify="flex-end">
                    {pending && <PendingBadge />}
                    {waitsLong(e, waited) && (
                      <Badge color="orange" variant="light">
                        {TEXTS.enrollment.waitingLong}
                      </Badge>
                    )}
                    <EnrollmentStatusBadge status={e.status} />
                  </Group>
                </Group>
                <ApplicationMessage message={e.message} />
                {e.question && (
                  <Stack gap={2} mt="sm">
                    <Text size="sm" fw={600}>
                      {TEXTS.enrollment.youAsked}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {e.question}
                    </Text>
                    {e.answer && (
                      <>
                        <Text size="sm" fw={600}>
                          {TEXTS.enrollment.studentAnswered}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {e.answer}
                        </Text>
                      </>
                    )}
                  </Stack>
                )}
                <Group gap="xs" justify="flex-end" mt="sm">
                  {e.status === 'pending' ? (
                    <>
                      <Button
                        size="xs"
                        color="green"
                        leftSection={<IconCheck size={16} aria-hidden />}
                        aria-label={TEXTS.enrollment.approveLabel(name)}
                        onClick={() => startTransition(() => setConfirming({ kind: 'approve', enrollment: e, open: true }))}
                      >
                        {TEXTS.confirm.approveEnrollment.action}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconX size={16} aria-hidden />}
                        aria-label={`${TEXTS.enrollment.reject} ${name}`}
                        onClick={() => startTransition(() => setConfirming({ kind: 'reject', enrollment: e, open: true }))}
                      >
                        {TEXTS.enrollment.reject}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconHelp size={16} aria-hidden />}
                        aria-label={`${TEXTS.enrollment.askForInfo}: ${name}`}
                        onClick={() => startTransition(() => setConfirming({ kind: 'ask', enrollment: e, open: true }))}
                      >
                        {TEXTS.enrollment.askForInfo}
                      </Button>
                    </>
                  ) : e.status === 'needs_info' ? (
                    <Text size="sm" c="dimmed">
                      {TEXTS.enrollment.waitingForStudent}
                    </Text>
                  ) : (
                    isOneOf(DELETABLE_ENROLLMENT_STATUSES, e.status) && (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={TEXTS.enrollment.deleteLabel(name)}
                      onClick={() => startTransition(() => setConfirming({ kind: 'delete', enrollment: e, open: true }))}
                    >
                      {TEXTS.actions.delete}
                    </Button>
                    )
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {/* The dialogs stay mounted even when the list empties, so a stacked dialog always closes properly. */}
      <AskDialog
        enrollment={confirming?.kind === 'ask' ? confirming.enrollment : null}
        opened={confirming?.kind === 'ask' && confirming.open}
        onClose={close}
        stackId={stackId ? `${stackId}-ask` : undefined}
      />
      <RejectDialog
        enrollment={confirming?.kind === 'reject' ? confirming.enrollment : null}
        opened={confirming?.kind === 'reject' && confirming.open}
        onClose={close}
        stackId={stackId ? `${stackId}-reject` : undefined}
      />
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
      <ConfirmDelete
        texts={TEXTS.confirm.deleteEnrollment}
        message={TEXTS.confirm.deleteEnrollment.message(
          confirming ? TEXTS.enrollment.status[confirming.enrollment.status].toLowerCase() : '',
          confirming?.enrollment.student.display_name ?? '',
        )}
        opened={confirming?.kind === 'delete' && confirming.open}
        stackId={stackId ? `${stackId}-delete` : undefined}
        onCancel={close}
        onConfirm={() => {
          if (confirming) void remove(confirming.enrollment);
          close();
        }}
      />
    </>
  );
}
