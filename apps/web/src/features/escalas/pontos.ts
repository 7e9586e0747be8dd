import {
  type Aplicacao,
  DEFINICOES_ESCALA,
  type Escala,
  FAIXA_LABELS,
  type Faixa,
  pontuacaoMaxima,
} from '@consultorio/contracts/escalas';
import { dayjs, formatDate } from '../../lib/format';

/** An answered application of one scale, as the chart and its table read it. */
export interface PontoDaEscala {
  id: string;
  quando: string;
  pontuacao: number;
  faixa: Faixa;
  origem: Aplicacao['origem'];
  alerta: boolean;
  respostas: number[];
}

/** The answered applications of `escala`, oldest first (the chart's order). */
export function pontosDaEscala(aplicacoes: readonly Aplicacao[], escala: Escala): PontoDaEscala[] {
  return aplicacoes
    .flatMap((a) =>
      a.escala === escala && a.status === 'respondida' && a.pontuacao !== null && a.faixa && a.respostas
        ? [
            {
              id: a.id,
              quando: a.respondida_em ?? a.enviada_em,
              pontuacao: a.pontuacao,
              faixa: a.faixa,
              origem: a.origem,
              alerta: a.alerta,
              respostas: a.respostas,
            },
          ]
        : [],
    )
    .sort((x, y) => x.quando.localeCompare(y.quando));
}

/** "12 de 27 pontos · Moderada". */
export const pontuacaoTexto = (escala: Escala, p: Pick<PontoDaEscala, 'pontuacao' | 'faixa'>): string =>
  `${p.pontuacao} de ${pontuacaoMaxima(escala)} pontos · ${FAIXA_LABELS[p.faixa]}`;

/**
 * The chart's text alternative in one sentence: how many answers, the last one's day, score and band, and the
 * change since the one before (screen readers read it as the chart's name; the table below has every point).
 */
export function resumoDoGrafico(escala: Escala, pontos: readonly PontoDaEscala[]): string {
  const sigla = DEFINICOES_ESCALA[escala].sigla;
  const ultimo = pontos.at(-1);
  if (!ultimo) return `${sigla}: nenhuma resposta ainda.`;
  const quantas = pontos.length === 1 ? '1 resposta' : `${pontos.length} respostas`;
  const anterior = pontos.at(-2);
  const variacao =
    anterior === undefined
      ? ''
      : ultimo.pontuacao === anterior.pontuacao
        ? ', igual à anterior'
        : `, ${Math.abs(ultimo.pontuacao - anterior.pontuacao)} ${ultimo.pontuacao > anterior.pontuacao ? 'acima' : 'abaixo'} da anterior`;
  return `${sigla}, pontuação ao longo do tempo: ${quantas}; a última em ${formatDate(ultimo.quando)}, ${pontuacaoTexto(escala, ultimo)}${variacao}.`;
}

const DIA = 86_400_000;

/**
 * The time axis: from a little before the first answer to a little after the last (a day, or 5% of the span), so
 * the first and last points sit inside the shaded bands; a tick on each answer while they are few, else recharts'.
 */
export function eixoDoTempo(instantes: number[]): { domain: [number, number]; ticks?: number[] } {
  const min = Math.min(...instantes);
  const max = Math.max(...instantes);
  const folga = Math.max(DIA, (max - min) * 0.05);
  // One tick per day answered (two answers on one day would print the same date twice).
  const porDia = instantes.filter((t, i) => instantes.findIndex((u) => dayjs(u).isSame(t, 'day')) === i);
  return { domain: [min - folga, max + folga], ...(porDia.length <= 6 ? { ticks: porDia } : {}) };
}
