// Journey: moving in with a spreadsheet (docs/product.md §8.3.1). A psychologist on the free plan brings Excel's CSV
// (Windows-1252, ";") with accents, one bad row and one repeated row: Pacientes → "Importar planilha" → the columns
// matched (two swapped and back; the name left out is refused beside them), the rows as they will be saved, the bad
// row's 2 errors, the repeated row named → "Importar 4 pacientes" without fixing anything → the result, the
// failed row downloaded as CSV → the 4 patients in the list. The same file again on a phone in dark mode: everyone is
// already registered. Then "Exportar" gives the list back as CSV. axe-core on each screen; screenshots at 1280 px
// light and 390 px dark.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;

journey({}, async () => {
  session = await signUpViaApi(server.url);
});

const NOMES = ['Conceição Araújo Lima', 'João Gonçalves', 'Ísis Müller Brandão', 'Estêvão Ribeiro'];

/** What Excel in Portuguese saves as "CSV (separado por vírgulas)": Windows-1252 and ";". */
const planilha = Buffer.from(
  [
    'Nome completo;Celular;E-mail;Data de nascimento;CPF;Observações',
    `${NOMES[0]};(11) 98765-4321;conceicao@exemplo.com;15/03/1988;;Indicação`,
    `${NOMES[1]};11 91234-5678;;1990-07-02;;`,
    'Ficha Com Erros;(11) 99999-0000;;31/02/1990;123.456.789-00;',
    `${NOMES[2]};(21) 99876-5432;isis@exemplo.com;;;`,
    `${NOMES[3]};(31) 3333-4444;;;;`,
    `${NOMES[3]};31 3333-4444;;;;`,
  ].join('\r\n'),
  'latin1',
);

async function enviar(page: Page) {
  await page.getByLabel('Escolher a planilha de pacientes').setInputFiles({
    name: 'pacientes.csv',
    mimeType: 'text/csv',
    buffer: planilha,
  });
  await page.getByRole('heading', { name: 'Colunas' }).waitFor();
}

test('a spreadsheet with accents and one bad row: 2 errors shown, the rest imported', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, session, DESKTOP);
  await page.goto('/pacientes');
  await page.getByRole('link', { name: 'Importar planilha' }).first().click();
  await page.waitForURL('**/pacientes/importar');
  await page.getByRole('heading', { name: 'Importar planilha' }).waitFor();
  const modelo = page.getByRole('link', { name: /Baixar a planilha modelo/ });
  assert.equal(await modelo.getAttribute('href'), '/modelo-pacientes.csv');
  const resModelo = await page.request.get(`${server.url}/modelo-pacientes.csv`);
  assert.equal(resModelo.status(), 200);
  assert.match(await resModelo.text(), /Nome completo;Nome social;Celular;E-mail/);
  await settle(page);
  assert.deepEqual(await axeViolations(page), [], 'axe on the upload step');
  await screenshot(page, 'importar-envio-1280');

  await enviar(page);
  // The keyboard and the screen reader are taken to the preview.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Confira antes de importar');
  // Each column and its field.
  assert.equal(await page.getByRole('combobox', { name: 'Campo da coluna Celular' }).inputValue(), 'Celular');
  assert.equal(
    await page.getByRole('combobox', { name: 'Campo da coluna Data de nascimento' }).inputValue(),
    'Data de nascimento',
  );
  // The rows as they will be saved, accents intact (the file is Windows-1252).
  const amostra = page.getByRole('table').filter({ hasText: 'como serão salvas' });
  for (const nome of NOMES) await amostra.getByRole('cell', { name: nome }).waitFor();
  await amostra.getByRole('cell', { name: '15/03/1988' }).waitFor();
  await amostra.getByRole('cell', { name: '(11) 91234-5678' }).waitFor();
  // The bad row: line 4 (the header is 1), two errors.
  const erros = page.getByRole('list', { name: 'Linhas com erro' });
  const linha4 = erros.getByRole('listitem');
  assert.equal(await linha4.count(), 1);
  const texto = await linha4.innerText();
  assert.match(texto, /Linha 4:/);
  assert.match(texto, /Data de nascimento: Esta data não existe/);
  assert.match(texto, /CPF: CPF inválido/);
  await page.getByText('1 linha não será importada').waitFor();
  // The last row repeats the one before it: told as such, not as a registered patient.
  await page.getByText('1 linha repetida', { exact: true }).waitFor();
  await page.getByText('linha 7 (igual à 6)', { exact: false }).waitFor();
  assert.equal(await page.getByText(/já cadastrad/).count(), 0);
  await settle(page);
  assert.deepEqual(await axeViolations(page), [], 'axe on the preview');
  await screenshot(page, 'importar-previa-1280');

  // The notes column given the name: the two columns swap fields (the option says where the name is), and
  // choosing again puts both back.
  const campoDe = (coluna: string) =>
    page.evaluate(
      (c) => (document.querySelector(`[aria-label="Campo da coluna ${c}"]`) as HTMLInputElement)?.value,
      coluna,
    );
  await page.getByRole('combobox', { name: 'Campo da coluna Observações' }).click();
  await page.getByRole('option', { name: 'Nome completo — hoje na coluna “Nome completo”' }).click();
  await page.waitForFunction(
    () =>
      (document.querySelector('[aria-label="Campo da coluna Nome completo"]') as HTMLInputElement)?.value ===
      'Observações',
  );
  assert.equal(await campoDe('Observações'), 'Nome completo');
  await page.getByRole('combobox', { name: 'Campo da coluna Observações' }).click();
  await page.getByRole('option', { name: 'Observações — hoje na coluna “Nome completo”' }).click();
  await page.waitForFunction(
    () =>
      (document.querySelector('[aria-label="Campo da coluna Nome completo"]') as HTMLInputElement)?.value ===
      'Nome completo',
  );
  assert.equal(await campoDe('Observações'), 'Observações');
  // Leaving the name out is refused beside the columns, and the next change clears it.
  await page.getByRole('combobox', { name: 'Campo da coluna Nome completo' }).click();
  await page.getByRole('option', { name: 'Não importar' }).click();
  await page.getByRole('alert').filter({ hasText: 'Escolha a coluna com o nome do paciente.' }).waitFor();
  assert.equal(await campoDe('Nome completo'), 'Nome completo');

  // The observations column, left out and put back: the preview follows.
  await page.getByRole('combobox', { name: 'Campo da coluna Observações' }).click();
  await page.getByRole('option', { name: 'Não importar' }).click();
  await page.waitForFunction(
    () =>
      (document.querySelector('[aria-label="Campo da coluna Observações"]') as HTMLInputElement)?.value ===
      'Não importar',
  );
  await page.getByRole('combobox', { name: 'Campo da coluna Observações' }).click();
  await page.getByRole('option', { name: 'Observações', exact: true }).click();

  // Nothing fixed: import.
  await page.getByRole('button', { name: 'Importar 4 pacientes' }).click();
  await page.getByText('4 pacientes importados').waitFor();
  await page.getByText('1 linha não foi importada').waitFor();
  await page.getByText('1 linha repetia uma linha anterior da planilha e foi ignorada.').waitFor();
  assert.equal(await page.getByRole('alert').filter({ hasText: 'nome do paciente' }).count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Importação concluída');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar linhas com erro (CSV)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'linhas-com-erro.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  assert.equal(csv.charCodeAt(0), 0xfeff);
  assert.match(csv, /^\uFEFFLinha;Nome completo;Celular;E-mail;Data de nascimento;CPF;Observações;Motivo/);
  assert.match(csv, /4;Ficha Com Erros;.*Esta data não existe/);
  await settle(page);
  assert.deepEqual(await axeViolations(page), [], 'axe on the result');
  await screenshot(page, 'importar-resultado-1280');

  await page.getByRole('link', { name: 'Ver pacientes' }).click();
  await page.waitForURL('**/pacientes');
  for (const nome of NOMES) await page.getByRole('link', { name: nome }).waitFor();
  await page.getByText('4 de 5 pacientes').waitFor();

  // The list back out, as CSV for Excel.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [exportado] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
  ]);
  assert.equal(exportado.suggestedFilename(), 'pacientes.csv');
  const lista = readFileSync(await exportado.path(), 'utf8');
  for (const nome of NOMES) assert.ok(lista.includes(nome), nome);
  assert.ok(!lista.includes('Indicação'), 'no observações in the export');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the same file again on a phone in dark mode: everyone is already registered', async () => {
  const { context, page, errors } = await openSessionPage(browser, server.url, session, MOBILE, {
    dark: true,
  });
  await page.goto('/pacientes/importar');
  await page.getByRole('heading', { name: 'Importar planilha' }).waitFor();
  await page
    .getByText('Toque para escolher a planilha')
    .or(page.getByText('Arraste a planilha aqui'))
    .waitFor();
  await settle(page);
  assert.deepEqual(await axeViolations(page), [], 'axe on the upload step, dark');
  assert.ok(await noSideScroll(page), 'no sideways scroll on the upload step');
  await screenshot(page, 'importar-envio-390-escuro');

  await enviar(page);
  await page.getByText('5 já cadastrados').waitFor();
  await page.getByText('5 linhas são de pacientes já cadastrados', { exact: false }).waitFor();
  const importar = page.getByRole('button', { name: 'Importar 0 pacientes' });
  assert.equal(await importar.isDisabled(), true);
  await settle(page);
  assert.deepEqual(await axeViolations(page), [], 'axe on the preview, dark');
  assert.ok(await noSideScroll(page), 'no sideways scroll on the preview');
  await screenshot(page, 'importar-previa-390-escuro');
  assert.deepEqual(errors, []);
  await context.close();
});
