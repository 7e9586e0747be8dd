import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { AppError } from '../../lib/errors.ts';
import {
  abandonarEnvio,
  type EnvioMultipart,
  erroDeEnvio,
  lerParteDoArquivo,
  type Multipart,
  type ParteDeArquivo,
} from '../../lib/multipart.ts';

/*
 * The signing request's multipart body: the A1 certificate file and its password, read into memory only
 * (docs/decisions/0056-document-signing.md).
 */
export const CAMPO_CERTIFICADO = 'certificado';
export const CAMPO_SENHA = 'senha';
/** "sim": a certificate not issued under ICP-Brasil is refused (409, its issuer in `detalhes`) instead of used. */
export const CAMPO_SOMENTE_ICP = 'somente_icp_brasil';

/** An A1 certificate file is a few KB (the certificate, its chain and the key); 100 KB leaves ample room. */
export const MAX_CERTIFICADO_BYTES = 100 * 1024;
const MAX_SENHA = 256;
export const MSG_ASSINATURA = {
  grandeDemais: 'O arquivo do certificado passa de 100 KB. Um certificado A1 (.pfx ou .p12) tem poucos KB.',
  partesDemais: 'Envie só o arquivo do certificado e a senha.',
  multipart: 'Envie o certificado e a senha como multipart/form-data.',
  senhaLonga: `A senha do certificado passa de ${MAX_SENHA} caracteres.`,
  envioIncompleto: 'O envio do certificado foi interrompido. Tente de novo.',
} as const;

export const erro = (campo: string, mensagem: string) =>
  new AppError(422, mensagem, { errors: { [campo]: [mensagem] } });

// The request

export interface EnvioDeCertificado {
  certificado: Buffer;
  senha: string;
  /** The client asks to be told, before signing, that the certificate is not an ICP-Brasil one. */
  somenteIcpBrasil: boolean;
}

/**
 * Reads `certificado` (the .pfx/.p12 file) and `senha` from the multipart body, into memory only. A missing or
 * empty field → 422 on it (both named when both are missing); a file over 100 KB → 413.
 */
export async function lerEnvioDeCertificado(req: EnvioMultipart): Promise<EnvioDeCertificado> {
  if (!req.isMultipart()) throw new AppError(415, MSG_ASSINATURA.multipart);
  let certificado: Buffer | null = null;
  let senha: string | null = null;
  let somenteIcpBrasil = false;
  let atual: ParteDeArquivo | null = null;
  try {
    const partes: AsyncIterable<Multipart> = req.parts({
      limits: { fileSize: MAX_CERTIFICADO_BYTES, files: 1, fields: 4, fieldSize: MAX_SENHA * 4, parts: 5 },
    });
    for await (const parte of partes) {
      if (parte.type === 'file') {
        atual = parte;
        const bytes = await lerParteDoArquivo(req, parte, {
          maxBytes: MAX_CERTIFICADO_BYTES,
          grandeDemais: () => new AppError(413, MSG_ASSINATURA.grandeDemais),
          interrompido: () => new AppError(400, MSG_ASSINATURA.envioIncompleto),
        });
        atual = null;
        if (parte.fieldname === CAMPO_CERTIFICADO) certificado = bytes;
        else bytes.fill(0);
      } else if (parte.fieldname === CAMPO_SENHA) {
        if (parte.valueTruncated || String(parte.value).length > MAX_SENHA)
          throw erro(CAMPO_SENHA, MSG_ASSINATURA.senhaLonga);
        senha = String(parte.value);
      } else if (parte.fieldname === CAMPO_SOMENTE_ICP) {
        somenteIcpBrasil = String(parte.value) === 'sim';
      }
    }
  } catch (error) {
    certificado?.fill(0);
    abandonarEnvio(req, atual);
    throw erroDeEnvio(error, MSG_ASSINATURA);
  }
  const errors: Record<string, string[]> = {};
  if (!certificado?.length) errors[CAMPO_CERTIFICADO] = [MSG_DOCUMENTOS.certificadoObrigatorio];
  if (!senha) errors[CAMPO_SENHA] = [MSG_DOCUMENTOS.senhaObrigatoria];
  const [primeira] = Object.values(errors);
  if (primeira || !certificado || !senha) {
    certificado?.fill(0);
    throw new AppError(422, primeira?.[0] ?? MSG_DOCUMENTOS.certificadoObrigatorio, { errors });
  }
  return { certificado, senha, somenteIcpBrasil };
}
