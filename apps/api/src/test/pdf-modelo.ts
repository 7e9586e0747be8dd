import { isMainThread } from 'node:worker_threads';
import { modeloPdf } from '../lib/pdf.ts';

/**
 * A document for lib/pdf-trabalhador.test.ts: it says on which thread it was defined, fails when asked to, and can
 * end the thread it runs on (as a crash or an out-of-memory end would).
 */
export const PDF = modeloPdf(
  import.meta.url,
  (d: { texto: string; paragrafos?: number; falhar?: boolean; encerrar?: boolean; quando?: Date }) => {
    if (d.falhar) throw new Error('falha pedida pelo teste');
    // In a worker thread, process.exit ends that thread only.
    if (d.encerrar && !isMainThread) process.exit(1);
    return {
      content: [
        `${d.texto} (${isMainThread ? 'thread do servidor' : 'thread de PDF'})`,
        d.quando instanceof Date ? `data ${d.quando.toISOString()}` : 'sem data',
        ...Array.from(
          { length: d.paragrafos ?? 0 },
          (_, i) => `Parágrafo ${i}: ${'texto clínico '.repeat(80)}`,
        ),
      ],
    };
  },
);
