import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeiros } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { lancar, setPlan } from '../financeiro/testing.ts';
import { ascii, historico, valorCsv } from './escrituracao-csv.ts';
import { createEssencialUser, despesaPaga, get, post, receitaPaga } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const CPF_PAGADOR = '52998224725';
const CPF_FILHO = '11144477735';
const CRP = () => `06/${String(Math.floor(100000 + Math.random() * 899999))}`;

type Json = Record<string, unknown>;
const previa = async (user: TestUser, query: string) => {
  const res = await get(app, user, `/carne-leao/escrituracao?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const arquivo = (user: TestUser, nome: 'rendimentos' | 'pagamentos', query: string) =>
  get(app, user, `/carne-leao/escrituracao/${nome}.csv?${query}`);
const linhas = (csv: string) => csv.split('\r\n').slice(0, -1);
const situacao = async (user: TestUser, id: string) =>
  (await get(app, user, `/financeiros/${id}`)).json().financeiro.carne_leao_situacao;
const put = (user: TestUser, id: string, payload: Json) =>
  app.inject({ method: 'PUT', url: `/api/financeiros/${id}`, headers: user.auth, payload });

describe('the file layout', () => {
  it('folds accents to plain ASCII, keeps no separator and cuts the histórico at 255', () => {
    expect(ascii('Sessão de avaliação — Conceição; ª º ß')).toBe('Sessao de avaliacao Conceicao, a o ss');
    expect(historico(`Aluguel; ${'é'.repeat(300)}`)).toHaveLength(255);
    expect(historico('Aluguel; março')).toBe('Aluguel, marco');
  });

  it('writes values with a decimal comma and no thousands separator', () => {
    expect(valorCsv(123456)).toBe('1234,56');
    expect(valorCsv(5)).toBe('0,05');
    expect(valorCsv(999999999)).toBe('9999999,99');
  });
});

describe('GET /carne-leao/escrituracao/rendimentos.csv', () => {
  let user: TestUser;
  let cpf: string;
  let crp: string;
  beforeAll(async () => {
    cpf = randomCpf();
    crp = CRP();
    user = await createEssencialUser(app, { cpf, crp });
    await receitaPaga(app, user, 1234.56, '2026-03-05', { descricao: 'Sessão — João Silva, ansiedade' });
    await receitaPaga(app, user, 200, '2026-03-06', { beneficiario_cpf: CPF_FILHO });
    await receitaPaga(app, user, 300, '2026-03-07', { origem: 'exterior', pagador_cpf: null });
    // Not in the file: company income, a pending receita, another month.
    await receitaPaga(app, user, 999, '2026-03-08', { origem: 'pessoa_juridica' });
    await lancar(app, user, { valor: 50, data: '2026-03-09', status: 'pendente' });
    await receitaPaga(app, user, 80, '2026-04-01');
  });

  it('has one 16-field line per paid PF/EX receita of the period, CRLF, no header, ASCII', async () => {
    const res = await arquivo(user, 'rendimentos', 'ano=2026&mes=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('carne-leao-rendimentos-2026-03.csv');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body).toMatch(/^[\x20-\x7e\r\n]*$/);
    const [a, b, c, ...resto] = linhas(res.body).map((l) => l.split(';'));
    expect(resto).toEqual([]);
    expect(a).toEqual([
      '05/03/2026',
      'R01.001.001',
      '255',
      '1234,56',
      '',
      'Atendimento psicologico',
      'PF',
      CPF_PAGADOR,
      CPF_PAGADOR,
      '',
      '',
      '',
      '',
      'S',
      cpf,
      crp,
    ]);
    // Nothing clinical and no patient's name leaves in the file.
    expect(res.body).not.toMatch(/Jo[aã]o|ansiedade/);
    expect(b[7]).toBe(CPF_PAGADOR);
    expect(b[8]).toBe(CPF_FILHO);
    expect(c.slice(3, 9)).toEqual(['300,00', '', 'Atendimento psicologico', 'EX', '', '']);
    expect(c[13]).toBe('');
    expect(c).toHaveLength(16);
  });

  it('follows the profile: occupation code and the Receita Saúde switch', async () => {
    const perfil = (await get(app, user, '/user/profile')).json().usuario;
    expect(perfil).toMatchObject({ codigo_ocupacao: '255', emite_receita_saude: true });
    const { id: _id, plano: _p, codigo_ocupacao: _c, emite_receita_saude: _e, ...corpo } = perfil;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: { ...corpo, codigo_ocupacao: '225', emite_receita_saude: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [linha] = linhas((await arquivo(user, 'rendimentos', 'ano=2026&mes=3')).body).map((l) =>
      l.split(';'),
    );
    expect(linha[2]).toBe('225');
    expect(linha[13]).toBe('');
    const semCampos = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: corpo,
    });
    expect(semCampos.json().usuario).toMatchObject({ codigo_ocupacao: '225', emite_receita_saude: false });
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.auth,
      payload: { ...corpo, codigo_ocupacao: '255', emite_receita_saude: true },
    });
  });

  it('takes the whole year without mes, and refuses a bad year or month with 422', async () => {
    expect(linhas((await arquivo(user, 'rendimentos', 'ano=2026')).body)).toHaveLength(4);
    for (const q of ['ano=1999', 'ano=2026&mes=13', 'ano=abc', 'mes=3', 'ano=2026&todos=talvez']) {
      expect((await arquivo(user, 'rendimentos', q)).statusCode, q).toBe(422);
      expect((await get(app, user, `/carne-leao/escrituracao?${q}`)).statusCode, q).toBe(422);
    }
  });
});

describe('GET /carne-leao/escrituracao/pagamentos.csv and the plano de contas', () => {
  it('serves the plano de contas as data', async () => {
    const user = await createEssencialUser(app);
    const { contas } = (await get(app, user, '/carne-leao/plano-de-contas')).json();
    expect(contas).toContainEqual({
      codigo: 'P10.01.00002',
      descricao: 'Aluguel',
      grupo: 'livro_caixa',
      livro_caixa: true,
    });
    expect(contas.filter((c: { livro_caixa: boolean }) => c.livro_caixa)).toHaveLength(14);
    expect(contas.map((c: { codigo: string }) => c.codigo)).toContain('P20.01.00001');
  });

  it('lists paid deductible despesas with their account; the category gives a default; an unknown code is a 422', async () => {
    const user = await createEssencialUser(app);
    const aluguel = await despesaPaga(app, user, 2500, '2026-03-10', {
      descricao: 'Aluguel; sala 3 — março',
    });
    expect(aluguel.codigo_plano_contas).toBe('P10.01.00002');
    const luz = await despesaPaga(app, user, 180.4, '2026-03-11', {
      categoria: 'outro',
      descricao: 'Conta de luz',
      codigo_plano_contas: 'P10.01.00007',
    });
    expect(luz.codigo_plano_contas).toBe('P10.01.00007');
    await despesaPaga(app, user, 90, '2026-03-12', { dedutivel_livro_caixa: false, descricao: 'Lanche' });
    await lancar(app, user, {
      tipo: 'despesa',
      categoria: 'aluguel',
      valor: 10,
      data: '2026-03-13',
      dedutivel_livro_caixa: true,
    });

    const res = await arquivo(user, 'pagamentos', 'ano=2026&mes=3');
    expect(res.statusCode).toBe(200);
    expect(linhas(res.body)).toEqual([
      '10/03/2026;P10.01.00002;2500,00;Aluguel, sala 3 marco',
      '11/03/2026;P10.01.00007;180,40;Conta de luz',
    ]);

    for (const codigo of ['P99.99.99999', 'P20.01.00001']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/financeiros',
        headers: user.auth,
        payload: {
          tipo: 'despesa',
          descricao: 'Despesa',
          valor: 10,
          data: '2026-03-01',
          data_pagamento: '2026-03-01',
          dedutivel_livro_caixa: true,
          codigo_plano_contas: codigo,
        },
      });
      expect(r.statusCode, codigo).toBe(422);
      expect(r.json().errors.codigo_plano_contas).toBeDefined();
    }
    const receitaComConta = await app.inject({
      method: 'POST',
      url: '/api/financeiros',
      headers: user.auth,
      payload: {
        tipo: 'receita',
        descricao: 'Sessão',
        valor: 10,
        data: '2026-03-01',
        codigo_plano_contas: 'P10.01.00002',
      },
    });
    expect(receitaComConta.statusCode).toBe(422);
  });
});

describe('each entry’s situação in the Carnê-Leão', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createEssencialUser(app);
  });

  it('derives it, lets the user mark a receipt issued in the app or undo, and refuses the server’s states', async () => {
    const pf = await receitaPaga(app, user, 150, '2026-05-05');
    expect(pf.carne_leao_situacao).toBe('a_escriturar');
    const pj = await receitaPaga(app, user, 150, '2026-05-05', { origem: 'pessoa_juridica' });
    expect(pj.carne_leao_situacao).toBe('nao_se_aplica');
    const pendente = await lancar(app, user, { valor: 150, data: '2026-05-05' });
    expect(pendente.carne_leao_situacao).toBe('nao_se_aplica');
    const naoDedutivel = await despesaPaga(app, user, 10, '2026-05-05', { dedutivel_livro_caixa: false });
    expect(naoDedutivel.carne_leao_situacao).toBe('nao_se_aplica');

    const marcado = await put(user, pf.id, { carne_leao_situacao: 'recibo_emitido_no_app' });
    expect(marcado.statusCode, marcado.body).toBe(200);
    expect(marcado.json().financeiro.carne_leao_situacao).toBe('recibo_emitido_no_app');
    // Never exported again, not even with todos=true.
    const todos = await arquivo(user, 'rendimentos', 'ano=2026&mes=5&todos=true');
    expect(todos.body).toBe('');

    expect(
      (await put(user, pf.id, { carne_leao_situacao: 'a_escriturar' })).json().financeiro.carne_leao_situacao,
    ).toBe('a_escriturar');
    for (const [id, s] of [
      [pf.id, 'escriturado'],
      [pf.id, 'nao_se_aplica'],
      [pj.id, 'recibo_emitido_no_app'],
      [pendente.id, 'recibo_emitido_no_app'],
      [naoDedutivel.id, 'a_escriturar'],
    ]) {
      const r = await put(user, id, { carne_leao_situacao: s });
      expect(r.statusCode, `${s}`).toBe(422);
      expect(r.json().errors.carne_leao_situacao).toBeDefined();
    }
    // Sending back the situação it already has changes nothing.
    expect((await put(user, pj.id, { carne_leao_situacao: 'nao_se_aplica', valor: 160 })).statusCode).toBe(
      200,
    );
    expect(await situacao(user, pf.id)).toBe('a_escriturar');
  });

  it('creates an entry already marked as issued in the app', async () => {
    const r = await receitaPaga(app, user, 100, '2026-05-20', {
      carne_leao_situacao: 'recibo_emitido_no_app',
    });
    expect(r.carne_leao_situacao).toBe('recibo_emitido_no_app');
  });
});

describe('preview, pendências, confirmation and the Receita Saúde count', () => {
  let user: TestUser;
  let outro: TestUser;
  beforeAll(async () => {
    user = await createEssencialUser(app);
    outro = await createEssencialUser(app);
  });

  it('goes from a_escriturar to escriturado; only todos=true brings them back; the count falls to zero', async () => {
    const a = await receitaPaga(app, user, 150, '2026-06-02');
    const b = await receitaPaga(app, user, 150, '2026-07-03');
    const semCpf = await receitaPaga(app, user, 150, '2026-07-04', { pagador_cpf: null });
    const ex = await receitaPaga(app, user, 400, '2026-07-05', { origem: 'exterior', pagador_cpf: null });
    const aluguel = await despesaPaga(app, user, 1000, '2026-07-06');
    const alheia = await receitaPaga(app, outro, 150, '2026-07-03');

    const resumo = (await get(app, user, '/carne-leao/escrituracao/resumo?ano=2026')).json();
    expect(resumo.recibos_pendentes).toBe(3);
    expect(resumo.meses).toHaveLength(12);
    expect(resumo.meses[5]).toEqual({ mes: 6, recibos_pendentes: 1 });
    expect(resumo.meses[6]).toEqual({ mes: 7, recibos_pendentes: 2 });

    const p = await previa(user, 'ano=2026&mes=7');
    expect(p.rendimentos.map((l: Json) => l.lancamento_id)).toEqual([b.id, ex.id]);
    expect(p.pagamentos.map((l: Json) => l.lancamento_id)).toEqual([aluguel.id]);
    expect(p.pendencias).toEqual([
      expect.objectContaining({ lancamento_id: semCpf.id, motivo: expect.stringMatching(/CPF/) }),
    ]);
    expect(p).toMatchObject({ partes: 1, totais: { rendimentos: 550, pagamentos: 1000 } });
    expect(p.rendimentos[0].linha).toBe(
      linhas((await arquivo(user, 'rendimentos', 'ano=2026&mes=7')).body)[0],
    );

    // Another user's id: 404 and nothing changes.
    const alheio = await post(app, user, '/carne-leao/escrituracao/confirmar', { ids: [b.id, alheia.id] });
    expect(alheio.statusCode).toBe(404);
    expect(await situacao(user, b.id)).toBe('a_escriturar');
    expect(await situacao(outro, alheia.id)).toBe('a_escriturar');
    // An entry outside the books: 422 and nothing changes.
    const pj = await receitaPaga(app, user, 150, '2026-07-03', { origem: 'pessoa_juridica' });
    expect(
      (await post(app, user, '/carne-leao/escrituracao/confirmar', { ids: [b.id, pj.id] })).statusCode,
    ).toBe(422);
    expect(await situacao(user, b.id)).toBe('a_escriturar');
    expect((await post(app, user, '/carne-leao/escrituracao/confirmar', { ids: [] })).statusCode).toBe(422);
    expect((await post(app, user, '/carne-leao/escrituracao/confirmar', { ids: ['x'] })).statusCode).toBe(
      422,
    );

    const ok = await post(app, user, '/carne-leao/escrituracao/confirmar', {
      ids: [b.id, ex.id, aluguel.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ escriturados: 3 });
    const lido = (await get(app, user, `/financeiros/${b.id}`)).json().financeiro;
    expect(lido.carne_leao_situacao).toBe('escriturado');
    expect(lido.escriturado_em).toEqual(expect.any(String));

    // Exported once: gone from the files unless todos=true.
    expect((await arquivo(user, 'rendimentos', 'ano=2026&mes=7')).body).toBe('');
    expect((await arquivo(user, 'pagamentos', 'ano=2026&mes=7')).body).toBe('');
    expect(linhas((await arquivo(user, 'rendimentos', 'ano=2026&mes=7&todos=true')).body)).toHaveLength(2);
    expect((await previa(user, 'ano=2026&mes=7&todos=true')).pendencias).toHaveLength(1);

    // The payment without CPF gets one and leaves the pendências; confirming the rest empties the count.
    await put(user, semCpf.id, { pagador_cpf: CPF_PAGADOR });
    expect((await previa(user, 'ano=2026&mes=7')).pendencias).toEqual([]);
    await post(app, user, '/carne-leao/escrituracao/confirmar', { ids: [semCpf.id, a.id] });
    expect((await get(app, user, '/carne-leao/escrituracao/resumo?ano=2026')).json().recibos_pendentes).toBe(
      0,
    );

    // Undoing an import (the Receita's "Desfazer escrituração") puts it back in the file.
    expect((await put(user, b.id, { carne_leao_situacao: 'a_escriturar' })).statusCode).toBe(200);
    expect(linhas((await arquivo(user, 'rendimentos', 'ano=2026&mes=7')).body)).toHaveLength(1);
  });

  it('splits more than 1,000 lines into parts', async () => {
    const cheio = await createEssencialUser(app);
    await app.ctx.db.insert(financeiros).values(
      Array.from({ length: 1001 }, (_, i) => ({
        usuario_id: cheio.id,
        tipo: 'receita',
        descricao: `Sessão ${i}`,
        valor_centavos: 10000 + i,
        data: '2026-02-10',
        data_pagamento: '2026-02-10',
        status: 'pago',
        categoria: 'sessao',
        pagador_cpf: CPF_PAGADOR,
      })),
    );
    const p = await previa(cheio, 'ano=2026&mes=2');
    expect(p).toMatchObject({ partes: 2, partes_rendimentos: 2, partes_pagamentos: 0 });
    const um = await arquivo(cheio, 'rendimentos', 'ano=2026&mes=2');
    const dois = await arquivo(cheio, 'rendimentos', 'ano=2026&mes=2&parte=2');
    expect(linhas(um.body)).toHaveLength(1000);
    expect(linhas(dois.body)).toHaveLength(1);
    expect(dois.headers['content-disposition']).toContain('parte2');
    expect((await arquivo(cheio, 'rendimentos', 'ano=2026&mes=2&parte=3')).statusCode).toBe(422);
  });

  it('is for plans with the Carnê-Leão, and for the logged-in user only', async () => {
    const gratuito = await createUser(app);
    await setPlan(app, gratuito.id, 'gratuito');
    for (const url of [
      '/carne-leao/escrituracao?ano=2026',
      '/carne-leao/escrituracao/rendimentos.csv?ano=2026',
      '/carne-leao/escrituracao/pagamentos.csv?ano=2026',
      '/carne-leao/escrituracao/resumo',
      '/carne-leao/plano-de-contas',
    ]) {
      expect((await get(app, gratuito, url)).statusCode, url).toBe(403);
      expect((await app.inject({ url: `/api${url}` })).statusCode, url).toBe(401);
    }
    expect(
      (await post(app, gratuito, '/carne-leao/escrituracao/confirmar', { ids: [user.id] })).statusCode,
    ).toBe(403);
  });
});
