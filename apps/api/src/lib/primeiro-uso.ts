/*
 * Packages only some requests need (PDF, e-mail, ZIP, CSV, QR code, file types, holidays, password strength; S3
 * and Redis when configured) are loaded with `import()` on first use instead of at every start: together they
 * are about a second of a start's CPU (docs/decisions/0005-start-loads-only-what-it-needs.md). The server loads
 * the ones declared with `pacote` in its idle time after it listens (main.ts → `carregarPacotes`), so a user's
 * first PDF does not wait for pdfmake.
 *
 *   const pdfmake = pacote(async () => (await import('pdfmake')).default);   // at module level
 *   (await pdfmake()).createPdf(doc);
 */

import { performance } from 'node:perf_hooks';

/** A value made on first use and kept; a failed attempt is not kept (the next use tries again). */
export function primeiroUso<T>(fazer: () => Promise<T>): () => Promise<T> {
  let feito: Promise<T> | undefined;
  return () => {
    feito ??= fazer().catch((e: unknown) => {
      feito = undefined;
      throw e;
    });
    return feito;
  };
}

const pacotes: Array<() => Promise<unknown>> = [];

/** A package loaded on first use, and by `carregarPacotes`; declare it once, at module level. */
export function pacote<T>(importar: () => Promise<T>): () => Promise<T> {
  const obter = primeiroUso(importar);
  pacotes.push(obter);
  return obter;
}

/**
 * Synchronous work a request would otherwise do the first time (a route's response writer, lib/serializer.ts),
 * done ahead by `carregarPacotes` in the server's idle time, after the packages. The task must be idempotent: the
 * request that comes first does it itself.
 */
export function emOcio(tarefa: () => void): void {
  pacotes.push(async () => tarefa());
}

/**
 * True when this process's event loop worked less than `limite` of the time since the previous call (1 %: 1 ms of a
 * 100 ms window, less than one request of the API; an idle server works 0.03–0.1 % of the time).
 */
export function medidorDeOcio(limite = 0.01): () => boolean {
  let antes = performance.eventLoopUtilization();
  return () => {
    const agora = performance.eventLoopUtilization();
    const ocioso = performance.eventLoopUtilization(agora, antes).utilization < limite;
    antes = agora;
    return ocioso;
  };
}

/**
 * Loads every declared package (and does each `emOcio` task), one after the other, in the server's idle time; a failure is left for its first
 * use to report. Loading a package is synchronous work (reading and evaluating its modules, up to ~120 ms for
 * pdfmake with its fonts) during which the server answers nothing: all eight at once freeze a just-started server
 * for 410–450 ms, and a new replica behind a load balancer gets requests at once. So each package waits for a
 * 100 ms window without work (`ocioso`); a server busy all along loads each package on its first use instead
 * (docs/decisions/0005-start-loads-only-what-it-needs.md).
 */
export async function carregarPacotes({
  pausaMs = 100,
  ocioso = medidorDeOcio(),
}: {
  pausaMs?: number;
  ocioso?: () => boolean;
} = {}): Promise<void> {
  for (const obter of pacotes) {
    do await new Promise((r) => setTimeout(r, pausaMs).unref());
    while (!ocioso());
    await obter().catch(() => undefined);
  }
}

/** The `qrcode` package (2FA setup and PIX), one declaration for every area that draws a QR code. */
export const qrcode = pacote(async () => (await import('qrcode')).default);
