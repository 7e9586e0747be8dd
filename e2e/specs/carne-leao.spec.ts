// Journey: an Essencial psychologist has income in Financeiro (a paid session of a patient and a
// single session paid without the payer's CPF) → /carne-leao is empty and leads to "Gerar carnê" → the month's
// entries and warnings from Financeiro, "Simular" (nothing saved) → "Calcular e salvar" → the month in the year's
// list → the details with the DARF block → the PDF downloaded and read back → saving again asks before replacing →
// receipts from the entries list and from the session in the patient file, read back. Screenshots at 1280 and
// 390 px; a basic accessibility sweep of the three pages (names of controls, labels, one h1/h2 order).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { DESKTOP, MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { axeViolations, settle } from '../lib/page.ts';
import { randomCpf, signUpViaApi, useSession } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let pacienteId = '';

journey({}, async () => {
  session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
});

async function openPage(
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, server.url, viewport);
  await useSession(context, session);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

async function pdfText(download: Download): Promise<string> {
  const bytes = readFileSync(await download.path());
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** axe-core (WCAG 2.1 A/AA, colour contrast included) finds nothing serious, and no heading level is skipped. */
async function a11ySweep(page: Page, where: string) {
  const headings = await page.evaluate(() => {
    const out: string[] = [];
    let last = 1;
    for (const h of document.querySelectorAll('main h1, main h2, main h3, main h4')) {
      const level = Number(h.tagName[1]);
      if (level > last + 1) out.push(`título pula nível: ${h.tagName} "${h.textContent}"`);
      last = level;
    }
    return out;
  });
  const problems = [...(await axeViolations(page)), ...headings];
  assert.deepEqual(problems, [], where);
}

test('income → simulate → save → list → details → PDF → receipts', async () => {
  const cpfPaciente = randomCpf();
  const paciente = await api('POST', 'paciente', {
    nome: 'Clara Monteiro',
    telefone: '(11) 98765-4321',
    cpf: cpfPaciente,
    data_nascimento: '1988-04-12',
  });
  pacienteId = paciente.paciente.id;
  // March 2026: a paid session of the patient (payer = the patient, with CPF) and a single session without CPF.
  await api('POST', 'sessao', {
    paciente_id: pacienteId,
    data: '2026-03-05',
    presenca: 'realizada',
    valor: 5850,
    pago: true,
    forma_pagamento: 'pix',
    gerar_lancamento: true,
  });
  await api('POST', 'financeiros', {
    tipo: 'receita',
    descricao: 'Sessão avulsa',
    valor: 150,
    data: '2026-03-20',
    data_pagamento: '2026-03-20',
    categoria: 'sessao',
    pagador_nome: 'Roberto Dias',
  });
  const { context, page, errors } = await openPage();

  // The list starts empty and leads to "Gerar carnê".
  await page.goto('/carne-leao?ano=2026');
  await page.getByText('Nenhum registro encontrado').waitFor();
  assert.equal(await page.getByText('Em breve').count(), 0);
  await settle(page);
  await screenshot(page, 'carne-leao-lista-vazia-1280');
  await a11ySweep(page, '/carne-leao vazio');
  await page.getByRole('link', { name: 'Gerar carnê' }).first().click();
  await page.waitForURL('**/carne-leao/gerar?ano=2026');

  // Month and year; the entries come from Financeiro with the CPF warning.
  await page.getByRole('combobox', { name: 'Mês', exact: true }).click();
  await page.getByRole('option', { name: 'Março' }).click();
  await page.getByRole('heading', { name: 'Resultado de março de 2026' }).waitFor();
  await page.getByRole('table', { name: 'Lançamentos do mês' }).getByText('Sessão avulsa').waitFor();
  await page.getByText('Falta o CPF do pagador').waitFor();
  await page.getByText(/Informe o CPF do pagador de "Sessão avulsa"/).waitFor();

  // "Simular": R = 6.000,00 → simplified discount, due 394,54; nothing saved.
  await page.getByRole('button', { name: 'Simular' }).click();
  await page.getByTestId('darf-Valor a pagar').getByText('R$ 394,54').waitFor();
  await page.getByTestId('darf-Código').getByText('0190').waitFor();
  await page.getByTestId('darf-Vencimento').getByText('30/04/2026').waitFor();
  assert.equal((await api('GET', 'carne-leao?ano=2026')).calculos.length, 0, 'Simular saves nothing');
  await settle(page);
  await screenshot(page, 'carne-leao-gerar-1280');
  await a11ySweep(page, '/carne-leao/gerar');

  // "Calcular e salvar" → the details.
  await page.getByRole('button', { name: 'Calcular e salvar' }).click();
  await page.waitForURL('**/carne-leao/detalhes/*');
  const id = page.url().split('/').pop() as string;
  await page.getByRole('heading', { name: 'Carnê-Leão — março de 2026' }).waitFor();
  await page.getByText('Lei 15.191/2025', { exact: false }).first().waitFor();
  await settle(page);
  await screenshot(page, 'carne-leao-detalhes-1280');
  await a11ySweep(page, '/carne-leao/detalhes');

  // The month in the year's list with its totals.
  await page.goto('/carne-leao?ano=2026');
  // The saved months' table (the year's summary below has a row per month too).
  const linha = page
    .getByRole('table', { name: 'Carnê-Leão de 2026', exact: true })
    .getByRole('row', { name: /Março/ });
  await linha.waitFor();
  const textoLinha = (await linha.textContent()) ?? '';
  assert.match(textoLinha, /R\$\s6\.000,00/);
  assert.match(textoLinha, /R\$\s394,54/);
  assert.match(textoLinha, /30\/04\/2026/);
  assert.match(textoLinha, /Calculado/);
  await settle(page);
  await screenshot(page, 'carne-leao-lista-1280');
  await a11ySweep(page, '/carne-leao');

  // Details → "Baixar PDF": the statement, read back.
  await page.getByRole('link', { name: /Ver detalhes de março de 2026/ }).click();
  await page.waitForURL(`**/carne-leao/detalhes/${id}`);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  assert.equal(pdf.suggestedFilename(), 'carne-leao-2026-03.pdf');
  const statement = await pdfText(pdf);
  for (const trecho of [
    session.user.nome,
    `CRP ${session.user.crp}`,
    'março de 2026',
    'R$ 6.000,00',
    'Base de cálculo',
    'Lei 15.191/2025',
    '0190',
    '30/04/2026',
    'R$ 394,54',
    'Informe o CPF do pagador',
  ]) {
    assert.ok(statement.includes(trecho), `PDF contém "${trecho}"`);
  }
  assert.ok(!statement.includes('))'), 'nenhum parêntese dobrado no PDF');
  await page.getByText('PDF gerado').first().waitFor();

  // Saving the month again asks first.
  await page.goto('/carne-leao/gerar?mes=3&ano=2026');
  await page.getByRole('heading', { name: 'Resultado de março de 2026' }).waitFor();
  await page.getByRole('textbox', { name: 'Dependentes' }).fill('1');
  await page.getByRole('button', { name: 'Calcular e salvar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Substituir o cálculo salvo?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Substituir' }).click();
  await page.waitForURL(`**/carne-leao/detalhes/${id}`);
  assert.equal((await api('GET', 'carne-leao?ano=2026')).calculos.length, 1, 'still one row for March');

  // A receipt from the entries list.
  await page.goto('/financeiro/lista?periodo=mes&mes=2026-03');
  const [recibo] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Recibo de Sessão avulsa' }).click(),
  ]);
  const reciboTexto = await pdfText(recibo);
  for (const trecho of ['RECIBO', 'Roberto Dias', 'R$ 150,00', 'cento e cinquenta reais', '20/03/2026']) {
    assert.ok(reciboTexto.includes(trecho), `recibo contém "${trecho}"`);
  }

  // …and from the paid session in the patient file.
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=sessoes`);
  const [reciboSessao] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Recibo da sessão de 05\/03\/2026/ }).click(),
  ]);
  const sessaoTexto = await pdfText(reciboSessao);
  assert.ok(sessaoTexto.includes('Clara Monteiro'));
  assert.ok(
    sessaoTexto.includes('cinco mil, oitocentos e cinquenta reais') ||
      sessaoTexto.includes('cinco mil oitocentos e cinquenta reais'),
  );
  assert.ok(sessaoTexto.includes(`${cpfPaciente.slice(0, 3)}.${cpfPaciente.slice(3, 6)}.`));

  assert.deepEqual(errors, []);
  await context.close();
});

test('the three screens at 390 px', async () => {
  const { calculos } = await api('GET', 'carne-leao?ano=2026');
  const { context, page, errors } = await openPage(MOBILE);
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/carne-leao?ano=2026');
  await page.getByRole('link', { name: 'Ver detalhes' }).first().waitFor();
  await settle(page);
  assert.ok(await noSideScroll(), 'lista sem rolagem lateral');
  await screenshot(page, 'carne-leao-lista-390');

  await page.goto('/carne-leao/gerar?mes=3&ano=2026');
  await page.getByRole('heading', { name: 'Resultado de março de 2026' }).waitFor();
  await settle(page);
  assert.ok(await noSideScroll(), 'gerar sem rolagem lateral');
  await screenshot(page, 'carne-leao-gerar-390');

  await page.goto(`/carne-leao/detalhes/${calculos[0].id}`);
  await page.getByRole('heading', { name: 'Carnê-Leão — março de 2026' }).waitFor();
  await settle(page);
  assert.ok(await noSideScroll(), 'detalhes sem rolagem lateral');
  await screenshot(page, 'carne-leao-detalhes-390');

  assert.deepEqual(errors, []);
  await context.close();
});
