import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { dataBr as diaBr } from '@consultorio/contracts/tempo';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { registrarPdf } from './metricas.ts';
import { pacote, primeiroUso } from './primeiro-uso.ts';

/*
 * The one pdfmake setup of the API (server side, pdfmake 0.3), for every area that exports a PDF (records,
 * Carnê-Leão, …). Fonts: the Roboto files pdfmake ships (full Latin coverage: ç, ã, º, —), read once into memory.
 * No document may load anything else: URLs and local files are refused, so user text can never make the server
 * fetch a resource.
 *
 * Documents are rendered on a worker thread (lib/pdf-trabalhador.ts), never on the server's own: an area's PDF
 * module turns its data into a document definition and declares it with `modeloPdf`; the service asks `gerarPdf`.
 *
 *   // recibo-pdf.ts
 *   export const PDF = modeloPdf(import.meta.url, (d: ReciboData) => documentoPadrao({ titulo, cabecalho, content }));
 *   // service
 *   const pdf = await gerarPdf(PDF, dados);
 *   reply.header('content-disposition', contentDisposition('recibo-2026-03.pdf')).type(PDF_MIME).send(pdf);
 */

export type { Content, TDocumentDefinitions };
export const PDF_MIME = 'application/pdf';

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve('pdfmake/fonts/Roboto.js')), 'Roboto');

type PdfMake = typeof import('pdfmake');

/** pdfmake, loaded and set up on the first document; only the PDF worker renders, so only it loads pdfmake. */
export const prepararPdfmake = primeiroUso(async (): Promise<PdfMake> => {
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
 * Lays out and renders a document into a Buffer. CPU-bound on the calling thread (1–2 s for a 500-entry record):
 * the worker calls it; the server's code calls `gerarPdf`.
 */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await prepararPdfmake();
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
// The worker

/** A document an area draws: the URL of its module, which exports it as `PDF`, and the function that defines it. */
export interface ModeloPdf<D> {
  readonly url: string;
  readonly definicao: (dados: D) => TDocumentDefinitions;
}

/** The modules that declared a document: the worker loads them as it starts. */
const modelos = new Set<string>();

/** Declares an area's document; export the result as `PDF` from the module whose `import.meta.url` is given. */
export function modeloPdf<D>(url: string, definicao: (dados: D) => TDocumentDefinitions): ModeloPdf<D> {
  modelos.add(url);
  return { url, definicao };
}

/**
 * One worker thread. It gets ready as it starts, on its own thread (pdfmake, fonts, the areas' PDF modules, a first
 * page: lib/pdf-trabalhador.ts); the server starts it in its idle time after it listens (lib/primeiro-uso.ts), or a
 * document does and waits for that (~0.3–0.6 s). After 15 minutes without a document it ends and gives back its
 * memory (~60 MB, and what the last layout took: ~150 MB for 500 entries); the next document starts it again.
 * One thread: documents queue there, and the other core stays for the server (a 2-core machine). Its heap is capped,
 * so a runaway document fails its own request, not the process.
 */
const trabalhador = pacote(async () => {
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: new URL('./pdf-trabalhador.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 15 * 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
    workerData: { modelos: [...modelos] },
  });
  // Ready when the worker has loaded what it needs (lib/pdf-trabalhador.ts).
  await pool.run(null);
  return pool;
});

/** The document of `modelo` for `dados`, rendered on the PDF worker. `dados` is copied there (structured clone). */
export async function gerarPdf<D>(modelo: ModeloPdf<D>, dados: D): Promise<Buffer> {
  const inicio = performance.now();
  const pool = await trabalhador();
  const bytes = (await pool.run({ url: modelo.url, dados })) as Uint8Array;
  // From the request's side: the queue on the one worker and its start count (docs/operations.md "Metrics").
  registrarPdf(modelo.url, (performance.now() - inicio) / 1000);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// ---------------------------------------------------------------------------------------------------------------
// The user's text

/**
 * A run of 100 or more characters without a space (a pasted link, a key held down) gets an invisible break
 * opportunity (zero-width space) every 50 characters: pdfmake splits a word wider than the line one character at a
 * time, at a cost that grows with the square of its length (20,000 characters: half a minute of the PDF worker).
 */
export const comQuebras = (texto: string): string =>
  texto.replace(/\S{100,}/gu, (palavra) => palavra.replace(/(\S{50})(?=\S)/gu, '$1\u200B'));

/**
 * The user's text as typed: a blank line starts a new paragraph, a single line break stays a line break. Each
 * paragraph is its own node, so a long text flows across pages.
 */
export function paragrafos(texto: string): Content[] {
  return texto
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\s+$/g, ''))
    .filter((p) => p.trim())
    .map((p) => ({ text: comQuebras(p), margin: [0, 0, 0, 8] }) satisfies Content);
}

// ---------------------------------------------------------------------------------------------------------------
// Portuguese dates and numbers

/** dd/mm/aaaa from YYYY-MM-DD (no time zone involved). */
export const dataBr = (iso: string | null | undefined): string => (iso ? diaBr(iso.slice(0, 10)) : '—');

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
  /**
   * PDF metadata title: the kind of document ("Prontuário psicológico", "Recibo — 10/03/2026"), never a patient's
   * name — a file manager shows it without opening the file (docs/decisions/0025-clinical-records-and-exports.md).
   */
  titulo: string;
  /** PDF metadata author: the psychologist who issues it. */
  autor: string;
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

/** The line a signature goes on (receipts, the psychologist's documents): 260 pt, in the text's colour. */
export const linhaDeAssinatura = (margin: [number, number, number, number] = [0, 0, 0, 0]): Content => ({
  margin,
  canvas: [
    {
      type: 'line',
      x1: 0,
      y1: 0,
      x2: Math.min(260, LARGURA_UTIL),
      y2: 0,
      lineWidth: 0.5,
      lineColor: CORES.texto,
    },
  ],
});

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
