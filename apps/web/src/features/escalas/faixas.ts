import {
  DEFINICOES_ESCALA,
  type Escala,
  FAIXA_LABELS,
  type Faixa,
  pontuacaoMaxima,
} from '@consultorio/contracts/escalas';

/** The band's colour family, from the mildest to the most severe (Mantine palette names). */
const COR_DA_FAIXA: Record<Faixa, string> = {
  minima: 'teal',
  leve: 'lime',
  moderada: 'yellow',
  moderadamente_grave: 'orange',
  grave: 'red',
};

export interface FaixaDoGrafico {
  faixa: Faixa;
  rotulo: string;
  /** Where the band's shading starts and ends on the score axis. */
  y1: number;
  y2: number;
  /** Translucent in both schemes (Mantine's `light` variant colour), so the line and the grid show through. */
  preenchimento: string;
  cor: string;
}

/**
 * The shaded bands of a scale's chart, read from the contract (`DEFINICOES_ESCALA[escala].faixas`, docs/escalas.md).
 * Scores are whole numbers, so a band's shading reaches half a point past its limits: 0–4 and 5–9 meet at 4,5 and
 * a point at 4 sits inside "Mínima", one at 5 inside "Leve"; the first starts at 0 and the last stops at the maximum.
 */
export function faixasDoGrafico(escala: Escala): FaixaDoGrafico[] {
  const maxima = pontuacaoMaxima(escala);
  return DEFINICOES_ESCALA[escala].faixas.map(({ faixa, min, max }) => ({
    faixa,
    rotulo: FAIXA_LABELS[faixa],
    y1: min === 0 ? 0 : min - 0.5,
    y2: max === maxima ? maxima : max + 0.5,
    preenchimento: `var(--mantine-color-${COR_DA_FAIXA[faixa]}-light)`,
    cor: COR_DA_FAIXA[faixa],
  }));
}

/** The score axis' ticks: 0, each band's first score and the maximum (PHQ-9: 0, 5, 10, 15, 20, 27). */
export const marcasDoEixo = (escala: Escala): number[] => [
  ...DEFINICOES_ESCALA[escala].faixas.map((f) => f.min),
  pontuacaoMaxima(escala),
];
