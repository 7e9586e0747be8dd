import type { ErrorResponse } from '@consultorio/contracts/common';
import {
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  endpoints,
} from '@consultorio/contracts/endpoints';
import { ApiError } from '../lib/errors';
import { clearPortalSessao, clearToken, getPortalSessao, getToken } from '../lib/storage';
import { paths } from '../routes/paths';
import { loginComVolta } from '../routes/volta';
import { loading, planLoading } from './loading';

/** docs/product.md §7.1: every call goes to {host}/public/api/. */
export const API_BASE = '/public/api/';

/** Endpoints that never carry the bearer token (docs/product.md §7.2). */
const NO_BEARER = [
  'login',
  'login/2fa',
  'logout',
  'user/send-reset-code',
  'user/verify-reset-code',
  'user/reset-password',
  'cadastro',
  'usuario',
];
/** Auth endpoints: a 401 from them is a normal answer (wrong password), not an expired session. */
const AUTH_ENDPOINTS = [
  'login',
  'login/2fa',
  'logout',
  'user/send-reset-code',
  'user/verify-reset-code',
  'user/reset-password',
];
const NO_OVERLAY = ['login', 'logout'];
const PLAN_ENDPOINTS = ['user/plan-info', 'user/check-feature'];

const pathOf = (endpoint: string) => endpoint.replace(/^\/+/, '').split('?')[0];
const matches = (endpoint: string, list: string[]) => list.includes(pathOf(endpoint));

/**
 * The patient's own page (docs/product.md §17) is a world apart: every route under `portal/` carries the portal
 * session's token (sessionStorage `portal.sessao`, docs/decisions/0075-patient-portal-screens.md), never the
 * psychologist's, and its 401 ends the portal session, never hers. Entering answers 401 for a wrong date: that is
 * the form's answer, not an ended session.
 */
export const ehDoPortal = (endpoint: string): boolean => pathOf(endpoint).startsWith('portal/');
const PORTAL_ENTRADA = ['portal/entrar', 'portal/codigo'];
const entraNoPortal = (endpoint: string) =>
  matches(endpoint, PORTAL_ENTRADA) || pathOf(endpoint).startsWith('portal/acesso/');

export const usesBearer = (endpoint: string): boolean =>
  !matches(endpoint, NO_BEARER) && !entraNoPortal(endpoint);

/** The bearer token a request carries: the portal session's on the patient's routes, else the psychologist's. */
function bearerDe(endpoint: string): string | null {
  if (!usesBearer(endpoint)) return null;
  return ehDoPortal(endpoint) ? (getPortalSessao()?.token ?? null) : getToken();
}
export const showsOverlay = (endpoint: string): boolean => {
  const path = pathOf(endpoint);
  if (matches(endpoint, NO_OVERLAY)) return false;
  if (planLoading.active && PLAN_ENDPOINTS.includes(path)) return false;
  if (path.startsWith('user/pix-payment-status/')) return false;
  return true;
};

export { ApiError };

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {
  if (window.location.pathname !== paths.login) {
    window.location.assign(loginComVolta(window.location.pathname + window.location.search));
  }
};
/** The router registers a navigate-based handler; the default does a full page load. */
export const setUnauthorizedHandler = (handler: Unauthorized): void => {
  onUnauthorized = handler;
};

let onPortalUnauthorized: Unauthorized = () => undefined;
/**
 * What a 401 of the patient's page does once the portal session is cleared (its idle or absolute expiry, a revoked
 * link): the portal's frame sends the patient back to the entry screen with a message. Returns the unsubscribe.
 */
export const setPortalUnauthorizedHandler = (handler: Unauthorized): (() => void) => {
  onPortalUnauthorized = handler;
  return () => {
    if (onPortalUnauthorized === handler) onPortalUnauthorized = () => undefined;
  };
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Skip the global overlay (e.g. search-as-you-type). */
  silent?: boolean;
}

function buildUrl(endpoint: string, query?: RequestOptions['query']): string {
  const url = new URL(API_BASE + endpoint.replace(/^\/+/, ''), window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

/** docs/product.md §5.2: a 401 from anything but the auth endpoints means the session is over. */
function endSessionOn401(endpoint: string, status: number): void {
  if (status !== 401 || matches(endpoint, AUTH_ENDPOINTS) || entraNoPortal(endpoint)) return;
  if (ehDoPortal(endpoint)) {
    clearPortalSessao();
    onPortalUnauthorized();
    return;
  }
  clearToken();
  onUnauthorized();
}

async function send(endpoint: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = bearerDe(endpoint);
  if (token) headers.authorization = `Bearer ${token}`;
  const overlay = !opts.silent && showsOverlay(endpoint);
  if (overlay) loading.show();
  try {
    const res = await fetch(buildUrl(endpoint, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      credentials: 'omit',
      signal: opts.signal,
    });
    if (!res.ok) {
      endSessionOn401(endpoint, res.status);
      const body = (await res.json().catch(() => ({}))) as Partial<ErrorResponse>;
      throw new ApiError(res.status, body);
    }
    return res;
  } finally {
    if (overlay) loading.hide();
  }
}

/**
 * The one HTTP client of the web app, by path. Screens call endpoints by name with `call` below (typed by the
 * contracts' endpoint map); `api` is what `call` runs on.
 */
export async function api<T>(endpoint: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(endpoint, opts);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** What `call` needs besides the name: the path's parameters and the body when the endpoint has them. */
export type CallOptions<N extends EndpointName> = ([EndpointParams<N>] extends [never]
  ? { params?: undefined }
  : { params: Record<EndpointParams<N>, string> }) &
  ([EndpointBody<N>] extends [never] ? { body?: undefined } : { body: EndpointBody<N> }) & {
    query?: [EndpointQuery<N>] extends [never] ? undefined : Partial<EndpointQuery<N>>;
    signal?: AbortSignal;
    /** Skip the global overlay (e.g. search-as-you-type). */
    silent?: boolean;
  };
type CallArgs<N extends EndpointName> =
  object extends CallOptions<N> ? [opts?: CallOptions<N>] : [opts: CallOptions<N>];

/**
 * Calls an API endpoint by its name in the contracts' endpoint map (`pacientes.list`, `financeiro.update`…) and
 * answers with the type of its response schema: `await call('pacientes.get', { params: { id } })` is a
 * `{ paciente: Paciente }`. Same client underneath (base path, bearer, 401, overlay). The answer is not parsed
 * again here: the API serializes it through that schema.
 */
export function call<N extends EndpointName>(name: N, ...[opts]: CallArgs<N>): Promise<EndpointResponse<N>> {
  const o = (opts ?? {}) as CallOptions<N>;
  return api<EndpointResponse<N>>(endpointPath(name, o.params), {
    method: endpoints[name].method,
    query: o.query as RequestOptions['query'],
    body: o.body,
    signal: o.signal,
    silent: o.silent,
  });
}

/** The path (under the API base) of a named endpoint, for the file downloads and uploads below. */
export const endpointUrl = <N extends EndpointName>(
  name: N,
  ...[params]: [EndpointParams<N>] extends [never] ? [] : [params: Record<EndpointParams<N>, string>]
): string => endpointPath(name, params);

/**
 * Downloads a blob under the server's file name (Content-Disposition), else `fallbackName` — a name, or a function
 * of the response's Content-Type (docs/product.md §8.8: attachments are named after their type when the header has no name).
 */
export async function downloadFile(
  endpoint: string,
  fallbackName: string | ((contentType: string | null) => string),
  opts: RequestOptions = {},
) {
  const res = await send(endpoint, opts);
  const blob = await res.blob();
  const name =
    fileNameFromDisposition(res.headers.get('content-disposition')) ??
    (typeof fallbackName === 'function' ? fallbackName(res.headers.get('content-type')) : fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { name, blob };
}

/**
 * Opens a file the browser shows by itself (a PDF, an image) in a new tab. The API takes a bearer token, which a
 * tab's own request cannot carry: the tab opens at once (inside the click, so no pop-up blocker stops it), the file
 * is fetched here and the tab then shows it from a blob address. Returns false when the browser refused the tab.
 */
export async function openFile(endpoint: string, opts: RequestOptions = {}): Promise<boolean> {
  const aba = window.open('', '_blank');
  if (!aba) return false;
  try {
    const res = await send(endpoint, opts);
    const url = URL.createObjectURL(await res.blob());
    aba.location.href = url;
    // The tab keeps its own copy once loaded; the address is freed a minute later.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (error) {
    aba.close();
    throw error;
  }
}

export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

export interface UploadOptions {
  /** Bytes of the request body sent so far, and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Skip the global overlay: the caller shows its own progress (which the overlay would hide). */
  silent?: boolean;
}

/**
 * POSTs a multipart form and reports the upload's progress, which fetch cannot do: the one place that uses
 * XMLHttpRequest. Same rules as `api`: base path, bearer token, no cookies, 401 ends the session, the overlay
 * unless silent, and failures as ApiError (message and field errors of the API) or, with no answer, a TypeError.
 */
export function upload<T>(endpoint: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  const overlay = !opts.silent && showsOverlay(endpoint);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(endpoint));
    xhr.withCredentials = false;
    xhr.setRequestHeader('accept', 'application/json');
    const token = bearerDe(endpoint);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch (error) {
        console.warn('Resposta do envio em formato inesperado:', error);
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      endSessionOn401(endpoint, xhr.status);
      reject(new ApiError(xhr.status, body as Partial<ErrorResponse>));
    };
    xhr.onerror = () => reject(new TypeError('Falha de rede durante o envio.'));
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    xhr.onloadend = () => {
      if (overlay) loading.hide();
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (overlay) loading.show();
    xhr.send(form);
  });
}
