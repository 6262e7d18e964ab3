import { discussionSearchText, matchesTerms, searchTerms, type Discussion } from '@mentorbridge/model';

/**
 * Whether every search word begins a word of the title, the content or a tag, ignoring case and accents: what
 * the server's search finds (docs/data-model.md, "Search fields").
 */
export function matchesSearch(discussion: Pick<Discussion, 'title' | 'content' | 'tags'>, search: string): boolean {
  return matchesTerms(discussionSearchText(discussion), searchTerms(search));
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
