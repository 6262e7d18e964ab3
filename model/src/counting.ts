/**
 * Counted words: "1 like", "12 likes". Their own module, apart from the text catalogue, so code that only counts
 * (the early cards' script on the data pages) does not carry the whole catalogue with it.
 */

/** A counted word's two forms: "like" and "likes". */
export type CountWord = readonly [one: string, many: string];

/** Which form a count takes: `one` for 1, `many` for any other (the early cards' variants are named so too). */
export const pluralForm = (count: number): 'one' | 'many' => (count === 1 ? 'one' : 'many');

/** The word for a count: "like" for 1, "likes" otherwise. */
export const plural = (count: number, [one, many]: CountWord): string => (pluralForm(count) === 'one' ? one : many);

/** A count with its word: "1 like", "12 likes". */
export const counted = (count: number, word: CountWord): string => `${count} ${plural(count, word)}`;
