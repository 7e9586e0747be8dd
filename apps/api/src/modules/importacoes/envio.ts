import { IMPORTACAO_MAX_BYTES, MSG_IMPORTACAO } from '@consultorio/contracts/importacoes';
import { AppError } from '../../lib/errors.ts';
import { type EnvioMultipart, lerArquivoDoEnvio } from '../../lib/multipart.ts';

/** The import's words for a broken upload (lib/multipart.ts). */
const MENSAGENS = {
  grandeDemais: MSG_IMPORTACAO.grandeDemais,
  partesDemais: MSG_IMPORTACAO.arquivoObrigatorio,
  multipart: MSG_IMPORTACAO.multipart,
  envioIncompleto: MSG_IMPORTACAO.envioIncompleto,
};

/** The spreadsheet of a multipart body's `arquivo` field, into memory (≤ 5 MB, else 413; missing → 422). */
export async function lerEnvioDePlanilha(req: EnvioMultipart): Promise<Buffer> {
  const arquivo = await lerArquivoDoEnvio(req, 'arquivo', IMPORTACAO_MAX_BYTES, MENSAGENS);
  if (!arquivo?.length) {
    throw new AppError(422, MSG_IMPORTACAO.arquivoObrigatorio, {
      errors: { arquivo: [MSG_IMPORTACAO.arquivoObrigatorio] },
    });
  }
  return arquivo;
}
