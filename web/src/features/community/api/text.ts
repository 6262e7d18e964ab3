import type { Discussion } from './types';

/** Case-insensitive match of every search word against the title, the content or a tag. */
export function matchesSearch(discussion: Pick<Discussion, 'title' | 'content' | 'tags'>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [discussion.title, discussion.content, ...discussion.tags].map((s) => s.toLowerCase());
  return words.every((word) => haystack.some((text) => text.includes(word)));
}

/** Tags trimmed, without empty ones and without duplicates (ignoring case; the first spelling wins). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "just now"; an unknown time reads "just now" (a post still being sent). */
export function timeAgo(date: Date | null, now: Date = new Date()): string {
  if (!date) return 'just now';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
