import { isoLocal } from '@consultorio/contracts/tempo';
import {
  type Identificacao,
  MSG_TERMOS,
  type StatusTermo,
  type TermoAssinarParsed,
  type TermoPortal,
  type TermoPortalResumo,
} from '@consultorio/contracts/termos';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { termos } from '../../db/schema.ts';
import type { Ator } from '../../lib/ator.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { buscarTitular } from '../auth/service.ts';
import { doPacienteDoPortal, type PortalInfo } from '../portal/service.ts';
import { buscarTermo, iso, type TermoRow, textoDoTermo } from './linha.ts';
import { emailTermoAssinado, emailTermoRecusado } from './mail.ts';

/*
 * The patient's side of the terms, in their page (docs/decisions/0081-term-signature-evidence.md): only their own
 * terms; signing needs the hash of the text they read, the consent, a valid CPF and a name; the guardian's
 * authorisation is signed by a guardian. The evidence is kept on the term's row: who, when (with the practice's
 * offset), from where (IP, user agent), in which portal session and how it identified the person, and the hash.
 */

const doPaciente = (p: PortalInfo) => ({ usuarioId: p.usuarioId, pacienteId: p.pacienteId });

/** `GET /api/portal/termos`: the patient's terms but the cancelled ones, the latest first. */
export async function termosDoPaciente(ctx: AppContext, p: PortalInfo): Promise<TermoPortalResumo[]> {
  const rows = await ctx.db
    .select({
      id: termos.id,
      titulo: termos.titulo,
      status: termos.status,
      criado_em: termos.criado_em,
      assinado_em: termos.assinado_em,
    })
    .from(termos)
    .where(and(doPacienteDoPortal(termos, p), ne(termos.status, 'cancelado')))
    .orderBy(desc(termos.criado_em), desc(termos.id));
  return rows.map((r) => ({
    id: r.id,
    titulo: r.titulo,
    status: r.status as StatusTermo,
    criado_em: r.criado_em.toISOString(),
    assinado_em: iso(r.assinado_em),
  }));
}

/** `GET /api/portal/termos/{id}`: the text and its hash; another patient's term → 404. */
export async function termoDoPaciente(ctx: AppContext, p: PortalInfo, id: string): Promise<TermoPortal> {
  const row = await buscarTermo(ctx.db, doPaciente(p), id);
  return {
    id: row.id,
    modelo: row.modelo as TermoPortal['modelo'],
    titulo: row.titulo,
    texto: textoDoTermo(ctx, row),
    hash: row.hash,
    status: row.status as StatusTermo,
    assinado_em: iso(row.assinado_em),
  };
}

/** 409 unless the term still waits for a signature: signed, refused or cancelled each say so. */
function aindaPendente(row: TermoRow): void {
  if (row.status === 'pendente') return;
  const mensagem =
    row.status === 'assinado'
      ? MSG_TERMOS.jaAssinado
      : row.status === 'recusado'
        ? MSG_TERMOS.jaRecusado
        : MSG_TERMOS.cancelado;
  throw new AppError(409, mensagem);
}

/** The guardian's rules (Res. CFP 13/2022 art. 12): the authorisation by a guardian; a guardian names the kinship. */
function regrasDoAssinante(modelo: string, body: TermoAssinarParsed): void {
  const errors: FieldErrors = {};
  if (modelo === 'autorizacao_responsavel' && body.papel !== 'responsavel') {
    errors.papel = [MSG_TERMOS.autorizacaoSoResponsavel];
  }
  if ((body.papel === 'responsavel' || modelo === 'autorizacao_responsavel') && !body.parentesco) {
    errors.parentesco = [MSG_TERMOS.parentesco];
  }
  const [primeira] = Object.values(errors);
  if (primeira) throw new AppError(422, primeira[0], { errors });
}

/** The psychologist is told; the signature or refusal holds even if the e-mail fails. */
async function avisarPsicologa(
  ctx: AppContext,
  p: PortalInfo,
  mensagem: (url: string) => Omit<MailMessage, 'to'>,
) {
  const titular = await buscarTitular(ctx, p.usuarioId);
  if (!titular) return;
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/pacientes/ficha/${p.pacienteId}?aba=termos`;
  await ctx.mailer
    .send({ to: titular.email, ...mensagem(url) })
    .catch((err) => console.error('[termos] falha ao avisar o(a) psicólogo(a):', err));
}

/** `POST /api/portal/termos/{id}/assinar`. */
export async function assinarTermo(
  ctx: AppContext,
  ator: Ator,
  p: PortalInfo,
  id: string,
  body: TermoAssinarParsed,
): Promise<{ id: string; status: 'assinado'; assinado_em: string; modelo: string; papel: string }> {
  const atual = await buscarTermo(ctx.db, doPaciente(p), id);
  regrasDoAssinante(atual.modelo, body);
  const salvo = await ctx.db.transaction(async (tx) => {
    const row = await buscarTermo(tx, doPaciente(p), id, { lock: true });
    aindaPendente(row);
    if (!safeEqual(body.hash, row.hash)) throw new AppError(409, MSG_TERMOS.hashDiferente);
    const agora = new Date();
    const [r] = await tx
      .update(termos)
      .set({
        status: 'assinado',
        assinado_em: agora,
        assinado_em_local: isoLocal(agora, p.fuso),
        assinante_nome: body.nome_completo,
        assinante_cpf: body.cpf,
        assinante_papel: body.papel,
        assinante_parentesco: body.parentesco,
        assinatura_ip: ator.ip,
        assinatura_user_agent: ator.user_agent?.slice(0, 500) ?? null,
        assinatura_sessao_id: p.sessaoId,
        assinatura_identificacao: p.identificacao satisfies Identificacao | null,
        assinatura_hash: body.hash,
      })
      .where(and(eq(termos.id, id), eq(termos.usuario_id, p.usuarioId), eq(termos.status, 'pendente')))
      .returning();
    return r;
  });
  await avisarPsicologa(ctx, p, (url) =>
    emailTermoAssinado({
      paciente: p.pacienteNome,
      titulo: salvo.titulo,
      assinante: body.nome_completo,
      url,
    }),
  );
  return {
    id,
    status: 'assinado',
    assinado_em: (salvo.assinado_em as Date).toISOString(),
    modelo: salvo.modelo,
    papel: body.papel,
  };
}

/** `POST /api/portal/termos/{id}/recusar`: `recusado`, with the reason given, and the psychologist is told. */
export async function recusarTermo(ctx: AppContext, p: PortalInfo, id: string, motivo: string | null) {
  const salvo = await ctx.db.transaction(async (tx) => {
    const row = await buscarTermo(tx, doPaciente(p), id, { lock: true });
    aindaPendente(row);
    const [r] = await tx
      .update(termos)
      .set({
        status: 'recusado',
        recusado_em: sql`now()`,
        motivo_recusa: motivo ? (ctx.cipher.encrypt(motivo) as string) : null,
      })
      .where(and(eq(termos.id, id), eq(termos.usuario_id, p.usuarioId)))
      .returning();
    return r;
  });
  await avisarPsicologa(ctx, p, (url) =>
    emailTermoRecusado({ paciente: p.pacienteNome, titulo: salvo.titulo, motivo, url }),
  );
  return {
    id,
    status: 'recusado' as const,
    recusado_em: (salvo.recusado_em as Date).toISOString(),
    modelo: salvo.modelo,
  };
}
