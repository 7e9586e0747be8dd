import {
  type Aplicacao,
  DEFINICOES_ESCALA,
  ESCALAS,
  type Escala,
  type EscalaResumo,
  FAIXA_LABELS,
  faixaDe,
  MSG_ESCALAS,
  OPCOES_ESCALA,
  pontuacaoMaxima,
  pontuar,
  type RecorrenciaAtiva,
  type RecorrenciaEscala,
  temAlerta,
} from '@consultorio/contracts/escalas';
import { hojeEm, instanteDoRelogio } from '@consultorio/contracts/tempo';
import { and, asc, count, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { escalasAplicacoes, escalasRecorrencias } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { restricaoUnicaViolada } from '../../lib/sql.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { PERIODO_SQL } from './recorrencias.ts';

export {
  aplicacaoParaResponder,
  aplicacoesPendentes,
  type PacienteDoPortal,
  responderAplicacao,
} from './portal.ts';
export { aplicarRecorrencias } from './recorrencias.ts';

/*
 * PHQ-9 and GAD-7, the psychologist's side (docs/escalas.md, docs/decisions/0088-escalas.md): sending one to the
 * patient's page, once or on a schedule; typing in one applied on paper; reading every application with its score,
 * band and answers; stopping a schedule; marking an alert seen. The answers are one FieldCipher value; score and band
 * are computed from them on read. Every write goes through buscarPacienteDoUsuario (an archived patient: 409).
 */

export type AplicacaoRow = typeof escalasAplicacoes.$inferSelect;

export const respostasDe = (ctx: AppContext, row: Pick<AplicacaoRow, 'respostas'>): number[] | null =>
  row.respostas ? (JSON.parse(ctx.cipher.decrypt(row.respostas)) as number[]) : null;

export const cifrarRespostas = (ctx: AppContext, respostas: number[]): string =>
  ctx.cipher.encrypt(JSON.stringify(respostas));

export function aplicacaoDe(ctx: AppContext, row: AplicacaoRow): Aplicacao {
  const escala = row.escala as Escala;
  const respostas = row.status === 'respondida' ? respostasDe(ctx, row) : null;
  const pontuacao = respostas ? pontuar(respostas) : null;
  return {
    id: row.id,
    escala,
    status: row.status as Aplicacao['status'],
    recorrencia: row.recorrencia as RecorrenciaEscala,
    origem: row.origem as Aplicacao['origem'],
    enviada_em: row.enviada_em.toISOString(),
    respondida_em: row.respondida_em?.toISOString() ?? null,
    pontuacao,
    faixa: pontuacao === null ? null : faixaDe(escala, pontuacao),
    alerta: row.alerta,
    alerta_visto_em: row.alerta_visto_em?.toISOString() ?? null,
    respostas,
  };
}

/** `GET /escalas`. */
export const catalogoDeEscalas = (): EscalaResumo[] =>
  ESCALAS.map((escala) => ({
    escala,
    nome: DEFINICOES_ESCALA[escala].nome,
    itens: DEFINICOES_ESCALA[escala].itens.length,
    pontuacao_maxima: pontuacaoMaxima(escala),
    faixas: DEFINICOES_ESCALA[escala].faixas.map((f) => ({ ...f })),
  }));

/**
 * `POST /paciente/{id}/escalas`: an application waiting in the patient's page; with a period, the schedule that
 * puts the next one there after each answer (recorrencias.ts). A new schedule of the same scale replaces the live
 * one. The same scale already waiting: 409 (the unique index, so two clicks make one).
 */
export async function enviarEscala(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  escala: Escala,
  recorrencia: RecorrenciaEscala,
): Promise<Aplicacao> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx
        .update(escalasRecorrencias)
        .set({ encerrada_em: sql`now()` })
        .where(
          and(
            eq(escalasRecorrencias.usuario_id, usuarioId),
            eq(escalasRecorrencias.paciente_id, pacienteId),
            eq(escalasRecorrencias.escala, escala),
            isNull(escalasRecorrencias.encerrada_em),
          ),
        );
      const [serie] =
        recorrencia === 'unica'
          ? [undefined]
          : await tx
              .insert(escalasRecorrencias)
              .values({ usuario_id: usuarioId, paciente_id: pacienteId, escala, recorrencia })
              .returning({ id: escalasRecorrencias.id });
      const [nova] = await tx
        .insert(escalasAplicacoes)
        .values({
          usuario_id: usuarioId,
          paciente_id: pacienteId,
          escala,
          recorrencia,
          recorrencia_id: serie?.id ?? null,
        })
        .returning();
      return nova;
    });
    return aplicacaoDe(ctx, row);
  } catch (err) {
    if (restricaoUnicaViolada(err) === 'escalas_aplicacoes_pendente_unique') {
      throw conflict('escala', MSG_ESCALAS.jaPendente);
    }
    throw err;
  }
}

/** When a paper application happened: today → now; an earlier day → noon of it in the practice's zone. */
function quandoFoiAplicada(data: string | undefined, fuso: string): Date {
  const hoje = hojeEm(fuso);
  if (!data || data === hoje) return new Date();
  if (data > hoje)
    throw new AppError(422, MSG_ESCALAS.dataFutura, { errors: { data: [MSG_ESCALAS.dataFutura] } });
  return instanteDoRelogio(`${data}T12:00`, fuso);
}

/**
 * `POST /paciente/{id}/escalas/respostas`: a scale applied on paper in the session, scored at once. An alerting
 * answer is flagged like any other, already seen (she typed it in), and no e-mail goes out.
 */
export async function registrarEscala(
  ctx: AppContext,
  usuarioId: string,
  fuso: string,
  pacienteId: string,
  body: { escala: Escala; respostas: number[]; data?: string },
): Promise<Aplicacao> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId);
  const quando = quandoFoiAplicada(body.data, fuso);
  const alerta = temAlerta(body.escala, body.respostas);
  const [row] = await ctx.db
    .insert(escalasAplicacoes)
    .values({
      usuario_id: usuarioId,
      paciente_id: pacienteId,
      escala: body.escala,
      origem: 'sessao',
      status: 'respondida',
      enviada_em: quando,
      respondida_em: quando,
      respostas: cifrarRespostas(ctx, body.respostas),
      alerta,
      alerta_visto_em: alerta ? new Date() : null,
    })
    .returning();
  return aplicacaoDe(ctx, row);
}

/** The live schedules of a patient, each with its latest application and when the next one is due. */
async function recorrenciasAtivas(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<RecorrenciaAtiva[]> {
  const doPacienteEEscala = sql`a.usuario_id = r.usuario_id AND a.paciente_id = r.paciente_id AND a.escala = r.escala`;
  const res = (await ctx.db.execute(sql`
    SELECT r.escala, r.recorrencia, r.created_at AS desde,
      (SELECT a.id FROM escalas_aplicacoes a WHERE a.usuario_id = r.usuario_id AND a.recorrencia_id = r.id
        ORDER BY a.enviada_em DESC LIMIT 1) AS aplicacao_id,
      CASE WHEN EXISTS (SELECT 1 FROM escalas_aplicacoes a WHERE ${doPacienteEEscala} AND a.status = 'pendente')
        THEN NULL
        ELSE (SELECT max(a.respondida_em) FROM escalas_aplicacoes a WHERE ${doPacienteEEscala} AND a.status = 'respondida')
          + ${PERIODO_SQL(sql`r.recorrencia`)}
      END AS proxima_em
    FROM escalas_recorrencias r
    WHERE r.usuario_id = ${usuarioId} AND r.paciente_id = ${pacienteId} AND r.encerrada_em IS NULL
    ORDER BY r.escala`)) as unknown as {
    rows: {
      escala: Escala;
      recorrencia: RecorrenciaEscala;
      desde: Date | string;
      aplicacao_id: string | null;
      proxima_em: Date | string | null;
    }[];
  };
  const iso = (v: Date | string) => new Date(v).toISOString();
  return res.rows.flatMap((r) =>
    r.aplicacao_id
      ? [
          {
            escala: r.escala,
            recorrencia: r.recorrencia,
            desde: iso(r.desde),
            aplicacao_id: r.aplicacao_id,
            proxima_em: r.proxima_em === null ? null : iso(r.proxima_em),
          },
        ]
      : [],
  );
}

/** `GET /paciente/{id}/escalas`: every application, newest first, and the live schedules. */
export async function escalasDoPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<{ aplicacoes: Aplicacao[]; recorrencias: RecorrenciaAtiva[] }> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const rows = await ctx.db
    .select()
    .from(escalasAplicacoes)
    .where(and(eq(escalasAplicacoes.usuario_id, usuarioId), eq(escalasAplicacoes.paciente_id, pacienteId)))
    .orderBy(
      desc(sql`coalesce(${escalasAplicacoes.respondida_em}, ${escalasAplicacoes.enviada_em})`),
      desc(escalasAplicacoes.id),
    );
  return {
    aplicacoes: rows.map((r) => aplicacaoDe(ctx, r)),
    recorrencias: await recorrenciasAtivas(ctx, usuarioId, pacienteId),
  };
}

/** The account's application, its patient checked (archived: a write is a 409, docs/decisions/0078). */
async function aplicacaoDoUsuario(ctx: AppContext, usuarioId: string, id: string): Promise<AplicacaoRow> {
  const [row] = await ctx.db
    .select()
    .from(escalasAplicacoes)
    .where(and(eq(escalasAplicacoes.id, id), eq(escalasAplicacoes.usuario_id, usuarioId)))
    .limit(1);
  if (!row) throw notFound(MSG_ESCALAS.naoEncontrada);
  await buscarPacienteDoUsuario(ctx.db, usuarioId, row.paciente_id, {
    notFoundMessage: MSG_ESCALAS.naoEncontrada,
  });
  return row;
}

/**
 * `POST /escalas/aplicacoes/{id}/encerrar`: the schedule of the application (and any live one of the same scale
 * for this patient) ends, and an application still waiting leaves the patient's page. Stopping twice is harmless.
 */
export async function encerrarEscala(ctx: AppContext, usuarioId: string, id: string): Promise<Aplicacao> {
  const row = await aplicacaoDoUsuario(ctx, usuarioId, id);
  const doPaciente = and(
    eq(escalasRecorrencias.usuario_id, usuarioId),
    eq(escalasRecorrencias.paciente_id, row.paciente_id),
    eq(escalasRecorrencias.escala, row.escala),
  );
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(escalasRecorrencias)
      .set({ encerrada_em: sql`now()` })
      .where(and(doPaciente, isNull(escalasRecorrencias.encerrada_em)));
    await tx
      .update(escalasAplicacoes)
      .set({ status: 'encerrada', encerrada_em: sql`now()` })
      .where(
        and(
          eq(escalasAplicacoes.usuario_id, usuarioId),
          eq(escalasAplicacoes.paciente_id, row.paciente_id),
          eq(escalasAplicacoes.escala, row.escala),
          eq(escalasAplicacoes.status, 'pendente'),
          row.recorrencia_id ? undefined : eq(escalasAplicacoes.id, row.id),
        ),
      );
    const [atual] = await tx.select().from(escalasAplicacoes).where(eq(escalasAplicacoes.id, row.id));
    return aplicacaoDe(ctx, atual);
  });
}

/** `POST /escalas/aplicacoes/{id}/alerta-visto`: the alert leaves the file and the list; no alert: 422. */
export async function marcarAlertaVisto(ctx: AppContext, usuarioId: string, id: string): Promise<Aplicacao> {
  const row = await aplicacaoDoUsuario(ctx, usuarioId, id);
  if (!row.alerta) throw new AppError(422, MSG_ESCALAS.semAlerta);
  if (row.alerta_visto_em) return aplicacaoDe(ctx, row);
  const [visto] = await ctx.db
    .update(escalasAplicacoes)
    .set({ alerta_visto_em: sql`now()` })
    .where(and(eq(escalasAplicacoes.id, id), eq(escalasAplicacoes.usuario_id, usuarioId)))
    .returning();
  return aplicacaoDe(ctx, visto);
}

// ---------------------------------------------------------------------------------------------------------------
// For the other areas: the patient list's marker, the portal's home, the record's PDF

/** Of these patients, the ones with an alert not yet seen (the patient list's marker). */
/**
 * Whether an answer alert of the patient waits to be seen, as a boolean SQL expression on the patient's id column:
 * the patients' list reads it in its own statement (modules/leituras), on the partial index of unseen alerts.
 */
export const alertaEscalaSql = (usuarioId: string | Placeholder, pacienteId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${escalasAplicacoes} where ${escalasAplicacoes.usuario_id} = ${usuarioId} and ${escalasAplicacoes.paciente_id} = ${pacienteId} and ${escalasAplicacoes.alerta} and ${escalasAplicacoes.alerta_visto_em} is null)`;

export async function pacientesComAlerta(
  ctx: AppContext,
  usuarioId: string,
  pacienteIds: string[],
): Promise<Set<string>> {
  if (pacienteIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectDistinct({ id: escalasAplicacoes.paciente_id })
    .from(escalasAplicacoes)
    .where(
      and(
        eq(escalasAplicacoes.usuario_id, usuarioId),
        inArray(escalasAplicacoes.paciente_id, pacienteIds),
        eq(escalasAplicacoes.alerta, true),
        isNull(escalasAplicacoes.alerta_visto_em),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** How many scales wait for the patient's answer (the portal home's `pendencias.escalas`). */
export async function contarPendentes(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(escalasAplicacoes)
    .where(
      and(
        eq(escalasAplicacoes.usuario_id, usuarioId),
        eq(escalasAplicacoes.paciente_id, pacienteId),
        eq(escalasAplicacoes.status, 'pendente'),
      ),
    );
  return r?.n ?? 0;
}

/**
 * The answered applications of a patient, oldest first, as the record's PDF prints them: the day in the practice's
 * zone, "PHQ-9 · 12 de 27 pontos · Moderada", then each item with the option chosen.
 */
export async function escalasParaPdf(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<{ data: string; titulo: string; itens: string[] }[]> {
  const fuso = await fusoDoUsuario(ctx.db, usuarioId);
  const rows = await ctx.db
    .select()
    .from(escalasAplicacoes)
    .where(
      and(
        eq(escalasAplicacoes.usuario_id, usuarioId),
        eq(escalasAplicacoes.paciente_id, pacienteId),
        eq(escalasAplicacoes.status, 'respondida'),
      ),
    )
    .orderBy(asc(escalasAplicacoes.respondida_em), asc(escalasAplicacoes.id));
  return rows.map((r) => {
    const a = aplicacaoDe(ctx, r);
    const def = DEFINICOES_ESCALA[a.escala];
    const origem = a.origem === 'sessao' ? 'aplicada na sessão' : 'respondida na área do paciente';
    return {
      data: hojeEm(fuso, r.respondida_em ?? r.enviada_em),
      titulo: `${def.sigla} · ${a.pontuacao} de ${pontuacaoMaxima(a.escala)} pontos · ${FAIXA_LABELS[a.faixa ?? 'minima']} · ${origem}${a.alerta ? ' · item 9 acima de zero' : ''}`,
      itens: def.itens.map((texto, i) => {
        const v = a.respostas?.[i] ?? 0;
        return `${texto}: ${OPCOES_ESCALA[v].texto} (${v})`;
      }),
    };
  });
}
