import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@consultorio/contracts/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * The public pages the web build prerenders (apps/web/prerender/plugin.ts) and the file each path gets: the
 * booking and reminder pages are one file for every slug or token, their frame before the data arrives
 * (docs/decisions/0060-prerendered-public-pages.md).
 */
export const PRERENDERED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'index.html'],
  [/^\/login$/, 'login.html'],
  [/^\/cadastro$/, 'cadastro.html'],
  [/^\/agendar\/[^/]+$/, 'agendar.html'],
  [/^\/confirmar\/[^/]+$/, 'confirmar.html'],
];

/**
 * Serves the built SPA from the same origin: the prerendered public pages at their paths, and index.html for every
 * other non-API GET (client routing).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset and prerendered page (apps/web/vite.config.ts).
      preCompressed: true,
      // Vite's hashed assets never change; everything else (the HTML) is revalidated.
      cacheControl: false,
      setHeaders: (reply: { header(k: string, v: string): unknown }, path: string) => {
        const immutable = path.startsWith(join(webDist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // A build without the prerender (an older one) still serves every page through index.html.
  const prerendered = PRERENDERED.filter(([, file]) => existsSync(join(webDist, 'prerender', file)));
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ message: MSG.routeNotFound });
    }
    reply.header('cache-control', 'no-cache');
    const path = req.url.split('?', 1)[0];
    const page = prerendered.find(([pattern]) => pattern.test(path));
    return reply.sendFile(page ? `prerender/${page[1]}` : 'index.html');
  });
}
