import { defineDataPage } from '@/lib/dataPage';
import type { Video } from './api/types';

/** /career-hub: the career videos (docs/architecture.md, "Data pages"). */
export const page = defineDataPage<Video>({
  route: 'career-hub',
  list: 'videos',
  view: () => import('./components/CareerHubPage').then((m) => ({ Screen: m.CareerHubPage, Shell: m.Shell, card: m.card })),
  early: () => import('./api/earlyCard').then((m) => m.VIDEO_EARLY),
});
