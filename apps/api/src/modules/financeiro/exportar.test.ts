import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { COLUNAS_CSV } from './exportar.ts';
import { cadastrarPaciente, createEssencialUser, lancar } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
});
afterAll(async () => {
  await app.close();
});

const exportar = (query: string, who = user) =>
  app.inject({ url: `/api/financeiros/exportar${query}`, headers: who.auth });

const ler = (body: string) => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

describe('GET /financeiros/exportar', () => {
  it("exports the year's entries for Brazilian Excel and reads back what was saved", async () => {
    const cpf = randomCpf();
    const p = await cadastrarPaciente(app, user, { nome: 'Marta Nogueira' });
    await lancar(app, user, {
      descricao: 'Sessão; com "aspas"',
      valor: 1234.5,
      data: '2026-02-10',
      status: 'pago',
      data_pagamento: '2026-02-11',
      forma_pagamento: 'pix',
      paciente_id: p.id,
      pagador_nome: 'Marta Nogueira',
      pagador_cpf: cpf,
      observacoes: 'linha 1\nlinha 2',
    });
    await lancar(app, user, {
      tipo: 'despesa',
      descricao: '=HYPERLINK("http://x")',
      valor: 0.3,
      data: '2026-01-05',
      categoria: 'aluguel',
      dedutivel_livro_caixa: true,
    });
    await lancar(app, user, { descricao: 'Outro ano', data: '2025-12-31' });
    const other = await createEssencialUser(app);
    await lancar(app, other, { descricao: 'De outra pessoa', data: '2026-03-01' });

    const res = await exportar('?ano=2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="financeiro-2026.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body).toContain('\r\n');

    const [header, ...rows] = ler(res.body);
    expect(header).toEqual([...COLUNAS_CSV]);
    expect(rows).toHaveLength(2);
    const [despesa, receita] = rows;
    const col = (row: string[], name: (typeof COLUNAS_CSV)[number]) => row[COLUNAS_CSV.indexOf(name)];
    expect(col(despesa, 'Data')).toBe('05/01/2026');
    expect(col(despesa, 'Tipo')).toBe('Despesa');
    expect(col(despesa, 'Categoria')).toBe('Aluguel');
    expect(col(despesa, 'Valor (R$)')).toBe('0,30');
    expect(col(despesa, 'Situação')).toBe('Pendente');
    expect(col(despesa, 'Dedutível no livro-caixa')).toBe('Sim');
    expect(col(despesa, 'Descrição')).toBe(`'=HYPERLINK("http://x")`);
    expect(col(receita, 'Descrição')).toBe('Sessão; com "aspas"');
    expect(col(receita, 'Valor (R$)')).toBe('1234,50');
    expect(col(receita, 'Data do pagamento')).toBe('11/02/2026');
    expect(col(receita, 'Situação')).toBe('Pago');
    expect(col(receita, 'Forma de pagamento')).toBe('PIX');
    expect(col(receita, 'Paciente')).toBe('Marta Nogueira');
    expect(col(receita, 'Origem')).toBe('Pessoa física');
    expect(col(receita, 'CPF do pagador')).toBe(
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    );
    expect(col(receita, 'Dedutível no livro-caixa')).toBe('');
    expect(col(receita, 'Observações')).toBe('linha 1\nlinha 2');
  });

  it('exports only the header for a year without entries, and refuses an invalid year', async () => {
    const res = await exportar('?ano=2030');
    expect(res.statusCode).toBe(200);
    expect(ler(res.body)).toEqual([[...COLUNAS_CSV]]);
    expect((await exportar('?ano=dois-mil')).statusCode).toBe(422);
  });
});
