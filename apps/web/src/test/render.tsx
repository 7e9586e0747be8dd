// Test helper shared by the screens' tests (not part of the app bundle); browser stubs are in ./browser.ts.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** The screen under test inside the app's providers (Mantine, notifications, TanStack Query, a router). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * `routes` in a data router (what blockers and navigation state need) starting at `initialEntry`, inside Mantine and
 * TanStack Query; returns the router (its `state.location` is where the user is) and the query client.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient };
}
