import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBrandLinkedin, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FALLBACK_NAME, personCopy, schemas, TEXTS, type EnrollmentStatus, type Project } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/errors';
import { settle } from '@/lib/writeOutcome';
import { useMyProfile, useSession } from '@/session';
import { applyToProject, findEnrollment, useMyEnrollment } from '../api/enrollments';
import { ENROLLMENT_BUTTON_LABELS, ENROLLMENT_STATUS_LABELS } from '../api/labels';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';

const STATUS_NOTES: Record<EnrollmentStatus, { color: string; text: string }> = {
  pending: { color: 'yellow', text: 'Your request is waiting for the mentor’s decision.' },
  approved: { color: 'green', text: 'You are enrolled in this project. Join the conversation in its discussion.' },
  rejected: { color: 'red', text: 'The mentor did not accept your request for this project.' },
};

const STATUS_ICONS: Record<EnrollmentStatus, typeof IconClock> = { pending: IconClock, approved: IconCheck, rejected: IconX };

function EnrollDialog({ project, opened, onClose }: { project: Project; opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const me = useMyProfile();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { linkedin_url: '' },
    validate: schemaResolver(schemas.enrollForm, { sync: true }),
  });

  const submit = form.onSubmit(async ({ linkedin_url }) => {
    if (!user) return;
    const student =
      me.status === 'ready'
        ? personCopy(me.profile)
        : personCopy({ id: user.uid, display_name: user.displayName ?? user.email?.split('@')[0] ?? FALLBACK_NAME });
    setSubmitting(true);
    try {
      // One request per student and project: an existing one is reported instead of sent again.
      const existing = await findEnrollment(project.id, user.uid).catch(() => null);
      if (existing) {
        toast.info(TEXTS.toasts.enrollments.alreadyApplied(ENROLLMENT_STATUS_LABELS[existing.status]));
        onClose();
        return;
      }
      await settle(applyToProject(project, student, linkedin_url).saved, (error) =>
        toast.error(TEXTS.toasts.enrollments.failed(errorText(error, TEXTS.toasts.unknownError))),
      );
      toast.success(TEXTS.toasts.enrollments.sent);
      form.reset();
      onClose();
    } catch (error) {
      toast.error(TEXTS.toasts.enrollments.failed(errorText(error, TEXTS.toasts.unknownError)));
    } finally {
      setSubmitting(false);
    }
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={onClose} title={`Enroll in ${project.title}`} stackId="enroll" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Share your LinkedIn profile so {project.mentor.display_name} can learn about you before accepting your request.
          </Text>
          <TextInput
            label="LinkedIn Profile URL"
            placeholder="https://www.linkedin.com/in/username"
            leftSection={<IconBrandLinkedin size={18} aria-hidden />}
            type="url"
            autoComplete="url"
            required
            data-autofocus
            {...form.getInputProps('linkedin_url')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {TEXTS.actions.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              Submit Request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The student's side of enrolling: the Enroll button, its state, and the LinkedIn dialog. */
export function EnrollSection({ project }: { project: Project }) {
  const { status, user } = useSession();
  const me = useMyProfile();
  const mine = useMyEnrollment(project.id, user?.uid ?? null);
  const [open, setOpen] = useState(false);

  if (status === 'signedOut') {
    return (
      <Button
        onClick={() => toast.error(TEXTS.toasts.enrollments.signInToEnroll)}
      >
        Enroll in Project
      </Button>
    );
  }
  if (me.status === 'ready' && me.profile.role === 'mentor') {
    return (
      <Text size="sm" c="dimmed">
        Students enroll in projects; as a mentor you can publish your own.
      </Text>
    );
  }

  const enrollment = mine.status === 'success' ? mine.data : null;
  const note = enrollment && STATUS_NOTES[enrollment.status];
  const Icon = enrollment && STATUS_ICONS[enrollment.status];

  return (
    <>
      {enrollment && note && Icon ? (
        <Stack gap="sm">
          <Group>
            <Button disabled leftSection={<Icon size={18} aria-hidden />}>
              {ENROLLMENT_BUTTON_LABELS[enrollment.status]}
            </Button>
            {enrollment.status === 'approved' && (
              <Button component={Link} to={`/project-discussions/${project.id}`} variant="light">
                View Project Discussions
              </Button>
            )}
          </Group>
          <Alert color={note.color} variant="light">
            {note.text}
            {mine.pending && ' It will be sent when you are back online.'}
          </Alert>
        </Stack>
      ) : (
        <Button onClick={() => setOpen(true)} loading={status === 'loading' || mine.status === 'loading'}>
          Enroll in Project
        </Button>
      )}
      {/* Always mounted: a stacked dialog must close (not unmount) to leave the dialog stack. */}
      <EnrollDialog project={project} opened={open && !enrollment} onClose={() => setOpen(false)} />
    </>
  );
}
