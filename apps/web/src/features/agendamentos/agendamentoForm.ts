import {
  type Agendamento,
  type AgendamentoCreate,
  type AgendamentoUpdate,
  DURACAO_MAXIMA,
  DURACAO_MINIMA,
  type FrequenciaRecorrencia,
  MAX_OCORRENCIAS,
  MSG_AGENDAMENTOS,
} from '@consultorio/contracts/agendamentos';
import { motivoDataInvalida } from '@consultorio/contracts/common';
import type { Modalidade } from '@consultorio/contracts/pacientes';
import { expandirRecorrencia, type RegraRecorrencia } from '@consultorio/contracts/recorrencia';
import { formatDiaHora } from '../../lib/format';
import { brDateToIso, isoToBrDate } from '../../lib/masks';
import { instanteLocal, partesLocais } from './tempo';

/** The "Novo agendamento" dialog's values: date as dd/mm/aaaa, time as HH:MM, numbers or ''. */
export interface AgendamentoFormValues {
  paciente_id: string | null;
  data: string;
  hora: string;
  duracao_minutos: number | string;
  modalidade: Modalidade;
  local: string;
  link_online: string;
  valor: number | string;
  observacoes: string;
  repeticao: 'nao' | FrequenciaRecorrencia;
  termino: 'ocorrencias' | 'ate';
  ocorrencias: number | string;
  ate: string;
}

/** Where the API's field errors land on the form. */
export const CAMPO_DO_ERRO: Record<string, keyof AgendamentoFormValues> = {
  paciente_id: 'paciente_id',
  inicio: 'data',
  duracao_minutos: 'duracao_minutos',
  modalidade: 'modalidade',
  local: 'local',
  link_online: 'link_online',
  valor: 'valor',
  observacoes: 'observacoes',
  'recorrencia.frequencia': 'repeticao',
  'recorrencia.ocorrencias': 'ocorrencias',
  'recorrencia.ate': 'ate',
};

export const mostraLocal = (m: Modalidade) => m !== 'online';
export const mostraLink = (m: Modalidade) => m !== 'presencial';

export function novoAgendamento(opts: {
  dia: string;
  hora: string;
  duracao: number;
  pacienteId?: string | null;
}): AgendamentoFormValues {
  return {
    paciente_id: opts.pacienteId ?? null,
    data: isoToBrDate(opts.dia),
    hora: opts.hora,
    duracao_minutos: opts.duracao,
    modalidade: 'presencial',
    local: '',
    link_online: '',
    valor: '',
    observacoes: '',
    repeticao: 'nao',
    termino: 'ocorrencias',
    ocorrencias: 10,
    ate: '',
  };
}

export function deAgendamento(a: Agendamento, fuso: string): AgendamentoFormValues {
  const { dia, hora } = partesLocais(a.inicio, fuso);
  return {
    ...novoAgendamento({ dia, hora, duracao: a.duracao_minutos, pacienteId: a.paciente_id }),
    modalidade: a.modalidade ?? 'presencial',
    local: a.local ?? '',
    link_online: a.link_online ?? '',
    valor: a.valor ?? '',
    observacoes: a.observacoes ?? '',
  };
}

const numeroOuNull = (v: number | string) => (v === '' || v === null ? null : Number(v));
const textoOuNull = (v: string) => v.trim() || null;

function inicioDe(v: AgendamentoFormValues, fuso: string): string {
  const dia = brDateToIso(v.data);
  return dia && /^\d{2}:\d{2}$/.test(v.hora) ? instanteLocal(dia, v.hora, fuso) : '';
}

/** The fields both payloads share; place and link only for the modalities that use them. */
function campos(v: AgendamentoFormValues) {
  return {
    modalidade: v.modalidade,
    local: mostraLocal(v.modalidade) ? textoOuNull(v.local) : null,
    link_online: mostraLink(v.modalidade) ? textoOuNull(v.link_online) : null,
    valor: numeroOuNull(v.valor),
    observacoes: textoOuNull(v.observacoes),
  };
}

export function toCreatePayload(
  v: AgendamentoFormValues,
  fuso: string,
  permitirConflito = false,
): AgendamentoCreate {
  return {
    paciente_id: v.paciente_id ?? '',
    inicio: inicioDe(v, fuso),
    duracao_minutos: numeroOuNull(v.duracao_minutos),
    ...campos(v),
    recorrencia:
      v.repeticao === 'nao'
        ? null
        : v.termino === 'ocorrencias'
          ? { frequencia: v.repeticao, ocorrencias: numeroOuNull(v.ocorrencias) }
          : { frequencia: v.repeticao, ate: brDateToIso(v.ate) ?? v.ate },
    permitir_conflito: permitirConflito,
  };
}

/**
 * Only what changed, so that "Este e os próximos" carries exactly the user's edits to the later occurrences (a new
 * start moves them by the same shift; an untouched start moves nothing).
 */
export function toUpdatePayload(
  v: AgendamentoFormValues,
  original: Agendamento,
  fuso: string,
  permitirConflito = false,
): AgendamentoUpdate {
  const out: AgendamentoUpdate = { permitir_conflito: permitirConflito };
  if (v.paciente_id && v.paciente_id !== original.paciente_id) out.paciente_id = v.paciente_id;
  const inicio = inicioDe(v, fuso);
  if (new Date(inicio).getTime() !== new Date(original.inicio).getTime()) out.inicio = inicio;
  const duracao = numeroOuNull(v.duracao_minutos);
  if (duracao !== original.duracao_minutos) out.duracao_minutos = duracao ?? undefined;
  const novos = campos(v);
  for (const k of Object.keys(novos) as Array<keyof typeof novos>) {
    if (novos[k] !== original[k]) Object.assign(out, { [k]: novos[k] });
  }
  return out;
}

export const semMudancas = (p: AgendamentoUpdate) => Object.keys(p).every((k) => k === 'permitir_conflito');

const URL_OK = /^https?:\/\/\S+\.\S+/;

/** What the user should fix before sending (the API checks the same again). */
export function validateAgendamento(v: AgendamentoFormValues, novo: boolean): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.paciente_id) e.paciente_id = 'Escolha o paciente.';
  if (!v.data.trim()) e.data = 'Informe a data.';
  else if (!brDateToIso(v.data)) e.data = motivoDataInvalida(v.data);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.hora)) e.hora = 'Informe o horário (HH:MM).';
  const duracao = numeroOuNull(v.duracao_minutos);
  if (duracao === null) e.duracao_minutos = 'Informe a duração.';
  else if (!Number.isInteger(duracao) || duracao < DURACAO_MINIMA || duracao > DURACAO_MAXIMA) {
    e.duracao_minutos = `Entre ${DURACAO_MINIMA} e ${DURACAO_MAXIMA} minutos.`;
  }
  if (mostraLink(v.modalidade) && v.link_online.trim() && !URL_OK.test(v.link_online.trim())) {
    e.link_online = MSG_AGENDAMENTOS.link;
  }
  if (novo && v.repeticao !== 'nao') {
    if (v.termino === 'ocorrencias') {
      const n = numeroOuNull(v.ocorrencias);
      if (n === null || !Number.isInteger(n) || n < 1) e.ocorrencias = 'Informe quantas vezes repetir.';
      else if (n > MAX_OCORRENCIAS) e.ocorrencias = MSG_AGENDAMENTOS.ocorrenciasMax;
    } else {
      const ate = brDateToIso(v.ate);
      const inicio = brDateToIso(v.data);
      if (!v.ate.trim()) e.ate = 'Informe até quando repetir.';
      else if (!ate) e.ate = motivoDataInvalida(v.ate);
      else if (inicio && ate < inicio) e.ate = MSG_AGENDAMENTOS.ateAntesDoInicio;
    }
  }
  return e;
}

export { diaDaOcorrencia } from '@consultorio/contracts/recorrencia';

/** "6 sessões, até 28/12/2026": what the repetition will create (same rules as the API), or null. */
export function resumoRepeticao(v: AgendamentoFormValues): string | null {
  const inicio = brDateToIso(v.data);
  if (v.repeticao === 'nao' || !inicio) return null;
  let regra: RegraRecorrencia;
  if (v.termino === 'ocorrencias') {
    const n = Number(numeroOuNull(v.ocorrencias) ?? 0);
    if (!Number.isInteger(n) || n < 1 || n > MAX_OCORRENCIAS) return null;
    regra = { frequencia: v.repeticao, ocorrencias: n };
  } else {
    const ate = brDateToIso(v.ate);
    if (!ate || ate < inicio) return null;
    regra = { frequencia: v.repeticao, ate };
  }
  const serie = expandirRecorrencia(inicio, regra);
  if (!serie.ok) return serie.mensagem;
  const n = serie.dias.length;
  const ultimo = isoToBrDate(serie.dias[n - 1]);
  return n === 1 ? `1 sessão, em ${ultimo}.` : `${n} sessões, a última em ${ultimo}.`;
}

/** "Agendamento marcado para ter., 01/12 às 10:00" (a series: "6 agendamentos marcados a partir de …"). */
export const tituloAgendado = (quantos: number, inicio: string, fuso: string) =>
  quantos > 1
    ? `${quantos} agendamentos marcados a partir de ${formatDiaHora(inicio, fuso)}`
    : `Agendamento marcado para ${formatDiaHora(inicio, fuso)}`;
