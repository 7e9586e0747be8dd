// Journey: sign up → log out → log in → forgotten password (code read from the outbox) → log in with
// the new password; an unknown path shows the not-found page; a 401 sends the user to /login.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, field, MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { waitLoggedOut } from '../lib/page.ts';
import { newUserData } from '../lib/users.ts';

journey();

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await waitLoggedOut(page);
}

async function logIn(page: Page, email: string, senha: string) {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/pacientes');
}

test('a psychologist signs up, logs out, logs in, resets a forgotten password and logs in again', async () => {
  const user = newUserData();
  const context = await newContext(browser, server.url);
  const page = await context.newPage();

  await page.goto('/cadastro');
  await field(page, 'Nome completo').fill(user.nome);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'CPF').pressSequentially(user.cpf);
  await field(page, 'CRP').fill(user.crp);
  await field(page, 'Telefone (com DDD)').pressSequentially(user.telefone);
  await field(page, 'Senha').fill(user.senha);
  await field(page, 'Confirme a senha').fill(user.senha);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).last().click();
  await page.waitForURL('**/pacientes');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    usuario: sessionStorage.getItem('usuario'),
    sessionTime: sessionStorage.getItem('sessionTime'),
    authenticated: sessionStorage.getItem('authenticated'),
  }));
  assert.ok(stored.token, 'token kept persistently');
  assert.equal(JSON.parse(stored.usuario ?? '{}').email, user.email);
  assert.equal(stored.sessionTime, '1800');
  assert.ok(stored.authenticated);

  await logOut(page);
  await logIn(page, user.email, user.senha);
  await logOut(page);

  // Wrong password: the API's message, still on /login.
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Senha').fill('senha-errada-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText('E-mail ou senha incorretos.').waitFor();

  // Forgotten password.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Esqueci minha senha/ })
    .click();
  await page.waitForURL('**/change-password');
  // The URL changes before the new page replaces the login, whose field is also "E-mail": wait for the new page.
  await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
  await field(page, 'E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByRole('button', { name: 'Verificar código' }).waitFor();
  const code = await server.lastCodeSentTo(user.email);
  const pins = page.locator('.mantine-PinInput-input');
  assert.equal(await pins.count(), 6);
  // The sixth digit submits the code by itself.
  for (const [i, digit] of [...code].entries()) await pins.nth(i).fill(digit);
  const novaSenha = 'Nova-senha-forte-77';
  await field(page, 'Nova senha').fill(novaSenha);
  await field(page, 'Confirme a nova senha').fill(novaSenha);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await page.getByText('Senha redefinida').waitFor();
  await screenshot(page, 'auth-reset-done');

  await logIn(page, user.email, novaSenha);
  await context.close();
});

test('an unknown path shows the not-found page', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await page.goto('/um/endereco/que/nao/existe');
  await page.getByText('Página não encontrada').waitFor();
  await page.goto('/pages/notfound');
  await page.getByText('Página não encontrada').waitFor();
  await context.close();
});

test('a request answered 401 clears the token and sends the user to /login', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'token-expirado-ou-revogado'));
  await page.goto('/configuracoes');
  // /login?volta=/configuracoes: after logging in the user returns to the page asked for.
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('volta') === '/configuracoes',
  );
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await context.close();
});

test('public pages at 1280 and 390 px', async () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    for (const path of [
      '/',
      '/login',
      '/cadastro',
      '/change-password',
      '/politica-privacidade',
      '/termos-uso',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, `${path} must not scroll sideways at ${label} px`);
      await screenshot(page, `public${path === '/' ? '-landing' : path.replaceAll('/', '-')}-${label}`);
    }
    await context.close();
  }
});

test('the web app is served compressed and its hashed assets are cached for good', async () => {
  const html = await (await fetch(`${server.url}/login`)).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  assert.ok(script, 'index.html references its entry script');
  const res = await fetch(server.url + script, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-encoding'), 'br');
  assert.match(res.headers.get('cache-control') ?? '', /immutable/);
});
