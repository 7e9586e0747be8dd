import { ANAMNESE_FIELDS, type AnamneseCampo } from '@consultorio/contracts/anamnese';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { PacienteUpdateParsed } from '@consultorio/contracts/pacientes';
import {
  CAMPOS_FORMULARIO,
  type CampoFormulario,
  type Formulario,
  type FormularioAplicarResponse,
  type FormularioResumo,
  fichaRespostasSchema,
  MODELO_FORMULARIO_LABELS,
  type ModeloFormulario,
  MSG_PORTAL,
  preAnamneseRespostasSchema,
  type Respostas,
} from '@consultorio/contracts/portal';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { formularios } from '../../db/schema.ts';
import { AppError, conflict, type FieldErrors, forbidden, notFound } from '../../lib/errors.ts';
import { atualizarAnamnese, criarAnamnese, obterAnamnese } from '../anamnese/service.ts';
import type { AuthInfo } from '../auth/service.ts';
import { buscarTitular } from '../auth/service.ts';
import { atualizarPaciente } from '../pacientes/escrita.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { emailFormularioRespondido } from './mail.ts';
import { doPacienteDoPortal, type PortalInfo } from './sessoes.ts';

/*
 * Forms the patient fills in (docs/decisions/0073-portal-forms.md): two fixed models of the contract, a draft kept
 * until sent, sent once and validated by the record's or the anamnese's rules, answers encrypted at rest, applied
 * by the psychologist without overwriting the anamnese. The pré-anamnese is clinical: never the secretária's.
 */

type Row = typeof formularios.$inferSelect;
const NAO_ENCONTRADO = 'Formulário não encontrado.';

const ehSecretaria = (auth: AuthInfo) => auth.papel === 'secretaria';

/** The secretária may not send, read or apply a pré-anamnese (403), whatever she asks. */
function assertPodeVer(auth: AuthInfo, modelo: string): void {
  if (ehSecretaria(auth) && modelo === 'pre_anamnese') {
    throw forbidden(MSG_EQUIPE.campoClinico('a pré-anamnese'));
  }
}

const respostasDe = (ctx: AppContext, row: Row): Respostas =>
  row.respostas ? (JSON.parse(ctx.cipher.decrypt(row.respostas) as string) as Respostas) : {};

const cifrar = (ctx: AppContext, r: Respostas): string => ctx.cipher.encrypt(JSON.stringify(r)) as string;

function resumo(row: Row): FormularioResumo {
  const modelo = row.modelo as ModeloFormulario;
  return {
    id: row.id,
    modelo,
    titulo: MODELO_FORMULARIO_LABELS[modelo],
    status: row.status as FormularioResumo['status'],
    enviado_em: row.created_at.toISOString(),
    atualizado_em: row.atualizado_em?.toISOString() ?? null,
    respondido_em: row.respondido_em?.toISOString() ?? null,
    aplicado_em: row.aplicado_em?.toISOString() ?? null,
  };
}

const completo = (ctx: AppContext, row: Row, respostas = respostasDe(ctx, row)): Formulario => ({
  ...resumo(row),
  campos: CAMPOS_FORMULARIO[row.modelo as ModeloFormulario],
  respostas,
});

async function doDono(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  acesso: 'leitura' | 'escrita',
): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(formularios)
    .where(and(eq(formularios.id, id), eq(formularios.usuario_id, usuarioId)))
    .limit(1);
  if (!row) throw notFound(NAO_ENCONTRADO);
  // An archived patient's form reads as before; applying it is a write (409; pacientes/service.ts).
  await buscarPacienteDoUsuario(ctx.db, usuarioId, row.paciente_id, {
    notFoundMessage: NAO_ENCONTRADO,
    leitura: acesso === 'leitura',
  });
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The psychologist's side

/** `POST /paciente/{id}/formularios`. */
export async function enviarFormulario(
  ctx: AppContext,
  auth: AuthInfo,
  pacienteId: string,
  modelo: ModeloFormulario,
): Promise<FormularioResumo> {
  assertPodeVer(auth, modelo);
  await buscarPacienteDoUsuario(ctx.db, auth.usuarioId, pacienteId);
  const [row] = await ctx.db
    .insert(formularios)
    .values({ usuario_id: auth.usuarioId, paciente_id: pacienteId, modelo })
    .returning();
  return resumo(row);
}

/** `GET /paciente/{id}/formularios`: the latest first; the secretária's list holds only fichas. */
export async function formulariosDoPaciente(
  ctx: AppContext,
  auth: AuthInfo,
  pacienteId: string,
): Promise<FormularioResumo[]> {
  await buscarPacienteDoUsuario(ctx.db, auth.usuarioId, pacienteId, { leitura: true });
  const rows = await ctx.db
    .select()
    .from(formularios)
    .where(
      and(
        eq(formularios.usuario_id, auth.usuarioId),
        eq(formularios.paciente_id, pacienteId),
        ehSecretaria(auth) ? eq(formularios.modelo, 'ficha_cadastral') : undefined,
      ),
    )
    .orderBy(desc(formularios.created_at), desc(formularios.id));
  return rows.map(resumo);
}

/** `GET /formularios/{id}`. */
export async function obterFormulario(ctx: AppContext, auth: AuthInfo, id: string): Promise<Formulario> {
  const row = await doDono(ctx, auth.usuarioId, id, 'leitura');
  assertPodeVer(auth, row.modelo);
  return completo(ctx, row);
}

/** Only the fields with something in them. */
const preenchido = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.trim() !== ''
    : v !== null && typeof v === 'object' && Object.values(v).some(preenchido);

/**
 * `POST /formularios/{id}/aplicar`: the ficha's answered fields go into the record through the patients' service
 * (its rules; a CPF of another patient → 409); the pré-anamnese creates the anamnese, or fills only its empty
 * fields. Applying again is allowed (a ficha corrected by the patient's call, say) and changes only what differs.
 */
export async function aplicarFormulario(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
): Promise<FormularioAplicarResponse & { pacienteId: string; modelo: ModeloFormulario }> {
  const row = await doDono(ctx, auth.usuarioId, id, 'escrita');
  assertPodeVer(auth, row.modelo);
  if (row.status === 'pendente') throw conflict('status', MSG_PORTAL.formularioNaoRespondido);
  const respostas = respostasDe(ctx, row);
  const aplicados: string[] = [];
  const mantidos: string[] = [];
  let anamneseId: string | null = null;
  if (row.modelo === 'ficha_cadastral') {
    const ficha = fichaRespostasSchema.parse(respostas);
    const patch: PacienteUpdateParsed = {};
    for (const [campo, valor] of Object.entries(ficha) as [keyof typeof ficha, unknown][]) {
      if (!preenchido(valor)) continue;
      (patch as Record<string, unknown>)[campo] = valor;
      aplicados.push(campo);
    }
    try {
      await atualizarPaciente(ctx, auth.usuarioId, row.paciente_id, patch);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409 && err.errors?.cpf) {
        throw conflict('cpf', MSG_PORTAL.cpfDeOutroPaciente);
      }
      throw err;
    }
  } else {
    const pre = preAnamneseRespostasSchema.parse(respostas);
    const atual = await obterAnamnese(ctx, auth.usuarioId, row.paciente_id);
    const respondidos = (Object.keys(pre) as AnamneseCampo[]).filter(
      (c) => ANAMNESE_FIELDS.includes(c) && preenchido(pre[c as keyof typeof pre]),
    );
    if (!atual) {
      const criada = await criarAnamnese(ctx, auth.usuarioId, row.paciente_id, {
        ...pre,
        observacoes: null,
      });
      anamneseId = criada.id;
      aplicados.push(...respondidos);
    } else {
      anamneseId = atual.id;
      const patch: Partial<Record<AnamneseCampo, string>> = {};
      for (const c of respondidos) {
        if (preenchido(atual[c])) mantidos.push(c);
        else {
          patch[c] = pre[c as keyof typeof pre] as string;
          aplicados.push(c);
        }
      }
      if (aplicados.length > 0) await atualizarAnamnese(ctx, auth.usuarioId, atual.id, patch);
    }
  }
  const [aplicado] = await ctx.db
    .update(formularios)
    .set({ status: 'aplicado', aplicado_em: sql`now()` })
    .where(and(eq(formularios.id, id), eq(formularios.usuario_id, auth.usuarioId)))
    .returning();
  return {
    formulario: resumo(aplicado),
    aplicados,
    mantidos,
    anamnese_id: anamneseId,
    pacienteId: row.paciente_id,
    modelo: row.modelo as ModeloFormulario,
  };
}

/**
 * `DELETE /formularios/{id}`: a form still waiting leaves the patient's page, with any draft of his. One he sent is
 * part of the record and stays (409); the status in the same statement closes the race with his sending it.
 */
export async function recolherFormulario(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
): Promise<{ pacienteId: string; modelo: ModeloFormulario }> {
  const row = await doDono(ctx, auth.usuarioId, id, 'escrita');
  assertPodeVer(auth, row.modelo);
  const apagados = await ctx.db
    .delete(formularios)
    .where(
      and(
        eq(formularios.id, id),
        eq(formularios.usuario_id, auth.usuarioId),
        eq(formularios.status, 'pendente'),
      ),
    )
    .returning({ id: formularios.id });
  if (apagados.length === 0) throw conflict('status', MSG_PORTAL.formularioRespondidoNaoSeRecolhe);
  return { pacienteId: row.paciente_id, modelo: row.modelo as ModeloFormulario };
}

// ---------------------------------------------------------------------------------------------------------------
// The patient's side

async function doPaciente(ctx: AppContext, p: PortalInfo, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(formularios)
    .where(and(eq(formularios.id, id), doPacienteDoPortal(formularios, p)))
    .limit(1);
  if (!row) throw notFound(NAO_ENCONTRADO);
  return row;
}

/** `GET /api/portal/formularios`: the ones still to fill in, the oldest first. */
export async function formulariosPendentes(ctx: AppContext, p: PortalInfo): Promise<FormularioResumo[]> {
  const rows = await ctx.db
    .select()
    .from(formularios)
    .where(and(doPacienteDoPortal(formularios, p), eq(formularios.status, 'pendente')))
    .orderBy(formularios.created_at, formularios.id);
  return rows.map(resumo);
}

/** The ficha starts from what the record already has, so the patient only corrects and completes it. */
async function fichaInicial(ctx: AppContext, p: PortalInfo): Promise<Respostas> {
  const pac = await buscarPacienteDoUsuario(ctx.db, p.usuarioId, p.pacienteId);
  const grupo = (v: unknown, campos: string[]) => {
    if (!v || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    return Object.fromEntries(campos.map((c) => [c, typeof o[c] === 'string' ? (o[c] as string) : null]));
  };
  const sub = (campo: string) =>
    (CAMPOS_FORMULARIO.ficha_cadastral.find((c) => c.campo === campo)?.campos ?? []).map((c) => c.campo);
  return {
    data_nascimento: pac.data_nascimento,
    cpf: pac.cpf,
    email: pac.email,
    telefone: pac.telefone,
    endereco: grupo(pac.endereco, sub('endereco')),
    responsavel: grupo(pac.responsavel, sub('responsavel')),
    contato_emergencia: grupo(pac.contato_emergencia, sub('contato_emergencia')),
  };
}

/** `GET /api/portal/formularios/{id}`: the fields and the draft (or, for a new ficha, the record's values). */
export async function formularioDoPaciente(ctx: AppContext, p: PortalInfo, id: string): Promise<Formulario> {
  const row = await doPaciente(ctx, p, id);
  if (!row.respostas && row.modelo === 'ficha_cadastral')
    return completo(ctx, row, await fichaInicial(ctx, p));
  return completo(ctx, row);
}

/** Unknown fields (or sub-fields) are refused: the answers are the model's, nothing more. */
function conferirCampos(campos: CampoFormulario[], respostas: Respostas): void {
  const errors: FieldErrors = {};
  for (const [chave, valor] of Object.entries(respostas)) {
    const campo = campos.find((c) => c.campo === chave);
    if (!campo) {
      errors[`respostas.${chave}`] = [MSG_PORTAL.campoDesconhecido(chave)];
      continue;
    }
    const grupo = campo.tipo === 'grupo';
    const ehObjeto = valor !== null && typeof valor === 'object';
    if (grupo !== ehObjeto && valor !== null) {
      errors[`respostas.${chave}`] = [grupo ? 'Informe os campos do grupo.' : 'Informe um texto.'];
      continue;
    }
    if (grupo && ehObjeto) {
      for (const sub of Object.keys(valor)) {
        if (!campo.campos?.some((c) => c.campo === sub)) {
          errors[`respostas.${chave}.${sub}`] = [MSG_PORTAL.campoDesconhecido(`${chave}.${sub}`)];
        }
      }
    }
  }
  if (Object.keys(errors).length > 0)
    throw new AppError(
      422,
      MSG_PORTAL.campoDesconhecido(Object.keys(errors)[0].replace(/^respostas\./, '')),
      { errors },
    );
}

/**
 * The model's rules on sending: 422 with each field's error, keyed by the field (`cpf`, `responsavel.nome`) and by
 * its place in the body (`respostas.cpf`).
 */
function validar(modelo: ModeloFormulario, respostas: Respostas): Respostas {
  const schema: z.ZodType = modelo === 'ficha_cadastral' ? fichaRespostasSchema : preAnamneseRespostasSchema;
  const r = schema.safeParse(respostas);
  if (r.success) return JSON.parse(JSON.stringify(r.data)) as Respostas;
  const errors: FieldErrors = {};
  for (const issue of r.error.issues) {
    const campo = issue.path.join('.') || '_';
    for (const chave of [campo, `respostas.${campo}`])
      errors[chave] = [...(errors[chave] ?? []), issue.message];
  }
  throw new AppError(422, 'Confira os campos destacados do formulário.', { errors });
}

/**
 * `PUT /api/portal/formularios/{id}`: a draft (`enviar: false`, only its fields and sizes checked) or the answers
 * sent (validated, then `respondido` once: sending again → 409), and the psychologist is e-mailed.
 */
export async function responderFormulario(
  ctx: AppContext,
  p: PortalInfo,
  id: string,
  body: { respostas: Respostas; enviar: boolean },
): Promise<Formulario> {
  const row = await doPaciente(ctx, p, id);
  if (row.status !== 'pendente') throw conflict('formulario', MSG_PORTAL.formularioJaEnviado);
  const modelo = row.modelo as ModeloFormulario;
  conferirCampos(CAMPOS_FORMULARIO[modelo], body.respostas);
  const respostas = body.enviar ? validar(modelo, body.respostas) : body.respostas;
  const [salvo] = await ctx.db
    .update(formularios)
    .set({
      respostas: cifrar(ctx, respostas),
      atualizado_em: sql`now()`,
      ...(body.enviar ? { status: 'respondido', respondido_em: sql`now()` } : {}),
    })
    // Two sends racing: only the one that still finds it pending writes.
    .where(
      and(eq(formularios.id, id), doPacienteDoPortal(formularios, p), eq(formularios.status, 'pendente')),
    )
    .returning();
  if (!salvo) throw conflict('formulario', MSG_PORTAL.formularioJaEnviado);
  if (body.enviar) {
    const titular = await buscarTitular(ctx, p.usuarioId);
    if (titular) {
      const base = ctx.config.publicUrl.replace(/\/$/, '');
      await ctx.mailer
        .send({
          to: titular.email,
          ...emailFormularioRespondido({
            paciente: p.pacienteNome,
            titulo: MODELO_FORMULARIO_LABELS[modelo],
            url: `${base}/pacientes/ficha/${p.pacienteId}`,
          }),
        })
        .catch((err) => console.error('[portal] falha ao avisar o formulário respondido:', err));
    }
  }
  return completo(ctx, salvo, respostas);
}
