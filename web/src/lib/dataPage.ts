import type { ComponentType } from 'react';
import type { ListName } from '@mentorbridge/model';
import type { CardSpec, EarlyCard } from './earlyCards';

/** What a data page's route loads: the screen, and the shell and card template the build renders from it. */
export interface DataPageView<T> {
  /** The live page. */
  Screen: ComponentType;
  /** Its build-time shell: heading, intro, inert filters and skeletons (docs/architecture.md, "A data page's first visit"). */
  Shell: ComponentType;
  /** Its card, as the build renders it into the template of the first cards before the app. */
  card: CardSpec<T>;
}

/**
 * One data page: a public list with a build-time shell, an early read and first cards before the app. The build
 * derives from it the shell (`<route>.html`), the card template, the early read, the route's preloads and the
 * page list the bench and the browser tests use; Hosting and the service worker serve whatever shells it writes.
 */
export interface DataPage<T = unknown> {
  /** The route's path, without its slash. */
  route: string;
  /** The address of one item under it (`:projectId`), which opens over the list on the same screen; none when items have pages of their own. */
  item?: string;
  /**
   * The model's list it shows: its query (`LISTS`), its texts (`TEXTS.listPages`, `TEXTS.loading`) and its copy
   * on this device (`offlineCopyOf` in lib/usePublicList.ts) go by this name.
   */
  list: ListName;
  /** The route's code, loaded lazily (the build finds the route's chunk by it: the module that exports the Shell). */
  view: () => Promise<DataPageView<T>>;
  /**
   * How a document, or an item of the device's copy, becomes its card's values (the card's api/earlyCard.ts, which
   * pages showing the same card share): the page's early script (no React: it runs before the app) bundles it; the
   * app never loads it.
   */
  early: () => Promise<EarlyCard<T>>;
}

/**
 * A data page's definition (features/<area>/page.ts). The registry (app/dataPages.ts) holds pages of different
 * item types; each page's parts agree on its own.
 */
export function defineDataPage<T>(page: DataPage<T>): DataPage {
  return page as unknown as DataPage;
}

/** The data page a path shows: its list's route, or one of its items opened over the list. */
export function dataPageAt(pages: readonly DataPage[], pathname: string): DataPage | undefined {
  const path = pathname.replace(/(.)\/$/, '$1');
  return pages.find(({ route, item }) => path === `/${route}` || (item !== undefined && path.startsWith(`/${route}/`)));
}
