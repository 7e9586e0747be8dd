import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditoria } from '../../db/schema.ts';

/** Actions recorded in the audit trail (DESIGN.md §8). Areas add theirs here. */
export type AcaoAuditoria =
  | 'login'
  | 'login_falhou'
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
  | 'exportar';

export interface AuditEntry {
  usuarioId: string | null;
  acao: AcaoAuditoria;
  entidade?: string;
  entidadeId?: string;
  detalhes?: Record<string, unknown>;
}

/** Records who did what to which record, when, from where. Never stores clinical text. */
export async function recordAudit(ctx: AppContext, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditoria).values({
    usuario_id: entry.usuarioId,
    acao: entry.acao,
    entidade: entry.entidade,
    entidade_id: entry.entidadeId,
    detalhes: entry.detalhes,
    ip: req.ip,
    user_agent: req.headers['user-agent']?.slice(0, 300),
  });
}
