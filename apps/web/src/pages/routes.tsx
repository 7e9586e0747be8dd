import type { RouteObject } from 'react-router';

/** Public routes of SPEC.md §2 (no login) and the catch-all not-found page. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./placeholder')).Placeholder }) },
];
