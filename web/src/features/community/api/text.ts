import type { Discussion } from '@mentorbridge/model';

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
