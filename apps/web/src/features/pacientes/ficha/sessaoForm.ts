import { motivoDataInvalida } from '@consultorio/contracts/common';
import { hojeEm } from '@consultorio/contracts/pacientes';
import {
  type FormaPagamento,
  MSG_SESSOES,
  type Presenca,
  type Sessao,
  type SessaoCreate,
  sessaoCreateSchema,
} from '@consultorio/contracts/sessoes';
import { brDateToIso, isoToBrDate } from '../../../lib/masks';

/** The "Registrar sessão" dialog's values: date as dd/mm/aaaa, hour as HH:MM, numbers or ''. */
export interface SessaoFormValues {
  data: string;
  hora_inicio: string;
  duracao_minutos: number | string;
  presenca: Presenca;
  valor: number | string;
  pago: boolean;
  forma_pagamento: FormaPagamento | null;
  observacoes: string;
  /**
   * "Lançar o valor no financeiro", where Finance is visible; null where it is not (Gratuito, a secretária without
   * finance access): the API then creates the receita of a session with a value, paid or held, by itself.
   */
  gerar_lancamento: boolean | null;
}

/** Today, the profile's duration (else 50 min) and the patient's price (else the profile's). */
export function sessaoDefaults(opts: {
  valorPaciente: number | null;
  perfil?: { valor_sessao_padrao: number | null; duracao_sessao_padrao: number; fuso_horario: string } | null;
  financeiro: boolean;
  now?: Date;
}): SessaoFormValues {
  const { perfil } = opts;
  return {
    data: isoToBrDate(hojeEm(perfil?.fuso_horario, opts.now)),
    hora_inicio: '',
    duracao_minutos: perfil?.duracao_sessao_padrao ?? 50,
    presenca: 'realizada',
    valor: opts.valorPaciente ?? perfil?.valor_sessao_padrao ?? '',
    pago: false,
    forma_pagamento: null,
    observacoes: '',
    gerar_lancamento: opts.financeiro ? true : null,
  };
}

/** A recorded session in the dialog, to edit it. */
export function sessaoToForm(s: Sessao): SessaoFormValues {
  return {
    data: isoToBrDate(s.data),
    hora_inicio: s.hora_inicio ?? '',
    duracao_minutos: s.duracao_minutos ?? '',
    presenca: s.presenca,
    valor: s.valor ?? '',
    pago: s.pago,
    forma_pagamento: s.forma_pagamento,
    observacoes: s.observacoes ?? '',
    gerar_lancamento: false,
  };
}

const numberOrNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

export function toSessaoPayload(v: SessaoFormValues, pacienteId: string): SessaoCreate {
  return {
    paciente_id: pacienteId,
    data: brDateToIso(v.data) ?? v.data,
    hora_inicio: v.hora_inicio || null,
    duracao_minutos: numberOrNull(v.duracao_minutos),
    valor: numberOrNull(v.valor),
    presenca: v.presenca,
    pago: v.pago,
    // A payment method only means something for a paid session.
    forma_pagamento: v.pago ? v.forma_pagamento : null,
    observacoes: v.observacoes.trim() || null,
    gerar_lancamento:
      v.gerar_lancamento === null ? undefined : v.gerar_lancamento && numberOrNull(v.valor) !== null,
  };
}

/** The API's own schema, plus the two date rules the user should see before sending. */
export function validateSessao(
  v: SessaoFormValues,
  pacienteId: string,
  hoje = hojeEm(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const iso = brDateToIso(v.data);
  if (!v.data.trim()) errors.data = 'Informe a data da sessão.';
  else if (!iso) errors.data = motivoDataInvalida(v.data);
  else if (iso > hoje) errors.data = MSG_SESSOES.dataFutura;
  const parsed = sessaoCreateSchema.safeParse(toSessaoPayload(v, pacienteId));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

export const SESSAO_FIELDS = [
  'data',
  'hora_inicio',
  'duracao_minutos',
  'presenca',
  'valor',
  'pago',
  'forma_pagamento',
  'observacoes',
] as const;

/**
 * A session marked realizada whose day (and hour, when given) has not come yet in the practice's zone: the form
 * warns gently — it may be a typo in the date — without refusing (a psychologist may record it early).
 */
export function realizadaNoFuturo(
  v: Pick<SessaoFormValues, 'presenca' | 'data' | 'hora_inicio'>,
  fuso: string | undefined,
  agora: Date | number = Date.now(),
): boolean {
  if (v.presenca !== 'realizada') return false;
  const dia = brDateToIso(v.data);
  if (!dia) return false;
  const hoje = hojeEm(fuso, agora);
  if (dia !== hoje) return dia > hoje;
  if (!/^\d{2}:\d{2}$/.test(v.hora_inicio)) return false;
  const agoraLocal = new Intl.DateTimeFormat('en-GB', {
    timeZone: fuso || 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(agora);
  return v.hora_inicio > agoraLocal;
}
