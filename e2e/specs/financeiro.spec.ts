// Journey: an Essencial psychologist registers a paid session with "Lançar o valor no financeiro" in the
// patient file → the receita is in /financeiro/lista and in the month's cards of /financeiro → a despesa added through
// the form → filters and "Marcar como pago" → the CSV export, caught and read back → the dashboard's figures.
// Screenshots of every screen at 1280 and 390 px, light and dark.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { DESKTOP, field, MOBILE, screenshot } from '../lib/browser.ts';
import { esperarValor } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let pacienteId = '';
let despesaId = '';

/** Today in São Paulo as YYYY-MM-DD and dd/mm/aaaa. */
const hojeSP = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const hojeIso = hojeSP();
/** A payment marked between `antes` and now is dated one of those days (a run may cross midnight). */
const pagoEntre = (antes: string, data: string) =>
  assert.ok([antes, hojeSP()].includes(data), `paid on ${data}, expected ${antes} or ${hojeSP()}`);
const hojeBr = `${hojeIso.slice(8, 10)}/${hojeIso.slice(5, 7)}/${hojeIso.slice(0, 4)}`;
const ano = hojeIso.slice(0, 4);

journey({}, async () => {
  session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
});

// Nothing saved yet: the app starts from the system preference (`scheme`).
const openPage = (viewport = DESKTOP, scheme: 'light' | 'dark' = 'light') =>
  openSessionPage(browser, server.url, session, viewport, { colorScheme: scheme });
const api = (method: string, path: string, body?: unknown) =>
  apiRequest(server.url, session.token, method, path, body);
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);
const figureText = async (page: Page, label: string) =>
  ((await figure(page, label).textContent()) ?? '').replace(/\s+/g, ' ');

test('a paid session with "Lançar o valor no financeiro" lands in the list, the cards, the CSV and the dashboard', async () => {
  const paciente = await api('POST', 'paciente', {
    nome: 'Clara Monteiro',
    telefone: '(11) 98765-4321',
    cpf: randomCpf(),
    data_nascimento: `1988-${hojeIso.slice(5, 7)}-${hojeIso.slice(8, 10)}`,
    valor_sessao: 180,
  });
  pacienteId = paciente.paciente.id;
  const { context, page, errors } = await openPage();

  // The patient file: "Registrar sessão", paid by PIX, with the finance switch on.
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=sessoes`);
  await page.getByRole('button', { name: 'Registrar sessão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar sessão' });
  await dialog.waitFor();
  assert.equal(await field(page, 'Valor').inputValue(), 'R$ 180,00');
  await dialog.locator('label', { hasText: /^Sessão paga$/ }).click();
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'PIX' }).click();
  // With Finance in the plan the switch comes on by itself: nothing is ticked here, so this can fail.
  const lancar = dialog.getByRole('checkbox', { name: /Lançar o valor no financeiro/ });
  assert.ok(await lancar.isChecked(), 'the finance switch is offered and on by default');
  await dialog.getByRole('button', { name: 'Registrar sessão' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The receita in the list, paid, with the patient.
  await page.goto('/financeiro/lista');
  const descricao = `Sessão de ${hojeBr} – Clara Monteiro`;
  await page.getByText(descricao).waitFor();
  assert.match(await figureText(page, 'Receitas recebidas'), /R\$ 180,00/);
  assert.match(await figureText(page, 'A receber'), /R\$ 0,00/);

  // …and in the month's cards.
  await page.goto('/financeiro');
  await figure(page, 'Receitas').getByText('R$ 180,00').waitFor();
  assert.match(await figureText(page, 'Saldo'), /R\$ 180,00/);
  await page.getByLabel('Receitas do mês por forma de pagamento').waitFor();

  // A receita of a patient: the payer's name and CPF come from her file (she is an adult).
  await page.goto('/financeiro/novo');
  await page.getByLabel('Paciente', { exact: true }).first().fill('Clara');
  await page.getByRole('option', { name: 'Clara Monteiro' }).click();
  const pagador = field(page, 'Nome do pagador');
  await esperarValor(pagador, 'Clara Monteiro', 'o pagador vem da ficha da paciente');
  assert.match(await field(page, 'CPF do pagador').inputValue(), /^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await page.goto('/financeiro/lista');

  // A despesa through the form (the first try is missing the category).
  await page.getByRole('link', { name: 'Novo lançamento' }).click();
  await page.waitForURL('**/financeiro/novo');
  await page.locator('label', { hasText: /^Despesa$/ }).click();
  await field(page, 'Descrição').fill('Aluguel da sala');
  await field(page, 'Valor').fill('1250,50');
  assert.equal(await field(page, 'Data').inputValue(), hojeBr);
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await page.getByText('Escolha a categoria.').waitFor();
  await page.getByRole('combobox', { name: /^Categoria/ }).click();
  await page.getByRole('option', { name: 'Aluguel' }).click();
  // Rent is deductible as a rule: the box comes ticked.
  assert.equal(await page.getByRole('checkbox', { name: /Dedutível no livro-caixa/ }).isChecked(), true);
  await settle(page);
  await screenshot(page, 'financeiro-form-despesa-1280');
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await page.waitForURL('**/financeiro/lista');
  await page.getByText('Aluguel da sala', { exact: true }).waitFor();
  await figure(page, 'Despesas pagas').getByText('R$ 1.250,50').waitFor();
  assert.match(await figureText(page, 'Saldo'), /-R\$ 1\.070,50|−R\$ 1\.070,50|R\$ -1\.070,50/);

  // A pending receita (via the API), found by the status filter and paid in one click.
  const pendente = await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Avaliação psicológica',
    valor: 450.3,
    data: hojeIso,
    categoria: 'avaliacao',
    paciente_id: pacienteId,
  });
  despesaId = (await api('GET', `financeiros?busca=aluguel&per_page=1`)).financeiros[0].id;
  await page.goto('/financeiro/lista?status=pendente');
  await page.getByText('Avaliação psicológica').waitFor();
  assert.equal(await page.getByText(descricao).count(), 0, 'the paid session is filtered out');
  assert.match(await figureText(page, 'A receber'), /R\$ 450,30/);
  const antesDoPagamento = hojeSP();
  await page.getByRole('button', { name: 'Marcar como pago: Avaliação psicológica' }).click();
  await page.getByText('Nenhum registro encontrado').waitFor();
  const pago = await api('GET', `financeiros/${pendente.financeiro.id}`);
  assert.equal(pago.financeiro.status, 'pago');
  pagoEntre(antesDoPagamento, pago.financeiro.data_pagamento);

  // Filters: tipo, then text (accents ignored); the totals follow the filtered rows.
  await page.goto('/financeiro/lista');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Despesas' }).click();
  await page.waitForURL(/tipo=despesa/);
  await page.getByText('1 lançamento,').waitFor();
  assert.match(await figureText(page, 'Receitas recebidas'), /R\$ 0,00/);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill('avaliacao');
  await page.waitForURL(/busca=avaliacao/);
  // The despesa filter also read "1 lançamento,": wait for this filter's own row and the other one gone.
  await page.getByText('Avaliação psicológica').waitFor();
  await page.getByText('Aluguel da sala').waitFor({ state: 'detached' });
  await page.getByText('1 lançamento,').waitFor();
  assert.match(await figureText(page, 'Receitas recebidas'), /R\$ 450,30/);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByText('3 lançamentos,').waitFor();
  await settle(page);
  await screenshot(page, 'financeiro-lista-1280');

  // The CSV: caught as a download and read back (';', decimal comma, BOM).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Exportar CSV (${ano})` }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `financeiro-${ano}.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  assert.ok(text.startsWith('\uFEFF'), 'UTF-8 BOM for Excel');
  const [header, ...rows] = parse(text.slice(1), { delimiter: ';' }) as string[][];
  const col = (row: string[], name: string) => row[header.indexOf(name)];
  assert.equal(rows.length, 3);
  const sessao = rows.find((r) => col(r, 'Descrição') === descricao);
  assert.ok(sessao, 'the session receita is in the CSV');
  assert.equal(col(sessao, 'Valor (R$)'), '180,00');
  assert.equal(col(sessao, 'Situação'), 'Pago');
  assert.equal(col(sessao, 'Forma de pagamento'), 'PIX');
  assert.equal(col(sessao, 'Paciente'), 'Clara Monteiro');
  assert.equal(col(sessao, 'Pagador'), 'Clara Monteiro');
  const aluguel = rows.find((r) => col(r, 'Descrição') === 'Aluguel da sala');
  assert.ok(aluguel);
  assert.equal(col(aluguel, 'Valor (R$)'), '1250,50');
  assert.equal(col(aluguel, 'Tipo'), 'Despesa');
  assert.equal(col(aluguel, 'Dedutível no livro-caixa'), 'Sim');

  // The month's cards: 180,00 + 450,30 received, 1.250,50 paid out.
  await page.goto('/financeiro');
  await figure(page, 'Receitas').getByText('R$ 630,30').waitFor();
  await figure(page, 'Despesas').getByText('R$ 1.250,50').waitFor();
  await settle(page);
  await screenshot(page, 'financeiro-painel-1280');

  // The dashboard: the month's income, the session, the birthday of the month.
  await page.goto('/dashboard');
  await figure(page, 'Receita do mês').getByText('R$ 630,30').waitFor();
  await figure(page, 'Sessões no mês').getByText('1', { exact: true }).waitFor();
  await page.getByText('Clara Monteiro').first().waitFor();

  // The patient file's Financeiro tab: that patient's entries and balance.
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=financeiro`);
  await figure(page, 'Recebido').getByText('R$ 630,30').waitFor();
  await page.getByText('2 lançamentos').waitFor();

  // Deleting the session asks about its receita; by default the receita stays, unlinked.
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=sessoes`);
  await page
    .getByRole('button', { name: /^Excluir sessão de/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('Excluir também o lançamento financeiro desta sessão').waitFor();
  await settle(page);
  await screenshot(page, 'financeiro-sessao-excluir-1280');
  await confirm.getByRole('button', { name: 'Excluir sessão' }).click();
  await page.getByText('Nenhuma sessão registrada').waitFor();
  const mantida = await api(
    'GET',
    `financeiros?busca=${encodeURIComponent('Sessão de')}&paciente_id=${pacienteId}`,
  );
  assert.equal(mantida.financeiros.length, 1);
  assert.equal(mantida.financeiros[0].sessao_id, null);
  assert.equal(mantida.financeiros[0].valor, 180);

  assert.deepEqual(errors, []);
  await context.close();
});

test('screens at 1280 and 390 px, light and dark', async () => {
  // Something for the dashboard's agenda and a receivable for the finance panel.
  const amanha = new Date(Date.now() + 86_400_000);
  amanha.setUTCHours(13, 0, 0, 0);
  await api('POST', 'agendamento', {
    paciente_id: pacienteId,
    inicio: amanha.toISOString(),
    duracao_minutos: 50,
  });
  await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Sessão de supervisão',
    valor: 220,
    data: hojeIso,
    categoria: 'supervisao',
    forma_pagamento: 'transferencia',
  });

  const screens: Array<[name: string, path: string, ready: (page: Page) => Promise<void>]> = [
    ['dashboard', '/dashboard', (p) => figure(p, 'Receita do mês').getByText('R$').waitFor()],
    ['financeiro-painel', '/financeiro', (p) => p.getByText('Sessão de supervisão').first().waitFor()],
    [
      'financeiro-lista',
      '/financeiro/lista',
      (p) => p.getByText('Aluguel da sala', { exact: true }).first().waitFor(),
    ],
    ['financeiro-novo', '/financeiro/novo', (p) => p.getByText('Dados para o Carnê-Leão').waitFor()],
    [
      'financeiro-editar',
      `/financeiro/editar/${despesaId}`,
      (p) => p.getByText('Dedutível no livro-caixa').waitFor(),
    ],
    [
      'financeiro-paciente-tab',
      `/pacientes/ficha/${pacienteId}?aba=financeiro`,
      (p) => p.getByText('2 lançamentos').waitFor(),
    ],
  ];
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, errors } = await openPage(viewport, scheme);
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        await settle(page);
        assert.ok(await noSideScroll(page), `${name} must not scroll sideways at ${size}`);
        await screenshot(page, `${name}-${size}${scheme === 'dark' ? '-dark' : ''}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  }

  // The panel's next receivables are paid where they are shown: the card and the list follow.
  const { context, page, errors } = await openPage(DESKTOP, 'light');
  await page.goto('/financeiro');
  // The month's pending receitas, labelled so (the dashboard's "A receber (total)" counts every month).
  await figure(page, 'A receber no mês').getByText('R$ 220,00').waitFor();
  const antesDaSupervisao = hojeSP();
  await page.getByRole('button', { name: 'Marcar como pago: Sessão de supervisão' }).click();
  await page.getByText('Marcado como recebido').waitFor();
  await page.getByText('Nada a receber').waitFor();
  await figure(page, 'A receber no mês').getByText('R$ 0,00').waitFor();
  const supervisao = await api('GET', `financeiros?busca=${encodeURIComponent('supervisão')}`);
  assert.equal(supervisao.financeiros[0].status, 'pago');
  pagoEntre(antesDaSupervisao, supervisao.financeiros[0].data_pagamento);
  assert.deepEqual(errors, []);
  await context.close();
});

test('sessions without a receita: the panel brings them to Finance in one step', async () => {
  const paciente = await api('POST', 'paciente', {
    nome: 'Rui Antunes Pereira',
    telefone: '(11) 97777-1212',
    valor_sessao: 120,
  });
  // As registered before every income was booked: the receita turned off.
  for (const dias of [3, 2]) {
    const data = new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);
    await api('POST', 'sessao', {
      paciente_id: paciente.paciente.id,
      data,
      presenca: 'realizada',
      pago: true,
      gerar_lancamento: false,
    });
  }
  const { context, page, errors } = await openPage(MOBILE, 'dark');
  await page.goto('/financeiro');
  const aviso = page.getByRole('alert').filter({ hasText: 'ainda não estão no financeiro' });
  await aviso.getByText('2 sessões com valor (R$ 240,00)').waitFor();
  await settle(page);
  await screenshot(page, 'financeiro-trazer-sessoes-390-escuro');
  await aviso.getByRole('button', { name: 'Trazer 2 sessões para o financeiro' }).click();
  await page.getByText('2 sessões trazidas para o financeiro.').waitFor();
  await aviso.waitFor({ state: 'detached' });
  // Every period: two and three days ago may be last month.
  await page.goto('/financeiro/lista?periodo=tudo');
  await page.getByText('Rui Antunes Pereira').first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a minor without a CPF: the income form says the Receita Saúde needs the patient's own, with the way to it", async () => {
  const menor = await api('POST', 'paciente', {
    nome: 'Lia Mendes',
    telefone: '(11) 98888-7777',
    data_nascimento: '2016-05-10',
    responsavel: { nome: 'Carla Mendes', cpf: randomCpf(), telefone: '(11) 97777-6666' },
  });
  const { context, page, errors } = await openPage();
  await page.goto(`/financeiro/novo?paciente_id=${menor.paciente.id}`);
  const aviso = page.getByRole('alert').filter({ hasText: 'Paciente sem CPF' });
  await aviso
    .getByText('O Receita Saúde pede o CPF do próprio paciente menor de idade', { exact: false })
    .waitFor();
  await settle(page, { scrollTop: false });
  await aviso.scrollIntoViewIfNeeded();
  await screenshot(page, 'financeiro-menor-sem-cpf-1280');
  await aviso.getByRole('link', { name: 'Preencher o CPF na ficha do paciente' }).click();
  await page.waitForURL(`**/pacientes/editar/${menor.paciente.id}`);
  assert.deepEqual(errors, []);
  await context.close();
});
