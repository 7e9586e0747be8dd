import { hojeEm } from '@consultorio/contracts/tempo';
import {
  MSG_TERMOS,
  preencherTermo,
  type Termo,
  type TermoCreateParsed,
  type TermoPrevia,
  type TermoResumo,
  type TermosResponse,
  TITULOS_TERMO,
} from '@consultorio/contracts/termos';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { termos } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { buscarPacienteDoUsuario, type PacienteRow } from '../pacientes/service.ts';
import { buscarTermo, estadoDaAutorizacao, paraResumo, paraTermo } from './linha.ts';
import { conferirPlaceholders, textoDoModelo } from './modelos.ts';
import { valoresDoTermo } from './valores.ts';

/*
 * Sending a term to a patient (docs/decisions/0080-terms-frozen-and-hashed.md): the model's text (or the one sent)
 * is filled for this patient and frozen; `hash` is the SHA-256 of that text, which the signer's page sends back.
 * A pending term can be cancelled; a signed one is never changed nor removed.
 */

/** The text a send would freeze: the body's, or the model's; filled for the patient. */
async function textoPreenchido(
  ctx: AppContext,
  usuarioId: string,
  paciente: PacienteRow,
  input: TermoCreateParsed,
): Promise<TermoPrevia> {
  const bruto = input.texto ?? (await textoDoModelo(ctx, usuarioId, input.modelo));
  conferirPlaceholders(bruto);
  const { valores } = await valoresDoTermo(ctx, usuarioId, paciente);
  const texto = preencherTermo(bruto, valores).trim();
  if (!texto) throw new AppError(422, MSG_TERMOS.textoVazio, { errors: { texto: [MSG_TERMOS.textoVazio] } });
  return {
    modelo: input.modelo,
    titulo: input.titulo || TITULOS_TERMO[input.modelo],
    texto,
    hash: sha256(texto),
  };
}

/** `POST /paciente/{id}/termos/previa`: what the patient would receive, not saved. */
export async function previaDoTermo(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  input: TermoCreateParsed,
): Promise<TermoPrevia> {
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId);
  return textoPreenchido(ctx, usuarioId, paciente, input);
}

/** `POST /paciente/{id}/termos`: 201 with the frozen text and its hash, `pendente`. */
export async function enviarTermo(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  input: TermoCreateParsed,
): Promise<Termo> {
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId);
  const previa = await textoPreenchido(ctx, usuarioId, paciente, input);
  return ctx.db.transaction(async (tx) => {
    // The patient locked: a concurrent deletion cannot remove a patient who is getting a term.
    await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
    const [row] = await tx
      .insert(termos)
      .values({
        usuario_id: usuarioId,
        paciente_id: pacienteId,
        modelo: previa.modelo,
        titulo: previa.titulo,
        texto: ctx.cipher.encrypt(previa.texto) as string,
        hash: previa.hash,
      })
      .returning();
    return paraTermo(ctx, row);
  });
}

/** `GET /paciente/{id}/termos`: the latest first, and whether a minor's authorisation is missing. */
export async function listarTermos(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<TermosResponse> {
  // An archived patient's terms read as before (docs/decisions/0078-archived-patients-read-only.md).
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const [rows, fuso] = await Promise.all([
    ctx.db
      .select()
      .from(termos)
      .where(and(eq(termos.usuario_id, usuarioId), eq(termos.paciente_id, pacienteId)))
      .orderBy(desc(termos.criado_em), desc(termos.id)),
    fusoDoUsuario(ctx.db, usuarioId),
  ]);
  return {
    termos: rows.map((r) => paraResumo(ctx, r)),
    autorizacao_responsavel: estadoDaAutorizacao(paciente.data_nascimento, hojeEm(fuso), rows),
  };
}

/**
 * A term of a patient of the account, or 404. `leitura`: an archived patient's term reads as before; otherwise a
 * change to it is a 409 (docs/decisions/0078-archived-patients-read-only.md).
 */
async function termoDoPaciente(ctx: AppContext, usuarioId: string, id: string, leitura: boolean) {
  const row = await buscarTermo(ctx.db, { usuarioId }, id);
  await buscarPacienteDoUsuario(ctx.db, usuarioId, row.paciente_id, {
    notFoundMessage: MSG_TERMOS.naoEncontrado,
    leitura,
  });
  return row;
}

/** `GET /termos/{id}`. */
export async function obterTermo(ctx: AppContext, usuarioId: string, id: string): Promise<Termo> {
  return paraTermo(ctx, await termoDoPaciente(ctx, usuarioId, id, true));
}

/**
 * `POST /termos/{id}/cancelar` (and `DELETE /termos/{id}`): a pending term becomes `cancelado` and can no longer be
 * signed; a signed one is kept as it is, like the record (409), and so is a refused or cancelled one.
 */
export async function cancelarTermo(ctx: AppContext, usuarioId: string, id: string): Promise<TermoResumo> {
  await termoDoPaciente(ctx, usuarioId, id, false);
  return ctx.db.transaction(async (tx) => {
    const row = await buscarTermo(tx, { usuarioId }, id, { lock: true });
    if (row.status === 'assinado') throw new AppError(409, MSG_TERMOS.assinadoNaoMuda);
    if (row.status !== 'pendente') throw new AppError(409, MSG_TERMOS.naoPendente);
    const [salvo] = await tx
      .update(termos)
      .set({ status: 'cancelado', cancelado_em: sql`now()` })
      .where(and(eq(termos.id, id), eq(termos.usuario_id, usuarioId)))
      .returning();
    return paraResumo(ctx, salvo);
  });
}
