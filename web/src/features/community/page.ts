import { defineDataPage } from '@/lib/dataPage';
import type { Discussion } from '@mentorbridge/model';

/** /community: the community's discussions (docs/architecture.md, "Data pages"). */
export const page = defineDataPage<Discussion>({
  route: 'community',
  list: 'discussions',
  view: () => import('./components/CommunityPage').then((m) => ({ Screen: m.CommunityPage, Shell: m.Shell, card: m.card })),
  early: () => import('./api/earlyCard').then((m) => m.DISCUSSION_EARLY),
});
