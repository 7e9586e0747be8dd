import type { Estatisticas } from '@consultorio/contracts/pacientes';
import type { AppContext } from '../../context.ts';
import { estatisticaExterna, proximosAgendamentos } from '../pacientes/registry.ts';
import { findPacienteOwned } from '../pacientes/service.ts';
import { estatisticasSessoes } from './service.ts';

/**
 * `GET /paciente/{id}/estatisticas`: the session figures of this area plus what other areas register in the
 * patients' registry — proxima_sessao (the next appointment, from the agenda), prontuarios_count and anexos_count.
 */
export async function estatisticasPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<Estatisticas> {
  await findPacienteOwned(ctx.db, usuarioId, pacienteId);
  const sessoes = await estatisticasSessoes(ctx.db, usuarioId, pacienteId);
  const proximas = await proximosAgendamentos(ctx.db, usuarioId, [pacienteId]);
  return {
    ...sessoes,
    proxima_sessao: proximas.get(pacienteId) ?? null,
    prontuarios_count: await estatisticaExterna(ctx.db, 'prontuarios_count', usuarioId, pacienteId),
    anexos_count: await estatisticaExterna(ctx.db, 'anexos_count', usuarioId, pacienteId),
  };
}
