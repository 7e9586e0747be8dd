// A new user's first hour: at 1280×800 (light) and on a phone (390×844, touch, mobile
// viewport, dark) a psychologist signs up through the screen, registers a first patient, fills the anamnese,
// records a session and a record entry, books an appointment, uploads a PDF, meets a locked area of the Gratuito
// plan (the lock in the menu, the "Acesso Negado" toast with "Ver planos") and lands on /upgrade; opens the PDF in
// the browser; then the plan becomes Essencial (as the operator would set it) and Finance already has the session
// paid on Gratuito, the same R$ 180 as the patient file; a receita's payer comes from the patient and rent is
// deductible by default. Every step fails on a page error (uncaught error, console error, an API answer 5xx), on
// English words in the interface (visible text, aria-label, title, placeholder, alt), on anything wider than the
// screen and, on the phone, on a control smaller than 44×44 px. Screenshots of each step.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir, DESKTOP, field, MOBILE, newContext } from '../lib/browser.ts';
import { esperarAnimacoes, esperarValor } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import type { OpenedPage } from '../lib/page.ts';
import { alvosPequenos, openPhone } from '../lib/phone.ts';
import { newUserData, randomCpf } from '../lib/users.ts';

journey();

/**
 * English words that show up when a library default leaks into the interface (Mantine's and FullCalendar's
 * labels, browser-ish words). Matched as whole words, any case.
 */
const INGLES = [
  'Toggle',
  'Close',
  'Loading',
  'No options',
  'Nothing found',
  'No results',
  'Next',
  'Previous',
  'Prev',
  'Clear',
  'Select',
  'Search',
  'Submit',
  'Cancel',
  'Home',
  'Open',
  'Show',
  'Hide',
  'Password',
  'Remove',
  'Delete',
  'Edit',
  'Save',
  'Upload',
  'Browse',
  'Today',
  'Back',
  'Required',
  'Error',
  'Dismiss',
  'more',
  'all-day',
  'Choose',
];

/** A small real PDF. */
const PDF = {
  name: 'encaminhamento-psiquiatria.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

/** Days in São Paulo. */
const hojeSP = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const br = (dia: string) => dia.split('-').reverse().join('/');

interface Tamanho {
  nome: '1280' | '390';
  largura: number;
  celular: boolean;
  abrir: () => Promise<OpenedPage>;
}

const TAMANHOS: Tamanho[] = [
  {
    nome: '1280',
    largura: DESKTOP.width,
    celular: false,
    abrir: async () => {
      const context = await newContext(browser, server.url, DESKTOP);
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: 'light' });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      return { context, page, errors };
    },
  },
  {
    nome: '390',
    largura: MOBILE.width,
    celular: true,
    abrir: () => openPhone(browser, server.url, null, { dark: true }),
  },
];

/** What went wrong on the page so far: uncaught errors, console errors, API answers 5xx. */
function vigiar(page: Page, errors: string[]): string[] {
  page.on('console', (m) => {
    // A 4xx the app handles (e.g. a 401 check) is logged by Chromium as "Failed to load resource": not an error
    // of the page; 5xx are caught below from the responses themselves.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const motivo = r.failure()?.errorText ?? '';
    // Aborted requests are the app cancelling a stale query (TanStack Query's signal), not failures.
    if (r.url().includes('/api/') && !motivo.includes('ERR_ABORTED'))
      errors.push(`falhou: ${r.url()} ${motivo}`);
  });
  return errors;
}

/** English words in the page: visible text, and aria-label/title/placeholder/alt of every element. */
const inglesNaPagina = (page: Page) =>
  page.evaluate((palavras) => {
    const re = new RegExp(`(^|[^\\p{L}])(${palavras.join('|')})(?=$|[^\\p{L}])`, 'iu');
    const achados = new Set<string>();
    const visivel = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // On screen sideways (a closed drawer waits off to the left); any height, as the screenshots are full-page.
      const naTela = r.right > 0 && r.left < window.innerWidth;
      return r.width > 0 && r.height > 0 && naTela && s.visibility !== 'hidden' && s.opacity !== '0';
    };
    if (re.test(document.title)) achados.add(`título da página "${document.title}"`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const texto = walker.currentNode.textContent ?? '';
      const el = walker.currentNode.parentElement;
      if (!el || !texto.trim() || el.closest('script, style, noscript')) continue;
      if (re.test(texto) && visivel(el)) achados.add(`texto "${texto.trim().slice(0, 80)}"`);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (el.closest('[aria-hidden="true"]')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const valor = el.getAttribute(attr);
        if (valor && re.test(valor)) achados.add(`${attr}="${valor}" em <${el.tagName.toLowerCase()}>`);
      }
    }
    return [...achados];
  }, INGLES);

/** The page's width and, when it scrolls sideways, the elements that stick out of the screen. */
const larguraDaPagina = (page: Page, largura: number) =>
  page.evaluate((largura) => {
    const scroll = document.scrollingElement ?? document.documentElement;
    const culpados: string[] = [];
    if (scroll.scrollWidth > window.innerWidth || window.innerWidth !== largura) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > largura + 1) {
          const classe =
            typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
          const texto = (el.textContent ?? '').trim().slice(0, 40);
          culpados.push(
            `<${el.tagName.toLowerCase()}${classe ? `.${classe}` : ''}> ${Math.round(r.left)}–${Math.round(r.right)} px "${texto}"`,
          );
          if (culpados.length >= 15) break;
        }
      }
    }
    return { scrollWidth: scroll.scrollWidth, innerWidth: window.innerWidth, culpados };
  }, largura);

for (const tamanho of TAMANHOS) {
  test(`first hour at ${tamanho.nome} px: sign-up to /upgrade without page errors, English or overflow`, () =>
    primeiraHora(tamanho));
}

async function primeiraHora(tamanho: Tamanho) {
  const { context, page, errors } = await tamanho.abrir();
  const problemas = vigiar(page, errors);
  const { celular, largura } = tamanho;
  /** A click, or a tap on the phone. */
  const tocar = (alvo: Locator) => (celular ? alvo.tap() : alvo.click());
  const dialogo = (nome: string) => page.getByRole('dialog', { name: nome });
  // Every step's findings, told together at the end (a missing element still stops the journey at once).
  const falhas: string[] = [];

  /** The checks of every step, then its screenshot (the screen as seen when a dialog is open). */
  const passo = async (nome: string, { telaCheia = true } = {}) => {
    await page.waitForLoadState('networkidle');
    await page.getByText('Por favor, aguarde').waitFor({ state: 'hidden' });
    await esperarAnimacoes(page);
    const onde = `${nome} (${tamanho.nome})`;
    for (const p of problemas.splice(0)) falhas.push(`${onde}: erro na página: ${p}`);
    for (const i of await inglesNaPagina(page)) falhas.push(`${onde}: inglês: ${i}`);
    if (celular)
      for (const a of await alvosPequenos(page)) falhas.push(`${onde}: alvo de toque pequeno: ${a}`);
    const medida = await larguraDaPagina(page, largura);
    if (medida.scrollWidth > largura || medida.innerWidth !== largura) {
      falhas.push(`${onde}: mais largo que a tela: ${JSON.stringify(medida, null, 1)}`);
    }
    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({
      path: join(artifactsDir, `primeira-hora-${nome}-${tamanho.nome}.png`),
      fullPage: telaCheia,
    });
  };

  // 1. Sign-up, through the screen.
  const user = newUserData();
  await page.goto('/cadastro');
  await field(page, 'Nome completo').fill(user.nome);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'CPF').pressSequentially(user.cpf);
  await field(page, 'CRP').fill(user.crp);
  await field(page, 'Telefone (com DDD)').pressSequentially(user.telefone);
  await field(page, 'Senha').fill(user.senha);
  await field(page, 'Confirme a senha').fill(user.senha);
  await tocar(page.getByRole('checkbox'));
  await passo('01-cadastro');
  await tocar(page.getByRole('button', { name: 'Criar conta' }).last());
  await page.waitForURL('**/pacientes');
  await page.getByText('Cadastre seu primeiro paciente').waitFor();
  await passo('02-pacientes-vazio');

  // 2. The first patient.
  const paciente = 'Joana Ribeiro Matos';
  await tocar(page.getByRole('link', { name: 'Novo paciente' }).first());
  await page.waitForURL('**/pacientes/cadastro');
  await field(page, 'Nome completo').fill(paciente);
  await field(page, 'Data de nascimento').pressSequentially('14031992');
  await field(page, 'CPF').pressSequentially(randomCpf());
  await field(page, 'Telefone').pressSequentially('11987654321');
  await field(page, 'E-mail').fill('joana.matos@exemplo.com.br');
  await field(page, 'Valor da sessão').pressSequentially('180');
  await passo('03-paciente-form');
  await tocar(page.getByRole('button', { name: 'Cadastrar paciente' }));
  await page.waitForURL(/\/pacientes\/ficha\/[0-9a-f-]{36}$/);
  const pacienteId = page.url().split('/').pop() ?? '';
  await page.getByRole('heading', { name: paciente }).waitFor();
  await passo('04-ficha');

  const aba = async (nome: string) => {
    await tocar(page.getByRole('tab', { name: nome }));
    await page.getByRole('tab', { name: nome, selected: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] .mantine-Skeleton-root'));
  };

  // 3. The anamnese.
  await aba('Anamnese');
  await tocar(page.getByRole('button', { name: 'Preencher anamnese' }));
  await field(page, 'Queixa principal').fill('Ansiedade antes de reuniões, com insônia há três meses.');
  await passo('05-anamnese-form');
  await tocar(page.getByRole('button', { name: 'Salvar anamnese' }));
  await page.getByText('A anamnese do paciente foi registrada.').waitFor();
  await page.getByRole('button', { name: 'Editar anamnese' }).waitFor();
  await passo('06-anamnese');

  // 4. A session, held and paid by PIX.
  await aba('Sessões');
  await tocar(page.getByRole('button', { name: 'Registrar sessão' }).first());
  const sessao = dialogo('Registrar sessão');
  await sessao.waitFor();
  await field(page, 'Hora de início').pressSequentially('1400');
  await tocar(sessao.locator('label', { hasText: /^Sessão paga$/ }));
  await tocar(sessao.getByRole('combobox', { name: 'Forma de pagamento' }));
  await tocar(page.getByRole('option', { name: 'PIX' }));
  await passo('07-sessao-dialog', { telaCheia: false });
  await tocar(sessao.getByRole('button', { name: 'Registrar sessão' }));
  await sessao.waitFor({ state: 'detached' });
  await passo('08-sessoes');

  // 5. A record entry; the "Ctrl+Enter salva" hint only where there is a keyboard.
  await aba('Prontuário');
  await tocar(page.getByRole('button', { name: 'Nova entrada' }).first());
  const entrada = dialogo('Nova entrada');
  await entrada.waitFor();
  await entrada
    .getByLabel(/^Texto do registro/)
    .and(entrada.locator('textarea'))
    .fill(
      'Primeira sessão: acolhimento; relata insônia e preocupação com o trabalho. Combinamos diário do sono.',
    );
  assert.equal(
    await entrada.getByText(/Enter salva/).count(),
    celular ? 0 : 1,
    celular ? 'sem dica de teclado no celular' : 'dica de teclado no computador',
  );
  await passo('09-prontuario-dialog', { telaCheia: false });
  await tocar(entrada.getByRole('button', { name: 'Salvar entrada' }));
  await page.getByText('Entrada registrada').waitFor();
  await entrada.waitFor({ state: 'detached' });
  await passo('10-prontuario');

  // 6. An appointment next week: the agenda goes to that week and the toast names the day.
  const terca = somarDias(hojeSP(), 7 - new Date(`${hojeSP()}T12:00:00Z`).getUTCDay() + 2);
  await page.goto('/agendamentos');
  await page.getByTestId('agenda-calendario').waitFor();
  await passo('11-agenda');
  await tocar(page.getByRole('button', { name: 'Novo agendamento' }).first());
  const agendamento = dialogo('Novo agendamento');
  await agendamento.waitFor();
  await tocar(agendamento.getByLabel('Paciente'));
  await page.keyboard.type('Joa');
  await tocar(page.getByRole('option', { name: paciente }));
  await agendamento.getByLabel('Data').fill(br(terca));
  await tocar(agendamento.getByLabel('Hora', { exact: true }));
  await page.keyboard.type('1000');
  await passo('12-agendamento-dialog', { telaCheia: false });
  await tocar(agendamento.getByRole('button', { name: 'Agendar' }));
  await page.getByText(`Agendamento marcado para ter., ${br(terca).slice(0, 5)} às 10:00`).waitFor();
  await page.getByTestId('agenda-calendario').getByText(paciente).first().waitFor();
  await passo('13-agenda-marcado');

  // 7. An attachment: a small PDF.
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=anexos`);
  await tocar(page.getByRole('link', { name: 'Enviar arquivos' }));
  await page.waitForURL(`**/pacientes/anexos/${pacienteId}`);
  await page.getByText('Nenhum anexo ainda').waitFor();
  await page.getByLabel('Escolher arquivos para enviar').setInputFiles([PDF]);
  await tocar(page.getByRole('button', { name: 'Enviar 1 arquivo' }));
  await page.getByText('Arquivo enviado').first().waitFor();
  await page.getByRole('list', { name: 'Anexos do paciente' }).getByText(PDF.name).waitFor();
  await passo('14-anexos');
  // It opens in the browser, in a new tab, besides the download.
  const [abaDoPdf] = await Promise.all([
    context.waitForEvent('page'),
    tocar(page.getByRole('button', { name: `Abrir ${PDF.name}` })),
  ]);
  await abaDoPdf.waitForURL(/^blob:/);
  await abaDoPdf.close();

  // 8. A locked area: the menu shows what the plan lacks, with a lock, leading to the plans.
  if (celular) await tocar(page.getByRole('button', { name: 'Alternar menu lateral' }));
  const menu = page.getByRole('navigation', { name: 'Menu principal' }).last();
  const bloqueados = menu.getByRole('region', { name: 'Em outros planos' });
  await bloqueados.getByRole('link', { name: /Gestão Financeira/ }).waitFor();
  assert.ok((await bloqueados.getByLabel('bloqueado').count()) >= 1, 'o cadeado aparece');
  await bloqueados.getByText('Não incluído no seu plano: ver planos').first().waitFor();
  if (celular) await esperarAnimacoes(page);
  await passo('15-menu-bloqueado', { telaCheia: !celular });
  if (celular) await page.keyboard.press('Escape');

  // …and opening it anyway: redirected with "Acesso Negado" and a way to the plans.
  await page.goto('/financeiro');
  await page.waitForURL('**/agendamentos');
  await page.getByText('Acesso Negado').first().waitFor();
  const verPlanos = page.getByRole('link', { name: 'Ver planos' }).first();
  await verPlanos.waitFor();
  await passo('16-acesso-negado', { telaCheia: false });
  await tocar(verPlanos);
  await page.waitForURL('**/upgrade');
  await page.getByText('Essencial').first().waitFor();
  await passo('17-upgrade');

  // 9. Essencial (set as the operator would, for the PIX flow is upgrade-pix's): the session paid on Gratuito is
  // already in Finance, with the same total as the patient file.
  await server.admin('plano', user.email, 'essencial');
  await page.goto(`/pacientes/ficha/${pacienteId}`);
  await page.locator('[data-stat="recebido"]').getByText('R$ 180,00').waitFor();
  await page.goto('/financeiro');
  await page.locator('[data-figure="Receitas"]').getByText('R$ 180,00').waitFor();
  assert.equal(await page.getByText('Sessões registradas que ainda não estão no financeiro').count(), 0);
  await passo('18-financeiro');
  await page.goto('/financeiro/lista');
  await page
    .getByText(`Sessão de ${br(hojeSP())} – ${paciente}`)
    .first()
    .waitFor();
  await passo('19-lancamentos');

  // 10. The finance form: the payer comes from the patient; rent is deductible by default, with its account.
  await page.goto('/financeiro/novo');
  await tocar(page.getByLabel('Paciente', { exact: true }).first());
  await page.keyboard.type('Joa');
  await tocar(page.getByRole('option', { name: paciente }));
  const pagador = field(page, 'Nome do pagador');
  await esperarValor(pagador, paciente, 'o pagador vem da ficha da paciente');
  await passo('20-receita-form');
  await tocar(page.locator('label', { hasText: /^Despesa$/ }));
  await tocar(page.getByRole('combobox', { name: /^Categoria/ }));
  await tocar(page.getByRole('option', { name: 'Aluguel' }));
  assert.equal(await page.getByRole('checkbox', { name: /Dedutível no livro-caixa/ }).isChecked(), true);
  await passo('21-despesa-form');

  await context.close();
  // The same finding on every step is told once, with the steps where it was seen.
  const passos = new Map<string, string[]>();
  for (const f of falhas) {
    const [onde, ...resto] = f.split(': ');
    const chave = resto.join(': ');
    passos.set(chave, [...(passos.get(chave) ?? []), onde.replace(` (${tamanho.nome})`, '')]);
  }
  assert.deepEqual(
    [...passos].map(([f, onde]) => `${f} — em ${onde.join(', ')}`),
    [],
    `a primeira hora em ${tamanho.nome} px tem problemas`,
  );
}
