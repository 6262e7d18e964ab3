import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from '../app/App';
import { routes } from '../app/router';
import { SessionContextProvider } from '@/session/session';

/**
 * The landing page as static HTML, rendered at build time: it paints before any JavaScript
 * runs, then the client hydrates it in place.
 */
export async function renderHome(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('prerender: / redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppFrame>
      <SessionContextProvider value={{ status: 'loading', user: null }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SessionContextProvider>
    </AppFrame>,
  );
}
