import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { limiteFixo } from '../../db/preparadas.ts';
import { pacientes, pacientesTotais, sessoesTotais, usuarios } from '../../db/schema.ts';
import { proximosAgendamentosJson } from '../agendamentos/listas.ts';
import { totaisJson } from '../financeiro/dashboard-figures.ts';

/*
 * The statement of `GET /dashboard`, prepared once (db/preparadas.ts), one value per figure: the lists come back as
 * JSON the database writes, the agenda's and the finance's pieces from their areas
 * (docs/decisions/0034-rows-written-as-json-by-the-database.md). Its placeholders: usuario, mes (the month's
 * number), inicio and fim (the month's first day and the next month's), fuso, diaDe and diaAte (the days of
 * sessions read), de and ate (the finance totals' months).
 */

const MAX_ANIVERSARIANTES = 50;
const p = sql.placeholder;

/** The caller's patients that are not archived. */
const meus = () => and(eq(pacientes.usuario_id, p('usuario')), isNull(pacientes.arquivado_em));

/** Birthdays of the month of patients in care or paused, in (day, name) order, at most MAX_ANIVERSARIANTES. */
function aniversariantes(r: Db | Tx) {
  const ordem = [
    sql`extract(month from ${pacientes.data_nascimento})`,
    sql`extract(day from ${pacientes.data_nascimento})`,
    asc(pacientes.nome_ordem),
  ];
  return (
    r
      .select({
        id: pacientes.id,
        nome: pacientes.nome,
        nome_social: pacientes.nome_social,
        nascimento: pacientes.data_nascimento,
        ordem: sql<number>`row_number() over (order by ${sql.join(ordem, sql`, `)})`.as('ordem'),
      })
      .from(pacientes)
      .where(
        and(
          meus(),
          inArray(pacientes.status_tratamento, ['em_atendimento', 'em_pausa']),
          sql`extract(month from ${pacientes.data_nascimento}) = ${p('mes')}`,
        ),
      )
      // The same expressions as the index pacientes_aniversario_idx, so the rows come in this order.
      .orderBy(...ordem)
      .limit(limiteFixo(MAX_ANIVERSARIANTES))
      .as('aniv')
  );
}

/** Sessions per day and presença from sessoes_totais (kept by triggers): a few hundred rows at most. */
const sessoesPorDia = (r: Db | Tx) =>
  r
    .select({ dia: sessoesTotais.dia, presenca: sessoesTotais.presenca, n: sessoesTotais.quantidade })
    .from(sessoesTotais)
    .where(
      and(
        eq(sessoesTotais.usuario_id, p('usuario')),
        gte(sessoesTotais.dia, p('diaDe')),
        lt(sessoesTotais.dia, p('diaAte')),
      ),
    )
    .as('dias');

/** The month's new patients, from a range of pacientes_usuario_criado_idx (the month's bounds in the time zone). */
const novosDoMes = (r: Db | Tx) =>
  r
    .select({ n: sql`count(*)::int` })
    .from(pacientes)
    .where(
      and(
        meus(),
        sql`${pacientes.created_at} >= (${p('inicio')}::timestamp at time zone ${p('fuso')})`,
        sql`${pacientes.created_at} < (${p('fim')}::timestamp at time zone ${p('fuso')})`,
      ),
    );

export function painel(r: Db | Tx) {
  const aniv = aniversariantes(r);
  const dias = sessoesPorDia(r);
  return r
    .select({
      // Active patients from pacientes_totais (kept by triggers), the month's new ones from an index range: no
      // pass over every patient.
      ativos: sql<number>`coalesce((select ${pacientesTotais.quantidade} from ${pacientesTotais} where ${pacientesTotais.usuario_id} = ${p('usuario')} and ${pacientesTotais.status_tratamento} = 'em_atendimento'), 0)::int`,
      novos: sql<number>`(${novosDoMes(r)})`,
      dias: sql<
        Array<[string, string, number]>
      >`(select coalesce(json_agg(json_build_array(${dias.dia}, ${dias.presenca}, ${dias.n})), '[]'::json) from ${dias})`,
      aniversariantes: sql<
        Array<[string, string, string | null, string]>
      >`(select coalesce(json_agg(json_build_array(${aniv.id}, ${aniv.nome}, ${aniv.nome_social}, ${aniv.nascimento}) order by ${aniv.ordem}), '[]'::json) from ${aniv})`,
      totais: totaisJson(r),
      proximos: proximosAgendamentosJson(r, 5),
    })
    .from(usuarios)
    .where(eq(usuarios.id, p('usuario')));
}
