import { defineDataPage } from '@/lib/dataPage';
import type { Video } from './api/types';

/** /career-hub: the career videos, and /career-hub/{videoId} with one playing (docs/architecture.md, "Data pages"). */
export const page = defineDataPage<Video>({
  route: 'career-hub',
  list: 'videos',
  // A video's own address (a shared link, functions/src/preview.ts): the hub with its play dialog open.
  item: ':videoId',
  view: () => import('./components/CareerHubPage').then((m) => ({ Screen: m.CareerHubPage, Shell: m.Shell, card: m.card })),
  early: () => import('./api/earlyCard').then((m) => m.VIDEO_EARLY),
});
