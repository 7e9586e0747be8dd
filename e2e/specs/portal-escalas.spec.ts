// Journey of a scale on the patient's page (docs/product.md §17 and §19, docs/decisions/0092-escalas-no-portal.md):
// the psychologist sends a PHQ-9 through the API; the patient, on a phone (390 px), sees it under "Para fazer" and
// in Formulários' count, opens it, is told which items are missing, answers with item 9 above 0 and gets the help
// at once (CVV, SAMU, the psychologist's phone as tel: links, focus on it) and no score; the psychologist's record
// has the alert and she is e-mailed. On a computer the GAD-7 is answered without an alert: thanks, no score. The answer page and the help pass axe at 390 px light and dark, with
// screenshots of each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, settle } from '../lib/page.ts';
import { alvosPequenos, openPhone } from '../lib/phone.ts';
import { entrarNoPortal, responderEscalaNoPortal } from '../lib/portal-escalas.ts';
import { outboxFor } from '../lib/server.ts';
import { signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
let paciente: { id: string };
let portal = '';

const api = (method: string, path: string, body?: unknown, status?: number) =>
  apiRequest(server.url, titular.token, method, path, body, status);

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  paciente = (
    await api('POST', 'paciente', {
      nome: 'Caio Mendes Ribeiro',
      data_nascimento: '1988-07-21',
      telefone: '(21) 97766-5544',
    })
  ).paciente;
  portal = new URL((await api('POST', `paciente/${paciente.id}/portal`, {}, 201)).portal.url).pathname;
  for (const escala of ['phq9', 'gad7'])
    await api('POST', `paciente/${paciente.id}/escalas`, { escala, recorrencia: 'unica' }, 201);
});

const tema = (page: Page, dark: boolean) =>
  page.evaluate(
    (d) => document.documentElement.setAttribute('data-mantine-color-scheme', d ? 'dark' : 'light'),
    dark,
  );

/** The options and the call links are native controls the shared check does not measure: at least 44 px high. */
const alvosDaEscala = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('fieldset label, a[href^="tel:"]')]
      .map((el) => ({ texto: el.textContent ?? '', r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ texto, r }) => `${texto} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );

/** Axe, touch targets and no sideways scroll in light and dark, a screenshot of each. */
async function nosDoisTemas(page: Page, nome: string) {
  for (const dark of [false, true]) {
    await tema(page, dark);
    await settle(page, { mouseAway: true });
    const tela = `${nome}${dark ? '-escuro' : ''}`;
    assert.ok(await noSideScroll(page), `${tela}: rolagem lateral`);
    assert.deepEqual(await axeViolations(page), [], `axe em ${tela}`);
    assert.deepEqual(await alvosPequenos(page), [], `toque em ${tela}`);
    assert.deepEqual(await alvosDaEscala(page), [], `opções em ${tela}`);
    await screenshot(page, tela);
  }
  await tema(page, false);
}

test('the patient answers a PHQ-9 on a phone and, with item 9 above 0, is helped at once', async () => {
  const { context, page, errors } = await openPhone(browser, server.url, null, { dark: false });
  await entrarNoPortal(page, portal, '21/07/1988');
  await page.getByRole('heading', { name: 'Olá, Caio!' }).waitFor();
  const pendencia = page.getByRole('article', { name: '2 questionários para responder' });
  await pendencia.waitFor();
  await page.getByRole('link', { name: /^Formulários\W*2 pendentes$/ }).waitFor();
  await settle(page, { mouseAway: true });
  await screenshot(page, 'portal-escalas-inicio-390');

  await pendencia.getByRole('link', { name: 'Responder' }).click();
  await page.getByRole('heading', { name: 'Formulários', level: 1 }).waitFor();
  await page.getByRole('link', { name: /^Responder: GAD-7/ }).waitFor();
  await settle(page, { mouseAway: true });
  await screenshot(page, 'portal-escalas-formularios-390');
  await page.getByRole('link', { name: /^Responder: PHQ-9/ }).click();
  await page.getByRole('heading', { name: /^PHQ-9/, level: 1 }).waitFor();
  const itens = page.getByRole('group');
  assert.equal(await itens.count(), 9);
  await page.getByText('0 de 9 respondidas').waitFor();
  await nosDoisTemas(page, 'portal-escalas-responder-390');

  // Three answered, then "Enviar": the missing ones are named and nothing is sent.
  for (let i = 0; i < 3; i++) await itens.nth(i).getByRole('radio', { name: 'Nenhuma vez' }).check();
  await page.getByText('3 de 9 respondidas').waitFor();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Falta responder as perguntas 4, 5, 6, 7, 8 e 9.' })
    .waitFor();
  await settle(page, { mouseAway: true });
  await screenshot(page, 'portal-escalas-faltam-390');
  for (let i = 3; i < 8; i++) await itens.nth(i).getByRole('radio', { name: 'Nenhuma vez' }).check();
  await itens.nth(8).getByRole('radio', { name: 'Vários dias' }).check();
  await page.getByText('9 de 9 respondidas').waitFor();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();

  const ajuda = page.getByRole('region', { name: 'Apoio a qualquer hora' });
  await ajuda.waitFor();
  assert.ok(await ajuda.evaluate((el) => el === document.activeElement), 'o foco vai para a ajuda');
  const hrefs = await ajuda.getByRole('link').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
  assert.deepEqual(hrefs, ['tel:188', 'tel:192', `tel:${titular.user.telefone.replace(/\D/g, '')}`]);
  assert.equal(await page.getByRole('alert').count(), 0, 'a ajuda não é um erro');
  assert.doesNotMatch(await page.locator('body').innerText(), /pontua|faixa|mínima|leve|moderad/i);
  await nosDoisTemas(page, 'portal-escalas-ajuda-390');

  // Back home: the GAD-7 still waits.
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await page.getByRole('article', { name: '1 questionário para responder' }).waitFor();
  await page.getByRole('link', { name: /^Formulários\W*1 pendente$/ }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  const { aplicacoes } = await api('GET', `paciente/${paciente.id}/escalas`);
  assert.equal(aplicacoes[0].status, 'respondida');
  assert.equal(aplicacoes[0].alerta, true);
  assert.deepEqual(aplicacoes[0].respostas, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
  const email = outboxFor(server.dataDir, titular.user.email)
    .join('\n')
    .replace(/=\r?\n/g, '');
  assert.match(email, /pede a sua aten/);
});

test('on a computer the GAD-7 is answered without an alert: thanks, no help, no score', async () => {
  const context = await newContext(browser, server.url, DESKTOP);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await entrarNoPortal(page, portal, '21/07/1988');
  await page.getByRole('article', { name: '1 questionário para responder' }).waitFor();
  await page.goto(`${portal}/formularios`);
  await page.getByRole('link', { name: /^Responder: GAD-7/ }).click();
  await page.getByText('0 de 7 respondidas').waitFor();
  await settle(page, { mouseAway: true });
  assert.deepEqual(await axeViolations(page), [], 'axe em GAD-7 a 1280');
  await screenshot(page, 'portal-escalas-responder-1280');
  assert.deepEqual(await responderEscalaNoPortal(page, 'GAD-7', [3, 3, 3, 3, 3, 3, 3]), { ajuda: false });
  await page.getByRole('status').filter({ hasText: 'Obrigado por responder.' }).waitFor();
  assert.doesNotMatch(await page.locator('body').innerText(), /pontua|faixa|grave|\b21\b/i);
  await settle(page, { mouseAway: true });
  assert.deepEqual(await axeViolations(page), [], 'axe no obrigado a 1280');
  await screenshot(page, 'portal-escalas-enviado-1280');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await page.getByText('Nada pendente por aqui. Tudo em dia!').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  const { aplicacoes } = await api('GET', `paciente/${paciente.id}/escalas`);
  assert.deepEqual(
    aplicacoes
      .map((a: { escala: string; status: string; alerta: boolean }) => [a.escala, a.status, a.alerta])
      .sort(),
    [
      ['gad7', 'respondida', false],
      ['phq9', 'respondida', true],
    ],
  );
});
