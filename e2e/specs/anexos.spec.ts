// Journey: a psychologist drops two files at once on a patient's attachments page (each with its own
// progress bar), downloads one and gets the very same bytes back under its original name, deletes the other with
// confirmation; the counter "X de Y" and what remains follow; the patient file's tab lists them too. On a full
// Gratuito plan the upload is disabled with the reason. Screenshots light and dark at 1280 and 390 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;

let session: Session;
let pacienteId = '';

/** A real one-page PDF padded to `size` bytes (big enough for the progress bars to be seen). */
function pdf(size: number): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const pad = Buffer.alloc(Math.max(0, size - head.length), 0x25);
  return Buffer.concat([head, pad]);
}

/** A real 24×24 RGB PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(24, 0);
  ihdr.writeUInt32BE(24, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(24 * 3, 0x7f)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 24 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const LAUDO = { name: 'Laudo neurológico – março.pdf', mimeType: 'application/pdf', buffer: pdf(1_500_000) };
const EXAME = { name: 'exame-eeg.png', mimeType: 'image/png', buffer: png() };

const novoPaciente = async (s: Session, nome: string) =>
  (await api(s, 'paciente', { nome, telefone: '(11) 98888-7777', data_nascimento: '1988-03-14' })).paciente
    .id as string;

journey({}, async () => {
  session = await signUpViaApi(server.url);
  pacienteId = await novoPaciente(session, 'Helena Duarte Ribeiro');
});

const api = (s: Session, path: string, body: unknown) =>
  apiRequest(server.url, s.token, 'POST', path, body, 201);
const openPage = (viewport = DESKTOP, dark = false, s: Session = session) =>
  openSessionPage(browser, server.url, s, viewport, { dark });
const lista = (page: Page) => page.getByRole('list', { name: 'Anexos do paciente' });
const contador = (page: Page) => page.getByTestId('contador-anexos');

test('upload two files at once, download one byte for byte, delete the other', async () => {
  const { context, page, errors } = await openPage();
  await page.goto(`/pacientes/anexos/${pacienteId}`);
  await page.getByText('Nenhum anexo ainda').waitFor();
  assert.equal(await contador(page).textContent(), '0 de 10');
  await page.getByText('Restam 10 anexos no seu plano.').waitFor();
  await settle(page);
  await screenshot(page, 'anexos-vazio-light-1280');

  // Two files at once on the drop zone's input; a description for one.
  await page.getByLabel('Escolher arquivos para enviar').setInputFiles([LAUDO, EXAME]);
  const fila = page.getByRole('list', { name: 'Arquivos para enviar' });
  await fila.getByRole('listitem').nth(1).waitFor();
  await page.getByLabel(`Descrição de ${LAUDO.name}`).fill('Laudo do neurologista (Dr. Paulo)');
  await settle(page);
  await screenshot(page, 'anexos-fila-light-1280');

  // A slow upload link, so each file's progress bar is seen on its way.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page.getByRole('button', { name: 'Enviar 2 arquivos' }).click();
  const barra = page.getByRole('progressbar', { name: `Progresso do envio de ${LAUDO.name}` });
  // A fifth sent: the bar is seen on its way.
  await page.waitForFunction(
    (el) => Number(el?.getAttribute('aria-valuenow')) >= 20,
    await barra.elementHandle(),
  );
  await screenshot(page, 'anexos-enviando-light-1280');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await lista(page).getByRole('listitem').nth(1).waitFor();
  await page.getByText('2 arquivos enviados').waitFor();
  assert.equal(await fila.count(), 0, 'the queue empties once everything went');
  assert.equal(await contador(page).textContent(), '2 de 10');
  await page.getByText('Restam 8 anexos no seu plano.').waitFor();
  await lista(page).getByText('Laudo do neurologista (Dr. Paulo)').waitFor();
  await settle(page);
  await screenshot(page, 'anexos-lista-light-1280');

  // Download: the original name from the header and the very same bytes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Baixar ${LAUDO.name}` }).click(),
  ]);
  assert.equal(download.suggestedFilename(), LAUDO.name);
  const bytes = await readFile((await download.path())!);
  assert.ok(bytes.equals(LAUDO.buffer), 'downloaded bytes equal the uploaded file');

  // The image opens in a new tab, shown by the browser (not saved).
  const [aba] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: `Abrir ${EXAME.name}` }).click(),
  ]);
  await aba.waitForURL(/^blob:/);
  await aba.locator('img').waitFor();
  assert.ok(
    await aba.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
    'the image is shown in the new tab',
  );
  await aba.close();

  // Delete the other one, after confirming.
  await page.getByRole('button', { name: `Excluir ${EXAME.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir este anexo?' });
  await dialog.getByText(EXAME.name).waitFor();
  await screenshot(page, 'anexos-excluir-light-1280');
  await dialog.getByRole('button', { name: 'Excluir anexo' }).click();
  await page.getByText('Anexo excluído.').waitFor();
  await lista(page).getByText(EXAME.name).waitFor({ state: 'detached' });
  assert.equal(await lista(page).getByRole('listitem').count(), 1);
  assert.equal(await contador(page).textContent(), '1 de 10');

  // The patient file's tab shows it too.
  await page.goto(`/pacientes/ficha/${pacienteId}?aba=anexos`);
  await lista(page).getByText(LAUDO.name).waitFor();
  await settle(page);
  await screenshot(page, 'anexos-ficha-light-1280');

  assert.deepEqual(errors, []);
  await context.close();
});

test('screens light and dark at 1280 and 390 px', async () => {
  for (const dark of [false, true]) {
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      const { context, page, errors } = await openPage(viewport, dark);
      await page.goto(`/pacientes/anexos/${pacienteId}`);
      await lista(page).getByText(LAUDO.name).waitFor();
      await settle(page);
      assert.ok(await noSideScroll(page), `no sideways scroll at ${label}`);
      await screenshot(page, `anexos-${dark ? 'dark' : 'light'}-${label}`);
      if (label === '390') {
        await page.getByLabel('Escolher arquivos para enviar').setInputFiles([EXAME]);
        await page.getByRole('button', { name: 'Enviar 1 arquivo' }).waitFor();
        await settle(page);
        assert.ok(await noSideScroll(page), `no sideways scroll with the queue at ${label}`);
        await screenshot(page, `anexos-fila-${dark ? 'dark' : 'light'}-${label}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

test('on a full Gratuito plan the upload is disabled with the reason', async () => {
  const cheia = await signUpViaApi(server.url);
  const p = await novoPaciente(cheia, 'Otávio Lemos');
  const form = new FormData();
  for (let i = 0; i < 10; i++)
    form.append(`arquivos[${i}]`, new Blob([new Uint8Array(png())], { type: 'image/png' }), `foto-${i}.png`);
  const res = await fetch(`${server.url}/api/anexos/paciente/${p}/multiple`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cheia.token}` },
    body: form,
  });
  assert.equal(res.status, 201, await res.text());

  const { context, page, errors } = await openPage(DESKTOP, false, cheia);
  await page.goto(`/pacientes/anexos/${p}`);
  await page.getByText('Limite de anexos atingido').waitFor();
  assert.equal(await contador(page).textContent(), '10 de 10');
  await page.getByText('Restam 0 anexos no seu plano.').waitFor();
  assert.ok(await page.getByLabel('Escolher arquivos para enviar').isDisabled());
  await page.getByRole('link', { name: 'Fazer upgrade' }).waitFor();
  await settle(page);
  await screenshot(page, 'anexos-limite-light-1280');
  assert.deepEqual(errors, []);
  await context.close();
});
