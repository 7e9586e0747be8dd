import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { ApiError } from '../../lib/errors';
import { errorMessage } from '../../lib/forms';

/** Multipart field names of the signing routes (packages/contracts/src/api/documentos.ts, api/termos.ts). */
export const CAMPO_CERTIFICADO = 'certificado';
export const CAMPO_SENHA = 'senha';
export const CAMPO_SOMENTE_ICP = 'somente_icp_brasil';

/*
 * Signing a PDF with the A1 certificate (docs/decisions/0056-document-signing.md): the documents' and the terms'
 * `POST …/assinar` take the same multipart fields and answer the same errors.
 */

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

/** What a signing sends: the certificate and its password, once, and whether to refuse one outside ICP-Brasil. */
export interface EnvioA1 {
  certificado: File;
  senha: string;
  /** Refused (409, the issuer in `detalhes.emissor`) when not an ICP-Brasil certificate, so she can confirm. */
  somenteIcpBrasil: boolean;
}

/** The multipart body of a signing request. */
export function corpoDaAssinatura({ certificado, senha, somenteIcpBrasil }: EnvioA1): FormData {
  const form = new FormData();
  form.append(CAMPO_CERTIFICADO, certificado, certificado.name);
  form.append(CAMPO_SENHA, senha);
  if (somenteIcpBrasil) form.append(CAMPO_SOMENTE_ICP, 'sim');
  return form;
}
