import {
  type CampoImportacao,
  type ErroImportacao,
  type Importacao,
  ROTULO_DO_CAMPO,
} from '@consultorio/contracts/importacoes';
import { type PlanStats, UNLIMITED } from '@consultorio/contracts/planos';

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
 * The change the API needs when a column gets another field (or none): the field moves to this column (leaving
 * the column that had it), and the field this column had is left without a column.
 */
export function trocaDeCampo(
  mapeamento: Record<string, string>,
  coluna: string,
  campo: CampoImportacao | null,
): Record<string, string | null> {
  const anterior = campoDaColuna(mapeamento)[coluna];
  const mudanca: Record<string, string | null> = {};
  if (anterior && anterior !== campo) mudanca[anterior] = null;
  if (campo) mudanca[campo] = coluna;
  return mudanca;
}

/** Places left under the plan's patient limit; null when the plan has none. */
export const vagasDoPlano = (
  stats: Pick<PlanStats, 'pacientes_count' | 'limite_pacientes'>,
): number | null =>
  stats.limite_pacientes === UNLIMITED ? null : Math.max(0, stats.limite_pacientes - stats.pacientes_count);

/** "1 paciente" / "12 pacientes" (pt-BR thousands). */
export const pacientesN = (n: number): string =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? 'paciente' : 'pacientes'}`;
