import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, newQueryClient } from './AppProviders';
import { routes } from './router';

/**
 * The markup of one public page as the browser renders it before any data arrives (no session, the prerendered
 * appearance, no query answered), for the build's prerender (apps/web/prerender/plugin.ts). The router's state is
 * not embedded: no public route has a loader, and an inline script would need its own CSP allowance.
 */
export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url}: o prerender recebeu um redirecionamento`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={newQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
