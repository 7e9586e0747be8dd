import type { RouteObject } from 'react-router';

/** Routes inside the main layout (login required), SPEC.md §2. */
export const appRoutes: RouteObject[] = [];
