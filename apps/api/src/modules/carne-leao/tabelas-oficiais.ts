import type { ReducaoIrpf, TabelaIrpf } from '@consultorio/contracts/carne-leao';

/*
 * The tables and the reduction as published (docs/carne-leao.md), exactly as migration 0007 seeds them. Only the
 * tests read this file: the application reads the database, so next year's table is a new migration row, not code.
 * The tests check that GET /tributos answers these values.
 */

export const TABELAS_OFICIAIS: TabelaIrpf[] = [
  {
    vigencia_inicio: '2023-05-01',
    vigencia_fim: '2024-01-31',
    fonte: 'Lei 14.663/2023',
    faixas: [
      { ate: 2112.0, aliquota: 0, deducao: 0 },
      { ate: 2826.65, aliquota: 7.5, deducao: 158.4 },
      { ate: 3751.05, aliquota: 15, deducao: 370.4 },
      { ate: 4664.68, aliquota: 22.5, deducao: 651.73 },
      { ate: null, aliquota: 27.5, deducao: 884.96 },
    ],
    desconto_simplificado: 528.0,
    deducao_dependente: 189.59,
  },
  {
    vigencia_inicio: '2024-02-01',
    vigencia_fim: '2025-04-30',
    fonte: 'MP 1.206/2024 (Lei 14.848/2024)',
    faixas: [
      { ate: 2259.2, aliquota: 0, deducao: 0 },
      { ate: 2826.65, aliquota: 7.5, deducao: 169.44 },
      { ate: 3751.05, aliquota: 15, deducao: 381.44 },
      { ate: 4664.68, aliquota: 22.5, deducao: 662.77 },
      { ate: null, aliquota: 27.5, deducao: 896.0 },
    ],
    desconto_simplificado: 564.8,
    deducao_dependente: 189.59,
  },
  {
    vigencia_inicio: '2025-05-01',
    vigencia_fim: null,
    fonte: 'Lei 15.191/2025',
    faixas: [
      { ate: 2428.8, aliquota: 0, deducao: 0 },
      { ate: 2826.65, aliquota: 7.5, deducao: 182.16 },
      { ate: 3751.05, aliquota: 15, deducao: 394.16 },
      { ate: 4664.68, aliquota: 22.5, deducao: 675.49 },
      { ate: null, aliquota: 27.5, deducao: 908.73 },
    ],
    desconto_simplificado: 607.2,
    deducao_dependente: 189.59,
  },
];

export const REDUCOES_OFICIAIS: ReducaoIrpf[] = [
  {
    vigencia_inicio: '2026-01-01',
    vigencia_fim: null,
    fonte: 'Lei 15.270/2025',
    limite_integral: 5000,
    valor_maximo: 312.89,
    limite_parcial: 7350,
    constante: 978.62,
    coeficiente: 0.133145,
  },
];
