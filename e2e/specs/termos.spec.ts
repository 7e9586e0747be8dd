// Journey: the psychologist opens a minor's file — the notice "Falta a autorização do responsável" above the tabs
// and in "Registrar sessão" (a notice: the session still saves) —, tab Termos: sends the therapeutic contract from
// its model (the preview filled with the patient's name, no `{{`) and the guardian's authorisation; the guardian
// opens the patient's page on a phone and signs the authorisation; the file shows "Assinado" with who signed, the
// notice is gone, and the PDF read back holds the text, the "Registro da assinatura eletrônica" and the text's
// SHA-256. Perfil → Termos: her own text of a model saved, an unknown field refused on the field, "Restaurar o
// nosso". Screens at 1280 px light and 390 px dark, no sideways scroll, no serious or critical axe violation.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { artifactsDir, DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { pdfText } from '../lib/pdf.ts';
import { assinarNoPortal } from '../lib/portal-termos.ts';
import { signUpViaApi } from '../lib/users.ts';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;
let session: Session;
let pacienteId = '';
const PACIENTE = 'Lucas Ferreira Mota';
const NASCIMENTO = '2014-06-15';
const RESPONSAVEL = 'Renata Ferreira Mota';

journey({}, async () => {
  session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
  pacienteId = (
    await apiRequest(
      server.url,
      session.token,
      'POST',
      'paciente',
      {
        nome: PACIENTE,
        telefone: '(11) 98765-4321',
        data_nascimento: NASCIMENTO,
        responsavel: { nome: RESPONSAVEL, parentesco: 'mãe', telefone: '(11) 91234-5678' },
        frequencia: 'semanal',
        modalidade: 'presencial',
        valor_sessao: 180,
      },
      201,
    )
  ).paciente.id;
});

const openPage = (viewport = DESKTOP, dark = false) =>
  openSessionPage(browser, server.url, session, viewport, { dark });

async function screenshotViewport(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

async function download(page: Page, action: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

async function checarTela(page: Page, nome: string, dialogo = false) {
  await settle(page, { scrollTop: !dialogo });
  assert.ok(await noSideScroll(page), `${nome}: rolagem lateral`);
  assert.deepEqual(await axeViolations(page), [], `${nome}: axe`);
  if (dialogo) await screenshotViewport(page, nome);
  else await screenshot(page, nome);
}

test('a minor without authorisation: the notice in the file and in the session form, never a block', async () => {
  const { context, page, errors } = await openPage();
  await page.goto(`/pacientes/ficha/${pacienteId}`);
  const aviso = page.getByTestId('aviso-autorizacao');
  await aviso.getByText('Falta a autorização do responsável').waitFor();
  await page.getByRole('tab', { name: 'Sessões' }).click();
  await page.getByRole('button', { name: 'Registrar sessão' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar sessão' });
  await dialogo.getByTestId('aviso-autorizacao').waitFor();
  await checarTela(page, 'termos-aviso-sessao-1280', true);
  // A notice, not a block: the session is registered.
  await dialogo.getByRole('button', { name: 'Registrar sessão' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('sends the contract (preview filled) and the authorisation; the guardian signs on a phone; PDF read back', async () => {
  const { context, page, errors } = await openPage();
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=termos`);
  await page.getByRole('tab', { name: 'Termos', selected: true }).waitFor();
  await page.getByText('Nenhum termo enviado').waitFor();
  await checarTela(page, 'termos-vazio-1280');

  await page.getByRole('button', { name: 'Enviar termo' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Enviar termo ao paciente' });
  const previa = dialogo.getByLabel('Texto do termo');
  await previa.getByText(`psicoterapia) de ${PACIENTE}`, { exact: false }).waitFor();
  const textoPrevia = (await previa.textContent()) ?? '';
  assert.ok(!textoPrevia.includes('{{'), 'a prévia não tem {{');
  assert.ok(textoPrevia.includes('R$ 180,00'), 'o valor da sessão do paciente');
  await checarTela(page, 'termos-enviar-1280', true);
  await dialogo.getByRole('button', { name: 'Enviar ao paciente' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  await page.getByTestId('termo').filter({ hasText: 'Contrato terapêutico' }).waitFor();

  await page.getByRole('button', { name: 'Enviar autorização do responsável' }).click();
  await dialogo
    .getByLabel('Texto do termo')
    .getByText('artigo 12 da Resolução CFP', { exact: false })
    .waitFor();
  await dialogo.getByRole('button', { name: 'Enviar ao paciente' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  const autorizacao = page.getByTestId('termo').filter({ hasText: 'Autorização do responsável legal' });
  await autorizacao.getByText('Aguardando assinatura').waitFor();
  await checarTela(page, 'termos-lista-1280');

  // The guardian, on a phone, in the patient's page.
  await assinarNoPortal(
    browser,
    server.url,
    session.token,
    pacienteId,
    '15/06/2014',
    'Autorização do responsável legal',
    {
      nome: RESPONSAVEL,
      cpf: '123.456.789-09',
      parentesco: 'mãe',
    },
  );
  const { termos } = await apiRequest(server.url, session.token, 'GET', `paciente/${pacienteId}/termos`);
  const termo = termos.find((t: { modelo: string }) => t.modelo === 'autorizacao_responsavel');

  await page.reload();
  await autorizacao.getByText('Assinado', { exact: true }).waitFor();
  await autorizacao.getByText(`Assinado por ${RESPONSAVEL}`, { exact: false }).waitFor();
  assert.equal(await page.getByTestId('aviso-autorizacao').count(), 0, 'o aviso some com a autorização');
  const pdf = await download(page, () => autorizacao.getByRole('button', { name: /Baixar PDF/ }).click());
  assert.ok(!pdf.name.includes('Lucas'), `nome do arquivo sem o paciente: ${pdf.name}`);
  const lido = await pdfText(pdf.bytes);
  const { termo: completo } = await apiRequest(server.url, session.token, 'GET', `termos/${termo.id}`);
  const hash = createHash('sha256').update(completo.texto, 'utf8').digest('hex');
  assert.equal(hash, completo.hash);
  for (const trecho of [
    'AUTORIZAÇÃO DO RESPONSÁVEL LEGAL',
    `responsável legal por ${PACIENTE}`,
    'Registro da assinatura eletrônica',
    `Assinado por: ${RESPONSAVEL}`,
    'CPF: ***.456.789-**',
    'Papel: Responsável legal (mãe)',
    'assinatura eletrônica simples, Lei nº 14.063/2020, art. 4º, I',
    `SHA-256 do texto: ${hash}`,
  ]) {
    assert.ok(lido.includes(trecho), `PDF sem "${trecho}"`);
  }
  await checarTela(page, 'termos-assinado-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Termos tab on a phone, dark: no sideways scroll, no axe violation', async () => {
  const { context, page, errors } = await openPage(MOBILE, true);
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=termos`);
  await page.getByTestId('termo').first().waitFor();
  await checarTela(page, 'termos-lista-390-escuro');
  await page.getByRole('button', { name: 'Enviar termo' }).first().click();
  await page.getByRole('dialog', { name: 'Enviar termo ao paciente' }).getByLabel('Texto do termo').waitFor();
  await checarTela(page, 'termos-enviar-390-escuro', true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Perfil → Termos: her own text saved, an unknown field refused on the field, "Restaurar o nosso"', async () => {
  for (const [viewport, dark, sufixo] of [
    [DESKTOP, false, '1280'],
    [MOBILE, true, '390-escuro'],
  ] as const) {
    const { context, page, errors } = await openPage(viewport, dark);
    await page.goto('/perfil');
    const secao = page.getByRole('region', { name: 'Termos' });
    await secao.getByTestId('modelo-termo').first().waitFor();
    await secao.scrollIntoViewIfNeeded();
    await checarTela(page, `termos-perfil-${sufixo}`);
    await secao.screenshot({ path: join(artifactsDir, `termos-perfil-secao-${sufixo}.png`) });
    await secao.getByRole('button', { name: 'Editar: Aviso de privacidade' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Aviso de privacidade' });
    const texto = dialogo.getByRole('textbox', { name: /Texto/ });
    await texto.fill('Olá, {{paciente.nome}}. Campo {{apelido}}.');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.getByText('{{apelido}}', { exact: false }).first().waitFor();
    await checarTela(page, `termos-perfil-editar-${sufixo}`, true);
    await texto.fill('Olá, {{paciente.nome}}. Este é o meu aviso.');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    await secao.getByText('Seu texto').waitFor();
    await secao.getByRole('button', { name: 'Editar: Aviso de privacidade' }).click();
    await dialogo.getByRole('button', { name: 'Restaurar o nosso' }).click();
    await page.getByText('Texto do Consultório restaurado').waitFor();
    assert.match(await texto.inputValue(), /Lei Geral de Proteção de Dados/);
    await page.keyboard.press('Escape');
    await secao.getByText('Seu texto').waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
