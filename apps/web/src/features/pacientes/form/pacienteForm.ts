import { formatCpf, formatTelefone, onlyDigits } from '@consultorio/contracts/br';
import { motivoDataInvalida } from '@consultorio/contracts/common';
import {
  type Frequencia,
  hojeEm,
  idadeEm,
  isMenorDeIdade,
  type Modalidade,
  MSG_PACIENTES,
  type Paciente,
  type PacienteCreate,
  pacienteCreateSchema,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import { brDateToIso, isoToBrDate } from '../../../lib/masks';

/** What the patient form edits: masked text as typed, dates as dd/mm/aaaa, money as a number or ''. */
export interface PacienteFormValues {
  nome: string;
  nome_social: string;
  data_nascimento: string;
  cpf: string;
  rg: string;
  genero: string;
  estado_civil: string;
  escolaridade: string;
  profissao: string;
  telefone: string;
  email: string;
  /** LGPD consent to reminders by e-mail (docs/product.md §13). */
  aceita_lembretes: boolean;
  contato_emergencia: { nome: string; telefone: string; parentesco: string };
  endereco: {
    cep: string;
    logradouro: string;
    numero: string;
    complemento: string;
    bairro: string;
    cidade: string;
    uf: string | null;
  };
  responsavel: { nome: string; cpf: string; telefone: string; parentesco: string };
  modalidade: Modalidade | null;
  frequencia: Frequencia | null;
  valor_sessao: number | string;
  status_tratamento: StatusTratamento;
  data_inicio: string;
  observacoes: string;
}

export const emptyPacienteForm = (): PacienteFormValues => ({
  nome: '',
  nome_social: '',
  data_nascimento: '',
  cpf: '',
  rg: '',
  genero: '',
  estado_civil: '',
  escolaridade: '',
  profissao: '',
  telefone: '',
  email: '',
  aceita_lembretes: false,
  contato_emergencia: { nome: '', telefone: '', parentesco: '' },
  endereco: { cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: null },
  responsavel: { nome: '', cpf: '', telefone: '', parentesco: '' },
  modalidade: null,
  frequencia: null,
  valor_sessao: '',
  status_tratamento: 'em_atendimento',
  data_inicio: '',
  observacoes: '',
});

const formatCep = (cep: string | null | undefined) => {
  const d = onlyDigits(cep ?? '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};
const text = (v: string | null | undefined) => v ?? '';

export function toFormValues(p: Paciente): PacienteFormValues {
  const e = p.endereco;
  return {
    nome: p.nome,
    nome_social: text(p.nome_social),
    data_nascimento: isoToBrDate(p.data_nascimento),
    cpf: p.cpf ? formatCpf(p.cpf) : '',
    rg: text(p.rg),
    genero: text(p.genero),
    estado_civil: text(p.estado_civil),
    escolaridade: text(p.escolaridade),
    profissao: text(p.profissao),
    telefone: formatTelefone(p.telefone),
    email: text(p.email),
    aceita_lembretes: p.aceita_lembretes ?? false,
    contato_emergencia: {
      nome: text(p.contato_emergencia?.nome),
      telefone: p.contato_emergencia?.telefone ? formatTelefone(p.contato_emergencia.telefone) : '',
      parentesco: text(p.contato_emergencia?.parentesco),
    },
    endereco: {
      cep: formatCep(e?.cep),
      logradouro: text(e?.logradouro),
      numero: text(e?.numero),
      complemento: text(e?.complemento),
      bairro: text(e?.bairro),
      cidade: text(e?.cidade),
      uf: e?.uf ?? null,
    },
    responsavel: {
      nome: text(p.responsavel?.nome),
      cpf: p.responsavel?.cpf ? formatCpf(p.responsavel.cpf) : '',
      telefone: p.responsavel?.telefone ? formatTelefone(p.responsavel.telefone) : '',
      parentesco: text(p.responsavel?.parentesco),
    },
    modalidade: p.modalidade,
    frequencia: p.frequencia,
    valor_sessao: p.valor_sessao ?? '',
    status_tratamento: p.status_tratamento,
    data_inicio: isoToBrDate(p.data_inicio),
    observacoes: text(p.observacoes),
  };
}

/** The birth date as YYYY-MM-DD, or null while it is empty or incomplete. */
export const nascimentoIso = (v: Pick<PacienteFormValues, 'data_nascimento'>): string | null =>
  brDateToIso(v.data_nascimento);

/** Age in whole years from the typed birth date, or null. */
export function idadeDoForm(v: Pick<PacienteFormValues, 'data_nascimento'>, hoje = hojeEm()): number | null {
  const iso = nascimentoIso(v);
  return iso && iso <= hoje ? idadeEm(iso, hoje) : null;
}

export const isMenor = (v: Pick<PacienteFormValues, 'data_nascimento'>, hoje = hojeEm()): boolean =>
  isMenorDeIdade(nascimentoIso(v), hoje);

const hasAny = (o: Record<string, string | null>) => Object.values(o).some((x) => (x ?? '').trim() !== '');

/**
 * The Responsável section shows when the birth date says under 18 (then it is required), when one is already
 * filled in, or when the user chose to add one for an adult (e.g. a legal guardian).
 */
export const showResponsavel = (v: PacienteFormValues, added: boolean, hoje = hojeEm()): boolean =>
  isMenor(v, hoje) || added || hasAny(v.responsavel);

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const dateOrRaw = (v: string) => (v.trim() ? (brDateToIso(v) ?? v) : null);

/** The POST/PUT body. A hidden Responsável section, an empty address or contact are sent as null. */
export function toPayload(v: PacienteFormValues, responsavelVisible: boolean): PacienteCreate {
  return {
    nome: v.nome,
    nome_social: orNull(v.nome_social),
    data_nascimento: dateOrRaw(v.data_nascimento),
    cpf: orNull(v.cpf),
    rg: orNull(v.rg),
    genero: orNull(v.genero),
    estado_civil: orNull(v.estado_civil),
    escolaridade: orNull(v.escolaridade),
    profissao: orNull(v.profissao),
    telefone: v.telefone,
    email: orNull(v.email),
    aceita_lembretes: v.aceita_lembretes,
    contato_emergencia: hasAny(v.contato_emergencia)
      ? {
          nome: orNull(v.contato_emergencia.nome),
          telefone: orNull(v.contato_emergencia.telefone),
          parentesco: orNull(v.contato_emergencia.parentesco),
        }
      : null,
    endereco: hasAny(v.endereco)
      ? {
          cep: orNull(v.endereco.cep),
          logradouro: orNull(v.endereco.logradouro),
          numero: orNull(v.endereco.numero),
          complemento: orNull(v.endereco.complemento),
          bairro: orNull(v.endereco.bairro),
          cidade: orNull(v.endereco.cidade),
          uf: (v.endereco.uf || null) as never,
        }
      : null,
    responsavel:
      responsavelVisible && hasAny(v.responsavel)
        ? {
            nome: orNull(v.responsavel.nome),
            cpf: orNull(v.responsavel.cpf),
            telefone: orNull(v.responsavel.telefone),
            parentesco: orNull(v.responsavel.parentesco),
          }
        : null,
    modalidade: v.modalidade,
    frequencia: v.frequencia,
    valor_sessao: v.valor_sessao === '' ? null : Number(v.valor_sessao),
    status_tratamento: v.status_tratamento,
    data_inicio: dateOrRaw(v.data_inicio),
    observacoes: orNull(v.observacoes),
  };
}

/** Client check with the API's own schema (contracts), errors keyed by the form's paths. */
export function validatePaciente(v: PacienteFormValues, responsavelVisible: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['data_nascimento', 'data_inicio'] as const) {
    if (v[field].trim() && !brDateToIso(v[field])) errors[field] = motivoDataInvalida(v[field]);
  }
  const parsed = pacienteCreateSchema.safeParse(toPayload(v, responsavelVisible));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  // A minor without any responsável: the section's required fields say what is missing.
  if (errors.responsavel) {
    errors['responsavel.nome'] ??= MSG_PACIENTES.responsavelNome;
    errors['responsavel.telefone'] ??= MSG_PACIENTES.responsavelTelefone;
  }
  return errors;
}

/** Form paths that can receive the API's field errors. */
export const PACIENTE_FIELDS = [
  'nome',
  'nome_social',
  'data_nascimento',
  'cpf',
  'rg',
  'genero',
  'estado_civil',
  'escolaridade',
  'profissao',
  'telefone',
  'email',
  'aceita_lembretes',
  'contato_emergencia',
  'contato_emergencia.nome',
  'contato_emergencia.telefone',
  'contato_emergencia.parentesco',
  'endereco',
  'endereco.cep',
  'endereco.logradouro',
  'endereco.numero',
  'endereco.complemento',
  'endereco.bairro',
  'endereco.cidade',
  'endereco.uf',
  'responsavel',
  'responsavel.nome',
  'responsavel.cpf',
  'responsavel.telefone',
  'responsavel.parentesco',
  'modalidade',
  'frequencia',
  'valor_sessao',
  'status_tratamento',
  'data_inicio',
  'observacoes',
] as const;
