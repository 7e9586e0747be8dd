/**
 * Every path of the web app, in one place (docs/product.md lists the routes). Screens link with these functions
 * instead of writing paths; the router's patterns come from the same functions called with ":id".
 * Query strings are built with URLSearchParams and leave out empty values.
 */

type Query = Record<string, string | number | boolean | null | undefined>;

/** `path?k=v&…` with the non-empty values of `query`, in the given order. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

/** The patient file's tabs that can be named in `?aba=`. */
export type AbaDaFicha =
  | 'dados'
  | 'anamnese'
  | 'sessoes'
  | 'prontuario'
  | 'documentos'
  | 'agenda'
  | 'anexos'
  | 'termos'
  | 'escalas'
  | 'financeiro';

export const paths = {
  // Public pages.
  home: '/',
  login: '/login',
  cadastro: '/cadastro',
  changePassword: '/change-password',
  politicaPrivacidade: '/politica-privacidade',
  termosUso: '/termos-uso',
  notFound: '/pages/notfound',
  accessDenied: '/auth/access',
  authError: '/auth/error',
  /** The reminder's link a patient opens (docs/product.md §13). */
  confirmar: (token: string) => `/confirmar/${token}`,
  /** A secretária's invitation link (docs/product.md §15). */
  convite: (token: string) => `/convite/${token}`,
  agendar: (slug: string) => `/agendar/${slug}`,
  /** The patient's own page from the link the psychologist sends (docs/product.md §17), and its sections. */
  portal: (token: string, secao?: string) => (secao ? `/portal/${token}/${secao}` : `/portal/${token}`),

  // The app (login required).
  dashboard: '/dashboard',
  pacientes: {
    lista: '/pacientes',
    cadastro: '/pacientes/cadastro',
    /** The archived patients: restore or erase for good (docs/product.md §8.3). */
    arquivados: '/pacientes/arquivados',
    /** Patients from a spreadsheet (docs/product.md §8.3.1). */
    importar: '/pacientes/importar',
    editar: (id: string) => `/pacientes/editar/${id}`,
    ficha: (id: string, aba?: AbaDaFicha) => withQuery(`/pacientes/ficha/${id}`, { aba }),
    prontuarios: (id: string) => `/pacientes/prontuarios/${id}`,
    anexos: (id: string) => `/pacientes/anexos/${id}`,
  },
  financeiro: {
    painel: '/financeiro',
    lista: (query?: Query) => withQuery('/financeiro/lista', query),
    novo: (query?: Query) => withQuery('/financeiro/novo', query),
    editar: (id: string, query?: Query) => withQuery(`/financeiro/editar/${id}`, query),
    /** Charges to patients by PIX (docs/product.md §18), `?status=&mes=&page=`. */
    cobrancas: (query?: Query) => withQuery('/financeiro/cobrancas', query),
    cobranca: (id: string) => `/financeiro/cobrancas/${id}`,
  },
  agenda: '/agendamentos',
  carneLeao: {
    lista: '/carne-leao',
    gerar: '/carne-leao/gerar',
    detalhes: (id: string) => `/carne-leao/detalhes/${id}`,
    /** The Carnê-Leão Web import and the Receita Saúde receipts (`?ano=&mes=&todos=`). */
    escrituracao: (query?: Query) => withQuery('/carne-leao/escrituracao', query),
  },
  configuracoes: '/configuracoes',
  faq: '/faq',
  perfil: '/perfil',
  upgrade: '/upgrade',
  documentacao: '/documentation',
} as const;

/**
 * The component gallery's 18 pages (docs/product.md §2.4), in the order /documentation lists them; each opens inside
 * the layout, needs no plan and is lazy-loaded. The e2e walks import this list.
 */
export const GALERIA_PATHS = [
  '/uikit/formlayout',
  '/uikit/input',
  '/uikit/button',
  '/uikit/table',
  '/uikit/list',
  '/uikit/tree',
  '/uikit/panel',
  '/uikit/overlay',
  '/uikit/media',
  '/uikit/message',
  '/uikit/file',
  '/uikit/menu',
  '/uikit/charts',
  '/uikit/misc',
  '/uikit/timeline',
  '/pages/empty',
  '/pages/crud',
  '/documentation',
] as const;
export type GaleriaPath = (typeof GALERIA_PATHS)[number];
