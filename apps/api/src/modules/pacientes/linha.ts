import {
  hojeEm,
  idadeEm,
  type Paciente,
  type PacienteUpdateParsed,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import type { Endereco } from '@consultorio/contracts/pessoa';
import type { AppContext } from '../../context.ts';
import type { pacientes } from '../../db/schema.ts';

/* A patient's row as JSON and a patient's input as columns: what the lookup, the list and the writes share. */

export type PacienteRow = typeof pacientes.$inferSelect;

const ENDERECO_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
const RESPONSAVEL_FIELDS = ['nome', 'cpf', 'telefone', 'parentesco'] as const;
const CONTATO_FIELDS = ['nome', 'telefone', 'parentesco'] as const;

/** Keeps exactly the known keys (null when missing); an object with nothing in it is stored as null. */
function pickOrNull<K extends string>(
  value: Partial<Record<K, unknown>> | null | undefined,
  keys: readonly K[],
): Record<K, string | null> | null {
  if (!value) return null;
  const out = Object.fromEntries(
    keys.map((k) => {
      const v = value[k];
      return [k, typeof v === 'string' && v !== '' ? v : null];
    }),
  ) as Record<K, string | null>;
  return Object.values(out).some((v) => v !== null) ? out : null;
}

const toCentavos = (reais: number | null | undefined) =>
  reais === null || reais === undefined ? null : Math.round(reais * 100);
const toReais = (centavos: number | null) => (centavos === null ? null : centavos / 100);
export const idadeHoje = (dataNascimento: string | null, hoje: string) =>
  dataNascimento ? idadeEm(dataNascimento, hoje) : null;

export function toPaciente(ctx: AppContext, row: PacienteRow, hoje = hojeEm()): Paciente {
  return {
    id: row.id,
    nome: row.nome,
    nome_social: row.nome_social,
    data_nascimento: row.data_nascimento,
    idade: idadeHoje(row.data_nascimento, hoje),
    cpf: row.cpf,
    rg: row.rg,
    genero: row.genero,
    email: row.email,
    aceita_lembretes: row.aceita_lembretes,
    telefone: row.telefone,
    endereco: pickOrNull(row.endereco, ENDERECO_FIELDS),
    profissao: row.profissao,
    escolaridade: row.escolaridade,
    estado_civil: row.estado_civil,
    responsavel: pickOrNull(row.responsavel, RESPONSAVEL_FIELDS),
    contato_emergencia: pickOrNull(row.contato_emergencia, CONTATO_FIELDS),
    modalidade: row.modalidade as Paciente['modalidade'],
    frequencia: row.frequencia as Paciente['frequencia'],
    valor_sessao: toReais(row.valor_sessao_centavos),
    status_tratamento: row.status_tratamento as StatusTratamento,
    data_inicio: row.data_inicio,
    observacoes: ctx.cipher.decrypt(row.observacoes),
    ultima_sessao: row.ultima_sessao,
    arquivado_em: row.arquivado_em?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type Columns = Partial<typeof pacientes.$inferInsert>;

/** The columns a (possibly partial) input sets. Keys absent from the input are left out. */
export function toColumns(ctx: AppContext, input: PacienteUpdateParsed): Columns {
  const has = (k: keyof PacienteUpdateParsed) => Object.hasOwn(input, k) && input[k] !== undefined;
  const cols: Columns = {};
  const plain = [
    'nome',
    'nome_social',
    'data_nascimento',
    'cpf',
    'rg',
    'genero',
    'email',
    'aceita_lembretes',
    'telefone',
    'profissao',
    'escolaridade',
    'estado_civil',
    'modalidade',
    'frequencia',
    'status_tratamento',
    'data_inicio',
  ] as const;
  for (const k of plain) if (has(k)) (cols as Record<string, unknown>)[k] = input[k] ?? null;
  if (has('endereco')) cols.endereco = pickOrNull(input.endereco, ENDERECO_FIELDS) as Endereco | null;
  if (has('responsavel')) {
    cols.responsavel = pickOrNull(input.responsavel, RESPONSAVEL_FIELDS) as Columns['responsavel'];
  }
  if (has('contato_emergencia')) {
    cols.contato_emergencia = pickOrNull(
      input.contato_emergencia,
      CONTATO_FIELDS,
    ) as Columns['contato_emergencia'];
  }
  if (has('valor_sessao')) cols.valor_sessao_centavos = toCentavos(input.valor_sessao);
  if (has('observacoes')) cols.observacoes = ctx.cipher.encrypt(input.observacoes ?? null);
  return cols;
}
