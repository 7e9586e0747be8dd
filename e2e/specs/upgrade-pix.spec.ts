// Journey: a Gratuito psychologist opens /upgrade → "Assinar o Essencial" → the PIX checkout shows the
// QR image, the copia-e-cola with "Copiar" and a countdown → "Simular pagamento" (the server runs the simulator) →
// "Pagamento confirmado" and, with no reload, "Gestão Financeira" appears in the menu; /configuracoes lists the
// payment. The same checkout at 390 px, and its expired state offering a new code. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, axeViolations, noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

journey();

async function openPage(session: Awaited<ReturnType<typeof signUpViaApi>>, viewport = DESKTOP) {
  const opened = await openSessionPage(browser, server.url, session, viewport, { colorScheme: 'light' });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return opened;
}

/** axe-core on the page as it is (dialog included), colour contrast included: no serious or critical violation. */
async function a11ySweep(page: Page, where: string) {
  assert.deepEqual(await axeViolations(page), [], where);
}

test('Gratuito → /upgrade → QR → Simular pagamento → Pagamento confirmado → Gestão Financeira in the menu', async () => {
  const session = await signUpViaApi(server.url);
  const { context, page, errors } = await openPage(session);
  const menu = page.getByRole('navigation');

  await page.goto('/upgrade');
  await page.getByRole('heading', { name: 'Escolha seu plano' }).waitFor();
  await menu.getByRole('link', { name: 'Pacientes' }).waitFor();
  // Gratuito sees the area locked (its link leads to /upgrade), not open.
  const financas = menu.getByRole('link', { name: /^Gestão Financeira/ });
  assert.deepEqual(await Promise.all((await financas.all()).map((l) => l.getAttribute('href'))), [
    '/upgrade',
  ]);
  assert.equal(await page.getByText('em breve').count(), 0);
  await page.getByRole('button', { name: 'Assinar o Vitalício' }).waitFor();
  await settle(page);
  await screenshot(page, 'upgrade-planos-1280');
  await a11ySweep(page, '/upgrade');

  await page.getByRole('button', { name: 'Assinar o Essencial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  const qr = dialog.getByRole('img', { name: /QR Code do PIX de R\$\s39,90 para o plano Essencial/ });
  await qr.waitFor();
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
  const codigo = await dialog.getByLabel('PIX copia e cola').inputValue();
  assert.match(codigo, /^000201.*br\.gov\.bcb\.pix.*540539\.905802BR.*6304[0-9A-F]{4}$/);
  assert.equal(await dialog.getByLabel('PIX copia e cola').getAttribute('readonly'), '');
  const timer = dialog.getByRole('timer');
  assert.match((await timer.textContent()) ?? '', /^(29|30):\d\d$/);

  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await page.getByText('Código copiado').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), codigo);
  await dialog.getByText('Aguardando o pagamento…').waitFor();
  await settle(page);
  await screenshot(page, 'upgrade-checkout-1280');
  await a11ySweep(page, 'checkout');

  // Closing and asking again shows the same pending code.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Assinar o Essencial' }).click();
  assert.equal(await dialog.getByLabel('PIX copia e cola').inputValue(), codigo);

  // The simulator's answer is checked on its own, so a failure says whether the payment or the page went wrong.
  const [simulado] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/simular-pagamento') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Simular pagamento' }).click(),
  ]);
  assert.equal(simulado.status(), 200, await simulado.text());
  await dialog.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
  await dialog.getByText(/Seu plano Essencial está ativo até \d\d\/\d\d\/\d{4}/).waitFor();
  // No reload: the menu opens the areas the plan just gave.
  await menu.locator('a[href="/financeiro"]', { hasText: 'Gestão Financeira' }).waitFor();
  await menu.locator('a[href="/dashboard"]', { hasText: 'Dashboard' }).waitFor();
  assert.equal(await menu.locator('a[href="/upgrade"]', { hasText: 'Gestão Financeira' }).count(), 0);
  await settle(page);
  await screenshot(page, 'upgrade-confirmado-1280');
  await a11ySweep(page, 'pagamento confirmado');

  await dialog.getByRole('link', { name: 'Ir para a Gestão Financeira' }).click();
  await page.waitForURL('**/financeiro');
  await page.goto('/configuracoes');
  const linha = page.getByRole('row', { name: /Essencial/ });
  await linha.waitFor();
  assert.match((await linha.textContent()) ?? '', /R\$\s39,90.*Pago/);
  await page.getByText(/Válido até \d\d\/\d\d\/\d{4}/).waitFor();
  await settle(page);
  await screenshot(page, 'configuracoes-pagamentos-1280');
  await a11ySweep(page, '/configuracoes');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a lock's 'Conhecer os planos' → PIX → paid: the dialog leads back to the record", async () => {
  const session = await signUpViaApi(server.url);
  const { paciente } = await apiRequest(
    server.url,
    session.token,
    'POST',
    'paciente',
    { nome: 'Teresa Lima', telefone: '(11) 97654-3210' },
    201,
  );
  const { context, page, errors } = await openPage(session);
  await page.goto(`/pacientes/prontuarios/${paciente.id}`);
  await page.getByRole('link', { name: 'Conhecer os planos' }).click();
  await page.waitForURL('**/upgrade');
  await page.getByRole('button', { name: 'Assinar o Essencial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
  await dialog.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
  await dialog.getByRole('link', { name: 'Ir para a Gestão Financeira' }).waitFor();
  await settle(page);
  await screenshot(page, 'upgrade-confirmado-voltar-1280');
  await a11ySweep(page, 'pagamento confirmado, com a volta');
  await dialog.getByRole('link', { name: 'Voltar ao prontuário' }).click();
  await page.waitForURL(`**/pacientes/prontuarios/${paciente.id}`);
  // Back where the lock was, now open: the export is the Essencial plan's.
  await page.getByRole('link', { name: 'Conhecer os planos' }).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 390 px: the checkout fills the screen; an expired code offers a new one', async () => {
  const session = await signUpViaApi(server.url);
  const { context, page, errors } = await openPage(session, MOBILE);
  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'Assinar o Essencial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await dialog.getByRole('img', { name: /QR Code do PIX/ }).waitFor();
  const box = await dialog.boundingBox();
  assert.ok(box && box.width >= MOBILE.width - 1, `dialog width ${box?.width}`);
  assert.ok(await noSideScroll(page), 'no sideways scroll at 390 px');
  await settle(page);
  await screenshot(page, 'upgrade-checkout-390');

  // The code runs out: the browser's clock jumps past the 30 minutes.
  await page.clock.install();
  await page.clock.fastForward('31:00');
  await dialog.getByText('Este código expirou').waitFor();
  await settle(page);
  await screenshot(page, 'upgrade-expirado-390');
  await a11ySweep(page, 'código expirado 390');
  await dialog.getByRole('button', { name: 'Gerar novo código' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a paused plan: the top bar says so with "Renovar", which leads to renewing the Essencial', async () => {
  const session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
  await server.admin('pausar', session.user.email);
  for (const viewport of [DESKTOP, MOBILE]) {
    const { context, page, errors } = await openPage(session, viewport);
    await page.goto('/pacientes');
    const banner = page.getByRole('banner');
    const renovar = banner.getByRole('link', { name: 'Renovar' });
    await renovar.waitFor();
    if (viewport === DESKTOP) await banner.getByText('Plano pausado').waitFor();
    await settle(page);
    await screenshot(page, `topbar-pausado-${viewport.width}`);
    await a11ySweep(page, `barra superior pausada ${viewport.width}`);
    await renovar.click();
    await page.waitForURL('**/upgrade');
    await page.getByRole('button', { name: 'Renovar o Essencial' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  }
});
