import { startTransition, useId, useState } from 'react';
import { Alert, Blockquote, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBrandLinkedin, IconCalendarDue, IconCheck, IconClock, IconHelp, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  expiresAt,
  isOneOf,
  LIMITS,
  OPEN_ENROLLMENT_STATUSES,
  REAPPLY_STATUSES,
  responseRateText,
  responsivenessText,
  schemas,
  seatsLeft,
  TEXTS,
  type Enrollment,
  type EnrollmentStatus,
  type Project,
} from '@mentorbridge/model';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { useMySuspension } from '@/features/moderation';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';
import { settle } from '@/lib/writeOutcome';
import { isMentor, useMyProfile, useProfile, useSession } from '@/session';
import { answerEnrollment, applyToProject, useMyEnrollment, withdrawEnrollment } from '../api/enrollments';
import { ENROLLMENT_BUTTON_LABELS, ENROLLMENT_STATUS_COLORS } from '../api/labels';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

/**
 * "Expires on Dec 9, 2026 if the mentor does not answer": when the daily sweep would expire a pending application
 * (nothing for any other state).
 */
export function ExpiryLine({ enrollment, size }: { enrollment: Pick<Enrollment, 'status' | 'waiting_since' | 'decided_at'>; size: 'xs' | 'sm' }) {
  const at = enrollment.status === 'pending' ? expiresAt(enrollment) : null;
  if (!at) return null;
  return (
    <Text size={size} c={size === 'xs' ? 'dimmed' : undefined}>
      {TEXTS.enrollment.expiresOn(formatDate(at))}
    </Text>
  );
}

/** The mentor's reason and note with a rejection, as the student reads them. */
export function RejectionReason({
  enrollment,
  mt,
}: {
  enrollment: Pick<Enrollment, 'status' | 'reject_reason' | 'reject_note'>;
  mt?: 'sm';
}) {
  if (enrollment.status !== 'rejected' || (!enrollment.reject_reason && !enrollment.reject_note)) return null;
  return (
    <Stack gap={2} mt={mt}>
      {enrollment.reject_reason && (
        <Text size="sm">
          <Text span fw={600}>
            {TEXTS.enrollment.mentorsReason}:
          </Text>{' '}
          {TEXTS.enrollment.rejectReasons[enrollment.reject_reason]}
        </Text>
      )}
      {enrollment.reject_note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {TEXTS.enrollment.mentorsNote}:
          </Text>{' '}
          {enrollment.reject_note}
        </Text>
      )}
    </Stack>
  );
}

const STATUS_ICONS: Record<EnrollmentStatus, typeof IconClock> = {
  pending: IconClock,
  needs_info: IconHelp,
  approved: IconCheck,
  rejected: IconX,
  withdrawn: IconX,
  expired: IconClock,
};

/**
 * The apply dialog: the LinkedIn link and the student's message, and before sending, how soon the mentor answers
 * (`responsiveness`, null while their profile loads) and when the request would expire unanswered.
 */
function EnrollDialog({
  project,
  responsiveness,
  opened,
  onClose,
}: {
  project: Project;
  responsiveness: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { linkedin_url: '', message: '' },
    validate: schemaResolver(schemas.enrollForm, { sync: true }),
  });
  // A request sent now waits for the mentor from now: the date the daily sweep would expire it.
  const expires = expiresAt({ status: 'pending', waiting_since: new Date(), decided_at: null });

  // The applyToProject callable checks the caps and seats and builds the request; its refusal keeps the dialog
  // open with the reason, so nothing typed is lost.
  const submit = form.onSubmit(async ({ linkedin_url, message }) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await applyToProject(project.id, linkedin_url, message);
      toast.success(TEXTS.toasts.enrollments.sent);
      form.reset();
      onClose();
    } catch (error) {
      const reason = errorText(error, TEXTS.toasts.unknownError);
      setRefusal(reason);
      toast.error(TEXTS.toasts.enrollments.failed(reason));
    } finally {
      setSubmitting(false);
    }
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.enrollment.applyTitle(project.title)} stackId="enroll" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {TEXTS.enrollment.applyIntro(project.mentor.display_name)}
          </Text>
          <TextInput
            label={TEXTS.enrollment.linkedinLabel}
            placeholder={TEXTS.enrollment.linkedinPlaceholder}
            leftSection={<IconBrandLinkedin size={18} aria-hidden />}
            type="url"
            autoComplete="url"
            required
            data-autofocus
            {...form.getInputProps('linkedin_url')}
          />
          <LongText
            label={TEXTS.enrollment.messageLabel}
            max={LIMITS.applicationMessageMax}
            rows={4}
            required
            maxRows={12}
            description={
              <Text component="span" size="xs" c="dimmed" aria-live="polite">
                {TEXTS.enrollment.messageCounter(form.values.message.trim().length)}
              </Text>
            }
            {...form.getInputProps('message')}
          />
          <Stack gap={4}>
            {responsiveness && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{TEXTS.enrollment.applyResponseTime(project.mentor.display_name, responsiveness)}</Text>
              </Group>
            )}
            {expires && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconCalendarDue size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{TEXTS.enrollment.applyExpires(formatDate(expires))}</Text>
              </Group>
            )}
          </Stack>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <FormActions submit={TEXTS.enrollment.send} onCancel={onClose} busy={submitting} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The mentor's question and the student's answer, which makes the application pending again (works offline). A
 * suspended student reads the question, and why they cannot answer now.
 */
export function AnswerForm({ enrollment }: { enrollment: Enrollment }) {
  const suspension = useMySuspension();
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { answer: '' },
    validate: schemaResolver(schemas.enrollmentAnswerForm, { sync: true }),
  });
  const submit = form.onSubmit(async ({ answer }) => {
    setSending(true);
    const failed = (error: unknown) =>
      toast.error(TEXTS.toasts.enrollments.answerFailed, { title: errorText(error, TEXTS.toasts.unknownError) });
    try {
      await settle(answerEnrollment(enrollment.id, answer), failed);
      toast.success(TEXTS.toasts.enrollments.answerSent);
      form.reset();
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  }, focusFirstInvalid);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {TEXTS.enrollment.mentorAsked}
        </Text>
        <Blockquote p="sm" color="blue">
          {enrollment.question}
        </Blockquote>
        {suspension ? (
          <SuspendedButton suspension={suspension} label={TEXTS.enrollment.sendAnswer} />
        ) : (
          <>
            <LongText label={TEXTS.enrollment.yourAnswer} max={LIMITS.enrollmentAnswer} required {...form.getInputProps('answer')} />
            <Group justify="flex-end">
              <Button type="submit" loading={sending}>
                {TEXTS.enrollment.sendAnswer}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

type Suspension = NonNullable<ReturnType<typeof useMySuspension>>;

/**
 * What a suspended student sees in place of an action the rules would refuse them (applying, answering, withdrawing):
 * the action, disabled, and why, from the suspension banner's words.
 */
function SuspendedButton({ suspension, label, variant }: { suspension: Suspension; label: string; variant?: 'default' }) {
  const why = TEXTS.moderation;
  const suspendedId = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Button variant={variant} disabled aria-describedby={suspendedId}>
        {label}
      </Button>
      <Text id={suspendedId} size="sm" c="dimmed">
        {why.suspended}
        {suspension.reason && ` ${why.bannerReason(why.reasons[suspension.reason])}`}
      </Text>
    </Stack>
  );
}

/**
 * Withdraws an open application after asking (works offline: the change waits on this device). A suspended student
 * may not (the rules refuse their writes): the button is disabled, with why.
 */
export function WithdrawButton({ enrollment }: { enrollment: Enrollment }) {
  const [asking, setAsking] = useState(false);
  const suspension = useMySuspension();
  const withdraw = async () => {
    setAsking(false);
    const failed = (error: unknown) =>
      toast.error(TEXTS.toasts.enrollments.withdrawFailed, { title: errorText(error, TEXTS.toasts.unknownError) });
    try {
      await settle(withdrawEnrollment(enrollment.id), failed);
      toast.success(TEXTS.toasts.enrollments.withdrawn);
    } catch (error) {
      failed(error);
    }
  };
  const confirm = TEXTS.confirm.withdrawEnrollment;
  if (suspension) return <SuspendedButton suspension={suspension} label={TEXTS.enrollment.withdraw} variant="default" />;
  return (
    <>
      <Button variant="default" color="red" onClick={() => startTransition(() => setAsking(true))}>
        {TEXTS.enrollment.withdraw}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={confirm.title}
        confirmLabel={confirm.action}
        destructive
        onConfirm={() => void withdraw()}
        onCancel={() => setAsking(false)}
        stackId="withdraw"
      >
        {confirm.message(enrollment.project.title)}
      </ConfirmDialog>
    </>
  );
}

/**
 * The student's side of the application workflow: the mentor's response time and rate, the Apply button (or
 * "Full"), the application's state (with its expiry date while pending, and the mentor's reason when rejected), the
 * answer to a mentor's question, withdrawing, and applying again after an application ended.
 */
export function EnrollSection({ project }: { project: Project }) {
  const { status, user } = useSession();
  const me = useMyProfile();
  const mine = useMyEnrollment(project.id, user?.uid ?? null);
  // The rules refuse a suspended student's writes: what they see matches what they may do.
  const suspension = useMySuspension();
  const [open, setOpen] = useState(false);
  // Mentor profiles are public: a paused mentor's projects say so to everyone.
  const mentor = useProfile(project.mentor_id);
  const paused = mentor.status === 'ready' && !mentor.profile.accepting;
  const full = seatsLeft(project) === 0;
  // Where the student decides to apply: how soon and how often this mentor answers.
  const responseTime =
    mentor.status === 'ready'
      ? [responsivenessText(mentor.profile.stats), responseRateText(mentor.profile.stats)].filter(Boolean).join(' · ')
      : null;
  const responsiveness =
    responseTime !== null ? (
      <Text size="sm" c="dimmed">
        {responseTime}
      </Text>
    ) : null;

  if (status === 'signedOut') {
    return (
      <Stack gap="xs" align="flex-start">
        {responsiveness}
        {paused ? (
          <Button disabled>{TEXTS.enrollment.notAccepting}</Button>
        ) : (
          <Button onClick={() => toast.error(TEXTS.toasts.enrollments.signInToEnroll)}>{TEXTS.enrollment.apply}</Button>
        )}
      </Stack>
    );
  }
  if (me.status === 'ready' && isMentor(me.profile)) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.enrollment.mentorsPublish}
      </Text>
    );
  }

  const enrollment = mine.status === 'success' ? mine.data : null;
  const ended = enrollment !== null && isOneOf(REAPPLY_STATUSES, enrollment.status);
  const canApply = !suspension && (!enrollment || ended);
  const applyButton = suspension ? (
    <SuspendedButton suspension={suspension} label={ended ? TEXTS.enrollment.applyAgain : TEXTS.enrollment.apply} />
  ) : full ? (
    <Button disabled>{TEXTS.enrollment.full}</Button>
  ) : paused ? (
    <Button disabled>{TEXTS.enrollment.notAccepting}</Button>
  ) : (
    // The dialog opens in a transition: the press is painted first (docs/architecture.md, "Interactions").
    <Button onClick={() => startTransition(() => setOpen(true))} loading={status === 'loading' || mine.status === 'loading'}>
      {ended ? TEXTS.enrollment.applyAgain : TEXTS.enrollment.apply}
    </Button>
  );

  let body = (
    <Stack gap="xs" align="flex-start">
      {responsiveness}
      {applyButton}
    </Stack>
  );
  if (enrollment) {
    const Icon = STATUS_ICONS[enrollment.status];
    body = (
      <Stack gap="sm">
        <Group>
          <Button disabled leftSection={<Icon size={18} aria-hidden />}>
            {ENROLLMENT_BUTTON_LABELS[enrollment.status]}
          </Button>
          {enrollment.status === 'approved' && (
            <Button component={Link} to={`/project-discussions/${project.id}`} variant="light">
              {TEXTS.projectDetails.viewDiscussions}
            </Button>
          )}
          {isOneOf(OPEN_ENROLLMENT_STATUSES, enrollment.status) && <WithdrawButton enrollment={enrollment} />}
          {ended && applyButton}
        </Group>
        <Alert color={ENROLLMENT_STATUS_COLORS[enrollment.status]} variant="light">
          <Stack gap={4}>
            <Text size="sm">
              {TEXTS.enrollment.notes[enrollment.status]}
              {mine.pending && ` ${TEXTS.enrollment.sentWhenOnline}`}
            </Text>
            <ExpiryLine enrollment={enrollment} size="sm" />
            <RejectionReason enrollment={enrollment} />
          </Stack>
        </Alert>
        {enrollment.status === 'needs_info' && <AnswerForm enrollment={enrollment} />}
        {ended && responsiveness}
      </Stack>
    );
  }

  return (
    <>
      {body}
      {/* Always mounted: a stacked dialog must close (not unmount) to leave the dialog stack. */}
      <EnrollDialog
        project={project}
        responsiveness={responseTime}
        opened={open && canApply && !full && !paused}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
