// Journey: in Perfil the psychologist (Essencial) publishes her booking page — the address typed as words becomes
// one, hours of the week (adds a range, removes one), manual confirmation, online — saves it and opens it; a range
// that ends before it starts is refused under that range; she makes the calendar address, which answers an
// iCalendar file, is asked before replacing it (the old one stops), and turns it off.
// Screenshots at 1280 light and 390 dark, axe on both sections (docs/product.md §16).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { field, MOBILE } from '../lib/browser.ts';
import { esperarValorMudar } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
const SUFIXO = Date.now().toString(36);
const SLUG = `dra-helena-marcia-${SUFIXO}`;

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
});

test('publish the booking page and make the calendar address in Perfil', async () => {
  const { context, page } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1000,
  });
  await page.goto('/perfil');
  const secao = page.getByRole('form', { name: 'Página de agendamento online' });
  await secao.waitFor();
  await secao.getByText('Ainda não publicada').waitFor();

  await secao.getByRole('switch', { name: 'Página de agendamento ativa' }).check({ force: true });
  // Typed as words, with capitals and accents, it becomes an address.
  const endereco = field(page, 'Endereço da página');
  await endereco.fill('');
  await endereco.pressSequentially(`Dra. Helena Márcia ${SUFIXO}`);
  assert.equal(await endereco.inputValue(), SLUG);
  // Saturday gets a range; Monday's afternoon goes.
  await secao.getByRole('button', { name: 'Adicionar horário no sábado' }).click();
  await secao.getByRole('button', { name: 'Remover horário 14:00–18:00 de segunda' }).click();
  await secao.getByRole('radio', { name: /Manual/ }).check();
  await secao.getByRole('checkbox', { name: /Online/ }).check();
  await field(page, 'Mensagem para quem agenda').fill('Atendo adultos. Cancelamentos até 24 h antes.');
  await secao.getByLabel('Pré-visualização').getByText('Sábado: 09:00–12:00').waitFor();

  // A range ending before its start is refused on its field.
  const fimSabado = secao.getByRole('textbox', { name: 'Fim do horário de sábado' });
  await fimSabado.fill('0800');
  await secao.getByRole('button', { name: 'Salvar agendamento online' }).click();
  await secao.getByText('O fim do horário deve ser depois do início.').waitFor();
  // Once, under the range, and tied to its fields.
  assert.equal(await secao.getByText('O fim do horário deve ser depois do início.').count(), 1);
  assert.equal(await fimSabado.getAttribute('aria-invalid'), 'true');
  const descrito = await fimSabado.getAttribute('aria-describedby');
  assert.ok(descrito);
  assert.equal(
    await page.locator(`[id="${descrito}"]`).innerText(),
    'O fim do horário deve ser depois do início.',
  );
  await fimSabado.locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]').screenshot({
    path: 'e2e/artifacts/perfil-agendamento-faixa-erro-1280.png',
  });
  await fimSabado.fill('1200');
  await secao.getByRole('button', { name: 'Salvar agendamento online' }).click();
  await page.getByText('Sua página está recebendo agendamentos.').waitFor();
  await secao.getByText('Publicada', { exact: true }).waitFor();

  const salva = (await apiRequest(server.url, titular.token, 'GET', 'user/agendamento-online'))
    .agendamento_online;
  assert.equal(salva.slug, SLUG);
  assert.equal(salva.ativo, true);
  assert.equal(salva.confirmacao, 'manual');
  assert.deepEqual(salva.modalidades, ['presencial', 'online']);
  assert.ok(salva.horarios.some((h: { dia_semana: number }) => h.dia_semana === 6));
  assert.ok(
    !salva.horarios.some(
      (h: { dia_semana: number; inicio: string }) => h.dia_semana === 1 && h.inicio === '14:00',
    ),
  );
  await secao.getByRole('link', { name: 'Abrir página' }).waitFor();
  assert.match(await page.getByTestId('endereco-agendamento').innerText(), new RegExp(`/agendar/${SLUG}$`));
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="agendamento-online"]'), []);
  await secao.screenshot({ path: 'e2e/artifacts/perfil-agendamento-online-1280.png' });

  // Calendário externo: the address answers the agenda as iCalendar, until it is turned off.
  const cal = page.locator('section[aria-labelledby="calendario-externo"]');
  await cal.getByRole('button', { name: 'Gerar endereço' }).click();
  const url = await cal.getByRole('textbox', { name: 'Endereço do calendário' }).inputValue();
  assert.match(url, /\/api\/calendario\/[\w-]{40,}\.ics$/);
  const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, server.url));
  assert.equal(feed.status, 200);
  assert.match(feed.headers.get('content-type') ?? '', /text\/calendar/);
  assert.match(await feed.text(), /BEGIN:VCALENDAR/);
  assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="calendario-externo"]'), []);
  await cal.screenshot({ path: 'e2e/artifacts/perfil-calendario-externo-1280.png' });
  const feedStatus = async (endereco: string) =>
    (await fetch(endereco.replace(/^https?:\/\/[^/]+/, server.url))).status;
  // A new address is asked for first: going back keeps the old one working; confirming replaces it.
  await cal.getByRole('button', { name: 'Gerar novo endereço' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Gerar um novo endereço?' });
  await pergunta.getByRole('button', { name: 'Voltar' }).click();
  await pergunta.waitFor({ state: 'detached' });
  assert.equal(await feedStatus(url), 200);
  await cal.getByRole('button', { name: 'Gerar novo endereço' }).click();
  await pergunta.getByRole('button', { name: 'Gerar novo endereço' }).click();
  const campoUrl = cal.getByRole('textbox', { name: 'Endereço do calendário' });
  const novo = await esperarValorMudar(campoUrl, url);
  assert.equal(await feedStatus(url), 404);
  assert.equal(await feedStatus(novo), 200);
  await cal.getByRole('button', { name: 'Desativar endereço' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desativar endereço' }).click();
  await cal.getByRole('button', { name: 'Gerar endereço' }).waitFor();
  assert.equal(await feedStatus(novo), 404);
  await context.close();

  const fone = await openSessionPage(browser, server.url, titular, MOBILE, { dark: true });
  await fone.page.goto('/perfil');
  const secaoFone = fone.page.locator('section[aria-labelledby="agendamento-online"]');
  await secaoFone.getByRole('link', { name: 'Abrir página' }).waitFor();
  await secaoFone.scrollIntoViewIfNeeded();
  await settle(fone.page, { scrollTop: false });
  assert.deepEqual(await axeViolations(fone.page, 'section[aria-labelledby="agendamento-online"]'), []);
  await secaoFone.screenshot({ path: 'e2e/artifacts/perfil-agendamento-online-390-escuro.png' });
  await fone.context.close();
});
