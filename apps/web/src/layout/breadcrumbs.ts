import { paths } from '../routes/paths';
/** Breadcrumb labels per route (docs/product.md §3.3: home → /dashboard, Portuguese labels per route name). */
export interface Crumb {
  label: string;
  to?: string;
}

const PACIENTES: Crumb = { label: 'Pacientes', to: paths.pacientes.lista };
const FINANCEIRO: Crumb = { label: 'Gestão Financeira', to: paths.financeiro.painel };
const CARNE_LEAO: Crumb = { label: 'Carnê-Leão', to: paths.carneLeao.lista };

const ROUTES: Array<[pattern: RegExp, crumbs: Crumb[]]> = [
  [/^\/dashboard$/, [{ label: 'Dashboard' }]],
  [/^\/pacientes$/, [{ label: 'Pacientes' }]],
  [/^\/pacientes\/cadastro$/, [PACIENTES, { label: 'Novo paciente' }]],
  [/^\/pacientes\/arquivados$/, [PACIENTES, { label: 'Arquivados' }]],
  [/^\/pacientes\/importar$/, [PACIENTES, { label: 'Importar planilha' }]],
  [/^\/pacientes\/editar\/[^/]+$/, [PACIENTES, { label: 'Editar paciente' }]],
  [/^\/pacientes\/prontuarios\/[^/]+$/, [PACIENTES, { label: 'Prontuários' }]],
  [/^\/pacientes\/anexos\/[^/]+$/, [PACIENTES, { label: 'Anexos' }]],
  [/^\/pacientes\/ficha\/[^/]+$/, [PACIENTES, { label: 'Ficha do paciente' }]],
  [/^\/financeiro$/, [{ label: 'Gestão Financeira' }]],
  [/^\/financeiro\/lista$/, [FINANCEIRO, { label: 'Lançamentos' }]],
  [/^\/financeiro\/novo$/, [FINANCEIRO, { label: 'Novo lançamento' }]],
  [/^\/financeiro\/editar\/[^/]+$/, [FINANCEIRO, { label: 'Editar lançamento' }]],
  [/^\/financeiro\/cobrancas$/, [FINANCEIRO, { label: 'Cobranças' }]],
  [
    /^\/financeiro\/cobrancas\/[^/]+$/,
    [FINANCEIRO, { label: 'Cobranças', to: paths.financeiro.cobrancas() }, { label: 'Cobrança' }],
  ],
  [/^\/carne-leao$/, [{ label: 'Carnê-Leão' }]],
  [/^\/carne-leao\/gerar$/, [CARNE_LEAO, { label: 'Gerar carnê' }]],
  [/^\/carne-leao\/detalhes\/[^/]+$/, [CARNE_LEAO, { label: 'Detalhes' }]],
  [/^\/carne-leao\/escrituracao$/, [CARNE_LEAO, { label: 'Escrituração e Receita Saúde' }]],
  [/^\/agendamentos$/, [{ label: 'Agendamentos' }]],
  [/^\/configuracoes$/, [{ label: 'Gerenciar Plano' }]],
  [/^\/upgrade$/, [{ label: 'Gerenciar Plano', to: paths.configuracoes }, { label: 'Upgrade do plano' }]],
  [/^\/faq$/, [{ label: 'FAQ - Dúvidas' }]],
  [/^\/perfil$/, [{ label: 'Meu Perfil' }]],
  [/^\/documentation$/, [{ label: 'Documentação' }]],
];

/** The component gallery's pages (docs/product.md §2.4), under "Galeria" (→ /documentation, which lists them). */
const GALERIA = new Map(
  Object.entries({
    'uikit/formlayout': 'Formulários',
    'uikit/input': 'Campos de entrada',
    'uikit/button': 'Botões',
    'uikit/table': 'Tabela',
    'uikit/list': 'Listas',
    'uikit/tree': 'Árvore',
    'uikit/panel': 'Painéis',
    'uikit/overlay': 'Sobreposições',
    'uikit/media': 'Mídia',
    'uikit/message': 'Mensagens',
    'uikit/file': 'Arquivos',
    'uikit/menu': 'Menus',
    'uikit/charts': 'Gráficos',
    'uikit/misc': 'Diversos',
    'uikit/timeline': 'Linha do tempo',
    'pages/empty': 'Página em branco',
    'pages/crud': 'CRUD',
  }),
);

export function breadcrumbsFor(path: string): Crumb[] {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const galeria = GALERIA.get(clean.slice(1));
  if (galeria) return [{ label: 'Galeria', to: paths.documentacao }, { label: galeria }];
  return ROUTES.find(([pattern]) => pattern.test(clean))?.[1] ?? [];
}
