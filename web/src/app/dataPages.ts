import { page as community } from '@/features/community/page';
import { page as mentors } from '@/features/mentors/page';
import { page as projects } from '@/features/projects/page';
import { page as videos } from '@/features/videos/page';
import type { DataPage } from '@/lib/dataPage';

/**
 * The data pages (docs/architecture.md, "Data pages"), each defined once in its feature's page.ts: the router
 * takes their routes from here, and the build their shells, card templates, early reads and preloads.
 */
export const DATA_PAGES: readonly DataPage[] = [mentors, projects, community, videos];
