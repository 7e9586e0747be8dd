import { IMPORTACAO_MAX_BYTES, MSG_IMPORTACAO } from '@consultorio/contracts/importacoes';
import { AppError } from '../../lib/errors.ts';
import {
  abandonarEnvio,
  type EnvioMultipart,
  erroDeEnvio,
  lerParteDoArquivo,
  type Multipart,
  type ParteDeArquivo,
} from '../../lib/multipart.ts';

/** The import's words for a broken upload (lib/multipart.ts). */
const MENSAGENS = {
  grandeDemais: MSG_IMPORTACAO.grandeDemais,
  partesDemais: MSG_IMPORTACAO.arquivoObrigatorio,
  multipart: MSG_IMPORTACAO.multipart,
};

/** The spreadsheet of a multipart body's `arquivo` field, into memory (≤ 5 MB, else 413; missing → 422). */
export async function lerEnvioDePlanilha(req: EnvioMultipart): Promise<Buffer> {
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
        grandeDemais: () => new AppError(413, MSG_IMPORTACAO.grandeDemais),
        interrompido: () => new AppError(400, MSG_IMPORTACAO.envioIncompleto),
      });
      atual = null;
      if (parte.fieldname === 'arquivo') arquivo = bytes;
    }
  } catch (error) {
    abandonarEnvio(req, atual);
    throw erroDeEnvio(error, MENSAGENS);
  }
  if (!arquivo?.length) {
    throw new AppError(422, MSG_IMPORTACAO.arquivoObrigatorio, {
      errors: { arquivo: [MSG_IMPORTACAO.arquivoObrigatorio] },
    });
  }
  return arquivo;
}
