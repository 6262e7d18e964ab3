import { Timestamp } from 'firebase/firestore';

const isTimestampLike = (value: object): value is { seconds: number; nanoseconds: number } => {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as { seconds?: unknown }).seconds === 'number' &&
    typeof (value as { nanoseconds?: unknown }).nanoseconds === 'number'
  );
};

/**
 * Turns the plain `{ seconds, nanoseconds }` objects that IndexedDB keeps of Firestore Timestamps back
 * into Timestamps (structured cloning drops their methods), so cached documents behave like live ones.
 */
export function reviveTimestamps<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Timestamp || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => reviveTimestamps(v)) as T;
  if (isTimestampLike(value)) return new Timestamp(value.seconds, value.nanoseconds) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = reviveTimestamps(v);
  return out as T;
}
