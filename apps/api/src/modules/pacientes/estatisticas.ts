import type { Estatisticas } from '@consultorio/contracts/pacientes';
import type { AppContext } from '../../context.ts';
import { estatisticasSessoes } from '../sessoes/service.ts';
import { estatisticaExterna, proximasSessoes } from './registry.ts';
import { findPacienteOwned } from './service.ts';

/**
 * `GET /paciente/{id}/estatisticas`: the session figures (sessions service) plus what other areas register —
 * proxima_sessao (agenda), prontuarios_count and anexos_count (null/0 until those areas exist).
 */
export async function estatisticasPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<Estatisticas> {
  await findPacienteOwned(ctx.db, usuarioId, pacienteId);
  const sessoes = await estatisticasSessoes(ctx.db, usuarioId, pacienteId);
  const proximas = await proximasSessoes(ctx.db, usuarioId, [pacienteId]);
  return {
    ...sessoes,
    proxima_sessao: proximas.get(pacienteId) ?? null,
    prontuarios_count: await estatisticaExterna(ctx.db, 'prontuarios_count', usuarioId, pacienteId),
    anexos_count: await estatisticaExterna(ctx.db, 'anexos_count', usuarioId, pacienteId),
  };
}
