import { uuidSchema } from './common.ts';
import { pacienteSchema } from './pacientes.ts';
import { z } from './zod.ts';

/*
 * Moving in: patients imported from a spreadsheet (CSV or XLSX) and exported again (docs/product.md §8.3.1).
 * The import is two steps: the file is read into a preview (nothing saved), then confirmed. Columns are matched to
 * the patient's fields by their header, in Portuguese with the common variants; `linha` counts the header as 1.
 */

/** Largest file accepted, in bytes, and most data rows (the header not counted). */
export const IMPORTACAO_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORTACAO_MAX_LINHAS = 5000;
/** Rows shown as they will be saved. */
export const IMPORTACAO_AMOSTRA = 20;
/** How long a preview waits for its confirmation. */
export const IMPORTACAO_VALIDADE_MINUTOS = 60;

export const FORMATOS_EXPORTACAO = ['xlsx', 'csv'] as const;
export type FormatoExportacao = (typeof FORMATOS_EXPORTACAO)[number];

interface CampoImportavel {
  /** The patient field, nested ones with a dot (the path the patient form's errors use). */
  campo: string;
  /** The column header of the export and of the model spreadsheet. */
  rotulo: string;
  /** Other headers that mean the same field (compared without accents, case or punctuation). */
  sinonimos: readonly string[];
}

/** The patient fields a spreadsheet may fill, in the order of the export's columns. */
export const CAMPOS_IMPORTACAO = [
  {
    campo: 'nome',
    rotulo: 'Nome completo',
    sinonimos: ['nome', 'nome do paciente', 'paciente', 'nome paciente', 'cliente', 'nome do cliente'],
  },
  { campo: 'nome_social', rotulo: 'Nome social', sinonimos: ['apelido', 'como prefere ser chamado'] },
  {
    campo: 'telefone',
    rotulo: 'Celular',
    sinonimos: [
      'telefone',
      'whatsapp',
      'fone',
      'tel',
      'cel',
      'telefone celular',
      'celular whatsapp',
      'contato',
    ],
  },
  {
    campo: 'email',
    rotulo: 'E-mail',
    sinonimos: ['email', 'e mail', 'endereco de email', 'endereco de e mail', 'correio eletronico'],
  },
  {
    campo: 'data_nascimento',
    rotulo: 'Data de nascimento',
    sinonimos: ['nascimento', 'data nascimento', 'dt nascimento', 'dt nasc', 'data nasc', 'aniversario'],
  },
  { campo: 'cpf', rotulo: 'CPF', sinonimos: ['cpf do paciente', 'n cpf', 'numero do cpf'] },
  { campo: 'rg', rotulo: 'RG', sinonimos: ['identidade', 'carteira de identidade'] },
  { campo: 'genero', rotulo: 'Gênero', sinonimos: ['sexo', 'genero sexo'] },
  { campo: 'profissao', rotulo: 'Profissão', sinonimos: ['ocupacao'] },
  { campo: 'escolaridade', rotulo: 'Escolaridade', sinonimos: ['grau de instrucao', 'instrucao'] },
  { campo: 'estado_civil', rotulo: 'Estado civil', sinonimos: [] },
  { campo: 'endereco.cep', rotulo: 'CEP', sinonimos: [] },
  {
    campo: 'endereco.logradouro',
    rotulo: 'Endereço',
    sinonimos: ['logradouro', 'rua', 'endereco completo', 'endereco residencial'],
  },
  { campo: 'endereco.numero', rotulo: 'Número', sinonimos: ['n', 'no', 'numero do endereco'] },
  { campo: 'endereco.complemento', rotulo: 'Complemento', sinonimos: [] },
  { campo: 'endereco.bairro', rotulo: 'Bairro', sinonimos: [] },
  { campo: 'endereco.cidade', rotulo: 'Cidade', sinonimos: ['municipio'] },
  { campo: 'endereco.uf', rotulo: 'UF', sinonimos: ['estado'] },
  {
    campo: 'responsavel.nome',
    rotulo: 'Responsável',
    sinonimos: ['nome do responsavel', 'responsavel legal', 'nome responsavel', 'responsavel nome'],
  },
  { campo: 'responsavel.cpf', rotulo: 'CPF do responsável', sinonimos: ['cpf responsavel'] },
  {
    campo: 'responsavel.telefone',
    rotulo: 'Telefone do responsável',
    sinonimos: ['celular do responsavel', 'telefone responsavel', 'contato do responsavel'],
  },
  {
    campo: 'responsavel.parentesco',
    rotulo: 'Parentesco do responsável',
    sinonimos: ['parentesco', 'parentesco responsavel'],
  },
  {
    campo: 'contato_emergencia.nome',
    rotulo: 'Contato de emergência',
    sinonimos: ['nome do contato de emergencia', 'contato emergencia'],
  },
  {
    campo: 'contato_emergencia.telefone',
    rotulo: 'Telefone de emergência',
    sinonimos: ['telefone do contato de emergencia', 'telefone emergencia'],
  },
  { campo: 'modalidade', rotulo: 'Modalidade', sinonimos: ['atendimento', 'tipo de atendimento'] },
  { campo: 'frequencia', rotulo: 'Frequência', sinonimos: ['periodicidade'] },
  {
    campo: 'valor_sessao',
    rotulo: 'Valor da sessão',
    sinonimos: ['valor', 'valor sessao', 'valor por sessao', 'preco', 'preco da sessao', 'honorarios'],
  },
  { campo: 'status_tratamento', rotulo: 'Situação', sinonimos: ['status', 'situacao do tratamento'] },
  {
    campo: 'data_inicio',
    rotulo: 'Início do tratamento',
    sinonimos: ['data de inicio', 'inicio', 'data inicio', 'primeira sessao', 'data da primeira sessao'],
  },
  {
    campo: 'observacoes',
    rotulo: 'Observações',
    sinonimos: ['observacao', 'obs', 'notas', 'anotacoes', 'comentarios'],
  },
] as const satisfies readonly CampoImportavel[];

export type CampoImportacao = (typeof CAMPOS_IMPORTACAO)[number]['campo'];
export const CAMPOS_IMPORTACAO_NOMES = CAMPOS_IMPORTACAO.map((c) => c.campo) as [
  CampoImportacao,
  ...CampoImportacao[],
];
export const ROTULO_DO_CAMPO = Object.fromEntries(
  CAMPOS_IMPORTACAO.map((c) => [c.campo, c.rotulo]),
) as Record<CampoImportacao, string>;

/** A header as compared: lower case, no accents, words separated by one space ("E-mail:" → "e mail"). */
export const normalizarCabecalho = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const CAMPO_POR_NOME = new Map<string, CampoImportacao>(
  CAMPOS_IMPORTACAO.flatMap((c) =>
    [c.rotulo, c.campo.replace(/[._]/g, ' '), ...c.sinonimos].map(
      (n) => [normalizarCabecalho(n), c.campo] as const,
    ),
  ),
);

/**
 * The field of each column by its header: first the headers that name a field exactly (or by a known variant),
 * then the remaining ones that contain a variant as whole words ("Telefone (WhatsApp)"), the longest variant
 * first. A field goes to one column only, the first that claims it.
 */
export function mapearColunas(colunas: readonly string[]): Partial<Record<CampoImportacao, string>> {
  const mapeamento: Partial<Record<CampoImportacao, string>> = {};
  const livres: string[] = [];
  for (const coluna of colunas) {
    const campo = CAMPO_POR_NOME.get(normalizarCabecalho(coluna));
    if (campo && !mapeamento[campo]) mapeamento[campo] = coluna;
    else livres.push(coluna);
  }
  const porTamanho = [...CAMPO_POR_NOME.entries()]
    .filter(([nome]) => nome.length >= 3)
    .sort((a, b) => b[0].length - a[0].length);
  for (const coluna of livres) {
    const cabecalho = ` ${normalizarCabecalho(coluna)} `;
    const achado = porTamanho.find(([nome, campo]) => !mapeamento[campo] && cabecalho.includes(` ${nome} `));
    if (achado) mapeamento[achado[1]] = coluna;
  }
  return mapeamento;
}

export const MSG_IMPORTACAO = {
  arquivoObrigatorio: 'Envie a planilha no campo arquivo.',
  multipart: 'Envie a planilha como multipart/form-data.',
  grandeDemais: 'A planilha passa de 5 MB. Divida-a em partes menores.',
  naoEPlanilha: 'O arquivo não é uma planilha. Envie um arquivo .xlsx ou .csv.',
  xlsAntigo:
    'Planilhas .xls antigas não são lidas: no Excel, use "Salvar como" → Pasta de Trabalho do Excel (.xlsx).',
  vazia:
    'A planilha está vazia: a primeira linha deve ter os nomes das colunas e as seguintes, os pacientes.',
  semNome:
    'Nenhuma coluna com o nome do paciente: a primeira linha da planilha deve ter uma coluna "Nome" (ou "Nome completo").',
  linhasDemais: `A planilha passa de ${IMPORTACAO_MAX_LINHAS.toLocaleString('pt-BR')} pacientes. Divida-a em partes menores.`,
  envioIncompleto: 'O envio da planilha foi interrompido. Tente de novo.',
  naoEncontrada: 'Importação não encontrada ou expirada. Envie a planilha de novo.',
  jaConcluida: 'Esta importação já foi concluída.',
  deOutraPessoa:
    'Esta importação foi enviada pelo(a) titular: a planilha pode ter informação clínica, que a secretária não vê.',
  colunaInexistente: 'Esta coluna não existe na planilha.',
  campoInexistente: 'Campo desconhecido.',
  nomeNaoMapeado: 'Escolha a coluna com o nome do paciente.',
  colunaRepetida: 'Uma coluna só pode preencher um campo.',
  valorInvalido: 'Valor inválido: use, por exemplo, 150,00.',
  opcaoInvalida: (opcoes: string) => `Valor desconhecido: use ${opcoes}.`,
  limitePlano: (limite: number) =>
    `O limite de ${limite.toLocaleString('pt-BR')} pacientes do seu plano foi atingido: faça upgrade para importar os demais.`,
  planoPausado: 'Seu plano está pausado: renove-o para importar pacientes.',
  concluida: (n: number) =>
    n === 1 ? '1 paciente importado.' : `${n.toLocaleString('pt-BR')} pacientes importados.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

export const mapeamentoSchema = z.record(z.string(), z.string().nullable());
export type Mapeamento = Partial<Record<CampoImportacao, string>>;

export const erroImportacaoSchema = z.object({
  /** The spreadsheet's row number (the header is 1). */
  linha: z.number().int(),
  /** The patient field at fault (a dot for nested ones); null when the row as a whole is refused. */
  campo: z.string().nullable(),
  motivo: z.string(),
});
export type ErroImportacao = z.infer<typeof erroImportacaoSchema>;

/** A row as it will be saved: the patient's registration fields. */
export const linhaImportadaSchema = pacienteSchema
  .pick({
    nome: true,
    nome_social: true,
    data_nascimento: true,
    cpf: true,
    rg: true,
    genero: true,
    email: true,
    telefone: true,
    endereco: true,
    profissao: true,
    escolaridade: true,
    estado_civil: true,
    responsavel: true,
    contato_emergencia: true,
    modalidade: true,
    frequencia: true,
    valor_sessao: true,
    status_tratamento: true,
    data_inicio: true,
    observacoes: true,
  })
  .extend({ linha: z.number().int() });
export type LinhaImportada = z.infer<typeof linhaImportadaSchema>;

export const importacaoSchema = z.object({
  id: z.uuid(),
  colunas: z.array(z.string()),
  mapeamento: z.record(z.string(), z.string()),
  /** Data rows in the file (the header not counted). */
  linhas_total: z.number().int(),
  amostra: z.array(linhaImportadaSchema),
  erros: z.array(erroImportacaoSchema),
  /**
   * Valid rows that will be skipped: already patients (same CPF, e-mail, or name and phone) or repeating an
   * earlier row of the file.
   */
  ignorados: z.number().int(),
  /** The skipped rows that repeat an earlier row of the file (`igual_a`), not a registered patient. */
  repetidas: z.array(z.object({ linha: z.number().int(), igual_a: z.number().int() })),
});
export type Importacao = z.infer<typeof importacaoSchema>;
export const importacaoResponseSchema = z.object({ importacao: importacaoSchema });
export type ImportacaoResponse = z.infer<typeof importacaoResponseSchema>;

/**
 * `POST /importacoes/{id}/confirmar` and `PUT /importacoes/{id}`: the column of some fields (null: none), over the
 * preview's matching. The body may be left out.
 */
export const importacaoMapeamentoSchema = z.object({ mapeamento: mapeamentoSchema.optional() }).nullish();
export const importacaoIdParamsSchema = z.object({ id: uuidSchema });

export const resultadoImportacaoSchema = z.object({
  importados: z.number().int(),
  /** Rows skipped: the patient is already registered (same CPF, e-mail, or name and phone), or the row repeats an
   * earlier one of the file. */
  ignorados: z.number().int(),
  erros: z.array(erroImportacaoSchema),
  /** Some valid rows were left out because the plan's patient limit was reached. */
  limite_atingido: z.boolean(),
});
export type ResultadoImportacao = z.infer<typeof resultadoImportacaoSchema>;
export const resultadoImportacaoResponseSchema = z.object({
  message: z.string(),
  resultado: resultadoImportacaoSchema,
});

/** `GET /pacientes/exportar?formato=`. */
export const exportarPacientesQuerySchema = z.object({
  formato: z
    .string()
    .optional()
    .transform((v) => (v === '' || v === undefined ? 'xlsx' : v))
    .pipe(z.enum(FORMATOS_EXPORTACAO, { message: 'Formato inválido: use xlsx ou csv.' })),
});
