import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { LISTS, TEXTS } from '@mentorbridge/model';
import { AppFrame } from '../app/App';
import { DATA_PAGES } from '../app/dataPages';
import { Layout } from '../app/layout/Layout';
import { routes } from '../app/router';
import { templateJson } from '@/lib/earlyCards';
import { firstPageRequest } from '@/lib/firestoreRest';
import { SessionContextProvider } from '@/session/session';
import { cardTemplate } from './cardTemplate';
import type { ShellParts } from './build/pages';

async function render(pageRoutes: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(pageRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppFrame>
      <SessionContextProvider value={{ status: 'loading', user: null }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SessionContextProvider>
    </AppFrame>,
  );
}

/**
 * The landing page as static HTML, rendered at build time: it paints before any JavaScript
 * runs, then the client hydrates it in place.
 */
export function renderHome(): Promise<string> {
  return render(routes, '/');
}

/** The landing page's document title, the one its screen sets. */
export const homeTitle = TEXTS.pageTitles.home;

/**
 * A data page's shell as static HTML: the layout with the page's heading and skeletons. It paints before
 * any JavaScript runs; the client renders the page over it once the page's code is in (no hydration: the
 * live page has controls the shell does not).
 */
function renderShell(route: string, Shell: ComponentType): Promise<string> {
  return render([{ element: <Layout />, children: [{ path: route, element: <Shell /> }] }], `/${route}`);
}

/**
 * Each data page's shell, card template and first read (docs/architecture.md, "A data page's first visit"), from
 * its definition. Runs in the build with the build's environment (the emulator's host or Firestore's).
 */
export function dataPageShells(): Promise<ShellParts[]> {
  return Promise.all(
    DATA_PAGES.map(async (page) => {
      const { Shell, card } = await page.view();
      const { url, body } = firstPageRequest(LISTS[page.list]);
      const { order } = LISTS[page.list];
      const title = TEXTS.pageTitles.title(TEXTS.pageTitles.lists[page.list]);
      return { route: page.route, list: page.list, order, title, shell: await renderShell(page.route, Shell), template: templateJson(cardTemplate(card)), earlyRead: [url, body] as const };
    }),
  );
}
