import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pacientes, sessoes } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { etapas } from '../ciclo-paciente/service.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

const del = (id: string) => app.inject({ method: 'DELETE', url: `/api/paciente/${id}`, headers: user.auth });
const get = (id: string) => app.inject({ url: `/api/paciente/${id}`, headers: user.auth });
const listIds = async () =>
  (await app.inject({ url: '/api/pacientes?per_page=100', headers: user.auth }))
    .json()
    .pacientes.map((p: { id: string }) => p.id);
const rowOf = async (id: string) =>
  (await app.ctx.db.select().from(pacientes).where(eq(pacientes.id, id)))[0];
const sessoesOf = async (id: string) => app.ctx.db.select().from(sessoes).where(eq(sessoes.paciente_id, id));

describe('DELETE /paciente/{id}', () => {
  it('deletes a patient without clinical records, with its cancelled sessions', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id, { presenca: 'cancelada' });
    const res = await del(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ arquivado: false, message: 'Paciente excluído.' });
    expect((await get(p.id)).statusCode).toBe(404);
    expect(await rowOf(p.id)).toBeUndefined();
    expect(await sessoesOf(p.id)).toHaveLength(0);
    expect((await del(p.id)).statusCode).toBe(404);
  });

  it('archives a patient with a session held or missed: out of the list, read-only, kept in the database', async () => {
    for (const presenca of ['realizada', 'falta', 'falta_justificada']) {
      const p = await cadastrarPaciente(app, user);
      await createSessao(app, user, p.id, { presenca });
      const res = await del(p.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().arquivado).toBe(true);
      expect(res.json().message).toMatch(/arquivado/);
      expect((await get(p.id)).json().paciente.arquivado_em).toEqual(expect.any(String));
      expect(await listIds()).not.toContain(p.id);
      expect((await rowOf(p.id)).arquivado_em).toBeInstanceOf(Date);
      expect(await sessoesOf(p.id)).toHaveLength(1);
      // The archived patient's record reads as before; a write is a 409
      // (docs/decisions/0078-archived-patients-read-only.md).
      for (const url of [`/api/paciente/${p.id}/sessoes`, `/api/paciente/${p.id}/estatisticas`]) {
        expect((await app.inject({ url, headers: user.auth })).statusCode).toBe(200);
      }
      expect((await del(p.id)).statusCode).toBe(409);
    }
  });

  it('archives a patient with a cancelled session that has notes', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id, {
      presenca: 'cancelada',
      observacoes: 'Paciente pediu para remarcar.',
    });
    expect((await del(p.id)).json().arquivado).toBe(true);
  });

  it('archives a patient with an anamnese', async () => {
    const p = await cadastrarPaciente(app, user);
    const an = await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/anamnese`,
      headers: user.auth,
      payload: { queixa_principal: 'Insônia' },
    });
    expect(an.statusCode).toBe(201);
    expect((await del(p.id)).json().arquivado).toBe(true);
    expect((await app.inject({ url: `/api/paciente/${p.id}/anamnese`, headers: user.auth })).statusCode).toBe(
      200,
    );
    const put = await app.inject({
      method: 'PUT',
      url: `/api/anamnese/${an.json().anamnese.id}`,
      headers: user.auth,
      payload: { sono: 'x' },
    });
    expect(put.statusCode).toBe(409);
  });

  it('lets the same CPF be registered again after the old record was archived', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id);
    await del(p.id);
    const again = await cadastrarPaciente(app, user, { cpf: p.cpf });
    expect(again.cpf).toBe(p.cpf);
  });

  it('asks the patient’s life cycle: a clinical record archives, the dependents go in the same transaction', async () => {
    const calls: string[] = [];
    const comRegistro = await cadastrarPaciente(app, user);
    const semRegistro = await cadastrarPaciente(app, user);
    const ciclo = etapas;
    const { hasClinicalRecords, deleteDependents } = ciclo;
    const registros = vi
      .spyOn(ciclo, 'hasClinicalRecords')
      .mockImplementation(async (db, usuarioId, pacienteId) => {
        expect(usuarioId).toBe(user.id);
        return pacienteId === comRegistro.id || hasClinicalRecords(db, usuarioId, pacienteId);
      });
    const dependentes = vi
      .spyOn(ciclo, 'deleteDependents')
      .mockImplementation(async (tx, usuarioId, pacienteId) => {
        calls.push(pacienteId);
        // Runs inside the deletion's transaction: the patient row is still there.
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(pacientes)
          .where(and(eq(pacientes.id, pacienteId)));
        expect(row.n).toBe(1);
        await deleteDependents(tx, usuarioId, pacienteId);
      });
    try {
      expect((await del(comRegistro.id)).json().arquivado).toBe(true);
      expect((await del(semRegistro.id)).json().arquivado).toBe(false);
      expect(calls).toEqual([semRegistro.id]);
    } finally {
      registros.mockRestore();
      dependentes.mockRestore();
    }
  });

  it('rolls the whole deletion back when a step of the life cycle fails', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id, { presenca: 'cancelada' });
    const ciclo = etapas;
    const { deleteDependents } = ciclo;
    // The sessions go first, then a later step fails: the transaction brings them back.
    const falha = vi
      .spyOn(ciclo, 'deleteDependents')
      .mockImplementation(async (tx, usuarioId, pacienteId) => {
        await deleteDependents(tx, usuarioId, pacienteId);
        throw new Error('falha simulada');
      });
    try {
      expect((await del(p.id)).statusCode).toBe(500);
    } finally {
      falha.mockRestore();
    }
    expect((await get(p.id)).statusCode).toBe(200);
    expect(await sessoesOf(p.id)).toHaveLength(1);
  });
});
