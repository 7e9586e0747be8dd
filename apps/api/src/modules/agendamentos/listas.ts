import {
  type Agendamento,
  type AgendamentosQueryParsed,
  DURACAO_MAXIMA,
  MSG_AGENDAMENTOS,
  type StatusAgendamento,
} from '@consultorio/contracts/agendamentos';
import type { Pagination } from '@consultorio/contracts/common';
import { limiteDoPeriodo, periodoDoMes } from '@consultorio/contracts/tempo';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emMs } from '../../db/json.ts';
import { limiteFixo, preparada } from '../../db/preparadas.ts';
import { agendamentos, pacientes } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paginacao.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import {
  type AgendamentoDoBanco,
  type AgendamentoRow,
  agendamentoDoBanco,
  doUsuario,
  perfilAgenda,
} from './service.ts';

/*
 * The agenda's lists: the calendar's pages, a patient's appointments, the dashboard's next ones. One appointment,
 * its lookups and its steps in the patient's life cycle are ./service.ts; the writes ./escrita.ts.
 */

type Runner = Db | Tx;

const agendamentoJson = (a: PaginaCols) => sql<AgendamentoDoBanco>`json_build_object(
  'id', ${a.id}, 'paciente_id', ${a.paciente_id},
  'paciente', case when ${a.paciente_id} is null then null
    else json_build_object('id', ${a.paciente_id}, 'nome', ${a.nome}, 'nome_social', ${a.nome_social}) end,
  'origem', ${a.origem},
  'reserva', case when ${a.reserva_nome} is null then null
    else json_build_object('nome', ${a.reserva_nome}, 'email', ${a.reserva_email}, 'telefone', ${a.reserva_telefone}) end,
  'inicio', ${emMs(a.inicio)}, 'fim', ${emMs(a.fim)},
  'duracao_minutos', ${a.duracao_minutos}, 'modalidade', ${a.modalidade}, 'local', ${a.local},
  'link_online', ${a.link_online}, 'status', ${a.status}, 'observacoes', ${a.observacoes},
  'valor', ${a.valor_centavos} / 100.0, 'serie_id', ${a.serie_id}, 'frequencia', ${a.serie_frequencia},
  'serie_ordem', ${a.serie_ordem}, 'sessao_id', ${a.sessao_id},
  'lembrete_enviado_em', ${emMs(a.lembrete_enviado_em)}, 'resposta_paciente', ${a.resposta_paciente},
  'created_at', ${emMs(a.created_at)}, 'updated_at', ${emMs(a.updated_at)})`;
/** The columns of a page's row: the appointment's, and its patient's name. */
type PaginaCols = Record<keyof AgendamentoRow | 'nome' | 'nome_social', unknown>;

/**
 * Appointments whose patient is not archived, written without joining the patients: a NOT EXISTS on the account's few
 * archived patients (partial index pacientes_arquivados_idx on (usuario_id, id)). The owner is named in the subquery
 * so that however PostgreSQL runs it (a probe per appointment or one hashed list) it reads only this account's rows.
 */
const semArquivados = sql`not exists (select 1 from ${pacientes} where ${pacientes.usuario_id} = ${sql.placeholder('usuario')} and ${pacientes.id} = ${agendamentos.paciente_id} and ${pacientes.arquivado_em} is not null)`;

/** The filters of a page of the agenda; bounds on the start are instants. */
interface FiltroAgenda {
  /** Month (or year) of the practice's time zone: [de, ate). */
  periodo?: { de: Date; ate: Date };
  de?: Date;
  ate?: Date;
  pacienteId?: string;
  status?: StatusAgendamento[];
}

const p = sql.placeholder;

/**
 * One page and the total in one statement: the count is an uncorrelated subquery (computed once). A page past the
 * end has no row to carry the total, so only then is it counted on its own. The statement is prepared once per
 * combination of filters (db/preparadas.ts): the agenda month is the busiest list of the product.
 */
async function pagina(
  ctx: AppContext,
  usuarioId: string,
  f: FiltroAgenda,
  fuso: string,
  page: number,
  perPage: number,
): Promise<{ agendamentos: Agendamento[]; pagination: Pagination }> {
  // Repeated statuses count once: the number of statuses names the statement, so "agendado" sent a thousand times
  // must not prepare a statement with a thousand placeholders (at most one per status there is).
  const status = f.status ? [...new Set(f.status)] : undefined;
  const nStatus = status?.length ?? 0;
  // The first page is a statement of its own, without OFFSET: PostgreSQL costs an OFFSET parameter as skipping a
  // tenth of the rows, which made the generic plan look costlier than planning for the values, so the month (the
  // first page, as the agenda asks for it) was planned again on every request (db/preparadas.ts).
  const primeira = page === 1;
  const forma = `${f.periodo ? 'm' : ''}${f.de ? 'd' : ''}${f.ate ? 'a' : ''}${f.pacienteId ? 'p' : ''}s${nStatus}`;
  const filtros = and(
    eq(agendamentos.usuario_id, p('usuario')),
    f.periodo ? and(gte(agendamentos.inicio, p('mesDe')), lt(agendamentos.inicio, p('mesAte'))) : undefined,
    f.de ? gte(agendamentos.inicio, p('de')) : undefined,
    f.ate ? lt(agendamentos.inicio, p('ate')) : undefined,
    f.pacienteId ? eq(agendamentos.paciente_id, p('paciente')) : undefined,
    nStatus > 0
      ? inArray(
          agendamentos.status,
          Array.from({ length: nStatus }, (_, i) => p(`s${i}`)),
        )
      : undefined,
  );
  const where = and(filtros, semArquivados);
  const valores: Record<string, unknown> = {
    usuario: usuarioId,
    mesDe: f.periodo?.de.toISOString(),
    mesAte: f.periodo?.ate.toISOString(),
    de: f.de?.toISOString(),
    ate: f.ate?.toISOString(),
    paciente: f.pacienteId,
    limite: perPage,
    deslocamento: (page - 1) * perPage,
  };
  status?.forEach((st, i) => {
    valores[`s${i}`] = st;
  });
  // The total is every appointment of the filters minus those of archived patients, counted from the few archived
  // patients: the NOT EXISTS of the page, checked for each of a month's ~4,000 appointments, would take 2.3 of the
  // page's 5 ms on PostgreSQL; the month's count alone is read from the (usuario_id, inicio) index
  // (docs/decisions/0034-rows-written-as-json-by-the-database.md).
  const contagem = (db: Db) =>
    sql<number>`(${db.select({ n: count() }).from(agendamentos).where(filtros)}) - (${db
      .select({ n: count() })
      .from(pacientes)
      .innerJoin(agendamentos, eq(agendamentos.paciente_id, pacientes.id))
      .where(and(eq(pacientes.usuario_id, p('usuario')), isNotNull(pacientes.arquivado_em), filtros))})`;
  // The page is chosen first (its rows and the total), then only its rows are written as JSON: in one SELECT,
  // PostgreSQL would build the JSON of every row of the month before sorting and keeping a hundred.
  const rows = await preparada(ctx.db, `agenda_pagina_${forma}${primeira ? 'p1' : ''}`, (db) => {
    const pag = db
      .select({
        ...getTableColumns(agendamentos),
        nome: pacientes.nome,
        nome_social: pacientes.nome_social,
        total: sql<number>`(${contagem(db)})::int`.as('total'),
      })
      .from(agendamentos)
      .leftJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
      .where(where)
      .orderBy(asc(agendamentos.inicio), asc(agendamentos.id))
      .limit(p('limite'))
      // Drizzle writes no OFFSET for 0.
      .offset(primeira ? 0 : p('deslocamento'))
      .as('pagina');
    // `total` as a plain expression: Drizzle maps each row's cells by the kind of their field, and a subquery's own
    // field is a proxy that is slower to recognise (100 rows: 73 → 45 µs of its mapping).
    return db
      .select({ agendamento: agendamentoJson(pag), total: sql<number>`${pag.total}` })
      .from(pag)
      .orderBy(asc(pag.inicio), asc(pag.id));
  }).execute(valores);
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : (
          await preparada(ctx.db, `agenda_contagem_${forma}`, (db) =>
            // One row to carry the expression (a drizzle select needs a FROM).
            db.select({ n: contagem(db).mapWith(Number) }).from(sql`(select 1) as um`),
          ).execute(valores)
        )[0].n;
  return {
    agendamentos: rows.map((r) => agendamentoDoBanco(ctx, r.agendamento, fuso)),
    pagination: paginationOf(page, perPage, total),
  };
}

/** `GET /agendamentos`: filters by month, period (by start), patient and status; ordered by start. */
export async function listarAgendamentos(
  ctx: AppContext,
  usuarioId: string,
  q: AgendamentosQueryParsed,
  /** The practice's time zone when the caller already has it (the session's: saves a query). */
  fusoConhecido?: string,
): Promise<{ agendamentos: Agendamento[]; pagination: Pagination }> {
  const fuso = fusoConhecido ?? (await perfilAgenda(ctx.db, usuarioId)).fuso;
  const de = q.inicio ? limiteDoPeriodo(q.inicio, fuso, 'inicio') : undefined;
  const ate = q.fim ? limiteDoPeriodo(q.fim, fuso, 'fim') : undefined;
  if (de && ate && ate <= de) throw unprocessable('fim', MSG_AGENDAMENTOS.periodoInvalido);
  return pagina(
    ctx,
    usuarioId,
    {
      periodo: q.ano === undefined ? undefined : periodoDoMes(q.ano, q.mes, fuso),
      de,
      ate,
      pacienteId: q.paciente_id,
      status: q.status && q.status.length > 0 ? q.status : undefined,
    },
    fuso,
    q.page,
    q.per_page,
  );
}

/** `GET /agendamentos/paciente/{id}`: one patient's appointments, optionally of one month. */
export async function listarAgendamentosDoPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  q: { page: number; per_page: number; mes?: number; ano?: number },
  fusoConhecido?: string,
): Promise<{ agendamentos: Agendamento[]; pagination: Pagination }> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const fuso = fusoConhecido ?? (await perfilAgenda(ctx.db, usuarioId)).fuso;
  const periodo = q.ano === undefined ? undefined : periodoDoMes(q.ano, q.mes, fuso);
  return pagina(ctx, usuarioId, { periodo, pacienteId }, fuso, q.page, q.per_page);
}

/**
 * The next `limite` non-cancelled appointments (those under way included), with the patient's name, as a JSON array
 * the database writes: one value of the dashboard's single statement (GET /dashboard; placeholder `usuario`).
 * `agendamentoDoBanco` finishes each one; the dashboard's contract writes the fields of a summary.
 */
export function proximosAgendamentosJson(r: Runner, limite: number): SQL<AgendamentoDoBanco[]> {
  const q = r
    .select({ ...getTableColumns(agendamentos), nome: pacientes.nome, nome_social: pacientes.nome_social })
    .from(agendamentos)
    .leftJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
    .where(
      and(
        doUsuario(p('usuario')),
        // An appointment lasts at most DURACAO_MAXIMA: this bound on `inicio` lets the index start near now
        // instead of at the first appointment ever; `fim > now()` keeps those under way.
        gt(agendamentos.inicio, sql`now() - make_interval(mins => ${DURACAO_MAXIMA})`),
        gt(agendamentos.fim, sql`now()`),
        ne(agendamentos.status, 'cancelado'),
      ),
    )
    .orderBy(asc(agendamentos.inicio), asc(agendamentos.id))
    .limit(limiteFixo(limite))
    .as('proximos');
  return sql`(select coalesce(json_agg(${agendamentoJson(q)} order by ${q.inicio}, ${q.id}), '[]'::json) from ${q})`;
}
