import * as pglite from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comNomeadas, permitirNomeada } from './pglite-preparadas.ts';

/*
 * The embedded database's statements go through db/pglite-preparadas.ts instead of PGlite's own `query`: every
 * answer must be the one PGlite gives (values written, rows read, errors), the allowed texts must really run as named
 * statements, and a failed statement must leave the database usable.
 */

let client: pglite.PGlite;
let puro: pglite.PGlite['query'];

const SELECAO = `select id, nome, nascimento, criado_em, ativo, valor, dados, tags
  from pessoas where criado_em >= $1 and ativo = $2 and ($3::text is null or nome like $3) order by id`;
const POR_ID = 'select nome, dados from pessoas where id = $1';

beforeAll(async () => {
  client = await pglite.PGlite.create();
  puro = client.query.bind(client);
  comNomeadas(client, pglite);
  await client.exec(`
    create table pessoas (id int primary key, nome text not null unique, nascimento date, criado_em timestamptz,
      ativo boolean, valor numeric(10,2), dados jsonb, tags text[]);
    insert into pessoas select g, 'Pessoa ' || g, date '1990-01-01' + g, timestamptz '2026-01-01 12:00Z' + g * interval '1 hour',
      g % 2 = 0, g * 1.5, jsonb_build_object('n', g, 'ç', 'ação'), array['a' || g, 'b'] from generate_series(1, 50) g;`);
  permitirNomeada(SELECAO);
});
afterAll(async () => {
  await client.close();
});

const nomeadas = async () =>
  (await puro<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) =>
    r.statement.replace(/\s+/g, ' '),
  );

describe('statements on PGlite (db/pglite-preparadas.ts)', () => {
  it('an allowed text runs as a named statement and answers as PGlite does, run after run, value after value', async () => {
    // Drizzle's options: rows as arrays, dates left as text.
    const opcoes = { rowMode: 'array' as const, parsers: { [pglite.types.TIMESTAMPTZ]: (v: string) => v } };
    for (let volta = 0; volta < 8; volta++) {
      const valores = [
        new Date(Date.UTC(2026, 0, 1, 12 + volta * 3)),
        volta % 2 === 0,
        volta % 3 ? null : 'Pessoa 1%',
      ];
      const esperado = await puro(SELECAO, valores, opcoes);
      const obtido = await client.query(SELECAO, valores, opcoes);
      expect(obtido.rows).toEqual(esperado.rows);
      expect(obtido.fields).toEqual(esperado.fields);
      expect(obtido.rows.length).toBeGreaterThan(0);
    }
    expect(await nomeadas()).toContain(SELECAO.replace(/\s+/g, ' '));
  });

  it('any other text stays unnamed and gets the same rows, parsed by PGlite (json, numbers, dates)', async () => {
    for (const id of [3, 4, 999]) {
      const obtido = await client.query<{ nome: string; dados: unknown }>(POR_ID, [id]);
      expect(obtido.rows).toEqual((await puro(POR_ID, [id])).rows);
    }
    expect((await client.query<{ dados: unknown }>(POR_ID, [7])).rows[0].dados).toEqual({ n: 7, ç: 'ação' });
    expect(await nomeadas()).not.toContain(POR_ID);
  });

  it('writes land, and a failed statement gives PostgreSQL’s error and leaves the database usable', async () => {
    const inserir = 'insert into pessoas (id, nome, ativo) values ($1, $2, $3) returning id';
    expect((await client.query(inserir, [100, 'Nova', true])).rows).toEqual([{ id: 100 }]);
    const erro = await client.query(inserir, [101, 'Nova', true]).catch((e: unknown) => e);
    expect(erro).toMatchObject({ code: '23505', query: inserir });
    const invalido = await client.query(SELECAO, ['não é data', true, null]).catch((e: unknown) => e);
    expect(invalido).toMatchObject({ code: '22007' });
    expect((await client.query('select count(*)::int as n from pessoas')).rows).toEqual([{ n: 51 }]);
  });

  it('transactions still go through PGlite: a rollback undoes what the transaction wrote', async () => {
    await client
      .transaction(async (tx) => {
        await tx.query('insert into pessoas (id, nome) values ($1, $2)', [200, 'Temporária']);
        throw new Error('desfazer');
      })
      .catch(() => undefined);
    expect((await client.query(POR_ID, [200])).rows).toEqual([]);
  });
});
