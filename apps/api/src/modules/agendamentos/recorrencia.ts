import {
  type FrequenciaRecorrencia,
  MAX_OCORRENCIAS,
  MSG_AGENDAMENTOS,
  type Recorrencia,
} from '@consultorio/contracts/agendamentos';
import { unprocessable } from '../../lib/errors.ts';
import { depoisDoDia, diaLocal, somarLocal } from './tempo.ts';

/** The n-th occurrence (0 = the first) of a series, in the practice's wall-clock time. */
export function ocorrencia(inicio: Date, frequencia: FrequenciaRecorrencia, n: number, fuso: string): Date {
  if (frequencia === 'mensal') return somarLocal(inicio, n, 'month', fuso);
  return somarLocal(inicio, n * (frequencia === 'semanal' ? 7 : 14), 'day', fuso);
}

/**
 * Start instants of a series: `ocorrencias` of them, or every one up to and including the day `ate`. Monthly
 * occurrences keep the first one's day of the month (the 31st falls on the month's last day). More than
 * MAX_OCORRENCIAS answers 422.
 */
export function gerarOcorrencias(inicio: Date, recorrencia: Recorrencia, fuso: string): Date[] {
  const { frequencia } = recorrencia;
  if (recorrencia.ocorrencias != null) {
    if (recorrencia.ocorrencias > MAX_OCORRENCIAS) {
      throw unprocessable('recorrencia.ocorrencias', MSG_AGENDAMENTOS.ocorrenciasMax);
    }
    return Array.from({ length: recorrencia.ocorrencias }, (_, n) => ocorrencia(inicio, frequencia, n, fuso));
  }
  const ate = recorrencia.ate as string;
  if (ate < diaLocal(inicio, fuso)) throw unprocessable('recorrencia.ate', MSG_AGENDAMENTOS.ateAntesDoInicio);
  const out: Date[] = [];
  for (let n = 0; ; n++) {
    const next = ocorrencia(inicio, frequencia, n, fuso);
    if (depoisDoDia(next, ate, fuso)) break;
    if (out.length === MAX_OCORRENCIAS)
      throw unprocessable('recorrencia.ate', MSG_AGENDAMENTOS.maxOcorrencias);
    out.push(next);
  }
  return out;
}
