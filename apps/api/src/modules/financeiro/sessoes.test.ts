import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import {
  cadastrarPaciente,
  createEssencialUser,
  createSessao,
  daysAgo,
  lancar,
  listar,
  setPlan,
} from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
});
afterAll(async () => {
  await app.close();
});

const postSessao = (who: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/sessao', headers: who.auth, payload });
const deleteSessao = (id: string, query = '') =>
  app.inject({ method: 'DELETE', url: `/api/sessao/${id}${query}`, headers: user.auth });
const sessoesDo = async (who: TestUser, pacienteId: string) =>
  (await app.inject({ url: `/api/paciente/${pacienteId}/sessoes`, headers: who.auth })).json().pagination
    .total;

describe('POST /sessao with gerar_lancamento', () => {
  it('creates the paid receita of a paid session, with the patient as payer', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Helena Prado', valor_sessao: 180 });
    const data = daysAgo(2);
    const s = await createSessao(app, user, p.id, {
      data,
      pago: true,
      forma_pagamento: 'pix',
      gerar_lancamento: true,
    });
    const { financeiros } = await listar(app, user, `?paciente_id=${p.id}`);
    expect(financeiros).toHaveLength(1);
    expect(financeiros[0]).toMatchObject({
      tipo: 'receita',
      categoria: 'sessao',
      valor: 180,
      data,
      data_pagamento: data,
      status: 'pago',
      forma_pagamento: 'pix',
      paciente_id: p.id,
      paciente_nome: 'Helena Prado',
      sessao_id: s.id,
      origem: 'pessoa_fisica',
      pagador_nome: 'Helena Prado',
      pagador_cpf: p.cpf,
      beneficiario_cpf: null,
    });
    expect(financeiros[0].descricao).toContain('Helena Prado');
  });

  it("creates a pending receita of an unpaid session; a minor's responsável pays", async () => {
    const respCpf = randomCpf();
    const p = await cadastrarPaciente(app, user, {
      nome: 'Lia Martins',
      data_nascimento: '2015-08-20',
      responsavel: { nome: 'Otávio Martins', cpf: respCpf, telefone: '(21) 99876-5432', parentesco: 'Pai' },
    });
    await createSessao(app, user, p.id, { valor: 120.5, gerar_lancamento: true });
    const [receita] = (await listar(app, user, `?paciente_id=${p.id}`)).financeiros;
    expect(receita).toMatchObject({
      status: 'pendente',
      data_pagamento: null,
      valor: 120.5,
      pagador_nome: 'Otávio Martins',
      pagador_cpf: respCpf,
      beneficiario_cpf: p.cpf,
    });
  });

  it('left out, creates the receita of a session with a value paid or held; nothing when asked not to', async () => {
    const p = await cadastrarPaciente(app, user, { valor_sessao: 100 });
    const paga = await createSessao(app, user, p.id, { pago: true, data: daysAgo(3) });
    const aReceber = await createSessao(app, user, p.id, { pago: false, data: daysAgo(2) });
    await createSessao(app, user, p.id, { pago: true, data: daysAgo(1), gerar_lancamento: false });
    await createSessao(app, user, p.id, { pago: false, presenca: 'falta', data: daysAgo(1) });
    const financeiros = (await listar(app, user, `?paciente_id=${p.id}`)).financeiros as unknown as {
      sessao_id: string;
      status: string;
      valor: number;
    }[];
    expect(
      financeiros
        .map((f: { sessao_id: string; status: string; valor: number }) => [f.sessao_id, f.status, f.valor])
        .sort(),
    ).toEqual(
      [
        [paga.id, 'pago', 100],
        [aReceber.id, 'pendente', 100],
      ].sort(),
    );
  });

  it('refuses a session without a value (422) and registers nothing', async () => {
    const p = await cadastrarPaciente(app, user);
    for (const valor of [null, 0]) {
      const res = await postSessao(user, {
        paciente_id: p.id,
        data: daysAgo(1),
        presenca: 'realizada',
        valor,
        gerar_lancamento: true,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.valor[0]).toMatch(/valor da sessão/);
    }
    expect(await sessoesDo(user, p.id)).toBe(0);
  });

  it('creates the receita on Gratuito and on a paused plan too: after the upgrade Finance has every income', async () => {
    const gratuito = await createUser(app);
    const p = await cadastrarPaciente(app, gratuito);
    const payload = { paciente_id: p.id, data: daysAgo(1), presenca: 'realizada', valor: 180, pago: true };
    expect((await postSessao(gratuito, payload)).statusCode).toBe(201);
    expect((await postSessao(gratuito, { ...payload, gerar_lancamento: true })).statusCode).toBe(201);
    // Finance itself stays closed on Gratuito…
    expect((await app.inject({ url: '/api/financeiros', headers: gratuito.auth })).statusCode).toBe(403);
    // …and after the upgrade it has both.
    await setPlan(app, gratuito.id, 'essencial');
    expect((await listar(app, gratuito, `?paciente_id=${p.id}`)).pagination.total).toBe(2);

    const pausado = await createEssencialUser(app);
    const q = await cadastrarPaciente(app, pausado);
    await setPlan(app, pausado.id, 'essencial', 'INACTIVE');
    expect((await postSessao(pausado, { ...payload, paciente_id: q.id })).statusCode).toBe(201);
    await setPlan(app, pausado.id, 'essencial');
    expect((await listar(app, pausado, `?paciente_id=${q.id}`)).pagination.total).toBe(1);
  });
});

describe('DELETE /sessao/{id} and the receita', () => {
  const comReceita = async () => {
    const p = await cadastrarPaciente(app, user, { valor_sessao: 90 });
    const s = await createSessao(app, user, p.id, { pago: true, gerar_lancamento: true });
    return { p, s };
  };

  it('keeps the receita, unlinked from the session, by default and with excluir_lancamento=false', async () => {
    for (const query of ['', '?excluir_lancamento=false']) {
      const { p, s } = await comReceita();
      expect((await deleteSessao(s.id, query)).statusCode).toBe(204);
      const { financeiros } = await listar(app, user, `?paciente_id=${p.id}`);
      expect(financeiros).toHaveLength(1);
      expect(financeiros[0]).toMatchObject({ sessao_id: null, paciente_id: p.id, valor: 90, status: 'pago' });
    }
  });

  it('deletes the receita with excluir_lancamento=true, and only that one', async () => {
    const { p, s } = await comReceita();
    const avulsa = await lancar(app, user, { paciente_id: p.id });
    expect((await deleteSessao(s.id, '?excluir_lancamento=true')).statusCode).toBe(204);
    const { financeiros } = await listar(app, user, `?paciente_id=${p.id}`);
    expect(financeiros.map((f) => f.id)).toEqual([avulsa.id]);
  });

  it('refuses an invalid excluir_lancamento', async () => {
    const { s } = await comReceita();
    expect((await deleteSessao(s.id, '?excluir_lancamento=talvez')).statusCode).toBe(422);
  });
});

describe('deleting a patient without clinical records', () => {
  it("keeps their entries, detached, with the patient's name as payer", async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Rui Barros', cpf: null });
    const receita = await lancar(app, user, { paciente_id: p.id, status: 'pago' });
    const despesa = await lancar(app, user, { tipo: 'despesa', categoria: 'material', paciente_id: p.id });
    const res = await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: user.auth });
    expect(res.json().arquivado).toBe(false);
    const get = async (id: string) =>
      (await app.inject({ url: `/api/financeiros/${id}`, headers: user.auth })).json().financeiro;
    expect(await get(receita.id)).toMatchObject({
      paciente_id: null,
      paciente_nome: null,
      pagador_nome: 'Rui Barros',
    });
    expect(await get(despesa.id)).toMatchObject({ paciente_id: null, pagador_nome: null });
  });
});

describe('a session and its receita stay in step', () => {
  const estatisticas = async (pacienteId: string) =>
    (await app.inject({ url: `/api/paciente/${pacienteId}/estatisticas`, headers: user.auth })).json();
  const sessao = async (pacienteId: string) =>
    (await app.inject({ url: `/api/paciente/${pacienteId}/sessoes`, headers: user.auth })).json().sessoes[0];

  it('marking the receita paid marks the session paid, and pending again unmarks it', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Otávio Reis', valor_sessao: 150 });
    const s = await createSessao(app, user, p.id, { pago: false, gerar_lancamento: true });
    expect(await estatisticas(p.id)).toMatchObject({ total_recebido: 0, total_pendente: 150 });

    const { financeiros } = await listar(app, user, `?paciente_id=${p.id}`);
    const receita = financeiros[0];
    expect(receita.sessao_id).toBe(s.id);
    const pago = await app.inject({
      method: 'PUT',
      url: `/api/financeiros/${receita.id}`,
      headers: user.auth,
      payload: { status: 'pago', forma_pagamento: 'pix' },
    });
    expect(pago.statusCode).toBe(200);
    expect(await sessao(p.id)).toMatchObject({ pago: true, forma_pagamento: 'pix' });
    expect(await estatisticas(p.id)).toMatchObject({ total_recebido: 150, total_pendente: 0 });

    await app.inject({
      method: 'PUT',
      url: `/api/financeiros/${receita.id}`,
      headers: user.auth,
      payload: { status: 'pendente' },
    });
    expect((await sessao(p.id)).pago).toBe(false);
    expect(await estatisticas(p.id)).toMatchObject({ total_recebido: 0, total_pendente: 150 });
  });
});
