import { formatTelefone } from '@consultorio/contracts/br';
import {
  type Ajuda,
  type AplicacaoPortal,
  AVISO_ESCALAS,
  CONTATOS_DE_AJUDA,
  DEFINICOES_ESCALA,
  type Escala,
  type EscalaRespondida,
  MSG_ESCALAS,
  OPCOES_ESCALA,
  temAlerta,
} from '@consultorio/contracts/escalas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { escalasAplicacoes } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { buscarTitular } from '../auth/service.ts';
import { emailDoAlerta } from './mail.ts';

/*
 * PHQ-9 and GAD-7 on the patient's page (docs/escalas.md): the scales waiting, one to answer with its instruction,
 * items and options, and the answer — stored encrypted, thanked, never scored for the patient. After an alerting
 * answer the patient gets the help lines and the psychologist's contact at once, and she gets an e-mail that says
 * only that an answer of the patient (initials) needs her attention.
 */

/** The portal session's patient (the portal's PortalInfo has these): every query scopes by both ids. */
export interface PacienteDoPortal {
  usuarioId: string;
  pacienteId: string;
  pacienteNome: string;
}

type Row = typeof escalasAplicacoes.$inferSelect;

const doPaciente = (p: PacienteDoPortal) =>
  and(eq(escalasAplicacoes.usuario_id, p.usuarioId), eq(escalasAplicacoes.paciente_id, p.pacienteId));

/** `GET /api/portal/escalas`: the ones waiting, oldest first. */
export async function aplicacoesPendentes(ctx: AppContext, p: PacienteDoPortal) {
  const rows = await ctx.db
    .select()
    .from(escalasAplicacoes)
    .where(and(doPaciente(p), eq(escalasAplicacoes.status, 'pendente')))
    .orderBy(asc(escalasAplicacoes.enviada_em), asc(escalasAplicacoes.id));
  return rows.map((r) => ({
    id: r.id,
    escala: r.escala as Escala,
    nome: DEFINICOES_ESCALA[r.escala as Escala].nome,
    enviada_em: r.enviada_em.toISOString(),
  }));
}

async function doPortal(ctx: AppContext, p: PacienteDoPortal, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(escalasAplicacoes)
    .where(and(eq(escalasAplicacoes.id, id), doPaciente(p)))
    .limit(1);
  if (!row) throw notFound(MSG_ESCALAS.naoEncontrada);
  return row;
}

/** `GET /api/portal/escalas/{id}`: a waiting one, to answer; answered or withdrawn: 404. */
export async function aplicacaoParaResponder(
  ctx: AppContext,
  p: PacienteDoPortal,
  id: string,
): Promise<AplicacaoPortal> {
  const row = await doPortal(ctx, p, id);
  if (row.status !== 'pendente') throw notFound(MSG_ESCALAS.naoEncontrada);
  const def = DEFINICOES_ESCALA[row.escala as Escala];
  return {
    id: row.id,
    escala: def.escala,
    nome: def.nome,
    instrucao: def.instrucao,
    itens: def.itens.map((texto, i) => ({ numero: i + 1, texto })),
    opcoes: OPCOES_ESCALA.map((o) => ({ ...o })),
    aviso: AVISO_ESCALAS,
  };
}

/** The help after an alerting answer: CVV, SAMU and the psychologist's own phone (her profile's). */
const ajudaCom = (profissional: { nome: string; telefone: string | null }): Ajuda => ({
  mensagem: MSG_ESCALAS.ajuda(profissional.nome),
  contatos: [
    ...CONTATOS_DE_AJUDA.map((c) => ({ ...c })),
    ...(profissional.telefone
      ? [{ nome: profissional.nome, telefone: formatTelefone(profissional.telefone) }]
      : []),
  ],
});

/**
 * `POST /api/portal/escalas/{id}/respostas`: one answer per item, 0–3 (a wrong count: 422); answered once (again:
 * 409, also for two racing sends). The patient is thanked; with an alert, helped, and the psychologist e-mailed.
 */
export async function responderAplicacao(
  ctx: AppContext,
  p: PacienteDoPortal,
  id: string,
  respostas: number[],
  publicUrl: string,
): Promise<EscalaRespondida> {
  const row = await doPortal(ctx, p, id);
  if (row.status === 'respondida') throw conflict('aplicacao', MSG_ESCALAS.jaRespondida);
  if (row.status !== 'pendente') throw notFound(MSG_ESCALAS.naoEncontrada);
  const escala = row.escala as Escala;
  const n = DEFINICOES_ESCALA[escala].itens.length;
  if (respostas.length !== n) {
    const msg = MSG_ESCALAS.quantidadeDeRespostas(n, respostas.length);
    throw new AppError(422, msg, { errors: { respostas: [msg] } });
  }
  const alerta = temAlerta(escala, respostas);
  const [salva] = await ctx.db
    .update(escalasAplicacoes)
    .set({
      status: 'respondida',
      respondida_em: sql`now()`,
      respostas: ctx.cipher.encrypt(JSON.stringify(respostas)),
      alerta,
    })
    .where(and(eq(escalasAplicacoes.id, id), doPaciente(p), eq(escalasAplicacoes.status, 'pendente')))
    .returning({ id: escalasAplicacoes.id });
  if (!salva) throw conflict('aplicacao', MSG_ESCALAS.jaRespondida);
  const resposta: EscalaRespondida = {
    aplicacao: { id, status: 'respondida' },
    mensagem: MSG_ESCALAS.obrigado,
    alerta,
  };
  if (!alerta) return resposta;
  const titular = await buscarTitular(ctx, p.usuarioId);
  if (titular) {
    const url = `${publicUrl.replace(/\/$/, '')}/pacientes/ficha/${p.pacienteId}?aba=escalas`;
    await ctx.mailer
      .send({ to: titular.email, ...emailDoAlerta({ paciente: p.pacienteNome, url }) })
      .catch((err) => console.error('[escalas] falha ao avisar o alerta de uma resposta:', err));
  }
  return {
    ...resposta,
    ajuda: ajudaCom({ nome: titular?.nome ?? 'Seu psicólogo', telefone: titular?.telefone ?? null }),
  };
}
