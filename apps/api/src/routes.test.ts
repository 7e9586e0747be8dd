import type { Endpoint } from '@consultorio/contracts/api/endpoint';
import { api } from '@consultorio/contracts/api/index';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { chaveDoEndpoint } from './openapi.ts';
import { registrarEndpoints } from './plugins/endpoints.ts';
import { handlers } from './routes.ts';
import { testConfig } from './test/app.ts';

const declaradas = Object.values(api as Record<string, Endpoint>)
  .map(chaveDoEndpoint)
  .sort();

describe('one declaration per endpoint', () => {
  it('every API route the app serves is declared, and every declaration is served', async () => {
    const vistas: string[] = [];
    const app = await buildApp(testConfig(), {
      logger: false,
      aoRegistrarRota: (metodo, url) => {
        if (url.startsWith('/api/') && !url.startsWith('/api/docs') && metodo !== 'HEAD') {
          vistas.push(`${metodo} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
        }
      },
    });
    await app.close();
    // In tests the PIX simulator's route exists too (it is left out only in production).
    expect(vistas.sort()).toEqual(declaradas);
  });

  it('refuses to start with a declaration without handler, or a handler without declaration', async () => {
    const app = Fastify();
    const { 'pacientes.get': _, ...semUm } = handlers;
    await expect(registrarEndpoints(app, api, semUm)).rejects.toThrow(
      /declarados sem handler \[pacientes.get\]/,
    );
    await expect(
      registrarEndpoints(app, {}, { 'pacientes.get': handlers['pacientes.get'] as never }),
    ).rejects.toThrow(/handlers sem declaração \[pacientes.get\]/);
    await app.close();
  });
});
