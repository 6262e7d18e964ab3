import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { LocationField, NameField } from '@/components/formFields';
import { PageLoader } from '@/components/PageLoader';
import { toast } from '@/components/toast';
import { useMyProfile, useSession } from '@/session';
import { canSubmitMentorForm, mentorChanges, mentorFormRules, mentorFormValues, type MentorFormValues } from '../api/mentorForm';
import { updateOwnProfile } from '../api/profiles';
import { BioField, MentorProfileFields } from './MentorFields';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';

/** After a mentor signs up: the professional profile students see. Skip for Now goes home. Mentors only (the route's guard). */
export function CreateProfilePage() {
  const state = useMyProfile();
  if (state.status !== 'ready') return <PageLoader />;
  return <CreateProfileForm initial={mentorFormValues(state.profile)} uid={state.profile.id} />;
}

function CreateProfileForm({ initial, uid }: { initial: MentorFormValues; uid: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const form = useForm<MentorFormValues>({
    initialValues: { ...initial, display_name: initial.display_name || user?.displayName || '' },
    validate: mentorFormRules(),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    // The write is queued locally and shows at once; only a refusal by the server is reported.
    updateOwnProfile(uid, mentorChanges(values)).catch(() => toast.error(TEXTS.toasts.profiles.createFailed));
    toast.success(TEXTS.toasts.profiles.created);
    navigate('/dashboard');
  }, focusFirstInvalid);

  return (
    <Container size={640} py="xl">
      <Title order={1}>{TEXTS.profile.createTitle}</Title>
      <Text c="dimmed" mt="xs">
        {TEXTS.profile.createIntro}
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <NameField required inputProps={form.getInputProps('display_name')} />
          <LocationField required inputProps={form.getInputProps('location')} />
          <BioField inputProps={form.getInputProps('bio')} />
          <MentorProfileFields input={(field) => form.getInputProps(field)} expertise={form.values.expertise} onExpertise={(tags) => form.setFieldValue('expertise', tags)} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => navigate('/')}>
              {TEXTS.profile.skip}
            </Button>
            <Button type="submit" disabled={!canSubmitMentorForm(form.values)}>
              {TEXTS.profile.complete}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
