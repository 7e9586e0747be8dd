// Journey of "Cobranças" (docs/product.md §18): the psychologist saves her PIX key in Perfil, runs "Cobrar o mês"
// with its preview and opens the charge (QR, Copiar PIX, Enviar por WhatsApp); the patient, on a phone, opens
// Pagamentos on their page, copies the PIX code and sends the comprovante; the psychologist confirms it paid and the
// sessions show paid, and the patient finds the receipt among their documents. Screenshots at 1280 px and at 390 px light and dark, axe on each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { field, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, openSessionPage, settle } from '../lib/page.ts';
import { alvosPequenos, openPhone } from '../lib/phone.ts';
import { signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
let paciente: { id: string; nome: string };
let portal = '';
let cobrancaId = '';

const api = (method: string, path: string, body?: unknown, status?: number) =>
  apiRequest(server.url, titular.token, method, path, body, status);

/** Two days of the month before this one (always in the past). */
const mesPassado = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const mes = d.toISOString().slice(0, 7);
  return { mes, dias: [`${mes}-10`, `${mes}-17`] };
})();

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  paciente = (
    await api('POST', 'paciente', {
      nome: 'Renata Castro Lima',
      data_nascimento: '1988-07-21',
      telefone: '(11) 97766-5544',
      email: `renata.${Date.now()}@exemplo.com.br`,
    })
  ).paciente;
  for (const data of mesPassado.dias) {
    await api('POST', 'sessao', {
      paciente_id: paciente.id,
      data,
      presenca: 'realizada',
      valor: 200,
      pago: false,
    });
  }
  const { portal: link } = await api('POST', `paciente/${paciente.id}/portal`, {});
  portal = new URL(link.url).pathname;
});

async function shot(page: Page, nome: string) {
  await settle(page, { mouseAway: true });
  await screenshot(page, nome);
  assert.deepEqual(await axeViolations(page), [], `axe em ${nome}`);
  if (nome.includes('390')) assert.deepEqual(await alvosPequenos(page), [], `toque em ${nome}`);
}

test('the psychologist saves her key, charges the month and opens the charge', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1200,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/financeiro/cobrancas');
  await page.getByText('Cadastre sua chave PIX', { exact: true }).waitFor();
  await page.goto('/perfil');
  const secao = page.locator('section', {
    has: page.getByRole('heading', { name: 'Cobranças', exact: true }),
  });
  await field(secao as unknown as Page, 'Chave PIX').fill('11987654321');
  await field(secao as unknown as Page, 'Nome de quem recebe').fill('Ana Conceição');
  await field(secao as unknown as Page, 'Cidade').fill('São Paulo');
  await secao.getByRole('button', { name: 'Salvar cobranças' }).click();
  // Eleven digits without +55 read as a CPF: the API's 422 lands on the field.
  await secao.getByText('CPF não confere', { exact: false }).waitFor();
  await field(secao as unknown as Page, 'Chave PIX').fill('+55 11 98765-4321');
  await secao.getByRole('button', { name: 'Salvar cobranças' }).click();
  await secao.getByText('Tipo: Celular').waitFor();
  await secao.scrollIntoViewIfNeeded();
  await shot(page, 'cobrancas-perfil-1280');

  await page.goto('/financeiro/cobrancas');
  await page.getByRole('button', { name: 'Cobrar o mês' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cobrar o mês' });
  await dialogo.getByRole('cell', { name: 'Renata Castro Lima' }).waitFor();
  await dialogo.getByText('1 paciente, total de R$ 400,00').waitFor();
  await shot(page, 'cobrancas-mes-1280');
  await dialogo.getByRole('button', { name: 'Criar 1 cobrança' }).click();
  await page.getByText('1 cobrança criada').waitFor();
  await page.getByRole('link', { name: 'Cobrança nº 1' }).waitFor();
  await shot(page, 'cobrancas-lista-1280');

  await page.getByRole('link', { name: 'Cobrança nº 1' }).click();
  await page.getByRole('img', { name: /^QR code do PIX de R\$ 400,00/ }).waitFor();
  cobrancaId = page.url().split('/').pop() ?? '';
  const copia = await page.getByLabel('PIX copia e cola').inputValue();
  assert.match(copia, /^000201.*5406400\.005802BR.*6304[0-9A-F]{4}$/);
  await page.getByRole('button', { name: 'Copiar PIX' }).click();
  await page.getByRole('button', { name: 'PIX copiado' }).waitFor();
  const whatsapp = await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
  assert.ok(whatsapp?.startsWith('https://wa.me/5511977665544?text='), whatsapp ?? '');
  assert.ok(decodeURIComponent(whatsapp?.split('text=')[1] ?? '').includes(copia));
  await shot(page, 'cobranca-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the charges and a charge on a phone, light and dark', async () => {
  for (const dark of [false, true]) {
    const { context, page, errors } = await openPhone(browser, server.url, titular, { dark });
    const tema = dark ? 'escuro' : 'claro';
    await page.goto('/financeiro/cobrancas');
    await page.getByRole('link', { name: 'Cobrança nº 1' }).waitFor();
    await shot(page, `cobrancas-lista-390-${tema}`);
    await page.goto(`/financeiro/cobrancas/${cobrancaId}`);
    await page.getByRole('img', { name: /^QR code do PIX/ }).waitFor();
    await shot(page, `cobranca-390-${tema}`);
    await page.goto('/perfil#cobrancas');
    await page.getByRole('button', { name: 'Salvar cobranças' }).scrollIntoViewIfNeeded();
    await shot(page, `cobrancas-perfil-390-${tema}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

for (const dark of [false, true]) {
  test(`the patient copies the PIX on a phone and sends the comprovante (${dark ? 'dark' : 'light'})`, async () => {
    const { context, page, errors } = await openPhone(browser, server.url, null, { dark });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(portal);
    await field(page, 'Data de nascimento').fill('21/07/1988');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Olá, Renata!' }).waitFor();
    if (dark) {
      // Informed already (the light run): nothing left to pay on the home.
      await page.getByText('Nada pendente por aqui. Tudo em dia!').waitFor();
      await page.getByRole('link', { name: /^Pagamentos/ }).click();
      await page.getByRole('heading', { name: 'Pagamentos', level: 1 }).waitFor();
      await page.getByText('Pagamento enviado').waitFor();
      await shot(page, 'portal-pagamentos-informado-390-dark');
    } else {
      await page.getByText('1 pagamento em aberto').waitFor();
      await page.getByRole('link', { name: /^Pagamentos/ }).click();
      await page.getByRole('heading', { name: 'Pagamentos', level: 1 }).waitFor();
      await page.getByRole('img', { name: /^QR code do PIX de R\$ 400,00/ }).waitFor();
      await shot(page, 'portal-pagamentos-390');
      await page.getByRole('button', { name: 'Copiar PIX' }).click();
      await page.getByRole('button', { name: 'PIX copiado' }).waitFor();
      const copiado = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copiado, await page.getByLabel('PIX copia e cola').inputValue());
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      );
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.getByText('Pagamento enviado').waitFor();
      await page.getByText(/^Comprovante enviado em/).waitFor();
      await shot(page, 'portal-pagamentos-informado-390');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the psychologist sees the comprovante, confirms it paid and the sessions show paid', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1200,
  });
  await page.goto(`/financeiro/cobrancas/${cobrancaId}`);
  await page.getByRole('heading', { name: 'Pagamento informado pelo paciente' }).waitFor();
  await shot(page, 'cobranca-informada-1280');
  await page.getByRole('button', { name: 'Marcar como paga' }).click();
  await page.getByRole('dialog', { name: 'Marcar a cobrança nº 1 como paga' }).waitFor();
  await shot(page, 'cobranca-pagar-1280');
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await page.getByText('Cobrança paga', { exact: true }).waitFor();
  await page.getByText(/^Paga em \d\d\/\d\d\/\d{4}/).waitFor();
  await page.getByRole('heading', { name: 'Recibo', level: 3 }).waitFor();
  await shot(page, 'cobranca-paga-1280');
  const [recibo] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Baixar recibo' }).click(),
  ]);
  await recibo.waitForURL(/^blob:/);
  await recibo.close();
  const { sessoes } = await api('GET', `paciente/${paciente.id}/sessoes`);
  assert.deepEqual(
    sessoes.map((s: { pago: boolean }) => s.pago),
    [true, true],
  );
  await page.goto(`/pacientes/ficha/${paciente.id}?aba=sessoes`);
  await page.getByText('Pago · PIX', { exact: true }).first().waitFor();
  await page.goto(`/pacientes/ficha/${paciente.id}`);
  await page.getByText('Nenhuma cobrança em aberto.').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the patient finds the receipt among their documents and opens it', async () => {
  const { context, page, errors } = await openPhone(browser, server.url, null);
  await page.goto(portal);
  await field(page, 'Data de nascimento').fill('21/07/1988');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Olá, Renata!' }).waitFor();
  await page.getByRole('link', { name: /^Documentos/ }).click();
  await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor();
  const cartao = page.getByRole('article', { name: /^Recibo da cobrança nº 1 — pago em \d\d\/\d\d\/\d{4}$/ });
  await cartao.getByText('Novo', { exact: true }).waitFor();
  await shot(page, 'portal-documentos-recibo-390');
  const [pdf] = await Promise.all([
    context.waitForEvent('page'),
    cartao.getByRole('button', { name: /^Abrir PDF: Recibo da cobrança nº 1/ }).click(),
  ]);
  await pdf.waitForURL(/^blob:/);
  await cartao.getByText(/aberto em \d\d\/\d\d\/\d{4}/).waitFor();
  await pdf.close();
  await page.getByRole('link', { name: /^Pagamentos/ }).click();
  await page.getByRole('button', { name: 'Abrir recibo da cobrança nº 1' }).waitFor();
  await shot(page, 'portal-pagamentos-paga-390');
  assert.deepEqual(errors, []);
  await context.close();
});
