import { defineDataPage } from '@/lib/dataPage';
import type { Project } from '@mentorbridge/model';

/** /projects: the practice projects (docs/architecture.md, "Data pages"). */
export const page = defineDataPage<Project>({
  route: 'projects',
  // A project's address opens its dialog over the list.
  item: ':projectId',
  list: 'projects',
  view: () => import('./components/ProjectsPage').then((m) => ({ Screen: m.ProjectsPage, Shell: m.Shell, card: m.card })),
  early: () => import('./api/earlyCard').then((m) => m.PROJECT_EARLY),
});
