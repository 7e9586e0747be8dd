import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, contasExcluidas, pagamentos, usuarios } from '../../db/schema.ts';
import { montarEmail } from '../../lib/email/montar.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomEmail } from '../../test/factories.ts';
import { storedFiles, uploadOne } from '../anexos/testing.ts';
import { outboxFor, sendCode } from '../auth/testing.ts';
import { createDocumento } from '../documentos/testing.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser } from '../pacientes/testing.ts';
import { criarProntuario } from '../prontuarios/testing.ts';
import { residuoApagado } from './residuo.ts';
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

/** A plan charge of the user: 'pago' (a payment tax law keeps) or 'pendente' (never paid). */
const cobranca = (usuarioId: string, status: 'pago' | 'pendente') =>
  app.ctx.db.insert(pagamentos).values({
    usuario_id: usuarioId,
    plano_slug: 'vitalicio',
    valor_centavos: 99700,
    status,
    provedor: 'simulador',
    txid: `tx${Date.now()}${Math.random().toString(36).slice(2, 12)}`,
    pix_copia_e_cola: '000201',
    expira_em: new Date(),
    pago_em: status === 'pago' ? new Date() : null,
  });

describe('DELETE /user', () => {
  it('a wrong password → 422 and nothing changes', async () => {
    const user = await createUser(app);
    await cadastrarPaciente(app, user);
    const res = await excluir(user, { senha: 'senhaerrada1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.senha).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/pacientes', headers: user.auth })).json().pacientes,
    ).toHaveLength(1);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('erases patients, records, documents, files, sessions; keeps the plan payments and one audit line; login fails like a wrong password', async () => {
    const user = await createVitalicioUser(app);
    const outro = await createUser(app);
    const paciente = await cadastrarPaciente(app, user);
    await createSessao(app, user, paciente.id, { observacoes: 'nota' });
    await criarProntuario(app, user, paciente.id);
    await createDocumento(app, user, paciente.id);
    await uploadOne(app, user, paciente.id);
    const outroPaciente = await cadastrarPaciente(app, outro);
    await uploadOne(app, outro, outroPaciente.id);
    await cobranca(user.id, 'pago');
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

  it('without a paid plan charge keeps no name, CPF or e-mail: only the audit line (and the unpaid charge)', async () => {
    const semPagamento = await createUser(app, { nome: 'Helena Quintanilha Prado' });
    const soPendente = await createUser(app, { nome: 'Otávio Pendente Ramos' });
    await cobranca(soPendente.id, 'pendente');
    const identidades = await app.ctx.db
      .select({ id: usuarios.id, nome: usuarios.nome, cpf: usuarios.cpf, email: usuarios.email })
      .from(usuarios)
      .where(or(eq(usuarios.id, semPagamento.id), eq(usuarios.id, soPendente.id)));
    expect(identidades).toHaveLength(2);

    expect((await excluir(semPagamento, { senha: semPagamento.senha })).statusCode).toBe(204);
    expect((await excluir(soPendente, { senha: soPendente.senha })).statusCode).toBe(204);

    expect(await linhasDoUsuario(semPagamento.id)).toEqual({ auditoria: 1 });
    expect(await linhasDoUsuario(soPendente.id)).toEqual({ auditoria: 1, pagamentos: 1 });
    for (const quem of identidades) {
      const restos = await app.ctx.db
        .select()
        .from(contasExcluidas)
        .where(
          or(
            eq(contasExcluidas.usuario_id, quem.id),
            eq(contasExcluidas.cpf, quem.cpf ?? ''),
            eq(contasExcluidas.email, quem.email),
            eq(contasExcluidas.nome, quem.nome),
          ),
        );
      expect(restos).toEqual([]);
      const [inerte] = await app.ctx.db.select().from(usuarios).where(eq(usuarios.id, quem.id));
      expect(JSON.stringify(inerte)).not.toContain(quem.email);
      expect(JSON.stringify(inerte)).not.toContain(quem.cpf);
    }
  });

  it("deletes the outbox e-mails sent to the erased user and their patients; another user's stay", async () => {
    const user = await createUser(app);
    const outro = await createUser(app);
    const paciente = await cadastrarPaciente(app, user);
    const emComum = randomEmail('paciente-de-dois');
    await cadastrarPaciente(app, user, { email: emComum });
    await cadastrarPaciente(app, outro, { email: emComum });
    await sendCode(app, user.email);
    await sendCode(app, user.email);
    await sendCode(app, outro.email);
    // What a reminder looks like in the outbox: the patient's address, a name and a time inside.
    for (const to of [paciente.email as string, emComum])
      await app.ctx.mailer.send({
        to,
        ...montarEmail({ assunto: 'Lembrete: sessão amanhã às 14:00', blocos: ['Mariana'] }),
      });
    expect(outboxFor(app, user.email)).toHaveLength(2);

    expect((await excluir(user, { senha: user.senha })).statusCode).toBe(204);
    expect(outboxFor(app, user.email)).toEqual([]);
    expect(outboxFor(app, paciente.email as string)).toEqual([]);
    // Still the address of the other psychologist's patient: that e-mail may be theirs.
    expect(outboxFor(app, emComum)).toHaveLength(1);
    expect(outboxFor(app, outro.email)).toHaveLength(1);
    const outbox = readdirSync(join(app.ctx.config.dataDir, 'outbox'));
    expect(
      outbox.map((f) => readFileSync(join(app.ctx.config.dataDir, 'outbox', f), 'utf8')).join(''),
    ).not.toContain(user.email);
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

/** The files under `root` whose bytes contain `texto` (any case: the search columns keep names lower-case). */
function arquivosCom(root: string, texto: string): string[] {
  const agulhas = [texto, texto.toLowerCase(), texto.toUpperCase()].map((t) => Buffer.from(t, 'utf8'));
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((arquivo) => {
      const bytes = readFileSync(arquivo);
      return agulhas.some((a) => bytes.includes(a));
    });
}

describe('DELETE /user on the embedded database in DATA_DIR', () => {
  let disco: FastifyInstance;
  beforeAll(async () => {
    disco = await buildTestApp({ databaseUrl: undefined });
  }, 60_000);
  afterAll(async () => {
    await disco?.close();
  });

  it("leaves no file under DATA_DIR with the patient's name or the user's e-mail", async () => {
    expect(disco.ctx.database.kind).toBe('pglite');
    const marca = `Xylofrim${Date.now().toString(36)}`;
    const user = await createUser(disco, { email: `${marca.toLowerCase()}@example.com` });
    const paciente = await cadastrarPaciente(disco, user, { nome: `Zeferina ${marca}` });
    await createSessao(disco, user, paciente.id);
    await disco.ctx.db.insert(pagamentos).values({
      usuario_id: user.id,
      plano_slug: 'vitalicio',
      valor_centavos: 99700,
      status: 'pendente',
      provedor: 'simulador',
      txid: `tx${Date.now()}`,
      pix_copia_e_cola: '000201',
      expira_em: new Date(),
    });
    await sendCode(disco, user.email);
    // Written to the files by now (the table, its indexes, the WAL, the outbox): the search below can find them.
    await disco.ctx.db.execute(sql`CHECKPOINT`);
    const dataDir = disco.ctx.config.dataDir;
    expect(arquivosCom(dataDir, marca).length).toBeGreaterThan(2);

    const res = await disco.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: user.auth,
      payload: { senha: user.senha },
    });
    expect(res.statusCode).toBe(204);
    await residuoApagado();
    expect(arquivosCom(dataDir, marca)).toEqual([]);
    expect(arquivosCom(dataDir, user.email)).toEqual([]);
    // The server goes on working on the rewritten tables.
    const outro = await createUser(disco);
    expect((await cadastrarPaciente(disco, outro, { nome: `Outra ${marca}` })).id).toEqual(
      expect.any(String),
    );
  }, 120_000);
});
