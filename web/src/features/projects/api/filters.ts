import type { Difficulty, Project } from '@mentorbridge/model';

export interface ProjectFilters {
  category: string | null;
  difficulty: Difficulty | null;
}

/** The distinct categories of the listed projects, sorted for the filter. */
export function categoriesOf(projects: readonly Project[]): string[] {
  return [...new Set(projects.map((p) => p.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
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
