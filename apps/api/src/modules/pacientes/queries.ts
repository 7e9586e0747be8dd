import { onlyDigits } from '@consultorio/contracts/br';
import type { StatusTratamento } from '@consultorio/contracts/pacientes';
import { and, asc, count, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pacientes } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';

/*
 * The statements of the patient list and search (`GET /pacientes`), built once per shape of the request and run as
 * prepared statements by ./service.ts (db/preparadas.ts; docs/decisions/0024-patient-search.md).
 */

/** The caller's patients that are not archived. */
export const visivel = (usuarioId: string | Placeholder) =>
  and(eq(pacientes.usuario_id, usuarioId), isNull(pacientes.arquivado_em));

export interface ListPacientesQuery {
  page: number;
  per_page: number;
  busca?: string;
  status_tratamento?: StatusTratamento;
  ordenar: 'nome' | 'ultima_sessao';
}

/**
 * The start of each patient's next appointment as an SQL expression on the patient id column (a timestamptz or
 * NULL); the agenda provides it, through the patient's life cycle (modules/ciclo-paciente).
 */
export type ProximoAgendamentoSql = (usuarioId: string | Placeholder, pacienteId: SQL) => SQL;

/** The scales area's marker of an unseen answer alert, a boolean SQL expression on the patient's id column. */
export type AlertaEscalaSql = (usuarioId: string | Placeholder, pacienteId: SQL) => SQL<boolean>;

/** What the list reads from other areas, as subqueries on each patient of the page (given by modules/leituras). */
export interface ColunasDeOutrasAreas {
  proximoAgendamentoSql: ProximoAgendamentoSql;
  /** Only for the titular: the secretária's list has no clinical marker. */
  alertaEscalaSql?: AlertaEscalaSql;
}

// ---------------------------------------------------------------------------------------------------------------
// The search's words

/**
 * The search: each word must appear in the normalized name, social name, e-mail, CPF or phone. A term made of
 * digits and punctuation ("123.456.789-09", "(11) 98765") is searched by its digits.
 *
 * A word with a run of 3 letters or digits is looked up with LIKE, which the trigram index answers; a shorter one
 * ("12", "jo", "a.b") with strpos, which no index can use: the trigram index cannot narrow such a word down, and
 * under a plan made for any values (a named statement, see FormaDaLista) a LIKE on it makes PostgreSQL read the
 * whole index (docs/decisions/0024-patient-search.md). Both find the same rows.
 */
interface Palavras {
  /** LIKE-escaped, for `LIKE '%' || busca_normalizada(w) || '%'` (what the trigram index looks up). */
  longas: string[];
  /** As typed, for `strpos(busca, busca_normalizada(w)) > 0` (checked on the rows found, no index). */
  curtas: string[];
}

const TEM_TRIGRAMA = /[\p{L}\p{N}]{3}/u;

/** The words of a search (a term of digits and punctuation: its digits), split by how they are looked up. */
function buscaPalavras(busca: string | undefined): Palavras {
  const palavras: Palavras = { longas: [], curtas: [] };
  const term = busca?.trim();
  if (!term) return palavras;
  const words = (/^[\d\s.\-/()+]+$/.test(term) ? [onlyDigits(term)] : term.split(/\s+/).slice(0, 6)).filter(
    Boolean,
  );
  for (const w of words) {
    // An e-mail ("maria.lima@gmail"): the index looks up the part before "@" and the whole word is checked with
    // strpos, the same rows. The domain is shared by many patients, so its trigrams are in most rows and the index
    // would read nearly all their entries for nothing ("paciente42@exemplo" on the bench data: 1.7 ms in the index
    // instead of 4.6; docs/decisions/0024-patient-search.md).
    const local = w.includes('@') ? w.slice(0, w.indexOf('@')) : w;
    if (TEM_TRIGRAMA.test(local)) {
      palavras.longas.push(escapeLike(local));
      if (local !== w) palavras.curtas.push(w);
    } else if (TEM_TRIGRAMA.test(w)) palavras.longas.push(escapeLike(w));
    else palavras.curtas.push(w);
  }
  return palavras;
}

/** The conditions on the placeholders l0, l1… (long words) and c0, c1… (short words) of valoresDasPalavras. */
function condicaoDasPalavras({ longas, curtas }: Palavras): SQL | undefined {
  const p = sql.placeholder;
  const parts = [
    ...longas.map(
      (_, i) => sql`${pacientes.busca} LIKE (select '%' || busca_normalizada(${p(`l${i}`)}) || '%')`,
    ),
    ...curtas.map((_, i) => sql`strpos(${pacientes.busca}, (select busca_normalizada(${p(`c${i}`)}))) > 0`),
  ];
  return parts.length > 0 ? and(...parts) : undefined;
}

const valoresDasPalavras = ({ longas, curtas }: Palavras): Record<string, string> => ({
  ...Object.fromEntries(longas.map((w, i) => [`l${i}`, w])),
  ...Object.fromEntries(curtas.map((w, i) => [`c${i}`, w])),
});

// ---------------------------------------------------------------------------------------------------------------
// The shape of a request and its statements

/**
 * What decides a list request's statement. A search with a word the trigram index can look up (`trigramas`) first
 * gathers its matches in a CTE, counted and sorted there: with the window count the planner costed walking the name
 * index as if the LIMIT stopped it early (it cannot: the count reads every match) and walked 10,000 entries for 500
 * matches. Without such a word (no search, "a", "12") the name index walk in order is the fastest way and stays.
 *
 * One statement per shape, built once. With a trigram word it is a named statement: its plan (the trigram index,
 * then the count and the sort of the matches) holds for any values, and planning it again on each request would cost
 * half of the search (docs/decisions/0024-patient-search.md). Without one, how many patients the short
 * words match decides the plan: an unnamed statement, planned for each request's values (`planoPorValores`).
 */
export interface FormaDaLista {
  /** Names the shape: `pacientes_lista_${nome}`, `pacientes_contagem_${nome}`. */
  nome: string;
  trigramas: boolean;
  porUltima: boolean;
  planoPorValores: boolean;
  /** The conditions, on the placeholders usuario, status and the words'. */
  where: SQL | undefined;
  /**
   * The same search among the archived patients, for the list's note that some match (`arquivados_correspondentes`);
   * undefined without a search word.
   */
  whereArquivados: SQL | undefined;
  /** The placeholders' values. */
  valores: Record<string, unknown>;
}

export function formaDaLista(usuarioId: string, q: ListPacientesQuery): FormaDaLista {
  const palavras = buscaPalavras(q.busca);
  const porUltima = q.ordenar === 'ultima_sessao';
  const trigramas = palavras.longas.length > 0;
  const p = sql.placeholder;
  return {
    nome: `${trigramas ? 't' : 'n'}${porUltima ? 'u' : 'a'}${q.status_tratamento ? 's' : ''}${palavras.longas.length}${palavras.curtas.length}`,
    trigramas,
    porUltima,
    planoPorValores: !trigramas,
    where: and(
      visivel(p('usuario')),
      q.status_tratamento ? eq(pacientes.status_tratamento, p('status')) : undefined,
      condicaoDasPalavras(palavras),
    ),
    whereArquivados:
      palavras.longas.length + palavras.curtas.length === 0
        ? undefined
        : and(
            eq(pacientes.usuario_id, p('usuario')),
            isNotNull(pacientes.arquivado_em),
            q.status_tratamento ? eq(pacientes.status_tratamento, p('status')) : undefined,
            condicaoDasPalavras(palavras),
          ),
    valores: {
      usuario: usuarioId,
      status: q.status_tratamento,
      limite: q.per_page,
      deslocamento: (q.page - 1) * q.per_page,
      ...valoresDasPalavras(palavras),
    },
  };
}

/**
 * The page of ids with the total, from the filtered index (pacientes_usuario_nome_idx holds busca and status): the
 * matches gathered in a CTE with a trigram word, else the name index walked in order with a window count.
 */
function paginaDaLista(db: Db | Tx, forma: FormaDaLista) {
  const p = sql.placeholder;
  const { where, porUltima } = forma;
  const achados = db
    .$with('achados')
    .as(
      db
        .select({ id: pacientes.id, ultima: pacientes.ultima_sessao, nome_ordem: pacientes.nome_ordem })
        .from(pacientes)
        .where(where),
    );
  const pagina = forma.trigramas
    ? db
        .with(achados)
        .select({
          id: achados.id,
          ultima: achados.ultima,
          nome_ordem: achados.nome_ordem,
          total: sql<number>`(select count(*) from ${achados})`.as('total'),
        })
        .from(achados)
        .orderBy(
          ...(porUltima
            ? [sql`${achados.ultima} DESC NULLS LAST`, asc(achados.nome_ordem), asc(achados.id)]
            : [asc(achados.nome_ordem), asc(achados.id)]),
        )
    : db
        .select({
          id: pacientes.id,
          ultima: pacientes.ultima_sessao,
          nome_ordem: pacientes.nome_ordem,
          total: sql<number>`count(*) over ()`.as('total'),
        })
        .from(pacientes)
        .where(where)
        .orderBy(
          ...(porUltima
            ? [sql`${pacientes.ultima_sessao} DESC NULLS LAST`, asc(pacientes.nome_ordem), asc(pacientes.id)]
            : [asc(pacientes.nome_ordem), asc(pacientes.id)]),
        );
  return pagina.limit(p('limite')).offset(p('deslocamento')).as('pagina');
}

/**
 * One statement (docs/decisions/0024-patient-search.md): the page of ids and the total (paginaDaLista), then
 * the page's columns and each patient's next appointment (a correlated subquery the agenda provides).
 */
export function listaDePacientes(
  db: Db | Tx,
  forma: FormaDaLista,
  { proximoAgendamentoSql, alertaEscalaSql }: ColunasDeOutrasAreas,
) {
  const pagina = paginaDaLista(db, forma);
  return db
    .select({
      id: pacientes.id,
      nome: pacientes.nome,
      nome_social: pacientes.nome_social,
      cpf: pacientes.cpf,
      telefone: pacientes.telefone,
      email: pacientes.email,
      status_tratamento: pacientes.status_tratamento,
      modalidade: pacientes.modalidade,
      data_nascimento: pacientes.data_nascimento,
      ultima_sessao: pacientes.ultima_sessao,
      total: pagina.total,
      // ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it.
      proxima: sql<
        string | null
      >`to_char(${proximoAgendamentoSql(sql.placeholder('usuario'), sql`${pacientes.id}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      alerta: alertaEscalaSql
        ? alertaEscalaSql(sql.placeholder('usuario'), sql`${pacientes.id}`)
        : sql<null>`null::boolean`,
    })
    .from(pagina)
    .innerJoin(pacientes, eq(pacientes.id, pagina.id))
    .orderBy(
      ...(forma.porUltima
        ? [sql`${pagina.ultima} DESC NULLS LAST`, asc(pagina.nome_ordem), asc(pagina.id)]
        : [asc(pagina.nome_ordem), asc(pagina.id)]),
    );
}

/** How many archived patients the search matches (`whereArquivados`). */
export const contagemDeArquivados = (db: Db | Tx, forma: FormaDaLista) =>
  db.select({ total: count() }).from(pacientes).where(forma.whereArquivados);

/** The total alone, for a page past the end (no row carries it). */
export const contagemDePacientes = (db: Db | Tx, forma: FormaDaLista) =>
  db.select({ total: count() }).from(pacientes).where(forma.where);
