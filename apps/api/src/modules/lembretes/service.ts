import type { StatusAgendamento } from '@consultorio/contracts/agendamentos';
import {
  LEMBRETES_PADRAO,
  type LembretePublico,
  type LembreteResposta,
  type LembretesConfig,
  type LembretesConfigParsed,
  type LembreteWhatsapp,
  localDoAgendamento,
  MODELO_PADRAO,
  MSG_LEMBRETES,
  type RespostaPaciente,
  renderizarModelo,
  whatsappUrl,
} from '@consultorio/contracts/lembretes';
import { dataLocal, fusoValido, horaLocal, isoLocal } from '@consultorio/contracts/tempo';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { lembretesAgendamento, lembretesConfig } from '../../db/schema.ts';
import { type Ator, atorPaciente } from '../../lib/ator.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  agendamentosParaLembrete,
  buscarAgendamentoDoUsuario,
  liberarLembrete,
  reservarLembrete,
  responderPeloPaciente,
} from '../agendamentos/service.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { urlDoLinkAtivo } from '../portal/service.ts';
import { obterPerfil } from '../usuario/service.ts';
import { emailDoLembrete } from './mail.ts';

/*
 * Appointment reminders (docs/product.md §13): the psychologist's settings, the job that e-mails consenting
 * patients a link to confirm or cancel, the public answers to that link and the WhatsApp message.
 */

const HORA = 3_600_000;

// ---------------------------------------------------------------------------------------------------------------
// Settings

type ConfigRow = typeof lembretesConfig.$inferSelect;

const toConfig = (row: ConfigRow | undefined): LembretesConfig =>
  row
    ? { ativo: row.ativo, antecedencia_horas: row.antecedencia_horas, modelo: row.modelo ?? MODELO_PADRAO }
    : LEMBRETES_PADRAO;

export async function obterConfigLembretes(ctx: AppContext, usuarioId: string): Promise<LembretesConfig> {
  const [row] = await ctx.db
    .select()
    .from(lembretesConfig)
    .where(eq(lembretesConfig.usuario_id, usuarioId))
    .limit(1);
  return toConfig(row);
}

/** `PUT /user/lembretes`: a full replace; a blank template (or the default's very text) stores the default. */
export async function salvarConfigLembretes(
  ctx: AppContext,
  usuarioId: string,
  input: LembretesConfigParsed,
): Promise<LembretesConfig> {
  const modelo = input.modelo && input.modelo !== MODELO_PADRAO ? input.modelo : null;
  const values = { ativo: input.ativo, antecedencia_horas: input.antecedencia_horas, modelo };
  const [row] = await ctx.db
    .insert(lembretesConfig)
    .values({ usuario_id: usuarioId, ...values })
    .onConflictDoUpdate({ target: lembretesConfig.usuario_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return toConfig(row);
}

// ---------------------------------------------------------------------------------------------------------------
// The message

interface Profissional {
  nome: string;
  fuso: string;
  endereco: Parameters<typeof localDoAgendamento>[1];
}

async function profissional(ctx: AppContext, usuarioId: string): Promise<Profissional> {
  const p = await obterPerfil(ctx, usuarioId);
  return { nome: p.nome, fuso: fusoValido(p.fuso_horario), endereco: p.endereco };
}

function mensagem(
  modelo: string,
  prof: Profissional,
  a: { inicio: Date; modalidade: string | null; local: string | null },
  nomePaciente: string,
): string {
  return renderizarModelo(modelo, {
    nome: nomePaciente,
    data: dataLocal(a.inicio, prof.fuso),
    hora: horaLocal(a.inicio, prof.fuso),
    profissional: prof.nome,
    local: localDoAgendamento(a, prof.endereco),
  });
}

/** The WhatsApp message and, for an online session, the line with its video link (docs/product.md §16). */
function comLink(texto: string, a: { modalidade: string | null; link_online: string | null }): string {
  return a.modalidade === 'online' && a.link_online
    ? `${texto}\n\nLink da sessão online: ${a.link_online}`
    : texto;
}

// ---------------------------------------------------------------------------------------------------------------
// The job

/**
 * Job `lembrar-agendamentos`: for each psychologist with reminders on, e-mails every appointment still
 * `agendado` that starts within their chosen hours, to a patient who consented and has an e-mail. Each
 * appointment is claimed before its e-mail goes out (`agendamentos.lembrete_enviado_em`), so it gets one reminder
 * whatever the runs or replicas; a failed send gives the claim back for the next run. Returns e-mails sent.
 */
export async function lembrarAgendamentos(ctx: AppContext, agora: number = Date.now()): Promise<number> {
  const ativos = await ctx.db.select().from(lembretesConfig).where(eq(lembretesConfig.ativo, true));
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  let enviados = 0;
  for (const config of ativos) {
    const usuarioId = config.usuario_id;
    const devidos = await agendamentosParaLembrete(
      ctx.db,
      usuarioId,
      new Date(agora),
      new Date(agora + config.antecedencia_horas * HORA),
    );
    if (devidos.length === 0) continue;
    const prof = await profissional(ctx, usuarioId);
    const modelo = config.modelo ?? MODELO_PADRAO;
    for (const a of devidos) {
      if (!(await reservarLembrete(ctx.db, usuarioId, a.id))) continue;
      const token = newToken();
      const [link] = await ctx.db
        .insert(lembretesAgendamento)
        .values({ usuario_id: usuarioId, agendamento_id: a.id, token_hash: sha256(token) })
        .returning({ id: lembretesAgendamento.id });
      try {
        const texto = mensagem(modelo, prof, a, a.paciente.nome);
        await ctx.mailer.send({
          to: a.paciente.email,
          ...emailDoLembrete(
            texto,
            `${base}/confirmar/${token}`,
            prof,
            a,
            await urlDoLinkAtivo(ctx, usuarioId, a.paciente.id),
          ),
        });
        enviados++;
      } catch (err) {
        await ctx.db.delete(lembretesAgendamento).where(eq(lembretesAgendamento.id, link.id));
        await liberarLembrete(ctx.db, usuarioId, a.id);
        console.error(`[lembrar-agendamentos] falha ao enviar o lembrete do agendamento ${a.id}:`, err);
      }
    }
  }
  return enviados;
}

// ---------------------------------------------------------------------------------------------------------------
// The patient's link (public)

/**
 * A new link to the public confirm-or-cancel page of an appointment (`PUBLIC_URL/confirmar/{token}`), for the
 * e-mails of an online booking (docs/product.md §16); the token is kept only as its SHA-256.
 */
export async function criarLinkDoAgendamento(
  ctx: AppContext,
  usuarioId: string,
  agendamentoId: string,
): Promise<string> {
  const token = newToken();
  await ctx.db
    .insert(lembretesAgendamento)
    .values({ usuario_id: usuarioId, agendamento_id: agendamentoId, token_hash: sha256(token) });
  return `${ctx.config.publicUrl.replace(/\/$/, '')}/confirmar/${token}`;
}

/** The appointment a token points to while it has not started; 404 otherwise (unknown, expired, gone). */
async function doToken(ctx: AppContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(MSG_LEMBRETES.linkInvalido);
  const [link] = await ctx.db
    .select()
    .from(lembretesAgendamento)
    .where(eq(lembretesAgendamento.token_hash, sha256(token)))
    .limit(1);
  if (!link) throw notFound(MSG_LEMBRETES.linkInvalido);
  const { row } = await buscarAgendamentoDoUsuario(ctx.db, link.usuario_id, link.agendamento_id).catch(() => {
    throw notFound(MSG_LEMBRETES.linkInvalido);
  });
  if (row.inicio.getTime() <= Date.now()) throw notFound(MSG_LEMBRETES.linkInvalido);
  return { link, row };
}

async function publico(
  ctx: AppContext,
  usuarioId: string,
  a: {
    inicio: Date;
    duracao_minutos: number;
    status: string;
    modalidade: string | null;
    link_online: string | null;
  },
): Promise<LembretePublico> {
  const prof = await profissional(ctx, usuarioId);
  // The room is shown only while the session is on: a cancelled one's link is no longer the patient's.
  const link = a.modalidade === 'online' && a.status !== 'cancelado' ? a.link_online : null;
  return {
    agendamento: {
      inicio: isoLocal(a.inicio, prof.fuso),
      duracao_minutos: a.duracao_minutos,
      status: a.status as StatusAgendamento,
      ...(link ? { link_online: link } : {}),
    },
    profissional: { nome: prof.nome },
  };
}

/** `GET /lembretes/{token}`: date, time, length, status and the psychologist's name — nothing about the patient. */
export async function lembretePublico(ctx: AppContext, token: string): Promise<LembretePublico> {
  const { link, row } = await doToken(ctx, token);
  return publico(ctx, link.usuario_id, row);
}

/**
 * `POST /lembretes/{token}/confirmar | cancelar`: the appointment becomes confirmado / cancelado, recorded in the
 * owner's audit trail. Answering the same again changes nothing; a cancelled appointment cannot be confirmed
 * through the link (409: the slot may be taken, the patient talks to the psychologist).
 */
export async function responderLembrete(
  ctx: AppContext,
  ator: Ator,
  token: string,
  resposta: RespostaPaciente,
): Promise<LembreteResposta> {
  const { link, row } = await doToken(ctx, token);
  const message = resposta === 'confirmado' ? MSG_LEMBRETES.confirmado : MSG_LEMBRETES.cancelado;
  if (row.status === resposta) return { message, ...(await publico(ctx, link.usuario_id, row)) };
  if (row.status === 'cancelado') throw conflict('status', MSG_LEMBRETES.jaCancelado);
  // A request still waiting for the psychologist (docs/product.md §16) may be withdrawn, not confirmed by the booker.
  if (row.status === 'solicitado' && resposta === 'confirmado') {
    throw conflict('status', MSG_LEMBRETES.aguardandoProfissional);
  }
  const nova = await responderPeloPaciente(ctx.db, link.usuario_id, row.id, resposta);
  if (!nova) throw conflict('status', MSG_LEMBRETES.jaCancelado);
  await registrarAuditoria(ctx.db, atorPaciente(ator, link.usuario_id, row.paciente_id), {
    acao: 'alterar',
    entidade: 'agendamento',
    entidadeId: row.id,
    detalhes: { origem: 'lembrete', status: resposta, paciente_id: row.paciente_id },
  });
  return { message, ...(await publico(ctx, link.usuario_id, nova)) };
}

// ---------------------------------------------------------------------------------------------------------------
// WhatsApp

/** `GET /agendamento/{id}/lembrete`: the reminder text for this appointment and the wa.me link to the patient. */
export async function lembreteWhatsapp(
  ctx: AppContext,
  usuarioId: string,
  agendamentoId: string,
): Promise<LembreteWhatsapp> {
  const { row } = await buscarAgendamentoDoUsuario(ctx.db, usuarioId, agendamentoId);
  const [paciente, prof, config] = await Promise.all([
    row.paciente_id ? buscarPacienteDoUsuario(ctx.db, usuarioId, row.paciente_id, { leitura: true }) : null,
    profissional(ctx, usuarioId),
    obterConfigLembretes(ctx, usuarioId),
  ]);
  // An online booking not linked yet: the booker's name and phone (docs/product.md §16).
  const nome = paciente ? (paciente.nome_social ?? paciente.nome) : (row.reserva_nome ?? '');
  const texto = comLink(mensagem(config.modelo, prof, row, nome), row);
  return {
    mensagem: texto,
    whatsapp_url: whatsappUrl(paciente ? paciente.telefone : row.reserva_telefone, texto),
  };
}
