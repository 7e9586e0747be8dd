// The kinds of written document and their sections (Resolução CFP nº 06/2019, docs/product.md §14), apart from
// the schemas and rules in documentos.ts, which re-exports them: the screens and the API import them from there.

/** The six kinds of document, in the order the form offers them. */
export const TIPOS_DOCUMENTO = [
  'declaracao',
  'atestado',
  'relatorio',
  'relatorio_multiprofissional',
  'laudo',
  'parecer',
] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

/** Every section a document may have; each kind uses some of them, in this order. */
export const SECOES_DOCUMENTO = [
  'informacoes_atendimento',
  'condicao_psicologica',
  'autores',
  'descricao_demanda',
  'procedimento',
  'analise',
  'conclusao',
  'referencias',
] as const;
export type SecaoDocumento = (typeof SECOES_DOCUMENTO)[number];

export const TEXTO_SECAO_MAX = 20_000;
export const FINALIDADE_MAX = 500;
export const SOLICITANTE_MAX = 300;
export const PRAZO_TEXTO_MAX = 200;
export const PRAZO_DIAS_MAX = 3650;
export const AUTORES_MAX = 20;

export interface SecaoModelo {
  chave: SecaoDocumento;
  rotulo: string;
  orientacao: string;
  obrigatoria: boolean;
  /** `texto`: one free text; `autores`: the list of every author with profession and registration. */
  formato: 'texto' | 'autores';
}

export interface ModeloDocumento {
  tipo: TipoDocumento;
  /** How the kind is named in a sentence ("Declaração"). */
  nome: string;
  /** The title printed on the document, in capitals. */
  titulo: string;
  /** The article of Res. CFP 06/2019 that defines the kind. */
  artigo: string;
  descricao: string;
  solicitante_obrigatorio: boolean;
  /** Art. 17: the last paragraph states how long the content is valid. */
  prazo_validade_obrigatorio: boolean;
  secoes: SecaoModelo[];
}

/** Every section's label and guidance, by key; each kind picks its own (not re-exported by documentos.ts). */
export const SECAO: Record<SecaoDocumento, Omit<SecaoModelo, 'obrigatoria'>> = {
  informacoes_atendimento: {
    chave: 'informacoes_atendimento',
    rotulo: 'Informações do atendimento',
    orientacao:
      'Local, dias, horários e duração do atendimento (ex.: “compareceu a atendimento psicológico no dia 12/03/2026, ' +
      'das 14h às 14h50, no consultório situado à …”). Não registre sintomas, situações ou estados psicológicos, ' +
      'nem diagnóstico ou CID (art. 9º).',
    formato: 'texto',
  },
  condicao_psicologica: {
    chave: 'condicao_psicologica',
    rotulo: 'Descrição da condição psicológica',
    orientacao:
      'A condição psicológica que fundamenta o atestado (justificar faltas ou impedimentos, atestar aptidão ou ' +
      'não para atividades, solicitar afastamento), com base em diagnóstico psicológico. Texto corrido, sem ' +
      'espaços em branco (art. 10).',
    formato: 'texto',
  },
  autores: {
    chave: 'autores',
    rotulo: 'Autores',
    orientacao:
      'Cada profissional que elabora o relatório, com a profissão e o número de inscrição no respectivo conselho. ' +
      'O que é próprio da Psicologia fica em seções que só a psicóloga ou o psicólogo assina (art. 12).',
    formato: 'autores',
  },
  descricao_demanda: {
    chave: 'descricao_demanda',
    rotulo: 'Descrição da demanda',
    orientacao:
      'As informações sobre o que motivou a busca pelo atendimento ou o pedido do documento: quem o fez, o que ' +
      'se queria saber e por quê.',
    formato: 'texto',
  },
  procedimento: {
    chave: 'procedimento',
    rotulo: 'Procedimento',
    orientacao:
      'Os recursos técnico-científicos usados (entrevistas, testes, observação, visitas…), o número de encontros, ' +
      'as pessoas ouvidas e o referencial teórico que fundamentou o trabalho.',
    formato: 'texto',
  },
  analise: {
    chave: 'analise',
    rotulo: 'Análise',
    orientacao:
      'Exposição descritiva, metódica e fundamentada dos dados colhidos, à luz do referencial teórico. Registre ' +
      'só o necessário para responder à demanda, respeitando o sigilo.',
    formato: 'texto',
  },
  conclusao: {
    chave: 'conclusao',
    rotulo: 'Conclusão',
    orientacao:
      'A conclusão a que a análise conduz, com os encaminhamentos, intervenções, diagnóstico ou prognóstico quando ' +
      'couber.',
    formato: 'texto',
  },
  referencias: {
    chave: 'referencias',
    rotulo: 'Referências',
    orientacao: 'As fontes científicas e referências bibliográficas que fundamentam o documento.',
    formato: 'texto',
  },
};

const secoes = (obrigatorias: SecaoDocumento[], opcionais: SecaoDocumento[] = []): SecaoModelo[] =>
  SECOES_DOCUMENTO.filter((s) => obrigatorias.includes(s) || opcionais.includes(s)).map((s) => ({
    ...SECAO[s],
    obrigatoria: obrigatorias.includes(s),
  }));

const RELATORIO: SecaoDocumento[] = ['descricao_demanda', 'procedimento', 'analise', 'conclusao'];

/** `GET /documentos/modelos`: the six kinds with their sections, in the resolution's order. */
export const MODELOS_DOCUMENTO: Record<TipoDocumento, ModeloDocumento> = {
  declaracao: {
    tipo: 'declaracao',
    nome: 'Declaração',
    titulo: 'DECLARAÇÃO',
    artigo: 'art. 9º',
    descricao:
      'Registra informações objetivas sobre o atendimento: comparecimento, local, dias, horários e duração. Não ' +
      'registra sintomas, estados psicológicos nem diagnóstico.',
    solicitante_obrigatorio: false,
    prazo_validade_obrigatorio: false,
    secoes: secoes(['informacoes_atendimento']),
  },
  atestado: {
    tipo: 'atestado',
    nome: 'Atestado psicológico',
    titulo: 'ATESTADO PSICOLÓGICO',
    artigo: 'art. 10',
    descricao:
      'Certifica, com base em diagnóstico psicológico, uma condição psicológica: justificar faltas, atestar ' +
      'aptidão ou não para atividades, solicitar afastamento ou dispensa.',
    solicitante_obrigatorio: true,
    prazo_validade_obrigatorio: true,
    secoes: secoes(['condicao_psicologica']),
  },
  relatorio: {
    tipo: 'relatorio',
    nome: 'Relatório psicológico',
    titulo: 'RELATÓRIO PSICOLÓGICO',
    artigo: 'art. 11',
    descricao:
      'Comunica a atuação profissional num processo de trabalho já realizado ou em curso: o que foi pedido, o que ' +
      'se fez e o que se concluiu.',
    solicitante_obrigatorio: true,
    prazo_validade_obrigatorio: true,
    secoes: secoes(RELATORIO, ['referencias']),
  },
  relatorio_multiprofissional: {
    tipo: 'relatorio_multiprofissional',
    nome: 'Relatório multiprofissional',
    titulo: 'RELATÓRIO MULTIPROFISSIONAL',
    artigo: 'art. 12',
    descricao:
      'O relatório escrito com profissionais de outras áreas, com a identificação de cada autor e o seu registro.',
    solicitante_obrigatorio: true,
    prazo_validade_obrigatorio: true,
    secoes: secoes([...RELATORIO, 'autores'], ['referencias']),
  },
  laudo: {
    tipo: 'laudo',
    nome: 'Laudo psicológico',
    titulo: 'LAUDO PSICOLÓGICO',
    artigo: 'art. 13',
    descricao:
      'Apresenta o resultado de uma avaliação psicológica, com o procedimento, a análise, a conclusão e as ' +
      'referências que a fundamentam.',
    solicitante_obrigatorio: true,
    prazo_validade_obrigatorio: true,
    secoes: secoes([...RELATORIO, 'referencias']),
  },
  parecer: {
    tipo: 'parecer',
    nome: 'Parecer psicológico',
    titulo: 'PARECER PSICOLÓGICO',
    artigo: 'art. 14',
    descricao:
      'Resposta técnica a uma questão do campo da Psicologia, fundamentada na literatura; não resulta de uma ' +
      'avaliação psicológica.',
    solicitante_obrigatorio: true,
    prazo_validade_obrigatorio: true,
    secoes: secoes(['descricao_demanda', 'analise', 'conclusao', 'referencias']),
  },
};
export const LISTA_MODELOS_DOCUMENTO: ModeloDocumento[] = TIPOS_DOCUMENTO.map((t) => MODELOS_DOCUMENTO[t]);
