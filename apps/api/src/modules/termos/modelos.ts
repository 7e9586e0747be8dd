import {
  MODELOS_TERMO,
  type ModeloTermo,
  MSG_TERMOS,
  PLACEHOLDERS_TERMO,
  placeholdersDesconhecidos,
  TEXTOS_TERMO,
  type TermoModelo,
  TITULOS_TERMO,
} from '@consultorio/contracts/termos';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { termosModelos } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/*
 * The models (docs/decisions/0080-terms-frozen-and-hashed.md): ours, in the contract (termos-modelos.ts), or the
 * psychologist's own version of each, saved per account. A text may use only the listed placeholders.
 */

/** 422 on `texto` naming the placeholders that are not in the list. */
export function conferirPlaceholders(texto: string, campo = 'texto'): void {
  const desconhecidos = placeholdersDesconhecidos(texto);
  if (desconhecidos.length === 0) return;
  const mensagem = MSG_TERMOS.placeholderDesconhecido(desconhecidos);
  throw new AppError(422, mensagem, { errors: { [campo]: [mensagem] } });
}

async function proprios(ctx: AppContext, usuarioId: string): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ modelo: termosModelos.modelo, texto: termosModelos.texto })
    .from(termosModelos)
    .where(eq(termosModelos.usuario_id, usuarioId));
  return new Map(rows.map((r) => [r.modelo, r.texto]));
}

const modeloDe = (modelo: ModeloTermo, proprio: string | undefined): TermoModelo => ({
  modelo,
  titulo: TITULOS_TERMO[modelo],
  texto: proprio ?? TEXTOS_TERMO[modelo],
  proprio: proprio !== undefined,
});

/** `GET /termos/modelos`: the four models with the text in use, and the placeholders. */
export async function listarModelos(ctx: AppContext, usuarioId: string) {
  const seus = await proprios(ctx, usuarioId);
  return {
    modelos: MODELOS_TERMO.map((m) => modeloDe(m, seus.get(m))),
    placeholders: Object.entries(PLACEHOLDERS_TERMO).map(([nome, descricao]) => ({ nome, descricao })),
  };
}

/** The text a model sends with: the psychologist's own, or ours. */
export async function textoDoModelo(
  ctx: AppContext,
  usuarioId: string,
  modelo: ModeloTermo,
): Promise<string> {
  if (modelo === 'livre') return '';
  const [row] = await ctx.db
    .select({ texto: termosModelos.texto })
    .from(termosModelos)
    .where(and(eq(termosModelos.usuario_id, usuarioId), eq(termosModelos.modelo, modelo)))
    .limit(1);
  return row?.texto ?? TEXTOS_TERMO[modelo];
}

/** `PUT /termos/modelos/{modelo}`: her own text (`proprio: true`); the free term has none (422). */
export async function salvarModelo(
  ctx: AppContext,
  usuarioId: string,
  modelo: ModeloTermo,
  texto: string,
): Promise<TermoModelo> {
  if (modelo === 'livre') {
    throw new AppError(422, MSG_TERMOS.livreSemModelo, { errors: { modelo: [MSG_TERMOS.livreSemModelo] } });
  }
  conferirPlaceholders(texto);
  await ctx.db
    .insert(termosModelos)
    .values({ usuario_id: usuarioId, modelo, texto })
    .onConflictDoUpdate({
      target: [termosModelos.usuario_id, termosModelos.modelo],
      set: { texto, updated_at: sql`now()` },
    });
  return modeloDe(modelo, texto);
}

/** `DELETE /termos/modelos/{modelo}`: back to ours. */
export async function restaurarModelo(
  ctx: AppContext,
  usuarioId: string,
  modelo: ModeloTermo,
): Promise<TermoModelo> {
  await ctx.db
    .delete(termosModelos)
    .where(and(eq(termosModelos.usuario_id, usuarioId), eq(termosModelos.modelo, modelo)));
  return modeloDe(modelo, undefined);
}
