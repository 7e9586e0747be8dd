import { dataBr, hojeEm, somaMesesAoDia } from './tempo.ts';
import { z } from './zod.ts';

// The patients' values, messages and age rules (docs/product.md §8.3), apart from the schemas in pacientes.ts,
// which re-exports them: the screens and the API import them from there.

// ---------------------------------------------------------------------------------------------------------------
// Values (docs/product.md §8.3)

export const STATUS_TRATAMENTO = [
  'em_atendimento',
  'em_pausa',
  'alta',
  'encaminhado',
  'desistencia',
] as const;
export type StatusTratamento = (typeof STATUS_TRATAMENTO)[number];
export const STATUS_TRATAMENTO_LABELS: Record<StatusTratamento, string> = {
  em_atendimento: 'Em atendimento',
  em_pausa: 'Em pausa',
  alta: 'Alta',
  encaminhado: 'Encaminhado',
  desistencia: 'Desistência',
};
export const statusTratamentoSchema = z.enum(STATUS_TRATAMENTO, {
  message: 'Situação do tratamento inválida.',
});

export const MODALIDADES = ['presencial', 'online', 'hibrido'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
export const MODALIDADE_LABELS: Record<Modalidade, string> = {
  presencial: 'Presencial',
  online: 'Online',
  hibrido: 'Híbrido',
};

export const FREQUENCIAS = ['semanal', 'quinzenal', 'mensal', 'avulsa'] as const;
export type Frequencia = (typeof FREQUENCIAS)[number];
export const FREQUENCIA_LABELS: Record<Frequencia, string> = {
  semanal: 'Semanal',
  quinzenal: 'Quinzenal',
  mensal: 'Mensal',
  avulsa: 'Avulsa',
};

/** Suggestions for the form's free-text fields (not enforced: people describe themselves in their own words). */
export const GENERO_SUGESTOES = ['Feminino', 'Masculino', 'Não binário', 'Prefere não informar'] as const;
export const ESTADO_CIVIL_SUGESTOES = [
  'Solteiro(a)',
  'Casado(a)',
  'União estável',
  'Divorciado(a)',
  'Separado(a)',
  'Viúvo(a)',
] as const;
export const ESCOLARIDADE_SUGESTOES = [
  'Ensino fundamental incompleto',
  'Ensino fundamental completo',
  'Ensino médio incompleto',
  'Ensino médio completo',
  'Ensino superior incompleto',
  'Ensino superior completo',
  'Pós-graduação',
  'Mestrado',
  'Doutorado',
] as const;

export const ORDENACOES_PACIENTES = ['nome', 'ultima_sessao'] as const;
export type OrdenacaoPacientes = (typeof ORDENACOES_PACIENTES)[number];

/** Age of majority in Brazil (Código Civil art. 5º): below it the patient needs a responsável. */
export const MAIORIDADE = 18;

/** Years a patient's clinical records are kept after the last record (CFP Resolution 001/2009 art. 4). */
export const RETENCAO_ANOS = 5;
/** The legal reason that allows an erasure before the retention period ends: a real statement, not a word. */
export const MOTIVO_LEGAL_MIN = 20;
export const MOTIVO_LEGAL_MAX = 1000;

/**
 * The first day an archived patient may be erased for good: RETENCAO_ANOS after the latest clinical record (or
 * after the archiving, when no record carries a date). Dates YYYY-MM-DD.
 */
export const excluirAPartirDe = (ultimoRegistro: string | null, arquivadoEm: string): string =>
  somaMesesAoDia(ultimoRegistro ?? arquivadoEm, RETENCAO_ANOS * 12);

export const MSG_PACIENTES = {
  responsavelObrigatorio: 'Paciente menor de 18 anos: informe o responsável (nome e telefone).',
  responsavelNome: 'Informe o nome do responsável.',
  responsavelTelefone: 'Informe o telefone do responsável.',
  contatoNome: 'Informe o nome do contato de emergência.',
  contatoTelefone: 'Informe o telefone do contato de emergência.',
  cpfDuplicado: 'Já existe um paciente com este CPF.',
  nascimentoFuturo: 'A data de nascimento não pode ser futura.',
  nascimentoAntigo: 'Data de nascimento improvável: confira o ano.',
  psicologoInvalido: 'O psicólogo informado deve ser você: pacientes não podem ser transferidos.',
  excluido: 'Paciente excluído.',
  arquivado:
    'Paciente arquivado: ele tem registros clínicos, que ficam guardados pelo prazo legal de 5 anos e não aparecem mais nas listas.',
  /** 409 of any write to an archived patient (docs/decisions/0078-archived-patients-read-only.md). */
  arquivadoSomenteLeitura: 'Paciente arquivado: restaure para editar.',
  arquivadoAPedido:
    'Paciente arquivado: a ficha continua disponível para leitura em Arquivados, e você pode restaurá-lo quando quiser.',
  statusAlterado: 'Situação do tratamento atualizada.',
  restaurado: 'Paciente restaurado: ele voltou para a lista de pacientes.',
  excluidoDefinitivamente: 'Paciente e registros clínicos excluídos definitivamente.',
  motivoLegalCurto: `Descreva o motivo legal em pelo menos ${MOTIVO_LEGAL_MIN} caracteres.`,
  motivoLegalLongo: `Motivo legal longo demais (máximo de ${MOTIVO_LEGAL_MAX} caracteres).`,
  /** 422 of an erasure before the retention period ends without a legal reason. */
  retencao: (ate: string) =>
    `Os registros deste paciente devem ser guardados até ${dataBr(ate)} (Resolução CFP 001/2009, art. 4º: ` +
    'pelo menos 5 anos após o último registro). Para excluí-los antes, informe o motivo legal ' +
    '(por exemplo, uma ordem judicial).',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Helpers shared by the API and the web

/** Today's date in a time zone: one rule, in ./tempo.ts (re-exported for the screens that use it from here). */
export { hojeEm };

/** Whole years between a birth date and a reference date (both YYYY-MM-DD). */
export function idadeEm(dataNascimento: string, hoje: string): number {
  const [ny, nm, nd] = dataNascimento.split('-').map(Number);
  const [hy, hm, hd] = hoje.split('-').map(Number);
  let idade = hy - ny;
  if (hm < nm || (hm === nm && hd < nd)) idade--;
  return idade;
}

export const isMenorDeIdade = (dataNascimento: string | null | undefined, hoje: string): boolean =>
  !!dataNascimento &&
  /^\d{4}-\d{2}-\d{2}$/.test(dataNascimento) &&
  // A date still to come is an error of its own (nascimentoFuturo), not a minor asking for a responsável.
  dataNascimento <= hoje &&
  idadeEm(dataNascimento, hoje) < MAIORIDADE;
