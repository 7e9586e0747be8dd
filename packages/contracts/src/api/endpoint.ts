import type { z } from 'zod';
import type { DecisaoSecretaria } from '../equipe.ts';
import type { Feature } from '../planos.ts';

/*
 * What an endpoint of the API is, declared once (docs/decisions/0001-one-declaration-per-endpoint.md): method and
 * path, the zod schemas of what it takes and answers per status, its OpenAPI summary, operationId and tag, who may
 * call it and what plan it needs. The API registers its routes from these declarations (apps/api/src/routes.ts),
 * the OpenAPI document at /api/docs is generated from them, and the web client calls them by name
 * (contracts/endpoints.ts).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call it: `sessao` needs a user's bearer token; `portal` needs a patient's portal session token (the
 * patient's own page, docs/decisions/0072-patient-portal-access.md — never a user's token, and a portal token is
 * never a user's); `publico` needs nothing (login, sign-up, the patient's reminder link, the PSP's webhook);
 * `operador` needs ADMIN_TOKEN (the support CLI's routes, not documented); `metricas` needs METRICS_TOKEN (the
 * Prometheus scrape, not documented).
 */
export type Acesso = 'sessao' | 'portal' | 'publico' | 'operador' | 'metricas';

/** What the plan must allow (the plan gate, docs/product.md §8.2): a feature, not paused, room under a limit. */
export interface PlanoExigido {
  feature?: Feature;
  /** The request creates something: refused while the plan is paused. */
  write?: boolean;
  /** The request adds a row counted against this plan limit (implies `write`). */
  limit?: 'pacientes' | 'anexos';
}

/** A file answer (PDF, CSV, ZIP, an attachment): its media type and what it is. */
export interface Arquivo {
  arquivo: string;
  descricao: string;
}

export const arquivo = (tipo: string, descricao: string): Arquivo => ({ arquivo: tipo, descricao });

/** A field of a multipart/form-data body: one file, several files under the same name, or a text value. */
export interface CampoMultipart {
  tipo: 'arquivo' | 'arquivos' | 'texto';
  /** What the field holds, for the reader of the document (formats, size limit). */
  descricao: string;
  obrigatorio: boolean;
}

/** The fields of a multipart body, by name. */
export type CamposMultipart = Readonly<Record<string, CampoMultipart>>;

/** A file field (required unless said otherwise). */
export const campoArquivo = (descricao: string, obrigatorio = true): CampoMultipart => ({
  tipo: 'arquivo',
  descricao,
  obrigatorio,
});

/** Several files sent under the same field name (required: at least one). */
export const campoArquivos = (descricao: string): CampoMultipart => ({
  tipo: 'arquivos',
  descricao,
  obrigatorio: true,
});

/** A text field (optional unless said otherwise). */
export const campoTexto = (descricao: string, obrigatorio = false): CampoMultipart => ({
  tipo: 'texto',
  descricao,
  obrigatorio,
});

/** The success status of an endpoint and its answer; 204 answers `z.null()`. */
export type Respostas = { 200: z.ZodType | Arquivo } | { 201: z.ZodType } | { 204: z.ZodNull };

/** Error statuses a declaration adds to the ones derived from it (see `statusDeErro`). */
export type StatusDeErro = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507;

export interface Endpoint {
  method: Method;
  /** Under /api, without the leading slash; `:name` marks a path parameter. */
  path: string;
  operationId: string;
  /** One Portuguese sentence: what the endpoint does. */
  summary: string;
  /** More for the reader of the document (a multipart body's fields, a condition). */
  description?: string;
  tag: string;
  acesso: Acesso;
  /**
   * What a secretária may do here (docs/product.md §15): required on every `sessao` endpoint — the API refuses to
   * start without it, so a new route cannot open the clinical record by omission.
   */
  secretaria?: DecisaoSecretaria;
  plano?: PlanoExigido;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is multipart/form-data (files), read by the handler, not by a schema: its fields by name. The OpenAPI
   * document lists them as the operation's requestBody, so client generators type the form (apps/api/src/openapi.ts):
   *
   *   multipart: { arquivo: campoArquivo('O arquivo (PDF, JPG, PNG…), até 10 MB.'), descricao: campoTexto('…') },
   */
  multipart?: CamposMultipart;
  responses: Respostas;
  /** Statuses the endpoint may answer beyond the derived ones (409 conflict, 413/415 files, 429 rate limit…). */
  erros?: readonly StatusDeErro[];
  /** Left out of the OpenAPI document (the operator's routes). */
  oculto?: true;
}

/** Declares an area's endpoints, keeping each literal type (the web's `call` reads paths and schemas from them). */
export const declarar = <const T extends Record<string, Endpoint>>(endpoints: T): T => endpoints;

/** The one success status of a declaration. */
export function statusDeSucesso(e: Endpoint): 200 | 201 | 204 {
  if ('201' in e.responses) return 201;
  if ('204' in e.responses) return 204;
  return 200;
}

/** True when the endpoint answers a file instead of JSON. */
export const respondeArquivo = (e: Endpoint): boolean => {
  const r = (e.responses as Record<number, unknown>)[200];
  return typeof r === 'object' && r !== null && 'arquivo' in r;
};

/**
 * The areas whose writes may touch a patient's record: on an archived patient every such write answers 409
 * ("Paciente arquivado: restaure para editar.", docs/decisions/0078-archived-patients-read-only.md).
 */
const AREAS_DO_PACIENTE = new Set([
  'pacientes',
  'sessoes',
  'anamnese',
  'prontuarios',
  'documentos',
  'anexos',
  'agendamentos',
  'agendamento-online',
  'portal',
  'escalas',
  'termos',
  'financeiro',
  'cobrancas',
]);

/**
 * Every error status a client of this endpoint must handle: on anything but GET, 400 (a malformed body), 413 (a body
 * over the size limit) and 415 (a media type the API does not read); 401 when it needs a session; 403 with a plan
 * need, on a portal route, or on a session route that may refuse a secretária (all but her own login's, docs/product.md §15); 404
 * (and 414, a parameter too long) with a path parameter; 422 when it validates any input or takes a body; 409 on a write of an area
 * of the patient's record (an archived patient, `AREAS_DO_PACIENTE`); and what `erros` adds
 * (409 conflicts, 429 on rate-limited routes…).
 */
export function statusDeErro(e: Endpoint): number[] {
  const out = new Set<number>();
  const recebeDados =
    e.body !== undefined || e.query !== undefined || e.params !== undefined || e.multipart !== undefined;
  if (e.method !== 'GET') for (const s of [400, 413, 415]) out.add(s);
  if (e.acesso !== 'publico') out.add(401);
  // A portal route answers 403 when the psychologist's plan no longer includes the patient's page.
  if (e.plano || e.acesso === 'portal' || (e.acesso === 'sessao' && e.secretaria !== 'propria')) out.add(403);
  // A path parameter the server cannot read (a bad %-escape: 400; over 100 characters: 414) is refused first.
  if (e.path.includes(':')) for (const s of [400, 404, 414]) out.add(s);
  // The input guard refuses control characters in any body, also on a route that reads none (apps/api errors.ts).
  if (recebeDados || e.method !== 'GET') out.add(422);
  if (e.acesso === 'sessao' && e.method !== 'GET' && AREAS_DO_PACIENTE.has(e.tag)) out.add(409);
  for (const s of e.erros ?? []) out.add(s);
  return [...out].sort((a, b) => a - b);
}
