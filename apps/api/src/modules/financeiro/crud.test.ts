import { randomUUID } from 'node:crypto';
import { MSG_FINANCEIRO } from '@consultorio/contracts/financeiro';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import {
  cadastrarPaciente,
  createEssencialUser,
  createSessao,
  lancamentoPayload,
  lancar,
  postLancamento,
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

const put = (id: string, payload: Record<string, unknown>, who = user) =>
  app.inject({ method: 'PUT', url: `/api/financeiros/${id}`, headers: who.auth, payload });
const get = (id: string, who = user) => app.inject({ url: `/api/financeiros/${id}`, headers: who.auth });

describe('POST /financeiros', () => {
  it('creates a receita with every field (money in reais, CPFs as digits)', async () => {
    const p = await cadastrarPaciente(app, user);
    const pagadorCpf = randomCpf();
    const beneficiarioCpf = randomCpf();
    const res = await postLancamento(app, user, {
      tipo: 'receita',
      descricao: 'Avaliação psicológica',
      valor: 1234.56,
      data: '2026-03-10',
      data_pagamento: '2026-03-12',
      status: 'pago',
      categoria: 'avaliacao',
      forma_pagamento: 'pix',
      paciente_id: p.id,
      origem: 'pessoa_fisica',
      pagador_nome: 'Roberto Lima',
      pagador_cpf: `${pagadorCpf.slice(0, 3)}.${pagadorCpf.slice(3, 6)}.${pagadorCpf.slice(6, 9)}-${pagadorCpf.slice(9)}`,
      beneficiario_cpf: beneficiarioCpf,
      observacoes: 'Laudo entregue.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().financeiro).toMatchObject({
      tipo: 'receita',
      descricao: 'Avaliação psicológica',
      valor: 1234.56,
      data: '2026-03-10',
      data_pagamento: '2026-03-12',
      status: 'pago',
      categoria: 'avaliacao',
      forma_pagamento: 'pix',
      paciente_id: p.id,
      paciente_nome: p.nome,
      sessao_id: null,
      origem: 'pessoa_fisica',
      pagador_nome: 'Roberto Lima',
      pagador_cpf: pagadorCpf,
      beneficiario_cpf: beneficiarioCpf,
      dedutivel_livro_caixa: false,
      observacoes: 'Laudo entregue.',
    });
  });

  it('applies the defaults: pendente without a payment date, pago with one, pago on its own date', async () => {
    const pendente = await lancar(app, user, { categoria: undefined });
    expect(pendente).toMatchObject({
      status: 'pendente',
      data_pagamento: null,
      categoria: 'outro',
      origem: 'pessoa_fisica',
      forma_pagamento: null,
      paciente_id: null,
      pagador_nome: null,
    });
    expect(await lancar(app, user, { data_pagamento: '2026-03-15' })).toMatchObject({
      status: 'pago',
      data_pagamento: '2026-03-15',
    });
    expect(await lancar(app, user, { status: 'pago' })).toMatchObject({
      status: 'pago',
      data_pagamento: '2026-03-10',
    });
  });

  it('takes the patient as payer of their receita, or the responsável of a minor', async () => {
    const adulto = await cadastrarPaciente(app, user, { nome: 'Carla Dias' });
    expect(await lancar(app, user, { paciente_id: adulto.id })).toMatchObject({
      pagador_nome: 'Carla Dias',
      pagador_cpf: adulto.cpf,
      beneficiario_cpf: null,
    });
    const respCpf = randomCpf();
    const menor = await cadastrarPaciente(app, user, {
      nome: 'Pedro Souza',
      data_nascimento: '2016-04-02',
      responsavel: { nome: 'Luana Souza', cpf: respCpf, telefone: '(11) 91234-5678', parentesco: 'Mãe' },
    });
    expect(await lancar(app, user, { paciente_id: menor.id })).toMatchObject({
      pagador_nome: 'Luana Souza',
      pagador_cpf: respCpf,
      beneficiario_cpf: menor.cpf,
    });
    // A payer given explicitly wins; a despesa never gets one.
    expect(
      await lancar(app, user, {
        paciente_id: adulto.id,
        pagador_nome: 'Empresa X',
        origem: 'pessoa_juridica',
      }),
    ).toMatchObject({ pagador_nome: 'Empresa X', pagador_cpf: null, origem: 'pessoa_juridica' });
    expect(
      await lancar(app, user, { tipo: 'despesa', categoria: 'material', paciente_id: adulto.id }),
    ).toMatchObject({ pagador_nome: null, paciente_id: adulto.id });
  });

  it('refuses missing and invalid fields with 422 on each field', async () => {
    const res = await postLancamento(app, user, {
      tipo: 'transferencia',
      descricao: '   ',
      valor: 0,
      data: '10/03/2026',
      data_pagamento: 'ontem',
      status: 'quitado',
      forma_pagamento: 'cheque',
      origem: 'marte',
      pagador_cpf: '111.111.111-11',
      beneficiario_cpf: '123',
      paciente_id: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'beneficiario_cpf',
        'data',
        'data_pagamento',
        'descricao',
        'forma_pagamento',
        'origem',
        'paciente_id',
        'pagador_cpf',
        'status',
        'tipo',
        'valor',
      ].sort(),
    );
    const missing = await postLancamento(app, user, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['data', 'descricao', 'tipo', 'valor']);
  });

  it('refuses negative values, more than two decimals and absurd amounts', async () => {
    for (const valor of [-10, 10.005, 10_000_000]) {
      const res = await postLancamento(app, user, lancamentoPayload({ valor }));
      expect(res.statusCode, String(valor)).toBe(422);
      expect(res.json().errors.valor).toHaveLength(1);
    }
  });

  it('validates the category against the tipo', async () => {
    for (const categoria of ['sessao', 'avaliacao', 'supervisao', 'outro']) {
      expect((await postLancamento(app, user, lancamentoPayload({ categoria }))).statusCode).toBe(201);
    }
    for (const categoria of ['aluguel', 'cursos', 'material', 'impostos', 'marketing', 'software']) {
      const res = await postLancamento(app, user, lancamentoPayload({ categoria }));
      expect(res.statusCode, categoria).toBe(422);
      expect(res.json().errors.categoria[0]).toMatch(/receitas/);
    }
    const despesas = [
      'aluguel',
      'supervisao',
      'cursos',
      'material',
      'impostos',
      'marketing',
      'software',
      'outro',
    ];
    for (const categoria of despesas) {
      const res = await postLancamento(app, user, lancamentoPayload({ tipo: 'despesa', categoria }));
      expect(res.statusCode, categoria).toBe(201);
    }
    for (const categoria of ['sessao', 'avaliacao']) {
      const res = await postLancamento(app, user, lancamentoPayload({ tipo: 'despesa', categoria }));
      expect(res.statusCode, categoria).toBe(422);
      expect(res.json().errors.categoria[0]).toMatch(/despesas/);
    }
  });

  it('keeps livro-caixa for despesas and payer fields for receitas; a pending entry has no payment date', async () => {
    const despesa = await lancar(app, user, {
      tipo: 'despesa',
      categoria: 'aluguel',
      dedutivel_livro_caixa: true,
    });
    expect(despesa.dedutivel_livro_caixa).toBe(true);
    const receitaLivro = await postLancamento(app, user, lancamentoPayload({ dedutivel_livro_caixa: true }));
    expect(receitaLivro.statusCode).toBe(422);
    expect(receitaLivro.json().errors).toHaveProperty('dedutivel_livro_caixa');
    const despesaPagador = await postLancamento(
      app,
      user,
      lancamentoPayload({
        tipo: 'despesa',
        categoria: 'aluguel',
        pagador_nome: 'X',
        pagador_cpf: randomCpf(),
      }),
    );
    expect(despesaPagador.statusCode).toBe(422);
    expect(Object.keys(despesaPagador.json().errors).sort()).toEqual(['pagador_cpf', 'pagador_nome']);
    const pendentePago = await postLancamento(
      app,
      user,
      lancamentoPayload({ status: 'pendente', data_pagamento: '2026-03-11' }),
    );
    expect(pendentePago.statusCode).toBe(422);
    expect(pendentePago.json().errors).toHaveProperty('data_pagamento');
  });

  it("refuses another user's patient or an unknown one as a field error, without telling them apart", async () => {
    const other = await createEssencialUser(app);
    const foreign = await cadastrarPaciente(app, other);
    for (const paciente_id of [foreign.id, randomUUID()]) {
      const res = await postLancamento(app, user, lancamentoPayload({ paciente_id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.paciente_id).toEqual(['Paciente não encontrado.']);
    }
    const sessao = await postLancamento(app, user, lancamentoPayload({ sessao_id: randomUUID() }));
    expect(sessao.statusCode).toBe(422);
    expect(sessao.json().errors.sessao_id).toEqual(['Sessão não encontrada.']);
  });

  it("refuses another user's session like an unknown one, and another patient's session of the user", async () => {
    const other = await createEssencialUser(app);
    const foreignPaciente = await cadastrarPaciente(app, other);
    const foreignSessao = await createSessao(app, other, foreignPaciente.id);
    const alheia = await postLancamento(app, user, lancamentoPayload({ sessao_id: foreignSessao.id }));
    expect(alheia.statusCode).toBe(422);
    expect(alheia.json().errors.sessao_id).toEqual([MSG_FINANCEIRO.sessaoInvalida]);

    const ana = await cadastrarPaciente(app, user);
    const bia = await cadastrarPaciente(app, user);
    const sessaoDaBia = await createSessao(app, user, bia.id);
    const trocada = await postLancamento(
      app,
      user,
      lancamentoPayload({ paciente_id: ana.id, sessao_id: sessaoDaBia.id }),
    );
    expect(trocada.statusCode).toBe(422);
    expect(trocada.json().errors.sessao_id).toEqual([MSG_FINANCEIRO.sessaoDeOutroPaciente]);
    // Nothing was stored for either attempt.
    const lista = await app.inject({ url: `/api/financeiros?paciente_id=${ana.id}`, headers: user.auth });
    expect(lista.json().financeiros).toHaveLength(0);
  });
});

describe('GET/PUT/DELETE /financeiros/{id}', () => {
  it('reads one entry', async () => {
    const l = await lancar(app, user);
    const res = await get(l.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().financeiro).toEqual(l);
  });

  it('marks a pending entry as paid in one call, and back', async () => {
    const l = await lancar(app, user, { forma_pagamento: 'dinheiro' });
    const pago = await put(l.id, { status: 'pago', data_pagamento: '2026-04-02' });
    expect(pago.statusCode).toBe(200);
    expect(pago.json().financeiro).toMatchObject({
      status: 'pago',
      data_pagamento: '2026-04-02',
      descricao: l.descricao,
      valor: 150,
      forma_pagamento: 'dinheiro',
    });
    const semData = await put(l.id, { status: 'pendente' });
    expect(semData.json().financeiro).toMatchObject({ status: 'pendente', data_pagamento: null });
    const soStatus = await put(l.id, { status: 'pago' });
    expect(soStatus.json().financeiro).toMatchObject({ status: 'pago', data_pagamento: '2026-03-10' });
    const porData = await put(l.id, { data_pagamento: null });
    expect(porData.json().financeiro).toMatchObject({ status: 'pendente', data_pagamento: null });
  });

  it('replaces the fields sent, clears with null, and keeps the rules on the result', async () => {
    const l = await lancar(app, user, { observacoes: 'primeira', pagador_nome: 'Ana' });
    const res = await put(l.id, { descricao: 'Sessão extra', valor: 99.9, observacoes: null });
    expect(res.json().financeiro).toMatchObject({
      descricao: 'Sessão extra',
      valor: 99.9,
      observacoes: null,
      pagador_nome: 'Ana',
    });
    const categoriaErrada = await put(l.id, { categoria: 'aluguel' });
    expect(categoriaErrada.statusCode).toBe(422);
    expect(categoriaErrada.json().errors).toHaveProperty('categoria');
    // Switching the tipo: a category of the old tipo must be replaced; receita-only fields not sent are cleared.
    const semCategoria = await put(l.id, { tipo: 'despesa' });
    expect(semCategoria.statusCode).toBe(422);
    const despesa = await put(l.id, { tipo: 'despesa', categoria: 'material', dedutivel_livro_caixa: true });
    expect(despesa.statusCode).toBe(200);
    expect(despesa.json().financeiro).toMatchObject({
      tipo: 'despesa',
      categoria: 'material',
      pagador_nome: null,
      dedutivel_livro_caixa: true,
    });
    const receita = await put(l.id, { tipo: 'receita', categoria: 'outro' });
    expect(receita.json().financeiro).toMatchObject({ tipo: 'receita', dedutivel_livro_caixa: false });
    const invalid = await put(l.id, { valor: -1, data: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['data', 'valor']);
  });

  it('links and unlinks a patient', async () => {
    const p = await cadastrarPaciente(app, user);
    const l = await lancar(app, user);
    const linked = await put(l.id, { paciente_id: p.id });
    expect(linked.json().financeiro).toMatchObject({ paciente_id: p.id, paciente_nome: p.nome });
    const unlinked = await put(l.id, { paciente_id: null });
    expect(unlinked.json().financeiro).toMatchObject({ paciente_id: null, paciente_nome: null });
    const bad = await put(l.id, { paciente_id: randomUUID() });
    expect(bad.statusCode).toBe(422);
  });

  it('deletes, then answers 404', async () => {
    const l = await lancar(app, user);
    const res = await app.inject({ method: 'DELETE', url: `/api/financeiros/${l.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Lançamento excluído.' });
    expect((await get(l.id)).statusCode).toBe(404);
    const again = await app.inject({ method: 'DELETE', url: `/api/financeiros/${l.id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 on every route for another user's entry, exactly as for a missing one", async () => {
    const l = await lancar(app, user);
    const other = await createEssencialUser(app);
    for (const id of [l.id, randomUUID()]) {
      const answers = [
        await get(id, other),
        await put(id, { descricao: 'tomada' }, other),
        await app.inject({ method: 'DELETE', url: `/api/financeiros/${id}`, headers: other.auth }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Lançamento não encontrado.' });
      }
    }
    expect((await get(l.id)).json().financeiro.descricao).toBe(l.descricao);
  });

  it('answers 422 for a malformed id and 401 without a session', async () => {
    expect((await get('nao-e-uuid')).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/financeiros' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/financeiros', payload: {} })).statusCode).toBe(401);
  });
});
