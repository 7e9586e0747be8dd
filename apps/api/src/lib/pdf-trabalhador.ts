import { workerData } from 'piscina';
import { documentoPadrao, type ModeloPdf, prepararPdfmake, renderPdf } from './pdf.ts';

/*
 * The PDF worker thread (lib/pdf.ts `gerarPdf`, run by piscina). Laying out and rendering a document is CPU work
 * of up to ~2 s (a 500-entry record): on the server's thread it would hold every other request of the process for
 * that long (docs/decisions/0007-pdf-worker.md). A task names the area's PDF module (its
 * `PDF` export, made by `modeloPdf`) and carries the data; only modules of this API are loaded.
 */

/** What `gerarPdf` (lib/pdf.ts) posts: the document's module and its data. */
interface TarefaPdf {
  url: string;
  dados: unknown;
}

const RAIZ = new URL('../', import.meta.url).href;

async function modelo(endereco: string): Promise<ModeloPdf<unknown>> {
  // Normalized first, so "…/src/../../x" cannot pass for a module of the API.
  const url = new URL(endereco).href;
  if (!url.startsWith(RAIZ)) throw new Error(`modelo de PDF fora da API: ${url}`);
  const { PDF } = (await import(url)) as { PDF?: ModeloPdf<unknown> };
  if (!PDF || typeof PDF.definicao !== 'function') throw new Error(`${url} não exporta PDF (modeloPdf)`);
  return PDF;
}

/**
 * As the worker starts, on its own thread: pdfmake and the fonts, the areas' PDF modules the server knows of
 * (`workerData.modelos`), and one short page in the four faces of the font (the fonts' tables are read on first
 * use and the layout code gets compiled), so that the first document a user asks for is as fast as the next ones.
 */
async function iniciar(): Promise<void> {
  await prepararPdfmake();
  const urls = (workerData as { modelos?: string[] } | undefined)?.modelos ?? [];
  await Promise.all(urls.map((url) => modelo(url).catch(() => undefined)));
  await renderPdf(
    documentoPadrao({
      titulo: 'Consultório',
      autor: 'Consultório',
      cabecalho: ['Consultório', 'Início do gerador de PDF'],
      rodape: 'Ação, pressão e atenção.',
      content: [
        { text: 'Consultório', bold: true },
        { text: 'Início', italics: true },
        { text: 'Início', bold: true, italics: true },
        { table: { body: [['Texto com acentuação: ç, ã, é, º — 1.234,56']] } },
      ],
    }),
  );
}
const pronto = iniciar();

/** Renders a task's document; `null` only answers once the worker is ready (lib/pdf.ts waits for it so). */
export default async function gerar(tarefa: TarefaPdf | null): Promise<Uint8Array | null> {
  await pronto.catch(() => undefined);
  if (tarefa === null) return null;
  return renderPdf((await modelo(tarefa.url)).definicao(tarefa.dados));
}
