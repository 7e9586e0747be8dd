import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, usuarios } from '../../db/schema.ts';
import { expirarPlanos } from '../../jobs/expirar-planos.ts';
import { atorDoSistema } from '../../lib/ator.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { backupsDiarios } from '../conta/service.ts';
import { setPlan } from '../pacientes/testing.ts';
import { registrarAuditoria } from './service.ts';

/*
 * One audit mechanism for every actor (docs/security.md): a request writes its session's user, the system (a
 * scheduled job, the seed, the CLI) says so in `detalhes.origem`, and someone acting on another's account is named
 * in `detalhes.autor_id`.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const linhas = (usuarioId: string, entidade: string) =>
  app.ctx.db
    .select({ acao: auditoria.acao, detalhes: auditoria.detalhes, ip: auditoria.ip })
    .from(auditoria)
    .where(and(eq(auditoria.usuario_id, usuarioId), eq(auditoria.entidade, entidade)));

describe('the audit trail names who acted', () => {
  it('a scheduled job that pauses an expired plan writes the line as the system', async () => {
    const user = await createUser(app);
    await setPlan(app, user.id, 'essencial');
    await app.ctx.db
      .update(usuarios)
      .set({ plano_expira_em: sql`now() - interval '1 day'` })
      .where(eq(usuarios.id, user.id));
    await expirarPlanos(app.ctx);
    expect(await linhas(user.id, 'plano')).toEqual([
      { acao: 'alterar', detalhes: { status: 'INACTIVE', origem: 'tarefa' }, ip: null },
    ]);
  });

  it('the daily backup job writes its backup as the system', async () => {
    const user = await createUser(app);
    await setPlan(app, user.id, 'vitalicio');
    expect(await backupsDiarios(app.ctx, { usuarios: [user.id] })).toBe(1);
    expect(await linhas(user.id, 'backup')).toEqual([
      { acao: 'criar', detalhes: { origem: 'tarefa' }, ip: null },
    ]);
  });

  it('someone acting on another account is named beside the account', async () => {
    const titular = await createUser(app);
    const membro = await createUser(app);
    await registrarAuditoria(
      app.ctx.db,
      {
        tipo: 'secretaria',
        usuario_id: membro.id,
        conta_id: titular.id,
        nome: 'Joana Recepção',
        origem: 'requisicao',
        ip: '10.0.0.1',
        user_agent: null,
      },
      { acao: 'visualizar', entidade: 'paciente' },
    );
    await registrarAuditoria(app.ctx.db, atorDoSistema(titular.id, 'cli'), {
      acao: 'alterar',
      entidade: 'paciente',
    });
    const rows = await linhas(titular.id, 'paciente');
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          acao: 'visualizar',
          detalhes: { autor_id: membro.id, autor_nome: 'Joana Recepção' },
          ip: '10.0.0.1',
        },
        { acao: 'alterar', detalhes: { origem: 'cli' }, ip: null },
      ]),
    );
  });
});
