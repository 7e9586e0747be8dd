// Journey: two visitors book on the psychologist's page with manual confirmation (through the public API); in the
// agenda she sees both requests in amber with the visitors' names, accepts one, links the other to a patient she
// registers from the visitor's data; with online sessions in the agenda nothing asks for an e-Psi registration (Res.
// CFP 09/2024 ended it). Screenshots at 1280 light and 390 dark, axe on the details dialog (docs/product.md §16).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, closeToasts, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
const SLUG = `agenda-online-${Date.now().toString(36)}`;

const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const hojeSP = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
// Next week's Tuesday (pt-BR weeks start on Sunday): one "Próximo" away in the week view.
const domingo = somarDias(hojeSP(), 7 - new Date(`${hojeSP()}T12:00:00Z`).getUTCDay());
const terca = somarDias(domingo, 2);

async function reservar(inicio: string, nome: string, modalidade: 'presencial' | 'online') {
  const res = await fetch(`${server.url}/api/publico/agenda/${SLUG}/reservas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      inicio,
      nome,
      email: `${nome
        .split(' ')[0]
        .normalize('NFD')
        .replace(/[^a-z]/gi, '')
        .toLowerCase()}.${Date.now()}@exemplo.com.br`,
      telefone: '(21) 99876-5432',
      modalidade,
      aceite_privacidade: true,
    }),
  });
  assert.equal(res.status, 201, await res.text());
}

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  await apiRequest(server.url, titular.token, 'PUT', 'user/agendamento-online', {
    ativo: true,
    slug: SLUG,
    duracao_minutos: 50,
    intervalo_minutos: 10,
    antecedencia_minima_horas: 0,
    janela_dias: 30,
    horarios: [{ dia_semana: 2, inicio: '09:00', fim: '12:00' }],
    confirmacao: 'manual',
    modalidades: ['presencial', 'online'],
  });
  await reservar(`${terca}T09:00:00-03:00`, 'Carlos Eduardo Pires', 'presencial');
  await reservar(`${terca}T10:00:00-03:00`, 'Lívia Andrade Reis', 'online');
});

const calendario = (page: Page) => page.getByTestId('agenda-calendario');

async function abrirEvento(page: Page, nome: string) {
  await calendario(page).getByText(nome, { exact: false }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agendamento' });
  await dialog.waitFor();
  return dialog;
}

test('requests from the booking page: accept one, register and link the other, no e-Psi notice', async () => {
  const { context, page } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1100,
  });
  await page.goto('/agendamentos');
  await calendario(page).locator('.fc-timegrid').waitFor();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await calendario(page).getByText('Carlos Eduardo Pires').first().waitFor();
  // Res. CFP 09/2024 ended the e-Psi registration: the agenda no longer asks for it.
  assert.equal(await page.getByText(/e-Psi/).count(), 0);
  await settle(page, { mouseAway: true, scrollTop: true });
  await screenshot(page, 'agenda-online-pedidos-1280');

  // Aceitar: the request becomes confirmado.
  let dialog = await abrirEvento(page, 'Carlos Eduardo Pires');
  await dialog.getByText('Agendado pela página online').waitFor();
  await dialog.getByText('Ainda sem paciente vinculado').waitFor();
  assert.deepEqual(
    await axeViolations(page, '[role="dialog"]'),
    [],
    'detalhes do pedido sem violações do axe',
  );
  await screenshot(page, 'agenda-online-pedido-1280');
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await page.getByText('Agendamento aceito. Avisamos a pessoa por e-mail.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await closeToasts(page);

  // Vincular paciente: register Lívia from what she typed.
  dialog = await abrirEvento(page, 'Lívia Andrade Reis');
  await dialog.getByRole('link', { name: 'Entrar na sessão' }).waitFor();
  await dialog.getByRole('button', { name: 'Vincular paciente' }).click();
  await dialog.getByRole('group', { name: 'Vincular paciente' }).waitFor();
  await screenshot(page, 'agenda-online-vincular-1280');
  await dialog.getByRole('button', { name: 'Cadastrar Lívia Andrade Reis como paciente' }).click();
  await page.getByText('Paciente vinculado ao agendamento.').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const agenda = await apiRequest(
    server.url,
    titular.token,
    'GET',
    `agendamentos?inicio=${terca}&fim=${terca}`,
  );
  const porNome = new Map(
    agenda.agendamentos.map((a: { reserva: { nome: string } | null; paciente: { nome: string } | null }) => [
      a.paciente?.nome ?? a.reserva?.nome,
      a,
    ]),
  );
  assert.equal((porNome.get('Carlos Eduardo Pires') as { status: string }).status, 'confirmado');
  const livia = porNome.get('Lívia Andrade Reis') as {
    paciente_id: string | null;
    reserva: unknown;
    status: string;
  };
  assert.ok(livia.paciente_id, 'Lívia virou paciente e está vinculada');
  assert.equal(livia.reserva, null);
  assert.equal(livia.status, 'solicitado', 'vincular não responde o pedido');
  await context.close();

  // The phone, dark: the details of the linked request, still to be answered.
  const fone = await openSessionPage(browser, server.url, titular, MOBILE, { dark: true });
  await fone.page.goto('/agendamentos');
  await fone.page.getByRole('button', { name: 'Próximo' }).click();
  const d = await abrirEvento(fone.page, 'Lívia Andrade Reis');
  await d.getByRole('button', { name: 'Recusar' }).waitFor();
  assert.deepEqual(await axeViolations(fone.page, '[role="dialog"]'), [], 'detalhes no celular, escuro');
  await screenshot(fone.page, 'agenda-online-pedido-390-escuro');
  await fone.context.close();
});
