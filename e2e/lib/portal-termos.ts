import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { field, screenshot } from './browser.ts';
import { apiRequest, axeViolations, noSideScroll, settle } from './page.ts';
import { openPhone } from './phone.ts';

/**
 * The guardian signs a term in the patient's page on a phone (docs/product.md §20): a new link for the patient,
 * entry with the birth date, Termos → "Ler e assinar", name, CPF, kinship, "Li… e concordo", "Assinar". The
 * signing screen at 390 px, light and dark, passes axe.
 */
export async function assinarNoPortal(
  browser: Browser,
  baseUrl: string,
  token: string,
  pacienteId: string,
  nascimentoBr: string,
  titulo: string,
  quem: { nome: string; cpf: string; parentesco: string },
): Promise<void> {
  const { portal } = await apiRequest(baseUrl, token, 'POST', `paciente/${pacienteId}/portal`, {}, 201);
  const { context, page, errors } = await openPhone(browser, baseUrl, null, { dark: false });
  await page.goto(new URL(portal.url).pathname);
  await field(page, 'Data de nascimento').fill(nascimentoBr);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page
    .getByRole('link', { name: /^Termos/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Termos', level: 1 }).waitFor();
  await page.getByRole('link', { name: `Ler e assinar: ${titulo}` }).click();
  await page.getByTestId('texto-do-termo').waitFor();
  const assinar = page.getByRole('form', { name: 'Assinar o termo' });
  // Without the consent, the form says so on the checkbox and signs nothing.
  await assinar.getByRole('button', { name: 'Assinar' }).click();
  await page.getByText('Marque que leu e concorda com o termo para assinar.').waitFor();
  await field(page, 'Nome completo de quem assina').fill(quem.nome);
  await field(page, 'CPF de quem assina').fill(quem.cpf);
  await field(page, 'Parentesco com o paciente').fill(quem.parentesco);
  await page.getByLabel('Li o termo acima e concordo com ele').check();
  for (const dark of [false, true]) {
    await page.evaluate(
      (d) => document.documentElement.setAttribute('data-mantine-color-scheme', d ? 'dark' : 'light'),
      dark,
    );
    await settle(page, { scrollTop: false });
    assert.ok(await noSideScroll(page), 'assinatura no celular: rolagem lateral');
    assert.deepEqual(
      await axeViolations(page),
      [],
      `assinatura no celular (${dark ? 'escuro' : 'claro'}): axe`,
    );
    await screenshot(page, `termos-portal-assinar-390${dark ? '-escuro' : ''}`);
  }
  await assinar.getByRole('button', { name: 'Assinar' }).click();
  await page.getByRole('status').filter({ hasText: 'Assinado em' }).waitFor();
  await screenshot(page, 'termos-portal-assinado-390');
  assert.deepEqual(errors, []);
  await context.close();
}
