import { motivoDataInvalida } from '@consultorio/contracts/common';
import { hojeEm } from '@consultorio/contracts/pacientes';
import {
  MSG_PRONTUARIOS,
  type Prontuario,
  type ProntuarioCreate,
  prontuarioCreateSchema,
  TIPO_PRONTUARIO_LABELS,
  TIPOS_PRONTUARIO,
  type TipoProntuario,
} from '@consultorio/contracts/prontuarios';
import { PRESENCA_LABELS, type Sessao } from '@consultorio/contracts/sessoes';
import { brDateToIso, isoToBrDate } from '../../lib/masks';

/** The "Nova entrada" / "Editar entrada" dialog's values: the date as typed (dd/mm/aaaa). */
export interface EntradaFormValues {
  data: string;
  tipo: TipoProntuario | null;
  titulo: string;
  conteudo: string;
  sessao_id: string | null;
}

export const ENTRADA_FIELDS = ['data', 'tipo', 'titulo', 'conteudo', 'sessao_id'] as const;

export const TIPO_OPTIONS = TIPOS_PRONTUARIO.map((value) => ({
  value,
  label: TIPO_PRONTUARIO_LABELS[value],
}));

/** A new entry: today (in the practice's time zone), an evolution note; an existing one: its values. */
export function entradaDefaults(entrada: Prontuario | null, hoje = hojeEm()): EntradaFormValues {
  if (entrada) {
    return {
      data: isoToBrDate(entrada.data),
      tipo: entrada.tipo,
      titulo: entrada.titulo ?? '',
      conteudo: entrada.conteudo,
      sessao_id: entrada.sessao_id,
    };
  }
  return { data: isoToBrDate(hoje), tipo: 'evolucao', titulo: '', conteudo: '', sessao_id: null };
}

export function toEntradaPayload(v: EntradaFormValues): ProntuarioCreate {
  return {
    data: brDateToIso(v.data) ?? v.data,
    tipo: (v.tipo ?? '') as TipoProntuario,
    titulo: v.titulo.trim() || null,
    conteudo: v.conteudo,
    sessao_id: v.sessao_id || null,
  };
}

/** The API's own schema, plus the date rules the user should see before sending. */
export function validateEntrada(v: EntradaFormValues, hoje = hojeEm()): Record<string, string> {
  const errors: Record<string, string> = {};
  const iso = brDateToIso(v.data);
  if (!v.data.trim()) errors.data = MSG_PRONTUARIOS.dataObrigatoria;
  else if (!iso) errors.data = motivoDataInvalida(v.data);
  else if (iso > hoje) errors.data = MSG_PRONTUARIOS.dataFutura;
  const parsed = prontuarioCreateSchema.safeParse(toEntradaPayload(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

/** True when closing would lose something the user typed (the warning before closing the dialog). */
export const temAlteracoes = (v: EntradaFormValues, inicial: EntradaFormValues): boolean =>
  v.conteudo.trim() !== inicial.conteudo.trim() ||
  v.titulo.trim() !== inicial.titulo.trim() ||
  v.tipo !== inicial.tipo ||
  v.data !== inicial.data ||
  v.sessao_id !== inicial.sessao_id;

/** "12/03/2026 às 14:00 · Realizada" for the session picker. */
export const sessaoLabel = (s: Pick<Sessao, 'data' | 'hora_inicio' | 'presenca'>): string =>
  `${isoToBrDate(s.data)}${s.hora_inicio ? ` às ${s.hora_inicio}` : ''} · ${PRESENCA_LABELS[s.presenca]}`;
