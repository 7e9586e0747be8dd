import type { Page } from 'playwright-core';
import { field } from './browser.ts';

/**
 * The patient's side of a scale (docs/product.md §19, docs/decisions/0092-escalas-no-portal.md), for any journey:
 * enter the patient's page by its link with the birth date, then answer a waiting scale from Formulários.
 */
export async function entrarNoPortal(page: Page, caminho: string, nascimentoBr: string): Promise<void> {
  await page.goto(caminho);
  await field(page, 'Data de nascimento').fill(nascimentoBr);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: /^Olá, / }).waitFor();
}

const OPCOES = ['Nenhuma vez', 'Vários dias', 'Mais da metade dos dias', 'Quase todos os dias'];

/**
 * Formulários → "Responder: {sigla}…" → one option per item (`respostas`, 0–3, in item order) → "Enviar
 * respostas"; waits for the thanks or, after an alerting answer, the help. Answers whether the help was shown.
 */
export async function responderEscalaNoPortal(
  page: Page,
  sigla: 'PHQ-9' | 'GAD-7',
  respostas: number[],
): Promise<{ ajuda: boolean }> {
  await page.getByRole('link', { name: /^Formulários/ }).click();
  await page.getByRole('heading', { name: 'Formulários', level: 1 }).waitFor();
  await page.getByRole('link', { name: new RegExp(`^Responder: ${sigla}`) }).click();
  await page.getByText(`0 de ${respostas.length} respondidas`).waitFor();
  const itens = page.getByRole('group');
  for (const [i, valor] of respostas.entries())
    await itens.nth(i).getByRole('radio', { name: OPCOES[valor] }).check();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  const ajuda = page.getByRole('region', { name: 'Apoio a qualquer hora' });
  const obrigado = page.getByRole('status').filter({ hasText: 'Enviado' });
  await ajuda.or(obrigado).waitFor();
  return { ajuda: await ajuda.isVisible() };
}
