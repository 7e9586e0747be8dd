// Journey: an empty list says what to do → a new patient (an invalid CPF is shown on its field, then
// fixed) → the anamnese → two sessions (one held and paid, one missed) change the file's statistics → the patient
// is found in the list by part of the name typed without accents. Screenshots of every screen at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, field, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let pacienteId = '';

journey({}, async () => {
  session = await signUpViaApi(server.url);
});

const openPage = (viewport = DESKTOP) => openSessionPage(browser, server.url, session, viewport);
const apiPost = (path: string, body: unknown) =>
  apiRequest(server.url, session.token, 'POST', path, body, 201);
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
  // The other areas' tabs load lazily: wait for their content rather than the skeletons.
  await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] .mantine-Skeleton-root'));
  await settle(page);
}

test('empty list tells what to do, at 1280 and 390 px', async () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    const { context, page, errors } = await openPage(viewport);
    await page.goto('/pacientes');
    await page.getByText('Cadastre seu primeiro paciente').waitFor();
    await page.getByText('0 de 5 pacientes', { exact: true }).waitFor();
    await settle(page);
    assert.ok(await noSideScroll(page), `empty list must not scroll sideways at ${label}`);
    await screenshot(page, `pacientes-lista-vazia-${label}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a patient is registered, gets an anamnese and two sessions, and is found without accents', async () => {
  const { context, page, errors } = await openPage();
  await page.goto('/pacientes');
  await page.getByText('Cadastre seu primeiro paciente').waitFor();
  await page.getByRole('link', { name: 'Novo paciente' }).first().click();
  await page.waitForURL('**/pacientes/cadastro');

  // An invalid CPF: the error shows on the field and nothing is sent.
  await field(page, 'Nome completo').fill('João Conceição');
  await field(page, 'Data de nascimento').pressSequentially('05111990');
  await field(page, 'CPF').pressSequentially('12345678900');
  await field(page, 'Telefone').pressSequentially('11987654321');
  await field(page, 'E-mail').fill('joao.conceicao@exemplo.com.br');
  await field(page, 'CEP').pressSequentially('01310100');
  await field(page, 'Logradouro').fill('Avenida Paulista');
  await field(page, 'Número').fill('1000');
  await field(page, 'Cidade').fill('São Paulo');
  await field(page, 'Valor da sessão').pressSequentially('200');
  await page.getByRole('button', { name: 'Cadastrar paciente' }).click();
  await page.getByText('CPF inválido: confira os números.').waitFor();
  assert.equal(await field(page, 'CPF').getAttribute('aria-invalid'), 'true');
  assert.equal(page.url().endsWith('/pacientes/cadastro'), true, 'still on the form');
  await settle(page);
  await screenshot(page, 'pacientes-form-erro-cpf-1280');

  // Fixed, saved: the patient file opens.
  await field(page, 'CPF').fill('');
  await field(page, 'CPF').pressSequentially(randomCpf());
  await page.getByRole('button', { name: 'Cadastrar paciente' }).click();
  await page.waitForURL(/\/pacientes\/ficha\/[0-9a-f-]{36}$/);
  pacienteId = page.url().split('/').pop() ?? '';
  await page.getByText('João Conceição está na sua lista de pacientes.').waitFor();
  await page.getByRole('heading', { name: 'João Conceição' }).waitFor();
  await stat(page, 'realizadas').getByText('0', { exact: true }).waitFor();
  await stat(page, 'presenca').getByText('—', { exact: true }).waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-ficha-dados-1280');

  // Anamnese, created in place.
  await openTab(page, 'Anamnese');
  await page.getByText('Anamnese ainda não preenchida').waitFor();
  await screenshot(page, 'pacientes-ficha-anamnese-vazia-1280');
  await page.getByRole('button', { name: 'Preencher anamnese' }).click();
  await field(page, 'Queixa principal').fill('Ansiedade antes de apresentações no trabalho, com insônia.');
  await field(page, 'Sono').fill('Dorme cerca de 5 horas por noite; acorda várias vezes.');
  await field(page, 'Expectativas com a terapia').fill('Conseguir falar em público com menos sofrimento.');
  await settle(page);
  await screenshot(page, 'pacientes-ficha-anamnese-form-1280');
  await page.getByRole('button', { name: 'Salvar anamnese' }).click();
  await page.getByText('A anamnese do paciente foi registrada.').waitFor();
  await page.getByRole('button', { name: 'Editar anamnese' }).waitFor();
  await page.getByText('Ansiedade antes de apresentações no trabalho, com insônia.').waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-ficha-anamnese-1280');

  // Two sessions: one held and paid, one missed.
  await openTab(page, 'Sessões');
  await page.getByText('Nenhuma sessão registrada').waitFor();
  await page.getByRole('button', { name: 'Registrar sessão' }).click();
  let dialog = page.getByRole('dialog', { name: 'Registrar sessão' });
  await dialog.waitFor();
  assert.equal(await field(page, 'Valor').inputValue(), 'R$ 200,00', 'the patient price comes filled in');
  assert.match(await field(page, 'Data').inputValue(), /^\d{2}\/\d{2}\/\d{4}$/, 'today comes filled in');
  // "Realizada" on a day still ahead: a gentle warning, gone when the date is today again.
  const hoje = await field(page, 'Data').inputValue();
  const daquiTres = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  await field(page, 'Data').fill(daquiTres);
  const aviso = dialog.getByText('esta data e hora ainda não chegaram', { exact: false });
  await aviso.waitFor();
  await field(page, 'Data').fill(hoje);
  await aviso.waitFor({ state: 'detached' });
  await field(page, 'Hora de início').pressSequentially('1400');
  await dialog.locator('label', { hasText: /^Sessão paga$/ }).click();
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'PIX' }).click();
  await field(page, 'Observações').fill('Trabalhamos respiração diafragmática antes da reunião de sexta.');
  await settle(page);
  await screenshot(page, 'pacientes-sessao-dialog-1280');
  await dialog.getByRole('button', { name: 'Registrar sessão' }).click();
  await dialog.waitFor({ state: 'detached' });
  await stat(page, 'realizadas').getByText('1', { exact: true }).waitFor();
  await stat(page, 'presenca').getByText('100%').waitFor();

  await page.getByRole('button', { name: 'Registrar sessão' }).click();
  dialog = page.getByRole('dialog', { name: 'Registrar sessão' });
  await dialog.locator('label', { hasText: /^Falta$/ }).click();
  await dialog.getByRole('button', { name: 'Registrar sessão' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The header's statistics follow: 1 held, 1 missed, 50% attendance, R$ 200,00 received.
  await stat(page, 'faltas').getByText('1', { exact: true }).waitFor();
  await stat(page, 'presenca').getByText('50%').waitFor();
  await stat(page, 'realizadas').getByText('1', { exact: true }).waitFor();
  assert.match(((await stat(page, 'recebido').textContent()) ?? '').replace(/\s/g, ' '), /R\$ 200,00/);
  assert.equal(await page.getByTestId('sessao').count(), 2);
  await settle(page);
  await screenshot(page, 'pacientes-ficha-sessoes-1280');

  // The other areas' tabs (Financeiro is locked on Gratuito).
  for (const [tab, name] of [
    ['Prontuário', 'prontuario'],
    ['Agenda', 'agenda'],
    ['Anexos', 'anexos'],
    ['Financeiro', 'financeiro'],
  ] as const) {
    await openTab(page, tab);
    await screenshot(page, `pacientes-ficha-${name}-1280`);
  }
  await page.getByText('Recurso de outro plano').waitFor();

  // More patients, then the list finds "João Conceição" by "conceicao".
  for (const [nome, telefone, status_tratamento] of [
    ['Ana Beatriz Lima', '11976543210', 'alta'],
    ['Carlos Eduardo Souza', '21998877665', 'encaminhado'],
    ['Mariana Oliveira', '31987651234', 'em_atendimento'],
  ]) {
    await apiPost('paciente', { nome, telefone, status_tratamento, email: `${telefone}@exemplo.com.br` });
  }
  await page.getByRole('navigation').getByRole('link', { name: 'Pacientes' }).first().click();
  await page.waitForURL('**/pacientes');
  await page.getByRole('link', { name: 'Mariana Oliveira' }).waitFor();
  await page.getByText('4 de 5 pacientes', { exact: true }).waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-lista-1280');

  await page.getByLabel('Buscar pacientes').pressSequentially('conceicao');
  await page.waitForURL('**/pacientes?busca=conceicao');
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  await page.getByRole('link', { name: 'João Conceição' }).waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-lista-busca-1280');

  // Row actions: status change through its dialog.
  await page.getByRole('button', { name: 'Ações de João Conceição' }).click();
  await page.getByRole('menuitem', { name: 'Alterar status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Alterar status do tratamento' });
  await statusDialog.getByLabel(/^Em pausa/).check();
  await settle(page);
  await screenshot(page, 'pacientes-status-dialog-1280');
  await statusDialog.getByRole('button', { name: 'Salvar status' }).click();
  await page.getByText('Situação do tratamento atualizada.').waitFor();
  await page.locator('tbody').getByText('Em pausa').waitFor();

  // Deleting asks first and explains archive vs delete; cancelled here.
  await page.getByRole('button', { name: 'Ações de João Conceição' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByText('os registros ficam guardados por 5 anos após o último registro').waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-excluir-confirmacao-1280');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  assert.deepEqual(errors, []);
  await context.close();
});

test('unsaved changes: leaving the form asks first', async () => {
  const { context, page } = await openPage();
  await page.goto(`/pacientes/editar/${pacienteId}`);
  await field(page, 'Profissão').fill('Engenheiro');
  await page.getByRole('navigation').getByRole('link', { name: 'Pacientes' }).first().click();
  await page.getByText('Sair sem salvar?').waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-form-sair-sem-salvar-1280');
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  assert.ok(page.url().endsWith(`/pacientes/editar/${pacienteId}`));
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.waitForURL(`**/pacientes/ficha/${pacienteId}`);
  await page.getByText('Engenheiro').waitFor();
  await context.close();
});

test('screens at 390 px and in dark mode', async () => {
  const { context, page, errors } = await openPage(MOBILE);
  await page.goto('/pacientes');
  await page.getByTestId('paciente-card').first().waitFor();
  await settle(page);
  assert.ok(await noSideScroll(page), 'list must not scroll sideways at 390');
  await screenshot(page, 'pacientes-lista-390');

  await page.goto('/pacientes/cadastro');
  await field(page, 'Nome completo').waitFor();
  await settle(page);
  assert.ok(await noSideScroll(page), 'form must not scroll sideways at 390');
  await screenshot(page, 'pacientes-form-390');

  await page.goto(`/pacientes/ficha/${pacienteId}`);
  await page.getByRole('heading', { name: 'João Conceição' }).waitFor();
  await stat(page, 'presenca').getByText('50%').waitFor();
  await settle(page);
  assert.ok(await noSideScroll(page), 'patient file must not scroll sideways at 390');
  await screenshot(page, 'pacientes-ficha-dados-390');
  for (const [tab, name] of [
    ['Anamnese', 'anamnese'],
    ['Sessões', 'sessoes'],
    ['Prontuário', 'prontuario'],
    ['Financeiro', 'financeiro'],
  ] as const) {
    await openTab(page, tab);
    assert.ok(await noSideScroll(page), `tab ${tab} must not scroll sideways at 390`);
    await screenshot(page, `pacientes-ficha-${name}-390`);
  }
  await openTab(page, 'Sessões');
  await page.getByRole('button', { name: 'Registrar sessão' }).click();
  await page.getByRole('dialog', { name: 'Registrar sessão' }).waitFor();
  await settle(page);
  await screenshot(page, 'pacientes-sessao-dialog-390');
  await context.close();
  assert.deepEqual(errors, []);

  const dark = await openPage(DESKTOP);
  await dark.page.goto(`/pacientes/ficha/${pacienteId}?aba=sessoes`);
  await dark.page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await dark.page.getByTestId('sessao').first().waitFor();
  await settle(dark.page);
  await screenshot(dark.page, 'pacientes-ficha-sessoes-dark-1280');
  await dark.page.goto('/pacientes');
  await dark.page.getByRole('link', { name: 'Mariana Oliveira' }).waitFor();
  await settle(dark.page);
  await screenshot(dark.page, 'pacientes-lista-dark-1280');
  assert.deepEqual(dark.errors, []);
  await dark.context.close();
});

test('at the plan limit "Novo paciente" is disabled and says why', async () => {
  // Gratuito holds 5 patients; the journey above registered 4.
  await apiPost('paciente', { nome: 'Paula Regina Santos', telefone: '11955554444' });
  const { context, page, errors } = await openPage();
  await page.goto('/pacientes');
  await page.getByText('5 de 5 pacientes', { exact: true }).waitFor();
  await page.getByText('Novos cadastros bloqueados').waitFor();
  const novo = page.getByRole('button', { name: 'Novo paciente' });
  assert.equal(await novo.getAttribute('aria-disabled'), 'true');
  await novo.hover();
  await page
    .getByRole('tooltip')
    .getByText(/limite de 5 pacientes do plano Gratuito/)
    .waitFor();
  await settle(page);
  await novo.hover();
  await page.getByRole('tooltip').waitFor();
  await screenshot(page, 'pacientes-lista-limite-1280');
  assert.deepEqual(errors, []);
  await context.close();
});
