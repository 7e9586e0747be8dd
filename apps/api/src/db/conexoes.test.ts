import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../test/app.ts';

/*
 * The PostgreSQL pool (db/client.ts): a connection the database closes while it sits idle in the pool (a restart,
 * a failover, an operator's pg_terminate_backend) must not end the server, and the next request is answered on a
 * new connection.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections closed by the database', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await createUser(app);
  });
  afterAll(() => app.close());

  it('leave the server up, and the next request is answered', async () => {
    const antes = await app.inject({ method: 'GET', url: '/api/pacientes', headers: user.auth });
    expect(antes.statusCode).toBe(200);

    // Three statements at once put three connections in the pool; then the database closes all of them.
    const resultados = await Promise.all(
      [1, 2, 3].map(() => app.ctx.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
    );
    const pids = resultados.flatMap((r) =>
      (r as unknown as { rows: Array<{ pid: number }> }).rows.map((x) => x.pid),
    );
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ fechou: boolean }>(
        'select pg_terminate_backend(pid) as fechou from unnest($1::int[]) as pid',
        [pids],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.fechou)).toBe(true);
    } finally {
      await admin.end();
    }
    // The pool hears of each closed connection (its 'error' event) before the next request.
    await new Promise((r) => setTimeout(r, 300));

    const depois = await app.inject({ method: 'GET', url: '/api/pacientes', headers: user.auth });
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toEqual(antes.json());
  });
});
