/**
 * A document's fields, defined once (docs/data-model.md, "Defining a document's fields"): each field's kind says how
 * it is read from stored data (defensively: an old or partial document never crashes a screen), what a new document
 * holds, whether a card's early template shows it as a text slot, and whether its owner writes it. The document's
 * type (`FieldsOf`), its builder's defaults (`defaultsOf`), its list's field mask (`fieldNames`), its one reader
 * (`readFields`) and its owner's writable fields (`ownerFields`) are all derived from that definition.
 *
 * Every factory is free of side effects (`__NO_SIDE_EFFECTS__`): the early cards' inline script imports one
 * definition, and the bundler leaves the others out.
 */
import { isOneOf } from './enums';
import { FALLBACK_NAME, readPersonCopy, type PersonCopy } from './person';

/** A time field as the app sees it: a `Date`, or `null` while a server time written on this device is pending. */
export type Time = Date | null;

/** How one stored field is read, and what a new document holds. */
export interface FieldKind<T, D extends T = T> {
  /** A new document's value (the builder's default). */
  default: D;
  /** The stored value read into the model's type; `data` is the whole document (a person copy's id is beside it). */
  read: (value: unknown, data: Readonly<Record<string, unknown>>) => T;
  /** A text the early cards fill by the field's name (a slot in the card's sample: lib/earlyCards.ts). */
  text?: boolean;
  /** The document's owner writes it (its rule lets them change it). */
  owner?: boolean;
}

/** A document's definition: a kind per field. */
export type FieldDefinition = Readonly<Record<string, FieldKind<unknown>>>;

/** The document type a definition describes, field by field. */
export type FieldsOf<F extends FieldDefinition> = { -readonly [K in keyof F]: F[K] extends { read: (...args: never[]) => infer T } ? T : never };

/** A new document's values, as the definition gives them (time fields are null until the builder stamps them). */
export type DefaultsOf<F extends FieldDefinition> = { -readonly [K in keyof F]: F[K]['default'] };

/** The names of the fields a document's owner writes. */
export type OwnerField<F extends FieldDefinition> = { [K in keyof F]: F[K] extends { owner: true } ? K : never }[keyof F] & string;

/** The SDK's Timestamp, recognised by its shape, so that readers load without the SDK (REST reads give Dates). */
const isTimestamp = (value: unknown): value is { toDate: () => Date } =>
  typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function' && 'seconds' in value;

/** A time field: a Firestore Timestamp (or a Date, as the REST reads give) becomes a Date; a pending server time (or anything else) is null. */
export function readTime(value: unknown): Time {
  if (isTimestamp(value)) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

export const readText = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** A count kept by a function: a finite number, never negative. */
export const readCount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

export const readTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A finite number, or null. */
export const finiteOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A text ('' when missing). */
/* @__NO_SIDE_EFFECTS__ */
export function text(): FieldKind<string> & { text: true } {
  return { default: '', read: (value) => readText(value), text: true };
}

/** A string the cards never show as it is (an id, an address): '' when missing, and no slot of its own. */
/* @__NO_SIDE_EFFECTS__ */
export function plainText(): FieldKind<string> {
  return { default: '', read: (value) => readText(value) };
}

/** A person's copy (person.ts), whose id falls back to the document's field `idField` (the author's, the mentor's). */
/* @__NO_SIDE_EFFECTS__ */
export function person(idField: string): FieldKind<PersonCopy> {
  return { default: { id: '', display_name: FALLBACK_NAME, avatar_url: null }, read: (value, data) => readPersonCopy(value, readText(data[idField])) };
}

/** A text that may be absent: null when missing or empty (a picture's address). */
/* @__NO_SIDE_EFFECTS__ */
export function optionalText(): FieldKind<string | null, null> {
  return { default: null, read: (value) => readText(value) || null };
}

/** A string as stored (even ''), or null when missing or not a string (an id that may be absent). */
/* @__NO_SIDE_EFFECTS__ */
export function textOrNull(): FieldKind<string | null, null> {
  return { default: null, read: (value) => (typeof value === 'string' ? value : null) };
}

/** A list of texts (expertise, tags). */
/* @__NO_SIDE_EFFECTS__ */
export function textList(): FieldKind<string[]> {
  return { default: [], read: readTextList };
}

/** A finite number, `fallback` when missing. */
/* @__NO_SIDE_EFFECTS__ */
export function number<N extends number>(fallback: N): FieldKind<number, N> {
  return { default: fallback, read: (value) => finiteOrNull(value) ?? fallback };
}

/** A count kept by functions: never negative, 0 when missing. */
/* @__NO_SIDE_EFFECTS__ */
export function count(): FieldKind<number, 0> {
  return { default: 0, read: readCount };
}

/** One of `values`, `fallback` for anything else. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<V extends string, D extends V>(values: readonly V[], fallback: D): FieldKind<V, D> {
  return { default: fallback, read: (value) => (isOneOf(values, value) ? value : fallback) };
}

/** One of `values`, or null (when missing, or anything else). */
/* @__NO_SIDE_EFFECTS__ */
export function oneOfOrNull<V extends string>(values: readonly V[]): FieldKind<V | null, null> {
  return { default: null, read: (value) => (isOneOf(values, value) ? value : null) };
}

/** A flag that is true unless stored as false (documents written before it existed read as true). */
/* @__NO_SIDE_EFFECTS__ */
export function trueUnlessFalse(): FieldKind<boolean, true> {
  return { default: true, read: (value) => value !== false };
}

/** A time (null until written, and while a server time written on this device is pending). */
/* @__NO_SIDE_EFFECTS__ */
export function time(): FieldKind<Time, null> {
  return { default: null, read: readTime };
}

/** A field that always holds `value`, whatever is stored. */
/* @__NO_SIDE_EFFECTS__ */
export function always<V extends null>(value: V): FieldKind<V> {
  return { default: value, read: () => value };
}

/** A field with a reader of its own. */
/* @__NO_SIDE_EFFECTS__ */
export function custom<T, D extends T>(fallback: D, read: (value: unknown, data: Readonly<Record<string, unknown>>) => T): FieldKind<T, D> {
  return { default: fallback, read };
}

/** The same kind, written by the document's owner. */
/* @__NO_SIDE_EFFECTS__ */
export function owned<K extends FieldKind<unknown>>(kind: K): K & { owner: true } {
  return { ...kind, owner: true };
}

// The derivations below are free of side effects too: a module that derives a list from a definition at its top
// (LISTS, PROFILE_OWNER_FIELDS) keeps nothing of it in a bundle that does not use that list.

/** The names of a definition's fields, in its order: the list's field mask (model/src/lists.ts). */
/* @__NO_SIDE_EFFECTS__ */
export function fieldNames(fields: FieldDefinition): string[] {
  return Object.keys(fields);
}

/** The names of its text fields: the early cards' slots by field name. */
/* @__NO_SIDE_EFFECTS__ */
export function textFields(fields: FieldDefinition): string[] {
  return Object.keys(fields).filter((name) => fields[name].text);
}

/** The names of the fields its owner writes, in its order. */
/* @__NO_SIDE_EFFECTS__ */
export function ownerFields<F extends FieldDefinition>(fields: F): OwnerField<F>[] {
  return Object.keys(fields).filter((name) => fields[name].owner) as OwnerField<F>[];
}

/** A new document's values from its definition. */
/* @__NO_SIDE_EFFECTS__ */
export function defaultsOf<F extends FieldDefinition>(fields: F): DefaultsOf<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, kind.default])) as DefaultsOf<F>;
}

/** A stored document (raw data) read into the model's type, field by field. */
/* @__NO_SIDE_EFFECTS__ */
export function readFields<F extends FieldDefinition>(fields: F, id: string, data: Readonly<Record<string, unknown>>): FieldsOf<F> & { id: string } {
  const read: Record<string, unknown> = { id };
  for (const [name, kind] of Object.entries(fields)) read[name] = kind.read(data[name], data);
  return read as FieldsOf<F> & { id: string };
}
