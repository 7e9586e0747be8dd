import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from './layout/routes';
import { publicRoutes } from './pages/routes';

/** Every route of the app; the build prerenders some public ones with the same objects (entry-server.tsx). */
export const routes: RouteObject[] = [...publicRoutes, ...appRoutes];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** The browser's router, created on first use: after `resolveLazyRoutes` when a prerendered page hydrates. */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}

/**
 * Loads the lazy routes that `pathname` matches and puts what they export on the route objects, before the router
 * is created: a router whose first page still has a lazy route renders its HydrateFallback first, which would not
 * match the prerendered markup being hydrated.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
