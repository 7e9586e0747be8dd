import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { ApiError } from '../../lib/errors';
import { errorMessage } from '../../lib/forms';

/** The sign dialog's fields, named as the multipart fields of `POST /documentos/{id}/assinar`. */
export type CampoAssinatura = 'certificado' | 'senha';

const POR_MENSAGEM: Record<string, CampoAssinatura> = {
  [MSG_DOCUMENTOS.certificadoObrigatorio]: 'certificado',
  [MSG_DOCUMENTOS.certificadoInvalido]: 'certificado',
  [MSG_DOCUMENTOS.certificadoVencido]: 'certificado',
  [MSG_DOCUMENTOS.senhaObrigatoria]: 'senha',
  [MSG_DOCUMENTOS.senhaIncorreta]: 'senha',
};

/**
 * Where a failed signing shows its message: on the field the API names (`errors.certificado` / `errors.senha`), else
 * on the field its message is about (a wrong password on the password, an expired or unreadable certificate, a file
 * too large or of another type on the file), else in the dialog's alert (`campo` null).
 */
export function erroDaAssinatura(error: unknown): { campo: CampoAssinatura | null; mensagem: string } {
  if (error instanceof ApiError) {
    for (const campo of ['certificado', 'senha'] as const) {
      const mensagem = error.errors?.[campo]?.[0];
      if (mensagem) return { campo, mensagem };
    }
    const campo =
      POR_MENSAGEM[error.message] ?? (error.status === 413 || error.status === 415 ? 'certificado' : null);
    return { campo, mensagem: error.message };
  }
  return { campo: null, mensagem: errorMessage(error) };
}

/** The issuer of a certificate the API refused as not ICP-Brasil (409 with `detalhes.emissor`), else null. */
export const emissorForaDaIcpBrasil = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 && error.detalhes?.icp_brasil === 'nao'
    ? (error.detalhes.emissor ?? null)
    : null;

/** The file's checks before sending: one file, named .pfx or .p12 (what an A1 certificate is exported as). */
export function problemaDoCertificado(file: File | null): string | null {
  if (!file) return MSG_DOCUMENTOS.certificadoObrigatorio;
  if (!/\.(pfx|p12)$/i.test(file.name)) return MSG_DOCUMENTOS.certificadoInvalido;
  return null;
}
