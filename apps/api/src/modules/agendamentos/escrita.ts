import { randomUUID } from 'node:crypto';
import { MSG_AGENDAMENTO_ONLINE } from '@consultorio/contracts/agendamento-online';
import {
  type Agendamento,
  type AgendamentoCreateParsed,
  type AgendamentoUpdateParsed,
  type Escopo,
  MSG_AGENDAMENTOS,
  type StatusAgendamento,
} from '@consultorio/contracts/agendamentos';
import type { Sessao, SessaoCreateParsed } from '@consultorio/contracts/sessoes';
import {
  depoisDoDia,
  deslocamentoLocal,
  deslocar,
  diaLocal,
  hojeEm,
  horaLocal,
  somarMinutos,
} from '@consultorio/contracts/tempo';
import { and, asc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agendamentos } from '../../db/schema.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { exigirPlano } from '../planos/service.ts';
import { exigirSemConflito } from './conflito.ts';
import { linkParaSessaoOnline } from './link-online.ts';

export { linkParaSessaoOnline };

import { gerarOcorrencias } from './recorrencia.ts';
import { type AgendamentoRow, buscarAgendamentoDoUsuario, perfilAgenda, toAgendamento } from './service.ts';

/** The booker's contact, cleared once a booking is linked to a patient (docs/product.md §16). */
export const SEM_RESERVA = { reserva_nome: null, reserva_email: null, reserva_telefone: null } as const;

/** Occurrences that already happened (or were missed) are history: "this and the later ones" leaves them alone. */
const FECHADOS: StatusAgendamento[] = ['realizado', 'faltou'];

const toCentavos = (reais: number | null | undefined) =>
  reais === null || reais === undefined ? null : Math.round(reais * 100);

/**
 * `POST /agendamento`. One appointment, or a whole series with `recorrencia` (every occurrence checked for
 * conflicts; all or nothing). The plan is checked again inside the transaction with the user's row locked, which
 * also serialises concurrent bookings of the same psychologist, so the overlap check cannot race.
 */
export async function criarAgendamento(
  ctx: AppContext,
  usuarioId: string,
  input: AgendamentoCreateParsed,
  /**
   * A request's caller: its plan was checked by the route (`plano` of the declaration) and its session check read
   * the practice's time zone and default duration. Without it (the demo seed) both are read here.
   */
  pedido?: { fuso: string; duracaoSessao: number },
): Promise<Agendamento[]> {
  return ctx.db.transaction(async (tx) => {
    if (!pedido) await exigirPlano(ctx, usuarioId, { feature: 'agendamentos', write: true }, tx);
    const paciente = await buscarPacienteDoUsuario(tx, usuarioId, input.paciente_id);
    const { fuso, duracao: duracaoPadrao } = pedido
      ? { fuso: pedido.fuso, duracao: pedido.duracaoSessao }
      : await perfilAgenda(tx, usuarioId);
    const inicio = new Date(input.inicio);
    const duracao = input.duracao_minutos ?? duracaoPadrao;
    const inicios = input.recorrencia ? gerarOcorrencias(inicio, input.recorrencia, fuso) : [inicio];
    const intervalos = inicios.map((i) => ({ inicio: i, fim: somarMinutos(i, duracao) }));
    if (!input.permitir_conflito) await exigirSemConflito(tx, usuarioId, intervalos, fuso);

    const serie = inicios.length > 1 && input.recorrencia;
    const serieId = serie ? randomUUID() : null;
    const observacoes = ctx.cipher.encrypt(input.observacoes ?? null);
    // One room for every occurrence of a series: the patient keeps one address for the weekly session.
    const linkOnline =
      input.link_online ?? (input.modalidade === 'online' ? await linkParaSessaoOnline(tx, usuarioId) : null);
    const rows = await tx
      .insert(agendamentos)
      .values(
        intervalos.map((iv, n) => ({
          usuario_id: usuarioId,
          paciente_id: paciente.id,
          inicio: iv.inicio,
          fim: iv.fim,
          duracao_minutos: duracao,
          modalidade: input.modalidade ?? null,
          local: input.local ?? null,
          link_online: linkOnline,
          status: input.status,
          observacoes,
          valor_centavos: toCentavos(input.valor),
          serie_id: serieId,
          serie_frequencia: serie ? serie.frequencia : null,
          serie_ordem: serie ? n + 1 : null,
        })),
      )
      .returning();
    const nome = { id: paciente.id, nome: paciente.nome, nome_social: paciente.nome_social };
    return rows
      .sort((a, b) => a.inicio.getTime() - b.inicio.getTime())
      .map((r) => toAgendamento(ctx, r, nome, fuso));
  });
}

/** The rows an escopo reaches: this one, or this and the later open occurrences of its series. */
async function alvos(
  tx: Tx,
  usuarioId: string,
  atual: AgendamentoRow,
  escopo: Escopo,
): Promise<AgendamentoRow[]> {
  if (escopo === 'este' || !atual.serie_id || atual.serie_ordem === null) return [atual];
  const seguintes = await tx
    .select()
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.usuario_id, usuarioId),
        eq(agendamentos.serie_id, atual.serie_id),
        gt(agendamentos.serie_ordem, atual.serie_ordem),
        notInArray(agendamentos.status, FECHADOS),
      ),
    )
    .orderBy(asc(agendamentos.serie_ordem))
    .for('update');
  return [atual, ...seguintes];
}

const has = <K extends keyof AgendamentoUpdateParsed>(input: AgendamentoUpdateParsed, k: K) =>
  Object.hasOwn(input, k) && input[k] !== undefined;

/** An occurrence reached by an update: its row as stored and its new time, length and status. */
interface Novo {
  r: AgendamentoRow;
  inicio: Date;
  fim: Date;
  duracao: number;
  status: string;
}

/**
 * `PUT /agendamento/{id}?escopo=`. The fields sent replace the stored ones on every occurrence reached; a new
 * `inicio` moves the later ones by the same wall-clock shift. The overlap check runs only when the time changes
 * or a cancelled appointment comes back, so editing a note never trips over an accepted conflict.
 * `registrar_sessao` (status realizado/faltou, escopo este) registers the session through the sessions service
 * inside the same transaction: the session, its receita and the appointment commit together. The call goes one
 * way: the agenda links and marks its appointment itself, the sessions area does not call back.
 */
export async function alterarAgendamento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: AgendamentoUpdateParsed,
  escopo: Escopo,
  registrarSessaoDoAgendamento: RegistrarSessaoDoAgendamento,
): Promise<{ agendamento: Agendamento; atualizados: number; sessao: Sessao | null }> {
  return ctx.db.transaction(async (tx) => {
    await exigirPlano(ctx, usuarioId, { feature: 'agendamentos' }, tx);
    const { row: atual } = await buscarAgendamentoDoUsuario(tx, usuarioId, id, { lock: true });
    const { fuso } = await perfilAgenda(tx, usuarioId);
    if (input.paciente_id && input.paciente_id !== atual.paciente_id) {
      await buscarPacienteDoUsuario(tx, usuarioId, input.paciente_id);
    }
    const linhas = await alvos(tx, usuarioId, atual, escopo);
    const status = input.status ?? (atual.status as StatusAgendamento);
    if (input.registrar_sessao) assertPodeRegistrarSessao(atual, linhas, status, input.paciente_id);

    const novos = novosHorarios(atual, linhas, input, fuso);
    assertNaoFechaFuturo(novos, input, fuso);
    if (!input.permitir_conflito) await assertSemConflitoNovo(tx, usuarioId, linhas, novos, fuso);
    await gravar(tx, ctx, usuarioId, novos, input);

    const sessao = input.registrar_sessao
      ? await registrarSessao(tx, usuarioId, registrarSessaoDoAgendamento, {
          atual,
          novo: novos[0],
          input,
          status,
          fuso,
        })
      : null;
    const { row, paciente } = await buscarAgendamentoDoUsuario(tx, usuarioId, id);
    return { agendamento: toAgendamento(ctx, row, paciente, fuso), atualizados: novos.length, sessao };
  });
}

/** `registrar_sessao` needs a closed status (realizado/faltou), this one occurrence and no session yet. */
function assertPodeRegistrarSessao(
  atual: AgendamentoRow,
  linhas: AgendamentoRow[],
  status: StatusAgendamento,
  pacienteId: string | undefined,
): void {
  if (!atual.paciente_id && !pacienteId) {
    throw unprocessable('paciente_id', MSG_AGENDAMENTO_ONLINE.semPaciente);
  }
  if (!FECHADOS.includes(status)) {
    throw unprocessable('registrar_sessao', MSG_AGENDAMENTOS.registrarSessaoStatus);
  }
  if (linhas.length > 1) throw unprocessable('registrar_sessao', MSG_AGENDAMENTOS.registrarSessaoEscopo);
  if (atual.sessao_id) throw conflict('registrar_sessao', MSG_AGENDAMENTOS.sessaoJaRegistrada);
}

/** Each occurrence's new time: the one edited takes `inicio`, the later ones the same wall-clock shift. */
function novosHorarios(
  atual: AgendamentoRow,
  linhas: AgendamentoRow[],
  input: AgendamentoUpdateParsed,
  fuso: string,
): Novo[] {
  const deslocamento = input.inicio ? deslocamentoLocal(atual.inicio, new Date(input.inicio), fuso) : 0;
  return linhas.map((r) => {
    const inicio =
      r.id === atual.id && input.inicio
        ? new Date(input.inicio)
        : deslocamento !== 0
          ? deslocar(r.inicio, deslocamento, fuso)
          : r.inicio;
    const duracao = input.duracao_minutos ?? r.duracao_minutos;
    return { r, inicio, fim: somarMinutos(inicio, duracao), duracao, status: input.status ?? r.status };
  });
}

/** An appointment becomes realizado or faltou only once its day has come. */
function assertNaoFechaFuturo(novos: Novo[], input: AgendamentoUpdateParsed, fuso: string): void {
  if (!input.status || !FECHADOS.includes(input.status)) return;
  const hoje = hojeEm(fuso);
  if (novos.some((n) => n.r.status !== input.status && depoisDoDia(n.inicio, hoje, fuso))) {
    throw unprocessable('status', MSG_AGENDAMENTOS.realizadoFuturo);
  }
}

/** The overlap check, for the occurrences that move or come back from cancelled. */
async function assertSemConflitoNovo(
  tx: Tx,
  usuarioId: string,
  linhas: AgendamentoRow[],
  novos: Novo[],
  fuso: string,
): Promise<void> {
  const checar = novos.filter(
    (n) =>
      n.status !== 'cancelado' &&
      (n.inicio.getTime() !== n.r.inicio.getTime() ||
        n.fim.getTime() !== n.r.fim.getTime() ||
        n.r.status === 'cancelado'),
  );
  if (checar.length === 0) return;
  await exigirSemConflito(
    tx,
    usuarioId,
    checar.map((n) => ({ inicio: n.inicio, fim: n.fim })),
    fuso,
    linhas.map((r) => r.id),
  );
}

/** Writes the fields sent and each occurrence's new time. */
async function gravar(
  tx: Tx,
  ctx: AppContext,
  usuarioId: string,
  novos: Novo[],
  input: AgendamentoUpdateParsed,
): Promise<void> {
  const comuns: Partial<typeof agendamentos.$inferInsert> = {};
  if (has(input, 'paciente_id')) {
    // Linked to a patient, a booking's contact is the patient's record: the booker's copy goes.
    Object.assign(comuns, { paciente_id: input.paciente_id, ...SEM_RESERVA });
  }
  if (has(input, 'modalidade')) comuns.modalidade = input.modalidade ?? null;
  if (has(input, 'local')) comuns.local = input.local ?? null;
  if (has(input, 'link_online')) comuns.link_online = input.link_online ?? null;
  if (has(input, 'status')) comuns.status = input.status;
  if (has(input, 'observacoes')) comuns.observacoes = ctx.cipher.encrypt(input.observacoes ?? null);
  if (has(input, 'valor')) comuns.valor_centavos = toCentavos(input.valor);
  // Reminders (docs/product.md §13): a reactivated appointment drops the patient's "cancelado"; a moved one is
  // reminded again for its new time.
  const reativado =
    input.status === 'agendado' || input.status === 'confirmado'
      ? { resposta_paciente: sql`nullif(${agendamentos.resposta_paciente}, 'cancelado')` }
      : {};
  let linkNovo: string | undefined;
  for (const n of novos) {
    const modalidade = has(input, 'modalidade') ? input.modalidade : n.r.modalidade;
    const link = has(input, 'link_online') ? input.link_online : n.r.link_online;
    if (modalidade === 'online' && !link) {
      linkNovo ??= await linkParaSessaoOnline(tx, usuarioId);
    }
    const semLink = modalidade === 'online' && !link ? { link_online: linkNovo } : {};
    const movido =
      n.inicio.getTime() !== n.r.inicio.getTime()
        ? { lembrete_enviado_em: null, resposta_paciente: null }
        : {};
    await tx
      .update(agendamentos)
      .set({
        ...comuns,
        ...semLink,
        ...reativado,
        ...movido,
        inicio: n.inicio,
        fim: n.fim,
        duracao_minutos: n.duracao,
        updated_at: sql`now()`,
      })
      .where(and(eq(agendamentos.id, n.r.id), eq(agendamentos.usuario_id, usuarioId)));
  }
}

/**
 * How an appointment marked realizado or faltou gets its session: the patient's life cycle registers it
 * (modules/ciclo-paciente: the sessions area inserts it, the finance area its receita when gerar_lancamento), in
 * the agenda's transaction. The agenda links and marks the appointment itself.
 */
export type RegistrarSessaoDoAgendamento = (
  tx: Tx,
  input: SessaoCreateParsed & { agendamento_id: string },
) => Promise<Sessao>;

/** The session of the appointment marked realizado or faltou, then the appointment's link to it. */
async function registrarSessao(
  tx: Tx,
  usuarioId: string,
  registrarSessaoDoAgendamento: RegistrarSessaoDoAgendamento,
  args: {
    atual: AgendamentoRow;
    novo: Novo;
    input: AgendamentoUpdateParsed;
    status: StatusAgendamento;
    fuso: string;
  },
): Promise<Sessao> {
  const { atual, novo, input, status, fuso } = args;
  const sessao = await registrarSessaoDoAgendamento(tx, {
    paciente_id: (input.paciente_id ?? atual.paciente_id) as string,
    data: diaLocal(novo.inicio, fuso),
    hora_inicio: horaLocal(novo.inicio, fuso),
    duracao_minutos: novo.duracao,
    valor: has(input, 'valor') ? (input.valor ?? null) : toReais(atual.valor_centavos),
    presenca: status === 'realizado' ? 'realizada' : 'falta',
    pago: input.pago,
    forma_pagamento: input.forma_pagamento ?? null,
    observacoes: null,
    agendamento_id: atual.id,
    gerar_lancamento: input.gerar_lancamento,
  });
  await tx
    .update(agendamentos)
    .set({ sessao_id: sessao.id })
    .where(and(eq(agendamentos.id, atual.id), eq(agendamentos.usuario_id, usuarioId)));
  return sessao;
}

const toReais = (centavos: number | null) => (centavos === null ? null : centavos / 100);

/** `DELETE /agendamento/{id}?escopo=`: this one, or this and the later open occurrences of its series. */
export async function excluirAgendamento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  escopo: Escopo,
): Promise<{ excluidos: number; pacienteId: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const { row } = await buscarAgendamentoDoUsuario(tx, usuarioId, id, { lock: true });
    const ids = (await alvos(tx, usuarioId, row, escopo)).map((r) => r.id);
    const removed = await tx
      .delete(agendamentos)
      .where(and(eq(agendamentos.usuario_id, usuarioId), inArray(agendamentos.id, ids)))
      .returning({ id: agendamentos.id });
    return { excluidos: removed.length, pacienteId: row.paciente_id };
  });
}

/** `DELETE /agendamentos/{pacienteId}`: every appointment of the patient that has not started yet. */
export async function excluirFuturosDoPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
    const removed = await tx
      .delete(agendamentos)
      .where(
        and(
          eq(agendamentos.usuario_id, usuarioId),
          eq(agendamentos.paciente_id, pacienteId),
          gte(agendamentos.inicio, sql`now()`),
        ),
      )
      .returning({ id: agendamentos.id });
    return removed.length;
  });
}
