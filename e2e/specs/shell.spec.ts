// Journey: plan-dependent menu, guard redirects with the access-denied toast, an operator upgrade,
// appearance choices that survive a reload, and the mobile menu at 390 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { esperarAnimacoes } from '../lib/esperar.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { waitLoggedOut } from '../lib/page.ts';
import { signUpViaApi, useSession } from '../lib/users.ts';

journey();

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const menuEntries = async (page: Page) =>
  (await mainMenu(page).getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

test('a Gratuito user sees only its entries, is redirected with the toast, and gets everything after an upgrade', async () => {
  const session = await signUpViaApi(server.url);
  const context = await newContext(browser, server.url);
  await useSession(context, session);
  const page = await context.newPage();

  await page.goto('/pacientes');
  await mainMenu(page).waitFor();
  const grupo = (nome: string) => mainMenu(page).getByRole('region', { name: nome }).getByRole('link');
  assert.deepEqual(await grupo('Início').allInnerTexts(), ['Pacientes', 'Agendamentos']);
  assert.deepEqual(await grupo('Configurações').allInnerTexts(), ['Gerenciar Plano', 'FAQ - Dúvidas']);
  // The areas the plan lacks show with a lock and lead to /upgrade.
  const bloqueados = grupo('Em outros planos');
  assert.equal(await bloqueados.count(), 3);
  for (const link of await bloqueados.all()) assert.equal(await link.getAttribute('href'), '/upgrade');
  await page.getByRole('link', { name: 'Faça o upgrade do seu plano' }).first().waitFor();

  for (const path of ['/dashboard', '/financeiro']) {
    await page.goto(path);
    await page.waitForURL('**/agendamentos');
    await page.getByText('Acesso Negado').first().waitFor();
    await page
      .getByText(`Você não tem permissão para acessar "${path}" no seu plano atual (Gratuito)`)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Ver planos' }).first().waitFor();
  }
  await screenshot(page, 'shell-gratuito-denied');

  await server.admin('plano', session.user.email, 'vitalicio');
  await page.goto('/configuracoes');
  await page.getByText('Vitalício').first().waitFor();
  assert.deepEqual(await menuEntries(page), [
    'Dashboard',
    'Gestão Financeira',
    'Carnê-Leão',
    'Pacientes',
    'Agendamentos',
    'Gerenciar Plano',
    'FAQ - Dúvidas',
  ]);
  assert.equal(await page.getByRole('link', { name: 'Faça o upgrade do seu plano' }).count(), 0);
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard');
  await context.close();
});

test('appearance choices and dark mode survive a reload', async () => {
  const session = await signUpViaApi(server.url);
  const context = await newContext(browser, server.url);
  await useSession(context, session);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/configuracoes');

  await page.getByRole('button', { name: 'Abrir painel de aparência' }).click();
  await page.getByRole('button', { name: 'Azul', exact: true }).click();
  await page.getByRole('button', { name: 'Ardósia', exact: true }).click();
  await page.getByText('Compacto', { exact: true }).click();
  await page.getByText('Sobreposto', { exact: true }).click();
  await page.getByRole('button', { name: 'Fechar painel de aparência' }).click();
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('app-dark'));

  await page.reload();
  await page.getByRole('button', { name: 'Ativar tema claro' }).waitFor();
  const state = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('app-dark'),
    config: JSON.parse(localStorage.getItem('sakai.layoutConfig') ?? '{}'),
    theme: localStorage.getItem('theme'),
  }));
  assert.equal(state.dark, true);
  assert.equal(state.theme, 'dark');
  assert.deepEqual(
    { preset: state.config.preset, primary: state.config.primary, surface: state.config.surface },
    { preset: 'Nora', primary: 'blue', surface: 'slate' },
  );
  assert.equal(state.config.menuMode, 'overlay');
  assert.equal(state.config.darkTheme, true);
  await screenshot(page, 'shell-nora-blue-slate-dark');
  await context.close();
});

test('the mobile menu at 390 px offers the entries, upgrade, theme, profile and logout', async () => {
  const session = await signUpViaApi(server.url);
  const context = await newContext(browser, server.url, MOBILE);
  await useSession(context, session);
  const page = await context.newPage();
  await page.goto('/pacientes');
  await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Pacientes' }).waitFor();
  await menu.getByRole('link', { name: 'Agendamentos' }).waitFor();
  await menu.getByText('Faça o upgrade do seu plano').waitFor();
  await menu.getByText('Meu Perfil').waitFor();
  await menu.getByText(/Modo (escuro|claro)/).waitFor();
  // Let the drawer finish sliding in before the picture.
  await page.waitForFunction(() => {
    const content = document.querySelector('[role="dialog"]');
    return !!content && Math.abs(content.getBoundingClientRect().left) < 1;
  });
  await esperarAnimacoes(page);
  await screenshot(page, 'shell-mobile-menu');
  await menu.getByRole('link', { name: 'Agendamentos' }).click();
  await page.waitForURL('**/agendamentos');
  await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
  await page.getByRole('dialog').getByText('Sair').click();
  await waitLoggedOut(page);
  await context.close();
});

test('the shell in each preset, light and dark', async () => {
  const session = await signUpViaApi(server.url);
  await server.admin('plano', session.user.email, 'essencial');
  for (const preset of ['Aura', 'Lara', 'Nora']) {
    for (const dark of [false, true]) {
      const context = await newContext(browser, server.url);
      await useSession(context, session);
      await context.addInitScript(
        ([p, d]) => {
          localStorage.setItem(
            'sakai.layoutConfig',
            JSON.stringify({
              preset: p,
              primary: 'emerald',
              surface: 'zinc',
              darkTheme: d,
              menuMode: 'static',
            }),
          );
          localStorage.setItem('theme', d ? 'dark' : 'light');
        },
        [preset, dark] as const,
      );
      const page = await context.newPage();
      await page.goto('/configuracoes');
      await page.getByText('Essencial').first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('app-dark')), dark);
      await screenshot(page, `shell-${preset.toLowerCase()}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  }
});
