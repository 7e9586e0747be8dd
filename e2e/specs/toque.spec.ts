// A phone is a first-class device (docs/product.md §2.5): at 390 px with touch, every control of every screen — the
// header's buttons, fields, row menus, the drawer's close, dialogs' buttons — is at least 44×44 px, measured on the
// page as laid out (getBoundingClientRect), light and dark alike (the sizes do not depend on the colours).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../apps/web/src/routes/paths.ts';
import { artifactsDir, MOBILE } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { apiRequest, settle } from '../lib/page.ts';
import { alvosPequenos, larguras, openPhone } from '../lib/phone.ts';
import { signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;
let paciente: string;

journey({}, async () => {
  session = await signUpViaApi(server.url);
  paciente = (
    await apiRequest(server.url, session.token, 'POST', 'paciente', {
      nome: 'Beatriz Toque Lima',
      telefone: '(11) 98765-4321',
    })
  ).paciente.id;
  const ontem = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await apiRequest(server.url, session.token, 'POST', 'sessao', {
    paciente_id: paciente,
    data: ontem,
    presenca: 'realizada',
    valor: 150,
  });
});

interface Tela {
  nome: string;
  path: string;
  abrir?: (page: Page) => Promise<void>;
}

const TELAS = (): Tela[] => [
  { nome: 'pacientes', path: paths.pacientes.lista },
  {
    nome: 'pacientes-menu-da-linha',
    path: paths.pacientes.lista,
    abrir: async (page) => {
      await page.getByRole('button', { name: 'Ações de Beatriz Toque Lima' }).tap();
      await page.getByRole('menuitem').first().waitFor();
    },
  },
  { nome: 'paciente-novo', path: paths.pacientes.cadastro },
  { nome: 'ficha', path: paths.pacientes.ficha(paciente) },
  { nome: 'ficha-sessoes', path: paths.pacientes.ficha(paciente, 'sessoes') },
  { nome: 'prontuario', path: paths.pacientes.prontuarios(paciente) },
  { nome: 'anexos', path: paths.pacientes.anexos(paciente) },
  { nome: 'importar', path: paths.pacientes.importar },
  { nome: 'agenda', path: paths.agenda },
  { nome: 'perfil', path: paths.perfil },
  { nome: 'configuracoes', path: paths.configuracoes },
  { nome: 'upgrade', path: paths.upgrade },
  { nome: 'faq', path: paths.faq },
  {
    nome: 'menu-lateral',
    path: paths.pacientes.lista,
    abrir: async (page) => {
      await page.getByRole('button', { name: /menu/i }).first().tap();
      await page.getByRole('dialog').or(page.getByRole('navigation')).first().waitFor();
    },
  },
];

test('at 390 px every control of every screen is at least 44×44 px', async () => {
  const { context, page, errors } = await openPhone(browser, server.url, session);
  const problemas: string[] = [];
  for (const tela of TELAS()) {
    await page.goto(tela.path);
    await page.locator('main, [role="main"]').first().waitFor();
    await settle(page);
    await tela.abrir?.(page);
    await settle(page);
    for (const alvo of await alvosPequenos(page)) problemas.push(`${tela.nome}: ${alvo}`);
  }
  assert.deepEqual(problemas, []);

  // The active sessions of the profile are cards on a phone, not a table to scroll sideways.
  await page.goto(paths.perfil);
  const sessoes = page.getByRole('list', { name: 'Sessões ativas' });
  await sessoes.getByText('Esta sessão').waitFor();
  assert.equal(await page.getByRole('columnheader', { name: 'Último uso' }).count(), 0);
  await sessoes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(artifactsDir, 'toque-perfil-sessoes-390-escuro.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the public pages too: home (with its menu), login, sign-up', async () => {
  const { context, page } = await openPhone(browser, server.url, null);
  const problemas: string[] = [];
  for (const path of [paths.home, paths.login, paths.cadastro]) {
    await page.goto(path);
    await settle(page);
    for (const alvo of await alvosPequenos(page)) problemas.push(`${path}: ${alvo}`);
  }
  assert.deepEqual(problemas, []);

  // The home page's sections, from its menu: the links of the desktop header fold into it on a phone.
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Seções da página inicial' }).tap();
  for (const secao of ['Recursos', 'Segurança', 'Planos', 'Contato']) {
    await page.getByRole('menuitem', { name: secao }).waitFor();
  }
  assert.deepEqual(await alvosPequenos(page), [], 'the open menu');
  // The screen as seen (the open menu over the top of the page), not the whole page.
  await page.screenshot({ path: join(artifactsDir, 'toque-inicio-menu-390-escuro.png') });
  await page.getByRole('menuitem', { name: 'Planos' }).tap();
  await page.waitForURL(/#planos$/);
  assert.deepEqual(await larguras(page), [MOBILE.width], 'the home page keeps its 390 px width');
  await context.close();
});
