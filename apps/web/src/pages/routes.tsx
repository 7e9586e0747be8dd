import { Center, Loader } from '@mantine/core';
import type { RouteObject } from 'react-router';

/** Shown while the first page's code loads (React Router warns without one). */
function PageLoading() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Carregando" />
    </Center>
  );
}

/**
 * Public routes of docs/product.md §2.1 (no login), each page lazy-loaded, inside the public header/footer frame; `*` shows
 * the not-found page for every unknown path. A pathless child carries the error boundary so that a failing page
 * still shows the header and footer.
 */
export const publicRoutes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./components/PublicLayout')).PublicLayout }),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./errors/ErrorPage')).RouteErrorBoundary }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./landing/LandingPage')).LandingPage }),
          },
          { path: 'login', lazy: async () => ({ Component: (await import('./login/LoginPage')).LoginPage }) },
          {
            path: 'cadastro',
            lazy: async () => ({ Component: (await import('./cadastro/CadastroPage')).CadastroPage }),
          },
          {
            path: 'change-password',
            lazy: async () => ({
              Component: (await import('./change-password/ChangePasswordPage')).ChangePasswordPage,
            }),
          },
          {
            path: 'politica-privacidade',
            lazy: async () => ({ Component: (await import('./legal/PrivacyPolicyPage')).PrivacyPolicyPage }),
          },
          {
            path: 'termos-uso',
            lazy: async () => ({ Component: (await import('./legal/TermsPage')).TermsPage }),
          },
          {
            path: 'pages/notfound',
            lazy: async () => ({ Component: (await import('./errors/NotFoundPage')).NotFoundPage }),
          },
          {
            path: 'auth/access',
            lazy: async () => ({ Component: (await import('./errors/AccessDeniedPage')).AccessDeniedPage }),
          },
          {
            path: 'auth/error',
            lazy: async () => ({ Component: (await import('./errors/ErrorPage')).ErrorPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./errors/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
