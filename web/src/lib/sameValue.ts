/**
 * Whether two values read from documents are the same: plain data (objects, arrays, texts, numbers) and dates,
 * compared as JSON. Both sides come from the same reader, so their keys are in the same order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
