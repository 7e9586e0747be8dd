import type { Endpoint } from './endpoint.ts';

/*
 * The web's map of method and path by endpoint name, written into rotas.gen.ts from the declarations. The web app's
 * one HTTP client imports that map into the first page it loads, so it must not carry the zod schemas (about 20 KB
 * gzip; docs/decisions/0001-one-declaration-per-endpoint.md): the schemas stay types there (contracts/endpoints.ts).
 * `npm run gen:api` rewrites the file; a test fails when it is out of date.
 */

export const ARQUIVO_DE_ROTAS = 'packages/contracts/src/api/rotas.gen.ts';

/**
 * The text of rotas.gen.ts: every endpoint a browser may call (not the operator's nor the metrics scrape), in
 * declaration order.
 */
export function textoDasRotas(api: Record<string, Endpoint>): string {
  const linhas = Object.entries(api)
    .filter(([, e]) => e.acesso !== 'operador' && e.acesso !== 'metricas')
    .map(([nome, e]) => `  '${nome}': { method: '${e.method}', path: '${e.path}' },`);
  return [
    '// Written by `npm run gen:api` from the declarations in this folder (api/rotas.ts): edit those, not this file.',
    'export const rotas = {',
    ...linhas,
    '} as const;',
    '',
  ].join('\n');
}
