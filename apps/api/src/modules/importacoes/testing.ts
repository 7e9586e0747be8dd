import type { FastifyInstance } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { TestUser } from '../../test/app.ts';
import { filePart, postFiles } from '../anexos/testing.ts';

/** POST /api/importacoes/pacientes with the file in `arquivo`. */
export const enviarPlanilha = (app: FastifyInstance, user: TestUser, dados: Buffer, nome = 'pacientes.csv') =>
  postFiles(app, user, '/api/importacoes/pacientes', [filePart('arquivo', nome, dados)]);

/** A CSV as Excel or Google Sheets save it: `;` and UTF-8 by default; Latin-1 (Windows-1252) and a BOM on request. */
export function planilhaCsv(
  linhas: string[][],
  opcoes: { separador?: string; codificacao?: 'utf8' | 'latin1'; bom?: boolean } = {},
): Buffer {
  const sep = opcoes.separador ?? ';';
  const celula = (c: string) => (/["\r\n]/.test(c) || c.includes(sep) ? `"${c.replace(/"/g, '""')}"` : c);
  const texto = linhas.map((l) => l.map(celula).join(sep)).join('\r\n');
  const corpo = Buffer.from(texto, opcoes.codificacao ?? 'utf8');
  return opcoes.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), corpo]) : corpo;
}

/** An .xlsx made with write-excel-file (dates shown dd/mm/aaaa). */
export const planilhaXlsx = (linhas: SheetData): Promise<Buffer> =>
  writeXlsxFile(linhas, { dateFormat: 'dd/mm/yyyy' }).toBuffer();

/** Confirms a preview (optionally with a new matching). */
export const confirmarImportacao = (
  app: FastifyInstance,
  user: TestUser,
  id: string,
  mapeamento?: Record<string, string | null>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/importacoes/${id}/confirmar`,
    headers: user.auth,
    ...(mapeamento ? { payload: { mapeamento } } : {}),
  });
