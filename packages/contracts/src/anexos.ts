import { textoOpcional } from './pacientes.ts';
import { z } from './zod.ts';

// docs/product.md §8.8: a patient's documents (reports, scans, spreadsheets). The content is
// health data: the API checks it by its bytes, stores it encrypted and serves it only to its owner.

/** Allowed file types, named by extension (docs/product.md §8.8: "file type is derived from extension"). */
export const TIPOS_ANEXO = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'xlsx', 'xls', 'doc', 'docx'] as const;
export type TipoAnexo = (typeof TIPOS_ANEXO)[number];

export const OCTET_STREAM = 'application/octet-stream';

export const MIME_POR_TIPO: Record<TipoAnexo, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the type is called on screen. */
export const TIPO_ANEXO_LABELS: Record<TipoAnexo, string> = {
  pdf: 'PDF',
  jpg: 'Imagem JPG',
  jpeg: 'Imagem JPG',
  png: 'Imagem PNG',
  gif: 'Imagem GIF',
  xlsx: 'Planilha Excel',
  xls: 'Planilha Excel',
  doc: 'Documento Word',
  docx: 'Documento Word',
};

/** The allowed type of a file name by its extension (case-insensitive), or null. */
export function tipoPorNome(nome: string): TipoAnexo | null {
  const dot = nome.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = nome.slice(dot + 1).toLowerCase();
  return (TIPOS_ANEXO as readonly string[]).includes(ext) ? (ext as TipoAnexo) : null;
}

/** docs/product.md §8.8: the content type from the extension; anything else is application/octet-stream. */
export const mimePorNome = (nome: string): string => {
  const tipo = tipoPorNome(nome);
  return tipo ? MIME_POR_TIPO[tipo] : OCTET_STREAM;
};

/** docs/product.md §8.8: a download without a file name in its header is named after its content type. */
const EXTENSAO_POR_MIME: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** "anexo.pdf", "anexo.jpg"… from a Content-Type header ("anexo" alone when the type is unknown). */
export function nomePorContentType(contentType: string | null | undefined, base = 'anexo'): string {
  const mime = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const ext = EXTENSAO_POR_MIME[mime];
  return ext ? `${base}.${ext}` : base;
}

/** The `accept` list of file pickers: extensions and their content types. */
export const ACCEPT_ANEXOS: Record<string, string[]> = TIPOS_ANEXO.reduce<Record<string, string[]>>(
  (acc, tipo) => {
    const mime = MIME_POR_TIPO[tipo];
    acc[mime] = [...(acc[mime] ?? []), `.${tipo}`];
    return acc;
  },
  {},
);

/** Most files one multiple upload takes (the plan's count applies on top). */
export const MAX_ARQUIVOS_POR_ENVIO = 20;
export const MAX_DESCRICAO = 500;

/** Multipart field names (docs/product.md §8.8): `arquivo`; `arquivos[i]` with `descricoes[i]` (or one shared `descricao`). */
export const CAMPO_ARQUIVO = 'arquivo';
export const campoArquivos = (i: number) => `arquivos[${i}]`;
export const campoDescricoes = (i: number) => `descricoes[${i}]`;
export const CAMPO_DESCRICAO = 'descricao';

export const MSG_ANEXOS = {
  naoEncontrado: 'Anexo não encontrado.',
  excluido: 'Anexo excluído.',
  tipoNaoPermitido: 'Tipo de arquivo não permitido. Envie PDF, imagem (JPG, PNG, GIF), Word ou Excel.',
  conteudoDiferente: (nome: string, tipo: string) =>
    `O conteúdo de "${nome}" não é de um arquivo ${tipo.toUpperCase()}: envie o arquivo original.`,
  grandeDemais: (mb: number) => `Arquivo grande demais: o limite é de ${mb} MB por arquivo.`,
  vazio: 'O arquivo está vazio.',
  compactadoDemais: (nome: string) =>
    `"${nome}" se expande para um tamanho fora do normal e foi recusado. Salve o documento novamente e reenvie.`,
  semArquivo: 'Selecione um arquivo para enviar.',
  campoInesperado: (campo: string) => `Campo de arquivo inesperado: "${campo}".`,
  muitosArquivos: `Envie no máximo ${MAX_ARQUIVOS_POR_ENVIO} arquivos por vez.`,
  multipartInvalido: 'Envie os arquivos como multipart/form-data.',
  /** 400: the multipart body ended before its closing boundary (a dropped connection, a broken client). */
  envioIncompleto: 'O envio do arquivo foi interrompido ou está incompleto. Tente de novo.',
} as const;

export const descricaoAnexoSchema = textoOpcional(MAX_DESCRICAO);

/**
 * Types the browser shows by itself, safely (no script runs in them): PDFs in its viewer, images. These open in a
 * new tab (`GET /anexos/{id}/download?inline=1`); Word and Excel files are only downloaded.
 */
export const TIPOS_VISUALIZAVEIS: readonly TipoAnexo[] = ['pdf', 'jpg', 'jpeg', 'png', 'gif'];
export const podeVisualizar = (tipo: TipoAnexo): boolean => TIPOS_VISUALIZAVEIS.includes(tipo);

/** `GET /anexos/{id}/download?inline=1`: shown in the browser (its viewable types), not saved. */
export const anexoDownloadQuerySchema = z.object({
  inline: z
    .enum(['0', '1', 'true', 'false'], { message: 'Use inline=1 para abrir no navegador.' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** An attachment as the API answers it (the stored object's key never leaves the server). */
export const anexoSchema = z.object({
  id: z.uuid(),
  paciente_id: z.uuid(),
  nome_original: z.string(),
  tipo: z.enum(TIPOS_ANEXO),
  mime_type: z.string(),
  /** Bytes. */
  tamanho: z.number().int(),
  descricao: z.string().nullable(),
  created_at: z.string(),
});
export type Anexo = z.infer<typeof anexoSchema>;

/** Why uploads are refused, for the screen (the same names as the plan gate's 403 `feature`). */
export const BLOQUEIOS_ANEXO = ['pausado', 'limite_anexos'] as const;
export type BloqueioAnexo = (typeof BLOQUEIOS_ANEXO)[number];

/** The `stats` of GET /anexos/paciente/{id}: the plan's attachment figures plus this patient's. */
export const anexoStatsSchema = z.object({
  /** All of the user's attachments (what the plan counts). */
  anexos_count: z.number().int(),
  /** −1 = unlimited. */
  anexos_limite: z.number().int(),
  can_add_anexo: z.boolean(),
  bloqueio: z.enum(BLOQUEIOS_ANEXO).nullable(),
  paciente_anexos_count: z.number().int(),
  /** Bytes of this patient's attachments. */
  paciente_tamanho_total: z.number().int(),
  /** Largest file the server takes, in bytes (MAX_UPLOAD_MB). */
  tamanho_maximo: z.number().int(),
});
export type AnexoStats = z.infer<typeof anexoStatsSchema>;

export const anexosResponseSchema = z.object({
  paciente: z.object({ id: z.uuid(), nome: z.string() }),
  anexos: z.array(anexoSchema),
  stats: anexoStatsSchema,
});
export type AnexosResponse = z.infer<typeof anexosResponseSchema>;

export const anexoUploadResponseSchema = z.object({ anexo: anexoSchema });
export const anexosUploadResponseSchema = z.object({ anexos: z.array(anexoSchema) });
export type AnexoUploadResponse = z.infer<typeof anexoUploadResponseSchema>;
export type AnexosUploadResponse = z.infer<typeof anexosUploadResponseSchema>;
