import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser } from '../pacientes/testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

/** Everything a database dump would show of a table, as text. */
async function dump(table: 'anamneses' | 'sessoes' | 'pacientes'): Promise<string> {
  const result = await app.ctx.db.execute(sql.raw(`SELECT row_to_json(t)::text AS linha FROM ${table} t`));
  const rows = (result as unknown as { rows: Array<{ linha: string }> }).rows;
  return rows.map((r) => r.linha).join('\n');
}

describe('clinical text at rest', () => {
  it('stores anamnese fields, session notes and patient notes encrypted; the API answers them in clear', async () => {
    const marker = `MARCADOR-${randomUUID()}`;
    const p = await cadastrarPaciente(app, user, { observacoes: `${marker}-paciente` });
    const an = await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/anamnese`,
      headers: user.auth,
      payload: {
        queixa_principal: `${marker}-queixa`,
        historico_familiar: `${marker}-familiar`,
        uso_substancias: `${marker}-substancias`,
        observacoes: `${marker}-obs`,
      },
    });
    expect(an.statusCode).toBe(201);
    await app.inject({
      method: 'PUT',
      url: `/api/anamnese/${an.json().anamnese.id}`,
      headers: user.auth,
      payload: { sono: `${marker}-sono` },
    });
    await createSessao(app, user, p.id, { observacoes: `${marker}-sessao` });

    const [anamneses, sessoes, pacientes] = await Promise.all([
      dump('anamneses'),
      dump('sessoes'),
      dump('pacientes'),
    ]);
    expect(anamneses.length).toBeGreaterThan(0);
    expect(sessoes.length).toBeGreaterThan(0);
    for (const text of [anamneses, sessoes, pacientes]) expect(text).not.toContain(marker);
    // What is there instead: key id, IV, tag and ciphertext.
    expect(anamneses).toMatch(/"queixa_principal":"k1:[^"]+:[^"]+:[^"]+"/);
    expect(sessoes).toMatch(/"observacoes":"k1:[^"]+:[^"]+:[^"]+"/);

    const anamnese = (await app.inject({ url: `/api/paciente/${p.id}/anamnese`, headers: user.auth })).json()
      .anamnese;
    expect(anamnese).toMatchObject({
      queixa_principal: `${marker}-queixa`,
      historico_familiar: `${marker}-familiar`,
      uso_substancias: `${marker}-substancias`,
      sono: `${marker}-sono`,
      observacoes: `${marker}-obs`,
    });
    const lista = (await app.inject({ url: `/api/paciente/${p.id}/sessoes`, headers: user.auth })).json();
    expect(lista.sessoes[0].observacoes).toBe(`${marker}-sessao`);
    const paciente = (await app.inject({ url: `/api/paciente/${p.id}`, headers: user.auth })).json().paciente;
    expect(paciente.observacoes).toBe(`${marker}-paciente`);
  });
});
