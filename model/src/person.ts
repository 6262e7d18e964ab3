/** The denormalised copy of a person `{ id, display_name, avatar_url }` that documents embed (docs/data-model.md). */
export interface PersonCopy {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

/** The one name shown for a person whose copy or profile has no usable name. */
export const FALLBACK_NAME = 'User';

/** The copy of a person that other documents embed; functions refresh it when the profile changes. */
export function personCopy(person: { id: string; display_name: string; avatar_url?: string | null }): PersonCopy {
  return { id: person.id, display_name: person.display_name, avatar_url: person.avatar_url ?? null };
}

/** A person copy read from any document, old or partial: never missing a name. */
export function readPersonCopy(value: unknown, id: string): PersonCopy {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof PersonCopy, unknown>>;
  return {
    id: typeof v.id === 'string' && v.id ? v.id : id,
    display_name: displayName(v.display_name),
    avatar_url: typeof v.avatar_url === 'string' && v.avatar_url ? v.avatar_url : null,
  };
}

/** The name to show: the trimmed name, or FALLBACK_NAME. */
export function displayName(name: unknown): string {
  return typeof name === 'string' && name.trim() ? name.trim() : FALLBACK_NAME;
}

/**
 * A person's name from their sign-in account: the first usable of `preferred` (a profile's name), then the account's
 * full name, then the e-mail's local part, then FALLBACK_NAME; trimmed.
 */
export function accountName(account: { displayName?: string | null; email?: string | null } | null, ...preferred: (string | null | undefined)[]): string {
  for (const name of [...preferred, account?.displayName, account?.email?.split('@')[0]]) {
    if (name && name.trim()) return name.trim();
  }
  return FALLBACK_NAME;
}

/** The avatar fallback letter: the first letter of the display name, or U (the U of FALLBACK_NAME). */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/**
 * The hue (0-359) of a person's generated avatar, from their id: the same person always gets the same colour on
 * every screen and device, and people next to each other (a row of mentors) mostly get different ones. Shown as
 * `oklch(45% 0.13 hue)` behind white letters: a contrast of at least 6.4:1 whatever the hue.
 */
export function avatarHue(id: string): number {
  // FNV-1a over the id's UTF-16 units.
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}
