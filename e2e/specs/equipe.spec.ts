// Journey: the titular invites a secretária in Configurações → Equipe; the secretária opens the e-mailed link,
// creates her password and lands on the agenda with her reduced app ("Secretária de …", no clinical tabs); she books
// an appointment; no screen of hers asks for anything she may not see (no 403); the titular sees the appointment,
// turns her finance access on and removes her, and her next navigation goes to the login. Screenshots at 1280 and
// 390, light and dark (docs/product.md §15).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { field, MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, closeToasts, openSessionPage, settle } from '../lib/page.ts';
import { outboxFor } from '../lib/server.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
const SECRETARIA = { nome: 'Joana Recepção', email: `joana.${Date.now()}@exemplo.com.br` };
const SENHA = 'Cafe-com-leite-na-sala-2026';

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  await apiRequest(server.url, titular.token, 'POST', 'paciente', {
    nome: 'Maria Silva',
    telefone: '(11) 98765-4321',
    cpf: randomCpf(),
    observacoes: 'Nota da psicóloga que a secretária não vê.',
  });
});

const hojeSP = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const br = (dia: string) => dia.split('-').reverse().join('/');
const emDias = (n: number) =>
  new Date(Date.parse(`${hojeSP()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The invitation link of the last e-mail to `email` (the outbox is quoted-printable: soft breaks are joined). */
function linkDoConvite(email: string): string {
  const eml = outboxFor(server.dataDir, email).at(-1) ?? '';
  const texto = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /\/convite\/([\w-]+)/.exec(texto);
  assert.ok(m, 'o e-mail do convite tem o link');
  return `/convite/${m[1]}`;
}

/** Every answer of 403 the page receives (none may happen on the secretária's screens). */
function recusas(page: Page): string[] {
  const lista: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) lista.push(`${r.request().method()} ${r.url()}`);
  });
  return lista;
}

test('invite, accept, book as the secretária; clinical tabs absent; finance switch; removal ends her session', async () => {
  // The titular invites from Configurações → Equipe.
  const dono = await openSessionPage(browser, server.url, titular);
  await dono.page.goto('/configuracoes');
  await dono.page.getByRole('heading', { name: 'Equipe' }).waitFor();
  await dono.page.getByText('0 de 1 vaga usada').waitFor();
  await field(dono.page, 'Nome').fill(SECRETARIA.nome);
  await field(dono.page, 'E-mail').fill(SECRETARIA.email);
  await dono.page.getByRole('button', { name: 'Enviar convite' }).click();
  await dono.page.getByText('Convite enviado').waitFor();
  await dono.page.getByTestId('convite-pendente').getByText(SECRETARIA.email, { exact: false }).waitFor();
  await closeToasts(dono.page);
  await dono.page.getByRole('heading', { name: 'Equipe' }).scrollIntoViewIfNeeded();
  await settle(dono.page, { scrollTop: false });
  await screenshot(dono.page, 'equipe-convite-pendente-1280');
  assert.deepEqual(await axeViolations(dono.page), [], 'Equipe sem violações sérias do axe');

  // She opens the link in her own browser and creates her password.
  const link = linkDoConvite(SECRETARIA.email);
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const erros: string[] = [];
  page.on('pageerror', (e) => erros.push(e.message));
  const negadas = recusas(page);
  await page.goto(link);
  await page.getByText('convidou você para a equipe do consultório').waitFor();
  assert.equal(await field(page, 'E-mail').inputValue(), SECRETARIA.email);
  await field(page, 'Crie uma senha').fill(SENHA);
  await page.getByText(/Força da senha: (Boa|Forte)$/).waitFor();
  await settle(page, { scrollTop: false });
  await screenshot(page, 'equipe-convite-aceitar-1280');
  assert.deepEqual(await axeViolations(page), [], 'página do convite sem violações sérias do axe');
  // The terms are accepted as at sign-up: without the box, nothing is sent.
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await page.getByText('É preciso aceitar os termos de uso e a política de privacidade.').waitFor();
  assert.match(page.url(), /\/convite\//);
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await page.waitForURL('**/agendamentos');
  await page.getByTestId('secretaria-de').getByText(`Secretária de ${titular.user.nome}`).waitFor();

  // Her menu: Pacientes and Agendamentos; nothing of the titular's.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Agendamentos' }).waitFor();
  for (const fora of ['Dashboard', 'Gestão Financeira', 'Carnê-Leão', 'Gerenciar Plano']) {
    assert.equal(await menu.getByRole('link', { name: fora }).count(), 0, `${fora} fora do menu dela`);
  }

  // She books an appointment for Maria the day after tomorrow at 10:00.
  const dia = emDias(2);
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await dialog.getByLabel('Paciente').fill('Maria');
  await page.getByRole('option', { name: 'Maria Silva' }).click();
  await dialog.getByLabel('Data').fill(br(dia));
  await dialog.getByLabel('Hora', { exact: true }).click();
  await page.keyboard.type('1000');
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await settle(page, { scrollTop: false, mouseAway: true });
  await screenshot(page, 'equipe-secretaria-agenda-1280');

  // The patient file: Dados, Sessões, Agenda — no Prontuário, Anamnese, Documentos, Anexos; no notes.
  await page.goto('/pacientes');
  await page.getByRole('link', { name: 'Maria Silva' }).first().click();
  await page.getByRole('tab', { name: 'Dados' }).waitFor();
  for (const aba of ['Prontuário', 'Anamnese', 'Documentos', 'Anexos']) {
    assert.equal(await page.getByRole('tab', { name: aba }).count(), 0, `sem a aba ${aba}`);
  }
  await page.getByRole('tab', { name: 'Agenda' }).waitFor();
  assert.equal(await page.getByText('Nota da psicóloga').count(), 0, 'as observações não aparecem');
  await settle(page);
  await screenshot(page, 'equipe-secretaria-ficha-1280');
  assert.deepEqual(await axeViolations(page), [], 'ficha da secretária sem violações sérias do axe');

  // A titular-only address sends her to the agenda, saying why.
  await page.goto('/dashboard');
  await page.waitForURL('**/agendamentos');
  await page.getByText('Esta área é exclusiva do(a) psicólogo(a) titular da conta.').waitFor();
  await closeToasts(page);

  // Her profile: her login's security only.
  await page.goto('/perfil');
  await page.getByText(`Secretária de ${titular.user.nome}`).first().waitFor();
  await page.getByRole('heading', { name: 'Excluir meu acesso' }).waitFor();
  await settle(page);
  await screenshot(page, 'equipe-secretaria-perfil-1280');
  assert.deepEqual(await axeViolations(page), [], 'perfil dela sem violações sérias do axe');
  assert.deepEqual(negadas, [], 'nenhuma tela dela pediu o que ela não pode ver');

  // On a phone, dark.
  const celular = await newContext(browser, server.url, MOBILE);
  await celular.addInitScript(
    ([token, usuario]) => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('sakai.layoutConfig', JSON.stringify({ darkTheme: true }));
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        sessionStorage.setItem('usuario', usuario);
        sessionStorage.setItem('authenticated', 'true');
      }
    },
    [
      (await page.evaluate(() => localStorage.getItem('token'))) ?? '',
      (await page.evaluate(() => sessionStorage.getItem('usuario'))) ?? '',
    ],
  );
  const fone = await celular.newPage();
  await fone.goto('/agendamentos');
  await fone.getByRole('button', { name: 'Novo agendamento' }).waitFor();
  await settle(fone, { scrollTop: false });
  await screenshot(fone, 'equipe-secretaria-agenda-390-escuro');
  assert.deepEqual(
    await axeViolations(fone),
    [],
    'agenda dela no celular, escuro, sem violações sérias do axe',
  );
  await celular.close();

  // The titular sees the booking, turns finance on, then removes her.
  const agenda = await apiRequest(server.url, titular.token, 'GET', `agendamentos?inicio=${dia}&fim=${dia}`);
  assert.equal(agenda.agendamentos.length, 1, 'o agendamento dela está na agenda da psicóloga');
  await dono.page.reload();
  const membro = dono.page.getByTestId('membro-equipe');
  await membro.getByText(SECRETARIA.nome).waitFor();
  await membro.getByText(/Último acesso em/).waitFor();
  // Listening before the click: a quick answer must not arrive before the wait starts.
  const alterado = dono.page.waitForResponse(
    (r) => r.url().includes('/api/equipe/') && r.request().method() === 'PUT',
  );
  await membro.getByRole('switch', { name: 'Acesso ao financeiro' }).click({ force: true });
  await alterado;
  await settle(dono.page, { scrollTop: false });
  await screenshot(dono.page, 'equipe-membro-1280');
  await membro.getByRole('button', { name: 'Remover' }).click();
  await dono.page.getByRole('dialog').getByRole('button', { name: 'Remover acesso' }).click();
  await dono.page.getByText(`O acesso de ${SECRETARIA.nome} foi removido.`).waitFor();

  await page.goto('/pacientes');
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  assert.deepEqual(erros, []);
  assert.deepEqual(dono.errors, []);
  await context.close();
  await dono.context.close();
});

test('Configurações → Equipe on a phone, dark, and the invitation page of a used link', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, MOBILE, {
    dark: true,
  });
  await page.goto('/configuracoes');
  await page.getByRole('heading', { name: 'Equipe' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Enviar convite' }).waitFor();
  await settle(page, { scrollTop: false });
  await screenshot(page, 'equipe-configuracoes-390-escuro');
  assert.deepEqual(await axeViolations(page), [], 'Equipe no celular, escuro, sem violações sérias do axe');

  await page.goto('/convite/nao-existe-este-convite');
  await page.getByText('Este convite não existe, já foi usado ou expirou.').waitFor();
  await settle(page, { scrollTop: false });
  await screenshot(page, 'equipe-convite-invalido-390-escuro');
  assert.deepEqual(errors, []);
  await context.close();
});
