// Passwords rated by zxcvbn (loaded only where a password is set, never on /login),
// refused with the reason on sign-up and in Perfil → Alterar senha; on a phone, leaving the confirmation with a
// different password moves nothing, so the tap on the terms checkbox lands.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { field, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { settle } from '../lib/page.ts';
import { openPhone } from '../lib/phone.ts';
import { newUserData, signUpViaApi, useSession } from '../lib/users.ts';

journey();

test('phone sign-up: the meter explains, a common password is refused, the terms tap lands', async () => {
  const { context, page, errors } = await openPhone(browser, server.url, null);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(!requested.some((u) => u.includes('password-strength')), 'the estimator is not loaded on /login');
  assert.equal(await page.getByRole('button', { name: 'Mostrar senha' }).count(), 1);

  const user = newUserData();
  await page.goto('/cadastro');
  await field(page, 'Nome completo').fill(user.nome);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'CPF').pressSequentially(user.cpf);
  await field(page, 'CRP').fill(user.crp);
  await field(page, 'Telefone (com DDD)').pressSequentially(user.telefone);
  await field(page, 'Senha').fill('senha12345');
  await page.getByText(/Força da senha: Fraca · Senha muito comum/).waitFor();
  assert.ok(
    requested.some((u) => u.includes('password-strength')),
    'the estimator loads on /cadastro',
  );

  // A different confirmation, then a tap on the checkbox: nothing moves, the tap checks it.
  const checkbox = page.getByRole('checkbox');
  await checkbox.scrollIntoViewIfNeeded();
  await field(page, 'Confirme a senha').fill('senha1234');
  const before = await checkbox.boundingBox();
  await checkbox.tap();
  assert.ok(await checkbox.isChecked(), 'the tap on the terms checkbox lands');
  assert.deepEqual(await checkbox.boundingBox(), before, 'the checkbox did not move');
  assert.equal(await page.getByText('As senhas não conferem.').count(), 0, 'no error on blur');

  await field(page, 'Confirme a senha').fill('senha12345');
  await page.getByRole('button', { name: 'Criar conta' }).tap();
  await page.getByText('Senha muito comum: escolha outra, menos previsível.').waitFor();
  assert.match(page.url(), /\/cadastro$/);
  await settle(page, { scrollTop: false });
  await screenshot(page, 'senha-cadastro-comum-390');

  const nome = user.nome.split(' ')[0];
  await field(page, 'Senha').fill(`${nome}#2026!`);
  await page.getByText(/A senha não pode conter seu nome/).waitFor();
  await field(page, 'Senha').fill(user.senha);
  await field(page, 'Confirme a senha').fill(user.senha);
  await page.getByText(/Força da senha: (Boa|Forte)$/).waitFor();
  await settle(page, { scrollTop: false });
  await screenshot(page, 'senha-cadastro-forte-390');
  await page.getByRole('button', { name: 'Criar conta' }).tap();
  await page.waitForURL('**/pacientes');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Perfil → Alterar senha: the meter and the reason, then a strong password is saved', async () => {
  const { user, usuario, token } = await signUpViaApi(server.url, newUserData());
  const context = await newContext(browser, server.url);
  await useSession(context, { token, usuario });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await field(page, 'Senha atual').fill(user.senha);
  const cpf = `${user.cpf}!`;
  await field(page, 'Nova senha').fill(cpf);
  await field(page, 'Confirme a nova senha').fill(cpf);
  await dialog.getByText(/A senha não pode conter seu CPF/).waitFor();
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await dialog.getByText('A senha não pode conter seu CPF.', { exact: true }).waitFor();
  await settle(page, { scrollTop: false });
  await screenshot(page, 'senha-perfil-cpf-1280');
  await field(page, 'Nova senha').fill('Caminho-Claro-42');
  await field(page, 'Confirme a nova senha').fill('Caminho-Claro-42');
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await page.getByText('Senha alterada com sucesso.').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
