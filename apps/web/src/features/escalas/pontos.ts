import {
  type Aplicacao,
  DEFINICOES_ESCALA,
  type Escala,
  FAIXA_LABELS,
  type Faixa,
  pontuacaoMaxima,
} from '@consultorio/contracts/escalas';
import { formatDate } from '../../lib/format';

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
