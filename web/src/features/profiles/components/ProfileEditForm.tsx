import { useState } from 'react';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from 'firebase/auth';
import { LIMITS, paths, schemas, TEXTS, type Profile } from '@mentorbridge/model';
import { EmailField, LocationField, LongText, NameField, NewPasswordFields } from '@/components/formFields';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/errors';
import { isMentor as hasMentorRole } from '@/session';
import { trackWrite } from '@/lib/writeJournal';
import { changePassword, requestEmailChange, syncAccountName } from '../api/account';
import { mentorChanges, mentorFormRules, mentorFormValues, type MentorFormValues } from '../api/mentorForm';
import { updateOwnProfile, type OwnProfileChanges } from '../api/profiles';
import { passwordError } from '../api/validation';
import { BioField, MentorProfileFields } from './MentorFields';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';
import { FormActions } from '@/components/FormActions';

interface EditValues extends MentorFormValues {
  email: string;
  description: string;
  newPassword: string;
  confirmPassword: string;
}

/** Only the fields that differ from the stored profile (arrays compared by content). */
function changedFields(profile: Profile, next: OwnProfileChanges): OwnProfileChanges {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const current = profile[key as keyof Profile];
    if (JSON.stringify(current) !== JSON.stringify(value)) out[key] = value;
  }
  return out as OwnProfileChanges;
}

/** Edits the signed-in user's own profile, e-mail (with verification) and password. */
export function ProfileEditForm({ profile, user, onDone }: { profile: Profile; user: User; onDone: () => void }) {
  const isMentor = hasMentorRole(profile);
  const [busy, setBusy] = useState(false);
  const mentorRules = mentorFormRules();
  const form = useForm<EditValues>({
    initialValues: {
      ...mentorFormValues(profile, user.displayName ?? ''),
      email: user.email ?? '',
      description: profile.description,
      newPassword: '',
      confirmPassword: '',
    },
    validate: {
      display_name: mentorRules.display_name,
      email: (v) => schemas.errorOf(schemas.email, v),
      newPassword: (v) => passwordError(v),
      confirmPassword: (v, values) =>
        values.newPassword && v !== values.newPassword ? TEXTS.validation.newPasswordsDontMatch : null,
      ...(isMentor
        ? {
            location: mentorRules.location,
            bio: mentorRules.bio,
            specialization: mentorRules.specialization,
            customSpecialization: mentorRules.customSpecialization,
            hourly_rate: mentorRules.hourly_rate,
            topmate_url: mentorRules.topmate_url,
          }
        : {}),
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    const next: OwnProfileChanges = isMentor
      ? { ...mentorChanges(values), description: values.description.trim() }
      : {
          display_name: values.display_name.trim(),
          location: values.location.trim(),
          bio: values.bio.trim(),
          description: values.description.trim(),
        };
    const changes = changedFields(profile, next);
    if (Object.keys(changes).length > 0) {
      // Shown at once (pending until the server confirms); only a refusal is reported.
      // Queued offline; a refusal (even after a reload) is reported by trackWrite.
      trackWrite(updateOwnProfile(profile.id, changes), {
        path: paths.profile(profile.id),
        expect: { fields: { ...changes } },
        title: TEXTS.toasts.profiles.updateFailed,
        label: 'profile edit',
      }).catch((error: unknown) => console.error('Failed to update profile:', error));
      if (changes.display_name) syncAccountName(user, changes.display_name).catch(() => undefined);
    }
    toast.success(TEXTS.toasts.profiles.updated);

    // E-mail and password changes need the network; the form stays open if one fails so nothing typed is lost.
    setBusy(true);
    let ok = true;
    const email = values.email.trim();
    if (email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
      try {
        await requestEmailChange(user, email);
        toast.success(TEXTS.toasts.profiles.emailUpdated);
      } catch (error) {
        ok = false;
        toast.error(errorText(error, TEXTS.toasts.profiles.updateFailed));
      }
    }
    if (values.newPassword) {
      try {
        await changePassword(user, values.newPassword);
        toast.success(TEXTS.toasts.profiles.passwordUpdated);
        form.setValues({ newPassword: '', confirmPassword: '' });
      } catch (error) {
        ok = false;
        toast.error(errorText(error, TEXTS.toasts.profiles.updateFailed));
      }
    }
    setBusy(false);
    if (ok) onDone();
  }, focusFirstInvalid);

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate aria-label={TEXTS.profile.edit}>
      <Stack>
        <Title order={2} size="h3">
          {TEXTS.profile.edit}
        </Title>
        <NameField required inputProps={form.getInputProps('display_name')} />
        <EmailField withAsterisk description={TEXTS.profile.emailHint} {...form.getInputProps('email')} />
        <LocationField required={isMentor} inputProps={form.getInputProps('location')} />
        {isMentor ? (
          <BioField inputProps={form.getInputProps('bio')} />
        ) : (
          <LongText label={TEXTS.fields.bio} max={LIMITS.bio} {...form.getInputProps('bio')} />
        )}
        <LongText label={TEXTS.fields.description} max={LIMITS.profileDescription} rows={2} {...form.getInputProps('description')} />
        {isMentor && (
          <MentorProfileFields input={(field) => form.getInputProps(field)} expertise={form.values.expertise} onExpertise={(tags) => form.setFieldValue('expertise', tags)} />
        )}
        <Divider label={TEXTS.profile.changePassword} labelPosition="left" />
        <Text size="sm" c="dimmed">
          {TEXTS.profile.keepPassword}
        </Text>
        <NewPasswordFields kind="change" password={form.getInputProps('newPassword')} confirmation={form.getInputProps('confirmPassword')} />
        <FormActions submit={TEXTS.actions.saveChanges} onCancel={onDone} busy={busy} />
      </Stack>
    </Paper>
  );
}
