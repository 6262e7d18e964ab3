import { Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '../../auth';
import { canSubmitMentorForm, mentorChanges, mentorFormRules, mentorFormValues, type MentorFormValues } from '../api/mentorForm';
import { updateOwnProfile, useMyProfile } from '../api/profiles';
import { PROFILE_LIMITS } from '../api/validation';
import { BioField, ExpertiseField, HourlyRateField, SpecializationFields, TopmateField } from './MentorFields';

/** After a mentor signs up: the professional profile students see. Skip for Now goes home. */
export function CreateProfilePage() {
  const state = useMyProfile();
  if (state.status === 'loading') {
    return (
      <Center mih="50vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (state.status === 'signedOut') return <Navigate to="/sign-in" replace />;
  if (state.status !== 'ready' || state.profile.role !== 'mentor') return <Navigate to="/" replace />;
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
    updateOwnProfile(uid, mentorChanges(values)).catch(() =>
      notifications.show({ color: 'red', message: 'An error occurred during profile creation' }),
    );
    notifications.show({ color: 'green', message: 'Profile created successfully!' });
    navigate('/dashboard');
  });

  return (
    <Container size={640} py="xl">
      <Title order={1}>Complete Your Professional Profile</Title>
      <Text c="dimmed" mt="xs">
        Students choose mentors by their background and expertise. Tell them about yours and add the Topmate link
        they book sessions with.
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Display Name"
            withAsterisk
            maxLength={PROFILE_LIMITS.displayName}
            autoComplete="name"
            {...form.getInputProps('display_name')}
          />
          <TextInput
            label="Location"
            withAsterisk
            maxLength={PROFILE_LIMITS.location}
            placeholder="City, Country"
            {...form.getInputProps('location')}
          />
          <BioField inputProps={form.getInputProps('bio')} />
          <SpecializationFields
            choiceProps={form.getInputProps('specialization')}
            customProps={form.getInputProps('customSpecialization')}
          />
          <HourlyRateField inputProps={form.getInputProps('hourly_rate')} />
          <TopmateField inputProps={form.getInputProps('topmate_url')} />
          <ExpertiseField value={form.values.expertise} onChange={(tags) => form.setFieldValue('expertise', tags)} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => navigate('/')}>
              Skip for Now
            </Button>
            <Button type="submit" disabled={!canSubmitMentorForm(form.values)}>
              Complete Profile
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
