import { formatCpf, formatTelefone, onlyDigits } from '@consultorio/contracts/br';
import { motivoDataInvalida } from '@consultorio/contracts/common';
import { OCUPACAO_PSICOLOGO } from '@consultorio/contracts/escrituracao';
import { type Profile, type ProfileOutput, profileSchema } from '@consultorio/contracts/usuario';
import { brDateToIso, isoToBrDate } from '../../lib/masks';

/** What the profile form edits: masked text as typed, dates as dd/mm/aaaa. */
export interface ProfileFormValues {
  nome: string;
  email: string;
  cpf: string;
  crp: string;
  telefone: string;
  data_nascimento: string;
  endereco: {
    cep: string;
    logradouro: string;
    numero: string;
    complemento: string;
    bairro: string;
    cidade: string;
    uf: string | null;
  };
  valor_sessao_padrao: number | string;
  duracao_sessao_padrao: number | string;
  fuso_horario: string;
  /** Carnê-Leão Web occupation code (255: psicólogo). */
  codigo_ocupacao: string;
  /** The rendimentos file issues each PF payment's Receita Saúde receipt. */
  emite_receita_saude: boolean;
  /** The video link of online sessions booked without one (docs/product.md §16); blank: a Jitsi room each. */
  link_online_padrao: string;
  /** Online care (Res. CFP 09/2024): the video platform the therapeutic contract names. */
  plataforma_online: string;
  /** Online care: the emergency referral route the contract gives the patient. */
  encaminhamento_emergencia: string;
}

const formatCep = (cep: string | null) => {
  const d = onlyDigits(cep ?? '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

export function toFormValues(p: ProfileOutput): ProfileFormValues {
  const e = p.endereco;
  return {
    nome: p.nome,
    email: p.email,
    cpf: formatCpf(p.cpf),
    crp: p.crp,
    telefone: formatTelefone(p.telefone),
    data_nascimento: isoToBrDate(p.data_nascimento),
    endereco: {
      cep: formatCep(e?.cep ?? null),
      logradouro: e?.logradouro ?? '',
      numero: e?.numero ?? '',
      complemento: e?.complemento ?? '',
      bairro: e?.bairro ?? '',
      cidade: e?.cidade ?? '',
      uf: e?.uf ?? null,
    },
    valor_sessao_padrao: p.valor_sessao_padrao ?? '',
    duracao_sessao_padrao: p.duracao_sessao_padrao,
    fuso_horario: p.fuso_horario,
    codigo_ocupacao: p.codigo_ocupacao,
    emite_receita_saude: p.emite_receita_saude,
    link_online_padrao: p.link_online_padrao ?? '',
    plataforma_online: p.plataforma_online ?? '',
    encaminhamento_emergencia: p.encaminhamento_emergencia ?? '',
  };
}

const textOrNull = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
const numberOrNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

/** The PUT /user/profile body; an empty address becomes null. */
export function toPayload(v: ProfileFormValues): Profile {
  const endereco = Object.fromEntries(
    Object.entries(v.endereco).map(([k, value]) => [k, textOrNull(value)]),
  ) as Record<keyof ProfileFormValues['endereco'], string | null>;
  const hasEndereco = Object.values(endereco).some((value) => value !== null);
  return {
    nome: v.nome,
    email: v.email,
    cpf: v.cpf,
    crp: v.crp,
    telefone: v.telefone,
    data_nascimento: v.data_nascimento.trim() ? (brDateToIso(v.data_nascimento) ?? v.data_nascimento) : null,
    endereco: hasEndereco ? (endereco as Profile['endereco']) : null,
    valor_sessao_padrao: numberOrNull(v.valor_sessao_padrao),
    duracao_sessao_padrao: Number(v.duracao_sessao_padrao || 50),
    fuso_horario: v.fuso_horario,
    codigo_ocupacao: v.codigo_ocupacao.trim() || OCUPACAO_PSICOLOGO,
    emite_receita_saude: v.emite_receita_saude,
    link_online_padrao: textOrNull(v.link_online_padrao),
    plataforma_online: textOrNull(v.plataforma_online),
    encaminhamento_emergencia: textOrNull(v.encaminhamento_emergencia),
  };
}

/** Client-side check with the same contracts schema the API uses; errors keyed by form path. */
export function validateProfile(v: ProfileFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.data_nascimento.trim() && !brDateToIso(v.data_nascimento)) {
    errors.data_nascimento = motivoDataInvalida(v.data_nascimento);
  }
  const parsed = profileSchema.safeParse(toPayload(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  return errors;
}

export const PROFILE_FIELDS = [
  'nome',
  'email',
  'cpf',
  'crp',
  'telefone',
  'data_nascimento',
  'endereco.cep',
  'endereco.logradouro',
  'endereco.numero',
  'endereco.complemento',
  'endereco.bairro',
  'endereco.cidade',
  'endereco.uf',
  'valor_sessao_padrao',
  'duracao_sessao_padrao',
  'fuso_horario',
  'codigo_ocupacao',
  'emite_receita_saude',
  'link_online_padrao',
  'plataforma_online',
  'encaminhamento_emergencia',
] as const;

/** Video platforms offered as suggestions; any other name may be typed. */
export const PLATAFORMAS_ONLINE = ['Google Meet', 'Zoom', 'Jitsi Meet', 'Microsoft Teams', 'Whereby'];

/**
 * A ready emergency route for online patients (Res. CFP 09/2024: risk, violence or emergency → in-person care), with
 * the national lines (CVV 188, SAMU 192) and blanks in brackets for what only the psychologist knows.
 */
export const SUGESTAO_ENCAMINHAMENTO_EMERGENCIA = [
  'Em situação de emergência, risco à vida ou violência, o atendimento online é interrompido e a pessoa é encaminhada a atendimento presencial:',
  '- CVV (Centro de Valorização da Vida): ligue 188, gratuito, 24 horas;',
  '- SAMU: ligue 192;',
  '- UPA ou pronto-socorro mais próximo: [nome e endereço];',
  '- CAPS de referência: [nome, endereço e telefone];',
  '- Pessoa de contato indicada pelo paciente, avisada em caso de risco: [nome e telefone].',
].join('\n');

/** The field's text with the suggestion added: in place of a blank field, after what is written otherwise. */
export function comSugestaoDeEmergencia(atual: string): string {
  return atual.trim()
    ? `${atual.trimEnd()}\n\n${SUGESTAO_ENCAMINHAMENTO_EMERGENCIA}`
    : SUGESTAO_ENCAMINHAMENTO_EMERGENCIA;
}

/** Brazilian time zones a practice may be in. */
export const FUSOS = [
  { value: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { value: 'America/Sao_Paulo', label: 'Brasília (UTC−3)' },
  { value: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { value: 'America/Fortaleza', label: 'Nordeste (UTC−3)' },
  { value: 'America/Belem', label: 'Pará e Amapá (UTC−3)' },
  { value: 'America/Manaus', label: 'Amazonas (UTC−4)' },
  { value: 'America/Cuiaba', label: 'Mato Grosso (UTC−4)' },
  { value: 'America/Campo_Grande', label: 'Mato Grosso do Sul (UTC−4)' },
  { value: 'America/Porto_Velho', label: 'Rondônia (UTC−4)' },
  { value: 'America/Boa_Vista', label: 'Roraima (UTC−4)' },
  { value: 'America/Rio_Branco', label: 'Acre (UTC−5)' },
];
