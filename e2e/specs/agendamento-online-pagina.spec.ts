// Journey: a visitor opens the psychologist's booking page on a phone (no login), is stopped without consent,
// picks a day of next week and a time, books online and sees the confirmation with the video link; the booking
// e-mail has the .ics; the psychologist finds the booking in her agenda with the visitor's name and links it to the
// patient already registered. Screenshots at 390 light and dark and 1280, axe on each (docs/product.md §16).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { field, MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, openSessionPage, settle } from '../lib/page.ts';
import { outboxFor } from '../lib/server.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
const SLUG = `dra-beatriz-${Date.now().toString(36)}`;
const VISITANTE = { nome: 'Carlos Eduardo Pires', email: `carlos.${Date.now()}@exemplo.com.br` };

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  await apiRequest(server.url, titular.token, 'PUT', 'user/agendamento-online', {
    ativo: true,
    slug: SLUG,
    duracao_minutos: 50,
    intervalo_minutos: 10,
    antecedencia_minima_horas: 2,
    janela_dias: 30,
    horarios: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dia_semana: d, inicio: '09:00', fim: '12:00' })),
    confirmacao: 'automatica',
    modalidades: ['presencial', 'online'],
    mensagem: 'Atendo adultos e adolescentes. Primeira sessão de acolhimento.',
  });
  await apiRequest(server.url, titular.token, 'POST', 'paciente', {
    nome: VISITANTE.nome,
    telefone: '(21) 99876-5432',
    cpf: randomCpf(),
  });
});

/** A page of the visitor: no session, phone size. */
async function visitante(dark: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await newContext(browser, server.url, MOBILE);
  if (dark) {
    await context.addInitScript(() => {
      localStorage.setItem('sakai.layoutConfig', JSON.stringify({ darkTheme: true }));
      localStorage.setItem('theme', 'dark');
    });
  }
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('a visitor books on a phone; the psychologist sees it in the agenda and links the patient', async () => {
  const { page, close } = await visitante(false);
  await page.goto(`/agendar/${SLUG}`);
  await page.getByText('Atendo adultos e adolescentes.', { exact: false }).waitFor();
  // The psychologist's page, not the product's: no sign-up or log-in for the visitor to take for the way in.
  assert.equal(await page.getByRole('link', { name: 'Criar conta' }).count(), 0);
  assert.equal(await page.getByRole('link', { name: 'Entrar' }).count(), 0);
  await page.getByRole('radio', { name: 'Online (por vídeo)' }).check();
  await page.getByRole('button', { name: 'Próxima', exact: true }).click();
  // The first day of next week with free times is chosen; its first time.
  const horario = page.locator('fieldset').getByRole('button').first();
  await horario.waitFor();
  const hora = (await horario.textContent())?.trim();
  assert.equal(hora, '09:00');
  await horario.click();
  // The form for that time comes into view.
  const dados = page.getByRole('form', { name: /Seus dados/ });
  await dados.waitFor();
  await page.waitForFunction(() => {
    const r = document.querySelector('form[aria-labelledby="agendar-dados"]')?.getBoundingClientRect();
    return !!r && r.top >= 0 && r.top < window.innerHeight;
  });
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page), [], 'página de agendamento sem violações sérias do axe');
  await screenshot(page, 'agendar-escolha-390');

  await field(page, 'Nome completo').fill(VISITANTE.nome);
  await field(page, 'E-mail').fill(VISITANTE.email);
  await field(page, 'Celular (com DDD)').fill('21998765432');
  // Without consent the booking is not sent.
  await page.getByRole('button', { name: 'Agendar' }).click();
  await page
    .getByText('Para agendar, é preciso concordar com o uso dos seus dados para o agendamento.')
    .waitFor();
  await screenshot(page, 'agendar-sem-aceite-390');
  await page.getByRole('checkbox', { name: /Concordo que meus dados/ }).check();
  await page.getByRole('button', { name: 'Agendar' }).click();
  await page.getByText('Agendamento confirmado. Enviamos os detalhes para o seu e-mail.').waitFor();
  // The confirmation is where the visitor looks: the page back at its top, focus on its heading, said once.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Agendamento confirmado');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await page.locator('[role="alert"], [role="status"]').count(), 0);
  const entrar = page.getByRole('link', { name: 'Entrar na sessão' });
  assert.match((await entrar.getAttribute('href')) ?? '', /^https:\/\/meet\.jit\.si\/\w{20,}$/);
  await settle(page);
  assert.deepEqual(await axeViolations(page), [], 'confirmação sem violações sérias do axe');
  await screenshot(page, 'agendar-confirmado-390');
  await close();

  const eml = (outboxFor(server.dataDir, VISITANTE.email).at(-1) ?? '').replace(/=\r?\n/g, '');
  assert.match(eml, /text\/calendar/, 'o e-mail leva o .ics');
  assert.match(eml, /\/confirmar\//, 'o e-mail leva o link para cancelar');

  // The same page in the dark, and a page that does not exist.
  const escuro = await visitante(true);
  await escuro.page.goto(`/agendar/${SLUG}`);
  await escuro.page.locator('fieldset').getByRole('button').first().waitFor();
  await settle(escuro.page);
  assert.deepEqual(await axeViolations(escuro.page), [], 'página no escuro sem violações sérias do axe');
  await screenshot(escuro.page, 'agendar-390-escuro');
  await escuro.page.goto('/agendar/pagina-que-nao-existe');
  await escuro.page.getByText('Página não encontrada').waitFor();
  await escuro.close();

  // The psychologist: the booking is in the agenda with the visitor's name; she links her registered patient.
  const { context, page: psi } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1000,
  });
  await psi.goto('/agendamentos');
  await psi.getByRole('button', { name: 'Próximo' }).click();
  await psi.getByTestId('agenda-calendario').getByText(VISITANTE.nome).first().click();
  const dialog = psi.getByRole('dialog', { name: 'Agendamento' });
  await dialog.getByText('Agendado pela página online').waitFor();
  await dialog.getByRole('button', { name: 'Vincular paciente' }).click();
  await dialog.getByLabel('Paciente cadastrado').fill('Carlos');
  await psi.getByRole('option', { name: VISITANTE.nome }).click();
  await screenshot(psi, 'agendar-vincular-1280');
  await dialog.getByRole('button', { name: 'Vincular', exact: true }).click();
  await psi.getByText('Paciente vinculado ao agendamento.').waitFor();
  const { agendamentos } = await apiRequest(server.url, titular.token, 'GET', 'agendamentos?per_page=100');
  assert.equal(agendamentos.length, 1);
  assert.equal(agendamentos[0].origem, 'agendamento_online');
  assert.ok(agendamentos[0].paciente_id, 'vinculado ao paciente cadastrado');
  assert.equal(agendamentos[0].modalidade, 'online');
  await context.close();
});
