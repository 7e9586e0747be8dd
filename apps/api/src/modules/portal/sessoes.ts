import { fusoValido } from '@consultorio/contracts/tempo';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pacientes, planos, portalLinks, portalSessoes, usuarios } from '../../db/schema.ts';
import { type Ator, atorPaciente } from '../../lib/ator.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { type PlanState, planColumns, planStateFrom } from '../planos/service.ts';

/*
 * Portal sessions (docs/decisions/0072-patient-portal-access.md): a table of their own, so that a portal token is
 * never a psychologist's session and the other way round. The same limits as the psychologist's (30 minutes idle,
 * 12 hours absolute, ctx.config.session); a session lives only while its link does.
 */

/** Who a portal request belongs to: the psychologist's account and her patient, every query scopes by both. */
export interface PortalInfo {
  usuarioId: string;
  pacienteId: string;
  pacienteNome: string;
  linkId: string;
  sessaoId: string;
  fuso: string;
  /** How the person was identified when the session opened (null on sessions older than the column). */
  identificacao: 'data_nascimento' | 'codigo' | null;
}

/** A table's rows of the portal's own patient, on the psychologist's account: the scope of every portal read. */
export const doPacienteDoPortal = (
  t: { usuario_id: AnyPgColumn; paciente_id: AnyPgColumn },
  p: Pick<PortalInfo, 'usuarioId' | 'pacienteId'>,
): SQL => and(eq(t.usuario_id, p.usuarioId), eq(t.paciente_id, p.pacienteId)) as SQL;

const TOUCH_AFTER_SECONDS = 60;

/** The patient acting on their own page: on the psychologist's account, named (docs/decisions/0062-who-acted-is-a-value.md). */
export const atorNoPortal = (
  ator: Ator,
  p: Pick<PortalInfo, 'usuarioId' | 'pacienteId' | 'pacienteNome'>,
): Ator => ({ ...atorPaciente(ator, p.usuarioId, p.pacienteId), nome: p.pacienteNome });

/** Opens a portal session on a link; returns the opaque token (only its SHA-256 is stored). */
export async function abrirSessaoPortal(
  ctx: AppContext,
  db: Db | Tx,
  link: { id: string; usuario_id: string; paciente_id: string },
  identificacao: 'data_nascimento' | 'codigo',
): Promise<string> {
  const token = newToken();
  await db.insert(portalSessoes).values({
    link_id: link.id,
    usuario_id: link.usuario_id,
    paciente_id: link.paciente_id,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + ctx.config.session.absoluteSeconds * 1000),
    identificacao,
  });
  return token;
}

/** A live portal session on a live link of a patient not archived, with the psychologist's plan. */
export async function verificarSessaoPortal(
  ctx: AppContext,
  token: string,
): Promise<{ portal: PortalInfo; plan: PlanState } | null> {
  const [row] = await ctx.db
    .select({
      sessaoId: portalSessoes.id,
      linkId: portalSessoes.link_id,
      usuarioId: portalSessoes.usuario_id,
      pacienteId: portalSessoes.paciente_id,
      pacienteNome: pacientes.nome,
      lastUsedAt: portalSessoes.last_used_at,
      identificacao: portalSessoes.identificacao,
      fuso: usuarios.fuso_horario,
      ...planColumns,
    })
    .from(portalSessoes)
    .innerJoin(portalLinks, eq(portalLinks.id, portalSessoes.link_id))
    .innerJoin(
      pacientes,
      and(eq(pacientes.id, portalSessoes.paciente_id), eq(pacientes.usuario_id, portalSessoes.usuario_id)),
    )
    .innerJoin(usuarios, eq(usuarios.id, portalSessoes.usuario_id))
    .leftJoin(planos, eq(planos.slug, usuarios.plano_slug))
    .where(
      and(
        eq(portalSessoes.token_hash, sha256(token)),
        isNull(portalSessoes.revoked_at),
        gt(portalSessoes.expires_at, sql`now()`),
        gt(portalSessoes.last_used_at, sql`now() - make_interval(secs => ${ctx.config.session.idleSeconds})`),
        isNull(portalLinks.revogado_em),
        gt(portalLinks.expira_em, sql`now()`),
        isNull(pacientes.arquivado_em),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
    await ctx.db
      .update(portalSessoes)
      .set({ last_used_at: sql`now()` })
      .where(eq(portalSessoes.id, row.sessaoId));
  }
  return {
    portal: {
      usuarioId: row.usuarioId,
      pacienteId: row.pacienteId,
      pacienteNome: row.pacienteNome,
      linkId: row.linkId,
      sessaoId: row.sessaoId,
      fuso: fusoValido(row.fuso),
      identificacao:
        row.identificacao === 'codigo' || row.identificacao === 'data_nascimento' ? row.identificacao : null,
    },
    plan: planStateFrom(row.usuarioId, row),
  };
}

export async function encerrarSessaoPortal(ctx: AppContext, sessaoId: string): Promise<void> {
  await ctx.db.update(portalSessoes).set({ revoked_at: sql`now()` }).where(eq(portalSessoes.id, sessaoId));
}

/** Ends every open session of a link (revoked or rotated). */
export async function encerrarSessoesDoLink(db: Db | Tx, linkId: string): Promise<void> {
  await db
    .update(portalSessoes)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(portalSessoes.link_id, linkId), isNull(portalSessoes.revoked_at)));
}
