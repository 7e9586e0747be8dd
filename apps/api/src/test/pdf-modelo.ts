import { isMainThread } from 'node:worker_threads';
import { modeloPdf } from '../lib/pdf.ts';

/** A document for lib/pdf.test.ts: it says on which thread it was defined, and fails when asked to. */
export const PDF = modeloPdf(
  import.meta.url,
  (d: { texto: string; paragrafos?: number; falhar?: boolean; quando?: Date }) => {
    if (d.falhar) throw new Error('falha pedida pelo teste');
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
