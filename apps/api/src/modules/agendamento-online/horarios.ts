import type { HorarioAtendimento } from '@consultorio/contracts/agendamento-online';
import {
  diaLocal,
  hojeEm,
  horaLocal,
  instanteDoRelogio,
  somaDias,
  somarMinutos,
} from '@consultorio/contracts/tempo';
import dayjs from 'dayjs';

/*
 * The free times of a booking page (docs/product.md §16), without I/O. The weekly hours are wall-clock times of the
 * psychologist's zone: each day's ranges are cut into sessions of `duracao` minutes, `intervalo` minutes apart, and
 * each start is turned into an instant in that zone — so a daylight-saving change moves nothing on the clock, and a
 * start that does not exist that day (the hour skipped in spring) is not offered.
 */

export interface Ocupado {
  inicio: Date;
  fim: Date;
}

export interface RegrasDaPagina {
  horarios: HorarioAtendimento[];
  duracao: number;
  intervalo: number;
  antecedenciaHoras: number;
  janelaDias: number;
  fuso: string;
}

const minutos = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number): string =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The last day a time may be offered: today (in the zone) plus the window. */
export const ultimoDiaDaJanela = (regras: RegrasDaPagina, agora: number): string =>
  somaDias(hojeEm(regras.fuso, agora), regras.janelaDias);

/**
 * Every start the hours offer on the days [de, ate] (both included), within the window and after the minimum
 * notice — busy times not yet removed. Ordered, without repeats.
 */
export function horariosDaGrade(regras: RegrasDaPagina, de: string, ate: string, agora: number): Date[] {
  const hoje = hojeEm(regras.fuso, agora);
  const primeiro = de < hoje ? hoje : de;
  const ultimoJanela = ultimoDiaDaJanela(regras, agora);
  const ultimo = ate > ultimoJanela ? ultimoJanela : ate;
  const minimo = agora + regras.antecedenciaHoras * 3_600_000;
  const passo = regras.duracao + regras.intervalo;
  const vistos = new Set<number>();
  const saida: Date[] = [];
  for (let dia = primeiro; dia <= ultimo; dia = somaDias(dia, 1)) {
    const semana = dayjs(dia).day();
    const faixas = regras.horarios
      .filter((h) => h.dia_semana === semana)
      .sort((a, b) => a.inicio.localeCompare(b.inicio));
    for (const faixa of faixas) {
      const fim = minutos(faixa.fim);
      for (let m = minutos(faixa.inicio); m + regras.duracao <= fim; m += passo) {
        const hora = hhmm(m);
        const instante = instanteDoRelogio(`${dia}T${hora}`, regras.fuso);
        // The hour skipped when clocks go forward has no instant: the library answers another hour; leave it out.
        if (diaLocal(instante, regras.fuso) !== dia || horaLocal(instante, regras.fuso) !== hora) continue;
        const ms = instante.getTime();
        if (ms < minimo || vistos.has(ms)) continue;
        vistos.add(ms);
        saida.push(instante);
      }
    }
  }
  return saida.sort((a, b) => a.getTime() - b.getTime());
}

/** True when a session starting at `inicio` overlaps a busy time, counting the gap kept around each one. */
export function colide(inicio: Date, regras: RegrasDaPagina, ocupados: Ocupado[]): boolean {
  const fim = somarMinutos(inicio, regras.duracao);
  const folga = regras.intervalo * 60_000;
  return ocupados.some(
    (o) => o.inicio.getTime() - folga < fim.getTime() && o.fim.getTime() + folga > inicio.getTime(),
  );
}

/** The free times: the grid's starts that overlap nothing busy. */
export function horariosLivres(
  regras: RegrasDaPagina,
  de: string,
  ate: string,
  agora: number,
  ocupados: Ocupado[],
): Date[] {
  return horariosDaGrade(regras, de, ate, agora).filter((i) => !colide(i, regras, ocupados));
}
