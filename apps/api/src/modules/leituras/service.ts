import type { Pagination } from '@consultorio/contracts/common';
import type {
  Estatisticas,
  Paciente,
  PacienteArquivado,
  PacienteResumo,
} from '@consultorio/contracts/pacientes';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { anamneses, anexos, documentos, prontuarios, sessoes } from '../../db/schema.ts';
import { proximoAgendamentoSql, proximosAgendamentos } from '../agendamentos/service.ts';
import { contarAnexosDoPaciente } from '../anexos/service.ts';
import { reciboParaOPaciente } from '../cobrancas/service.ts';
import { alertaEscalaSql, pacientesComAlerta } from '../escalas/service.ts';
import { buscarPaginaDeArquivados, buscarPaginaDePacientes } from '../pacientes/lista.ts';
import { buscarPacienteDoUsuario, type ListPacientesQuery, obterPaciente } from '../pacientes/service.ts';
import { type PortalInfo, pdfDoPaciente } from '../portal/service.ts';
import { contarProntuarios } from '../prontuarios/service.ts';
import { estatisticasSessoes } from '../sessoes/estatisticas.ts';

/*
 * The reads that need several areas (docs/decisions/0063-patient-life-cycle-orchestration.md): above every area it
 * reads, called by the handlers. Each lower area answers its own part; this module puts them together.
 *
 * Every read is scoped by `usuarioId` and uses the `db`/`tx` it is given: on PGlite a query outside the open
 * transaction waits for it forever.
 */

type Runner = Db | Tx;

/**
 * `GET /pacientes`: the patients area's list, with each patient's next appointment from the agenda and, for the
 * titular (`comAlertas`), the scales area's marker of an answer alert not yet seen (docs/escalas.md).
 */
export async function listarPacientes(
  ctx: AppContext,
  usuarioId: string,
  q: ListPacientesQuery,
  comAlertas = false,
): Promise<{ pacientes: PacienteResumo[]; pagination: Pagination; arquivados_correspondentes: number }> {
  return buscarPaginaDePacientes(ctx, usuarioId, q, {
    proximoAgendamentoSql,
    ...(comAlertas ? { alertaEscalaSql } : {}),
  });
}

/**
 * `GET /paciente/{id}`: the patient and, for the titular (`comAlerta`), whether an answer alert of the scales area
 * waits to be seen (the file's marker, docs/escalas.md) — without reading, so without auditing, the answers.
 */
export async function obterPacienteComAlerta(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  comAlerta: boolean,
): Promise<Paciente> {
  const paciente = await obterPaciente(ctx, usuarioId, id);
  if (!comAlerta) return paciente;
  const alertas = await pacientesComAlerta(ctx, usuarioId, [paciente.id]);
  // Only when there is one: the file answers the same patient as its create and update otherwise.
  return alertas.has(paciente.id) ? { ...paciente, alerta_escala: true } : paciente;
}

/**
 * The latest of each record area's dates, counting both the date a record is about and the day it was last written
 * (an entry about an old session written today restarts the count): what the legal retention is counted from
 * (docs/product.md §8.3). A scalar SQL expression (a `date` or NULL) on the patient id column `pacienteId`.
 */
export function ultimoRegistroSql(usuarioId: string, pacienteId: SQL): SQL {
  const doPaciente = <
    T extends typeof sessoes | typeof prontuarios | typeof documentos | typeof anamneses | typeof anexos,
  >(
    t: T,
  ) => and(eq(t.usuario_id, usuarioId), sql`${t.paciente_id} = ${pacienteId}`);
  return sql`greatest(
    (select max(greatest(${sessoes.data}, ${sessoes.updated_at}::date)) from ${sessoes} where ${doPaciente(sessoes)}),
    (select max(greatest(${prontuarios.data}, ${prontuarios.updated_at}::date)) from ${prontuarios}
      where ${doPaciente(prontuarios)}),
    (select max(greatest(${documentos.data}, ${documentos.updated_at}::date)) from ${documentos}
      where ${doPaciente(documentos)}),
    (select max(${anamneses.updated_at}::date) from ${anamneses} where ${doPaciente(anamneses)}),
    (select max(${anexos.created_at}::date) from ${anexos} where ${doPaciente(anexos)})
  )`;
}

/** `GET /pacientes/arquivados`: the archived patients, each with its retention dates (its latest record, any area). */
export function listarArquivados(
  ctx: AppContext,
  usuarioId: string,
  q: { page: number; per_page: number },
): Promise<{ pacientes: PacienteArquivado[]; pagination: Pagination }> {
  return buscarPaginaDeArquivados(ctx, usuarioId, q, ultimoRegistroSql);
}

/** The figures of `GET /paciente/{id}/estatisticas` other areas than the sessions own. */
export type EstatisticasDeOutrasAreas = Pick<
  Estatisticas,
  'proxima_sessao' | 'prontuarios_count' | 'anexos_count'
>;

/**
 * The other areas' figures of a patient: the next appointment (agenda), the record entries (prontuários), the
 * attachments. In an object so a test can watch the call.
 */
export const outrasAreas = {
  async estatisticas(db: Runner, usuarioId: string, pacienteId: string): Promise<EstatisticasDeOutrasAreas> {
    const proximas = await proximosAgendamentos(db, usuarioId, [pacienteId]);
    return {
      proxima_sessao: proximas.get(pacienteId) ?? null,
      prontuarios_count: await contarProntuarios(db, usuarioId, pacienteId),
      anexos_count: await contarAnexosDoPaciente(db, usuarioId, pacienteId),
    };
  },
};

/**
 * `GET /paciente/{id}/estatisticas`: the sessions area's figures plus the other areas' — proxima_sessao,
 * prontuarios_count and anexos_count.
 */
export async function estatisticasPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<Estatisticas> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const daSessao = await estatisticasSessoes(ctx.db, usuarioId, pacienteId);
  return { ...daSessao, ...(await outrasAreas.estatisticas(ctx.db, usuarioId, pacienteId)) };
}

/**
 * `GET /api/portal/documentos/{id}/pdf`: a paid charge's receipt (the charges area) or a delivered document (the
 * portal's), both this patient's only; the first download of either is marked (docs/product.md §17, §18).
 */
export async function pdfParaOPortal(ctx: AppContext, p: PortalInfo, id: string) {
  const recibo = await reciboParaOPaciente(ctx, p, id);
  if (recibo) return { ...recibo, entidade: 'cobranca' };
  return { ...(await pdfDoPaciente(ctx, p, id)), entidade: 'documento' };
}
