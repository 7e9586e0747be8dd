import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anamneses,
  anexos,
  auditoria,
  documentos,
  pacientes,
  prontuarios,
  sessoes,
} from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { storedFiles, uploadOne } from '../anexos/testing.ts';
import { createDocumento } from '../documentos/testing.ts';
import { criarProntuario } from '../prontuarios/testing.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser, daysAgo, pacientePayload } from './testing.ts';

/*
 * Archived patients (docs/product.md §8.3): listed with the retention's dates, restored, and erased for good only
 * after 5 years from the latest clinical record or with a stated legal reason, which the audit line keeps.
 */

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

const MOTIVO = 'Ordem judicial do processo 0001234-56.2026.8.26.0100, que determina a exclusão.';

const arquivar = async (id: string, quem = user) => {
  const res = await app.inject({ method: 'DELETE', url: `/api/paciente/${id}`, headers: quem.auth });
  expect(res.json().arquivado).toBe(true);
};
const arquivados = async (quem = user, query = '') =>
  (await app.inject({ url: `/api/pacientes/arquivados${query}`, headers: quem.auth })).json();
const restaurar = (id: string, quem = user) =>
  app.inject({ method: 'POST', url: `/api/paciente/${id}/restaurar`, headers: quem.auth });
const excluir = (id: string, payload?: object, quem = user) =>
  app.inject({
    method: 'DELETE',
    url: `/api/paciente/${id}/definitivo`,
    headers: quem.auth,
    ...(payload ? { payload } : {}),
  });
const linhaDoPaciente = async (id: string) =>
  (await app.ctx.db.select().from(pacientes).where(eq(pacientes.id, id)))[0];
const contar = async (
  tabela: typeof sessoes | typeof prontuarios | typeof documentos | typeof anexos | typeof anamneses,
  id: string,
) =>
  (
    await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(tabela).where(eq(tabela.paciente_id, id))
  )[0].n;
const ultimaAuditoria = async (id: string, acao: 'alterar' | 'excluir') =>
  (
    await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, id), eq(auditoria.usuario_id, user.id), eq(auditoria.acao, acao)))
      .orderBy(desc(auditoria.created_at))
      .limit(1)
  )[0];

/** A patient with a session, a record entry, a document, an anamnese and an attachment, archived. */
async function pacienteArquivadoCompleto(dataSessao = daysAgo(3)) {
  const p = await cadastrarPaciente(app, user, { nome: 'Helena Arquivada' });
  await createSessao(app, user, p.id, { data: dataSessao });
  await criarProntuario(app, user, p.id, { data: dataSessao });
  await createDocumento(app, user, p.id, { data: dataSessao });
  await app.inject({
    method: 'POST',
    url: `/api/paciente/${p.id}/anamnese`,
    headers: user.auth,
    payload: { queixa_principal: 'Insônia.' },
  });
  await uploadOne(app, user, p.id);
  await arquivar(p.id);
  return p;
}

/** Moves every record of the patient (and the archiving) `anos` years and 2 days into the past. */
async function envelhecer(id: string, anos: number) {
  const intervalo = sql.raw(`interval '${anos} years 2 days'`);
  const db = app.ctx.db;
  await db
    .update(sessoes)
    .set({ data: sql`(${sessoes.data} - ${intervalo})::date`, updated_at: sql`now() - ${intervalo}` })
    .where(eq(sessoes.paciente_id, id));
  await db
    .update(prontuarios)
    .set({ data: sql`(${prontuarios.data} - ${intervalo})::date`, updated_at: sql`now() - ${intervalo}` })
    .where(eq(prontuarios.paciente_id, id));
  await db
    .update(documentos)
    .set({ data: sql`(${documentos.data} - ${intervalo})::date`, updated_at: sql`now() - ${intervalo}` })
    .where(eq(documentos.paciente_id, id));
  await db
    .update(anamneses)
    .set({ updated_at: sql`now() - ${intervalo}` })
    .where(eq(anamneses.paciente_id, id));
  await db
    .update(anexos)
    .set({ created_at: sql`now() - ${intervalo}` })
    .where(eq(anexos.paciente_id, id));
  await db
    .update(pacientes)
    .set({ arquivado_em: sql`now() - ${intervalo}` })
    .where(eq(pacientes.id, id));
}

const maisCincoAnos = (dia: string) => `${Number(dia.slice(0, 4)) + 5}${dia.slice(4)}`;

describe('GET /pacientes/arquivados', () => {
  it('lists an archived patient with the date of its latest record and the first day it may be erased', async () => {
    const antigo = daysAgo(40);
    const p = await pacienteArquivadoCompleto(antigo);
    const body = await arquivados();
    const item = body.pacientes.find((x: { id: string }) => x.id === p.id);
    // The attachment and the anamnese were written today: the latest record is today's, not the session's.
    const hoje = new Date().toISOString().slice(0, 10);
    expect(item).toMatchObject({ id: p.id, nome: 'Helena Arquivada', ultimo_registro_em: hoje });
    expect(item.excluir_a_partir_de).toBe(maisCincoAnos(hoje));
    expect(Date.now() - Date.parse(item.arquivado_em)).toBeLessThan(60_000);
    expect(body.pagination).toMatchObject({ page: 1, per_page: 10 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(1);
    // Not in the patients' list.
    const lista = await app.inject({ url: '/api/pacientes?per_page=100', headers: user.auth });
    expect(lista.json().pacientes.map((x: { id: string }) => x.id)).not.toContain(p.id);
  });

  it('counts from the latest record: an old patient may be erased five years after its last session', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id, { data: daysAgo(10) });
    await arquivar(p.id);
    await envelhecer(p.id, 6);
    const item = (await arquivados(user, '?per_page=100')).pacientes.find(
      (x: { id: string }) => x.id === p.id,
    );
    expect(item.ultimo_registro_em < daysAgo(6 * 365)).toBe(true);
    expect(item.excluir_a_partir_de).toBe(maisCincoAnos(item.ultimo_registro_em));
  });

  it('shows only the caller’s archived patients, a page at a time, and validates the page', async () => {
    const outro = await createVitalicioUser(app);
    const p = await cadastrarPaciente(app, outro);
    await createSessao(app, outro, p.id);
    await arquivar(p.id, outro);
    expect((await arquivados()).pacientes.map((x: { id: string }) => x.id)).not.toContain(p.id);
    const doOutro = await arquivados(outro, '?per_page=1');
    expect(doOutro.pacientes.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect(doOutro.pagination).toEqual({ page: 1, per_page: 1, total: 1, last_page: 1 });
    const ruim = await app.inject({ url: '/api/pacientes/arquivados?per_page=1000', headers: user.auth });
    expect(ruim.statusCode).toBe(422);
    expect((await app.inject({ url: '/api/pacientes/arquivados' })).statusCode).toBe(401);
  });
});

describe('POST /paciente/{id}/restaurar', () => {
  it('brings the patient back with every record, and out of the archived list', async () => {
    const p = await pacienteArquivadoCompleto();
    const res = await restaurar(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/restaurado/);
    expect(res.json().paciente).toMatchObject({ id: p.id, nome: 'Helena Arquivada' });
    expect((await app.inject({ url: `/api/paciente/${p.id}`, headers: user.auth })).statusCode).toBe(200);
    const est = await app.inject({ url: `/api/paciente/${p.id}/estatisticas`, headers: user.auth });
    expect(est.json()).toMatchObject({ total_sessoes: 1, prontuarios_count: 1, anexos_count: 1 });
    expect(
      (await arquivados(user, '?per_page=100')).pacientes.map((x: { id: string }) => x.id),
    ).not.toContain(p.id);
    const linha = await ultimaAuditoria(p.id, 'alterar');
    expect(linha).toMatchObject({ acao: 'alterar', entidade: 'paciente', detalhes: { restaurado: true } });
    // Restoring twice: it is no longer archived.
    expect((await restaurar(p.id)).statusCode).toBe(404);
  });

  it('takes a place of the plan: a full Gratuito plan answers 403 and the patient stays archived', async () => {
    const gratuito = await createUser(app);
    const p = await cadastrarPaciente(app, gratuito);
    await createSessao(app, gratuito, p.id);
    await arquivar(p.id, gratuito);
    for (let i = 0; i < 5; i++) await cadastrarPaciente(app, gratuito);
    const res = await restaurar(p.id, gratuito);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ feature: 'limite_pacientes' });
    expect((await linhaDoPaciente(p.id)).arquivado_em).toBeInstanceOf(Date);
  });

  it('refuses (409) while a patient registered after the archiving holds the same CPF', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id);
    await arquivar(p.id);
    await cadastrarPaciente(app, user, pacientePayload({ cpf: p.cpf }));
    const res = await restaurar(p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.cpf).toEqual(['Já existe um paciente com este CPF.']);
  });

  it('answers 404 for another user’s archived patient and for a patient in the list', async () => {
    const outro = await createVitalicioUser(app);
    const dele = await cadastrarPaciente(app, outro);
    await createSessao(app, outro, dele.id);
    await arquivar(dele.id, outro);
    expect((await restaurar(dele.id)).statusCode).toBe(404);
    expect((await linhaDoPaciente(dele.id)).arquivado_em).toBeInstanceOf(Date);
    const ativo = await cadastrarPaciente(app, user);
    expect((await restaurar(ativo.id)).statusCode).toBe(404);
  });
});

describe('DELETE /paciente/{id}/definitivo', () => {
  it('refuses (422) before 5 years without a legal reason, saying until when; nothing is erased', async () => {
    const p = await pacienteArquivadoCompleto();
    const arquivos = storedFiles(app).length;
    for (const payload of [undefined, {}, { motivo_legal: '' }]) {
      const res = await excluir(p.id, payload);
      if (payload?.motivo_legal === '') {
        // An empty reason is a reason too short.
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.motivo_legal[0]).toMatch(/pelo menos 20 caracteres/);
        continue;
      }
      expect(res.statusCode).toBe(422);
      const ate = maisCincoAnos(new Date().toISOString().slice(0, 10));
      const dataBr = `${ate.slice(8, 10)}/${ate.slice(5, 7)}/${ate.slice(0, 4)}`;
      expect(res.json().message).toContain(`guardados até ${dataBr}`);
      expect(res.json().message).toMatch(/motivo legal/);
      expect(res.json().errors.motivo_legal).toHaveLength(1);
    }
    expect(await linhaDoPaciente(p.id)).toBeDefined();
    expect(await contar(sessoes, p.id)).toBe(1);
    expect(await contar(prontuarios, p.id)).toBe(1);
    expect(await contar(documentos, p.id)).toBe(1);
    expect(await contar(anamneses, p.id)).toBe(1);
    expect(await contar(anexos, p.id)).toBe(1);
    expect(storedFiles(app).length).toBe(arquivos);
  });

  it('refuses a legal reason too short to be a statement', async () => {
    const p = await pacienteArquivadoCompleto();
    const res = await excluir(p.id, { motivo_legal: 'pedido' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.motivo_legal).toEqual(['Descreva o motivo legal em pelo menos 20 caracteres.']);
    expect(await linhaDoPaciente(p.id)).toBeDefined();
  });

  it('with a legal reason erases the patient, every area’s rows and the stored files, and audits the reason', async () => {
    const p = await pacienteArquivadoCompleto();
    const arquivos = storedFiles(app).length;
    const res = await excluir(p.id, { motivo_legal: `  ${MOTIVO}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Paciente e registros clínicos excluídos definitivamente.' });
    expect(await linhaDoPaciente(p.id)).toBeUndefined();
    for (const tabela of [sessoes, prontuarios, documentos, anamneses, anexos])
      expect(await contar(tabela, p.id)).toBe(0);
    expect(storedFiles(app).length).toBe(arquivos - 1);
    const linha = await ultimaAuditoria(p.id, 'excluir');
    expect(linha).toMatchObject({ acao: 'excluir', entidade: 'paciente' });
    expect(linha.detalhes).toMatchObject({ definitivo: true, motivo_legal: MOTIVO });
    // The line carries the dates and the reason, no clinical text.
    expect(JSON.stringify(linha.detalhes)).not.toMatch(/Insônia|ansiedade/i);
    expect(
      (await arquivados(user, '?per_page=100')).pacientes.map((x: { id: string }) => x.id),
    ).not.toContain(p.id);
    expect((await excluir(p.id, { motivo_legal: MOTIVO })).statusCode).toBe(404);
  });

  it('after 5 years from the latest record erases without a reason (no body at all), and the audit line says so', async () => {
    const p = await pacienteArquivadoCompleto();
    await envelhecer(p.id, 5);
    const res = await excluir(p.id);
    expect(res.statusCode).toBe(200);
    expect(await linhaDoPaciente(p.id)).toBeUndefined();
    expect(await contar(sessoes, p.id)).toBe(0);
    const linha = await ultimaAuditoria(p.id, 'excluir');
    expect(linha.detalhes).toMatchObject({ definitivo: true, motivo_legal: null });
  });

  it('a record written recently keeps an old patient: 422 until 5 years after that record', async () => {
    const p = await pacienteArquivadoCompleto();
    await envelhecer(p.id, 6);
    // One record entry touched a year ago.
    await app.ctx.db
      .update(prontuarios)
      .set({ updated_at: sql`now() - interval '1 year'` })
      .where(eq(prontuarios.paciente_id, p.id));
    expect((await excluir(p.id)).statusCode).toBe(422);
    expect(await linhaDoPaciente(p.id)).toBeDefined();
  });

  it('a document issued recently counts as a record too, even deleted (docs/product.md §14)', async () => {
    const p = await pacienteArquivadoCompleto();
    await envelhecer(p.id, 6);
    await app.ctx.db
      .update(documentos)
      .set({ data: sql`current_date - 400`, excluido_em: sql`now()` })
      .where(eq(documentos.paciente_id, p.id));
    const res = await excluir(p.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/guardados até/);
    expect(await contar(documentos, p.id)).toBe(1);
  });

  it('answers 404 for another user’s archived patient, a patient in the list and an unknown id', async () => {
    const outro = await createVitalicioUser(app);
    const dele = await cadastrarPaciente(app, outro);
    await createSessao(app, outro, dele.id);
    await arquivar(dele.id, outro);
    await envelhecer(dele.id, 5);
    expect((await excluir(dele.id, { motivo_legal: MOTIVO })).statusCode).toBe(404);
    expect(await linhaDoPaciente(dele.id)).toBeDefined();
    const ativo = await cadastrarPaciente(app, user);
    expect((await excluir(ativo.id, { motivo_legal: MOTIVO })).statusCode).toBe(404);
    expect(await linhaDoPaciente(ativo.id)).toBeDefined();
    expect((await excluir('3f1c2b3a-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await excluir('nao-e-um-id')).statusCode).toBe(422);
  });

  it('a malformed body is refused, never a 500', async () => {
    const p = await pacienteArquivadoCompleto();
    for (const payload of [{ motivo_legal: 12 }, { motivo_legal: 'x'.repeat(1001) }, []]) {
      const res = await excluir(p.id, payload as object);
      expect([400, 422]).toContain(res.statusCode);
    }
    const texto = await app.inject({
      method: 'DELETE',
      url: `/api/paciente/${p.id}/definitivo`,
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"motivo_legal":',
    });
    expect(texto.statusCode).toBe(400);
    expect(await linhaDoPaciente(p.id)).toBeDefined();
  });
});
