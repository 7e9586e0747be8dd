// Helpers for the terms' tests (not loaded by the app): sending a term, signing it as the patient would, and
// reading its PDF back with poppler's pdftotext.
import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/app.ts';
import { type Portal, pedir } from '../portal/testing.ts';

export { pacienteNoPortal, pedir, psicologa } from '../portal/testing.ts';

/** A valid CPF for the signer (the example digits: masked ***.456.789-**). */
export const CPF_ASSINANTE = '123.456.789-09';

export async function enviarTermo(
  app: FastifyInstance,
  user: Pick<TestUser, 'auth'>,
  pacienteId: string,
  body: Record<string, unknown> = { modelo: 'contrato_terapeutico' },
) {
  const res = await pedir(app, user, 'POST', `/paciente/${pacienteId}/termos`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().termo as { id: string; texto: string; hash: string; status: string; modelo: string };
}

export const assinatura = (hash: string, extra: Record<string, unknown> = {}) => ({
  nome_completo: 'Mariana Costa Lima',
  cpf: CPF_ASSINANTE,
  papel: 'paciente',
  aceite: true,
  hash,
  ...extra,
});

export const assinar = (app: FastifyInstance, portal: Portal, id: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/portal/termos/${id}/assinar`,
    headers: { ...portal.auth, 'user-agent': 'Mozilla/5.0 (iPhone; teste)' },
    payload: body,
  });

/** The PDF's text as pdftotext reads it (reading order, not layout: a line per line of the page). */
export function textoDoPdf(pdf: Buffer): string {
  const r = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'buffer' });
  if (r.status !== 0) throw new Error(`pdftotext: ${r.stderr.toString()}`);
  return r.stdout.toString('utf8');
}
