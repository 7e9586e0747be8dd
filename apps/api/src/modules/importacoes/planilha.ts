import { IMPORTACAO_MAX_LINHAS, MSG_IMPORTACAO } from '@consultorio/contracts/importacoes';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../lib/errors.ts';

/*
 * Reading a spreadsheet (docs/product.md §8.3.1): an .xlsx (its first sheet, read-excel-file) or a CSV as Excel and
 * Google Sheets save it — UTF-8 with or without BOM, or Windows-1252 (Excel's "CSV" in Portuguese), separated by
 * `;`, `,` or a tab (csv-parse). Every cell becomes text; `linha` is the row's number in the sheet (the header 1).
 */

export interface LinhaDaPlanilha {
  linha: number;
  celulas: string[];
}

export interface Planilha {
  colunas: string[];
  linhas: LinhaDaPlanilha[];
}

/** An .xlsx is a zip: more than this once unpacked is not a patient list but a zip bomb. */
const MAX_XLSX_DESCOMPACTADO = 100 * 1024 * 1024;

const naoEPlanilha = () => new AppError(415, MSG_IMPORTACAO.naoEPlanilha);

/** A date cell of an .xlsx is a UTC midnight: its calendar day as YYYY-MM-DD. */
const textoDaCelula = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  return String(v).trim();
};

async function linhasDoXlsx(bytes: Buffer): Promise<unknown[][]> {
  let descompactado = 0;
  try {
    // Only the sizes the zip declares are read here (the filter declines every entry: nothing is inflated).
    unzipSync(bytes, {
      filter: (f) => {
        descompactado += f.originalSize;
        return false;
      },
    });
  } catch {
    throw naoEPlanilha();
  }
  if (descompactado > MAX_XLSX_DESCOMPACTADO) throw new AppError(413, MSG_IMPORTACAO.grandeDemais);
  try {
    return await readSheet(bytes);
  } catch {
    throw naoEPlanilha();
  }
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252, Excel's Latin-1. */
function textoDoCsv(bytes: Buffer): string {
  if (bytes.includes(0)) throw naoEPlanilha();
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: the most frequent of ; , and tab outside quotes (a comma when none). */
function separadorDe(texto: string): string {
  const primeira = texto.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  const contagem = [';', ',', '\t'].map((s) => [s, primeira.split(s).length - 1] as const);
  const [melhor] = contagem.sort((a, b) => b[1] - a[1]);
  return melhor[1] > 0 ? melhor[0] : ',';
}

function linhasDoCsv(bytes: Buffer): string[][] {
  const texto = textoDoCsv(bytes);
  try {
    return parse(texto, {
      delimiter: separadorDe(texto),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
    }) as string[][];
  } catch (error) {
    const linha = (error as { lines?: number }).lines;
    throw new AppError(
      422,
      linha
        ? `Não foi possível ler a planilha a partir da linha ${linha}: confira as aspas dessa linha.`
        : MSG_IMPORTACAO.naoEPlanilha,
    );
  }
}

/** Blank headers get "Coluna N"; a repeated header gets " (2)", " (3)" … so each column has its own name. */
function nomesDasColunas(cabecalho: string[]): string[] {
  const vistos = new Map<string, number>();
  return cabecalho.map((bruto, i) => {
    const nome = bruto.replace(/\s+/g, ' ').trim() || `Coluna ${i + 1}`;
    const n = (vistos.get(nome.toLowerCase()) ?? 0) + 1;
    vistos.set(nome.toLowerCase(), n);
    return n === 1 ? nome : `${nome} (${n})`;
  });
}

/**
 * The file's header and rows. Not a spreadsheet (another kind of file, binary bytes) → 415; an old .xls → 415 with
 * how to save it as .xlsx; no header or no row → 422; more than IMPORTACAO_MAX_LINHAS rows → 422.
 */
export async function lerPlanilha(bytes: Buffer): Promise<Planilha> {
  const tipo = await fileTypeFromBuffer(bytes);
  let brutas: unknown[][];
  if (tipo?.ext === 'xlsx' || tipo?.ext === 'zip') brutas = await linhasDoXlsx(bytes);
  else if (tipo?.ext === 'cfb' || tipo?.ext === 'xls') throw new AppError(415, MSG_IMPORTACAO.xlsAntigo);
  else if (tipo) throw naoEPlanilha();
  else brutas = linhasDoCsv(bytes);

  const textos = brutas.map((r) => (Array.isArray(r) ? r.map(textoDaCelula) : []));
  const inicio = textos.findIndex((r) => r.some((c) => c !== ''));
  if (inicio < 0) throw new AppError(422, MSG_IMPORTACAO.vazia);
  const colunas = nomesDasColunas(textos[inicio]);
  const linhas: LinhaDaPlanilha[] = [];
  for (let i = inicio + 1; i < textos.length; i++) {
    if (!textos[i].some((c) => c !== '')) continue;
    if (linhas.length === IMPORTACAO_MAX_LINHAS) throw new AppError(422, MSG_IMPORTACAO.linhasDemais);
    linhas.push({ linha: i + 1, celulas: colunas.map((_, j) => textos[i][j] ?? '') });
  }
  if (linhas.length === 0) throw new AppError(422, MSG_IMPORTACAO.vazia);
  return { colunas, linhas };
}
