import { VIDEO_CATEGORIES } from '@mentorbridge/model';
import type { Video } from './types';

/** The hub's filters; null means "all". */
export interface VideoFilters {
  search: string;
  category: string | null;
  mentorId: string | null;
}

export const NO_FILTERS: VideoFilters = { search: '', category: null, mentorId: null };

export function hasFilters(filters: VideoFilters): boolean {
  return Boolean(filters.search.trim() || filters.category || filters.mentorId);
}

/** The categories present, in the upload form's order (unknown ones last, alphabetically). */
export function categoryOptions(videos: readonly Video[]): string[] {
  const present = new Set(videos.map((v) => v.category));
  const known: readonly string[] = VIDEO_CATEGORIES;
  const extra = [...present].filter((c) => !known.includes(c)).sort((a, b) => a.localeCompare(b));
  return [...known.filter((c) => present.has(c)), ...extra];
}

/** One entry per mentor with videos, sorted by name. */
export function mentorOptions(videos: readonly Video[]): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const v of videos) if (!byId.has(v.mentor_id)) byId.set(v.mentor_id, v.mentor.display_name);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
