// Journey: an Essencial psychologist writes a record entry (date defaults to today, linked to a session;
// closing with typed text asks first), edits it, filters the timeline, deletes an entry, exports the whole record
// and one entry as PDF (file names from the server, files starting with %PDF), and finds those accesses in
// "Registro de acessos" on /perfil. A Gratuito user sees the export disabled with the plan hint. Screenshots of the
// timeline, the dialog and the perfil section at 1280 and 390 px, light and dark.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir, DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { pdfText } from '../lib/pdf.ts';
import { signUpViaApi } from '../lib/users.ts';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;
let session: Session;
let pacienteId = '';
const PACIENTE = 'Helena Conceição Prado';
const isoDaysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - days * 86_400_000),
  );
const br = (iso: string) => iso.split('-').reverse().join('/');
const hoje = isoDaysAgo(0);

journey({}, async () => {
  session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
  pacienteId = (await apiPost(session, 'paciente', { nome: PACIENTE, telefone: '(11) 98765-4321' })).paciente
    .id;
  await apiPost(session, 'sessao', {
    paciente_id: pacienteId,
    data: isoDaysAgo(1),
    hora_inicio: '14:00',
    presenca: 'realizada',
  });
});

const apiPost = (s: Session, path: string, body: unknown) =>
  apiRequest(server.url, s.token, 'POST', path, body, 201);
const openPage = (s: Session, viewport = DESKTOP) => openSessionPage(browser, server.url, s, viewport);
const escapeRegExp = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input (or textarea) labelled `label` inside `scope` (Mantine also labels the listbox of a Select). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`)).and(scope.locator('input, textarea'));

/** A dialog is fixed to the viewport: capture what the user sees, not the page behind it. */
async function screenshotViewport(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

const entradas = (page: Page) => page.getByTestId('prontuario-entrada');

async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option }).click();
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(page: Page, action: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

test('writes an entry, edits it, exports the PDF and sees the access in "Registro de acessos"', async () => {
  const { context, page, errors } = await openPage(session);
  await page.goto(`/pacientes/prontuarios/${pacienteId}`);
  await page.getByText('Nenhuma entrada no prontuário').waitFor();
  await page.getByText(PACIENTE).first().waitFor();

  // Nova entrada: today, an evolution note; linking the session takes its date.
  await page.getByRole('button', { name: 'Nova entrada' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova entrada' });
  await dialog.waitFor();
  assert.equal(await field(dialog, 'Data').inputValue(), br(hoje));
  assert.equal(await field(dialog, 'Tipo').inputValue(), 'Evolução');
  await field(dialog, 'Título').fill('Sessão 1 — acolhimento');
  await field(dialog, 'Texto do registro').fill(
    'Paciente relata insônia há três meses e preocupação com o trabalho.\nCombinamos registro de sono diário.',
  );
  await chooseOption(page, dialog, 'Sessão (opcional)', new RegExp(`${br(isoDaysAgo(1))} às 14:00`));
  assert.equal(await field(dialog, 'Data').inputValue(), br(isoDaysAgo(1)));
  await settle(page);
  await screenshotViewport(page, 'prontuarios-dialog-sessao-1280');

  // Closing with typed text asks first; the text stays when the user goes back to it.
  await page.keyboard.press('Escape');
  await page.getByText('Descartar o texto não salvo?').waitFor();
  await page.getByRole('button', { name: 'Continuar escrevendo' }).click();
  assert.match(await field(dialog, 'Texto do registro').inputValue(), /insônia há três meses/);
  await dialog.getByRole('button', { name: 'Salvar entrada' }).click();
  await page.getByText('Entrada registrada').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await entradas(page).first().getByText('Paciente relata insônia há três meses').waitFor();
  await entradas(page)
    .first()
    .getByText(`Sessão de ${br(isoDaysAgo(1))}`)
    .waitFor();

  // Edit it.
  await page.getByRole('button', { name: `Ações da entrada de ${br(isoDaysAgo(1))}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar entrada' });
  await edit.waitFor();
  await field(edit, 'Texto do registro').fill(
    'Paciente relata insônia há três meses. Revisado: sono melhorou com a rotina.',
  );
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByText('Entrada atualizada').waitFor();
  await entradas(page).first().getByText('Revisado: sono melhorou com a rotina.').waitFor();
  assert.equal(await page.getByText('três meses e preocupação').count(), 0);

  // More entries (through the API), then filters and a deletion.
  await apiPost(session, `prontuario/paciente/${pacienteId}`, {
    data: isoDaysAgo(8),
    tipo: 'avaliacao_demanda',
    titulo: 'Avaliação inicial',
    conteudo: 'Demanda: ansiedade no trabalho e dificuldade para dormir. Sem histórico psiquiátrico.',
  });
  await apiPost(session, `prontuario/paciente/${pacienteId}`, {
    data: isoDaysAgo(3),
    tipo: 'outro',
    conteudo: 'Registro para apagar.',
  });
  await page.reload();
  await entradas(page).nth(2).waitFor();
  assert.equal(await entradas(page).count(), 3);
  await page.getByRole('button', { name: `Ações da entrada de ${br(isoDaysAgo(3))}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Excluir entrada' }).click();
  await page.getByText('Entrada excluída').waitFor();
  await page.getByText('Registro para apagar.').waitFor({ state: 'detached' });
  assert.equal(await entradas(page).count(), 2);

  await field(page, 'Buscar no texto').fill('historico psiquiatrico');
  await page.getByText('1 entrada encontrada,', { exact: false }).waitFor();
  assert.equal(await entradas(page).count(), 1);
  await field(page, 'Buscar no texto').fill('');
  // Both entries show again once the search is cleared; the type filter's own count says it was applied.
  await entradas(page).nth(1).waitFor();
  await chooseOption(page, page, 'Tipo', 'Avaliação de demanda');
  await page.getByText('1 entrada encontrada,', { exact: false }).waitFor();
  await page.getByText('Avaliação inicial').waitFor();
  assert.equal(await entradas(page).count(), 1);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await entradas(page).nth(1).waitFor();

  await settle(page);
  assert.ok(await noSideScroll(page));
  await screenshot(page, 'prontuarios-timeline-filtros-1280');

  // Export everything, then one entry: the server's file names, real PDFs.
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  const opcoes = page.getByRole('dialog', { name: 'Exportar o prontuário em PDF' });
  await opcoes.getByRole('checkbox', { name: 'Incluir a anamnese' }).check();
  await settle(page);
  assert.deepEqual(await axeViolations(page, '[role="dialog"]'), [], 'axe on the export options');
  await screenshot(page, 'prontuarios-exportar-opcoes-1280');
  const all = await download(page, () => opcoes.getByRole('button', { name: 'Gerar PDF' }).click());
  await opcoes.waitFor({ state: 'detached' });
  assert.match(await pdfText(all.bytes), /Anamnese/);
  // The file name names the patient by id, never by name (docs/security.md).
  assert.match(all.name, new RegExp(`^prontuarios-paciente-[0-9a-f]{8}-${hoje}\\.pdf$`));
  assert.equal(all.bytes.subarray(0, 4).toString(), '%PDF');
  await page.getByRole('button', { name: `Ações da entrada de ${br(isoDaysAgo(8))}` }).click();
  const one = await download(page, () => page.getByRole('menuitem', { name: 'Exportar PDF' }).click());
  assert.match(one.name, new RegExp(`^prontuario-paciente-[0-9a-f]{8}-${isoDaysAgo(8)}\\.pdf$`));
  assert.equal(one.bytes.subarray(0, 4).toString(), '%PDF');

  // The accesses, on /perfil.
  await page.goto('/perfil');
  const registro = page.getByRole('region', { name: 'Registro de acessos' });
  await registro.getByTestId('registro-acesso').first().waitFor();
  await chooseOption(page, registro, 'Ação', 'Exportação');
  const linhas = registro.getByTestId('registro-acesso');
  // The previous page stays on screen while the filtered one loads: wait for the filtered rows.
  await waitUntil(async () => (await linhas.count()) === 2, 'two export rows');
  for (const linha of await linhas.all()) {
    const texto = (await linha.textContent()) ?? '';
    assert.match(texto, /Exportação/);
    assert.match(texto, new RegExp(`Prontuário · ${PACIENTE}`));
    assert.match(texto, /127\.0\.0\.1/);
  }
  await chooseOption(page, registro, 'Ação', 'Visualização');
  await waitUntil(
    async () => (await linhas.filter({ hasText: 'Exportação' }).count()) === 0 && (await linhas.count()) >= 1,
    'view rows only',
  );
  await settle(page);
  await registro.scrollIntoViewIfNeeded();
  await screenshot(page, 'prontuarios-perfil-registro-filtro-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on Gratuito the export is disabled with the plan hint and a way to upgrade', async () => {
  const gratuito = await signUpViaApi(server.url);
  const id = (await apiPost(gratuito, 'paciente', { nome: 'Bruno Teixeira', telefone: '(11) 91234-5678' }))
    .paciente.id;
  await apiPost(gratuito, `prontuario/paciente/${id}`, {
    data: hoje,
    tipo: 'evolucao',
    conteudo: 'Primeira sessão.',
  });
  const { context, page, errors } = await openPage(gratuito);
  await page.goto(`/pacientes/prontuarios/${id}`);
  await entradas(page).first().waitFor();
  const button = page.getByRole('button', { name: 'Exportar PDF' });
  assert.equal(await button.getAttribute('aria-disabled'), 'true');
  await page
    .getByText('A exportação do prontuário em PDF faz parte dos planos Essencial e Vitalício.')
    .waitFor();
  await settle(page);
  await screenshot(page, 'prontuarios-timeline-gratuito-1280');
  await page.getByRole('button', { name: 'Ações da entrada', exact: false }).click();
  assert.equal(await page.getByRole('menuitem', { name: 'Exportar PDF' }).isDisabled(), true);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Conhecer os planos' }).click();
  await page.waitForURL('**/upgrade');
  assert.deepEqual(errors, []);
  await context.close();
});

test('screens at 390 px and in dark mode', async () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    for (const dark of [false, true]) {
      const suffix = `${dark ? 'dark-' : ''}${label}`;
      // Dark mode is switched on with the top bar's toggle at 1280 px; the choice is saved, so it survives the
      // change to 390 px.
      const { context, page, errors } = await openPage(session, DESKTOP);
      await page.goto(`/pacientes/prontuarios/${pacienteId}`);
      await entradas(page).first().waitFor();
      if (dark) {
        await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
        await page.waitForFunction(() => document.documentElement.classList.contains('app-dark'));
        // The pointer leaves the toggle: its tooltip, opened by the hover after 400 ms, would otherwise stay where
        // the 1280 px top bar had it and widen the 390 px page (CI failed on this on a slow machine).
        await page.mouse.move(0, 0);
      }
      await page.setViewportSize(viewport);
      await settle(page);
      assert.ok(await noSideScroll(page), `timeline must not scroll sideways at ${suffix}`);
      await screenshot(page, `prontuarios-timeline-${suffix}`);

      await page.getByRole('button', { name: 'Nova entrada' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nova entrada' });
      await dialog.waitFor();
      await field(dialog, 'Texto do registro').fill('Rascunho de evolução para a captura de tela.');
      await settle(page);
      await screenshotViewport(page, `prontuarios-dialog-${suffix}`);
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Descartar' }).click();

      await page.goto(`/pacientes/ficha/${pacienteId}?aba=prontuario`);
      await entradas(page).first().waitFor();
      await page.getByRole('link', { name: 'Ver prontuário completo' }).waitFor();
      await settle(page);
      await screenshot(page, `prontuarios-ficha-aba-${suffix}`);

      await page.goto('/perfil');
      await page
        .getByRole('region', { name: 'Registro de acessos' })
        .getByTestId('registro-acesso')
        .first()
        .waitFor();
      await settle(page);
      assert.ok(await noSideScroll(page), `perfil must not scroll sideways at ${suffix}`);
      await screenshot(page, `prontuarios-perfil-registro-${suffix}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
