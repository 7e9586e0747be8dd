import type { Page } from 'playwright-core';
import * as web from '../../apps/web/src/routes/paths.ts';

/*
 * What the accessibility walk visits (e2e/lib/acessibilidade.ts walks it): the screens of routes/paths.ts, the
 * gallery's pages and the appearances of the appearance panel. `ids` holds the demo data the walk's journey adds.
 */
export const { paths } = web;
/** The gallery's pages, when the gallery exports its list. */
export const GALERIA: readonly string[] =
  (web as unknown as { GALERIA_PATHS?: readonly string[] }).GALERIA_PATHS ?? [];

export const PRIMARIES = [
  'noir',
  'emerald',
  'green',
  'lime',
  'orange',
  'amber',
  'yellow',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
];
export const SURFACES = ['slate', 'gray', 'zinc', 'neutral', 'stone', 'soho', 'viva', 'ocean'];
export const PRESETS = ['Aura', 'Lara', 'Nora'];

export interface Appearance {
  preset: string;
  primary: string;
  surface: string;
  darkTheme: boolean;
}
export const DEFAULT: Omit<Appearance, 'darkTheme'> = { preset: 'Aura', primary: 'emerald', surface: 'zinc' };

export const ids = {
  paciente: '',
  lancamento: '',
  carneLeao: '',
  /** João Pedro's link to his page (docs/product.md §17), its pending ficha and the birth date that opens it. */
  portal: '',
  portalFicha: '',
  portalTermo: '',
  /** A GAD-7 waiting on his page (docs/product.md §19). */
  portalEscala: '',
  nascimento: '',
  /** Rita Arquivada, archived: her file opens read-only (docs/decisions/0078-archived-patients-read-only.md). */
  arquivado: '',
  /** A PIX charge of João Pedro's session (docs/product.md §18). */
  cobranca: '',
};

/** One screen of the walk: where it is, and what to do there before the audit (open a dialog…). */
export interface Screen {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
}

const FICHA_ABAS = [
  'dados',
  'anamnese',
  'sessoes',
  'prontuario',
  'documentos',
  'agenda',
  'anexos',
  'termos',
  'financeiro',
] as const;

export const publicScreens = (): Screen[] => [
  { name: 'landing', path: paths.home },
  { name: 'login', path: paths.login },
  { name: 'cadastro', path: paths.cadastro },
  { name: 'change-password', path: paths.changePassword },
  { name: 'politica-privacidade', path: paths.politicaPrivacidade },
  { name: 'termos-uso', path: paths.termosUso },
  { name: 'not-found', path: paths.notFound },
  { name: 'access-denied', path: paths.accessDenied },
  { name: 'auth-error', path: paths.authError },
  { name: 'confirmar-link-invalido', path: paths.confirmar('link-que-nao-existe') },
  { name: 'convite-link-invalido', path: paths.convite('convite-que-nao-existe') },
  { name: 'agendar-pagina-inexistente', path: paths.agendar('pagina-que-nao-existe') },
  ...portalScreens(),
];

/**
 * The patient's page (docs/product.md §17), no user session: the entry, then each section once entered (the
 * portal session stays in the tab's sessionStorage from one screen to the next), the ficha being filled in and the
 * cancel dialog; an unknown link last.
 */
const portalScreens = (): Screen[] => [
  { name: 'portal-entrada', path: paths.portal(ids.portal) },
  {
    name: 'portal-inicio',
    path: paths.portal(ids.portal),
    open: async (page) => {
      await page.getByLabel(/^Data de nascimento/).fill(ids.nascimento);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('heading', { name: /^Olá, / }).waitFor();
    },
  },
  { name: 'portal-sessoes', path: paths.portal(ids.portal, 'sessoes') },
  {
    name: 'portal-cancelar',
    path: paths.portal(ids.portal, 'sessoes'),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Cancelar sessão:/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Cancelar sessão?' }).waitFor();
    },
  },
  { name: 'portal-documentos', path: paths.portal(ids.portal, 'documentos') },
  { name: 'portal-formularios', path: paths.portal(ids.portal, 'formularios') },
  { name: 'portal-pagamentos', path: paths.portal(ids.portal, 'pagamentos') },
  { name: 'portal-termos', path: paths.portal(ids.portal, 'termos') },
  { name: 'portal-termo', path: paths.portal(ids.portal, `termos/${ids.portalTermo}`) },
  { name: 'portal-ficha', path: paths.portal(ids.portal, `formularios/${ids.portalFicha}`) },
  { name: 'portal-escala', path: paths.portal(ids.portal, `formularios/escalas/${ids.portalEscala}`) },
  { name: 'portal-link-invalido', path: paths.portal('link-que-nao-existe') },
];

export const appScreens = (): Screen[] => [
  { name: 'dashboard', path: paths.dashboard },
  { name: 'pacientes', path: paths.pacientes.lista },
  { name: 'paciente-novo', path: paths.pacientes.cadastro },
  { name: 'paciente-editar', path: paths.pacientes.editar(ids.paciente) },
  ...FICHA_ABAS.map((aba) => ({ name: `ficha-${aba}`, path: paths.pacientes.ficha(ids.paciente, aba) })),
  { name: 'ficha-arquivada', path: paths.pacientes.ficha(ids.arquivado) },
  { name: 'pacientes-busca-arquivados', path: `${paths.pacientes.lista}?busca=Rita%20Arquivada` },
  { name: 'prontuarios', path: paths.pacientes.prontuarios(ids.paciente) },
  {
    name: 'prontuario-dialogo',
    path: paths.pacientes.prontuarios(ids.paciente),
    open: async (page) => {
      await page.getByRole('button', { name: 'Nova entrada' }).first().click();
      await page.getByRole('dialog', { name: 'Nova entrada' }).waitFor();
    },
  },
  {
    name: 'documento-dialogo',
    path: paths.pacientes.ficha(ids.paciente, 'documentos'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Novo documento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo documento' });
      await dialog.getByRole('radio', { name: /^Relatório multiprofissional/ }).click();
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await dialog.getByRole('region', { name: 'Pré-visualização do documento' }).waitFor();
    },
  },
  {
    name: 'documento-assinar',
    path: paths.pacientes.ficha(ids.paciente, 'documentos'),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Mais ações/ })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Assinar com certificado digital' }).click();
      await page.getByRole('dialog', { name: 'Assinar com certificado digital' }).waitFor();
    },
  },
  {
    name: 'area-do-paciente-respostas',
    path: paths.pacientes.ficha(ids.paciente),
    open: async (page) => {
      await page.getByRole('button', { name: /^Aplicar: Pré-anamnese/ }).click();
      await page.getByRole('dialog', { name: 'Pré-anamnese' }).getByText('Ansiedade no trabalho.').waitFor();
    },
  },
  {
    name: 'termo-enviar',
    path: paths.pacientes.ficha(ids.paciente, 'termos'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Enviar termo' }).first().click();
      await page
        .getByRole('dialog', { name: 'Enviar termo ao paciente' })
        .getByLabel('Texto do termo')
        .waitFor();
    },
  },
  {
    name: 'escala-enviar',
    path: paths.pacientes.ficha(ids.paciente, 'escalas'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Enviar escala' }).first().click();
      await page.getByRole('form', { name: 'Enviar escala' }).waitFor();
    },
  },
  {
    name: 'termos-modelo-editar',
    path: paths.perfil,
    open: async (page) => {
      await page.getByRole('button', { name: 'Editar: Contrato terapêutico' }).click();
      await page.getByRole('dialog', { name: 'Contrato terapêutico' }).waitFor();
    },
  },
  { name: 'anexos', path: paths.pacientes.anexos(ids.paciente) },
  { name: 'pacientes-arquivados', path: paths.pacientes.arquivados },
  { name: 'pacientes-importar', path: paths.pacientes.importar },
  {
    name: 'pacientes-importar-previa',
    path: paths.pacientes.importar,
    open: async (page) => {
      await page.getByLabel('Escolher a planilha de pacientes').setInputFiles({
        name: 'pacientes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Nome;Celular;CPF\r\nLívia Prado;(11) 91234-5678;\r\nSem Telefone;;123\r\n'),
      });
      await page.getByRole('heading', { name: 'Colunas' }).waitFor();
    },
  },
  {
    name: 'pacientes-arquivados-excluir',
    path: paths.pacientes.arquivados,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Excluir definitivamente / })
        .first()
        .click();
      await page.getByRole('dialog', { name: /^Excluir definitivamente / }).waitFor();
    },
  },
  { name: 'agenda', path: paths.agenda },
  {
    name: 'agenda-dialogo',
    path: paths.agenda,
    open: async (page) => {
      await page.getByRole('button', { name: 'Novo agendamento' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'financeiro', path: paths.financeiro.painel },
  { name: 'financeiro-lista', path: paths.financeiro.lista() },
  { name: 'financeiro-novo', path: paths.financeiro.novo() },
  { name: 'financeiro-editar', path: paths.financeiro.editar(ids.lancamento) },
  { name: 'cobrancas', path: paths.financeiro.cobrancas() },
  {
    name: 'cobrancas-mes',
    path: paths.financeiro.cobrancas(),
    open: async (page) => {
      await page.getByRole('button', { name: 'Cobrar o mês' }).click();
      await page.getByRole('dialog', { name: 'Cobrar o mês' }).waitFor();
    },
  },
  { name: 'cobranca', path: paths.financeiro.cobranca(ids.cobranca) },
  {
    name: 'cobranca-pagar',
    path: paths.financeiro.cobranca(ids.cobranca),
    open: async (page) => {
      await page.getByRole('button', { name: 'Marcar como paga' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'carne-leao', path: paths.carneLeao.lista },
  { name: 'carne-leao-gerar', path: paths.carneLeao.gerar },
  { name: 'carne-leao-detalhes', path: paths.carneLeao.detalhes(ids.carneLeao) },
  { name: 'carne-leao-escrituracao', path: paths.carneLeao.escrituracao() },
  { name: 'configuracoes', path: paths.configuracoes },
  { name: 'perfil', path: paths.perfil },
  { name: 'upgrade', path: paths.upgrade },
  { name: 'faq', path: paths.faq },
  {
    name: 'aparencia',
    path: paths.pacientes.lista,
    open: async (page) => {
      await page.getByRole('button', { name: 'Abrir painel de aparência' }).click();
      await page.getByRole('dialog', { name: 'Aparência' }).waitFor();
    },
  },
];

/** The gallery's pages (static examples, skeletons among them). */
export const galeriaScreens = (): Screen[] =>
  GALERIA.map((path) => ({ name: `galeria${path.replaceAll('/', '-')}`, path }));

/** Every leaf of routes/paths.ts the walk must visit (a new route fails this until it is added to the walk). */
export function pathLeaves(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? pathLeaves(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
