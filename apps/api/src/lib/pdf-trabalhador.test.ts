import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { textoPdf } from '../modules/carne-leao/testing.ts';
import { PDF } from '../test/pdf-modelo.ts';
import { gerarPdf, modeloPdf } from './pdf.ts';

describe('gerarPdf: documents are rendered on the PDF worker', () => {
  it("defines and renders the document off the server's thread, with the data as sent", async () => {
    const pdf = await gerarPdf(PDF, { texto: 'Olá, Conceição', quando: new Date('2026-03-05T12:00:00Z') });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = await textoPdf(pdf);
    expect(texto).toContain('Olá, Conceição (thread de PDF)');
    expect(texto).toContain('data 2026-03-05T12:00:00.000Z');
  });

  it("keeps the server's thread free while a long document renders", async () => {
    const antes = performance.eventLoopUtilization();
    const pdf = await gerarPdf(PDF, { texto: 'longo', paragrafos: 400 });
    const uso = performance.eventLoopUtilization(antes);
    expect(pdf.length).toBeGreaterThan(50_000);
    // Rendered here, the thread would be busy nearly all along (utilization ~1).
    expect(uso.utilization).toBeLessThan(0.5);
  });

  it('fails only the document whose definition throws; the next one renders', async () => {
    await expect(gerarPdf(PDF, { texto: 'x', falhar: true })).rejects.toThrow('falha pedida pelo teste');
    expect(await textoPdf(await gerarPdf(PDF, { texto: 'depois da falha' }))).toContain('depois da falha');
  });

  it('a worker that ends mid-document fails that request only; the next document gets a new worker', async () => {
    await expect(gerarPdf(PDF, { texto: 'x', encerrar: true })).rejects.toThrow();
    expect(await textoPdf(await gerarPdf(PDF, { texto: 'depois do fim' }))).toContain(
      'depois do fim (thread de PDF)',
    );
  });

  it('loads no module from outside the API', async () => {
    const fora = modeloPdf('file:///tmp/modelo.ts', () => ({ content: ['nada'] }));
    await expect(gerarPdf(fora, {})).rejects.toThrow('fora da API');
    // Written from inside the API's folder, resolving outside it.
    const subindo = modeloPdf(PDF.url.replace(/test\/pdf-modelo\.ts$/, '../../../../tmp/modelo.ts'), () => ({
      content: ['nada'],
    }));
    expect(subindo.url).toMatch(/\/apps\/api\/src\/\.\.\//);
    await expect(gerarPdf(subindo, {})).rejects.toThrow('fora da API');
  });
});
