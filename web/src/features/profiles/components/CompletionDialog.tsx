import { useEffect } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEXTS, type Profile } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { canSubmitMentorForm, mentorFormRules, mentorFormValues } from '../api/mentorForm';
import { updateOwnProfile } from '../api/profiles';
import { joinSpecialization } from '../api/validation';
import { BioField, SpecializationFields, TopmateField } from './MentorFields';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';

interface CompletionValues {
  bio: string;
  specialization: string;
  customSpecialization: string;
  topmate_url: string;
}

const draftKey = (uid: string) => `mentorProfileDraft:${uid}`;

function readDraft(uid: string): Partial<CompletionValues> {
  try {
    return JSON.parse(sessionStorage.getItem(draftKey(uid)) ?? '{}') as Partial<CompletionValues>;
  } catch {
    return {};
  }
}

function clearDraft(uid: string): void {
  try {
    sessionStorage.removeItem(draftKey(uid));
  } catch {
    // Storage unavailable: there is no draft to clear.
  }
}

/**
 * Blocks a mentor's own profile until bio, specialization and Topmate link are complete: no close button,
 * Escape and clicks outside do nothing. What they type is kept as a draft (this tab) until saved.
 */
export function CompletionDialog({ profile }: { profile: Profile }) {
  const { bio, specialization, customSpecialization, topmate_url } = mentorFormValues(profile);
  const rules = mentorFormRules(TEXTS.validation.bioRequiredForMentors);
  const form = useForm<CompletionValues>({
    initialValues: { bio, specialization, customSpecialization, topmate_url, ...readDraft(profile.id) },
    validate: {
      bio: rules.bio,
      specialization: rules.specialization,
      customSpecialization: rules.customSpecialization,
      topmate_url: rules.topmate_url,
    },
    validateInputOnBlur: true,
  });

  const values = form.values;
  useEffect(() => {
    try {
      sessionStorage.setItem(draftKey(profile.id), JSON.stringify(values));
    } catch {
      // Without storage the draft only lives as long as the page.
    }
  }, [profile.id, values]);

  const submit = form.onSubmit((v) => {
    clearDraft(profile.id);
    // The live profile picks the change up at once, which closes this dialog; a refusal is reported.
    updateOwnProfile(profile.id, {
      bio: v.bio.trim(),
      specialization: joinSpecialization(v.specialization, v.customSpecialization),
      topmate_url: v.topmate_url.trim(),
    }).catch(() => toast.error(TEXTS.toasts.profiles.updateFailed));
    toast.success(TEXTS.toasts.profiles.completed);
  }, focusFirstInvalid);

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title={<Text fw={700} size="lg" component="span">{TEXTS.profile.completionTitle}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Alert color="blue" variant="light">
            {TEXTS.profile.completionIntro}
          </Alert>
          <BioField inputProps={form.getInputProps('bio')} data-autofocus />
          <SpecializationFields
            choiceProps={form.getInputProps('specialization')}
            customProps={form.getInputProps('customSpecialization')}
          />
          <TopmateField inputProps={form.getInputProps('topmate_url')} />
          <Button type="submit" disabled={!canSubmitMentorForm(values)}>
            {TEXTS.profile.saveProfile}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
