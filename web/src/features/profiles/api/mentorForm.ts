import { TEXTS, type Profile } from '@mentorbridge/model';
import type { OwnProfileChanges } from './profiles';
import { bioError, joinSpecialization, parseHourlyRate, splitSpecialization, topmateError } from './validation';

const m = TEXTS.validation;

/** The mentor profile form (create-profile, profile edit); the completion dialog uses a subset. */
export interface MentorFormValues {
  display_name: string;
  location: string;
  bio: string;
  specialization: string;
  customSpecialization: string;
  hourly_rate: number | string;
  topmate_url: string;
  expertise: string[];
}

export function mentorFormValues(
  profile: Partial<Pick<Profile, keyof OwnProfileChanges>> | undefined,
  fallbackName = '',
): MentorFormValues {
  const { choice, custom } = splitSpecialization(profile?.specialization ?? '');
  return {
    display_name: profile?.display_name || fallbackName,
    location: profile?.location ?? '',
    bio: profile?.bio ?? '',
    specialization: choice,
    customSpecialization: custom,
    hourly_rate: profile?.hourly_rate ?? 0,
    topmate_url: profile?.topmate_url ?? '',
    expertise: profile?.expertise ?? [],
  };
}

/** Field rules for @mantine/form; `bioRequired` is the "bio is required" text (of TEXTS) that fits the screen. */
export function mentorFormRules(bioRequired: string = m.bioRequired) {
  return {
    display_name: (v: string) => (v.trim() ? null : m.displayNameRequired),
    location: (v: string) => (v.trim() ? null : m.locationRequired),
    bio: (v: string) => bioError(v, bioRequired),
    specialization: (v: string) => (v ? null : m.specializationRequired),
    customSpecialization: (v: string, values: { specialization: string }) =>
      values.specialization === 'Other' && !v.trim() ? m.specializationRequired : null,
    hourly_rate: (v: number | string) => (parseHourlyRate(v) === null ? m.rateInvalid : null),
    topmate_url: topmateError,
  };
}

/** True when the two fields that gate submission (bio and Topmate link) are valid. */
export function canSubmitMentorForm(values: Pick<MentorFormValues, 'bio' | 'topmate_url'>): boolean {
  return bioError(values.bio) === null && topmateError(values.topmate_url) === null;
}

/** The profile fields to store, trimmed; the rate defaults to 0. */
export function mentorChanges(values: MentorFormValues): OwnProfileChanges {
  return {
    display_name: values.display_name.trim(),
    location: values.location.trim(),
    bio: values.bio.trim(),
    specialization: joinSpecialization(values.specialization, values.customSpecialization),
    hourly_rate: parseHourlyRate(values.hourly_rate) ?? 0,
    topmate_url: values.topmate_url.trim(),
    expertise: values.expertise,
  };
}
