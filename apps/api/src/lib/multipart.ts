import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type { Multipart, MultipartFile };

export type ParteDeArquivo = Multipart & { type: 'file' };

/**
 * A request's multipart body as the areas read it (the parts, the raw stream to stop, the log): what an upload's
 * reader in an area takes, so no area file depends on Fastify itself (docs/decisions/0062-who-acted-is-a-value.md).
 */
export type EnvioMultipart = Pick<FastifyRequest, 'isMultipart' | 'parts' | 'raw' | 'log'>;

/**
 * A multipart file part read into memory, up to `maxBytes` (else `grandeDemais`). A body cut short in the middle
 * of the file is an interrupted upload (`interrompido`): busboy signals nothing when the request ends inside a
 * file, so once the request has been read to its end and the file has not ended, it never will.
 */
export async function lerParteDoArquivo(
  req: EnvioMultipart,
  parte: ParteDeArquivo,
  opcoes: { maxBytes: number; grandeDemais: () => AppError; interrompido: () => AppError },
): Promise<Buffer> {
  const pedacos: Buffer[] = [];
  let tamanho = 0;
  let fimVisto = false;
  let vigia: NodeJS.Timeout | undefined;
  const interrompido = new Promise<never>((_, rejeitar) => {
    vigia = setInterval(() => {
      if (!req.raw.readableEnded || parte.file.readableEnded) return;
      if (fimVisto) rejeitar(opcoes.interrompido());
      fimVisto = true;
    }, 250);
    vigia.unref();
  });
  interrompido.catch(() => undefined);
  try {
    const leitura = (async () => {
      for await (const pedaco of parte.file as AsyncIterable<Buffer>) {
        tamanho += pedaco.length;
        pedacos.push(pedaco);
      }
      if (parte.file.truncated || tamanho > opcoes.maxBytes) throw opcoes.grandeDemais();
      return Buffer.concat(pedacos);
    })();
    // When the watch wins, the reading fails later (its stream destroyed): nobody waits for it any more.
    leitura.catch(() => undefined);
    return await Promise.race([leitura, interrompido]);
  } finally {
    clearInterval(vigia);
  }
}

/** Stops parsing a multipart body and lets the rest of it go, so the client receives the answer. */
export function abandonarEnvio(req: EnvioMultipart, parte: ParteDeArquivo | null): void {
  parte?.file.destroy();
  req.raw.unpipe();
  req.raw.resume();
}

/** What an area says when an upload breaks @fastify/multipart's limits or is not multipart at all. */
export interface MensagensDeEnvio {
  grandeDemais: string;
  partesDemais: string;
  multipart: string;
}

/**
 * @fastify/multipart's errors as the API's answers in the area's words: a file over its size or too many parts
 * 413, a body that is not multipart 415. Any other error is returned as it is.
 */
export function erroDeEnvio(error: unknown, msgs: MensagensDeEnvio): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, msgs.grandeDemais);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, msgs.partesDemais);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, msgs.multipart);
    default:
      return error;
  }
}

/**
 * The one file of a multipart body that carries a single file (a spreadsheet, a comprovante), from its field
 * `campo`, into memory up to `maxBytes` (else 413); null when the field is missing. Other parts are read and
 * dropped; a body that is not multipart → 415, one cut short → 400, in the area's words.
 */
export async function lerArquivoDoEnvio(
  req: EnvioMultipart,
  campo: string,
  maxBytes: number,
  msgs: MensagensDeEnvio & { envioIncompleto: string },
): Promise<Buffer | null> {
  if (!req.isMultipart()) throw new AppError(415, msgs.multipart);
  let arquivo: Buffer | null = null;
  let atual: ParteDeArquivo | null = null;
  try {
    const partes: AsyncIterable<Multipart> = req.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    for await (const parte of partes) {
      if (parte.type !== 'file') continue;
      atual = parte;
      const bytes = await lerParteDoArquivo(req, parte, {
        maxBytes,
        grandeDemais: () => new AppError(413, msgs.grandeDemais),
        interrompido: () => new AppError(400, msgs.envioIncompleto),
      });
      atual = null;
      if (parte.fieldname === campo) arquivo = bytes;
    }
  } catch (error) {
    abandonarEnvio(req, atual);
    throw erroDeEnvio(error, msgs);
  }
  return arquivo;
}
