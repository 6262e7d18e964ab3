import { avatarHue, avatarInitial, defaultsOf, textFields, type FieldDefinition, type FieldsOf } from '@mentorbridge/model';
import { slot, type CardValues } from './earlyCards';

// A card's text fields go by their names in its first cards before the app (docs/architecture.md, "Checklist: add a field on a card").

/** A text field's variant: the card shows the field's value, or what it shows for an empty one. */
export const TEXT_VARIANT = { with: 'with', without: 'without' } as const;

/**
 * A document for a card's sample: each text field of its definition is the slot of its name, every other field its
 * definition's default; the card's spec changes the rest (a person copy, the numbers it renders, its own slots).
 */
export function sampleOf<F extends FieldDefinition>(fields: F, id: string): FieldsOf<F> & { id: string } {
  const texts = Object.fromEntries(textFields(fields).map((name) => [name, slot(name)]));
  return { ...defaultsOf(fields), ...texts, id } as FieldsOf<F> & { id: string };
}

/** A person's avatar (session/PersonAvatar.tsx): the picture, or the name's first letter on the person's hue. */
export function avatarValues(id: string, name: string, picture: string | null): CardValues {
  return { slots: { initial: avatarInitial(name), hue: String(avatarHue(id)), avatar: picture ?? '' }, variants: { avatar: picture ? 'picture' : 'initial' } };
}

/**
 * A card's values: the item's text fields by name (each slot's text, and whether each one's variant shows it), then
 * the card's own slots and variants (what it derives: a name with its fallback, a count's form).
 */
export function cardValues<F extends FieldDefinition>(fields: F, item: { [K in keyof F]?: unknown }, ...own: Partial<CardValues>[]): CardValues {
  const values: CardValues = { slots: {}, variants: {} };
  for (const name of textFields(fields)) {
    const value = (item as Record<string, unknown>)[name];
    values.slots[name] = typeof value === 'string' ? value : '';
    values.variants[name] = values.slots[name] ? TEXT_VARIANT.with : TEXT_VARIANT.without;
  }
  for (const part of own) {
    Object.assign(values.slots, part.slots);
    Object.assign(values.variants, part.variants);
  }
  return values;
}
