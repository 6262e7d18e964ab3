import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ListName } from '@mentorbridge/model';

/**
 * The data pages of the build under test, as the build wrote them from their definitions (features/<area>/page.ts,
 * DATA_PAGES_FILE in startup/build/pages.ts): each one's path and the model's list it shows.
 */
export const DATA_PAGES: readonly { path: string; list: ListName }[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/.data-pages.json', import.meta.url)), 'utf8')) as { route: string; list: ListName }[]
).map(({ route, list }) => ({ path: `/${route}`, list }));
