import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@consultorio/contracts/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built SPA from the same origin; every non-API GET falls back to index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // Vite's hashed assets never change; everything else (index.html) is revalidated.
      cacheControl: false,
      setHeaders: (reply: { header(k: string, v: string): unknown }, path: string) => {
        const immutable = path.startsWith(join(webDist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ message: MSG.routeNotFound });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
