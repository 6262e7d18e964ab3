import { LISTS, type Project } from '@mentorbridge/model';
import { CACHED_LISTS, newestFirst } from '@/lib/offlineCache';
import { usePublicList, type OfflineCopy, type PublicList } from '@/lib/usePublicList';
import { projectConverter } from './converters';
import type { ProjectFilters } from './filters';

/** Projects have no search field: the list searches nothing. */
const NO_TEXT = (): string[] => [];

/** The projects' offline copy: newest first, filtered by the fields the server filters on. */
export const PROJECTS_OFFLINE: OfflineCopy<Project> = {
  name: CACHED_LISTS.projects.name,
  compare: newestFirst,
  matches: (project, filters) =>
    (!filters.category || project.category === filters.category) && (!filters.difficulty || project.difficulty === filters.difficulty),
};

/** The projects a page at a time, newest first, filtered by the server by category and difficulty; offline, the same filters run over the projects this device saved. */
export function useProjectList(filters: ProjectFilters, pages: number): PublicList<Project> {
  return usePublicList({
    read: projectConverter.read,
    list: LISTS.projects,
    filters: { category: filters.category ?? '', difficulty: filters.difficulty ?? '' },
    search: '',
    searchText: NO_TEXT,
    pages,
    offline: PROJECTS_OFFLINE,
  });
}
