import { Transform, type TransformCallback } from 'node:stream';
import { MSG_ANEXOS, type TipoAnexo } from '@consultorio/contracts/anexos';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { pacote } from '../../lib/primeiro-uso.ts';

const fileType = pacote(() => import('file-type'));

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
  /** A ZIP container (docx, xlsx): its central directory is checked against decompression bombs. */
  zip?: boolean;
}

/*
 * Decompression bombs (docs/security.md): an Office file is a ZIP, and a few hundred KB can unpack to gigabytes for
 * whoever opens it. The central directory at the end of the ZIP lists every entry's sizes; the last ZIP_TAIL_BYTES
 * of the stream are kept to read it. Refused: a directory that does not fit there, ZIP64 sizes, more than
 * ZIP_MAX_UNCOMPRESSED in total, or a total more than ZIP_MAX_RATIO times the file's size.
 */
const ZIP_TAIL_BYTES = 1024 * 1024;
export const ZIP_MAX_UNCOMPRESSED = 100 * 1024 * 1024;
export const ZIP_MAX_RATIO = 100;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The total uncompressed size the central directory declares, or null when it can't be read from `tail`. */
export function zipUncompressedTotal(tail: Buffer, fileBytes: number): number | null {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length || tail.readUInt32LE(eocd) !== EOCD) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) return null; // ZIP64
  const start = tail.length - (fileBytes - dirOffset);
  if (start < 0 || start + dirSize > eocd) return null;
  let total = 0;
  let at = start;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > eocd || tail.readUInt32LE(at) !== CENTRAL) return null;
    const size = tail.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return total;
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le');

const EXPECTED: Record<TipoAnexo, Expected> = {
  pdf: { detected: 'pdf' },
  jpg: { detected: 'jpg' },
  jpeg: { detected: 'jpg' },
  png: { detected: 'png' },
  gif: { detected: 'gif' },
  docx: { detected: 'docx', zip: true },
  xlsx: { detected: 'xlsx', zip: true },
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
  /** The last ZIP_TAIL_BYTES of a ZIP container, for its central directory. */
  private zipTail: Buffer[] = [];
  private zipTailBytes = 0;
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
    const found = await (await fileType()).fileTypeFromBuffer(sample);
    if (found?.ext !== this.expected.detected) {
      throw unsupportedType(MSG_ANEXOS.conteudoDiferente(this.nome, this.tipo));
    }
    this.checked = true;
    this.push(sample);
    this.head = [];
  }

  private keepZipTail(chunk: Buffer): void {
    if (!this.expected.zip) return;
    this.zipTail.push(chunk);
    this.zipTailBytes += chunk.length;
    while (this.zipTail.length > 1 && this.zipTailBytes - this.zipTail[0].length >= ZIP_TAIL_BYTES)
      this.zipTailBytes -= (this.zipTail.shift() as Buffer).length;
  }

  private checkZip(): void {
    if (!this.expected.zip) return;
    const total = zipUncompressedTotal(Buffer.concat(this.zipTail), this.bytes);
    if (total === null || total > ZIP_MAX_UNCOMPRESSED || total > this.bytes * ZIP_MAX_RATIO)
      throw unsupportedType(MSG_ANEXOS.compactadoDemais(this.nome));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.scan(chunk);
    this.keepZipTail(chunk);
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
      this.checkZip();
    };
    finish().then(() => done(), done);
  }
}
