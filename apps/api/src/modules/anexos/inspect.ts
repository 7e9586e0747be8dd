import { Transform, type TransformCallback } from 'node:stream';
import { MSG_ANEXOS, type TipoAnexo } from '@consultorio/contracts/anexos';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, unprocessable } from '../../lib/errors.ts';

/*
 * The type of an upload is checked by its content (docs/product.md §9.4): the first bytes must be what the extension
 * says. `file-type` reads them; Office files need one more look, because .doc/.xls are generic CFB containers
 * (like .msi installers) and .docx/.xlsx are ZIP containers (file-type tells docx, docm, xlsx… apart by the ZIP's
 * [Content_Types].xml or folder names).
 */

/** Bytes read before deciding; enough for file-type to see a ZIP's first entries. */
const SAMPLE_BYTES = 64 * 1024;

interface Expected {
  /** What file-type must answer. */
  detected: string;
  /**
   * For CFB: a stream name one of which must appear in the container's directory (UTF-16LE), proving it is a Word
   * document or an Excel workbook and not another compound file. Scanned as the bytes go by.
   */
  anyOf?: Buffer[];
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le');

const EXPECTED: Record<TipoAnexo, Expected> = {
  pdf: { detected: 'pdf' },
  jpg: { detected: 'jpg' },
  jpeg: { detected: 'jpg' },
  png: { detected: 'png' },
  gif: { detected: 'gif' },
  docx: { detected: 'docx' },
  xlsx: { detected: 'xlsx' },
  doc: { detected: 'cfb', anyOf: [utf16('WordDocument')] },
  xls: { detected: 'cfb', anyOf: [utf16('Workbook'), utf16('Book')] },
};

export const unsupportedType = (message: string = MSG_ANEXOS.tipoNaoPermitido) => new AppError(415, message);

/**
 * A pass-through that lets the bytes of one file flow only if they are of the declared type: it holds the first
 * SAMPLE_BYTES, checks them, then streams everything on, counting. It fails the stream (415, or 422 for an empty
 * file) when the content is not of the type; the storage then keeps nothing.
 */
export class ContentInspector extends Transform {
  private readonly tipo: TipoAnexo;
  private readonly nome: string;
  private readonly expected: Expected;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;
  private markerFound: boolean;
  /** The end of the previous chunk, so a marker split between two chunks is still found. */
  private tail: Buffer = Buffer.alloc(0);
  /** Bytes seen so far (the original file's size once the stream has ended). */
  bytes = 0;

  constructor(tipo: TipoAnexo, nome: string) {
    super();
    this.tipo = tipo;
    this.nome = nome;
    this.expected = EXPECTED[tipo];
    this.markerFound = !this.expected.anyOf;
  }

  private scan(chunk: Buffer): void {
    const markers = this.expected.anyOf;
    if (this.markerFound || !markers) return;
    const window = Buffer.concat([this.tail, chunk]);
    this.markerFound = markers.some((m) => window.includes(m));
    const keep = Math.max(...markers.map((m) => m.length)) - 1;
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - keep)));
  }

  private async check(): Promise<void> {
    const sample = Buffer.concat(this.head);
    if (sample.length === 0) throw unprocessable('arquivo', MSG_ANEXOS.vazio);
    const found = await fileTypeFromBuffer(sample);
    if (found?.ext !== this.expected.detected) {
      throw unsupportedType(MSG_ANEXOS.conteudoDiferente(this.nome, this.tipo));
    }
    this.checked = true;
    this.push(sample);
    this.head = [];
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.scan(chunk);
    if (this.checked) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SAMPLE_BYTES) done();
    else this.check().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    const finish = async () => {
      if (!this.checked) await this.check();
      if (!this.markerFound) throw unsupportedType(MSG_ANEXOS.conteudoDiferente(this.nome, this.tipo));
    };
    finish().then(() => done(), done);
  }
}
