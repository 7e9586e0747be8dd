import type { Recorrencia } from '@consultorio/contracts/agendamentos';
import { expandirRecorrencia } from '@consultorio/contracts/recorrencia';
import { diaLocal, mesmaHoraNoDia } from '@consultorio/contracts/tempo';
import { unprocessable } from '../../lib/errors.ts';

/**
 * Start instants of a series: the days of `expandirRecorrencia` (contracts, shared with the form) at the first
 * occurrence's wall-clock time in the practice's zone. A series that cannot be expanded answers 422 on its field.
 */
export function gerarOcorrencias(inicio: Date, recorrencia: Recorrencia, fuso: string): Date[] {
  const serie = expandirRecorrencia(diaLocal(inicio, fuso), recorrencia);
  if (!serie.ok) throw unprocessable(serie.campo, serie.mensagem);
  return serie.dias.map((dia, n) => (n === 0 ? inicio : mesmaHoraNoDia(inicio, dia, fuso)));
}
