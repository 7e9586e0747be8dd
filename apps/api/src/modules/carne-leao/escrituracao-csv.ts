import {
  CODIGO_RENDIMENTO,
  HISTORICO_MAXIMO,
  HISTORICO_RENDIMENTO,
  LINHAS_POR_ARQUIVO,
} from '@consultorio/contracts/escrituracao';
import { dataBr } from '@consultorio/contracts/tempo';

/*
 * The two files the Carnê-Leão Web imports (docs/carne-leao.md §6): `;` separated, no header, CRLF, plain ASCII,
 * dates DD/MM/AAAA, values with a decimal comma and no thousands separator, histórico up to 255 characters
 * without `;`, at most 1,000 lines per file.
 */

export const FIM_DE_LINHA = '\r\n';

/**
 * Plain ASCII as the Receita's model files: accents folded (NFD, marks dropped), the few letters NFD does not
 * split mapped by hand, anything else outside printable ASCII dropped, `;` (the separator) turned into `,`, and
 * runs of blanks made one space.
 */
export function ascii(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ºª°]/g, (c) => (c === 'ª' ? 'a' : 'o'))
    .replace(/[ßæœøÆŒØ]/g, (c) => ({ ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', Æ: 'AE', Œ: 'OE', Ø: 'O' })[c] ?? '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/;/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The histórico field: ASCII, no `;`, at most 255 characters. */
export const historico = (texto: string): string => ascii(texto).slice(0, HISTORICO_MAXIMO).trim();

/** 123456 centavos → "1234,56". */
export const valorCsv = (centavos: number): string =>
  `${Math.trunc(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`;

export interface Rendimento {
  dataPagamento: string;
  ocupacao: string;
  centavos: number;
  recebidoDe: 'PF' | 'EX';
  pagadorCpf: string | null;
  beneficiarioCpf: string | null;
  emiteRecibo: boolean;
  profissionalCpf: string;
  registro: string;
}

/**
 * One rendimentos line, 16 fields: data · R01.001.001 · ocupação · valor · dedução (empty) · histórico · PF/EX ·
 * CPF do titular · CPF do beneficiário (the payer's when none) · 10–13 empty (PJ only) · recibo S · CPF do
 * profissional · registro profissional. Nothing clinical and no name: the histórico is a fixed text.
 */
export function linhaRendimento(r: Rendimento): string {
  const pf = r.recebidoDe === 'PF';
  return [
    dataBr(r.dataPagamento),
    CODIGO_RENDIMENTO,
    r.ocupacao,
    valorCsv(r.centavos),
    '',
    HISTORICO_RENDIMENTO,
    r.recebidoDe,
    pf ? (r.pagadorCpf ?? '') : '',
    pf ? (r.beneficiarioCpf ?? r.pagadorCpf ?? '') : '',
    '',
    '',
    '',
    '',
    pf && r.emiteRecibo ? 'S' : '',
    r.profissionalCpf,
    ascii(r.registro),
  ].join(';');
}

/** One pagamentos line: data · código · valor · histórico (multa, juros and competência are for P20 accounts). */
export const linhaPagamento = (p: {
  dataPagamento: string;
  codigo: string;
  centavos: number;
  descricao: string;
}): string => [dataBr(p.dataPagamento), p.codigo, valorCsv(p.centavos), historico(p.descricao)].join(';');

/** How many files a list of lines takes (0 when empty). */
export const partesDe = (linhas: number): number => Math.ceil(linhas / LINHAS_POR_ARQUIVO);

/** Part `parte` (from 1) of the lines as a file: each line ends in CRLF. */
export function arquivoDaParte(linhas: string[], parte: number): string {
  const fatia = linhas.slice((parte - 1) * LINHAS_POR_ARQUIVO, parte * LINHAS_POR_ARQUIVO);
  return fatia.map((l) => l + FIM_DE_LINHA).join('');
}
