// Journey: an Essencial psychologist receives two payments from individuals this year (one entered in the form with
// the payer's CPF, one without a CPF) and pays a deductible rent (the form offers its account in the plano de
// contas) → the finance dashboard and the Carnê-Leão page say "2 recebimentos sem recibo no Receita Saúde" → the
// escrituração page shows the preview, the totals and the pendência (no CPF) → the rendimentos and pagamentos files,
// caught and read back (16 fields, R01.001.001, CRLF) → "Confirmar importação" → the counter falls to the pendência
// left → the pendência fixed from its link, confirmed again → no counter. A payment whose receipt was issued in the
// Receita Saúde app ("Já emiti o recibo…") never enters the files; with the profile's switch off, the lines no
// longer ask for the receipt. Screenshots at 1280 and 390 px, light and dark; axe-core on each.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Download, Page } from 'playwright-core';
import { DESKTOP, field, MOBILE, screenshot } from '../lib/browser.ts';
import { esperarValor } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import {
  apiRequest,
  axeViolations,
  closeToasts,
  noSideScroll,
  openSessionPage,
  settle as settleScreen,
} from '../lib/page.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;

/** Today in São Paulo as YYYY-MM-DD and dd/mm/aaaa. */
const hojeIso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const hojeBr = `${hojeIso.slice(8, 10)}/${hojeIso.slice(5, 7)}/${hojeIso.slice(0, 4)}`;
const ano = hojeIso.slice(0, 4);
const cpfPagador = randomCpf();

journey({}, async () => {
  session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
});

const openPage = (viewport = DESKTOP, dark = false) =>
  openSessionPage(browser, server.url, session, viewport, { dark });
const api = (method: string, path: string, body?: unknown) =>
  apiRequest(server.url, session.token, method, path, body);
const settle = (page: Page) => settleScreen(page, { mouseAway: true });
const contador = (page: Page) => page.getByTestId('recibos-pendentes');

async function baixar(page: Page, botao: string): Promise<{ download: Download; texto: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: botao }).click(),
  ]);
  return { download, texto: readFileSync(await download.path(), 'latin1') };
}

async function semProblemas(page: Page, onde: string) {
  assert.deepEqual(await axeViolations(page), [], onde);
}

/** A paid receita from an individual through the form, with the payer's name and CPF. */
async function receitaPeloFormulario(page: Page) {
  await page.goto('/financeiro/novo');
  await field(page, 'Descrição').fill('Sessão individual');
  await field(page, 'Valor').fill('250,00');
  await field(page, 'Nome do pagador').fill('Helena Prado');
  await field(page, 'CPF do pagador').fill(cpfPagador);
  await page.getByText('Ainda sem recibo do Receita Saúde', { exact: false }).waitFor();
  assert.equal(await page.getByRole('switch', { name: /Já emiti o recibo/ }).isChecked(), false);
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await page.waitForURL('**/financeiro/lista');
}

/** A deductible rent through the form: the account comes from its category, by name. */
async function aluguelPeloFormulario(page: Page) {
  await page.goto('/financeiro/novo?tipo=despesa');
  await field(page, 'Descrição').fill('Aluguel da sala');
  await field(page, 'Valor').fill('1250,50');
  await page.getByRole('combobox', { name: /^Categoria/ }).click();
  await page.getByRole('option', { name: 'Aluguel' }).click();
  // Rent is deductible as a rule: the box comes ticked and the account shows with its code.
  assert.equal(await page.getByRole('checkbox', { name: /Dedutível no livro-caixa/ }).isChecked(), true);
  const conta = page.getByRole('combobox', { name: 'Conta no Carnê-Leão' });
  await conta.waitFor();
  // The accounts arrive from the API; then the category's default shows by name and code.
  const esperada = 'Aluguel (P10.01.00002)';
  await esperarValor(conta, esperada, 'the category brings its default account');
  await settle(page);
  await screenshot(page, 'escrituracao-form-despesa-1280');
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await page.waitForURL('**/financeiro/lista');
}

test('two payments and a rent → counter → preview, pendência, files → confirm → counter falls to zero', async () => {
  const { context, page, errors } = await openPage();
  await receitaPeloFormulario(page);
  // The second payment has no CPF: it counts as without a receipt, and is a pendência of the files.
  await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Sessão avulsa',
    valor: 180,
    data: hojeIso,
    data_pagamento: hojeIso,
    categoria: 'sessao',
    pagador_nome: 'Roberto Dias',
  });
  await aluguelPeloFormulario(page);
  const despesa = (await api('GET', 'financeiros?busca=aluguel')).financeiros[0];
  assert.equal(despesa.codigo_plano_contas, 'P10.01.00002');

  // The counter: on the finance dashboard and on the Carnê-Leão page.
  await page.goto('/financeiro');
  await contador(page).getByText('2 recebimentos sem recibo no Receita Saúde').waitFor();
  await page.goto('/carne-leao');
  await contador(page).getByText('2 recebimentos sem recibo no Receita Saúde').waitFor();
  await page.getByRole('link', { name: 'Escrituração e Receita Saúde' }).click();
  await page.waitForURL(`**/carne-leao/escrituracao?ano=${ano}`);

  // The preview: one rendimento with the CPF and the receipt, the rent under its account, the pendência.
  await page.getByRole('heading', { name: 'Escrituração e Receita Saúde' }).waitFor();
  const rendimentos = page.getByRole('table', { name: 'Rendimentos' });
  const linha = rendimentos.getByRole('row', { name: /Helena Prado/ });
  await linha.waitFor();
  const textoLinha = (await linha.textContent()) ?? '';
  assert.match(textoLinha, /R\$\s250,00/);
  assert.match(textoLinha, new RegExp(`${cpfPagador.slice(0, 3)}\\.${cpfPagador.slice(3, 6)}\\.`));
  assert.match(textoLinha, /Sim/);
  assert.match(textoLinha, /A escriturar/i);
  const pagamentos = page.getByRole('table', { name: 'Pagamentos' });
  assert.match(
    (await pagamentos.getByRole('row', { name: /Aluguel da sala/ }).textContent()) ?? '',
    /R\$\s1\.250,50/,
  );
  const pendencias = page.getByTestId('pendencias');
  await pendencias.getByText('Falta o CPF de quem pagou', { exact: false }).waitFor();
  await pendencias.getByText('Sessão avulsa').waitFor();
  await settle(page);
  await screenshot(page, 'escrituracao-1280-claro');
  await semProblemas(page, '/carne-leao/escrituracao claro');

  // The files, read back as the Carnê-Leão Web reads them.
  const r = await baixar(page, 'Baixar rendimentos (CSV)');
  assert.equal(r.download.suggestedFilename(), `carne-leao-rendimentos-${ano}.csv`);
  assert.ok(r.texto.endsWith('\r\n'), 'CRLF at the end');
  const linhasR = r.texto.split('\r\n').filter(Boolean);
  assert.equal(linhasR.length, 1, 'the payment without CPF stays out');
  const campos = linhasR[0].split(';');
  assert.equal(campos.length, 16, linhasR[0]);
  assert.equal(campos[0], hojeBr);
  assert.equal(campos[1], 'R01.001.001');
  assert.equal(campos[2], '255');
  assert.equal(campos[3], '250,00');
  assert.equal(campos[6], 'PF');
  assert.equal(campos[7], cpfPagador);
  assert.equal(campos[13], 'S');
  assert.equal(campos[14], session.user.cpf);
  assert.equal(campos[15], session.user.crp);
  assert.ok(/^[\x20-\x7e\r\n]*$/.test(r.texto), 'plain ASCII');
  const p = await baixar(page, 'Baixar pagamentos (CSV)');
  assert.equal(p.texto, `${hojeBr};P10.01.00002;1250,50;Aluguel da sala\r\n`);

  // "Confirmar importação" asks first, then the two lines leave the preview; the pendência stays.
  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  const modal = page.getByRole('dialog', { name: 'Confirmar a importação?' });
  await modal.getByText('2 lançamentos', { exact: false }).waitFor();
  await modal.getByRole('button', { name: 'Confirmar importação' }).click();
  await page.getByText('2 lançamentos marcados como escriturados.').waitFor();
  await page
    .getByText('Nenhum recebimento de pessoa física ou do exterior a escriturar', { exact: false })
    .waitFor();
  assert.equal((await api('GET', `financeiros/${despesa.id}`)).financeiro.carne_leao_situacao, 'escriturado');
  await page.goto('/carne-leao');
  await contador(page).getByText('1 recebimento sem recibo no Receita Saúde').waitFor();

  // The pendência fixed from its link: the edit page comes back to the escrituração page.
  await contador(page).getByRole('link', { name: 'Emitir os recibos' }).click();
  await page.getByRole('link', { name: 'Corrigir Sessão avulsa' }).click();
  await page.waitForURL('**/financeiro/editar/*');
  await field(page, 'CPF do pagador').fill(randomCpf());
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await page.waitForURL('**/carne-leao/escrituracao?*');
  await rendimentos.getByRole('row', { name: /Roberto Dias/ }).waitFor();
  assert.equal(await pendencias.count(), 0);
  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  await modal.getByRole('button', { name: 'Confirmar importação' }).click();
  await page.getByText('Nada a escriturar').waitFor();
  await page.goto('/carne-leao');
  await page.getByRole('heading', { name: 'Carnê-Leão' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await contador(page).count(), 0, 'no payment left without a receipt');

  // With "Incluir lançamentos já escriturados" the imported lines come back, marked escriturado.
  await page.goto(`/carne-leao/escrituracao?ano=${ano}`);
  await page.getByText('Nada a escriturar').waitFor();
  await page.getByText('Incluir lançamentos já escriturados').click();
  await rendimentos
    .getByRole('row', { name: /Helena Prado/ })
    .getByText(/Escriturado/i)
    .waitFor();
  assert.ok(await page.getByRole('button', { name: 'Confirmar importação' }).isDisabled());

  assert.deepEqual(errors, []);
  await context.close();
});

test('a receipt issued in the Receita Saúde app never enters the files; the profile switch turns the indicator off', async () => {
  const { financeiro } = await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Sessão de casal',
    valor: 300,
    data: hojeIso,
    data_pagamento: hojeIso,
    categoria: 'sessao',
    pagador_nome: 'Marcos Lima',
    pagador_cpf: randomCpf(),
  });
  const { context, page, errors } = await openPage();
  await page.goto(`/financeiro/editar/${financeiro.id}`);
  await page.getByRole('switch', { name: /Já emiti o recibo no app Receita Saúde/ }).check();
  await page.getByText('Recibo emitido no app Receita Saúde: não será exportado de novo.').waitFor();
  await settle(page);
  await screenshot(page, 'escrituracao-form-receita-1280');
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await page.waitForURL('**/financeiro/lista');
  const salvo = (await api('GET', `financeiros/${financeiro.id}`)).financeiro;
  assert.equal(salvo.carne_leao_situacao, 'recibo_emitido_no_app');
  const previa = await api('GET', `carne-leao/escrituracao?ano=${ano}&todos=true`);
  assert.equal(
    previa.rendimentos.some((l: { lancamento_id: string }) => l.lancamento_id === financeiro.id),
    false,
  );
  assert.equal((await api('GET', `carne-leao/escrituracao/resumo?ano=${ano}`)).recibos_pendentes, 0);

  // The profile's switch: off, the rendimentos lines no longer ask the Receita for the receipt.
  await page.goto('/perfil');
  const ocupacao = page.getByRole('textbox', { name: 'Código de ocupação no Carnê-Leão' });
  assert.equal(await ocupacao.inputValue(), '255');
  const emitir = page.getByRole('switch', { name: /Emitir os recibos do Receita Saúde/ });
  assert.ok(await emitir.isChecked());
  const salvarPerfil = async () => {
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Perfil atualizado').waitFor();
    await closeToasts(page);
  };
  await emitir.uncheck();
  await salvarPerfil();
  assert.equal((await api('GET', 'user/profile')).usuario.emite_receita_saude, false);
  await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Sessão de retorno',
    valor: 150,
    data: hojeIso,
    data_pagamento: hojeIso,
    categoria: 'sessao',
    pagador_nome: 'Célia Souto',
    pagador_cpf: randomCpf(),
  });
  const semRecibo = await api('GET', `carne-leao/escrituracao?ano=${ano}`);
  assert.equal(semRecibo.rendimentos[0].emite_recibo, false);
  assert.equal(semRecibo.rendimentos[0].linha.split(';')[13], '');
  await emitir.check();
  await salvarPerfil();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page at 1280 px dark and at 390 px, light and dark', async () => {
  // Something to show: a payment of this year, still to import, and one without CPF.
  await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Avaliação psicológica',
    valor: 900,
    data: hojeIso,
    data_pagamento: hojeIso,
    categoria: 'avaliacao',
    pagador_nome: 'Lúcia Andrade',
    pagador_cpf: randomCpf(),
  });
  await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Sessão online',
    valor: 200,
    data: hojeIso,
    data_pagamento: hojeIso,
    categoria: 'sessao',
    pagador_nome: 'Paulo Reis',
  });
  await api('POST', 'financeiros', {
    tipo: 'despesa',
    descricao: 'Supervisão clínica',
    valor: 350,
    data: hojeIso,
    data_pagamento: hojeIso,
    categoria: 'supervisao',
    dedutivel_livro_caixa: true,
  });
  for (const [viewport, nome] of [
    [DESKTOP, '1280'],
    [MOBILE, '390'],
  ] as const) {
    for (const dark of viewport === DESKTOP ? [true] : [false, true]) {
      const { context, page, errors } = await openPage(viewport, dark);
      await page.goto(`/carne-leao/escrituracao?ano=${ano}`);
      await page.getByText('Avaliação psicológica').first().waitFor();
      await settle(page);
      const onde = `escrituração ${nome} ${dark ? 'escuro' : 'claro'}`;
      assert.ok(await noSideScroll(page), `${onde}: sem rolagem lateral`);
      await screenshot(page, `escrituracao-${nome}-${dark ? 'escuro' : 'claro'}`);
      await semProblemas(page, onde);
      // The entries list shows each one's situação beside its status.
      await page.goto('/financeiro/lista');
      await page.getByText('Avaliação psicológica').first().waitFor();
      await settle(page);
      assert.ok(await noSideScroll(page), `lista ${nome}: sem rolagem lateral`);
      await screenshot(page, `escrituracao-lista-financeiro-${nome}-${dark ? 'escuro' : 'claro'}`);
      if (viewport === MOBILE && !dark) {
        await page.goto('/carne-leao');
        await contador(page).waitFor();
        await settle(page);
        assert.ok(await noSideScroll(page), 'carne-leao 390: sem rolagem lateral');
        await screenshot(page, 'escrituracao-contador-carne-leao-390');
      }
      assert.deepEqual(errors, [], onde);
      await context.close();
    }
  }
});
