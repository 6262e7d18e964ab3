import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AppFrame } from '../app/App';
import { Layout } from '../app/layout/Layout';
import { routes } from '../app/router';
import { CommunityShell } from '@/features/community/components/CommunityShell';
import { DISCUSSION_EARLY_CARD } from '@/features/community/components/earlyCard';
import { MENTOR_EARLY_CARD } from '@/features/mentors/components/earlyCard';
import { PROJECT_EARLY_CARD } from '@/features/projects/components/earlyCard';
import { VIDEO_EARLY_CARD } from '@/features/videos/components/earlyCard';
import { FIRST_REVEAL } from '@/lib/useRevealed';
import { MentorsShell } from '@/features/mentors/components/MentorsShell';
import { ProjectsShell } from '@/features/projects/components/ProjectsShell';
import { CareerHubShell } from '@/features/videos/components/CareerHubShell';
import { SessionContextProvider } from '@/session/session';
import { cardTemplate } from './cardTemplate';
import { templateJson } from '@/lib/earlyCards';

/**
 * What the build writes for each data page: its heading, intro and skeleton cards inside the app's layout
 * (docs/architecture.md, "Build-time shells of the data pages"). The keys are the routes' paths.
 */
export const SHELLS: Record<string, () => ReactNode> = {
  mentorship: MentorsShell,
  projects: ProjectsShell,
  community: CommunityShell,
  'career-hub': CareerHubShell,
};

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

/**
 * A data page's shell as static HTML: the layout with the page's heading and skeletons. It paints before
 * any JavaScript runs; the client renders the page over it once the page's code is in (no hydration: the
 * live page has controls the shell does not).
 */
export function renderShell(path: string): Promise<string> {
  const Shell = SHELLS[path];
  if (!Shell) throw new Error(`prerender: no shell for /${path}`);
  return render([{ element: <Layout />, children: [{ path, element: <Shell /> }] }], `/${path}`);
}

/** The cards shown before the app: one row, as many as the app's first commit renders (lib/useRevealed.ts). */
export const EARLY_CARD_COUNT = FIRST_REVEAL;

/**
 * The data pages whose first cards show before the app (startup/earlyCards.ts): each one's template, as the JSON
 * the page holds. The keys are the routes' paths; plugins.ts's EARLY_CARD_VALUES names each one's values.
 */
export function earlyTemplates(): Record<string, string> {
  return {
    mentorship: templateJson(cardTemplate(MENTOR_EARLY_CARD)),
    projects: templateJson(cardTemplate(PROJECT_EARLY_CARD)),
    community: templateJson(cardTemplate(DISCUSSION_EARLY_CARD)),
    'career-hub': templateJson(cardTemplate(VIDEO_EARLY_CARD)),
  };
}
