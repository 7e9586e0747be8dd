// The values of income and expenses and their labels (docs/product.md §8.9), apart from the schemas in
// financeiro.ts, which re-exports them: the screens and the API import them from there.

// ---------------------------------------------------------------------------------------------------------------
// Values

export const TIPOS_LANCAMENTO = ['receita', 'despesa'] as const;
export type TipoLancamento = (typeof TIPOS_LANCAMENTO)[number];
export const TIPO_LANCAMENTO_LABELS: Record<TipoLancamento, string> = {
  receita: 'Receita',
  despesa: 'Despesa',
};

export const STATUS_LANCAMENTO = ['pago', 'pendente'] as const;
export type StatusLancamento = (typeof STATUS_LANCAMENTO)[number];
export const STATUS_LANCAMENTO_LABELS: Record<StatusLancamento, string> = {
  pago: 'Pago',
  pendente: 'Pendente',
};

export const CATEGORIAS_RECEITA = ['sessao', 'avaliacao', 'supervisao', 'outro'] as const;
export const CATEGORIAS_DESPESA = [
  'aluguel',
  'supervisao',
  'cursos',
  'material',
  'impostos',
  'marketing',
  'software',
  'outro',
] as const;
export const CATEGORIAS = [
  'sessao',
  'avaliacao',
  'supervisao',
  'aluguel',
  'cursos',
  'material',
  'impostos',
  'marketing',
  'software',
  'outro',
] as const;
export type Categoria = (typeof CATEGORIAS)[number];
export const CATEGORIAS_POR_TIPO: Record<TipoLancamento, readonly Categoria[]> = {
  receita: CATEGORIAS_RECEITA,
  despesa: CATEGORIAS_DESPESA,
};
export const CATEGORIA_LABELS: Record<Categoria, string> = {
  sessao: 'Sessão',
  avaliacao: 'Avaliação',
  supervisao: 'Supervisão',
  aluguel: 'Aluguel',
  cursos: 'Cursos e formação',
  material: 'Material',
  impostos: 'Impostos e taxas',
  marketing: 'Marketing',
  software: 'Software e serviços',
  outro: 'Outro',
};

/** Who paid a receita: only pessoa_fisica and exterior enter the Carnê-Leão (a company withholds the tax). */
export const ORIGENS = ['pessoa_fisica', 'pessoa_juridica', 'exterior'] as const;
export type Origem = (typeof ORIGENS)[number];
export const ORIGEM_LABELS: Record<Origem, string> = {
  pessoa_fisica: 'Pessoa física',
  pessoa_juridica: 'Pessoa jurídica',
  exterior: 'Exterior',
};

/**
 * Where an entry stands in the Carnê-Leão Web's books (docs/carne-leao.md §6), derived by the API:
 * `a_escriturar` a paid PF/EX receita or a paid deductible despesa not yet imported; `escriturado` confirmed
 * imported; `recibo_emitido_no_app` a PF receita whose Receita Saúde receipt was issued in the Receita's app (it is
 * already in the Carnê-Leão and never exported again); `nao_se_aplica` everything else.
 */
export const SITUACOES_CARNE_LEAO = [
  'a_escriturar',
  'escriturado',
  'recibo_emitido_no_app',
  'nao_se_aplica',
] as const;
export type SituacaoCarneLeao = (typeof SITUACOES_CARNE_LEAO)[number];
export const SITUACAO_CARNE_LEAO_LABELS: Record<SituacaoCarneLeao, string> = {
  a_escriturar: 'A escriturar',
  escriturado: 'Escriturado',
  recibo_emitido_no_app: 'Recibo emitido no app Receita Saúde',
  nao_se_aplica: 'Não se aplica',
};
/** What a user may set by hand (`PUT /financeiros/{id}`); the other two are the server's. */
export const SITUACOES_CARNE_LEAO_DO_USUARIO = ['a_escriturar', 'recibo_emitido_no_app'] as const;

/** Largest single entry (R$ 9.999.999,99): keeps centavos far inside a 32-bit integer. */
export const VALOR_MAXIMO_LANCAMENTO = 9_999_999.99;
