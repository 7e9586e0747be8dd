// Journey: record retention (docs/product.md §8.3, §9.5). A patient with a session is deleted → the confirmation says
// it goes to Arquivados → it is listed there with its dates → restored to the list → deleted again → "Excluir
// definitivamente" explains the 5 years of Res. CFP 001/2009 and asks the legal reason → erased. Then Arquivados and
// its dialog at 390 px in dark, and "Excluir conta", which warns that the records must be kept and offers the
// export first. axe-core on each screen; screenshots at 1280 px light and 390 px dark.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { artifactsDir, DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { pdfText } from '../lib/pdf.ts';
import { signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;

journey({}, async () => {
  session = await signUpViaApi(server.url);
  // The record's PDF export is the Essencial plan's.
  await server.admin('plano', session.user.email, 'essencial');
});

const api = (method: string, path: string, body?: unknown, status?: number) =>
  apiRequest(server.url, session.token, method, path, body, status);

/** A patient with a session held 10 days ago: a clinical record, so deleting it archives it. */
async function pacienteComRegistro(nome: string): Promise<string> {
  const { paciente } = await api('POST', 'paciente', { nome, telefone: '(11) 97654-3210' }, 201);
  const data = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await api('POST', 'sessao', { paciente_id: paciente.id, data, presenca: 'realizada' }, 201);
  return paciente.id;
}

/** axe-core on the page, or only inside `include` (a dialog: the page behind it is another journey's). */
async function semViolacoes(page: Page, onde: string, include?: string) {
  assert.deepEqual(await axeViolations(page, include), [], `axe on ${onde}`);
}

/** Deletes the patient from the list's row menu, through the confirmation. */
async function excluirDaLista(page: Page, nome: string) {
  await page.goto('/pacientes');
  await page.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirmacao = page.getByRole('dialog', { name: `Excluir ${nome}?` });
  await confirmacao.getByText('ele vai para Arquivados', { exact: false }).waitFor();
  await confirmacao.getByText('guardados por 5 anos após o último registro', { exact: false }).waitFor();
  return confirmacao;
}

test('a deleted patient goes to Arquivados, is restored, deleted again and erased with a legal reason', async () => {
  const id = await pacienteComRegistro('Clara Menezes');
  const { context, page, errors } = await openSessionPage(browser, server.url, session, DESKTOP);

  const confirmacao = await excluirDaLista(page, 'Clara Menezes');
  await settle(page);
  await screenshot(page, 'arquivados-confirmar-exclusao-1280');
  await confirmacao.getByRole('button', { name: 'Excluir paciente' }).click();
  await page.getByText('Paciente movido para Arquivados').waitFor();
  await page.getByRole('link', { name: 'Clara Menezes' }).waitFor({ state: 'detached' });

  // Arquivados, from the list's header.
  await page.getByRole('link', { name: 'Arquivados' }).click();
  await page.waitForURL('**/pacientes/arquivados');
  await page.getByRole('heading', { name: 'Pacientes arquivados' }).waitFor();
  const linha = page.getByRole('row', { name: /Clara Menezes/ });
  await linha.waitFor();
  for (const coluna of ['Arquivado em', 'Último registro', 'Pode ser excluído a partir de']) {
    await page.getByRole('columnheader', { name: coluna }).waitFor();
  }
  // The session was written today: the latest record is today's (the day a record was last written counts).
  const hoje = new Date().toISOString().slice(0, 10);
  const dia = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  const cincoAnos = `${Number(hoje.slice(0, 4)) + 5}${hoje.slice(4)}`;
  await linha.getByText(dia(hoje)).first().waitFor();
  await linha.getByText(dia(cincoAnos)).waitFor();
  await settle(page);
  await semViolacoes(page, 'Arquivados');
  await screenshot(page, 'arquivados-lista-1280');

  // Restored: back in the list.
  await page.getByRole('button', { name: 'Restaurar Clara Menezes' }).click();
  await page.getByText('Paciente restaurado: ele voltou para a lista de pacientes.').waitFor();
  await page.getByText('Nenhum paciente arquivado').waitFor();
  await page.getByRole('link', { name: 'Voltar aos pacientes' }).click();
  await page.getByRole('link', { name: 'Clara Menezes' }).waitFor();

  // Deleted again, then "Excluir definitivamente": within the 5 years the legal reason is required.
  await (await excluirDaLista(page, 'Clara Menezes'))
    .getByRole('button', { name: 'Excluir paciente' })
    .click();
  await page.getByText('Paciente movido para Arquivados').waitFor();
  await page.goto('/pacientes/arquivados');
  await page.getByRole('button', { name: 'Excluir definitivamente Clara Menezes' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Excluir definitivamente Clara Menezes?' });
  await dialogo.getByText('Resolução CFP 001/2009 (art. 4º)', { exact: false }).waitFor();
  await dialogo.getByText(`devem ser guardados até ${dia(cincoAnos)}`, { exact: false }).waitFor();
  await dialogo.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await dialogo.getByText('Informe o motivo legal da exclusão antes do prazo.').waitFor();
  const motivo = dialogo.getByRole('textbox', { name: /Motivo legal da exclusão/ });
  assert.equal(await motivo.getAttribute('aria-invalid'), 'true');
  await settle(page, { scrollTop: false });
  await semViolacoes(page, 'Excluir definitivamente');
  await screenshot(page, 'arquivados-excluir-definitivo-1280');
  await motivo.fill('Ordem judicial do processo 0001234-56.2026.8.26.0100 determina a exclusão.');
  await dialogo.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await page.getByText('Paciente e registros clínicos excluídos definitivamente.').waitFor();
  await page.getByText('Nenhum paciente arquivado').waitFor();

  // Gone for good, for the API too.
  assert.deepEqual((await api('GET', 'pacientes/arquivados')).pacientes, []);
  await api('GET', `paciente/${id}`, undefined, 404);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Arquivados and its dialog on a phone in dark mode', async () => {
  await pacienteComRegistro('Bruno Tavares de Albuquerque');
  const { pacientes } = await api('GET', 'pacientes?busca=Bruno');
  await api('DELETE', `paciente/${pacientes[0].id}`);
  const { context, page, errors } = await openSessionPage(browser, server.url, session, MOBILE, {
    dark: true,
  });
  await page.goto('/pacientes/arquivados');
  const cartao = page.getByTestId('arquivado-card');
  await cartao.getByText('Bruno Tavares de Albuquerque').waitFor();
  await cartao.getByText('Pode ser excluído a partir de', { exact: false }).waitFor();
  await settle(page);
  assert.ok(await noSideScroll(page), 'Arquivados must not scroll sideways at 390 px');
  await semViolacoes(page, 'Arquivados (390, escuro)');
  await screenshot(page, 'arquivados-lista-390-escuro');

  await cartao.getByRole('button', { name: 'Excluir definitivamente Bruno Tavares de Albuquerque' }).click();
  const dialogo = page.getByRole('dialog', { name: /^Excluir definitivamente Bruno/ });
  await dialogo.getByRole('textbox', { name: /Motivo legal da exclusão/ }).waitFor();
  await settle(page, { scrollTop: false });
  assert.ok(await noSideScroll(page), 'the dialog must not scroll sideways at 390 px');
  await semViolacoes(page, 'Excluir definitivamente (390, escuro)');
  await screenshot(page, 'arquivados-excluir-definitivo-390-escuro');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await dialogo.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Excluir conta warns that the records must be kept for 5 years and offers the export first', async () => {
  for (const [nome, viewport, dark] of [
    ['1280', DESKTOP, false],
    ['390-escuro', MOBILE, true],
  ] as const) {
    const { context, page, errors } = await openSessionPage(browser, server.url, session, viewport, { dark });
    await page.goto('/perfil');
    await page.getByRole('button', { name: 'Excluir conta' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Excluir conta' });
    await dialogo.getByText('Você continua responsável pelos prontuários').waitFor();
    await dialogo.getByText('por pelo menos 5 anos', { exact: false }).first().waitFor();
    // The export comes before the confirmation's fields.
    const exportar = dialogo.getByRole('button', { name: 'Exportar meus dados' });
    const senha = dialogo.getByLabel('Senha', { exact: true });
    const [yExportar, ySenha] = [(await exportar.boundingBox())?.y ?? 0, (await senha.boundingBox())?.y ?? 0];
    assert.ok(yExportar < ySenha, 'Exportar meus dados is above the password');
    await settle(page, { scrollTop: false });
    await semViolacoes(page, `Excluir conta (${nome})`, '[role="dialog"]');
    // The dialog alone: a full-page shot of the long profile page would leave it small in a corner.
    await dialogo.screenshot({ path: join(artifactsDir, `arquivados-excluir-conta-${nome}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** What the console and the network said wrong: errors logged, and any API answer of 404. */
function vigiarConsole(page: Page): string[] {
  const ruins: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') ruins.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() === 404 && r.url().includes('/api/')) ruins.push(`404: ${r.url()}`);
  });
  return ruins;
}

test("an archived patient's file opens read-only: archived from the file, the record exported, found by the search, restored", async () => {
  const id = await pacienteComRegistro('Helena Prado');
  // Someone in the list, so it shows its search (an account with no patient in the list shows its first steps).
  await api('POST', 'paciente', { nome: 'Marcos Lima', telefone: '(11) 96543-2109' }, 201);
  const hoje = new Date().toISOString().slice(0, 10);
  await api(
    'POST',
    `prontuario/paciente/${id}`,
    { data: hoje, tipo: 'evolucao', titulo: 'Entrada de encerramento', conteudo: 'Alta combinada.' },
    201,
  );
  const { context, page, errors } = await openSessionPage(browser, server.url, session, DESKTOP);
  const ruins = vigiarConsole(page);

  // "Arquivar" beside "Excluir" in the file's menu.
  await page.goto(`/pacientes/ficha/${id}`);
  await page.getByRole('button', { name: 'Ações de Helena Prado' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).waitFor();
  await page.getByRole('menuitem', { name: 'Arquivar' }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Arquivar Helena Prado?' });
  await confirmacao.getByRole('button', { name: 'Arquivar paciente' }).click();
  const dia = `${hoje.slice(8, 10)}/${hoje.slice(5, 7)}/${hoje.slice(0, 4)}`;
  await page.getByText(`Paciente arquivado em ${dia} — somente leitura`).waitFor();

  // Read-only: no edit anywhere, the record still there.
  assert.equal(await page.getByRole('link', { name: 'Editar' }).count(), 0);
  assert.equal(await page.getByRole('link', { name: 'Editar dados' }).count(), 0);
  await page.getByRole('tab', { name: 'Prontuário' }).click();
  await page.getByText('Entrada de encerramento').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Nova entrada' }).count(), 0);
  await settle(page);
  await semViolacoes(page, 'ficha arquivada');
  await screenshot(page, 'arquivados-ficha-somente-leitura-1280');

  // The whole record's PDF, without restoring.
  await page.getByRole('link', { name: 'Ver prontuário completo' }).click();
  await page.getByRole('heading', { name: 'Prontuário' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Nova entrada' }).count(), 0);
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  const opcoes = page.getByRole('dialog', { name: 'Exportar o prontuário em PDF' });
  const [arquivo] = await Promise.all([
    page.waitForEvent('download'),
    opcoes.getByRole('button', { name: 'Gerar PDF' }).click(),
  ]);
  assert.match(await pdfText(readFileSync(await arquivo.path())), /Entrada de encerramento/);

  // The list's search says an archived patient matches, and leads to Arquivados and back to the file.
  await page.goto('/pacientes');
  await page.getByRole('textbox', { name: 'Buscar pacientes' }).fill('Helena Prado');
  await page.getByText('1 paciente arquivado corresponde —').waitFor();
  await settle(page);
  await screenshot(page, 'arquivados-busca-1280');
  await page.getByRole('link', { name: 'ver Arquivados' }).click();
  await page.waitForURL('**/pacientes/arquivados');
  await page.getByRole('link', { name: 'Helena Prado' }).click();
  await page.getByText(`Paciente arquivado em ${dia} — somente leitura`).waitFor();

  // Restored: the file is editable again.
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await page.getByText('Paciente restaurado: ele voltou para a lista de pacientes.').waitFor();
  await page.getByRole('link', { name: 'Editar', exact: true }).waitFor();
  assert.equal(await page.getByText('somente leitura', { exact: false }).count(), 0);
  assert.deepEqual(errors, []);
  assert.deepEqual(ruins, []);
  await context.close();
});

test('the read-only file on a phone, light and dark', async () => {
  const id = await pacienteComRegistro('Otávio Rezende Lacerda');
  await api('POST', `paciente/${id}/arquivar`);
  for (const dark of [false, true]) {
    const { context, page, errors } = await openSessionPage(browser, server.url, session, MOBILE, { dark });
    await page.goto(`/pacientes/ficha/${id}`);
    await page.getByText('somente leitura', { exact: false }).waitFor();
    await settle(page);
    assert.ok(await noSideScroll(page), 'the archived file must not scroll sideways at 390 px');
    await semViolacoes(page, `ficha arquivada (390${dark ? ', escuro' : ''})`);
    await screenshot(page, `arquivados-ficha-somente-leitura-390${dark ? '-escuro' : ''}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
