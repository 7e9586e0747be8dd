import { MSG_AGENDAMENTO_ONLINE } from '@consultorio/contracts/agendamento-online';
import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { textoDoEndereco } from '@consultorio/contracts/lembretes';
import { fusoValido } from '@consultorio/contracts/tempo';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agendamentos, usuarios } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { SEM_RESERVA } from '../agendamentos/escrita.ts';
import { buscarAgendamentoDoUsuario, obterAgendamento } from '../agendamentos/service.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { emailConfirmacao, emailRecusa } from './mail.ts';
import { dadosDaReserva, enviar, type Titular } from './service.ts';

/* The psychologist's answers to a booking request: accept, refuse, link to a patient. */

/** The booking's e-mail address: the linked patient's, else the booker's. */
async function emailDoAgendamento(ctx: AppContext, usuarioId: string, row: typeof agendamentos.$inferSelect) {
  if (row.paciente_id) {
    const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, row.paciente_id, {
      leitura: true,
    }).catch(() => null);
    return paciente?.email ?? null;
  }
  return row.reserva_email;
}

async function perfilDoTitular(ctx: AppContext, usuarioId: string): Promise<Titular> {
  const [u] = await ctx.db
    .select({ nome: usuarios.nome, fuso: usuarios.fuso_horario, endereco: usuarios.endereco })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return {
    usuarioId,
    nome: u?.nome ?? '',
    endereco: textoDoEndereco(u?.endereco) || null,
    fuso: fusoValido(u?.fuso),
  };
}

/**
 * `POST /agendamento/{id}/aceitar | recusar`: a request (`solicitado`) becomes `confirmado` or `cancelado`, and the
 * booker is told by e-mail. Anything else → 409.
 */
export async function responderPedido(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  resposta: 'aceitar' | 'recusar',
): Promise<{ message: string; agendamento: Agendamento }> {
  const atualizado = await ctx.db.transaction(async (tx) => {
    const { row } = await buscarAgendamentoDoUsuario(tx, usuarioId, id, { lock: true });
    if (row.status !== 'solicitado') throw conflict('status', MSG_AGENDAMENTO_ONLINE.naoSolicitado);
    const [novo] = await tx
      .update(agendamentos)
      .set({ status: resposta === 'aceitar' ? 'confirmado' : 'cancelado', updated_at: sql`now()` })
      .where(and(eq(agendamentos.id, id), eq(agendamentos.usuario_id, usuarioId)))
      .returning();
    return novo;
  });
  const para = await emailDoAgendamento(ctx, usuarioId, atualizado);
  if (para) {
    const dados = await dadosDaReserva(ctx, await perfilDoTitular(ctx, usuarioId), atualizado);
    await enviar(ctx, para, resposta === 'aceitar' ? emailConfirmacao(dados) : emailRecusa(dados));
  }
  return {
    message: resposta === 'aceitar' ? MSG_AGENDAMENTO_ONLINE.aceito : MSG_AGENDAMENTO_ONLINE.recusado,
    agendamento: await obterAgendamento(ctx, usuarioId, id),
  };
}

/**
 * `POST /agendamento/{id}/vincular {paciente_id}`: an online booking gets its patient (one of the account's, 404
 * otherwise); the booker's copy of the contact goes. A booking already linked → 409.
 */
export async function vincularPaciente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  pacienteId: string,
): Promise<{ message: string; agendamento: Agendamento }> {
  await ctx.db.transaction(async (tx) => {
    const { row } = await buscarAgendamentoDoUsuario(tx, usuarioId, id, { lock: true });
    if (row.paciente_id) throw conflict('paciente_id', MSG_AGENDAMENTO_ONLINE.jaVinculado);
    await buscarPacienteDoUsuario(tx, usuarioId, pacienteId);
    await tx
      .update(agendamentos)
      .set({ paciente_id: pacienteId, ...SEM_RESERVA, updated_at: sql`now()` })
      .where(and(eq(agendamentos.id, id), eq(agendamentos.usuario_id, usuarioId)));
  });
  return {
    message: MSG_AGENDAMENTO_ONLINE.vinculado,
    agendamento: await obterAgendamento(ctx, usuarioId, id),
  };
}
