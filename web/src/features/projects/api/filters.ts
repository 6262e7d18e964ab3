import { PROJECT_CATEGORIES, type Difficulty, type Project } from '@mentorbridge/model';

export interface ProjectFilters {
  category: string | null;
  difficulty: Difficulty | null;
}

/**
 * The filter's categories: the platform's own in their order, then any other of the listed projects, sorted
 * (the first `localeCompare` of a page sets up the browser's collator, a cost the usual list does not pay).
 */
export function categoriesOf(projects: readonly Project[]): string[] {
  const known: readonly string[] = PROJECT_CATEGORIES;
  const extra = [...new Set(projects.map((p) => p.category))].filter((c) => c && !known.includes(c));
  return [...known, ...extra.sort((a, b) => a.localeCompare(b))];
}

/**
 * Which project /create-project edits: `?edit={id}`, `?id={id}`, or a path containing /edit
 * (`/create-project/{id}/edit`, `/create-project/edit/{id}`, or `/create-project/edit?id=`).
 * `null` for a new project; `''` when the path asks for editing but names no project.
 */
export function editTarget(pathname: string, search: URLSearchParams): string | null {
  const fromQuery = search.get('edit') || search.get('id');
  if (fromQuery) return fromQuery;
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.includes('edit')) return null;
  const id = segments.find((s) => s !== 'create-project' && s !== 'edit');
  return id ? decodeURIComponent(id) : '';
}
