import type { AuditoriaQueryParsed, RegistroAuditoria } from '@consultorio/contracts/auditoria';
import type { Pagination } from '@consultorio/contracts/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { auditoria, pacientes } from '../../db/schema.ts';

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
  | 'assinar';

/** What happened, to which record. Never clinical text. */
export interface EntradaAuditoria {
  acao: AcaoAuditoria;
  entidade?: string;
  entidadeId?: string;
  detalhes?: Record<string, unknown>;
}

/**
 * Who acted, on whose account, from where. `usuarioId` is the account whose trail the line joins (its data was
 * touched; null for a failed login of no account); `autorId` is the person who acted — the titular herself or a
 * secretária of hers (docs/product.md §15). A request's actor comes from its session (`atorDaRequisicao`); a
 * scheduled job, the seed or the operator's CLI act as the system (`atorDoSistema`).
 */
export interface Ator {
  usuarioId: string | null;
  autorId: string | null;
  /** The author's name when it is not the account's titular (a secretária), kept on the line. */
  autorNome?: string | null;
  origem: 'requisicao' | 'tarefa' | 'seed' | 'cli';
  ip: string | null;
  userAgent: string | null;
}

/**
 * The actor of a request: its session's login (the titular or her secretária) acting on the account, or, on a
 * route without a session (a login, the patient's reminder link, the operator's CLI), nobody known acting on the
 * account `usuarioId`.
 */
export function atorDaRequisicao(req: FastifyRequest, usuarioId?: string | null): Ator {
  const daSessao = req.auth?.usuarioId ?? null;
  return {
    usuarioId: usuarioId === undefined ? daSessao : usuarioId,
    autorId: req.auth?.atorId ?? null,
    autorNome: req.auth?.atorNome ?? null,
    origem: 'requisicao',
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
  };
}

/** The system acting on a user's account: a scheduled job, the seed, the operator's CLI. */
export const atorDoSistema = (usuarioId: string | null, origem: 'tarefa' | 'seed' | 'cli'): Ator => ({
  usuarioId,
  autorId: null,
  origem,
  ip: null,
  userAgent: null,
});

/**
 * The one way an audit line is written (docs/security.md): by routes (their handlers' `auditoria`, see
 * plugins/endpoints.ts), services, jobs, the seed and the CLI alike. Runs on `db`, the caller's transaction when
 * there is one. A line by someone other than the account's user, or by the system, says who in `detalhes`.
 */
export async function registrarAuditoria(db: Db | Tx, ator: Ator, entrada: EntradaAuditoria): Promise<void> {
  const outroAutor = ator.autorId !== null && ator.autorId !== ator.usuarioId;
  const detalhes =
    outroAutor || ator.origem !== 'requisicao'
      ? {
          ...entrada.detalhes,
          ...(outroAutor ? { autor_id: ator.autorId, autor_nome: ator.autorNome ?? null } : {}),
          ...(ator.origem !== 'requisicao' ? { origem: ator.origem } : {}),
        }
      : entrada.detalhes;
  await db.insert(auditoria).values({
    usuario_id: ator.usuarioId,
    acao: entrada.acao,
    entidade: entrada.entidade,
    entidade_id: entrada.entidadeId,
    detalhes,
    ip: ator.ip,
    user_agent: ator.userAgent,
  });
}

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
export async function listAuditoria(
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
