import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { dataBr as diaBr } from '@consultorio/contracts/tempo';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { pacote } from './primeiro-uso.ts';

/*
 * The one pdfmake setup of the API (server side, pdfmake 0.3), for every area that exports a PDF (records,
 * Carnê-Leão, …). Fonts: the Roboto files pdfmake ships (full Latin coverage: ç, ã, º, —), read once into memory.
 * No document may load anything else: URLs and local files are refused, so user text can never make the server
 * fetch a resource.
 *
 *   const pdf = await renderPdf(documentoPadrao({ titulo, cabecalho: [...], rodape: AVISO, content }));
 *   reply.header('content-disposition', contentDisposition('recibo-2026-03.pdf')).type(PDF_MIME).send(pdf);
 */

export type { Content, TDocumentDefinitions };
export const PDF_MIME = 'application/pdf';

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve('pdfmake/fonts/Roboto.js')), 'Roboto');

type PdfMake = typeof import('pdfmake');

/** pdfmake, loaded and set up on the first document (lib/primeiro-uso.ts). */
const pdfmakePronto = pacote(async (): Promise<PdfMake> => {
  const pdfmake = (await import('pdfmake')).default;
  /** pdfmake's in-memory file system (not in its type definitions). */
  const vfs = (pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } })
    .virtualfs;
  const files = {
    normal: 'Roboto-Regular.ttf',
    bold: 'Roboto-Medium.ttf',
    italics: 'Roboto-Italic.ttf',
    bolditalics: 'Roboto-MediumItalic.ttf',
  };
  for (const file of Object.values(files)) vfs.writeFileSync(file, readFileSync(join(fontsDir, file)));
  pdfmake.setFonts({ Roboto: files });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake;
});

/**
 * Lays out and renders a document into a Buffer. CPU-bound on the calling thread (about 1 s for ~200 pages):
 * callers keep documents bounded.
 */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await pdfmakePronto();
  const stream = await pdfmake.createPdf(doc).getStream();
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve());
    stream.on('error', reject);
    stream.end();
  });
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------------------------
// Portuguese dates and numbers

/** dd/mm/aaaa from YYYY-MM-DD (no time zone involved). */
export const dataBr = (iso: string | null | undefined): string => (iso ? diaBr(iso.slice(0, 10)) : '—');

/** "15 de março de 2026" from YYYY-MM-DD. */
export const dataExtenso = (iso: string): string =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T12:00:00Z`),
  );

/** "15 de março de 2026, às 14:32" for an instant, in the practice's time zone. */
export function instanteExtenso(instant: Date, timeZone: string): string {
  const dia = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone }).format(instant);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    instant,
  );
  return `${dia}, às ${hora}`;
}

/** "Página 3 de 12". */
export const paginaDe = (page: number, count: number): string => `Página ${page} de ${count}`;

// ---------------------------------------------------------------------------------------------------------------
// Download headers

/** The one Content-Disposition builder (lib/content-disposition.ts), for the routes that send PDFs. */
export { contentDisposition } from './content-disposition.ts';

// ---------------------------------------------------------------------------------------------------------------
// A standard A4 page: header with who issues it, footer with a note and "Página n de N"

export const CORES = { texto: '#1f2328', suave: '#57606a', linha: '#d0d7de' } as const;

export interface DocumentoPadrao {
  /** PDF metadata title. */
  titulo: string;
  autor?: string;
  /** Left side of the header, one line each (e.g. the psychologist's name and CRP), repeated on every page. */
  cabecalho: string[];
  /** Right side of the header (e.g. the document's kind). */
  cabecalhoDireita?: string;
  /** Small print on the left of every footer (e.g. a confidentiality notice). */
  rodape?: string;
  content: Content;
}

const MARGEM_X = 48;
/** Width of the text area of a documentoPadrao page (A4 minus the side margins), for rules drawn with canvas. */
export const LARGURA_UTIL = 595.28 - 2 * MARGEM_X;

/** A4 portrait with the header/footer every area's documents share. */
export function documentoPadrao(d: DocumentoPadrao): TDocumentDefinitions {
  const [primeira, ...resto] = d.cabecalho;
  const header: DynamicContent = () => ({
    margin: [MARGEM_X, 24, MARGEM_X, 0],
    stack: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: primeira ?? '', bold: true, fontSize: 10 },
              ...resto.map((linha) => ({ text: linha, fontSize: 8.5, color: CORES.suave })),
            ],
          },
          {
            width: 'auto',
            text: d.cabecalhoDireita ?? '',
            fontSize: 8.5,
            color: CORES.suave,
            alignment: 'right',
          },
        ],
      },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 6,
            x2: LARGURA_UTIL,
            y2: 6,
            lineWidth: 0.5,
            lineColor: CORES.linha,
          },
        ],
      },
    ],
  });
  const footer: DynamicContent = (page, count) => ({
    margin: [MARGEM_X, 14, MARGEM_X, 0],
    columns: [
      { width: '*', text: d.rodape ?? '', fontSize: 7, color: CORES.suave },
      { width: 'auto', text: paginaDe(page, count), fontSize: 8, color: CORES.suave, alignment: 'right' },
    ],
    columnGap: 12,
  });
  return {
    pageSize: 'A4',
    pageMargins: [MARGEM_X, 78, MARGEM_X, 56],
    info: { title: d.titulo, author: d.autor, creator: 'Consultório', producer: 'Consultório' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25, color: CORES.texto },
    header,
    footer,
    content: d.content,
  };
}
