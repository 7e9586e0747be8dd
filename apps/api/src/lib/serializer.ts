import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { emOcio } from './primeiro-uso.ts';

/*
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema
 * (docs/decisions/0010-responses-written-from-the-contracts.md): only the properties the contract declares are written,
 * in its order, at about a third of the cost of validating with zod and then calling JSON.stringify (100 agenda rows:
 * 94 µs against 268 µs). Under the API tests (`verificar`) each response is also validated by zod, and the two
 * writings must hold the same values, so a contract the fast writer would render differently fails a test
 * instead of reaching a client.
 */

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: null}]` (zod's nullable) → `type: [X, 'null']`, which fast-json-stringify writes without ajv. */
function simplificar(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(simplificar);
  if (!s || typeof s !== 'object') return s;
  const o: JsonSchema = {};
  for (const [k, v] of Object.entries(s)) o[k] = simplificar(v);
  const anyOf = o.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nulo = (x: JsonSchema) => x.type === 'null' && Object.keys(x).length === 1;
    const [a, b] = anyOf as JsonSchema[];
    const outro = nulo(a) ? b : nulo(b) ? a : undefined;
    if (outro && typeof outro.type === 'string') {
      const { anyOf: _, ...resto } = o;
      return { ...outro, ...resto, type: [outro.type, 'null'] };
    }
  }
  return o;
}

function zodDe(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const props = (schema as { properties?: unknown } | undefined)?.properties;
  if (props instanceof z.ZodType) return props;
  throw new Error(`esquema de resposta não é zod: ${JSON.stringify(schema)}`);
}

function compilar(zodSchema: ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(simplificar(json) as Parameters<typeof fastJson>[0]);
}

/**
 * In service a route's writer is compiled in the server's idle time after it listens (lib/primeiro-uso.ts), or when
 * the route first answers if that comes first: compiling all ~190 at start took ~0.2–0.4 s of a start, and compiling one
 * on a request holds the event loop ~0.6 ms at the median and ~35 ms for the first of a process. Under the API tests (`verificar`) at once, so a schema the writer
 * cannot compile fails every test.
 */
export function compilarSerializador(opcoes: { verificar: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodDe(schema);
    if (!opcoes.verificar) {
      let escrever: ((data: unknown) => string) | undefined;
      const preparar = () => {
        escrever ??= compilar(zodSchema);
        return escrever;
      };
      emOcio(preparar);
      return (data) => preparar()(data);
    }
    const escrever = compilar(zodSchema);
    return (data) => {
      const r = z.safeEncode(zodSchema, data);
      if (r.error) throw new ResponseSerializationError(method, url, { cause: r.error });
      const rapido = escrever(data);
      const esperado = JSON.stringify(r.data);
      // Same values (the order of keys may differ: an extended or merged schema lists its keys in another order).
      if (!isDeepStrictEqual(JSON.parse(rapido), JSON.parse(esperado))) {
        throw new Error(
          `${method} ${url}: fast-json-stringify escreveu ${rapido.slice(0, 400)}; zod, ${esperado.slice(0, 400)}`,
        );
      }
      return rapido;
    };
  };
}
