import {
  MSG_PORTAL,
  PORTAL_VALIDADE_DIAS,
  type PortalLinkResponse,
  type PortalStatus,
} from '@consultorio/contracts/portal';
import { dataLocal } from '@consultorio/contracts/tempo';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { pacientes, portalLinks } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { buscarTitular } from '../auth/service.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { emailDoLink } from './mail.ts';
import { encerrarSessoesDoLink } from './sessoes.ts';

/*
 * The patient's link (docs/decisions/0072-patient-portal-access.md): one live link per patient, its token only as
 * SHA-256, 90 days; a new one revokes the previous one and its sessions.
 */

type LinkRow = typeof portalLinks.$inferSelect;
const DIA = 24 * 3600 * 1000;

export const urlDoPortal = (ctx: AppContext, token: string): string =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/portal/${token}`;

/** The live link of a patient: not revoked, not expired. */
export async function linkAtivo(db: Db | Tx, usuarioId: string, pacienteId: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.usuario_id, usuarioId),
        eq(portalLinks.paciente_id, pacienteId),
        isNull(portalLinks.revogado_em),
        gt(portalLinks.expira_em, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes the patient's link (live or expired) and ends its sessions; false when there was none. */
async function revogar(tx: Tx, usuarioId: string, pacienteId: string): Promise<boolean> {
  const revogados = await tx
    .update(portalLinks)
    .set({ revogado_em: sql`now()` })
    .where(
      and(
        eq(portalLinks.usuario_id, usuarioId),
        eq(portalLinks.paciente_id, pacienteId),
        isNull(portalLinks.revogado_em),
      ),
    )
    .returning({ id: portalLinks.id });
  for (const r of revogados) await encerrarSessoesDoLink(tx, r.id);
  return revogados.length > 0;
}

/** `POST /paciente/{id}/portal`: a new link (the previous one dies), e-mailed when asked and possible. */
export async function criarLink(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  enviarEmail: boolean,
): Promise<PortalLinkResponse> {
  const token = newToken();
  const { paciente, link } = await ctx.db.transaction(async (tx) => {
    const paciente = await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
    if (!paciente.data_nascimento && !paciente.email) {
      throw new AppError(422, MSG_PORTAL.semNascimentoNemEmail, {
        errors: {
          data_nascimento: [MSG_PORTAL.semNascimentoNemEmail],
          email: [MSG_PORTAL.semNascimentoNemEmail],
        },
      });
    }
    await revogar(tx, usuarioId, pacienteId);
    const [link] = await tx
      .insert(portalLinks)
      .values({
        usuario_id: usuarioId,
        paciente_id: pacienteId,
        token_hash: sha256(token),
        token_cifrado: ctx.cipher.encrypt(token) as string,
        expira_em: new Date(Date.now() + PORTAL_VALIDADE_DIAS * DIA),
      })
      .returning();
    return { paciente, link };
  });
  const url = urlDoPortal(ctx, token);
  let emailEnviado = false;
  if (enviarEmail && paciente.email) {
    const titular = await buscarTitular(ctx, usuarioId);
    const fuso = await fusoDoUsuario(ctx.db, usuarioId);
    await ctx.mailer.send({
      to: paciente.email,
      ...emailDoLink({
        paciente: paciente.nome_social || paciente.nome,
        profissional: titular?.nome ?? 'Seu consultório',
        url,
        expira: dataLocal(link.expira_em, fuso),
      }),
    });
    emailEnviado = true;
  }
  return { portal: { url, expira_em: link.expira_em.toISOString(), email_enviado: emailEnviado } };
}

/** `GET /paciente/{id}/portal`: never the token. */
export async function statusLink(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<PortalStatus> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const link = await linkAtivo(ctx.db, usuarioId, pacienteId);
  return {
    ativo: !!link,
    criado_em: link?.created_at.toISOString() ?? null,
    expira_em: link?.expira_em.toISOString() ?? null,
    ultimo_acesso_em: link?.ultimo_acesso_em?.toISOString() ?? null,
  };
}

/** `DELETE /paciente/{id}/portal`: the link and every open portal session end; 404 when there is none. */
export async function revogarLink(ctx: AppContext, usuarioId: string, pacienteId: string): Promise<void> {
  const havia = await ctx.db.transaction(async (tx) => {
    await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
    return revogar(tx, usuarioId, pacienteId);
  });
  if (!havia) throw notFound(MSG_PORTAL.linkInvalido);
}

/** The address of the patient's live link, for the reminder e-mails; null without one. */
export async function urlDoLinkAtivo(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<string | null> {
  const link = await linkAtivo(ctx.db, usuarioId, pacienteId);
  const token = link ? ctx.cipher.decrypt(link.token_cifrado) : null;
  return token ? urlDoPortal(ctx, token) : null;
}

/** The live link of a token, with its patient; null for an unknown, revoked or expired one. */
export async function linkDoToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ link: portalLinks, paciente: pacientes })
    .from(portalLinks)
    .innerJoin(
      pacientes,
      and(eq(pacientes.id, portalLinks.paciente_id), eq(pacientes.usuario_id, portalLinks.usuario_id)),
    )
    .where(
      and(
        eq(portalLinks.token_hash, sha256(token)),
        isNull(portalLinks.revogado_em),
        gt(portalLinks.expira_em, sql`now()`),
        isNull(pacientes.arquivado_em),
      ),
    )
    .limit(1);
  return row ?? null;
}
