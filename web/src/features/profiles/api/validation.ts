import { isValidTopmateUrl, LIMITS, schemas, SPECIALIZATIONS, TEXTS, type Profile } from '@mentorbridge/model';

const m = TEXTS.validation;

/** The bio's error, if any. `requiredMessage` picks which of the two "required" texts of TEXTS fits the screen. */
export function bioError(bio: string, requiredMessage: string = m.bioRequired): string | null {
  if (!bio.trim()) return requiredMessage;
  return schemas.errorOf(schemas.mentorBio, bio);
}

export const topmateError = (url: string): string | null => schemas.errorOf(schemas.topmateUrl, url);

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
  return rate <= LIMITS.hourlyRateMax ? rate : null;
}

/** Adds a tag: trimmed, non-empty, not already present (case-insensitively), within the limits. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().slice(0, LIMITS.expertiseTag);
  if (!tag || tags.length >= LIMITS.expertiseTags) return [...tags];
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

/** A mentor must have a 50+ character bio, a specialization and a valid Topmate link. */
export function isMentorProfileComplete(profile: Pick<Profile, 'bio' | 'specialization' | 'topmate_url'>): boolean {
  return bioError(profile.bio) === null && !!profile.specialization.trim() && isValidTopmateUrl(profile.topmate_url);
}

export function passwordError(password: string): string | null {
  return password.length > 0 && password.length < LIMITS.passwordMin ? m.passwordTooShort : null;
}
