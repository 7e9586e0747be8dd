import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiRequest } from './page.ts';

/**
 * The guardian signs a term in the patient's page, from a phone: a new link for the patient, entry with the birth
 * date, then the signature with the text's hash (docs/product.md §20).
 */
export async function assinarNoPortal(
  _browser: Browser,
  baseUrl: string,
  token: string,
  pacienteId: string,
  nascimento: string,
  termoId: string,
  quem: { nome: string; cpf: string; parentesco: string },
): Promise<void> {
  const { portal } = await apiRequest(baseUrl, token, 'POST', `paciente/${pacienteId}/portal`, {}, 201);
  const linkToken = String(portal.url).split('/portal/')[1];
  const post = (path: string, body: unknown, bearer?: string) =>
    fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const entrada = await post('portal/entrar', { token: linkToken, data_nascimento: nascimento });
  assert.equal(entrada.status, 200, await entrada.clone().text());
  const sessao = ((await entrada.json()) as { token: string }).token;
  const termo = await fetch(`${baseUrl}/api/portal/termos/${termoId}`, {
    headers: { authorization: `Bearer ${sessao}` },
  });
  const { hash } = ((await termo.json()) as { termo: { hash: string } }).termo;
  const assinado = await post(
    `portal/termos/${termoId}/assinar`,
    {
      nome_completo: quem.nome,
      cpf: quem.cpf,
      papel: 'responsavel',
      parentesco: quem.parentesco,
      aceite: true,
      hash,
    },
    sessao,
  );
  assert.equal(assinado.status, 200, await assinado.clone().text());
}
