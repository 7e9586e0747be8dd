// Journey: a psychologist opens a patient's file, tab Documentos (empty state), writes a declaração ("Novo
// documento" → the kind → finalidade and the attendance, the preview beside the form), saves it, sees it listed,
// downloads its PDF (read back: DECLARAÇÃO, the patient's name, "Página 1 de 1") and its delivery receipt, opens it
// again, signs it (empty fields and a wrong password shown on their fields, then the signed PDF), and deletes it
// after the confirmation. A relatório with a section left blank shows that section's error and saves nothing. The
// list, the form with its preview and the signing dialog at 1280 px light and 390 px dark: no sideways scroll, no
// serious or critical axe violation.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir, DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { vigiarRede } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { pdfText } from '../lib/pdf.ts';
import { signUpViaApi } from '../lib/users.ts';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;
let session: Session;
let pacienteId = '';
const PACIENTE = 'Helena Conceição Prado';
const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const br = (iso: string) => iso.split('-').reverse().join('/');
const ATENDIMENTO =
  'Compareceu a atendimento psicológico nesta data, das 14h às 14h50, no consultório situado à Rua das Flores, 100.';

journey({}, async () => {
  session = await signUpViaApi(server.url);
  pacienteId = (
    await apiRequest(
      server.url,
      session.token,
      'POST',
      'paciente',
      { nome: PACIENTE, telefone: '(11) 98765-4321' },
      201,
    )
  ).paciente.id;
});

const openPage = (viewport = DESKTOP, dark = false) =>
  openSessionPage(browser, server.url, session, viewport, { dark });
const escapeRegExp = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input (or textarea) labelled `label` inside `scope` (required fields carry " *"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`)).and(scope.locator('input, textarea'));
const documentos = (page: Page) => page.getByTestId('documento');

/** A dialog is fixed to the viewport: capture what the user sees, not the page behind it. */
async function screenshotViewport(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

async function download(page: Page, action: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

async function abrirAba(page: Page) {
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=documentos`);
  await page.getByRole('tab', { name: 'Documentos', selected: true }).waitFor();
}

/** "Novo documento" → the kind → "Continuar": the dialog with the form. */
async function novoDocumento(page: Page, tipo: RegExp) {
  await page.getByRole('button', { name: 'Novo documento' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo documento' });
  await dialog.getByRole('radio', { name: tipo }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await field(dialog, 'Finalidade').waitFor();
  return dialog;
}

/** The POSTs the page sends to the documents API from now on. */
function documentPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/documentos(\/|$)/.test(r.url())) posts.push(r.url());
  });
  return posts;
}

/**
 * A self-signed A1-like certificate (.pfx) with its password, made with openssl (null when openssl is missing); its
 * own issuer, so `emissor` (an organisation and a name) decides whether it reads as an ICP-Brasil one.
 */
function certificadoDeTeste(
  senha: string,
  emissor = { o: 'ICP-Brasil', cn: 'MARINA ALVES COSTA:12345678909' },
): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'cert-'));
  const key = join(dir, 'chave.pem');
  const crt = join(dir, 'cert.pem');
  const pfx = join(dir, 'certificado.pfx');
  const gen = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    crt,
    '-days',
    '30',
    '-subj',
    `/C=BR/O=${emissor.o}/CN=${emissor.cn}`,
  ]);
  if (gen.status !== 0) return null;
  const exp = spawnSync('openssl', [
    'pkcs12',
    '-export',
    '-inkey',
    key,
    '-in',
    crt,
    '-out',
    pfx,
    '-passout',
    `pass:${senha}`,
  ]);
  return exp.status === 0 ? pfx : null;
}

test('writes a declaração with its preview, lists it, downloads its PDF and receipt, signs and deletes it', async () => {
  const { context, page, errors } = await openPage();
  await abrirAba(page);
  await page.getByText('Nenhum documento emitido').waitFor();
  await page.getByText('guardados com o prontuário', { exact: false }).waitFor();

  const posts = documentPosts(page);
  const dialog = await novoDocumento(page, /^Declaração/);
  assert.equal(await field(dialog, 'Data').inputValue(), br(hoje));
  await field(dialog, 'Finalidade').fill('Apresentação ao empregador');
  await field(dialog, 'Informações do atendimento').fill(ATENDIMENTO);
  // At 1280 px the preview sits beside the form and follows what is typed.
  const previa = dialog.getByRole('region', { name: 'Pré-visualização do documento' });
  await previa.getByText('DECLARAÇÃO', { exact: true }).waitFor();
  await previa.getByText(PACIENTE).waitFor();
  await previa.getByText(ATENDIMENTO).waitFor();
  await previa.getByText('Apresentação ao empregador').waitFor();
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page), [], 'formulário e pré-visualização');
  await screenshotViewport(page, 'documentos-formulario-previa-1280');

  await dialog.getByRole('button', { name: 'Salvar documento' }).click();
  await page.getByText('Documento salvo').waitFor();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(posts.length, 1);
  const item = documentos(page).first();
  await item.getByText('Apresentação ao empregador').waitFor();
  await item.getByText(br(hoje)).waitFor();
  await item.getByRole('heading', { name: 'Declaração' }).waitFor();
  await settle(page);
  assert.ok(await noSideScroll(page));
  assert.deepEqual(await axeViolations(page), [], 'lista');
  await screenshot(page, 'documentos-lista-1280');

  // The PDF, read back; the file names the patient by id, never by name (docs/security.md).
  const pdf = await download(page, () => item.getByRole('button', { name: /^Baixar PDF/ }).click());
  assert.match(pdf.name, new RegExp(`^declaracao-paciente-[0-9a-f]{8}-${hoje}\\.pdf$`));
  const texto = await pdfText(pdf.bytes);
  for (const trecho of ['DECLARAÇÃO', PACIENTE, 'Página 1 de 1', 'Apresentação ao empregador'])
    assert.ok(texto.includes(trecho), `o PDF contém "${trecho}": ${texto.slice(0, 400)}`);

  await item.getByRole('button', { name: /^Mais ações/ }).click();
  const protocolo = await download(page, () =>
    page.getByRole('menuitem', { name: 'Protocolo de entrega' }).click(),
  );
  assert.match(protocolo.name, new RegExp(`^declaracao-paciente-[0-9a-f]{8}-${hoje}-protocolo\\.pdf$`));
  assert.ok((await pdfText(protocolo.bytes)).includes(PACIENTE));

  // Opened again: the saved values.
  await item.getByRole('button', { name: /^Ver \/ editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar documento' });
  assert.equal(await field(edit, 'Informações do atendimento').inputValue(), ATENDIMENTO);
  // Nothing changed: the form's own button says "Fechar" (beside the dialog's close button of the same name).
  await edit.getByRole('form').getByRole('button', { name: 'Fechar' }).click();
  await edit.waitFor({ state: 'detached' });

  // Signing: both fields are checked before anything is sent; a wrong password is shown on the password.
  await item.getByRole('button', { name: /^Mais ações/ }).click();
  await page.getByRole('menuitem', { name: 'Assinar com certificado digital' }).click();
  const assinar = page.getByRole('dialog', { name: 'Assinar com certificado digital' });
  await assinar.getByText('não ficam guardados', { exact: false }).waitFor();
  await assinar.getByRole('button', { name: 'Assinar e baixar PDF' }).click();
  await assinar.getByText('Envie o arquivo do certificado digital (.pfx ou .p12).').waitFor();
  await assinar.getByText('Informe a senha do certificado digital.').waitFor();
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page), [], 'assinatura');
  await screenshotViewport(page, 'documentos-assinar-1280');
  const pfx = certificadoDeTeste('senha-certa-1');
  if (pfx) {
    await assinar.locator('input[type="file"]').setInputFiles(pfx);
    await field(assinar, 'Senha do certificado').fill('senha-errada');
    await assinar.getByRole('button', { name: 'Assinar e baixar PDF' }).click();
    await assinar.getByText('A senha do certificado digital está incorreta.').waitFor();
    assert.equal(await field(assinar, 'Senha do certificado').getAttribute('aria-invalid'), 'true');
    // The right password: the signed PDF downloads and the dialog closes.
    await field(assinar, 'Senha do certificado').fill('senha-certa-1');
    const assinado = await download(page, () =>
      assinar.getByRole('button', { name: 'Assinar e baixar PDF' }).click(),
    );
    assert.match(assinado.name, new RegExp(`^declaracao-paciente-[0-9a-f]{8}-${hoje}-assinado\\.pdf$`));
    const bruto = assinado.bytes.toString('latin1');
    assert.ok(bruto.startsWith('%PDF-') && bruto.includes('/ByteRange'), 'o PDF traz a assinatura');
    await page.getByText('Documento assinado').waitFor();
    await assinar.waitFor({ state: 'detached' });

    // A certificate outside ICP-Brasil: the dialog names its issuer and signs only once she confirms.
    const livre = certificadoDeTeste('senha-certa-2', { o: 'Certificadora Livre', cn: 'AC LIVRE DE TESTE' });
    assert.ok(livre, 'openssl gerou o segundo certificado');
    await item.getByRole('button', { name: /^Mais ações/ }).click();
    await page.getByRole('menuitem', { name: 'Assinar com certificado digital' }).click();
    await assinar.locator('input[type="file"]').setInputFiles(livre);
    await field(assinar, 'Senha do certificado').fill('senha-certa-2');
    await assinar.getByRole('button', { name: 'Assinar e baixar PDF' }).click();
    await assinar
      .getByText('Este certificado não foi emitido na ICP-Brasil (emissor: AC LIVRE DE TESTE)')
      .waitFor();
    await screenshotViewport(page, 'documentos-assinar-fora-icp-1280');
    const foraIcp = await download(page, () =>
      assinar.getByRole('button', { name: 'Assinar mesmo assim' }).click(),
    );
    assert.ok(foraIcp.bytes.toString('latin1').includes('/ByteRange'), 'assinado depois da confirmação');
    await assinar.waitFor({ state: 'detached' });
  } else {
    await assinar.getByRole('button', { name: 'Cancelar' }).click();
    await assinar.waitFor({ state: 'detached' });
  }

  // Deleted after the confirmation, with the API's message.
  await item.getByRole('button', { name: /^Mais ações/ }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Excluir documento' }).click();
  await page
    .getByText('Ele deixa de aparecer, mas fica guardado pelo prazo legal.', { exact: false })
    .waitFor();
  await page.getByText('Nenhum documento emitido').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a relatório with a section left blank shows that section’s error and saves nothing', async () => {
  const { context, page, errors } = await openPage();
  await abrirAba(page);
  const posts = documentPosts(page);
  const rede = vigiarRede(page);
  const dialog = await novoDocumento(page, /^Relatório psicológico/);
  await field(dialog, 'Finalidade').fill('Acompanhamento escolar');
  await field(dialog, 'Solicitante').fill('Coordenação pedagógica da escola');
  await field(dialog, 'Prazo de validade do conteúdo').fill('90 dias');
  await field(dialog, 'Descrição da demanda').fill('A escola pediu um relatório do acompanhamento.');
  await field(dialog, 'Procedimento').fill('Oito entrevistas semanais com a paciente e uma com a família.');
  await field(dialog, 'Análise').fill('A paciente participou de todas as sessões.');
  await dialog.getByRole('button', { name: 'Salvar documento' }).click();
  await dialog.getByText('Preencha a seção “Conclusão”.').waitFor();
  assert.equal(await field(dialog, 'Conclusão').getAttribute('aria-invalid'), 'true');
  // The first field in error takes the focus (docs/decisions/0038-web-forms-and-loading.md).
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  // Nothing left in flight: a save sent late would be among the posts by now.
  await rede.esperarParada();
  assert.deepEqual(posts, []);
  const { documentos: guardados } = await apiRequest(
    server.url,
    session.token,
    'GET',
    `paciente/${pacienteId}/documentos`,
  );
  assert.equal(guardados.filter((d: { tipo: string }) => d.tipo === 'relatorio').length, 0);
  // Closing with typed text asks first.
  await page.keyboard.press('Escape');
  const confirmar = page.getByRole('dialog', { name: 'Descartar as alterações?' });
  await confirmar.waitFor();
  await confirmar.getByRole('button', { name: 'Descartar', exact: true }).click();
  await confirmar.waitFor({ state: 'detached' });
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 390 px dark: the list, the form with its preview and the signing dialog fit and pass axe', async () => {
  await apiRequest(
    server.url,
    session.token,
    'POST',
    `paciente/${pacienteId}/documentos`,
    {
      tipo: 'atestado',
      data: hoje,
      finalidade: 'Justificar a ausência no trabalho',
      solicitante: 'O próprio paciente',
      secoes: { condicao_psicologica: 'Esteve em atendimento psicológico e necessita de afastamento.' },
      prazo_validade: '30 dias',
      sigiloso: true,
    },
    201,
  );
  const { context, page, errors } = await openPage(MOBILE, true);
  await abrirAba(page);
  await documentos(page).first().waitFor();
  await settle(page);
  assert.ok(await noSideScroll(page), 'a lista não rola para o lado');
  assert.deepEqual(await axeViolations(page), [], 'lista 390 escuro');
  await screenshot(page, 'documentos-lista-dark-390');

  const dialog = await novoDocumento(page, /^Relatório multiprofissional/);
  await field(dialog, 'Finalidade').fill('Encaminhamento à rede de saúde');
  const autor = dialog.getByRole('group', { name: 'Autor 1' });
  await field(autor, 'Nome').fill('Ana Lima');
  await field(autor, 'Profissão').fill('Fonoaudióloga');
  await field(autor, 'Registro').fill('CRFa 2-1234');
  assert.ok(await noSideScroll(page), 'o formulário não rola para o lado');
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page), [], 'formulário 390 escuro');
  await screenshotViewport(page, 'documentos-formulario-dark-390');
  // The segmented control's radios are visually hidden: the user taps their label.
  await dialog.getByText('Pré-visualizar', { exact: true }).click();
  const previa = dialog.getByRole('region', { name: 'Pré-visualização do documento' });
  await previa.getByText('RELATÓRIO MULTIPROFISSIONAL').waitFor();
  await previa.getByText('Ana Lima — Fonoaudióloga — CRFa 2-1234').waitFor();
  assert.ok(await noSideScroll(page), 'a pré-visualização não rola para o lado');
  await settle(page, { scrollTop: false });
  assert.deepEqual(await axeViolations(page), [], 'pré-visualização 390 escuro');
  await screenshotViewport(page, 'documentos-previa-dark-390');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Descartar' }).click();
  await dialog.waitFor({ state: 'detached' });

  await documentos(page)
    .first()
    .getByRole('button', { name: /^Mais ações/ })
    .click();
  await page.getByRole('menuitem', { name: 'Assinar com certificado digital' }).click();
  const assinar = page.getByRole('dialog', { name: 'Assinar com certificado digital' });
  await field(assinar, 'Senha do certificado').waitFor();
  await settle(page, { scrollTop: false });
  assert.ok(await noSideScroll(page), 'o diálogo de assinatura não rola para o lado');
  assert.deepEqual(await axeViolations(page), [], 'assinatura 390 escuro');
  await screenshotViewport(page, 'documentos-assinar-dark-390');
  assert.deepEqual(errors, []);
  await context.close();
});
