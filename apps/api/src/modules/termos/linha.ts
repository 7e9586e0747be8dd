import { isMenorDeIdade } from '@consultorio/contracts/pacientes';
import {
  type AutorizacaoResponsavel,
  type ModeloTermo,
  MSG_TERMOS,
  mascararCpf,
  type PapelAssinante,
  type StatusTermo,
  type Termo,
  type TermoResumo,
} from '@consultorio/contracts/termos';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { termos } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * A term's row and its answers (docs/product.md §20): the text is stored encrypted and decrypted only here; the
 * signer's CPF leaves the API only masked.
 */

export type TermoRow = typeof termos.$inferSelect;
type Runner = Db | Tx;

export const textoDoTermo = (ctx: AppContext, row: Pick<TermoRow, 'texto'>): string =>
  ctx.cipher.decrypt(row.texto) as string;

export const motivoDaRecusa = (ctx: AppContext, row: Pick<TermoRow, 'motivo_recusa'>): string | null =>
  row.motivo_recusa ? (ctx.cipher.decrypt(row.motivo_recusa) as string) : null;

export const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export function paraTermo(ctx: AppContext, row: TermoRow): Termo {
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    modelo: row.modelo as ModeloTermo,
    titulo: row.titulo,
    texto: textoDoTermo(ctx, row),
    hash: row.hash,
    status: row.status as StatusTermo,
    criado_em: row.criado_em.toISOString(),
  };
}

export function paraResumo(ctx: AppContext, row: TermoRow): TermoResumo {
  return {
    id: row.id,
    modelo: row.modelo as ModeloTermo,
    titulo: row.titulo,
    status: row.status as StatusTermo,
    criado_em: row.criado_em.toISOString(),
    assinado_em: iso(row.assinado_em),
    assinante:
      row.status === 'assinado' && row.assinante_nome
        ? {
            nome: row.assinante_nome,
            cpf_mascarado: mascararCpf(row.assinante_cpf ?? ''),
            papel: row.assinante_papel as PapelAssinante,
            parentesco: row.assinante_parentesco,
          }
        : null,
    recusado_em: iso(row.recusado_em),
    motivo_recusa: motivoDaRecusa(ctx, row),
    cancelado_em: iso(row.cancelado_em),
  };
}

/** One term of the account, or 404 (another account's, or none). `pacienteId` narrows it to one patient. */
export async function buscarTermo(
  db: Runner,
  dono: { usuarioId: string; pacienteId?: string },
  id: string,
  opts: { lock?: boolean } = {},
): Promise<TermoRow> {
  const query = db
    .select()
    .from(termos)
    .where(
      and(
        eq(termos.id, id),
        eq(termos.usuario_id, dono.usuarioId),
        dono.pacienteId ? eq(termos.paciente_id, dono.pacienteId) : undefined,
      ),
    )
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_TERMOS.naoEncontrado);
  return row;
}

/**
 * Whether the guardian's authorisation is missing (Res. CFP 13/2022 art. 12): `pendente` for a patient under 18
 * today with no signed `autorizacao_responsavel`; `nao_se_aplica` for an adult or a patient without a birth date.
 */
export function estadoDaAutorizacao(
  nascimento: string | null,
  hoje: string,
  linhas: Pick<TermoRow, 'modelo' | 'status'>[],
): AutorizacaoResponsavel {
  if (linhas.some((t) => t.modelo === 'autorizacao_responsavel' && t.status === 'assinado'))
    return 'assinada';
  return isMenorDeIdade(nascimento, hoje) ? 'pendente' : 'nao_se_aplica';
}
