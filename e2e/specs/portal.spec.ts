// Journey of "Área do paciente" (docs/product.md §17): the psychologist creates the patient's link on the patient
// file and e-mails it, sends the ficha cadastral and the pré-anamnese and delivers a declaração; the patient, on a
// phone (390 px), enters with the birth date (a wrong one first), confirms one session and cancels another within
// the notice (the one past it says how to reach the psychologist), fills the ficha (a bad CPF is
// refused on its field by the API) and the pré-anamnese, and opens the declaração; the psychologist applies both
// answers and sees "visualizado em". An ended session sends the patient back to the entry with a message.
// Screenshots of every screen at 390 px light and dark and at 1280 px, axe on each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, field, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, openSessionPage, settle } from '../lib/page.ts';
import { alvosPequenos, openPhone } from '../lib/phone.ts';
import { outboxFor } from '../lib/server.ts';
import { randomCpf, signUpViaApi } from '../lib/users.ts';

let titular: Awaited<ReturnType<typeof signUpViaApi>>;
let paciente: { id: string; nome: string; email: string };
let declaracao: { id: string };
/** The link's path (/portal/{token}), as the psychologist copied it. */
let portal = '';

const api = (method: string, path: string, body?: unknown, status?: number) =>
  apiRequest(server.url, titular.token, method, path, body, status);
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
/** A whole hour `horas` from now (UTC), as the agenda takes it. */
const emHoras = (horas: number) =>
  new Date(Math.ceil((Date.now() + horas * 3_600_000) / 3_600_000) * 3_600_000).toISOString();

journey({}, async () => {
  titular = await signUpViaApi(server.url);
  await server.admin('plano', titular.user.email, 'essencial');
  paciente = (
    await api('POST', 'paciente', {
      nome: 'Beatriz Nogueira Prado',
      data_nascimento: '1990-03-05',
      telefone: '(11) 98877-6655',
      email: `beatriz.${Date.now()}@exemplo.com.br`,
    })
  ).paciente;
  // One session in three days (may be cancelled with the default 24 hours' notice), one in five hours (may not).
  for (const inicio of [emHoras(72), emHoras(5)]) {
    await api('POST', 'agendamento', { paciente_id: paciente.id, inicio, duracao_minutos: 50 });
  }
  declaracao = (
    await api('POST', `paciente/${paciente.id}/documentos`, {
      tipo: 'declaracao',
      data: dia(-1),
      finalidade: 'Apresentação ao empregador',
      secoes: { informacoes_atendimento: 'Compareceu a atendimento psicológico das 14h às 14h50.' },
    })
  ).documento;
});

const cartao = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Área do paciente', exact: true }) });

/** A still screen's screenshot, axe on it and, on a phone, every control at least 44×44 px (docs/product.md §2.5). */
async function shot(page: Page, nome: string) {
  await settle(page, { mouseAway: true });
  await screenshot(page, nome);
  assert.deepEqual(await axeViolations(page), [], `axe em ${nome}`);
  if (nome.includes('390')) assert.deepEqual(await alvosPequenos(page), [], `toque em ${nome}`);
}

test('the psychologist creates and e-mails the link, sends both forms and delivers the declaração', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1400,
  });
  await page.goto(`/pacientes/ficha/${paciente.id}`);
  const card = cartao(page);
  await card.getByText('Nenhum link ativo.', { exact: false }).waitFor();
  await card.getByRole('button', { name: 'Criar e enviar por e-mail' }).click();
  const url = await card.getByLabel('Link da área do paciente').inputValue();
  portal = new URL(url).pathname;
  assert.match(portal, /^\/portal\/[\w-]{40,}$/);
  const whatsapp = await card.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href');
  assert.ok(whatsapp?.startsWith('https://wa.me/5511988776655?text='), whatsapp ?? '');
  assert.ok(decodeURIComponent(whatsapp?.split('text=')[1] ?? '').includes(url));
  await card.getByText('Link ativo', { exact: true }).waitFor();
  await card.getByText('O paciente ainda não entrou').waitFor();
  const email = outboxFor(server.dataDir, paciente.email)
    .join('\n')
    .replace(/=\r?\n/g, '');
  assert.ok(email.includes(portal.split('/')[2].slice(0, 20)), 'o e-mail leva o link');

  await card.getByRole('button', { name: 'Enviar ficha cadastral' }).click();
  await card.getByTestId('formulario-enviado').filter({ hasText: 'Ficha cadastral' }).waitFor();
  await card.getByRole('button', { name: 'Enviar pré-anamnese' }).click();
  await card.getByTestId('formulario-enviado').filter({ hasText: 'Pré-anamnese' }).waitFor();
  // A second ficha sent by mistake is withdrawn: asked first, then gone from the list (and from the patient's page).
  await card.getByRole('button', { name: 'Enviar ficha cadastral' }).click();
  const fichas = card.getByTestId('formulario-enviado').filter({ hasText: 'Ficha cadastral' });
  await fichas.nth(1).waitFor();
  await fichas
    .first()
    .getByRole('button', { name: /^Recolher: Ficha cadastral/ })
    .click();
  const recolher = page.getByRole('dialog', { name: 'Recolher a ficha cadastral?' });
  await recolher.getByRole('button', { name: 'Recolher' }).click();
  await page.getByText('Ficha cadastral recolhida').waitFor();
  await fichas.nth(1).waitFor({ state: 'detached' });
  assert.equal(await card.getByTestId('formulario-enviado').count(), 2);
  await card.getByText('Nenhum documento entregue.', { exact: false }).waitFor();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'portal-psicologa-cartao-1280');

  await page.goto(`/pacientes/ficha/${paciente.id}?aba=documentos`);
  await page.getByRole('button', { name: /^Mais ações: Declaração/ }).click();
  await page.getByRole('menuitem', { name: 'Entregar na área do paciente' }).click();
  await page
    .getByTestId('entrega')
    .getByText(/ainda não aberto/)
    .waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

/** The patient's phone, in light or dark. */
const telefone = (dark: boolean) => openPhone(browser, server.url, null, { dark });

async function entrar(page: Page) {
  await page.goto(portal);
  await field(page, 'Data de nascimento').fill('05/03/1990');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Olá, Beatriz!' }).waitFor();
}

test('the patient enters on a phone, confirms a session, fills both forms and opens the declaração', async () => {
  const { context, page, errors } = await telefone(false);
  await page.goto(portal);
  await page.getByRole('heading', { name: 'Área do paciente' }).waitFor();
  await shot(page, 'portal-entrada-390');
  await field(page, 'Data de nascimento').fill('06/03/1990');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Não foi possível entrar. Confira a data de nascimento').waitFor();
  await field(page, 'Data de nascimento').fill('05/03/1990');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Olá, Beatriz!' }).waitFor();
  await page.getByText('2 formulários para preencher').waitFor();
  await page.getByText('1 documento novo para ver').waitFor();
  assert.ok(await page.evaluate(() => sessionStorage.getItem('portal.sessao')?.includes('"token"')));
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await shot(page, 'portal-inicio-390');

  await page.getByRole('link', { name: 'Sessões', exact: true }).click();
  await page.getByRole('heading', { name: 'Sessões', level: 1 }).waitFor();
  await page.getByText('Você pode cancelar por aqui até 24 horas antes da sessão.').waitFor();
  // The session in five hours: too late to cancel here, and the page says how to reach the psychologist.
  await page.getByText(/precisam de pelo menos 24 hora\(s\) de antecedência/).waitFor();
  await page
    .getByRole('button', { name: /^Confirmar presença:/ })
    .first()
    .click();
  await page.getByText('Confirmada', { exact: true }).first().waitFor();
  await shot(page, 'portal-sessoes-390');
  await page.getByRole('button', { name: /^Cancelar sessão:/ }).click();
  await page.getByRole('dialog', { name: 'Cancelar sessão?' }).waitFor();
  await shot(page, 'portal-cancelar-390');
  // Within the notice: cancelled here, the psychologist is told and the session leaves the list.
  await page.getByLabel('Quer contar o motivo? (opcional)').fill('Viagem a trabalho.');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar sessão' }).click();
  await page.getByText('Avisamos o seu psicólogo. O horário ficou livre.').waitFor();
  await page.getByRole('button', { name: /^Cancelar sessão:/ }).waitFor({ state: 'detached' });
  assert.equal(await page.getByRole('article', { name: /^Sessão de / }).count(), 1);
  assert.ok(
    outboxFor(server.dataDir, titular.user.email).some((e) =>
      e.replace(/=\r?\n/g, '').includes('Viagem a trabalho'),
    ),
    'a psicóloga recebe o aviso com o motivo',
  );

  await preencherFicha(page);
  await preencherPreAnamnese(page);

  await page.getByRole('link', { name: /^Documentos/ }).click();
  await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor();
  await page.getByText('Novo', { exact: true }).waitFor();
  await shot(page, 'portal-documentos-390');
  const [pdf] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /^Abrir PDF: Declaração/ }).click(),
  ]);
  await pdf.waitForURL(/^blob:/);
  await page.getByText(/aberto em \d\d\/\d\d\/\d{4}/).waitFor();
  await pdf.close();
  assert.deepEqual(errors, []);
  await context.close();
});

async function preencherFicha(page: Page) {
  await page.getByRole('link', { name: /^Formulários/ }).click();
  await page.getByRole('heading', { name: 'Formulários', level: 1 }).waitFor();
  await shot(page, 'portal-formularios-390');
  await page.getByRole('link', { name: 'Preencher: Ficha cadastral' }).click();
  await page.getByRole('heading', { name: 'Ficha cadastral', level: 1 }).waitFor();
  // The ficha starts from the record: the birth date, the phone and the e-mail are there already.
  assert.equal(await field(page, 'Data de nascimento').inputValue(), '05/03/1990');
  await field(page, 'CPF').fill('111.111.111-11');
  await field(page, 'CEP').fill('01310-100');
  await field(page, 'Rua, avenida').fill('Avenida Paulista');
  await field(page, 'Número').fill('1000');
  await field(page, 'Cidade').fill('São Paulo');
  await page.getByText(/^Rascunho guardado às/).waitFor();
  await shot(page, 'portal-ficha-390');
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  // The API's 422 on the CPF's own field.
  await page.getByText('CPF inválido', { exact: false }).waitFor();
  assert.equal(await field(page, 'CPF').getAttribute('aria-invalid'), 'true');
  await field(page, 'CPF').fill(randomCpf());
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await page.getByText('Enviado', { exact: true }).waitFor();
  await shot(page, 'portal-ficha-enviada-390');
}

async function preencherPreAnamnese(page: Page) {
  await page.getByRole('link', { name: 'Voltar aos formulários' }).click();
  await page.getByRole('link', { name: 'Preencher: Pré-anamnese' }).click();
  await page.getByRole('heading', { name: 'Pré-anamnese', level: 1 }).waitFor();
  await field(page, 'O que traz você à terapia?').fill('Ansiedade antes das reuniões do trabalho.');
  await field(page, 'O que você espera da terapia?').fill('Dormir melhor e falar em público.');
  await page.getByText(/^Rascunho guardado às/).waitFor();
  await shot(page, 'portal-pre-anamnese-390');
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await page.getByText('Enviado', { exact: true }).waitFor();
}

test('the psychologist applies both answers and sees when the declaração was opened', async () => {
  // Her own anamnese text is there before: applying fills only the empty fields.
  await api('POST', `paciente/${paciente.id}/anamnese`, { queixa_principal: 'Escrito pela psicóloga.' });
  const { context, page, errors } = await openSessionPage(browser, server.url, titular, {
    width: 1280,
    height: 1400,
  });
  await page.goto(`/pacientes/ficha/${paciente.id}`);
  const card = cartao(page);
  await card.getByText(/^Visualizado em \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
  await card.getByRole('button', { name: /^Aplicar: Ficha cadastral/ }).click();
  let dialogo = page.getByRole('dialog', { name: 'Ficha cadastral' });
  await dialogo.getByText('Avenida Paulista').waitFor();
  await shot(page, 'portal-psicologa-respostas-1280');
  await dialogo.getByRole('button', { name: 'Aplicar ao cadastro' }).click();
  await dialogo.getByText('Respostas aplicadas').waitFor();
  await dialogo.getByRole('button', { name: 'Voltar' }).click();
  await card.getByRole('button', { name: /^Aplicar: Pré-anamnese/ }).click();
  dialogo = page.getByRole('dialog', { name: 'Pré-anamnese' });
  await dialogo.getByRole('button', { name: 'Aplicar à anamnese' }).click();
  await dialogo.getByText(/Mantidos como estavam/).waitFor();
  await dialogo.getByRole('button', { name: 'Voltar' }).click();
  await card.getByText('Aplicado', { exact: true }).first().waitFor();
  await page.getByText('Avenida Paulista, 1000').waitFor();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'portal-psicologa-aplicado-1280');

  const { anamnese } = await api('GET', `paciente/${paciente.id}/anamnese`);
  assert.equal(anamnese.queixa_principal, 'Escrito pela psicóloga.');
  assert.equal(anamnese.expectativas, 'Dormir melhor e falar em público.');
  const { documento } = await api('GET', `documentos/${declaracao.id}`);
  assert.ok(documento.visualizado_em, 'visualizado_em registrado');

  await page.goto(`/pacientes/ficha/${paciente.id}?aba=documentos`);
  await page
    .getByTestId('entrega')
    .getByText(/visualizado em \d\d\/\d\d\/\d{4}/)
    .waitFor();
  await page.goto('/perfil');
  const perfil = page.locator('section', {
    has: page.getByRole('heading', { name: 'Área do paciente', exact: true }),
  });
  await perfil.getByLabel('Antecedência mínima para cancelar (horas)').fill('48');
  await perfil.getByRole('button', { name: 'Salvar área do paciente' }).click();
  await page.getByText('Suas preferências foram salvas.').waitFor();
  assert.equal((await api('GET', 'user/portal')).portal_config.antecedencia_cancelamento_horas, 48);
  await perfil.scrollIntoViewIfNeeded();
  await settle(page, { mouseAway: true, scrollTop: false });
  await perfil.screenshot({ path: `${import.meta.dirname}/../artifacts/portal-perfil-1280.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an ended session sends the patient back to the entry with a message', async () => {
  const { context, page, errors } = await telefone(true);
  await entrar(page);
  await page.evaluate(() => {
    const s = JSON.parse(sessionStorage.getItem('portal.sessao') ?? '{}');
    sessionStorage.setItem('portal.sessao', JSON.stringify({ ...s, token: 'sessao-que-expirou' }));
  });
  await page.getByRole('link', { name: /^Formulários/ }).click();
  await page.getByText('Sua sessão na área do paciente terminou. Entre de novo pelo link.').waitFor();
  await field(page, 'Data de nascimento').waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem('portal.sessao')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Every screen of the patient's page in one appearance, for the screenshots. */
async function cadaTela(context: BrowserContext, page: Page, sufixo: string) {
  await page.goto(portal);
  await page.getByRole('heading', { name: 'Área do paciente' }).waitFor();
  await shot(page, `portal-entrada-${sufixo}`);
  await entrar(page);
  await shot(page, `portal-inicio-${sufixo}`);
  for (const [secao, titulo] of [
    ['sessoes', 'Sessões'],
    ['documentos', 'Documentos'],
    ['formularios', 'Formulários'],
  ] as const) {
    await page.getByRole('link', { name: new RegExp(`^${titulo}`) }).click();
    await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
    await shot(page, `portal-${secao}-${sufixo}`);
  }
  const { formularios } = await api('GET', `paciente/${paciente.id}/formularios`);
  await page.goto(`${portal}/formularios/${formularios.at(-1).id}`);
  await page.getByText('Enviado', { exact: true }).waitFor();
  await shot(page, `portal-ficha-enviada-${sufixo}`);
  await context.close();
}

test('screenshots: the patient page at 390 px dark and at 1280 px', async () => {
  await api('POST', `paciente/${paciente.id}/formularios`, { modelo: 'pre_anamnese' });
  const escuro = await telefone(true);
  await cadaTela(escuro.context, escuro.page, '390-escuro');
  const largo = await newContext(browser, server.url, DESKTOP);
  await cadaTela(largo, await largo.newPage(), '1280');
  assert.deepEqual(escuro.errors, []);
});

test('screenshots: the card on the file and Perfil → Área do paciente at 390 px, light and dark', async () => {
  for (const dark of [false, true]) {
    const sufixo = dark ? 'escuro' : 'claro';
    const { context, page, errors } = await openPhone(browser, server.url, titular, { dark });
    await page.goto(`/pacientes/ficha/${paciente.id}`);
    const card = cartao(page);
    await card.getByText('Link ativo', { exact: true }).waitFor();
    await card.getByText(/^Visualizado em/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await settle(page, { mouseAway: true, scrollTop: false });
    await card.screenshot({
      path: `${import.meta.dirname}/../artifacts/portal-psicologa-cartao-390-${sufixo}.png`,
    });
    assert.deepEqual(await axeViolations(page), [], `axe no cartão (${sufixo})`);
    await page.goto('/perfil');
    const perfil = page.locator('section', {
      has: page.getByRole('heading', { name: 'Área do paciente', exact: true }),
    });
    await perfil.getByLabel('Antecedência mínima para cancelar (horas)').waitFor();
    await perfil.scrollIntoViewIfNeeded();
    await settle(page, { mouseAway: true, scrollTop: false });
    await perfil.screenshot({ path: `${import.meta.dirname}/../artifacts/portal-perfil-390-${sufixo}.png` });
    assert.deepEqual(await axeViolations(page), [], `axe no Perfil (${sufixo})`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a patient without a birth date on file enters with the code e-mailed', async () => {
  const email = `caio.${Date.now()}@exemplo.com.br`;
  const { paciente: semData } = await api('POST', 'paciente', {
    nome: 'Caio Ramos',
    telefone: '(11) 97766-5544',
    email,
  });
  const { portal: link } = await api('POST', `paciente/${semData.id}/portal`, {});
  const { context, page, errors } = await telefone(false);
  await page.goto(new URL(link.url).pathname);
  await page.getByRole('button', { name: 'Enviar código por e-mail' }).click();
  await page.getByText('Enviamos o código para o seu e-mail.', { exact: false }).waitFor();
  await shot(page, 'portal-entrada-codigo-390');
  await field(page, 'Código recebido por e-mail').fill(await server.lastCodeSentTo(email));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Olá, Caio!' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
