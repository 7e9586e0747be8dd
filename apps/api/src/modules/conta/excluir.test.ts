import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, contasExcluidas, pagamentos } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { storedFiles, uploadOne } from '../anexos/testing.ts';
import { createPaciente, createSessao, createVitalicioUser } from '../pacientes/testing.ts';
import { createProntuario } from '../prontuarios/testing.ts';
import { ligar2fa, totp } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const excluir = (user: TestUser, payload: object) =>
  app.inject({ method: 'DELETE', url: '/api/user', headers: user.auth, payload });
const login = (user: TestUser) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, senha: user.senha } });

/** Rows of the user in every table that has a usuario_id column (new tables included). */
async function linhasDoUsuario(usuarioId: string): Promise<Record<string, number>> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tabelas = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'usuario_id'`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tabelas) {
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where usuario_id = ${usuarioId}`,
    );
    if (n > 0) out[table_name] = n;
  }
  return out;
}

describe('DELETE /user', () => {
  it('a wrong password → 422 and nothing changes', async () => {
    const user = await createUser(app);
    await createPaciente(app, user);
    const res = await excluir(user, { senha: 'senhaerrada1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.senha).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/pacientes', headers: user.auth })).json().pacientes,
    ).toHaveLength(1);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('erases patients, records, files, sessions; keeps the plan payments and one audit line; login fails like a wrong password', async () => {
    const user = await createVitalicioUser(app);
    const outro = await createUser(app);
    const paciente = await createPaciente(app, user);
    await createSessao(app, user, paciente.id, { observacoes: 'nota' });
    await createProntuario(app, user, paciente.id);
    await uploadOne(app, user, paciente.id);
    const outroPaciente = await createPaciente(app, outro);
    await uploadOne(app, outro, outroPaciente.id);
    await app.ctx.db.insert(pagamentos).values({
      usuario_id: user.id,
      plano_slug: 'vitalicio',
      valor_centavos: 99700,
      status: 'pago',
      provedor: 'simulador',
      txid: `tx${Date.now()}${Math.random().toString(36).slice(2, 12)}`,
      pix_copia_e_cola: '000201',
      expira_em: new Date(),
      pago_em: new Date(),
    });
    const arquivosAntes = storedFiles(app).length;

    const res = await excluir(user, { senha: user.senha });
    expect(res.statusCode).toBe(204);

    expect(await linhasDoUsuario(user.id)).toEqual({ auditoria: 1, contas_excluidas: 1, pagamentos: 1 });
    const [linha] = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(linha).toMatchObject({ acao: 'excluir', entidade: 'conta' });
    const [quem] = await app.ctx.db
      .select()
      .from(contasExcluidas)
      .where(eq(contasExcluidas.usuario_id, user.id));
    expect(quem.email).toBe(user.email);
    expect(storedFiles(app)).toHaveLength(arquivosAntes - 1);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).statusCode).toBe(401);
    const depois = await login(user);
    expect(depois.statusCode).toBe(401);
    const naoExiste = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ninguem-aqui@example.com', senha: user.senha },
    });
    expect(depois.json()).toEqual(naoExiste.json());
    // The other user is untouched; the same person may sign up again with the same e-mail.
    expect(
      (await app.inject({ method: 'GET', url: '/api/pacientes', headers: outro.auth })).json().pacientes,
    ).toHaveLength(1);
    const again = await createUser(app, { email: user.email });
    expect(again.email).toBe(user.email);
  });

  it('with 2FA on, asks the code too', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const semCodigo = await excluir(user, { senha: user.senha });
    expect(semCodigo.statusCode).toBe(422);
    expect(semCodigo.json().errors.codigo).toBeDefined();
    expect((await excluir(user, { senha: user.senha, codigo: '000000' })).statusCode).toBe(422);
    expect((await excluir(user, { senha: user.senha, codigo: totp(segredo, 1) })).statusCode).toBe(204);
  });

  it('without a body → 422 with the field error; without a session → 401', async () => {
    const user = await createUser(app);
    const res = await app.inject({ method: 'DELETE', url: '/api/user', headers: user.auth, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.senha).toBeDefined();
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/user', payload: { senha: 'x' } })).statusCode,
    ).toBe(401);
  });
});
