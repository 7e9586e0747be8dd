import { Navigate, type RouteObject } from 'react-router';
import { shouldRevalidateGuard } from '../plano/revalidate';
import { GALERIA_PATHS, paths } from '../routes/paths';
import { RouteError } from './RouteError';

/**
 * Routes inside the main layout (login required), docs/product.md §2.2. The layout's loader is the navigation guard and
 * runs on every navigation inside it. Every page is lazy-loaded; areas not built yet show an "em breve" page.
 */
export const appRoutes: RouteObject[] = [
  // Bare paths without an id go back to the list (docs/product.md §2.2).
  { path: '/pacientes/editar', element: <Navigate to={paths.pacientes.lista} replace /> },
  { path: '/pacientes/prontuarios', element: <Navigate to={paths.pacientes.lista} replace /> },
  { path: '/pacientes/anexos', element: <Navigate to={paths.pacientes.lista} replace /> },
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
            path: paths.dashboard,
            lazy: async () => ({
              Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
            }),
          },
          {
            path: paths.pacientes.lista,
            lazy: async () => ({
              Component: (await import('../features/pacientes/lista/PacientesListaPage')).PacientesListaPage,
            }),
          },
          {
            path: paths.pacientes.cadastro,
            lazy: async () => ({
              Component: (await import('../features/pacientes/form/PacienteFormPage')).PacienteCadastroPage,
            }),
          },
          {
            path: paths.pacientes.arquivados,
            lazy: async () => ({
              Component: (await import('../features/pacientes/arquivados/ArquivadosPage')).ArquivadosPage,
            }),
          },
          {
            path: paths.pacientes.importar,
            lazy: async () => ({
              Component: (await import('../features/pacientes/importar/ImportarPage')).ImportarPage,
            }),
          },
          {
            path: paths.pacientes.editar(':id'),
            lazy: async () => ({
              Component: (await import('../features/pacientes/form/PacienteFormPage')).PacienteEditarPage,
            }),
          },
          {
            path: paths.pacientes.ficha(':id'),
            lazy: async () => ({
              Component: (await import('../screens/PacienteFichaScreen')).PacienteFichaScreen,
            }),
          },
          {
            path: paths.pacientes.prontuarios(':pacienteId'),
            lazy: async () => ({
              Component: (await import('../features/prontuarios/ProntuariosPage')).ProntuariosPage,
            }),
          },
          {
            path: paths.pacientes.anexos(':id'),
            lazy: async () => ({ Component: (await import('../features/anexos/AnexosPage')).AnexosPage }),
          },
          {
            path: paths.configuracoes,
            lazy: async () => ({
              Component: (await import('../screens/ConfiguracoesScreen')).ConfiguracoesScreen,
            }),
          },
          {
            path: paths.faq,
            lazy: async () => ({ Component: (await import('../features/faq/FaqPage')).FaqPage }),
          },
          {
            path: paths.perfil,
            lazy: async () => ({ Component: (await import('../screens/PerfilScreen')).PerfilScreen }),
          },
          {
            path: paths.upgrade,
            lazy: async () => ({ Component: (await import('../features/upgrade/UpgradePage')).UpgradePage }),
          },
          {
            path: paths.carneLeao.lista,
            lazy: async () => ({
              Component: (await import('../features/carne-leao/ListaPage')).CarneLeaoListaPage,
            }),
          },
          {
            path: paths.carneLeao.gerar,
            lazy: async () => ({
              Component: (await import('../features/carne-leao/GerarPage')).CarneLeaoGerarPage,
            }),
          },
          {
            path: paths.carneLeao.detalhes(':id'),
            lazy: async () => ({
              Component: (await import('../features/carne-leao/DetalhesPage')).CarneLeaoDetalhesPage,
            }),
          },
          {
            path: paths.carneLeao.escrituracao(),
            lazy: async () => ({
              Component: (await import('../features/carne-leao/escrituracao/EscrituracaoPage'))
                .EscrituracaoPage,
            }),
          },
          {
            path: paths.financeiro.painel,
            lazy: async () => ({
              Component: (await import('../features/financeiro/painel/FinanceiroPage')).FinanceiroPage,
            }),
          },
          {
            path: paths.financeiro.lista(),
            lazy: async () => ({
              Component: (await import('../features/financeiro/lista/ListaPage')).ListaPage,
            }),
          },
          {
            path: paths.financeiro.novo(),
            lazy: async () => ({
              Component: (await import('../features/financeiro/form/LancamentoFormPage')).LancamentoNovoPage,
            }),
          },
          {
            path: paths.financeiro.editar(':id'),
            lazy: async () => ({
              Component: (await import('../features/financeiro/form/LancamentoFormPage'))
                .LancamentoEditarPage,
            }),
          },
          {
            path: paths.financeiro.cobrancas(),
            lazy: async () => ({
              Component: (await import('../features/cobrancas/CobrancasPage')).CobrancasPage,
            }),
          },
          {
            path: paths.financeiro.cobranca(':id'),
            lazy: async () => ({
              Component: (await import('../features/cobrancas/CobrancaPage')).CobrancaPage,
            }),
          },
          {
            path: paths.agenda,
            lazy: async () => ({
              Component: (await import('../features/agendamentos/AgendaPage')).AgendaPage,
            }),
          },
          // The component gallery (docs/product.md §2.4): lazy, its own chunk.
          ...GALERIA_PATHS.map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('../features/galeria/GaleriaPagina')).GaleriaPagina,
            }),
          })),
        ],
      },
    ],
  },
];
