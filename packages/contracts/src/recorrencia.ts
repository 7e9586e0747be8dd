import { type FrequenciaRecorrencia, MAX_OCORRENCIAS, MSG_AGENDAMENTOS } from './agendamentos.ts';
import { somaDias, somaMesesAoDia } from './tempo.ts';

/*
 * Expansion of a repeating appointment, on calendar days of the practice's time zone: the API books these days
 * (at the first one's wall-clock time) and the form shows the same count and last day before saving.
 */

/** The n-th (0 = the first) day of a series from `inicio` (YYYY-MM-DD); a month keeps the day, clamped. */
export function diaDaOcorrencia(inicio: string, frequencia: FrequenciaRecorrencia, n: number): string {
  if (frequencia === 'mensal') return somaMesesAoDia(inicio, n);
  return somaDias(inicio, n * (frequencia === 'semanal' ? 7 : 14));
}

/** How a series ends: after a number of occurrences, or on the last one falling on or before the day `ate`. */
export interface RegraRecorrencia {
  frequencia: FrequenciaRecorrencia;
  ocorrencias?: number | null;
  ate?: string | null;
}

export type SerieExpandida =
  | { ok: true; dias: string[] }
  | { ok: false; campo: 'recorrencia.ocorrencias' | 'recorrencia.ate'; mensagem: string };

/**
 * The days (YYYY-MM-DD) of a series starting on `inicio`: `ocorrencias` of them, or every one up to and
 * including `ate`. More than MAX_OCORRENCIAS, or `ate` before the start, is an error naming the field.
 */
export function expandirRecorrencia(inicio: string, regra: RegraRecorrencia): SerieExpandida {
  const { frequencia } = regra;
  if (regra.ocorrencias != null) {
    if (regra.ocorrencias > MAX_OCORRENCIAS) {
      return { ok: false, campo: 'recorrencia.ocorrencias', mensagem: MSG_AGENDAMENTOS.ocorrenciasMax };
    }
    const n = Math.max(0, Math.trunc(regra.ocorrencias));
    return { ok: true, dias: Array.from({ length: n }, (_, i) => diaDaOcorrencia(inicio, frequencia, i)) };
  }
  const ate = regra.ate;
  if (ate == null)
    return { ok: false, campo: 'recorrencia.ocorrencias', mensagem: MSG_AGENDAMENTOS.recorrenciaIncompleta };
  if (ate < inicio)
    return { ok: false, campo: 'recorrencia.ate', mensagem: MSG_AGENDAMENTOS.ateAntesDoInicio };
  const dias: string[] = [];
  for (let n = 0; ; n++) {
    const dia = diaDaOcorrencia(inicio, frequencia, n);
    if (dia > ate) return { ok: true, dias };
    if (dias.length === MAX_OCORRENCIAS) {
      return { ok: false, campo: 'recorrencia.ate', mensagem: MSG_AGENDAMENTOS.maxOcorrencias };
    }
    dias.push(dia);
  }
}
