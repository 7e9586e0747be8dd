import { describe, expect, it } from 'vitest';
import { resumirSql } from './rastros-otel.ts';

// What a statement's span says of it (docs/operations.md "Traces"): its operation, main table and text, never a value.
describe('resumirSql', () => {
  it('names the operation and the main table of what drizzle sends', () => {
    expect(resumirSql('select "id", "nome" from "pacientes" where "pacientes"."id" = $1 limit $2')).toEqual({
      operacao: 'SELECT',
      tabela: 'pacientes',
      texto: 'select "id", "nome" from "pacientes" where "pacientes"."id" = $1 limit $2',
    });
    expect(resumirSql('insert into "auditoria" ("id", "acao") values (default, $1)').tabela).toBe(
      'auditoria',
    );
    expect(resumirSql('update "usuarios" set "nome" = $1 where "usuarios"."id" = $2').tabela).toBe(
      'usuarios',
    );
    expect(resumirSql('delete from "lembretes_renovacao" where "id" = $1').tabela).toBe(
      'lembretes_renovacao',
    );
  });

  it('leaves the table out where it is not plain to see', () => {
    expect(resumirSql('SELECT pg_try_advisory_lock($1, $2) AS got')).toMatchObject({ operacao: 'SELECT' });
    expect(resumirSql('SELECT pg_try_advisory_lock($1, $2) AS got').tabela).toBeUndefined();
    expect(resumirSql('with x as (select 1) select * from x').tabela).toBeUndefined();
    expect(resumirSql('begin')).toMatchObject({ operacao: 'BEGIN' });
  });

  it('blanks every quoted literal, so a value written into the text never reaches a span', () => {
    const { texto } = resumirSql(
      `select * from "pacientes" where "email" = 'ana@x.com' and "nome" = 'D''Ávila'`,
    );
    expect(texto).toBe(`select * from "pacientes" where "email" = '?' and "nome" = '?'`);
  });
});
