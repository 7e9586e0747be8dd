import { RouterProvider } from 'react-router/dom';
import { AppProviders, newQueryClient } from './AppProviders';
import { setUnauthorizedHandler } from './api/client';
import { endSession } from './api/session';
import { getRouter } from './router';
import { paths } from './routes/paths';
import { loginComVolta } from './routes/volta';

const queryClient = newQueryClient();

// docs/product.md §5.2: a 401 on a non-auth endpoint ends the session and sends the user to /login (client-side).
setUnauthorizedHandler(() => {
  endSession();
  queryClient.clear();
  const router = getRouter();
  const { pathname, search } = router.state.location;
  if (pathname !== paths.login) void router.navigate(loginComVolta(pathname + search), { replace: true });
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={getRouter()} />
    </AppProviders>
  );
}
