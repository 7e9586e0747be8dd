// Journey of the scales on the psychologist's side (docs/escalas.md, docs/product.md §19): the patient file's tab
// Escalas starts empty; she sends a PHQ-9 every week from the tab and sees it scheduled; the patient answers it in
// the patient's page on a phone (390 px); the tab's chart has the point in its band ("Moderada", read in the
// chart's text alternative and its table) and the last answer item by item. She types in a GAD-7 applied on paper
// (nothing goes until every item is answered), stops the weekly PHQ-9 and sends one more; the patient answers it
// with item 9 above 0 (through the portal's API), and the patient list and the file show "Alerta de escala" until
// "Marcar como visto". The tab passes axe at 1280 px and 390 px, light and dark, with a screenshot of each.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { artifactsDir, DESKTOP, field, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { alvosPequenos, openPhone } from '../lib/phone.ts';
import { signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
let pacienteId = '';
let portal = '';
const NOME = 'Helena Duarte Campos';

const api = (method: string, path: string, body?: unknown, status?: number) =>
  apiRequest(server.url, titular.token, method, path, body, status);

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  pacienteId = (
    await api('POST', 'paciente', { nome: NOME, data_nascimento: '1991-04-12', telefone: '(31) 98877-6655' })
  ).paciente.id;
  portal = new URL((await api('POST', `paciente/${pacienteId}/portal`, {}, 201)).portal.url).pathname;
});

const tema = (page: Page, dark: boolean) =>
  page.evaluate(
    (d) => document.documentElement.setAttribute('data-mantine-color-scheme', d ? 'dark' : 'light'),
    dark,
  );

/** Axe and no sideways scroll in light and dark (touch targets too on a phone), a screenshot of each. */
async function nosDoisTemas(
  page: Page,
  nome: string,
  { phone = false, dialogo = false, grafico = false } = {},
) {
  for (const dark of [false, true]) {
    await tema(page, dark);
    await settle(page, { mouseAway: true, scrollTop: !dialogo });
    const tela = `${nome}${dark ? '-escuro' : ''}`;
    assert.ok(await noSideScroll(page), `${tela}: rolagem lateral`);
    assert.deepEqual(await axeViolations(page), [], `axe em ${tela}`);
    if (phone) assert.deepEqual(await alvosPequenos(page), [], `toque em ${tela}`);
    await screenshot(page, tela);
    // The PHQ-9's card alone (chart, table, last answer), to look at the bands in each theme.
    if (grafico)
      // Clipped from the full page: an element's own screenshot scrolls it under the fixed header.
      await page.screenshot({
        path: join(artifactsDir, `${nome}-grafico${dark ? '-escuro' : ''}.png`),
        fullPage: true,
        clip: await page.getByTestId('cartao-phq9').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
        }),
      });
  }
  await tema(page, false);
}

const abaEscalas = async (page: Page) => {
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=escalas`);
  await page.getByRole('tab', { name: 'Escalas', selected: true }).waitFor();
};

test('the psychologist sends a weekly PHQ-9 from the empty tab and sees it scheduled', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, DESKTOP);
  await abaEscalas(page);
  await page.getByText('Nenhuma escala aplicada').waitFor();
  await page
    .getByText('Não são testes psicológicos do SATEPSI (Resolução CFP 31/2022)', { exact: false })
    .waitFor();
  await nosDoisTemas(page, 'escalas-vazio-1280');

  await page.getByRole('button', { name: 'Enviar escala' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Enviar escala' });
  await dialogo.getByRole('radio', { name: /^PHQ-9/ }).check();
  await dialogo.getByRole('radio', { name: 'Toda semana' }).check();
  await nosDoisTemas(page, 'escalas-enviar-1280', { dialogo: true });
  await dialogo.getByRole('button', { name: 'Enviar' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  const programada = page.getByTestId('programacao').filter({ hasText: 'PHQ-9 · Toda semana' });
  await programada.getByText('aguardando a resposta do paciente', { exact: false }).waitFor();
  await page.getByText('Nenhuma resposta ainda: o gráfico aparece com a primeira.').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the patient answers it on a phone; the chart has the point in its band, with the answer item by item', async () => {
  const {
    context: celular,
    page: tel,
    errors: errosTel,
  } = await openPhone(browser, server.url, null, {
    dark: false,
  });
  await tel.goto(portal);
  await field(tel, 'Data de nascimento').fill('12/04/1991');
  await tel.getByRole('button', { name: 'Entrar' }).click();
  await tel.getByRole('heading', { name: 'Olá, Helena!' }).waitFor();
  await tel.getByRole('article', { name: '1 questionário para responder' }).getByRole('link').click();
  await tel.getByRole('link', { name: /^Responder: PHQ-9/ }).click();
  const itens = tel.getByRole('group');
  await tel.getByText('0 de 9 respondidas').waitFor();
  // 2+2+2+1+1+1+1+2+0 = 12: "Moderada" (10–14).
  const opcoes = ['Mais da metade dos dias', 'Vários dias', 'Nenhuma vez'];
  for (const [i, v] of [2, 2, 2, 1, 1, 1, 1, 2, 0].entries())
    await itens
      .nth(i)
      .getByRole('radio', { name: opcoes[2 - v] })
      .check();
  await tel.getByRole('button', { name: 'Enviar respostas' }).click();
  await tel.getByRole('status').filter({ hasText: 'Obrigado por responder.' }).waitFor();
  assert.deepEqual(errosTel, []);
  await celular.close();

  const { context, page, errors } = await openSessionPage(browser, server.url, titular, DESKTOP);
  await abaEscalas(page);
  const grafico = page.getByTestId('grafico-phq9');
  await grafico.waitFor();
  const resumo = (await grafico.getAttribute('aria-label')) ?? '';
  assert.match(
    resumo,
    /^PHQ-9, pontuação ao longo do tempo: 1 resposta; a última em \d{2}\/\d{2}\/\d{4}, 12 de 27 pontos · Moderada\.$/,
  );
  const linhas = page.getByTestId('tabela-phq9').getByRole('row');
  assert.equal(await linhas.count(), 2);
  assert.match((await linhas.nth(1).innerText()).replace(/\s+/g, ' '), /12 de 27 Moderada Área do paciente/);
  await page.getByTestId('ultima-phq9').getByText('12 de 27 pontos · Moderada').waitFor();
  await page
    .getByTestId('itens-phq9')
    .getByText('Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a:', { exact: false })
    .waitFor();
  // The weekly schedule waits for the period to pass since this answer.
  await page
    .getByTestId('programacao')
    .getByText('próxima aplicação a partir de', { exact: false })
    .waitFor();
  // The band shaded under the point is drawn: the five bands' names are on the chart.
  for (const faixa of ['Mínima', 'Leve', 'Moderada', 'Moderadamente grave', 'Grave'])
    await grafico.locator('svg text', { hasText: new RegExp(`^${faixa}$`) }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a GAD-7 on paper: nothing goes until every item is answered; then its chart', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, DESKTOP);
  await abaEscalas(page);
  await page.getByRole('button', { name: 'Registrar aplicação em papel' }).click();
  const form = page.getByRole('form', { name: 'Registrar aplicação em papel' });
  await form.locator('label', { hasText: /^GAD-7$/ }).click();
  const itens = form
    .getByRole('radiogroup')
    .filter({ has: page.getByRole('radio', { name: /Nenhuma vez/ }) });
  assert.equal(await itens.count(), 7);
  for (let i = 0; i < 5; i++)
    await itens
      .nth(i)
      .getByRole('radio', { name: /^Vários dias/ })
      .check();
  await form.getByRole('button', { name: 'Registrar' }).click();
  await form
    .getByRole('alert')
    .filter({ hasText: 'Responda todas as 7 perguntas: faltam os itens 6 e 7.' })
    .waitFor();
  await form.getByText('Escolha a resposta do item 6.').waitFor();
  await nosDoisTemas(page, 'escalas-papel-faltam-1280', { dialogo: true });
  for (const i of [5, 6])
    await itens
      .nth(i)
      .getByRole('radio', { name: /^Mais da metade dos dias/ })
      .check();
  await form.getByTestId('pontuacao-previa').getByText('Pontuação: 9 de 21 pontos · Leve').waitFor();
  await form.getByRole('button', { name: 'Registrar' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByTestId('ultima-gad7').getByText('9 de 21 pontos · Leve').waitFor();
  const linha = page.getByTestId('tabela-gad7').getByRole('row').nth(1);
  assert.match((await linha.innerText()).replace(/\s+/g, ' '), /9 de 21 Leve Em papel, na sessão/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an answer with item 9 above 0: the marker on the list and the file until "Marcar como visto"', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, DESKTOP);
  await abaEscalas(page);
  // The weekly PHQ-9 ends ("Encerrar", asked first) and one more goes, once.
  await page.getByRole('button', { name: 'Encerrar PHQ-9 · Toda semana' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar' }).click();
  await page.getByTestId('programacao').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Enviar escala' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Enviar escala' });
  await dialogo.getByRole('radio', { name: 'Uma vez' }).check();
  await dialogo.getByRole('button', { name: 'Enviar' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  await page.getByTestId('programacao').filter({ hasText: 'PHQ-9 · Uma vez' }).waitFor();

  // The patient answers through the portal's API, with item 9 at "Mais da metade dos dias": 18, moderadamente grave.
  const entrada = await fetch(`${server.url}/api/portal/entrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: portal.split('/').at(-1), data_nascimento: '1991-04-12' }),
  });
  assert.equal(entrada.status, 200);
  const { token } = await entrada.json();
  const pendentes = await apiRequest(server.url, token, 'GET', 'portal/escalas');
  assert.equal(pendentes.aplicacoes.length, 1);
  const resposta = await apiRequest(
    server.url,
    token,
    'POST',
    `portal/escalas/${pendentes.aplicacoes[0].id}/respostas`,
    {
      respostas: [3, 3, 2, 2, 2, 2, 1, 1, 2],
    },
  );
  assert.equal(resposta.alerta, true);

  await page.goto('/pacientes');
  const marcador = page.getByRole('link', { name: 'Alerta de escala: ver na aba Escalas' });
  await marcador.waitFor();
  assert.equal(await marcador.count(), 1);
  assert.doesNotMatch(await page.locator('main').innerText(), /item 9|ferir|PHQ|Mais da metade/i);
  await settle(page, { mouseAway: true });
  assert.deepEqual(await axeViolations(page), [], 'axe na lista com o alerta');
  await screenshot(page, 'escalas-lista-alerta-1280');

  await marcador.click();
  await page.getByRole('tab', { name: 'Escalas', selected: true }).waitFor();
  await page.getByRole('link', { name: 'Alerta de escala: ver na aba Escalas' }).waitFor();
  const alerta = page.getByTestId('alerta-escala-aba');
  await alerta.getByText('Uma resposta pede a sua atenção').waitFor();
  await alerta.getByText('a resposta foi Mais da metade dos dias', { exact: false }).waitFor();
  const resumo = (await page.getByTestId('grafico-phq9').getAttribute('aria-label')) ?? '';
  assert.match(
    resumo,
    /2 respostas; a última em .*, 18 de 27 pontos · Moderadamente grave, 6 acima da anterior\.$/,
  );
  await nosDoisTemas(page, 'escalas-aba-1280', { grafico: true });

  const {
    context: celular,
    page: tel,
    errors: errosTel,
  } = await openSessionPage(browser, server.url, titular, MOBILE);
  await abaEscalas(tel);
  await tel.getByTestId('alerta-escala-aba').waitFor();
  await tel.getByTestId('grafico-phq9').locator('svg').first().waitFor();
  await nosDoisTemas(tel, 'escalas-aba-390', { phone: true, grafico: true });
  assert.deepEqual(errosTel, []);
  await celular.close();

  await alerta.getByRole('button', { name: 'Marcar como visto' }).click();
  await alerta.waitFor({ state: 'detached' });
  await page
    .getByRole('link', { name: 'Alerta de escala: ver na aba Escalas' })
    .waitFor({ state: 'detached' });
  // The answer stays in the history, flagged.
  await page.getByTestId('tabela-phq9').getByText('Item 9 acima de zero').waitFor();
  await page.goto('/pacientes');
  await page.getByRole('link', { name: NOME }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Alerta de escala: ver na aba Escalas' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
