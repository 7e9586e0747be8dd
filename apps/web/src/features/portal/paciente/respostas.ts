import type { CampoFormulario, Respostas } from '@consultorio/contracts/portal';
import { ApiError } from '../../../lib/errors';
import { brDateToIso, isoToBrDate } from '../../../lib/masks';

/*
 * A form of the patient's page on screen and in the API (docs/decisions/0073-portal-forms.md): the screen holds
 * texts (dates as dd/mm/aaaa, as typed), the API answers and takes `respostas` (dates as AAAA-MM-DD, blanks null,
 * a group all blank as null).
 */

type Campo = Pick<CampoFormulario, 'campo' | 'tipo' | 'campos' | 'obrigatorio'>;
export type ValoresDoFormulario = Record<string, string | Record<string, string>>;

const ISO = /^\d{4}-\d{2}-\d{2}/;

const textoDe = (valor: unknown, tipo: Campo['tipo']): string => {
  if (typeof valor !== 'string') return '';
  return tipo === 'data' && ISO.test(valor) ? isoToBrDate(valor) : valor;
};

const valorDe = (texto: string | null | undefined, tipo: Campo['tipo']): string | null => {
  const t = (texto ?? '').trim();
  if (!t) return null;
  return tipo === 'data' ? (brDateToIso(t) ?? t) : t;
};

/** The screen's texts from the answers kept (the draft, or the record's values for a new ficha). */
export function valoresIniciais(campos: Campo[], respostas: Respostas): ValoresDoFormulario {
  const valores: ValoresDoFormulario = {};
  for (const c of campos) {
    const r = respostas[c.campo];
    if (c.tipo === 'grupo') {
      const grupo = r && typeof r === 'object' ? r : {};
      valores[c.campo] = Object.fromEntries(
        (c.campos ?? []).map((s) => [s.campo, textoDe(grupo[s.campo], s.tipo)]),
      );
    } else valores[c.campo] = textoDe(r, c.tipo);
  }
  return valores;
}

/** What the API takes from the screen's texts: trimmed, blanks null, dates in ISO when complete. */
export function respostasDe(campos: Campo[], valores: ValoresDoFormulario): Respostas {
  const respostas: Respostas = {};
  for (const c of campos) {
    const v = valores[c.campo];
    if (c.tipo === 'grupo') {
      const grupo = v && typeof v === 'object' ? v : {};
      const sub = Object.fromEntries((c.campos ?? []).map((s) => [s.campo, valorDe(grupo[s.campo], s.tipo)]));
      respostas[c.campo] = Object.values(sub).some((x) => x !== null) ? sub : null;
    } else respostas[c.campo] = valorDe(typeof v === 'string' ? v : '', c.tipo);
  }
  return respostas;
}

export const MSG_DATA_INVALIDA = 'Data inválida: use dd/mm/aaaa (por exemplo, 05/03/1990).';

/**
 * Before sending, what the screen can tell at once: a date typed incompletely (the API would only say it is not
 * AAAA-MM-DD). Keyed by the form's paths (`data_nascimento`, `responsavel.nome`).
 */
export function errosAntesDeEnviar(campos: Campo[], valores: ValoresDoFormulario): Record<string, string> {
  const erros: Record<string, string> = {};
  const conferir = (caminho: string, texto: string | undefined, tipo: Campo['tipo']) => {
    const t = (texto ?? '').trim();
    if (tipo === 'data' && t && !brDateToIso(t)) erros[caminho] = MSG_DATA_INVALIDA;
  };
  for (const c of campos) {
    const v = valores[c.campo];
    if (c.tipo === 'grupo' && v && typeof v === 'object') {
      for (const s of c.campos ?? []) conferir(`${c.campo}.${s.campo}`, v[s.campo], s.tipo);
    } else if (typeof v === 'string') conferir(c.campo, v, c.tipo);
  }
  return erros;
}

/**
 * The API's 422 on sending, by the form's paths: each field's first message (`cpf`, `endereco.cep`, a group's own
 * rule under the group's name, `responsavel`). The body's copies (`respostas.cpf`) are left out.
 */
export function errosDaApi(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const erros: Record<string, string> = {};
  for (const [chave, mensagens] of Object.entries(error.errors)) {
    if (chave.startsWith('respostas.') || mensagens.length === 0) continue;
    erros[chave] = mensagens[0];
  }
  return erros;
}
