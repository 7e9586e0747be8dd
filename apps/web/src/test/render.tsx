// Test helper shared by the screens' tests (not part of the app bundle); browser stubs are in ./browser.ts.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Mantine, its toasts and TanStack Query, as the app wraps every screen. */
function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** The screen under test inside the app's providers (Mantine, notifications, TanStack Query, a router). */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <Providers queryClient={newQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

/**
 * `routes` in a data router (what blockers and navigation state need) starting at `initialEntry`, inside the app's
 * providers; returns the router (its `state.location` is where the user is) and the query client.
 */
export function renderRoutes(routes: RouteObject[], initialEntry: string, queryClient = newQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}
