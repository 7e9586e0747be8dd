import { Center, Loader } from '@mantine/core';
import type { RouteObject } from 'react-router';
import { paths } from '../routes/paths';
import { LayoutDeConvidado } from './components/LayoutDeConvidado';
import { PublicLayout } from './components/PublicLayout';
import { ErrorPage, RouteErrorBoundary } from './errors/ErrorPage';
import { LoginPage } from './login/LoginPage';

/** Shown while the first page's code loads (React Router warns without one). */
function PageLoading() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Carregando" />
    </Center>
  );
}

/**
 * Public routes of docs/product.md §2.1 (no login), inside the public header/footer frame; `*` shows the not-found page
 * for every unknown path. A pathless child carries the error boundary so that a failing page still shows the header
 * and footer. The frame, the error page and the login come with the entry: the login is where most first visits land,
 * and loading it lazily costs ~35 chunk requests and preload links before the first paint
 * (docs/decisions/0040-web-bundle-split.md). The other pages are lazy.
 */
export const publicRoutes: RouteObject[] = [
  {
    // Pages opened from a psychologist's link: their own sober frame, without the product's sign-up.
    HydrateFallback: PageLoading,
    Component: LayoutDeConvidado,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            path: paths.convite(':token'),
            lazy: async () => ({ Component: (await import('./convite/ConvitePage')).ConvitePage }),
          },
          {
            path: paths.agendar(':slug'),
            lazy: async () => ({ Component: (await import('./agendar/AgendarPage')).AgendarPage }),
          },
          {
            path: paths.confirmar(':token'),
            lazy: async () => ({ Component: (await import('./confirmar/ConfirmarPage')).ConfirmarPage }),
          },
          {
            // The patient's own page and its sections (features/portal/paciente/secoes.tsx route inside it).
            path: `${paths.portal(':token')}/*`,
            lazy: async () => ({ Component: (await import('./portal/PortalPage')).PortalPage }),
          },
        ],
      },
    ],
  },
  {
    HydrateFallback: PageLoading,
    Component: PublicLayout,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./landing/LandingPage')).LandingPage }),
          },
          {
            path: paths.login,
            Component: LoginPage,
          },
          {
            path: paths.cadastro,
            lazy: async () => ({ Component: (await import('./cadastro/CadastroPage')).CadastroPage }),
          },
          {
            path: paths.changePassword,
            lazy: async () => ({
              Component: (await import('./change-password/ChangePasswordPage')).ChangePasswordPage,
            }),
          },
          {
            path: paths.politicaPrivacidade,
            lazy: async () => ({ Component: (await import('./legal/PrivacyPolicyPage')).PrivacyPolicyPage }),
          },
          {
            path: paths.termosUso,
            lazy: async () => ({ Component: (await import('./legal/TermsPage')).TermsPage }),
          },
          {
            path: paths.notFound,
            lazy: async () => ({ Component: (await import('./errors/NotFoundPage')).NotFoundPage }),
          },
          {
            path: paths.accessDenied,
            lazy: async () => ({ Component: (await import('./errors/AccessDeniedPage')).AccessDeniedPage }),
          },
          {
            path: paths.authError,
            Component: ErrorPage,
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
