import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@consultorio/contracts/api/endpoint';
import { api } from '@consultorio/contracts/api/index';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';
import { chamar, convidarEAceitar } from './testing.ts';

/*
 * docs/product.md §15: every route the declarations keep for the titular (`secretaria: 'nao'`: the clinical record,
 * anamnese, documents, attachments, tax, exports, profile, team) answers a secretária 403 with the titular-only
 * message — never 401, which the web reads as a lost session and logs her out.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const doTitular = (Object.entries(api) as [string, Endpoint][]).filter(
  ([, e]) => e.acesso === 'sessao' && e.secretaria === 'nao',
);

describe('a secretária on the titular’s routes', () => {
  it('gets 403 with the message on every one of them, whatever the method and the body', async () => {
    expect(doTitular.length).toBeGreaterThan(40);
    const titular = await createUser(app, { nome: 'Helena Duarte Campos' });
    await setPlan(app, titular.id, 'essencial');
    const joana = await convidarEAceitar(app, titular);
    const paciente = await cadastrarPaciente(app, titular);
    const erradas: string[] = [];
    for (const [nome, e] of doTitular) {
      // A real patient of the account where the path takes an id, so nothing but the gate could refuse.
      const url = `/${e.path}`.replace(/:id\b/g, paciente.id).replace(/:[A-Za-z_]+/g, randomUUID());
      const res = await chamar(app, joana, e.method, url, e.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403 || res.json().message !== MSG_EQUIPE.areaDoTitular)
        erradas.push(`${nome}: ${e.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(erradas).toEqual([]);
    // Her session is intact afterwards: her own routes still answer.
    expect((await chamar(app, joana, 'GET', '/user')).statusCode).toBe(200);
  }, 120_000);
});
