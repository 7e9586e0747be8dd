/*
 * Packages only some requests need (PDF, e-mail, ZIP, CSV, QR code, file types, holidays, password strength; S3
 * and Redis when configured) are loaded with `import()` on first use instead of at every start: together they
 * were about a second of a start's CPU (docs/decisions.md "Fast at 10,000 patients", fifth pass). The server loads
 * the ones declared with `pacote` shortly after it listens (main.ts → `carregarPacotes`), so a user's first PDF
 * does not wait for pdfmake.
 *
 *   const pdfmake = pacote(async () => (await import('pdfmake')).default);   // at module level
 *   (await pdfmake()).createPdf(doc);
 */

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
 * Loads every declared package, one after the other; a failure is left for its first use to report. Loading a
 * package is synchronous work (reading and evaluating its modules) that resolves in microtasks, so a plain loop ran
 * them all as one ~330 ms block during which the server answered nothing. Now the server gets 100 ms between two
 * packages to answer what queued meanwhile, and the longest block is the largest package (pdfmake with its fonts,
 * ~120 ms; docs/decisions.md "Small decisions of session 13").
 */
export async function carregarPacotes(pausaMs = 100): Promise<void> {
  for (const obter of pacotes) {
    await new Promise((r) => setTimeout(r, pausaMs).unref());
    await obter().catch(() => undefined);
  }
}

/** The `qrcode` package (2FA setup and PIX), one declaration for every area that draws a QR code. */
export const qrcode = pacote(async () => (await import('qrcode')).default);
