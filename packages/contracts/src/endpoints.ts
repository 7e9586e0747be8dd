import type { z } from 'zod';
import type { Api } from './api/index.ts';
import { rotas } from './api/rotas.gen.ts';

/*
 * The API's endpoints by name, for clients (the web's `call` in api/client): method and path under /api (":id"
 * marks a path parameter), and, as types only, what each takes and answers — read from the one declaration of each
 * endpoint in ./api (docs/decisions/0001-one-declaration-per-endpoint.md). A client calls an endpoint by its name and
 * gets the type of its answer from here, with no cast. File answers (PDF, CSV, attachments) have no response type:
 * they are downloaded, not parsed.
 *
 * At run time this module is only the map of methods and paths written from the declarations (api/rotas.gen.ts),
 * so the web app's one HTTP client does not pull every area's schemas into the first page it loads.
 */

export type { Method } from './api/endpoint.ts';

export const endpoints = rotas;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The names in a path template: "paciente/:id/sessoes" → "id". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, e.g. `{ id: string }`; `never` when its path has none. */
export type EndpointParams<N extends EndpointName> = ParamNames<Endpoints[N]['path']>;

/** The declaration of an endpoint the map holds. */
type Declaration<N extends EndpointName> = N extends keyof Api ? Api[N] : never;

type Input<N extends EndpointName, K extends 'query' | 'body'> =
  Declaration<N> extends Record<K, infer S extends z.ZodType> ? z.input<S> : never;

/** The JSON answer of an endpoint's success status; `never` for a file. */
type Answer<R> = R extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : R extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { 204: z.ZodNull }
      ? null
      : never;

/** What a client sends: the input of the query and body schemas. */
export type EndpointQuery<N extends EndpointName> = Input<N, 'query'>;
export type EndpointBody<N extends EndpointName> = Input<N, 'body'>;
/** What the API answers: the output of the success status's schema. */
export type EndpointResponse<N extends EndpointName> = Answer<Declaration<N>['responses']>;

/** The endpoint's path with its parameters filled in (each URI-encoded), e.g. "paciente/3f1c…/sessoes". */
export function endpointPath(name: EndpointName, params: Record<string, string> = {}): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: falta o parâmetro ${key}`);
    return encodeURIComponent(value);
  });
}
