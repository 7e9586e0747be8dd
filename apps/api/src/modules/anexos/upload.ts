import {
  CAMPO_ARQUIVO,
  CAMPO_DESCRICAO,
  descricaoAnexoSchema,
  MAX_ARQUIVOS_POR_ENVIO,
  MAX_DESCRICAO,
  MIME_POR_TIPO,
  MSG_ANEXOS,
  type TipoAnexo,
  tipoPorNome,
} from '@consultorio/contracts/anexos';
import { CARACTERES_DE_LARGURA_ZERO } from '@consultorio/contracts/common';
import type { AppContext } from '../../context.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import type { EnvioMultipart, Multipart, MultipartFile } from '../../lib/multipart.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import { ContentInspector, unsupportedType } from './inspect.ts';

/*
 * Receiving a multipart upload, streamed: each file goes from the socket through the content check and the
 * encryption into the storage as it arrives (one file at a time, never a whole file in memory). If anything fails
 * — a refused type, a file over the size, the plan, a broken request — every file already stored by this request
 * is deleted and the rest of the request body is discarded, so nothing is kept and the client gets its answer.
 */

export interface ArquivoArmazenado {
  storageKey: string;
  nome: string;
  tipo: TipoAnexo;
  mimeType: string;
  tamanho: number;
  /** The index of `arquivos[i]` (0 for the single upload). */
  indice: number;
}

export interface Recebidos {
  arquivos: ArquivoArmazenado[];
  /** Descriptions by index (`descricoes[i]`), and the shared one (`descricao`). */
  descricoes: Map<number, string | null>;
  descricao: string | null;
}

export interface ReceiveOptions {
  /** `arquivo` (one file) or `arquivos[i]` (several). */
  mode: 'single' | 'multiple';
  /** Called before a file is stored with how many files this request would then add (plan limit check). */
  beforeFile: (adding: number) => void;
}

const MULTIPLE_FILE = /^arquivos(?:\[(\d*)\])?$/;
const DESCRICAO_INDEXED = /^descricoes\[(\d+)\]$/;

/**
 * The file name as the user sees it: no folders (old browsers send "C:\fakepath\…"), no control characters, no
 * bidirectional marks, overrides or isolates ("laudo\u202Efdp.exe" would read "laudoexe.pdf") and no zero-width
 * characters (names drop them, packages/contracts/src/common.ts).
 */
export function limparNomeDeArquivo(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}|[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .replace(CARACTERES_DE_LARGURA_ZERO, '')
    .trim();
  return clean.slice(-255) || 'arquivo';
}

function fileIndex(mode: ReceiveOptions['mode'], field: string, sequence: number): number {
  if (mode === 'single') {
    if (field !== CAMPO_ARQUIVO) throw unprocessable(field, MSG_ANEXOS.campoInesperado(field));
    if (sequence > 0) throw unprocessable(CAMPO_ARQUIVO, 'Envie um arquivo por vez neste endereço.');
    return 0;
  }
  const match = MULTIPLE_FILE.exec(field);
  if (!match) throw unprocessable(field, MSG_ANEXOS.campoInesperado(field));
  return match[1] ? Number(match[1]) : sequence;
}

function parseDescricao(field: string, value: unknown, truncated: boolean): string | null {
  const parsed = descricaoAnexoSchema.safeParse(truncated ? 'x'.repeat(MAX_DESCRICAO + 1) : value);
  if (!parsed.success) throw unprocessable(field, parsed.error.issues[0].message);
  return parsed.data ?? null;
}

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () => new AppError(413, MSG_ANEXOS.muitosArquivos),
  FST_PARTS_LIMIT: () => new AppError(413, MSG_ANEXOS.muitosArquivos),
  FST_FIELDS_LIMIT: () => new AppError(413, MSG_ANEXOS.muitosArquivos),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => unsupportedType(MSG_ANEXOS.multipartInvalido),
};

const translate = (error: unknown): unknown => {
  const code = (error as { code?: string }).code;
  return code && MULTIPART_ERRORS[code] ? MULTIPART_ERRORS[code]() : error;
};

/** 400 for a multipart body that ends before its closing boundary (plugins/errors.ts maps busboy's own error). */
const interrompido = () => new AppError(400, MSG_ANEXOS.envioIncompleto);

/**
 * A body cut short in the middle of a file leaves the parser waiting for data that will never come (busboy signals
 * nothing): once the request has been read to its end and the file still has not ended, it is a malformed body.
 */
function whenCutShort(req: EnvioMultipart, part: MultipartFile, fail: (error: Error) => void): () => void {
  let seenEnded = false;
  const timer = setInterval(() => {
    if (!req.raw.readableEnded || part.file.readableEnded) return;
    if (seenEnded) fail(interrompido());
    seenEnded = true;
  }, 250);
  timer.unref();
  return () => clearInterval(timer);
}

async function storeFile(
  ctx: AppContext,
  req: EnvioMultipart,
  part: MultipartFile,
  indice: number,
): Promise<ArquivoArmazenado> {
  const nome = limparNomeDeArquivo(part.filename);
  const tipo = tipoPorNome(nome);
  const tooLarge = () =>
    new AppError(413, MSG_ANEXOS.grandeDemais(Math.round(ctx.config.maxUploadBytes / 1024 / 1024)));
  if (!tipo) throw unsupportedType();
  const inspector = new ContentInspector(tipo, nome);
  part.file.on('limit', () => inspector.destroy(tooLarge()));
  part.file.on('error', (error) => inspector.destroy(error));
  part.file.pipe(inspector);
  const storageKey = newStorageKey();
  const stopWatching = whenCutShort(req, part, (error) => inspector.destroy(error));
  try {
    await ctx.storage.put(storageKey, inspector);
  } finally {
    stopWatching();
  }
  if (part.file.truncated) {
    await ctx.storage.delete(storageKey);
    throw tooLarge();
  }
  return { storageKey, nome, tipo, mimeType: MIME_POR_TIPO[tipo], tamanho: inspector.bytes, indice };
}

/** Deletes stored objects after a failure; a failure to delete is logged, never hides the original error. */
export async function discardStored(ctx: AppContext, req: EnvioMultipart, keys: string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage.delete(key).catch((error: unknown) => {
      req.log.error({ err: error, key }, 'falha ao remover arquivo de um envio que falhou');
    });
  }
}

/** Reads the whole multipart request, storing its files. See the comment at the top. */
export async function receiveFiles(
  ctx: AppContext,
  req: EnvioMultipart,
  opts: ReceiveOptions,
): Promise<Recebidos> {
  if (!req.isMultipart()) throw unsupportedType(MSG_ANEXOS.multipartInvalido);
  const maxFiles = opts.mode === 'single' ? 1 : MAX_ARQUIVOS_POR_ENVIO;
  const out: Recebidos = { arquivos: [], descricoes: new Map(), descricao: null };
  let current: MultipartFile | null = null;
  // @fastify/multipart reads an empty body as an empty form; with a boundary declared it is an upload that never
  // arrived, not a form without files.
  let bytesReceived = false;
  try {
    const parts: AsyncIterable<Multipart> = req.parts({
      limits: {
        fileSize: ctx.config.maxUploadBytes,
        files: maxFiles,
        fields: maxFiles + 1,
        fieldSize: MAX_DESCRICAO * 4 + 1,
        parts: maxFiles * 2 + 1,
      },
    });
    // Listened to once the parser is piped (in the same tick): a 'data' listener alone would start the flow.
    req.raw.once('data', () => {
      bytesReceived = true;
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const indexed = DESCRICAO_INDEXED.exec(part.fieldname);
        if (part.fieldname === CAMPO_DESCRICAO) {
          out.descricao = parseDescricao(part.fieldname, part.value, part.valueTruncated);
        } else if (indexed && opts.mode === 'multiple') {
          out.descricoes.set(
            Number(indexed[1]),
            parseDescricao(part.fieldname, part.value, part.valueTruncated),
          );
        }
        continue;
      }
      current = part;
      const indice = fileIndex(opts.mode, part.fieldname, out.arquivos.length);
      opts.beforeFile(out.arquivos.length + 1);
      out.arquivos.push(await storeFile(ctx, req, part, indice));
      current = null;
    }
  } catch (error) {
    await discardStored(
      ctx,
      req,
      out.arquivos.map((a) => a.storageKey),
    );
    // Stop parsing and let the rest of the body go (read and dropped), so the client receives the answer and the
    // connection stays usable.
    current?.file.destroy();
    req.raw.unpipe();
    req.raw.resume();
    throw translate(error);
  }
  if (!bytesReceived) throw interrompido();
  if (out.arquivos.length === 0) {
    throw unprocessable(opts.mode === 'single' ? CAMPO_ARQUIVO : 'arquivos', MSG_ANEXOS.semArquivo);
  }
  return out;
}
