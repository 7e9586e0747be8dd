import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api/client';
import { GlobalLoadingOverlay } from './layout/GlobalLoadingOverlay';
import { PlanCheckOverlay } from './layout/PlanCheckOverlay';
import { Toasts } from './layout/Toasts';
import { useAppTheme } from './layout/theme/useAppTheme';
import './layout/global.css';

export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });

/**
 * What wraps every page: the theme, TanStack Query, the toasts and the overlays. The browser puts the router inside
 * (App.tsx); the build's prerender puts a static router there (entry-server.tsx).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { theme, cssVariablesResolver, colorScheme } = useAppTheme();
  // On a phone, toasts at the top cover a dialog's title and its close button: they go to the bottom there.
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Toasts position={phone ? 'bottom-center' : 'top-right'} autoClose={5000} />
        <GlobalLoadingOverlay />
        <PlanCheckOverlay />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
