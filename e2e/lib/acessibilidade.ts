import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { type Appearance, GALERIA, ids, paths, type Screen } from './acessibilidade-telas.ts';
import { artifactsDir, newContext, screenshot } from './browser.ts';
import { esperarAnimacoes, vigiarRede } from './esperar.ts';
import { browser, journey, server } from './journey.ts';
import { apiRequest } from './page.ts';
import { useSession } from './users.ts';

/*
 * The accessibility walk's machinery, shared by its spec files (e2e/specs/acessibilidade*.spec.ts, each one part of
 * the walk in its own process, so the runner spreads them over the cores): the demo account and its extra data,
 * moving between the screens (./acessibilidade-telas.ts), axe-core, and the report of each part.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let session: { token: string; usuario: Record<string, string> };
/**
 * The journey of one part of the walk: the demo account's server, logged in, with a record entry, a written
 * document, a term sent, an attachment, a Carnê-Leão month and an archived patient; the part's lines are written to
 * e2e/artifacts/acessibilidade-<parte>.txt when it ends.
 */
export function jornadaAcessibilidade(parte: string): void {
  after(() => {
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(join(artifactsDir, `acessibilidade-${parte}.txt`), `${report.join('\n')}\n`);
  });
  journey({ demo: true }, preparar);
}

async function preparar(): Promise<void> {
  const { email, senha } = server.demo as { email: string; senha: string };
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  assert.ok(login.ok, `login: ${login.status}`);
  const { usuario } = (await login.json()) as { usuario: { token: string } & Record<string, string> };
  session = { token: usuario.token, usuario };
  const api = (method: string, path: string, body?: unknown) =>
    apiRequest(server.url, usuario.token, method, path, body);

  // João Pedro has sessions, an anamnese and appointments; give him a record entry and an attachment too.
  const { pacientes } = await api('GET', 'pacientes?busca=Jo%C3%A3o%20Pedro');
  ids.paciente = pacientes[0].id;
  await api('POST', `prontuario/paciente/${ids.paciente}`, {
    data: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    tipo: 'avaliacao_demanda',
    titulo: 'Avaliação inicial',
    conteudo: 'Demanda: ansiedade no trabalho e dificuldade para dormir. Sem histórico psiquiátrico.',
  });
  // And a written document, so the Documentos tab shows its list (docs/product.md §14).
  const { documento } = await api('POST', `paciente/${ids.paciente}/documentos`, {
    tipo: 'declaracao',
    data: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    finalidade: 'Apresentação ao empregador',
    secoes: { informacoes_atendimento: 'Compareceu a atendimento psicológico das 14h às 14h50.' },
  });
  // And a term sent, so the Termos tab shows its list (docs/product.md §20).
  ids.portalTermo = (
    await api('POST', `paciente/${ids.paciente}/termos`, { modelo: 'contrato_terapeutico' })
  ).termo.id;
  await prepararPortal(api, documento.id);
  const form = new FormData();
  const pdf =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  form.append('arquivos[0]', new Blob([pdf], { type: 'application/pdf' }), 'encaminhamento.pdf');
  const upload = await fetch(`${server.url}/api/anexos/paciente/${ids.paciente}/multiple`, {
    method: 'POST',
    headers: { authorization: `Bearer ${usuario.token}` },
    body: form,
  });
  assert.equal(upload.status, 201, await upload.text());
  const lastMonth = new Date(Date.now() - 31 * 86_400_000);
  const { calculo } = await api('POST', 'carne-leao/calcular', {
    mes: lastMonth.getMonth() + 1,
    ano: lastMonth.getFullYear(),
  });
  ids.carneLeao = calculo.id;
  ids.lancamento = (await api('GET', 'financeiros')).financeiros[0].id;
  // A PIX charge of a session of João Pedro's, open (docs/product.md §18).
  await api('PUT', 'user/cobranca', {
    chave_pix: '+55 11 98765-4321',
    nome_recebedor: 'Ana Souza',
    cidade: 'São Paulo',
  });
  const { sessao } = await api('POST', 'sessao', {
    paciente_id: ids.paciente,
    data: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
    presenca: 'realizada',
    valor: 180,
    pago: false,
  });
  ids.cobranca = (
    await api('POST', 'cobrancas', { paciente_id: ids.paciente, sessoes: [sessao.id] })
  ).cobranca.id;

  // A patient with a session, deleted: it goes to Arquivados, so that page shows its table and its dialog.
  const { paciente: arquivado } = await api('POST', 'paciente', {
    nome: 'Rita Arquivada',
    telefone: '(11) 91234-5678',
  });
  await api('POST', 'sessao', {
    paciente_id: arquivado.id,
    data: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    presenca: 'realizada',
  });
  await api('DELETE', `paciente/${arquivado.id}`);
  // Her file opens read-only, and the list's search says she matches (docs/decisions/0078-archived-patients-read-only.md).
  ids.arquivado = arquivado.id;
}

/**
 * João Pedro's page (docs/product.md §17): a link, the declaração delivered, a ficha to fill in and a pré-anamnese
 * he already answered (through the portal's API, as his phone would), so both sides show their lists and dialogs.
 */
async function prepararPortal(
  api: (method: string, path: string, body?: unknown) => Promise<ReturnType<typeof JSON.parse>>,
  documentoId: string,
): Promise<void> {
  const { paciente } = await api('GET', `paciente/${ids.paciente}`);
  ids.nascimento = paciente.data_nascimento.split('-').reverse().join('/');
  const { portal } = await api('POST', `paciente/${ids.paciente}/portal`, {});
  ids.portal = new URL(portal.url).pathname.split('/')[2];
  await api('POST', `documentos/${documentoId}/entregar`);
  ids.portalFicha = (
    await api('POST', `paciente/${ids.paciente}/formularios`, { modelo: 'ficha_cadastral' })
  ).formulario.id;
  // GAD-7 once: the Escalas tab and Formulários list it, its page is walked (docs/product.md §19).
  ids.portalEscala = (
    await api('POST', `paciente/${ids.paciente}/escalas`, { escala: 'gad7', recorrencia: 'unica' })
  ).aplicacao.id;
  const pre = (await api('POST', `paciente/${ids.paciente}/formularios`, { modelo: 'pre_anamnese' }))
    .formulario;
  const entrar = await fetch(`${server.url}/api/portal/entrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: ids.portal, data_nascimento: paciente.data_nascimento }),
  });
  assert.equal(entrar.status, 200, await entrar.clone().text());
  const { token } = (await entrar.json()) as { token: string };
  await apiRequest(server.url, token, 'PUT', `portal/formularios/${pre.id}`, {
    respostas: { queixa_principal: 'Ansiedade no trabalho.' },
    enviar: true,
  });
}

interface Found {
  id: string;
  impact: string;
  nodes: string[];
}

export async function saveAppearance(page: Page, appearance: Appearance): Promise<void> {
  await page.evaluate((a) => {
    const raw = localStorage.getItem('sakai.layoutConfig');
    localStorage.setItem('sakai.layoutConfig', JSON.stringify({ ...(raw ? JSON.parse(raw) : {}), ...a }));
    localStorage.setItem('theme', a.darkTheme ? 'dark' : 'light');
  }, appearance);
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and 5xx answers since the last look. */
  errors: string[];
  /** Its requests: `esperarParada()` once none is in flight (e2e/lib/esperar.ts). */
  rede: ReturnType<typeof vigiarRede>;
}

/**
 * Goes to `path`: a full load when `reload` (the appearance is read at start), else inside the app as a link would
 * (history + popstate), which keeps the loaded code and axe. Then waits for a still page: no request in flight, a
 * heading, no loading overlay, skeleton (but the gallery's, which are examples) or toast, no transition running.
 */
export async function go(tab: Tab, path: string, reload: boolean): Promise<void> {
  const { page } = tab;
  if (reload) await page.goto(path);
  else {
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await tab.rede.esperarParada();
  await page.locator('h1, h2').first().waitFor();
  await page.getByText('Por favor, aguarde', { exact: true }).waitFor({ state: 'hidden' });
  if (!GALERIA.includes(path)) {
    await page.waitForFunction(
      () => document.querySelectorAll('.mantine-Skeleton-root[data-visible]').length === 0,
    );
  }
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click().catch(() => undefined);
  }
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready);
  await esperarAnimacoes(page);
}

/** axe-core on the page as it is, WCAG 2.1 A and AA rules (or only `rules`). */
export async function runAxe(page: Page, only?: string[]): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, rules }) => {
      type Result = {
        violations: Array<{
          id: string;
          impact: string | null;
          nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
        }>;
      };
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<Result> } }).axe;
      const { violations } = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'minor',
        nodes: v.nodes.map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
      }));
    },
    { tags: WCAG_TAGS, rules: only ?? null },
  );
}

/** Screens kept as screenshots, in light and dark (e2e/artifacts/acessibilidade-<name>-<claro|escuro>.png). */
const SHOTS = new Set([
  'landing',
  'login',
  'dashboard',
  'pacientes',
  'ficha-dados',
  'agenda',
  'agenda-dialogo',
  'financeiro',
  'carne-leao-escrituracao',
  'configuracoes',
  'upgrade',
  'perfil',
]);

export const blocking = (found: Found[]) =>
  found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
export const report: string[] = [];

/**
 * Audits each screen under its appearance (a full load whenever the appearance changes), printing one line per
 * screen (ok / warn: only moderate or minor / FAIL, then rule(impact)×nodes); answers the blocking problems.
 */
export async function walk(
  tab: Tab,
  runs: Array<{ screen: Screen; appearance: Appearance }>,
  only?: string[],
  lines: string[] = report,
): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  for (const { screen, appearance } of runs) {
    const key = JSON.stringify(appearance);
    const t0 = Date.now();
    if (key !== current) await saveAppearance(tab.page, appearance);
    await go(tab, screen.path, key !== current || Boolean(screen.open));
    current = key;
    if (screen.open) {
      await screen.open(tab.page);
      await esperarAnimacoes(tab.page);
    }
    const t1 = Date.now();
    const found = await runAxe(tab.page, only);
    const ms = `${t1 - t0}+${Date.now() - t1} ms`;
    const scheme = appearance.darkTheme ? 'escuro' : 'claro';
    const where = `${screen.name} [${scheme} ${appearance.preset}/${appearance.primary}/${appearance.surface}]`;
    if (!only && SHOTS.has(screen.name)) {
      await screenshot(tab.page, `acessibilidade-${screen.name}-${scheme}`);
    }
    const summary = found.map((f) => `${f.id}(${f.impact[0]})×${f.nodes.length}`).join(' ');
    const line = `${found.length === 0 ? 'ok  ' : blocking(found).length ? 'FAIL' : 'warn'} ${where} ${ms} ${summary}`;
    process.stdout.write(`${line}\n`);
    lines.push(line, ...found.flatMap((f) => f.nodes.map((n) => `    ${f.id} (${f.impact}) ${n}`)));
    for (const f of blocking(found)) problems.push(`${where} ${f.id} (${f.impact}): ${f.nodes.join(' | ')}`);
    for (const e of tab.errors.splice(0)) problems.push(`${where} erro na página: ${e}`);
  }
  return problems;
}

export async function openTab(
  withSession: boolean,
  viewport?: { width: number; height: number },
): Promise<Tab> {
  const context = await newContext(browser, server.url, viewport);
  if (withSession) await useSession(context, session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const rede = vigiarRede(page);
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(paths.notFound);
  return { context, page, errors, rede };
}

/** Light and dark side by side, one tab each (the machine's second core); lines are kept in order per scheme. */
export async function bothSchemes(
  withSession: boolean,
  runsOf: (darkTheme: boolean) => Array<{ screen: Screen; appearance: Appearance }>,
  only?: string[],
): Promise<string[]> {
  const results = await Promise.all(
    [false, true].map(async (darkTheme) => {
      const tab = await openTab(withSession);
      const lines: string[] = [];
      const problems = await walk(tab, runsOf(darkTheme), only, lines);
      await tab.context.close();
      return { problems, lines };
    }),
  );
  for (const r of results) report.push(...r.lines);
  return results.flatMap((r) => r.problems);
}

/**
 * Tabs through the page from the top (at most `limit` stops) and answers each stop's accessible name and whether it
 * showed a focus indicator (an outline or a box-shadow under :focus-visible).
 */
export async function tabStops(page: Page, limit = 60): Promise<Array<{ name: string; ring: boolean }>> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Array<{ name: string; ring: boolean }> = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('name') ?? el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
      return {
        name: name || el.outerHTML.slice(0, 80),
        ring: el.matches(':focus-visible') && (outline || shadow),
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}
