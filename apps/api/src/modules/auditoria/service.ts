import type { AuditoriaQueryParsed, RegistroAuditoria } from '@consultorio/contracts/auditoria';
import type { Pagination } from '@consultorio/contracts/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { preparada } from '../../db/preparadas.ts';
import { auditoria, pacientes } from '../../db/schema.ts';
import type { Ator } from '../../lib/ator.ts';

/** Actions recorded in the audit trail (docs/product.md §9.2). Areas add theirs here. */
export type AcaoAuditoria =
  | 'login'
  | 'login_falhou'
  | 'login_2fa_falhou'
  | 'logout'
  | 'cadastro'
  | 'reset_solicitado'
  | 'reset_concluido'
  | 'senha_alterada'
  | 'perfil_alterado'
  | 'visualizar'
  | 'criar'
  | 'alterar'
  | 'excluir'
  | 'exportar'
  | 'download'
  | 'assinar'
  | 'recusar';

/** What happened, to which record. Never clinical text. */
export interface EntradaAuditoria {
  acao: AcaoAuditoria;
  entidade?: string;
  entidadeId?: string;
  detalhes?: Record<string, unknown>;
}

/**
 * The one way an audit line is written (docs/security.md): by routes (their handlers' `auditoria`, see
 * plugins/endpoints.ts), services, jobs, the seed and the CLI alike. Runs on `db`, the caller's transaction when
 * there is one. A line by someone other than the account's user, or by the system, says who in `detalhes`.
 */
export async function registrarAuditoria(db: Db | Tx, ator: Ator, entrada: EntradaAuditoria): Promise<void> {
  const outroAutor = ator.usuario_id !== null && ator.usuario_id !== ator.conta_id;
  const detalhes =
    outroAutor || ator.origem !== 'requisicao' || ator.tipo === 'paciente'
      ? {
          ...entrada.detalhes,
          ...(outroAutor ? { autor_id: ator.usuario_id, autor_nome: ator.nome } : {}),
          // A patient on their own page (docs/decisions/0072-patient-portal-access.md) is named as the author.
          ...(ator.tipo === 'paciente' && ator.paciente_id
            ? { autor_id: ator.paciente_id, autor_nome: ator.nome, autor_tipo: 'paciente' }
            : {}),
          ...(ator.origem !== 'requisicao' ? { origem: ator.origem } : {}),
        }
      : entrada.detalhes;
  await preparada(db, 'auditoria_linha', inserirLinha).execute({
    usuario_id: ator.conta_id,
    acao: entrada.acao,
    entidade: entrada.entidade ?? null,
    entidade_id: entrada.entidadeId ?? null,
    // A JSON text, cast in the statement: the same on PostgreSQL and PGlite, whatever the driver does with objects.
    detalhes: detalhes === undefined ? null : JSON.stringify(detalhes),
    ip: ator.ip,
    user_agent: ator.user_agent?.slice(0, 300) ?? null,
  });
}

/**
 * The audit line's insert, prepared (db/preparadas.ts): a third of the requests write one, so drizzle builds it
 * once and each connection parses it once.
 */
const inserirLinha = (db: Db | Tx) =>
  db.insert(auditoria).values({
    usuario_id: sql.placeholder('usuario_id'),
    acao: sql.placeholder('acao'),
    entidade: sql.placeholder('entidade'),
    entidade_id: sql.placeholder('entidade_id'),
    detalhes: sql`${sql.placeholder('detalhes')}::jsonb`,
    ip: sql.placeholder('ip'),
    user_agent: sql.placeholder('user_agent'),
  });

// ---------------------------------------------------------------------------------------------------------------
// The user's own trail: GET /user/auditoria

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Entities whose entidade_id is a patient's id (the others name the patient in detalhes.paciente_id). */
const ENTIDADES_DE_PACIENTE = new Set(['paciente', 'sessoes']);

function pacienteDo(row: { entidade: string | null; entidade_id: string | null; detalhes: unknown }) {
  const detalhes = row.detalhes as { paciente_id?: unknown } | null;
  const id =
    typeof detalhes?.paciente_id === 'string'
      ? detalhes.paciente_id
      : row.entidade && ENTIDADES_DE_PACIENTE.has(row.entidade)
        ? row.entidade_id
        : null;
  return id && UUID.test(id) ? id : null;
}

/** The secretária who acted on a line (registrarAuditoria writes her id and name into `detalhes`). */
function autorDe(detalhes: unknown): { autor_id: string | null; autor_nome: string | null } {
  const d = detalhes as { autor_id?: unknown; autor_nome?: unknown } | null;
  return {
    autor_id: typeof d?.autor_id === 'string' ? d.autor_id : null,
    autor_nome: typeof d?.autor_nome === 'string' ? d.autor_nome : null,
  };
}

/**
 * A page of the user's audit trail, newest first. `data_inicio`/`data_fim` are whole days in the user's time
 * zone. Each row names the patient concerned (also an archived one: it is the user's own history).
 */
export async function listarAuditoria(
  ctx: AppContext,
  usuarioId: string,
  q: AuditoriaQueryParsed,
): Promise<{ registros: RegistroAuditoria[]; pagination: Pagination }> {
  const fuso = await fusoDoUsuario(ctx.db, usuarioId);
  const where = and(
    eq(auditoria.usuario_id, usuarioId),
    q.acao ? eq(auditoria.acao, q.acao) : undefined,
    q.data_inicio
      ? sql`${auditoria.created_at} >= (${q.data_inicio}::date::timestamp AT TIME ZONE ${fuso})`
      : undefined,
    q.data_fim
      ? sql`${auditoria.created_at} < ((${q.data_fim}::date + 1)::timestamp AT TIME ZONE ${fuso})`
      : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(auditoria).where(where),
    ctx.db
      .select()
      .from(auditoria)
      .where(where)
      .orderBy(desc(auditoria.created_at), desc(auditoria.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
  ]);
  const ids = [...new Set(rows.map(pacienteDo).filter((id): id is string => id !== null))];
  const nomes = new Map<string, string>();
  if (ids.length > 0) {
    const found = await ctx.db
      .select({ id: pacientes.id, nome: pacientes.nome })
      .from(pacientes)
      .where(and(eq(pacientes.usuario_id, usuarioId), inArray(pacientes.id, ids)));
    for (const p of found) nomes.set(p.id, p.nome);
  }
  return {
    registros: rows.map((row) => {
      const pacienteId = pacienteDo(row);
      return {
        id: row.id,
        acao: row.acao,
        entidade: row.entidade,
        entidade_id: row.entidade_id,
        paciente_id: pacienteId && nomes.has(pacienteId) ? pacienteId : null,
        paciente_nome: pacienteId ? (nomes.get(pacienteId) ?? null) : null,
        ...autorDe(row.detalhes),
        ip: row.ip,
        user_agent: row.user_agent,
        created_at: row.created_at.toISOString(),
      };
    }),
    pagination: {
      page: q.page,
      per_page: q.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / q.per_page)),
    },
  };
}
