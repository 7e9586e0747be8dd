import { createHmac, randomInt } from 'node:crypto';
import {
  MSG_PORTAL,
  PORTAL_CODIGO_MINUTOS,
  PORTAL_CODIGO_TENTATIVAS,
  PORTAL_FALHAS_MAX,
  PORTAL_PAUSA_MINUTOS,
  type PortalEntrarResponse,
} from '@consultorio/contracts/portal';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { portalLinks } from '../../db/schema.ts';
import type { Ator } from '../../lib/ator.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { notFound, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { LIMITES_PROPRIOS } from '../../lib/metricas.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { buscarTitular } from '../auth/service.ts';
import { linkDoToken } from './link.ts';
import { emailDoCodigo } from './mail.ts';
import { abrirSessaoPortal, atorNoPortal } from './sessoes.ts';

/*
 * Entering the patient's page (docs/decisions/0072-patient-portal-access.md): the link's token and the birth date
 * on file, or a 6-digit code e-mailed to a patient without one. Every failure answers the same 401; the
 * PORTAL_FALHAS_MAX-th failure on a link pauses it PORTAL_PAUSA_MINUTOS (429 with Retry-After meanwhile).
 */

/** The code is a million guesses away: stored as an HMAC under APP_SECRET bound to its link, not a plain hash. */
const hashDoCodigo = (ctx: AppContext, linkId: string, codigo: string) =>
  createHmac('sha256', ctx.config.appSecret).update(`portal:${linkId}:${codigo}`).digest('hex');

type Link = NonNullable<Awaited<ReturnType<typeof linkDoToken>>>['link'];

function pausa(link: Link): void {
  const ms = link.pausado_ate ? link.pausado_ate.getTime() - Date.now() : 0;
  if (ms > 0)
    throw tooManyRequests(ms / 1000, MSG_PORTAL.pausado(Math.ceil(ms / 60_000)), LIMITES_PROPRIOS.portalLink);
}

/** One more failure on the link; the last one allowed starts the pause and clears the count. */
async function falhou(ctx: AppContext, linkId: string): Promise<never> {
  await ctx.db
    .update(portalLinks)
    .set({
      falhas: sql`CASE WHEN ${portalLinks.falhas} + 1 >= ${PORTAL_FALHAS_MAX} THEN 0 ELSE ${portalLinks.falhas} + 1 END`,
      pausado_ate: sql`CASE WHEN ${portalLinks.falhas} + 1 >= ${PORTAL_FALHAS_MAX} THEN now() + make_interval(mins => ${PORTAL_PAUSA_MINUTOS}) ELSE ${portalLinks.pausado_ate} END`,
    })
    .where(eq(portalLinks.id, linkId));
  throw unauthorized(MSG_PORTAL.entradaInvalida);
}

/** `GET /api/portal/acesso/{token}`: how this link is entered; 404 for a link that no longer holds. */
export async function acessoDoLink(ctx: AppContext, token: string) {
  const achado = await linkDoToken(ctx, token);
  if (!achado) throw notFound(MSG_PORTAL.linkInvalido);
  return { acesso: { metodo: achado.paciente.data_nascimento ? 'data_nascimento' : 'codigo' } as const };
}

/** `POST /api/portal/entrar`. */
export async function entrar(
  ctx: AppContext,
  ator: Ator,
  body: { token: string; data_nascimento?: string; codigo?: string },
): Promise<PortalEntrarResponse> {
  const achado = await linkDoToken(ctx, body.token);
  if (!achado) throw unauthorized(MSG_PORTAL.entradaInvalida);
  const { link, paciente } = achado;
  pausa(link);
  if (paciente.data_nascimento) {
    if (body.data_nascimento !== paciente.data_nascimento) await falhou(ctx, link.id);
  } else {
    const valido =
      body.codigo !== undefined &&
      link.codigo_hash !== null &&
      link.codigo_expira_em !== null &&
      link.codigo_expira_em.getTime() > Date.now() &&
      link.codigo_tentativas < PORTAL_CODIGO_TENTATIVAS &&
      safeEqual(link.codigo_hash, hashDoCodigo(ctx, link.id, body.codigo));
    if (!valido) {
      if (link.codigo_hash) {
        await ctx.db
          .update(portalLinks)
          .set({ codigo_tentativas: sql`${portalLinks.codigo_tentativas} + 1` })
          .where(eq(portalLinks.id, link.id));
      }
      await falhou(ctx, link.id);
    }
  }
  const token = await ctx.db.transaction(async (tx) => {
    await tx
      .update(portalLinks)
      .set({
        falhas: 0,
        pausado_ate: null,
        codigo_hash: null,
        codigo_expira_em: null,
        codigo_tentativas: 0,
        ultimo_acesso_em: sql`now()`,
      })
      .where(eq(portalLinks.id, link.id));
    return abrirSessaoPortal(ctx, tx, link, paciente.data_nascimento ? 'data_nascimento' : 'codigo');
  });
  const nome = paciente.nome_social || paciente.nome;
  await registrarAuditoria(
    ctx.db,
    atorNoPortal(ator, { usuarioId: link.usuario_id, pacienteId: paciente.id, pacienteNome: nome }),
    { acao: 'login', entidade: 'portal', entidadeId: link.id, detalhes: { paciente_id: paciente.id } },
  );
  const titular = await buscarTitular(ctx, link.usuario_id);
  return {
    token,
    paciente: { nome },
    profissional: { nome: titular?.nome ?? '', crp: titular?.crp ?? '' },
  };
}

/**
 * `POST /api/portal/codigo`: a new code to the patient's e-mail when the link holds, the patient has no birth date
 * on file and has an e-mail; 204 in every case, so the answer tells nothing about the link.
 */
export async function enviarCodigo(ctx: AppContext, token: string): Promise<void> {
  const achado = await linkDoToken(ctx, token);
  if (!achado) return;
  const { link, paciente } = achado;
  pausa(link);
  if (paciente.data_nascimento || !paciente.email) return;
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db
    .update(portalLinks)
    .set({
      codigo_hash: hashDoCodigo(ctx, link.id, codigo),
      codigo_expira_em: sql`now() + make_interval(mins => ${PORTAL_CODIGO_MINUTOS})`,
      codigo_tentativas: 0,
    })
    .where(eq(portalLinks.id, link.id));
  await ctx.mailer.send({
    to: paciente.email,
    ...emailDoCodigo({
      paciente: paciente.nome_social || paciente.nome,
      codigo,
      minutos: PORTAL_CODIGO_MINUTOS,
    }),
  });
}
