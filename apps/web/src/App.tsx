import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ApiError, setUnauthorizedHandler } from './api/client';
import { endSession } from './api/session';
import { GlobalLoadingOverlay } from './layout/GlobalLoadingOverlay';
import { PlanCheckOverlay } from './layout/PlanCheckOverlay';
import { Toasts } from './layout/Toasts';
import { useAppTheme } from './layout/theme/useAppTheme';
import { router } from './router';
import './layout/global.css';
import { paths } from './routes/paths';
import { loginComVolta } from './routes/volta';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

// docs/product.md §5.2: a 401 on a non-auth endpoint ends the session and sends the user to /login (client-side).
setUnauthorizedHandler(() => {
  endSession();
  queryClient.clear();
  const { pathname, search } = router.state.location;
  if (pathname !== paths.login) void router.navigate(loginComVolta(pathname + search), { replace: true });
});

export function App() {
  const { theme, cssVariablesResolver, colorScheme } = useAppTheme();
  // On a phone, toasts at the top cover a dialog's title and its close button: they go to the bottom there.
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Toasts position={phone ? 'bottom-center' : 'top-right'} autoClose={5000} />
        <GlobalLoadingOverlay />
        <PlanCheckOverlay />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
