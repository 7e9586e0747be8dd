import { IMPORTACAO_MAX_BYTES, MSG_IMPORTACAO } from '@consultorio/contracts/importacoes';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { abandonarEnvio, lerParteDoArquivo, type ParteDeArquivo } from '../../lib/multipart.ts';

const grandeDemais = () => new AppError(413, MSG_IMPORTACAO.grandeDemais);
const ERROS_DE_MULTIPART: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: grandeDemais,
  FST_FILES_LIMIT: () => new AppError(413, MSG_IMPORTACAO.arquivoObrigatorio),
  FST_PARTS_LIMIT: () => new AppError(413, MSG_IMPORTACAO.arquivoObrigatorio),
  FST_FIELDS_LIMIT: () => new AppError(413, MSG_IMPORTACAO.arquivoObrigatorio),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError(415, MSG_IMPORTACAO.multipart),
};

/** The spreadsheet of a multipart body's `arquivo` field, into memory (≤ 5 MB, else 413; missing → 422). */
export async function lerEnvioDePlanilha(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(415, MSG_IMPORTACAO.multipart);
  let arquivo: Buffer | null = null;
  let atual: ParteDeArquivo | null = null;
  try {
    const partes: AsyncIterable<Multipart> = req.parts({
      limits: { fileSize: IMPORTACAO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    for await (const parte of partes) {
      if (parte.type !== 'file') continue;
      atual = parte;
      const bytes = await lerParteDoArquivo(req, parte, {
        maxBytes: IMPORTACAO_MAX_BYTES,
        grandeDemais,
        interrompido: () => new AppError(400, MSG_IMPORTACAO.envioIncompleto),
      });
      atual = null;
      if (parte.fieldname === 'arquivo') arquivo = bytes;
    }
  } catch (error) {
    abandonarEnvio(req, atual);
    const code = (error as { code?: string }).code;
    throw code && ERROS_DE_MULTIPART[code] ? ERROS_DE_MULTIPART[code]() : error;
  }
  if (!arquivo?.length) {
    throw new AppError(422, MSG_IMPORTACAO.arquivoObrigatorio, {
      errors: { arquivo: [MSG_IMPORTACAO.arquivoObrigatorio] },
    });
  }
  return arquivo;
}
