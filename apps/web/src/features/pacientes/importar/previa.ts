import { formatCep, formatCpf, formatTelefone } from '@consultorio/contracts/br';
import {
  CAMPOS_IMPORTACAO,
  type CampoImportacao,
  type ErroImportacao,
  type Importacao,
  type LinhaImportada,
  ROTULO_DO_CAMPO,
} from '@consultorio/contracts/importacoes';
import {
  FREQUENCIA_LABELS,
  MODALIDADE_LABELS,
  STATUS_TRATAMENTO_LABELS,
} from '@consultorio/contracts/pacientes';
import { type PlanStats, UNLIMITED } from '@consultorio/contracts/planos';
import { formatDate, formatMoney } from '../../../lib/format';

/** The errors of a file grouped by row, in row order: "Linha 5" → ["CPF: CPF inválido…"]. */
export function errosPorLinha(erros: readonly ErroImportacao[]): [number, string[]][] {
  const porLinha = new Map<number, string[]>();
  for (const e of erros) porLinha.set(e.linha, [...(porLinha.get(e.linha) ?? []), descreverErro(e)]);
  return [...porLinha.entries()].sort((a, b) => a[0] - b[0]);
}

/** "CPF: CPF inválido: confira os números."; the reason alone when the whole row was refused. */
export const descreverErro = (e: Pick<ErroImportacao, 'campo' | 'motivo'>): string => {
  if (!e.campo) return e.motivo;
  const rotulo = ROTULO_DO_CAMPO[e.campo as CampoImportacao] ?? rotuloDeCaminho(e.campo);
  return `${rotulo}: ${e.motivo}`;
};

/** A nested path the contract has no column for ("responsavel"): its first word, capitalised. */
const rotuloDeCaminho = (caminho: string): string => {
  const [primeiro] = caminho.split('.');
  const texto = primeiro === 'responsavel' ? 'Responsável' : primeiro.replace(/_/g, ' ');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

/** How many rows have an error (a row with several errors counts once). */
export const linhasComErro = (erros: readonly Pick<ErroImportacao, 'linha'>[]): number =>
  new Set(erros.map((e) => e.linha)).size;

/** Rows the confirmation will turn into patients (before the plan's limit): no error, not already registered. */
export const linhasAImportar = (i: Pick<Importacao, 'linhas_total' | 'erros' | 'ignorados'>): number =>
  i.linhas_total - linhasComErro(i.erros) - i.ignorados;

/** Each column's field (the preview's matching read the other way). */
export const campoDaColuna = (mapeamento: Record<string, string>): Record<string, CampoImportacao> =>
  Object.fromEntries(Object.entries(mapeamento).map(([campo, coluna]) => [coluna, campo as CampoImportacao]));

/**
 * The change the API needs when a column gets another field (or none). The two columns swap: the field moves to
 * this column, and the column that had it takes this column's old field — so no field is dropped silently, and
 * choosing the old field again undoes the change. A field given to a column that had none leaves nothing behind.
 */
export function trocaDeCampo(
  mapeamento: Record<string, string>,
  coluna: string,
  campo: CampoImportacao | null,
): Record<string, string | null> {
  const anterior = campoDaColuna(mapeamento)[coluna];
  if (anterior === campo) return {};
  const mudanca: Record<string, string | null> = {};
  const outraColuna = campo ? mapeamento[campo] : undefined;
  if (anterior) mudanca[anterior] = outraColuna ?? null;
  if (campo) mudanca[campo] = coluna;
  return mudanca;
}

/** "Nome completo — hoje na coluna “Paciente”": the field's label, naming the other column that fills it. */
export const rotuloDaOpcao = (
  campo: CampoImportacao,
  rotulo: string,
  mapeamento: Record<string, string>,
  coluna: string,
): string => {
  const outra = mapeamento[campo];
  return outra && outra !== coluna ? `${rotulo} — hoje na coluna “${outra}”` : rotulo;
};

/** Places left under the plan's patient limit; null when the plan has none. */
export const vagasDoPlano = (
  stats: Pick<PlanStats, 'pacientes_count' | 'limite_pacientes'>,
): number | null =>
  stats.limite_pacientes === UNLIMITED ? null : Math.max(0, stats.limite_pacientes - stats.pacientes_count);

/** "1 paciente" / "12 pacientes" (pt-BR thousands). */
export const pacientesN = (n: number): string =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? 'paciente' : 'pacientes'}`;

/** The fields the file fills (a column each in the sample), in the patient form's order. */
export const camposMapeados = (mapeamento: Record<string, string>): CampoImportacao[] =>
  CAMPOS_IMPORTACAO.map((c) => c.campo).filter((campo) => mapeamento[campo]);

/** One field of a sample row as the patient's page will show it ("—" when empty). */
export function valorNaAmostra(linha: LinhaImportada, campo: CampoImportacao): string {
  const [grupo, parte] = campo.split('.') as [string, string | undefined];
  const bruto = parte
    ? (linha[grupo as 'endereco' | 'responsavel' | 'contato_emergencia'] as Record<string, unknown> | null)?.[
        parte
      ]
    : linha[campo as keyof LinhaImportada];
  if (bruto === null || bruto === undefined || bruto === '') return '—';
  if (campo === 'valor_sessao') return formatMoney(Number(bruto));
  const texto = String(bruto);
  if (campo === 'data_nascimento' || campo === 'data_inicio') return formatDate(texto);
  if (campo === 'cpf' || parte === 'cpf') return formatCpf(texto);
  if (campo === 'telefone' || parte === 'telefone') return formatTelefone(texto);
  if (parte === 'cep') return formatCep(texto);
  if (campo === 'modalidade') return MODALIDADE_LABELS[texto as keyof typeof MODALIDADE_LABELS] ?? texto;
  if (campo === 'frequencia') return FREQUENCIA_LABELS[texto as keyof typeof FREQUENCIA_LABELS] ?? texto;
  if (campo === 'status_tratamento')
    return STATUS_TRATAMENTO_LABELS[texto as keyof typeof STATUS_TRATAMENTO_LABELS] ?? texto;
  return texto;
}

/** The skipped rows told apart: already patients of the list, and rows repeating an earlier row of the file. */
export const ignoradosPorMotivo = (ignorados: number, repetidas: number) => ({
  cadastrados: Math.max(0, ignorados - repetidas),
  repetidas: Math.min(repetidas, ignorados),
});

/** "1 linha" / "3 linhas" (pt-BR thousands). */
export const linhasN = (n: number): string => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'linha' : 'linhas'}`;
