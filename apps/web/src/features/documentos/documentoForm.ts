import { motivoDataInvalida } from '@consultorio/contracts/common';
import {
  type AutorDocumento,
  type ConteudoDocumento,
  type Documento,
  type DocumentoCreate,
  MODELOS_DOCUMENTO,
  MSG_DOCUMENTOS,
  problemasDoDocumento,
  SECOES_DOCUMENTO,
  type SecaoDocumento,
  type TipoDocumento,
} from '@consultorio/contracts/documentos';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { ApiError } from '../../lib/errors';
import { errorMessage } from '../../lib/forms';
import { brDateToIso, isoToBrDate } from '../../lib/masks';

/** The sections written as one free text (every section but the multiprofessional report's authors). */
export type SecaoTexto = Exclude<SecaoDocumento, 'autores'>;
export const SECOES_TEXTO = SECOES_DOCUMENTO.filter((s): s is SecaoTexto => s !== 'autores');

/**
 * The document form's values (docs/product.md §14): the date as typed (dd/mm/aaaa), every text section of every
 * kind (only the chosen kind's are shown and sent, so switching the kind before saving keeps what was typed), the
 * authors under `secoes.autores` so the API's errors ("secoes.autores") land on them by name.
 */
export interface DocumentoFormValues {
  tipo: TipoDocumento;
  data: string;
  finalidade: string;
  solicitante: string;
  secoes: Record<SecaoTexto, string> & { autores: AutorDocumento[] };
  prazo_validade: string;
  sigiloso: boolean;
}

export const AUTOR_VAZIO: AutorDocumento = { nome: '', profissao: '', registro: '' };

/** The form's fields the API may name in a 422 (`secoes.<chave>` for a section). */
export const DOCUMENTO_FIELDS = [
  'tipo',
  'data',
  'finalidade',
  'solicitante',
  'prazo_validade',
  'sigiloso',
  ...SECOES_DOCUMENTO.map((s) => `secoes.${s}`),
] as const;

/**
 * The API's field names as the form names them: `autores` (accepted beside `secoes`) is the form's `secoes.autores`,
 * and a problem inside a section (`secoes.autores.0.nome`) shows on the section.
 */
export function campoDoFormulario(campo: string): string {
  if (campo === 'autores' || campo.startsWith('autores.')) return 'secoes.autores';
  const secao = /^secoes\.([a-z_]+)/.exec(campo);
  return secao ? `secoes.${secao[1]}` : campo;
}

const secoesVazias = (): DocumentoFormValues['secoes'] => ({
  ...(Object.fromEntries(SECOES_TEXTO.map((s) => [s, ''])) as Record<SecaoTexto, string>),
  autores: [{ ...AUTOR_VAZIO }],
});

/** A new document of `tipo` dated today (in the practice's time zone); an existing one: its values. */
export function documentoDefaults(
  origem: { tipo: TipoDocumento } | Documento,
  hoje = hojeEm(),
): DocumentoFormValues {
  const secoes = secoesVazias();
  if (!('id' in origem)) {
    return {
      tipo: origem.tipo,
      data: isoToBrDate(hoje),
      finalidade: '',
      solicitante: '',
      secoes,
      prazo_validade: '',
      sigiloso: false,
    };
  }
  for (const s of SECOES_TEXTO) secoes[s] = origem.secoes[s] ?? '';
  if (origem.secoes.autores?.length) secoes.autores = origem.secoes.autores.map((a) => ({ ...a }));
  return {
    tipo: origem.tipo,
    data: isoToBrDate(origem.data),
    finalidade: origem.finalidade,
    solicitante: origem.solicitante ?? '',
    secoes,
    prazo_validade: origem.prazo_validade ?? '',
    sigiloso: origem.sigiloso,
  };
}

/** Authors with nothing typed in any field are left out (an empty row the user added and never filled). */
const autoresPreenchidos = (autores: AutorDocumento[]) =>
  autores.filter((a) => a.nome.trim() || a.profissao.trim() || a.registro.trim());

/**
 * The body of `POST /paciente/{id}/documentos` and `PUT /documentos/{id}`: only the kind's sections, an empty
 * optional section as null (so an edit clears it: the API merges `secoes` section by section), ISO date.
 */
export function toDocumentoPayload(v: DocumentoFormValues): DocumentoCreate {
  const secoes: Record<string, unknown> = {};
  for (const secao of MODELOS_DOCUMENTO[v.tipo].secoes) {
    if (secao.formato === 'autores') {
      secoes.autores = autoresPreenchidos(v.secoes.autores);
      continue;
    }
    const texto = v.secoes[secao.chave as SecaoTexto];
    secoes[secao.chave] = texto.trim() || secao.obrigatoria ? texto : null;
  }
  return {
    tipo: v.tipo,
    data: brDateToIso(v.data) ?? v.data,
    finalidade: v.finalidade,
    solicitante: v.solicitante.trim() || null,
    secoes,
    prazo_validade: v.prazo_validade.trim() || null,
    sigiloso: v.sigiloso,
  };
}

/**
 * The problems the API would answer, with its own messages (the contract's `problemasDoDocumento`), plus the date
 * as typed. Keyed by the form's field ("secoes.conclusao").
 */
export function validateDocumento(v: DocumentoFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.data.trim()) errors.data = MSG_DOCUMENTOS.dataObrigatoria;
  else if (!brDateToIso(v.data)) errors.data = motivoDataInvalida(v.data);
  const body = toDocumentoPayload(v);
  const conteudo: ConteudoDocumento = {
    tipo: body.tipo,
    data: body.data,
    finalidade: body.finalidade,
    solicitante: body.solicitante ?? null,
    secoes: body.secoes,
    prazo_validade: v.prazo_validade.trim() || null,
    sigiloso: v.sigiloso,
  };
  for (const p of problemasDoDocumento(conteudo)) errors[campoDoFormulario(p.campo)] ??= p.mensagem;
  return errors;
}

/** True when closing would lose something the user typed (the warning before closing the dialog). */
export function temAlteracoes(v: DocumentoFormValues, inicial: DocumentoFormValues): boolean {
  // Spaces alone are not something to lose: compare what would be sent, texts trimmed.
  const aparado = (x: DocumentoFormValues) =>
    JSON.stringify(toDocumentoPayload(x), (_k, valor) => (typeof valor === 'string' ? valor.trim() : valor));
  return aparado(v) !== aparado(inicial);
}

/** The fields the form shows an error on (the kind is chosen before the form, so its error goes to the alert). */
const CAMPOS_COM_ERRO = new Set<string>(DOCUMENTO_FIELDS.filter((f) => f !== 'tipo'));

/**
 * A failed save as the form shows it: the API's field errors (422) on their fields by the form's names, and what no
 * field can show (another field, or no field at all) as one message for the form's alert.
 */
export function errosDaApi(error: unknown): { campos: Record<string, string>; resto: string | null } {
  const campos: Record<string, string> = {};
  const outros: string[] = [];
  if (error instanceof ApiError && error.errors) {
    for (const [campo, mensagens] of Object.entries(error.errors)) {
      if (!mensagens.length) continue;
      const nome = campoDoFormulario(campo);
      if (CAMPOS_COM_ERRO.has(nome)) campos[nome] ??= mensagens[0];
      else outros.push(mensagens[0]);
    }
  }
  if (Object.keys(campos).length > 0 && outros.length === 0) return { campos, resto: null };
  return { campos, resto: outros.length > 0 ? outros.join(' ') : errorMessage(error) };
}
