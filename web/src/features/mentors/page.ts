import { defineDataPage } from '@/lib/dataPage';
import type { Mentor } from './api/filters';

/** /mentorship: the mentor directory (docs/architecture.md, "Data pages"). */
export const page = defineDataPage<Mentor>({
  route: 'mentorship',
  list: 'mentors',
  view: () => import('./components/MentorsPage').then((m) => ({ Screen: m.MentorsPage, Shell: m.Shell, card: m.card })),
  early: () => import('./api/earlyCard').then((m) => m.MENTOR_EARLY),
});
