import { Navigate, type RouteObject } from 'react-router';
import { shouldRevalidateGuard } from '../plano/revalidate';
import { RouteError } from './RouteError';

/**
 * Routes inside the main layout (login required), docs/product.md §2.2. The layout's loader is the navigation guard and
 * runs on every navigation inside it. Every page is lazy-loaded; areas not built yet show an "em breve" page.
 */
export const appRoutes: RouteObject[] = [
  // Bare paths without an id go back to the list (docs/product.md §2.2).
  { path: '/pacientes/editar', element: <Navigate to="/pacientes" replace /> },
  { path: '/pacientes/prontuarios', element: <Navigate to="/pacientes" replace /> },
  { path: '/pacientes/anexos', element: <Navigate to="/pacientes" replace /> },
  {
    id: 'app',
    // The guard and the plan store load with the app, not with the public pages (smaller /login bundle).
    loader: async (args) => (await import('../plano/guard')).guardLoader(args),
    shouldRevalidate: shouldRevalidateGuard,
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./AppLayout')).AppLayout }),
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
            }),
          },
          {
            path: '/pacientes',
            lazy: async () => ({
              Component: (await import('../features/pacientes/lista/PacientesListaPage')).PacientesListaPage,
            }),
          },
          {
            path: '/pacientes/cadastro',
            lazy: async () => ({
              Component: (await import('../features/pacientes/form/PacienteFormPage')).PacienteCadastroPage,
            }),
          },
          {
            path: '/pacientes/editar/:id',
            lazy: async () => ({
              Component: (await import('../features/pacientes/form/PacienteFormPage')).PacienteEditarPage,
            }),
          },
          {
            path: '/pacientes/ficha/:id',
            lazy: async () => ({
              Component: (await import('../screens/PacienteFichaScreen')).PacienteFichaScreen,
            }),
          },
          {
            path: '/pacientes/prontuarios/:pacienteId',
            lazy: async () => ({
              Component: (await import('../features/prontuarios/ProntuariosPage')).ProntuariosPage,
            }),
          },
          {
            path: '/pacientes/anexos/:id',
            lazy: async () => ({ Component: (await import('../features/anexos/AnexosPage')).AnexosPage }),
          },
          {
            path: '/configuracoes',
            lazy: async () => ({
              Component: (await import('../features/configuracoes/ConfiguracoesPage')).ConfiguracoesPage,
            }),
          },
          {
            path: '/faq',
            lazy: async () => ({ Component: (await import('../features/faq/FaqPage')).FaqPage }),
          },
          {
            path: '/perfil',
            lazy: async () => ({ Component: (await import('../screens/PerfilScreen')).PerfilScreen }),
          },
          {
            path: '/upgrade',
            lazy: async () => ({ Component: (await import('../features/upgrade/UpgradePage')).UpgradePage }),
          },
          {
            path: '/carne-leao',
            lazy: async () => ({
              Component: (await import('../features/carne-leao/ListaPage')).CarneLeaoListaPage,
            }),
          },
          {
            path: '/carne-leao/gerar',
            lazy: async () => ({
              Component: (await import('../features/carne-leao/GerarPage')).CarneLeaoGerarPage,
            }),
          },
          {
            path: '/carne-leao/detalhes/:id',
            lazy: async () => ({
              Component: (await import('../features/carne-leao/DetalhesPage')).CarneLeaoDetalhesPage,
            }),
          },
          {
            path: '/financeiro',
            lazy: async () => ({
              Component: (await import('../features/financeiro/painel/FinanceiroPage')).FinanceiroPage,
            }),
          },
          {
            path: '/financeiro/lista',
            lazy: async () => ({
              Component: (await import('../features/financeiro/lista/ListaPage')).ListaPage,
            }),
          },
          {
            path: '/financeiro/novo',
            lazy: async () => ({
              Component: (await import('../features/financeiro/form/LancamentoFormPage')).LancamentoNovoPage,
            }),
          },
          {
            path: '/financeiro/editar/:id',
            lazy: async () => ({
              Component: (await import('../features/financeiro/form/LancamentoFormPage'))
                .LancamentoEditarPage,
            }),
          },
          {
            path: '/agendamentos',
            lazy: async () => ({
              Component: (await import('../features/agendamentos/AgendaPage')).AgendaPage,
            }),
          },
        ],
      },
    ],
  },
];
