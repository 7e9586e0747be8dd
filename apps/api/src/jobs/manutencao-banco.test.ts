import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../test/app.ts';
import { JOBS } from './index.ts';
import { manutencaoBanco } from './manutencao-banco.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('manutencao-banco: the embedded database is vacuumed once a day', () => {
  it('is scheduled daily, not at start', () => {
    expect(JOBS.find((j) => j.name === 'manutencao-banco')).toMatchObject({ everyMs: 86_400_000 });
    expect(JOBS.find((j) => j.name === 'manutencao-banco')?.runAtStart).toBeFalsy();
  });

  it('vacuums and analyses on PGlite (no autovacuum there); leaves PostgreSQL to its autovacuum', async () => {
    await createUser(app);
    const ultimo = async () => {
      const res = (await app.ctx.db.execute(
        sql`SELECT last_vacuum::text AS v FROM pg_stat_user_tables WHERE relname = 'usuarios'`,
      )) as unknown as { rows: { v: string | null }[] };
      return res.rows[0]?.v ?? null;
    };
    const antes = await ultimo();
    const resultado = await manutencaoBanco(app.ctx);
    if (app.ctx.database.kind === 'pglite') {
      expect(resultado).toBe(1);
      expect(await ultimo()).not.toBe(antes);
      expect(await ultimo()).not.toBeNull();
    } else {
      expect(resultado).toBeUndefined();
      expect(await ultimo()).toBe(antes);
    }
  });
});
