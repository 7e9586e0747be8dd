// A new user's first hour on a phone: with Chromium's phone emulation (390×844, touch, mobile
// viewport) the dropdowns of the dialogs open inside the screen, the page keeps its 390 px width, and an option
// found by typing can be tapped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { field, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, settle } from '../lib/page.ts';
import { openPhone as abrirCelular, larguras } from '../lib/phone.ts';
import { newUserData, randomCpf, signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let carla: { id: string } | undefined;

journey({}, async () => {
  session = await signUpViaApi(server.url);
  for (const nome of ['Carla Mendes', 'Carlos Pereira', 'Beatriz Lima']) {
    carla ??= (
      await apiRequest(server.url, session.token, 'POST', 'paciente', {
        nome,
        telefone: '(11) 98765-4321',
        cpf: randomCpf(),
      })
    ).paciente;
  }
});

/** A phone (lib/phone.ts), logged in as this file's user unless `logged: false`. */
const openPhone = ({ logged = true } = {}) => abrirCelular(browser, server.url, logged ? session : null);

/** The open listbox stays inside the 390 px screen. */
async function dentroDaTela(page: Page) {
  const box = await page.getByRole('listbox').last().boundingBox();
  assert.ok(box, 'lista aberta');
  assert.ok(
    box.x >= 0 && box.x + box.width <= MOBILE.width + 0.5,
    `lista fora da tela: ${JSON.stringify(box)}`,
  );
}

test('phone: the dialogs’ dropdowns stay on screen, the width stays 390 and an option can be tapped', async () => {
  const { context, page, errors } = await openPhone();
  await page.goto('/agendamentos');
  await page
    .getByRole('button', { name: /Novo agendamento/ })
    .first()
    .tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Paciente').tap();
  await page.keyboard.type('Car');
  await page.getByRole('option', { name: 'Carla Mendes' }).waitFor();
  await dentroDaTela(page);
  assert.deepEqual(await larguras(page), [MOBILE.width], 'a largura da página muda com a lista aberta');
  await page.getByRole('option', { name: 'Carla Mendes' }).tap();
  assert.equal(await dialog.getByLabel('Paciente').inputValue(), 'Carla Mendes');

  await dialog.getByRole('combobox', { name: 'Repetição' }).tap();
  await page.getByRole('option', { name: 'Toda semana' }).waitFor();
  await dentroDaTela(page);
  assert.deepEqual(await larguras(page), [MOBILE.width], 'a largura da página muda com a repetição aberta');
  await screenshot(page, 'celular-repeticao-390');
  await page.getByRole('option', { name: 'Toda semana' }).tap();
  assert.match(await dialog.getByRole('combobox', { name: 'Repetição' }).inputValue(), /Toda semana/);

  // Prontuário → Nova entrada → Tipo.
  await page.goto(`/pacientes/prontuarios/${carla?.id}`);
  await page.getByRole('button', { name: 'Nova entrada' }).first().tap();
  const entrada = page.getByRole('dialog', { name: 'Nova entrada' });
  await entrada.getByRole('combobox', { name: /^Tipo/ }).tap();
  await page.getByRole('option', { name: 'Avaliação de demanda' }).waitFor();
  await dentroDaTela(page);
  assert.deepEqual(await larguras(page), [MOBILE.width], 'a largura da página muda com o tipo aberto');
  await page.getByRole('option', { name: 'Avaliação de demanda' }).tap();
  assert.equal(await entrada.getByRole('combobox', { name: /^Tipo/ }).inputValue(), 'Avaliação de demanda');
  await settle(page, { scrollTop: false });
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone /cadastro: after “Criar conta” the field in error is scrolled to and focused', async () => {
  const { context, page, errors } = await openPhone({ logged: false });
  const user = newUserData();
  await page.goto('/cadastro');
  await field(page, 'Nome completo').fill(user.nome);
  await field(page, 'E-mail').fill(session.user.email);
  await field(page, 'CPF').pressSequentially(user.cpf);
  await field(page, 'CRP').fill(user.crp);
  await field(page, 'Telefone (com DDD)').pressSequentially(user.telefone);
  await field(page, 'Senha').fill(user.senha);
  await field(page, 'Confirme a senha').fill(user.senha);
  await page.getByRole('checkbox').tap();
  await page.getByRole('button', { name: 'Criar conta' }).last().tap();
  const email = field(page, 'E-mail');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  assert.equal(await email.evaluate((el) => el === document.activeElement), true, 'o e-mail recebe o foco');
  const box = await email.boundingBox();
  assert.ok(
    box && box.y >= 0 && box.y + box.height <= MOBILE.height,
    `e-mail fora da tela: ${JSON.stringify(box)}`,
  );
  await page.getByText('Este e-mail já está cadastrado.').waitFor();
  await page.screenshot({ path: 'e2e/artifacts/celular-cadastro-erro-390.png' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone patient file: the ten tabs are all in sight and open with a tap', async () => {
  const { context, page, errors } = await openPhone();
  await page.goto(`/pacientes/ficha/${carla?.id}`);
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const nomes = await tabs.allTextContents();
  assert.equal(nomes.length, 10, `abas: ${nomes.join(', ')}`);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= MOBILE.width,
      `aba fora da tela: ${await tab.textContent()}`,
    );
  }
  await page.getByRole('tab', { name: /Anexos/ }).tap();
  await page.getByRole('tab', { name: /Anexos/, selected: true }).waitFor();
  assert.deepEqual(await larguras(page, 300), [MOBILE.width]);
  await settle(page);
  await screenshot(page, 'celular-ficha-abas-390');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone patient file → Sessões: a session saved "Pendente" is edited and marked paid', async () => {
  const ontem = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { sessao } = await apiRequest(server.url, session.token, 'POST', 'sessao', {
    paciente_id: carla?.id,
    data: ontem,
    valor: 150,
    presenca: 'realizada',
    pago: false,
  });
  const { context, page, errors } = await openPhone();
  await page.goto(`/pacientes/ficha/${carla?.id}?aba=sessoes`);
  await page
    .getByRole('button', { name: /^Editar sessão de / })
    .first()
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Editar sessão' });
  await dialog.getByRole('switch', { name: 'Sessão paga' }).check();
  await dialog.getByRole('combobox', { name: 'Forma de pagamento' }).tap();
  await page.getByRole('option', { name: 'PIX' }).tap();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).tap();
  await page.getByText('Sessão atualizada').waitFor();
  const { sessoes } = await apiRequest(server.url, session.token, 'GET', `paciente/${carla?.id}/sessoes`);
  const editada = sessoes.find((x: { id: string }) => x.id === sessao.id);
  assert.deepEqual([editada.pago, editada.forma_pagamento, editada.valor], [true, 'pix', 150]);
  assert.deepEqual(errors, []);
  await context.close();
});
