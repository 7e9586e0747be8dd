import type { Estatisticas } from '@consultorio/contracts/pacientes';
import type { AppContext } from '../../context.ts';
import { findPacienteOwned } from '../pacientes/service.ts';
import { estatisticasSessoes } from './service.ts';

/**
 * `GET /paciente/{id}/estatisticas`: the session figures of this area plus the ones the patient's life cycle
 * gathers from the other areas (modules/ciclo-paciente) — proxima_sessao (the next appointment, from the agenda),
 * prontuarios_count and anexos_count.
 */
export async function estatisticasPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<Estatisticas> {
  await findPacienteOwned(ctx.db, usuarioId, pacienteId);
  const sessoes = await estatisticasSessoes(ctx.db, usuarioId, pacienteId);
  return { ...sessoes, ...(await ctx.cicloPaciente.estatisticas(ctx.db, usuarioId, pacienteId)) };
}
