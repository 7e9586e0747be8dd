import { onlyDigits } from '@consultorio/contracts/br';
import type { Pagination } from '@consultorio/contracts/common';
import { normalizarCabecalho } from '@consultorio/contracts/importacoes';
import {
  hojeEm,
  type PacienteArquivado,
  type PacienteResumo,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { totalDaPagina } from '../../db/pagina.ts';
import { preparada } from '../../db/preparadas.ts';
import { pacientes } from '../../db/schema.ts';
import { paginationOf } from '../../lib/paginacao.ts';
import { idadeHoje, type PacienteRow } from './linha.ts';
import {
  type ColunasDeOutrasAreas,
  contagemDeArquivados,
  contagemDePacientes,
  formaDaLista,
  type ListPacientesQuery,
  listaDePacientes,
  visivel,
} from './queries.ts';
import { arquivado, datasDaRetencao } from './service.ts';

/*
 * The patients area's lists and searches. What a list shows from other areas (each patient's next appointment, the
 * latest clinical record) comes in as SQL from the read module above the areas (modules/leituras).
 */

type Runner = Db | Tx;

/** The latest clinical record of each patient (a `date` or NULL) as a scalar SQL expression on its id column. */
export type UltimoRegistroSql = (usuarioId: string, pacienteId: SQL) => SQL;

/**
 * `GET /pacientes`: one prepared statement per shape of the request (./queries.ts), which also reads each patient's
 * next appointment and, for the titular, the scales' alert marker (`alerta_escala`) through the other areas'
 * subqueries (`outras`, given by modules/leituras).
 */
export async function buscarPaginaDePacientes(
  ctx: AppContext,
  usuarioId: string,
  q: ListPacientesQuery,
  outras: ColunasDeOutrasAreas,
): Promise<{ pacientes: PacienteResumo[]; pagination: Pagination; arquivados_correspondentes: number }> {
  const forma = formaDaLista(usuarioId, q);
  const opcoes = { planoPorValores: forma.planoPorValores };
  const comAlerta = outras.alertaEscalaSql !== undefined;
  const rows = await preparada(
    ctx.db,
    `pacientes_lista_${forma.nome}${comAlerta ? 'e' : ''}`,
    (db) => listaDePacientes(db, forma, outras),
    opcoes,
  ).execute(forma.valores);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = await totalDaPagina(
    rows,
    q.page,
    async () =>
      (
        await preparada(
          ctx.db,
          `pacientes_contagem_${forma.nome}`,
          (db) => contagemDePacientes(db, forma),
          opcoes,
        ).execute(forma.valores)
      )[0].total,
  );
  // The note under a search that archived patients match too (docs/decisions/0078-archived-patients-read-only.md).
  const arquivados = forma.whereArquivados
    ? (
        await preparada(
          ctx.db,
          `pacientes_arquivados_${forma.nome}`,
          (db) => contagemDeArquivados(db, forma),
          { planoPorValores: true },
        ).execute(forma.valores)
      )[0].total
    : 0;
  const hoje = hojeEm();
  return {
    arquivados_correspondentes: Number(arquivados),
    pacientes: rows.map(({ total: _total, proxima, alerta, ...r }) => ({
      ...r,
      ...(comAlerta ? { alerta_escala: alerta === true } : {}),
      status_tratamento: r.status_tratamento as StatusTratamento,
      modalidade: r.modalidade as PacienteResumo['modalidade'],
      idade: idadeHoje(r.data_nascimento, hoje),
      proxima_sessao: proxima,
    })),
    pagination: paginationOf(q.page, q.per_page, total),
  };
}

/** Every patient of the caller's list, by name (the registration export, modules/importacoes). */
export async function pacientesDaLista(db: Runner, usuarioId: string): Promise<PacienteRow[]> {
  return db
    .select()
    .from(pacientes)
    .where(visivel(usuarioId))
    .orderBy(asc(pacientes.nome), asc(pacientes.id));
}

/** Who is the same person for an import: same CPF, same e-mail (any case), or same name (any case, accents) and phone. */
export interface ChavesDePacientes {
  cpfs: Set<string>;
  emails: Set<string>;
  nomesETelefones: Set<string>;
}

/** The key of a name and phone: "joao silva|11912345678". */
export const chaveNomeTelefone = (nome: string, telefone: string): string =>
  `${normalizarCabecalho(nome)}|${onlyDigits(telefone)}`;

/** The keys of the caller's patients in the list: who is already a patient. */
export async function chavesDosPacientes(db: Runner, usuarioId: string): Promise<ChavesDePacientes> {
  const rows = await db
    .select({
      cpf: pacientes.cpf,
      email: pacientes.email,
      nome: pacientes.nome,
      telefone: pacientes.telefone,
    })
    .from(pacientes)
    .where(visivel(usuarioId));
  const chaves: ChavesDePacientes = { cpfs: new Set(), emails: new Set(), nomesETelefones: new Set() };
  for (const r of rows) {
    if (r.cpf) chaves.cpfs.add(r.cpf);
    if (r.email) chaves.emails.add(r.email.toLowerCase());
    chaves.nomesETelefones.add(chaveNomeTelefone(r.nome, r.telefone));
  }
  return chaves;
}

/** The latest clinical record of one patient (YYYY-MM-DD or null), from `ultimoRegistroSql`. */
export async function ultimoRegistroDe(
  db: Runner,
  usuarioId: string,
  id: string,
  ultimoRegistroSql: UltimoRegistroSql,
): Promise<string | null> {
  const expr = ultimoRegistroSql(usuarioId, sql`${pacientes.id}`);
  const [row] = await db
    .select({ ultimo: sql<string | null>`to_char((${expr})::date, 'YYYY-MM-DD')` })
    .from(pacientes)
    .where(eq(pacientes.id, id));
  return row?.ultimo ?? null;
}

/** `GET /pacientes/arquivados`: a page of the caller's archived patients, the most recently archived first. */
export async function buscarPaginaDeArquivados(
  ctx: AppContext,
  usuarioId: string,
  q: { page: number; per_page: number },
  ultimoRegistroSql: UltimoRegistroSql,
): Promise<{ pacientes: PacienteArquivado[]; pagination: Pagination }> {
  const expr = ultimoRegistroSql(usuarioId, sql`${pacientes.id}`);
  const rows = await ctx.db
    .select({
      id: pacientes.id,
      nome: pacientes.nome,
      arquivado_em: pacientes.arquivado_em,
      ultimo: sql<string | null>`to_char((${expr})::date, 'YYYY-MM-DD')`,
    })
    .from(pacientes)
    .where(arquivado(usuarioId))
    .orderBy(desc(pacientes.arquivado_em), pacientes.id)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pacientes)
    .where(arquivado(usuarioId));
  return {
    pacientes: rows.map((r) => {
      const arquivadoEm = r.arquivado_em as Date;
      return {
        id: r.id,
        nome: r.nome,
        arquivado_em: arquivadoEm.toISOString(),
        ...datasDaRetencao(arquivadoEm, r.ultimo),
      };
    }),
    pagination: paginationOf(q.page, q.per_page, total),
  };
}
