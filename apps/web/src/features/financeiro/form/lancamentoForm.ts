import { formatCpf } from '@consultorio/contracts/br';
import { motivoDataInvalida } from '@consultorio/contracts/common';
import { CONTA_PADRAO_POR_CATEGORIA } from '@consultorio/contracts/escrituracao';
import {
  CATEGORIAS_POR_TIPO,
  type Categoria,
  type Lancamento,
  type LancamentoCreate,
  lancamentoCreateSchema,
  type Origem,
  type SituacaoCarneLeao,
  type StatusLancamento,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { hojeEm, isMenorDeIdade } from '@consultorio/contracts/pacientes';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import { brDateToIso, isoToBrDate } from '../../../lib/masks';

/** What the entry form edits: dates as dd/mm/aaaa, CPFs masked, money as a number ('' when empty). */
export interface LancamentoFormValues {
  tipo: TipoLancamento;
  descricao: string;
  valor: number | string;
  data: string;
  status: StatusLancamento;
  data_pagamento: string;
  categoria: Categoria | null;
  forma_pagamento: FormaPagamento | null;
  paciente_id: string | null;
  origem: Origem;
  pagador_nome: string;
  pagador_cpf: string;
  beneficiario_cpf: string;
  dedutivel_livro_caixa: boolean;
  /** A deductible despesa's account; null: its category's default (contaDoLancamento). */
  codigo_plano_contas: string | null;
  /** "Já emiti o recibo no app Receita Saúde" (a paid receita from an individual). */
  recibo_no_app: boolean;
  /** The situação the server answered (null for a new entry): the form only reads it. */
  carne_leao_situacao: SituacaoCarneLeao | null;
  observacoes: string;
}

/** The category a tipo starts with: receitas are mostly sessions; a despesa's must be chosen. */
export const categoriaInicial = (tipo: TipoLancamento): Categoria | null =>
  tipo === 'receita' ? 'sessao' : null;

export function novoLancamento(opts: {
  tipo?: TipoLancamento;
  pacienteId?: string | null;
  hoje?: string;
}): LancamentoFormValues {
  const tipo = opts.tipo ?? 'receita';
  return {
    tipo,
    descricao: '',
    valor: '',
    data: isoToBrDate(opts.hoje ?? hojeEm()),
    status: 'pago',
    data_pagamento: '',
    categoria: categoriaInicial(tipo),
    forma_pagamento: null,
    paciente_id: opts.pacienteId ?? null,
    origem: 'pessoa_fisica',
    pagador_nome: '',
    pagador_cpf: '',
    beneficiario_cpf: '',
    dedutivel_livro_caixa: false,
    codigo_plano_contas: null,
    recibo_no_app: false,
    carne_leao_situacao: null,
    observacoes: '',
  };
}

export function toFormValues(l: Lancamento): LancamentoFormValues {
  return {
    tipo: l.tipo,
    descricao: l.descricao,
    valor: l.valor,
    data: isoToBrDate(l.data),
    status: l.status,
    data_pagamento: isoToBrDate(l.data_pagamento),
    categoria: l.categoria,
    forma_pagamento: l.forma_pagamento,
    paciente_id: l.paciente_id,
    origem: l.origem,
    pagador_nome: l.pagador_nome ?? '',
    pagador_cpf: l.pagador_cpf ? formatCpf(l.pagador_cpf) : '',
    beneficiario_cpf: l.beneficiario_cpf ? formatCpf(l.beneficiario_cpf) : '',
    dedutivel_livro_caixa: l.dedutivel_livro_caixa,
    codigo_plano_contas: l.codigo_plano_contas,
    recibo_no_app: l.carne_leao_situacao === 'recibo_emitido_no_app',
    carne_leao_situacao: l.carne_leao_situacao,
    observacoes: l.observacoes ?? '',
  };
}

/** Switching the tipo keeps a category both tipos have (supervisão, outro), else starts over. */
export function trocarTipo(v: LancamentoFormValues, tipo: TipoLancamento): Partial<LancamentoFormValues> {
  const keep = v.categoria && CATEGORIAS_POR_TIPO[tipo].includes(v.categoria);
  return { tipo, categoria: keep ? v.categoria : categoriaInicial(tipo) };
}

/**
 * A new category brings its default account (CONTA_PADRAO_POR_CATEGORIA) unless the user chose another one: an
 * account equal to the old category's default goes back to "the category's default".
 */
export function trocarCategoria(
  v: LancamentoFormValues,
  categoria: Categoria | null,
): Partial<LancamentoFormValues> {
  const padraoAntigo = v.categoria ? CONTA_PADRAO_POR_CATEGORIA[v.categoria] : undefined;
  return {
    categoria,
    codigo_plano_contas: v.codigo_plano_contas === padraoAntigo ? null : v.codigo_plano_contas,
    // A despesa of the practice's running costs is deductible as a rule: ticked for the user, who may untick it.
    ...(v.tipo === 'despesa' && categoria && DESPESAS_DEDUTIVEIS.includes(categoria)
      ? { dedutivel_livro_caixa: true }
      : {}),
  };
}

/**
 * Despesas the livro-caixa takes as a rule (rent, supervision, courses, material, taxes and the council's fee,
 * software, advertising): choosing one ticks "Dedutível no livro-caixa" (docs/carne-leao.md).
 */
export const DESPESAS_DEDUTIVEIS: readonly Categoria[] = [
  'aluguel',
  'supervisao',
  'cursos',
  'material',
  'impostos',
  'software',
  'marketing',
];

/** The account a deductible despesa goes with: the one chosen, else its category's default. */
export const contaEfetiva = (
  v: Pick<LancamentoFormValues, 'codigo_plano_contas' | 'categoria'>,
): string | null => v.codigo_plano_contas ?? CONTA_PADRAO_POR_CATEGORIA[v.categoria ?? 'outro'] ?? null;

/** Only a paid receita from an individual has a Receita Saúde receipt (docs/carne-leao.md §7.4). */
export const reciboPossivel = (v: Pick<LancamentoFormValues, 'tipo' | 'origem' | 'status'>): boolean =>
  v.tipo === 'receita' && v.origem === 'pessoa_fisica' && v.status === 'pago';

/**
 * Where the entry will stand in the Carnê-Leão Web's books once saved, as the server derives it
 * (docs/carne-leao.md §7.4): only a paid receita from an individual or from abroad, or a paid deductible despesa,
 * belongs in them; an imported one stays escriturado.
 */
export function situacaoPrevista(v: LancamentoFormValues): SituacaoCarneLeao {
  const noLivro =
    v.status === 'pago' && (v.tipo === 'receita' ? v.origem !== 'pessoa_juridica' : v.dedutivel_livro_caixa);
  if (!noLivro) return 'nao_se_aplica';
  if (v.carne_leao_situacao === 'escriturado') return 'escriturado';
  return reciboPossivel(v) && v.recibo_no_app ? 'recibo_emitido_no_app' : 'a_escriturar';
}

/**
 * What the body says of the situação: `recibo_emitido_no_app` when the box is ticked, `a_escriturar` when it was
 * unticked on an entry that had it, else nothing (the server keeps or derives it). The user may set only these two.
 */
export function situacaoPedida(v: LancamentoFormValues): SituacaoCarneLeao | undefined {
  if (!reciboPossivel(v) || v.carne_leao_situacao === 'escriturado') return undefined;
  if (v.recibo_no_app) return 'recibo_emitido_no_app';
  return v.carne_leao_situacao === 'recibo_emitido_no_app' ? 'a_escriturar' : undefined;
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());
const dateOrRaw = (v: string) => (v.trim() ? (brDateToIso(v) ?? v) : null);

/**
 * The POST/PUT body. A new receita of a patient with the payer left blank omits the payer fields, so the API takes
 * the patient (or a minor's responsável) as payer; fields of the other tipo go as null/false. A deductible despesa
 * goes with its account (the category's default when none was chosen).
 */
export function toPayload(v: LancamentoFormValues, mode: 'novo' | 'editar'): LancamentoCreate {
  const receita = v.tipo === 'receita';
  const pagadorEmBranco = !v.pagador_nome.trim() && !v.pagador_cpf.trim() && !v.beneficiario_cpf.trim();
  const pagadorPadrao = receita && mode === 'novo' && v.paciente_id !== null && pagadorEmBranco;
  const situacao = situacaoPedida(v);
  return {
    tipo: v.tipo,
    descricao: v.descricao,
    // '' never reaches the API: validateLancamento refuses it first.
    valor: v.valor === '' ? Number.NaN : Number(v.valor),
    data: dateOrRaw(v.data) ?? '',
    status: v.status,
    data_pagamento: v.status === 'pago' ? dateOrRaw(v.data_pagamento) : null,
    categoria: v.categoria,
    forma_pagamento: v.forma_pagamento,
    paciente_id: v.paciente_id,
    origem: receita ? v.origem : 'pessoa_fisica',
    ...(pagadorPadrao
      ? {}
      : {
          pagador_nome: receita ? textOrNull(v.pagador_nome) : null,
          pagador_cpf: receita ? textOrNull(v.pagador_cpf) : null,
          beneficiario_cpf: receita ? textOrNull(v.beneficiario_cpf) : null,
        }),
    dedutivel_livro_caixa: !receita && v.dedutivel_livro_caixa,
    codigo_plano_contas: !receita && v.dedutivel_livro_caixa ? contaEfetiva(v) : null,
    ...(situacao ? { carne_leao_situacao: situacao } : {}),
    observacoes: textOrNull(v.observacoes),
  };
}

/** The API's own schema, plus the dd/mm/aaaa dates and the category the user must choose. */
export function validateLancamento(v: LancamentoFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.data.trim()) errors.data = 'Informe a data.';
  else if (!brDateToIso(v.data)) errors.data = motivoDataInvalida(v.data);
  if (v.status === 'pago' && v.data_pagamento.trim() && !brDateToIso(v.data_pagamento)) {
    errors.data_pagamento = motivoDataInvalida(v.data_pagamento);
  }
  if (!v.categoria) errors.categoria = 'Escolha a categoria.';
  if (v.valor === '') errors.valor = 'Informe o valor.';
  const parsed = lancamentoCreateSchema.safeParse(toPayload(v, 'editar'));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

export const LANCAMENTO_FIELDS = [
  'tipo',
  'descricao',
  'valor',
  'data',
  'status',
  'data_pagamento',
  'categoria',
  'forma_pagamento',
  'paciente_id',
  'sessao_id',
  'origem',
  'pagador_nome',
  'pagador_cpf',
  'beneficiario_cpf',
  'dedutivel_livro_caixa',
  'codigo_plano_contas',
  'observacoes',
] as const;

/** What a patient's file gives the payer fields: name, CPF, birth date and the responsável. */
export interface PacienteDoPagador {
  nome: string;
  cpf: string | null;
  data_nascimento: string | null;
  responsavel: { nome?: string | null; cpf?: string | null } | null;
}

/**
 * The payer of a receita once a patient is chosen (docs/carne-leao.md): the patient, or — for a minor with a
 * responsável — the responsável, with the patient as beneficiário. Only empty fields are filled: what the user
 * typed stays.
 */
export function pagadorDoPaciente(
  v: Pick<LancamentoFormValues, 'tipo' | 'pagador_nome' | 'pagador_cpf' | 'beneficiario_cpf'>,
  p: PacienteDoPagador,
  hoje: string = hojeEm(),
): Partial<LancamentoFormValues> {
  if (v.tipo !== 'receita' || v.pagador_nome.trim() || v.pagador_cpf.trim()) return {};
  const resp = p.responsavel;
  if (isMenorDeIdade(p.data_nascimento, hoje) && resp?.nome) {
    return {
      pagador_nome: resp.nome,
      pagador_cpf: resp.cpf ? formatCpf(resp.cpf) : '',
      ...(p.cpf && !v.beneficiario_cpf.trim() ? { beneficiario_cpf: formatCpf(p.cpf) } : {}),
    };
  }
  return { pagador_nome: p.nome, pagador_cpf: p.cpf ? formatCpf(p.cpf) : '' };
}

/**
 * A minor without a CPF of their own: the Receita Saúde receipt names the beneficiary by CPF, so without it the
 * payer's (the responsável's) is used — the form says so and links to the patient's file (docs/carne-leao.md).
 */
export const menorSemCpf = (p: PacienteDoPagador, hoje: string = hojeEm()): boolean =>
  isMenorDeIdade(p.data_nascimento, hoje) && !p.cpf;

export const AVISO_CPF_DO_MENOR =
  'O Receita Saúde pede o CPF do próprio paciente menor de idade; sem ele, o recibo usa o CPF do pagador.';
