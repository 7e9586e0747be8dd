import { formatTelefone } from './br.ts';
import { dateSchema, semLarguraZero } from './common.ts';
import {
  AUTORES_MAX,
  FINALIDADE_MAX,
  MODELOS_DOCUMENTO,
  PRAZO_DIAS_MAX,
  PRAZO_TEXTO_MAX,
  SECAO,
  SECOES_DOCUMENTO,
  type SecaoDocumento,
  SOLICITANTE_MAX,
  TEXTO_SECAO_MAX,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from './documentos-modelos.ts';
import { type EnderecoPartes, enderecoEmLinha } from './endereco.ts';
import { slugArquivo } from './prontuarios.ts';
import { z } from './zod.ts';

export {
  AUTORES_MAX,
  FINALIDADE_MAX,
  LISTA_MODELOS_DOCUMENTO,
  MODELOS_DOCUMENTO,
  type ModeloDocumento,
  PRAZO_DIAS_MAX,
  PRAZO_TEXTO_MAX,
  SECOES_DOCUMENTO,
  type SecaoDocumento,
  type SecaoModelo,
  SOLICITANTE_MAX,
  TEXTO_SECAO_MAX,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from './documentos-modelos.ts';

// docs/product.md §14: the psychologist's written documents (Resolução CFP nº 06/2019, arts. 8–17). Every text of
// a document (finalidade, solicitante, seções, prazo) is clinical text, stored encrypted by the API.

export const MSG_DOCUMENTOS = {
  naoEncontrado: 'Documento não encontrado.',
  tipoObrigatorio: 'Escolha o tipo do documento.',
  dataObrigatoria: 'Informe a data do documento.',
  finalidadeObrigatoria: 'Informe a finalidade do documento.',
  solicitanteObrigatorio: 'Informe quem solicitou o documento.',
  prazoObrigatorio: 'Informe o prazo de validade do conteúdo (Resolução CFP nº 06/2019, art. 17).',
  prazoInvalido: `Informe o prazo como texto (ex.: “90 dias”) ou um número de dias entre 1 e ${PRAZO_DIAS_MAX}.`,
  secoesInvalidas: 'Envie as seções do documento como um objeto.',
  autoresObrigatorios: 'Informe cada autor do relatório, com profissão e registro.',
  autorIncompleto: 'Informe nome, profissão e registro de cada autor.',
  cidNaDeclaracao:
    'A declaração não pode conter CID, diagnóstico, sintomas ou estados psicológicos (Resolução CFP nº 06/2019, ' +
    'art. 9º). Use um atestado ou relatório.',
  excluido: 'Documento excluído. Ele deixa de aparecer, mas fica guardado pelo prazo legal.',
  certificadoObrigatorio: 'Envie o arquivo do certificado digital (.pfx ou .p12).',
  senhaObrigatoria: 'Informe a senha do certificado digital.',
  certificadoInvalido: 'O arquivo enviado não é um certificado digital A1 (.pfx ou .p12) válido.',
  protecaoPesada: (maximo: number) =>
    `A chave deste certificado está protegida com mais de ${maximo.toLocaleString('pt-BR')} iterações, bem acima ` +
    'de um certificado A1 comum, e não é aberta aqui. Exporte o certificado de novo (.pfx ou .p12) com as opções ' +
    'padrão do programa que o instalou.',
  senhaIncorreta: 'A senha do certificado digital está incorreta.',
  certificadoVencido: 'O certificado digital está vencido ou ainda não é válido.',
  foraDaIcpBrasil: (emissor: string) =>
    `Este certificado não foi emitido na ICP-Brasil (emissor: ${emissor}): a assinatura é válida como assinatura ` +
    'eletrônica, mas não tem a presunção de validade de uma assinatura ICP-Brasil.',
} as const;

export const secaoObrigatoria = (rotulo: string) => `Preencha a seção “${rotulo}”.`;
export const secaoNaoPertence = (rotulo: string, nome: string) =>
  `A seção “${rotulo}” não faz parte de ${nome === 'Declaração' ? 'uma declaração' : `um ${nome.toLowerCase()}`}.`;
export const secaoDesconhecida = (chave: string) => `Seção desconhecida: “${chave}”.`;

// ---------------------------------------------------------------------------------------------------------------
// Fields

export const tipoDocumentoSchema = z.enum(TIPOS_DOCUMENTO, { message: MSG_DOCUMENTOS.tipoObrigatorio });

export const autorSchema = z.object({
  nome: z.string().overwrite(semLarguraZero).trim().max(150),
  profissao: z.string().trim().max(100),
  registro: z.string().trim().max(60),
});
export type AutorDocumento = z.infer<typeof autorSchema>;

/** The sections as stored and returned: texts, and the authors of a multiprofessional report. */
export type SecoesDocumento = Partial<Record<Exclude<SecaoDocumento, 'autores'>, string>> & {
  autores?: AutorDocumento[];
};

/**
 * Validity (art. 17): a text such as “90 dias” or “6 meses”; a whole number of days is accepted too and kept as
 * “N dias”. Null or blank: none (only a declaração may go without).
 */
export const prazoValidadeSchema = z.preprocess(
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= PRAZO_DIAS_MAX
      ? `${v} ${v === 1 ? 'dia' : 'dias'}`
      : typeof v === 'string' && !v.trim()
        ? null
        : v,
  z.string({ message: MSG_DOCUMENTOS.prazoInvalido }).trim().max(PRAZO_TEXTO_MAX).nullish(),
);
export type PrazoValidade = string;

const textoCurto = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Texto longo demais (máximo de ${max} caracteres).` });

/** A section's value as sent: a text, or (autores) a list; null clears an optional section on update. */
const secoesEntradaSchema = z.record(z.string(), z.unknown(), { message: MSG_DOCUMENTOS.secoesInvalidas });

const campos = {
  tipo: tipoDocumentoSchema,
  data: z.string({ message: MSG_DOCUMENTOS.dataObrigatoria }).pipe(dateSchema),
  finalidade: textoCurto(FINALIDADE_MAX),
  solicitante: textoCurto(SOLICITANTE_MAX).nullish(),
  secoes: secoesEntradaSchema,
  /** Accepted beside `secoes` too: moved into `secoes.autores`. */
  autores: z.array(z.unknown()).optional(),
  prazo_validade: prazoValidadeSchema,
  sigiloso: z.boolean().optional(),
};

/** A document's content as checked by `problemasDoDocumento` (the create body, or a stored one merged with an update). */
export interface ConteudoDocumento {
  tipo: TipoDocumento;
  data: string;
  finalidade: string;
  solicitante: string | null;
  secoes: Record<string, unknown>;
  prazo_validade: PrazoValidade | null;
  sigiloso: boolean;
}

export interface ProblemaDocumento {
  campo: string;
  mensagem: string;
}

/** CID-10/CID-11 codes: “CID F41.1”, “CID-10: F32”, a code with its decimal (F41.1) or a mental-disorder code (F41). */
const CODIGO_CID = /\bCID(?:[\s-]*1[01])?\b|\b[A-Z]\d{2}\.\d{1,2}\b|\bF\d{2}\b/i;
export const temCodigoCid = (texto: string): boolean => CODIGO_CID.test(texto);

/** Words that name symptoms, states or diagnoses: a declaração should not carry them (art. 9º), a warning. */
const TERMOS_CLINICOS =
  /^(ansiedade|ansios[oa]s?|depress\w*|transtorno\w*|sindrome\w*|panico|fobia\w*|tdah|autismo|autista|bipolar\w*|esquizofren\w*|borderline|diagnostic\w*|sintoma\w*|surto\w*|psicose|psicotic\w*|compulsiv\w*|obsessiv\w*|suicid\w*)$/i;
const semAcento = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const textosDe = (c: Pick<ConteudoDocumento, 'finalidade' | 'solicitante' | 'secoes'>): string[] => [
  c.finalidade,
  c.solicitante ?? '',
  ...Object.values(c.secoes).filter((v): v is string => typeof v === 'string'),
];

/**
 * Everything that makes a document's content invalid for its kind: a required section missing or empty, a
 * section of another kind, a text too long, the authors of a multiprofessional report, the requester and the
 * validity the kind requires, a CID code in a declaração (art. 9º). `campo` is the field's path ("secoes.analise").
 */
export function problemasDoDocumento(c: ConteudoDocumento): ProblemaDocumento[] {
  const modelo = MODELOS_DOCUMENTO[c.tipo];
  const problemas: ProblemaDocumento[] = [];
  const add = (campo: string, mensagem: string) => problemas.push({ campo, mensagem });
  if (!c.finalidade.trim()) add('finalidade', MSG_DOCUMENTOS.finalidadeObrigatoria);
  if (modelo.solicitante_obrigatorio && !c.solicitante?.trim())
    add('solicitante', MSG_DOCUMENTOS.solicitanteObrigatorio);
  if (modelo.prazo_validade_obrigatorio && !c.prazo_validade)
    add('prazo_validade', MSG_DOCUMENTOS.prazoObrigatorio);
  const doModelo = new Map(modelo.secoes.map((s) => [s.chave, s]));
  for (const [chave, valor] of Object.entries(c.secoes)) {
    if (doModelo.has(chave as SecaoDocumento) || valor == null) continue;
    const conhecida = SECAO[chave as SecaoDocumento];
    add(
      `secoes.${chave}`,
      conhecida ? secaoNaoPertence(conhecida.rotulo, modelo.nome) : secaoDesconhecida(chave),
    );
  }
  for (const secao of modelo.secoes) {
    const valor = c.secoes[secao.chave];
    const campo = `secoes.${secao.chave}`;
    if (secao.formato === 'autores') {
      if (!Array.isArray(valor) || valor.length === 0) add(campo, MSG_DOCUMENTOS.autoresObrigatorios);
      else if (valor.length > AUTORES_MAX) add(campo, `Informe no máximo ${AUTORES_MAX} autores.`);
      else if (!valor.every((a) => autorCompleto(a))) add(campo, MSG_DOCUMENTOS.autorIncompleto);
      continue;
    }
    if (valor == null || (typeof valor === 'string' && !valor.trim())) {
      if (secao.obrigatoria) add(campo, secaoObrigatoria(secao.rotulo));
    } else if (typeof valor !== 'string') add(campo, `A seção “${secao.rotulo}” deve ser um texto.`);
    else if (valor.length > TEXTO_SECAO_MAX)
      add(campo, `Texto longo demais (máximo de ${TEXTO_SECAO_MAX} caracteres).`);
  }
  if (c.tipo === 'declaracao') {
    const campoComCid = (['finalidade', 'solicitante'] as const).find((k) => temCodigoCid(c[k] ?? ''));
    const secaoComCid = Object.entries(c.secoes).find(([, v]) => typeof v === 'string' && temCodigoCid(v));
    if (campoComCid || secaoComCid)
      add(campoComCid ?? `secoes.${secaoComCid?.[0]}`, MSG_DOCUMENTOS.cidNaDeclaracao);
  }
  return problemas;
}

const autorCompleto = (a: unknown): boolean => {
  const r = autorSchema.safeParse(a);
  return r.success && !!r.data.nome && !!r.data.profissao && !!r.data.registro;
};

/**
 * The content as stored: texts trimmed, empty optional sections and sections of other kinds dropped, authors
 * trimmed. Call after `problemasDoDocumento` found nothing.
 */
export function secoesNormalizadas(tipo: TipoDocumento, secoes: Record<string, unknown>): SecoesDocumento {
  const out: Record<string, unknown> = {};
  for (const secao of MODELOS_DOCUMENTO[tipo].secoes) {
    const valor = secoes[secao.chave];
    if (secao.formato === 'autores') {
      if (Array.isArray(valor)) out.autores = valor.map((a) => autorSchema.parse(a));
    } else if (typeof valor === 'string' && valor.trim()) out[secao.chave] = valor.trim();
  }
  return out as SecoesDocumento;
}

/**
 * Warnings that do not block saving: a declaração naming symptoms or states (art. 9º), a document dated in the
 * future. `hoje` is today in the practice's time zone.
 */
export function avisosDoDocumento(
  c: Pick<ConteudoDocumento, 'tipo' | 'data' | 'finalidade' | 'solicitante' | 'secoes'>,
  hoje: string,
): string[] {
  const avisos: string[] = [];
  if (c.tipo === 'declaracao') {
    const termo = textosDe(c)
      .flatMap((t) => t.match(/\p{L}+/gu) ?? [])
      .find((palavra) => TERMOS_CLINICOS.test(semAcento(palavra)));
    if (termo)
      avisos.push(
        `A declaração não deve registrar sintomas, situações ou estados psicológicos (Resolução CFP nº 06/2019, ` +
          `art. 9º): revise “${termo}”.`,
      );
  }
  if (c.data > hoje) avisos.push('A data do documento é posterior a hoje.');
  return avisos;
}

/** `POST /paciente/{id}/documentos`. */
export const documentoCreateSchema = z
  .object({
    ...campos,
    finalidade: campos.finalidade.min(1, { message: MSG_DOCUMENTOS.finalidadeObrigatoria }),
  })
  .transform((b, ctx) => {
    const secoesComAutores =
      b.autores !== undefined && b.secoes.autores === undefined
        ? { ...b.secoes, autores: b.autores }
        : b.secoes;
    const conteudo: ConteudoDocumento = {
      tipo: b.tipo,
      data: b.data,
      finalidade: b.finalidade,
      solicitante: b.solicitante || null,
      secoes: secoesComAutores,
      prazo_validade: b.prazo_validade ?? null,
      sigiloso: b.sigiloso ?? false,
    };
    const problemas = problemasDoDocumento(conteudo);
    for (const p of problemas)
      ctx.addIssue({ code: 'custom', path: p.campo.split('.'), message: p.mensagem });
    if (problemas.length > 0) return z.NEVER;
    return { ...conteudo, secoes: secoesNormalizadas(b.tipo, secoesComAutores) };
  });
export type DocumentoCreate = z.input<typeof documentoCreateSchema>;
export type DocumentoCreateParsed = z.output<typeof documentoCreateSchema>;

/**
 * `PUT /documentos/{id}`: the fields sent replace the stored ones; `secoes` is merged section by section (null
 * clears an optional one). The API checks the merged document with `problemasDoDocumento`.
 */
export const documentoUpdateSchema = z.object(campos).partial();
export type DocumentoUpdate = z.input<typeof documentoUpdateSchema>;
export type DocumentoUpdateParsed = z.output<typeof documentoUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

const secaoModeloSchema = z.object({
  chave: z.enum(SECOES_DOCUMENTO),
  rotulo: z.string(),
  orientacao: z.string(),
  obrigatoria: z.boolean(),
  formato: z.enum(['texto', 'autores']),
});
export const modeloDocumentoSchema = z.object({
  tipo: tipoDocumentoSchema,
  nome: z.string(),
  titulo: z.string(),
  artigo: z.string(),
  descricao: z.string(),
  solicitante_obrigatorio: z.boolean(),
  prazo_validade_obrigatorio: z.boolean(),
  secoes: z.array(secaoModeloSchema),
});
export const modelosDocumentoResponseSchema = z.object({ modelos: z.array(modeloDocumentoSchema) });

export const documentoSchema = z.object({
  id: z.uuid(),
  paciente_id: z.uuid(),
  tipo: tipoDocumentoSchema,
  data: z.string(),
  finalidade: z.string(),
  solicitante: z.string().nullable(),
  secoes: z.object({
    informacoes_atendimento: z.string().optional(),
    condicao_psicologica: z.string().optional(),
    autores: z.array(autorSchema).optional(),
    descricao_demanda: z.string().optional(),
    procedimento: z.string().optional(),
    analise: z.string().optional(),
    conclusao: z.string().optional(),
    referencias: z.string().optional(),
  }),
  prazo_validade: z.string().nullable(),
  sigiloso: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  /** When it was put in the patient's portal (docs/decisions/0074-document-delivery-proof.md); null when not. */
  entregue_em: z.string().nullable(),
  /** When the patient first downloaded it from the portal: the proof of delivery. */
  visualizado_em: z.string().nullable(),
  /** Warnings that did not block saving (see `avisosDoDocumento`). */
  avisos: z.array(z.string()),
});
export type Documento = z.infer<typeof documentoSchema>;
export const documentoResponseSchema = z.object({ documento: documentoSchema });
export const documentosResponseSchema = z.object({ documentos: z.array(documentoSchema) });
export const documentoDeleteResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Texts shared by the PDF and the screen's preview

/** The validity paragraph (art. 17), the document's last paragraph. */
export function paragrafoValidade(prazo: PrazoValidade | null): string | null {
  if (!prazo?.trim()) return null;
  return `Prazo de validade do conteúdo deste documento: ${prazo.trim().replace(/\.+$/, '')}.`;
}

/**
 * The letterhead's lines, printed on every page of a document and shown by its preview: who issues it (name, CRP)
 * and how to reach them (address, phone, e-mail), the lines that are filled.
 */
export function timbreDoDocumento(a: {
  nome: string;
  crp: string;
  email?: string | null;
  telefone?: string | null;
  endereco?: EnderecoPartes | null;
}): string[] {
  const contato = [a.telefone ? `Telefone ${formatTelefone(a.telefone)}` : '', a.email ?? '']
    .filter(Boolean)
    .join(' · ');
  return [a.nome, `CRP ${a.crp}`, enderecoEmLinha(a.endereco) ?? '', contato].filter(Boolean);
}

export const LINHA_SIGILOSO = 'Este documento tem caráter sigiloso e extrajudicial.';

/** File names (never the patient's name: docs/security.md). */
const refPaciente = (pacienteId: string) => `paciente-${pacienteId.replaceAll('-', '').slice(0, 8)}`;
export const nomeArquivoDocumento = (
  d: Pick<Documento, 'tipo' | 'paciente_id' | 'data'>,
  sufixo = '',
): string =>
  `${slugArquivo(MODELOS_DOCUMENTO[d.tipo].nome)}-${refPaciente(d.paciente_id)}-${d.data}${sufixo}.pdf`;
export const nomeArquivoProtocolo = (d: Pick<Documento, 'tipo' | 'paciente_id' | 'data'>): string =>
  nomeArquivoDocumento(d, '-protocolo');
export const nomeArquivoAssinado = (d: Pick<Documento, 'tipo' | 'paciente_id' | 'data'>): string =>
  nomeArquivoDocumento(d, '-assinado');
