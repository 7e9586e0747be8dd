// Appointment reminders (docs/product.md §13): the psychologist turns reminders on in Perfil (live preview), a
// consenting patient has an appointment in a few hours, the job runs (`npm run admin -- executar`, the admin
// route), the patient opens the link of the e-mail in the outbox — no login — and confirms; the agenda shows
// "Confirmado" with the patient's answer, the dialog offers "Enviar lembrete por WhatsApp", the dashboard says
// "confirmou pelo lembrete". Screenshots of each screen.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, openSessionPage, settle as settleScreen } from '../lib/page.ts';
import { outboxFor } from '../lib/server.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let paciente: { id: string; email: string };
let agendamento: { id: string; inicio: string };
let link: string;

const TALL = { width: 1280, height: 1100 };
const api = (method: string, path: string, body?: unknown) =>
  apiRequest(server.url, session.token, method, path, body);
const settle = (page: Page) => settleScreen(page, { mouseAway: true });

journey({}, async () => {
  session = await signUpViaApi(server.url);
  paciente = (
    await api('POST', 'paciente', {
      nome: 'Beatriz Nogueira Prado',
      telefone: '(11) 98877-6655',
      email: `beatriz.${Date.now()}@exemplo.com.br`,
      cpf: randomCpf(),
      aceita_lembretes: true,
    })
  ).paciente;
  // In about three hours, on a whole quarter of an hour, and within one day in São Paulo (UTC−3): a session across
  // midnight is two rows of the list view. Late in the evening it moves to 08:00 the next day, still inside the
  // 24-hour window the first test sets.
  const diaSP = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
  let quando = Math.ceil((Date.now() + 3 * 3_600_000) / 900_000) * 900_000;
  if (diaSP(quando) !== diaSP(quando + 50 * 60_000)) {
    quando = Date.parse(`${diaSP(quando + 50 * 60_000)}T08:00:00-03:00`);
  }
  const inicio = new Date(quando).toISOString();
  agendamento = (
    await api('POST', 'agendamento', {
      paciente_id: paciente.id,
      inicio,
      duracao_minutos: 50,
      local: 'Sala 4',
    })
  ).agendamento;
});

/** Quoted-printable back to text (soft line breaks and =XX bytes). */
const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

function emailsTo(email: string): string[] {
  return outboxFor(server.dataDir, email).map(decodeQp);
}

test('Perfil → Lembretes: turn on, choose the hours, edit the message with a live preview', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, session, TALL);
  await page.goto('/perfil');
  const secao = page.locator('section', {
    has: page.getByRole('heading', { name: 'Lembretes', exact: true }),
  });
  await secao.getByLabel('Enviar lembretes por e-mail').waitFor();
  assert.equal(await secao.getByLabel('Enviar lembretes por e-mail').isChecked(), false);
  await secao.getByLabel('Enviar lembretes por e-mail').check({ force: true });
  await secao.getByLabel('Antecedência (horas)').fill('24');
  const mensagem = secao.getByRole('textbox', { name: 'Mensagem' });
  await mensagem.fill('Olá, {nome}! Sua sessão com {profissional} é em {data} às {hora} ({local}). Até lá!');
  const previa = secao.getByTestId('previa-lembrete');
  await previa
    .getByText(/^Olá, Mariana! Sua sessão com Marina Alves Costa é em \d\d\/\d\d\/\d{4} às 14:00/)
    .waitFor();

  // A placeholder that does not exist is refused on the field.
  await mensagem.fill('Olá, {nome}! {diagnostico}');
  await secao.getByRole('button', { name: 'Salvar lembretes' }).click();
  await secao.getByText(/Marcador desconhecido: \{diagnostico\}/).waitFor();
  await secao.getByRole('button', { name: 'Restaurar mensagem padrão' }).click();
  await previa.getByText(/Lembrete da sua sessão com Marina Alves Costa/).waitFor();
  await secao.getByRole('button', { name: 'Salvar lembretes' }).click();
  await page.getByText('Suas preferências foram salvas.').waitFor();
  const salvo = await api('GET', 'user/lembretes');
  assert.equal(salvo.lembretes.ativo, true);
  assert.equal(salvo.lembretes.antecedencia_horas, 24);

  await secao.scrollIntoViewIfNeeded();
  await settleScreen(page, { mouseAway: true, scrollTop: false });
  await secao.screenshot({ path: join(import.meta.dirname, '../artifacts/lembretes-perfil-1280.png') });
  await screenshot(page, 'lembretes-perfil-pagina-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the patient form has the consent next to the e-mail', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, session, TALL);
  await page.goto(`/pacientes/editar/${paciente.id}`);
  const consentimento = page.getByLabel('Aceita receber lembretes das sessões por e-mail');
  await consentimento.waitFor();
  assert.equal(await consentimento.isChecked(), true);
  await consentimento.scrollIntoViewIfNeeded();
  await settleScreen(page, { mouseAway: true, scrollTop: false });
  await page.screenshot({
    path: join(import.meta.dirname, '../artifacts/lembretes-paciente-consentimento-1280.png'),
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the job e-mails the reminder once; the patient opens the link without login and confirms', async () => {
  const saida = await server.admin('executar', 'lembrar-agendamentos');
  assert.match(saida, /lembrar-agendamentos executado/);
  const mails = emailsTo(paciente.email);
  assert.equal(mails.length, 1, 'um lembrete');
  assert.match(mails[0], /Olá, Beatriz!/);
  const url = /(https?:\/\/\S+\/confirmar\/[A-Za-z0-9_-]+)/.exec(mails[0])?.[1];
  assert.ok(url, 'link no e-mail');
  link = new URL(new URL(url).pathname, server.url).toString();
  // Running it again sends nothing.
  await server.admin('executar', 'lembrar-agendamentos');
  assert.equal(emailsTo(paciente.email).length, 1);

  // The patient's phone: no session.
  const context = await newContext(browser, server.url, MOBILE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(link);
  await page.getByText('Sessão com').waitFor();
  await page.getByText('Marina Alves Costa').waitFor();
  assert.equal(await page.getByText('Beatriz').count(), 0, 'nada do paciente na página');
  await settle(page);
  await screenshot(page, 'lembretes-confirmar-390');
  await page.getByRole('button', { name: 'Confirmar presença' }).click();
  await page.getByText('Presença confirmada').waitFor();
  await settle(page);
  await screenshot(page, 'lembretes-confirmado-390');

  // A broken link says so.
  await page.goto(`${link}x`);
  await page.getByText('Link inválido ou expirado').waitFor();
  await settle(page);
  await screenshot(page, 'lembretes-link-invalido-390');
  assert.deepEqual(errors, []);
  await context.close();

  const { agendamento: a } = await api('GET', `agendamento/${agendamento.id}`);
  assert.equal(a.status, 'confirmado');
  assert.equal(a.resposta_paciente, 'confirmado');
  assert.ok(a.lembrete_enviado_em);
});

test('the agenda shows "Confirmado" with the answer; the dialog offers the WhatsApp reminder', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, session, DESKTOP);
  await page.goto('/agendamentos');
  const calendario = page.getByTestId('agenda-calendario');
  await calendario.locator('.fc-view').waitFor();
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Lista$/ }).click();
  // The week's list, loaded: then the appointment is in it or falls in next week (late on a Saturday).
  await calendario.locator('.fc-list').waitFor();
  await page.getByLabel('Carregando agendamentos').waitFor({ state: 'hidden' });
  await calendario.locator('.fc-list-event, .fc-list-empty').first().waitFor();
  const evento = calendario.locator('.fc-list-event', { hasText: 'Beatriz' });
  if (!(await evento.isVisible())) await page.getByRole('button', { name: 'Próximo' }).click();
  await evento.waitFor();
  assert.match(await evento.innerText(), /Confirmado/);
  await evento.getByLabel('Paciente confirmou pelo link').waitFor();
  await settle(page);
  await screenshot(page, 'lembretes-agenda-lista-1280');

  await evento.click();
  const dialog = page.getByRole('dialog', { name: 'Agendamento' });
  await dialog.waitFor();
  await dialog.getByText('Paciente confirmou pelo link').waitFor();
  await dialog.getByText(/E-mail enviado em/).waitFor();
  const whatsapp = dialog.getByRole('link', { name: 'Enviar lembrete por WhatsApp' });
  await whatsapp.waitFor();
  const href = (await whatsapp.getAttribute('href')) ?? '';
  assert.match(href, /^https:\/\/wa\.me\/5511988776655\?text=/);
  assert.match(
    decodeURIComponent(href.split('text=')[1]),
    /Olá, Beatriz! Lembrete da sua sessão com Marina Alves Costa/,
  );
  assert.equal(await whatsapp.getAttribute('target'), '_blank');
  await settle(page);
  await screenshot(page, 'lembretes-agenda-dialogo-1280');
  await page.keyboard.press('Escape');

  // The week view marks it too.
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Semana$/ }).click();
  const naSemana = calendario.locator('.fc-timegrid-event', { hasText: 'Beatriz' });
  await naSemana.waitFor();
  await naSemana.getByLabel('Paciente confirmou pelo link').waitFor();
  await naSemana.scrollIntoViewIfNeeded();
  await settleScreen(page, { mouseAway: true, scrollTop: false });
  await screenshot(page, 'lembretes-agenda-semana-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the dashboard shows the confirmation among the next appointments', async () => {
  await server.admin('plano', session.user.email, 'essencial');
  const { context, page, errors } = await openSessionPage(browser, server.url, session, TALL);
  await page.goto('/dashboard');
  await page
    .getByText('confirmou pelo lembrete')
    .waitFor()
    .catch(async (e) => {
      await screenshot(page, 'lembretes-dashboard-falhou');
      throw e;
    });
  await settle(page);
  await screenshot(page, 'lembretes-dashboard-1280');
  assert.deepEqual(errors, []);
  await context.close();
});
