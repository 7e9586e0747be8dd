// The user's own data: turn two-factor login on in Perfil → Segurança (code computed here
// from the secret the screen shows, as an authenticator app would), log out, log in with e-mail, password and a
// code; see the open sessions; download the LGPD export from "Excluir conta"; no serious accessibility violation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { field, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { openSessionPage, settle, waitLoggedOut } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

journey();

const totp = (segredo: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(segredo), timestamp: Date.now() + steps * 30_000 });

/** axe-core's serious and critical violations inside `selector` (the parts of the page this journey built). */
async function axe(page: Page, selector: string): Promise<string[]> {
  const source = readFileSync(join(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
  // Evaluated through the browser's devtools protocol: the app's CSP (script-src 'self') refuses inline scripts.
  await page.evaluate(source);
  return page.evaluate(async (include) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const result = await (window as any).axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; nodes: { target: string[] }[] }) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }, selector);
}

test('2FA on, log out, log in with a code; sessions listed; export downloaded', async () => {
  const { user, usuario, token } = await signUpViaApi(server.url);
  const { page, errors } = await openSessionPage(browser, server.url, { token, usuario });

  await page.goto('/perfil');
  await page.getByRole('heading', { name: 'Segurança' }).waitFor();
  await page.getByRole('button', { name: 'Ativar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ativar verificação em duas etapas' });
  await dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
  const segredo = (await dialog.locator('code').first().textContent())?.trim() ?? '';
  assert.match(segredo, /^[A-Z2-7]{32}$/);
  await settle(page);
  await screenshot(page, 'conta-2fa-qr-1280');
  await dialog.getByLabel(/Digite o código de 6 dígitos/).fill(totp(segredo));
  await dialog.getByRole('button', { name: 'Ativar', exact: true }).click();
  await dialog.getByText('Verificação em duas etapas ativada').waitFor();
  const codigos = await dialog.getByLabel('Códigos de recuperação').locator('code').allTextContents();
  assert.equal(codigos.length, 10);
  await screenshot(page, 'conta-2fa-codigos-1280');
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await page.getByText('Ativa', { exact: true }).waitFor();

  // Log out, then log in: the password alone is not enough.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await waitLoggedOut(page);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Senha').fill(user.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const codigo = field(page, 'Código de verificação');
  await codigo.waitFor().catch(async (e) => {
    await screenshot(page, 'conta-login-falhou');
    throw e;
  });
  await settle(page);
  await screenshot(page, 'conta-login-segunda-etapa-1280');
  await codigo.fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText(/Código inválido/).waitFor();
  await codigo.fill(totp(segredo, 1));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL('**/pacientes');

  // Perfil → Segurança lists this session; the export downloads from "Excluir conta".
  await page.goto('/perfil');
  await page.getByText('Esta sessão').waitFor();
  await settle(page);
  await screenshot(page, 'conta-perfil-seguranca-1280');
  assert.deepEqual(await axe(page, 'section[aria-labelledby="seguranca"]'), []);
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const excluir = page.getByRole('dialog', { name: 'Excluir conta' });
  await excluir.getByText('Antes, baixe uma cópia dos seus dados').waitFor();
  await screenshot(page, 'conta-excluir-1280');
  assert.deepEqual(await axe(page, '[role="dialog"]'), []);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    excluir.getByRole('button', { name: 'Exportar meus dados' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^consultorio-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path()) as string);
  assert.equal(bytes.subarray(0, 2).toString(), 'PK');
  assert.ok(bytes.includes(Buffer.from('LEIAME.txt')));
  assert.deepEqual(errors, []);
});

test('Configurações → Backups: "Fazer backup agora" lists it, and it downloads', async () => {
  const { user, usuario, token } = await signUpViaApi(server.url);
  await server.admin('plano', user.email, 'vitalicio');
  const { page, errors } = await openSessionPage(browser, server.url, { token, usuario });
  await page.goto('/configuracoes');
  await page.getByRole('heading', { name: 'Backups' }).waitFor();
  await page.getByText('Nenhum backup ainda').waitFor();
  await page.getByRole('button', { name: 'Fazer backup agora' }).click();
  const baixar = page.getByRole('button', { name: /^Baixar o backup de / });
  await baixar.waitFor();
  await settle(page);
  await screenshot(page, 'conta-configuracoes-backups-1280');
  assert.deepEqual(await axe(page, 'section[aria-labelledby="meus-dados"]'), []);
  const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
  assert.match(download.suggestedFilename(), /^consultorio-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path()) as string);
  assert.equal(bytes.subarray(0, 2).toString(), 'PK');
  assert.deepEqual(errors, []);
});

test('after "Excluir conta" the login page says so, and hydrates without an error when reloaded', async () => {
  const alvo = await signUpViaApi(server.url);
  const { context, page, errors } = await openSessionPage(browser, server.url, alvo);
  const problemas: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problemas.push(m.text());
  });
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Excluir conta' });
  await dialogo.getByLabel('Senha', { exact: true }).fill(alvo.user.senha);
  await dialogo.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await dialogo.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Conta excluída').waitFor();
  // The history entry keeps its mark through a reload: the prerendered /login hydrates with it.
  await page.reload();
  await page
    .getByText(/© \d{4} Consultório/)
    .first()
    .waitFor();
  await page.getByText('Conta excluída').waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(problemas, []);
  assert.deepEqual(errors, []);
  await context.close();
});
