import { BOOKING_HOST, LIMITS, SPECIALIZATIONS } from '../../../config';
import type { Profile } from '../../../lib/models';

/** `topmate.io/{username}` with an optional scheme, `www.` and trailing slash (the rules use the same pattern). */
export const TOPMATE_PATTERN = /^(https?:\/\/)?(www\.)?topmate\.io\/[A-Za-z0-9_-]+\/?$/;

export const BIO_MESSAGES = {
  required: 'Bio is required. Please tell students about your expertise and experience.',
  requiredForMentors:
    'Bio is required for mentors. Please provide information about yourself to help students understand your expertise.',
  tooShort: 'Bio must be at least 50 characters long to provide meaningful information to students.',
} as const;

export const TOPMATE_MESSAGES = {
  required: 'Topmate URL is required for booking sessions.',
  invalid: `Please enter a valid Topmate URL (e.g., ${BOOKING_HOST}/username/)`,
} as const;

export const PROFILE_MESSAGES = {
  displayNameRequired: 'Display name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  locationRequired: 'Location is required',
  specializationRequired: 'Specialization is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordsDontMatch: "Passwords don't match",
  newPasswordsDontMatch: "New passwords don't match",
  rateInvalid: 'Hourly rate must be a whole number of dollars',
} as const;

/** Upper bounds the rules enforce; the forms stop input there. */
export const PROFILE_LIMITS = {
  displayName: 100,
  bio: 2000,
  description: 2000,
  location: 200,
  specialization: 100,
  expertiseTags: 20,
  expertiseTag: 50,
  hourlyRate: 10000,
} as const;

export function isValidTopmateUrl(url: string | null | undefined): boolean {
  return !!url && TOPMATE_PATTERN.test(url.trim());
}

/** The booking link to open, or null when the profile's link is not a valid Topmate URL. */
export function topmateHref(url: string | null | undefined): string | null {
  if (!url || !isValidTopmateUrl(url)) return null;
  const trimmed = url.trim();
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The bio's error, if any. `requiredMessage` picks which of the spec's two "required" texts fits the screen. */
export function bioError(bio: string, requiredMessage: string = BIO_MESSAGES.required): string | null {
  const length = bio.trim().length;
  if (length === 0) return requiredMessage;
  if (length < LIMITS.bioMin) return BIO_MESSAGES.tooShort;
  return null;
}

export function topmateError(url: string): string | null {
  if (!url.trim()) return TOPMATE_MESSAGES.required;
  return isValidTopmateUrl(url) ? null : TOPMATE_MESSAGES.invalid;
}

/** "N/50": the trimmed bio length against the minimum. */
export function bioCounter(bio: string): string {
  return `${bio.trim().length}/${LIMITS.bioMin}`;
}

/** Parses the hourly rate field: empty means 0; anything but a whole number of dollars is null. */
export function parseHourlyRate(value: string | number): number | null {
  const text = String(value).trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  const rate = Number.parseInt(text, 10);
  return rate <= PROFILE_LIMITS.hourlyRate ? rate : null;
}

/** Adds a tag: trimmed, non-empty, not already present (case-insensitively), within the limits. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().slice(0, PROFILE_LIMITS.expertiseTag);
  if (!tag || tags.length >= PROFILE_LIMITS.expertiseTags) return [...tags];
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

const KNOWN_SPECIALIZATIONS: readonly string[] = SPECIALIZATIONS.filter((s) => s !== 'Other');

/** Splits a stored specialization into the select's choice and the custom text typed after "Other". */
export function splitSpecialization(stored: string): { choice: string; custom: string } {
  if (!stored) return { choice: '', custom: '' };
  if (KNOWN_SPECIALIZATIONS.includes(stored)) return { choice: stored, custom: '' };
  return { choice: 'Other', custom: stored };
}

/** The specialization to store: the chosen option, or the custom text for "Other". */
export function joinSpecialization(choice: string, custom: string): string {
  return choice === 'Other' ? custom.trim() : choice;
}

export function specializationError(choice: string, custom: string): string | null {
  return joinSpecialization(choice, custom) ? null : PROFILE_MESSAGES.specializationRequired;
}

/** A mentor must have a 50+ character bio, a specialization and a valid Topmate link. */
export function isMentorProfileComplete(profile: Pick<Profile, 'bio' | 'specialization' | 'topmate_url'>): boolean {
  return bioError(profile.bio) === null && !!profile.specialization.trim() && isValidTopmateUrl(profile.topmate_url);
}

export function passwordError(password: string): string | null {
  return password.length > 0 && password.length < LIMITS.passwordMin ? PROFILE_MESSAGES.passwordTooShort : null;
}

export function isValidEmail(email: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());
}
