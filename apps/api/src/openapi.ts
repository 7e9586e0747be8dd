import {
  type CamposMultipart,
  type Endpoint,
  respondeArquivo,
  statusDeErro,
} from '@consultorio/contracts/api/endpoint';
import { errorResponseSchema } from '@consultorio/contracts/common';
import { z } from 'zod';

/*
 * The OpenAPI document at /api/docs/json, generated from the endpoint declarations (packages/contracts/src/api;
 * docs/decisions/0001-one-declaration-per-endpoint.md). Each route carries its declaration's schemas, summary,
 * operationId, tag and security (plugins/endpoints.ts), which @fastify/swagger turns into operations; this module
 * adds what a route's schema cannot hold: the error responses a client must handle, the file answers with their media
 * types, a description for every success answer, the multipart bodies' fields, and the server, which is PUBLIC_URL.
 * It also drops the `format`s zod writes that OpenAPI does not define (`starts_with`), so generators read them.
 */

const ERRO_REF = { $ref: '#/components/schemas/Erro' };

const DESCRICAO_DO_ERRO: Record<number, string> = {
  400: 'Requisição malformada (JSON inválido ou corpo onde não cabe).',
  401: 'Sem sessão válida: é preciso entrar novamente.',
  403: 'O plano não inclui este recurso, está pausado ou chegou ao limite (`feature` diz qual).',
  404: 'Registro não encontrado (ou de outro usuário).',
  409: 'Conflito com o estado atual (duplicado, horário ocupado, já existe, paciente arquivado).',
  413: 'Corpo ou arquivo grande demais.',
  414: 'Endereço longo demais (um parâmetro do caminho passa de 100 caracteres).',
  415: 'Tipo de conteúdo ou de arquivo não aceito.',
  422: 'Dados inválidos, com as mensagens de cada campo em `errors`.',
  429: 'Tentativas demais: aguarde o tempo indicado em Retry-After.',
  503: 'Servidor indisponível no momento (banco de dados ou disco).',
  507: 'O servidor está sem espaço em disco: nada do envio foi guardado.',
};

const erro = (status: number) => ({
  description: DESCRICAO_DO_ERRO[status] ?? 'Requisição recusada.',
  content: { 'application/json': { schema: ERRO_REF } },
});

/** "METHOD /api/path/{param}" of a declaration, as the document names its operations. */
export const chaveDoEndpoint = (e: Pick<Endpoint, 'method' | 'path'>): string =>
  `${e.method} /api/${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

type Json = Record<string, unknown>;
interface Operation extends Json {
  responses?: Record<string, unknown>;
  requestBody?: Json;
}

const SUCESSO: Record<string, string> = { 200: 'Sucesso', 201: 'Criado', 204: 'Feito (sem corpo)' };

/** A success answer's description, from its status and the declaration's summary: "Criado: envia um arquivo…". */
export const descricaoDoSucesso = (status: string, e: Pick<Endpoint, 'summary'>): string =>
  `${SUCESSO[status] ?? 'Sucesso'}: ${e.summary.charAt(0).toLowerCase()}${e.summary.slice(1)}`;

/** The responses of one operation: its success (a file's with its media type) and every error it may answer. */
function respostas(e: Endpoint, geradas: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const status of statusDeErro(e)) out[status] = erro(status);
  // Every operation names its client errors; one that derives none (a public GET) gets the generic 4XX.
  if (!statusDeErro(e).some((s) => s < 500)) out['4XX'] = erro(0);
  if (!respondeArquivo(e)) {
    const sucesso = Object.fromEntries(
      Object.entries(geradas).map(([status, r]) => [
        status,
        { ...(r as Json), description: descricaoDoSucesso(status, e) },
      ]),
    );
    return { ...out, ...sucesso };
  }
  const { arquivo, descricao } = (e.responses as { 200: { arquivo: string; descricao: string } })[200];
  const binario = { schema: { type: 'string', format: 'binary' } };
  return { ...out, 200: { description: descricao, content: { [arquivo]: binario } } };
}

/** A multipart body as OpenAPI describes it: an object with a binary string per file (an array for several files). */
function corpoMultipart(campos: CamposMultipart): Json {
  const binario = { type: 'string', format: 'binary' };
  const properties = Object.fromEntries(
    Object.entries(campos).map(([nome, c]) => [
      nome,
      c.tipo === 'texto'
        ? { type: 'string', description: c.descricao }
        : c.tipo === 'arquivos'
          ? { type: 'array', items: binario, description: c.descricao }
          : { ...binario, description: c.descricao },
    ]),
  );
  const required = Object.entries(campos)
    .filter(([, c]) => c.obrigatorio)
    .map(([nome]) => nome);
  const schema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** The `format`s OpenAPI 3.0 and JSON Schema define; zod also writes its own (`starts_with`), which generators refuse. */
const FORMATOS_PADRAO = new Set([
  'int32',
  'int64',
  'float',
  'double',
  'byte',
  'binary',
  'date',
  'date-time',
  'time',
  'duration',
  'password',
  'email',
  'uri',
  'uri-reference',
  'uuid',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
]);

function soFormatosPadrao(no: unknown): void {
  if (Array.isArray(no)) for (const item of no) soFormatosPadrao(item);
  if (!no || typeof no !== 'object') return;
  const o = no as Json;
  if (typeof o.format === 'string' && !FORMATOS_PADRAO.has(o.format)) delete o.format;
  for (const valor of Object.values(o)) soFormatosPadrao(valor);
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as null only when the enum lists it: zod's nullable enums
 * (a patient's `modalidade`) come out without it, so a client's validator would refuse a null the API sends.
 */
function nuloNosEnums(no: unknown): void {
  if (Array.isArray(no)) for (const item of no) nuloNosEnums(item);
  if (!no || typeof no !== 'object') return;
  const o = no as Json;
  if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
  for (const valor of Object.values(o)) nuloNosEnums(valor);
}

/**
 * Completes the generated document (@fastify/swagger's `transformObject`): the server, the error schema, and for
 * each operation its error and file responses from its declaration.
 */
export function completarDocumento<T extends object>(
  doc: T,
  servidor: string,
  declaracoes: Record<string, Endpoint>,
): T {
  const d = doc as Json & { paths?: Record<string, Record<string, Operation>>; components?: Json };
  const porChave = new Map(Object.values(declaracoes).map((e) => [chaveDoEndpoint(e), e]));
  d.servers = [{ url: servidor.replace(/\/+$/, ''), description: 'Este servidor' }];
  d.components ??= {};
  const components = d.components as Json & { schemas?: Json };
  components.schemas = {
    ...components.schemas,
    Erro: z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }),
  };
  for (const [caminho, operacoes] of Object.entries(d.paths ?? {})) {
    for (const [metodo, o] of Object.entries(operacoes)) {
      const e = porChave.get(`${metodo.toUpperCase()} ${caminho}`);
      if (typeof o !== 'object' || o === null || !e) continue;
      o.responses = respostas(e, o.responses);
      if (e.multipart) o.requestBody = corpoMultipart(e.multipart);
    }
  }
  nuloNosEnums(d.paths);
  soFormatosPadrao(d);
  return doc;
}
