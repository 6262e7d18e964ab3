/**
 * The first-page request of each data page's list as the REST client makes it (lib/firestoreRest.ts): no
 * filters, no search, the default sort, one page. The build writes it into the page's shell, whose loader asks
 * for it at once (loaderScript.ts); the client takes that answer when it makes the same request (lib/earlyRead.ts).
 * Loaded by the build through Vite's module runner, with the build's environment (the emulator's host or
 * Firestore's).
 */
import { LISTS, type ListDefinition } from '@mentorbridge/model';
import { firstPageRequest } from '../lib/firestoreRest';
import type { DATA_PAGES } from '../lib/dataPages';

const PAGE_LISTS: Record<(typeof DATA_PAGES)[number], ListDefinition> = {
  mentorship: LISTS.mentors,
  projects: LISTS.projects,
  community: LISTS.discussions,
  'career-hub': LISTS.videos,
};

/** Each data page's first read: [url, body]. */
export const EARLY_READS = Object.fromEntries(
  Object.entries(PAGE_LISTS).map(([route, list]) => {
    const { url, body } = firstPageRequest(list);
    return [route, [url, body] as const];
  }),
) as Record<(typeof DATA_PAGES)[number], readonly [string, string]>;
