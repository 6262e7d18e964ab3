import { defaultsOf, textFields, type FieldDefinition, type FieldsOf } from '@mentorbridge/model';
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

/**
 * A card's values: the item's text fields by name (each slot's text, and whether each one's variant shows it), then
 * the card's own slots and variants (what it derives: a name with its fallback, a count's form).
 */
export function cardValues<F extends FieldDefinition>(fields: F, item: { [K in keyof F]?: unknown }, own: CardValues): CardValues {
  const slots: Record<string, string> = {};
  const variants: Record<string, string> = {};
  for (const name of textFields(fields)) {
    const value = (item as Record<string, unknown>)[name];
    slots[name] = typeof value === 'string' ? value : '';
    variants[name] = slots[name] ? TEXT_VARIANT.with : TEXT_VARIANT.without;
  }
  return { slots: { ...slots, ...own.slots }, variants: { ...variants, ...own.variants } };
}
