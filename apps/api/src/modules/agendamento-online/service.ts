import {
  type AgendamentoOnline,
  type AgendamentoOnlineParsed,
  type AgendaPublica,
  type Confirmacao,
  type HorariosLivres,
  MAX_DIAS_CONSULTA,
  MSG_AGENDAMENTO_ONLINE,
  type ReservaResponse,
  type reservaCreateSchema,
  slugFinal,
} from '@consultorio/contracts/agendamento-online';
import { textoDoEndereco } from '@consultorio/contracts/lembretes';
import {
  diaLocal,
  diasEntre,
  fusoValido,
  hojeEm,
  isoLocal,
  somaDias,
  somarMinutos,
} from '@consultorio/contracts/tempo';
import type { z } from '@consultorio/contracts/zod';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agendamentoOnline, agendamentos, usuarios } from '../../db/schema.ts';
import { type Ator, naConta } from '../../lib/ator.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { linkParaSessaoOnline } from '../agendamentos/escrita.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { criarLinkDoAgendamento } from '../lembretes/service.ts';
import { carregarEstadoDoPlano, planDenial } from '../planos/service.ts';
import { colide, horariosDaGrade, type Ocupado, type RegrasDaPagina } from './horarios.ts';
import { type DadosDaReserva, emailConfirmacao, emailNovoAgendamento, emailSolicitacao } from './mail.ts';

/*
 * Self-booking (docs/product.md §16): the psychologist's booking page settings, the public page's answers (the
 * psychologist's name and CRP, free times — never anything about a patient), the booking itself, and the
 * psychologist's Aceitar / Recusar / Vincular paciente.
 */

type ConfigRow = typeof agendamentoOnline.$inferSelect;

const urlDaPagina = (ctx: AppContext, slug: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/agendar/${slug}`;

function toConfig(ctx: AppContext, row: ConfigRow, salvo: boolean): AgendamentoOnline {
  return {
    ativo: row.ativo,
    slug: row.slug,
    duracao_minutos: row.duracao_minutos,
    intervalo_minutos: row.intervalo_minutos,
    antecedencia_minima_horas: row.antecedencia_minima_horas,
    janela_dias: row.janela_dias,
    horarios: row.horarios,
    confirmacao: row.confirmacao as Confirmacao,
    modalidades: row.modalidades,
    mensagem: row.mensagem,
    url: urlDaPagina(ctx, row.slug),
    salvo,
  };
}

/** "Dra. Ana Souza" → "dra-ana-souza": a first suggestion of the page's address. */
export function slugSugerido(nome: string): string {
  const s = slugFinal(nome);
  return s.length >= 3 ? s : `consultorio-${s || 'agenda'}`;
}

/** `GET /user/agendamento-online`: the saved settings, or a suggestion (off, weekdays 9–12 and 14–18). */
export async function obterAgendamentoOnline(ctx: AppContext, usuarioId: string): Promise<AgendamentoOnline> {
  const [row] = await ctx.db
    .select()
    .from(agendamentoOnline)
    .where(eq(agendamentoOnline.usuario_id, usuarioId))
    .limit(1);
  if (row) return toConfig(ctx, row, true);
  const [u] = await ctx.db
    .select({ nome: usuarios.nome, duracao: usuarios.duracao_sessao_padrao })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  const semana = [1, 2, 3, 4, 5];
  return toConfig(
    ctx,
    {
      usuario_id: usuarioId,
      ativo: false,
      slug: slugSugerido(u?.nome ?? ''),
      duracao_minutos: Math.min(240, Math.max(15, u?.duracao ?? 50)),
      intervalo_minutos: 10,
      antecedencia_minima_horas: 24,
      janela_dias: 30,
      horarios: semana.flatMap((d) => [
        { dia_semana: d, inicio: '09:00', fim: '12:00' },
        { dia_semana: d, inicio: '14:00', fim: '18:00' },
      ]),
      confirmacao: 'automatica',
      modalidades: ['presencial'],
      mensagem: null,
      updated_at: new Date(),
    },
    false,
  );
}

/** `PUT /user/agendamento-online`: the whole settings; an address taken by another psychologist → 409. */
export async function salvarAgendamentoOnline(
  ctx: AppContext,
  usuarioId: string,
  input: AgendamentoOnlineParsed,
): Promise<AgendamentoOnline> {
  const [outro] = await ctx.db
    .select({ id: agendamentoOnline.usuario_id })
    .from(agendamentoOnline)
    .where(and(eq(agendamentoOnline.slug, input.slug), ne(agendamentoOnline.usuario_id, usuarioId)))
    .limit(1);
  if (outro) throw conflict('slug', MSG_AGENDAMENTO_ONLINE.slugEmUso);
  const values = {
    ativo: input.ativo,
    slug: input.slug,
    duracao_minutos: input.duracao_minutos,
    intervalo_minutos: input.intervalo_minutos,
    antecedencia_minima_horas: input.antecedencia_minima_horas,
    janela_dias: input.janela_dias,
    horarios: [...input.horarios].sort(
      (a, b) => a.dia_semana - b.dia_semana || a.inicio.localeCompare(b.inicio),
    ),
    confirmacao: input.confirmacao,
    modalidades: input.modalidades,
    mensagem: input.mensagem ?? null,
  };
  try {
    const [row] = await ctx.db
      .insert(agendamentoOnline)
      .values({ usuario_id: usuarioId, ...values })
      .onConflictDoUpdate({
        target: agendamentoOnline.usuario_id,
        set: { ...values, updated_at: new Date() },
      })
      .returning();
    return toConfig(ctx, row, true);
  } catch (err) {
    // Two psychologists saving the same address at once: the unique index decides.
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String(err))) {
      throw conflict('slug', MSG_AGENDAMENTO_ONLINE.slugEmUso);
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The public page

interface Pagina {
  usuarioId: string;
  config: ConfigRow;
  regras: RegrasDaPagina;
  nome: string;
  crp: string;
  email: string;
  endereco: string | null;
  valorCentavos: number | null;
}

/**
 * The page of a slug: active, of a titular whose plan has the feature (a plan that lost it takes the page down).
 * Anything else is one and the same 404, so the answer tells nothing about who has an account.
 */
async function paginaDoSlug(ctx: AppContext, slugBruto: string): Promise<Pagina> {
  const slug = slugBruto.trim().toLowerCase();
  const naoEncontrada = notFound(MSG_AGENDAMENTO_ONLINE.paginaNaoEncontrada);
  if (!/^[a-z0-9-]{3,50}$/.test(slug)) throw naoEncontrada;
  const [row] = await ctx.db
    .select({
      config: agendamentoOnline,
      nome: usuarios.nome,
      crp: usuarios.crp,
      email: usuarios.email,
      endereco: usuarios.endereco,
      fuso: usuarios.fuso_horario,
      valor: usuarios.valor_sessao_padrao_centavos,
      papel: usuarios.papel,
    })
    .from(agendamentoOnline)
    .innerJoin(usuarios, eq(usuarios.id, agendamentoOnline.usuario_id))
    .where(and(eq(agendamentoOnline.slug, slug), eq(agendamentoOnline.ativo, true)))
    .limit(1);
  if (row?.papel !== 'titular') throw naoEncontrada;
  const plano = await carregarEstadoDoPlano(ctx.db, row.config.usuario_id);
  if (planDenial(plano, { feature: 'essencial', write: true })) throw naoEncontrada;
  const c = row.config;
  return {
    usuarioId: c.usuario_id,
    config: c,
    regras: {
      horarios: c.horarios,
      duracao: c.duracao_minutos,
      intervalo: c.intervalo_minutos,
      antecedenciaHoras: c.antecedencia_minima_horas,
      janelaDias: c.janela_dias,
      fuso: fusoValido(row.fuso),
    },
    nome: row.nome,
    crp: row.crp ?? '',
    email: row.email,
    endereco: textoDoEndereco(row.endereco) || null,
    valorCentavos: row.valor,
  };
}

/** `GET /publico/agenda/{slug}`: what the page shows about the psychologist — name, CRP, the offer. */
export async function agendaPublica(ctx: AppContext, slug: string): Promise<AgendaPublica> {
  const p = await paginaDoSlug(ctx, slug);
  return {
    profissional: { nome: p.nome, crp: p.crp },
    duracao_minutos: p.config.duracao_minutos,
    modalidades: p.config.modalidades,
    mensagem: p.config.mensagem,
  };
}

/** The account's busy times around [de, ate): every appointment that is not cancelled, whoever it is for. */
async function ocupados(
  db: AppContext['db'] | Tx,
  usuarioId: string,
  de: Date,
  ate: Date,
): Promise<Ocupado[]> {
  return db
    .select({ inicio: agendamentos.inicio, fim: agendamentos.fim })
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.usuario_id, usuarioId),
        lt(agendamentos.inicio, ate),
        gt(agendamentos.fim, de),
        ne(agendamentos.status, 'cancelado'),
      ),
    );
}

/** `GET /publico/agenda/{slug}/horarios?de=&ate=`: free starts, instants with the psychologist's offset. */
export async function horariosPublicos(
  ctx: AppContext,
  slug: string,
  q: { de?: string; ate?: string },
  agora: number = Date.now(),
): Promise<HorariosLivres> {
  const p = await paginaDoSlug(ctx, slug);
  const de = q.de ?? hojeEm(p.regras.fuso, agora);
  const ate = q.ate ?? somaDias(de, 6);
  if (ate < de || diasEntre(de, ate) >= MAX_DIAS_CONSULTA)
    throw unprocessable('ate', MSG_AGENDAMENTO_ONLINE.periodo);
  const grade = horariosDaGrade(p.regras, de, ate, agora);
  if (grade.length === 0) return { horarios: [] };
  const folga = (p.regras.intervalo + p.regras.duracao) * 60_000;
  const busy = await ocupados(
    ctx.db,
    p.usuarioId,
    new Date(grade[0].getTime() - folga),
    new Date(grade[grade.length - 1].getTime() + folga),
  );
  return {
    horarios: grade
      .filter((i) => !colide(i, p.regras, busy))
      .map((i) => ({ inicio: isoLocal(i, p.regras.fuso) })),
  };
}

type ReservaInput = z.output<typeof reservaCreateSchema>;

/**
 * `POST /publico/agenda/{slug}/reservas`. A time the page does not offer (hours, window, notice) → 422. Then, in a
 * transaction holding the account's row lock — the same lock the agenda's own writes take (agendamentos/escrita.ts)
 * — the busy times are read again: taken meanwhile → 409, so of two visitors booking one time exactly one wins.
 * The booking carries the visitor's name and contact, never a patient: only the psychologist links one.
 */
export async function reservar(
  ctx: AppContext,
  ator: Ator,
  slug: string,
  input: ReservaInput,
  agora: number = Date.now(),
): Promise<ReservaResponse> {
  if (input.website?.trim()) throw unprocessable('website', MSG_AGENDAMENTO_ONLINE.honeypot);
  const p = await paginaDoSlug(ctx, slug);
  if (!p.config.modalidades.includes(input.modalidade)) {
    throw unprocessable('modalidade', MSG_AGENDAMENTO_ONLINE.modalidadeIndisponivel);
  }
  const inicio = new Date(input.inicio);
  const dia = diaLocal(inicio, p.regras.fuso);
  const oferecido = horariosDaGrade(p.regras, dia, dia, agora).some((i) => i.getTime() === inicio.getTime());
  if (!oferecido) throw unprocessable('inicio', MSG_AGENDAMENTO_ONLINE.horarioIndisponivel);

  const solicitado = p.config.confirmacao === 'manual';
  const fim = somarMinutos(inicio, p.regras.duracao);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, p.usuarioId)).for('update');
    const folga = p.regras.intervalo * 60_000;
    const busy = await ocupados(
      tx,
      p.usuarioId,
      new Date(inicio.getTime() - folga),
      new Date(fim.getTime() + folga),
    );
    if (colide(inicio, p.regras, busy)) throw conflict('inicio', MSG_AGENDAMENTO_ONLINE.horarioTomado);
    const link = input.modalidade === 'online' ? await linkParaSessaoOnline(tx, p.usuarioId) : null;
    const [criado] = await tx
      .insert(agendamentos)
      .values({
        usuario_id: p.usuarioId,
        paciente_id: null,
        inicio,
        fim,
        duracao_minutos: p.regras.duracao,
        modalidade: input.modalidade,
        link_online: link,
        status: solicitado ? 'solicitado' : 'confirmado',
        valor_centavos: p.valorCentavos,
        origem: 'agendamento_online',
        reserva_nome: input.nome,
        reserva_email: input.email,
        reserva_telefone: input.telefone,
      })
      .returning();
    return criado;
  });
  await registrarAuditoria(ctx.db, naConta(ator, p.usuarioId), {
    acao: 'criar',
    entidade: 'agendamento',
    entidadeId: row.id,
    detalhes: { origem: 'agendamento_online', status: row.status },
  });

  const dados = await dadosDaReserva(ctx, { ...p, fuso: p.regras.fuso }, row);
  await enviar(ctx, input.email, solicitado ? emailSolicitacao(dados) : emailConfirmacao(dados));
  const linkAgenda = `${ctx.config.publicUrl.replace(/\/$/, '')}/agendamentos`;
  await enviar(ctx, p.email, emailNovoAgendamento(dados, { nome: input.nome, solicitado }, linkAgenda));

  return {
    message: solicitado ? MSG_AGENDAMENTO_ONLINE.solicitado : MSG_AGENDAMENTO_ONLINE.reservado,
    reserva: {
      status: row.status as ReservaResponse['reserva']['status'],
      inicio: isoLocal(row.inicio, p.regras.fuso),
      duracao_minutos: row.duracao_minutos,
      modalidade: input.modalidade,
      link_online: solicitado ? null : row.link_online,
      local: input.modalidade === 'presencial' ? p.endereco : null,
      profissional: { nome: p.nome },
    },
  };
}

/** Whose booking it is, as its e-mails name them. */
export interface Titular {
  usuarioId: string;
  nome: string;
  fuso: string;
  endereco: string | null;
}

export async function dadosDaReserva(
  ctx: AppContext,
  p: Titular,
  row: typeof agendamentos.$inferSelect,
): Promise<DadosDaReserva> {
  return {
    id: row.id,
    inicio: row.inicio,
    duracao: row.duracao_minutos,
    modalidade: row.modalidade ?? 'presencial',
    link_online: row.link_online,
    local: row.local ?? p.endereco,
    fuso: p.fuso,
    profissional: p.nome,
    linkCancelar: await criarLinkDoAgendamento(ctx, p.usuarioId, row.id),
    nome: row.reserva_nome,
  };
}

/** An e-mail of a booking: a failure is logged, never undoes the booking (the agenda shows it either way). */
export async function enviar(
  ctx: AppContext,
  to: string,
  m: Omit<Parameters<AppContext['mailer']['send']>[0], 'to'>,
) {
  try {
    await ctx.mailer.send({ to, ...m });
  } catch (err) {
    console.error('[agendamento-online] falha ao enviar e-mail:', (err as Error).message);
  }
}
