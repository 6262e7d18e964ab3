/**
 * Firestore's REST encoding of documents, decoded to plain data: what the public lists' REST reads
 * (lib/firestoreRest.ts) and a data page's first cards before the app (lib/earlyCards.ts) read. Imports
 * nothing, so the early cards' inline script stays small.
 */

/** A field value as the REST API encodes it. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A document as runQuery returns it. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * Plain data from a REST value: numbers as numbers, timestamps as `Date`s (which the converters' readTime reads
 * as the SDK's Timestamps), references as their path, maps and arrays decoded all the way down.
 */
export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
  if ('geoPointValue' in value) return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields);
  return undefined;
}

export function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields ?? {})) data[name] = decodeValue(value);
  return data;
}

/** The document's id: the last segment of its name. */
export const documentIdOf = (doc: RestDocument): string => doc.name.slice(doc.name.lastIndexOf('/') + 1);


/** A REST document read with a document reader (a converter's `read`), as the app reads the SDK's: the early cards' reader. */
export const restReader =
  <T>(reader: { read: (id: string, data: Record<string, unknown>) => T }) =>
  (doc: RestDocument): T =>
    reader.read(documentIdOf(doc), decodeFields(doc.fields));
