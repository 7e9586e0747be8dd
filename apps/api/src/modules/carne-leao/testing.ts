// Helpers for the Carnê-Leão tests (not loaded by the app).
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { createUser, type TestUser } from '../../test/app.ts';
import { lancar, setPlan } from '../financeiro/testing.ts';

/** A psychologist on the Essencial plan (the Carnê-Leão's feature); overrides go to the sign-up. */
export async function createEssencialUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const user = await createUser(app, overrides);
  await setPlan(app, user.id, 'essencial');
  return user;
}

type Json = Record<string, unknown>;

/** A paid receita from an individual with a payer CPF, paid on `dia` (competência the same day unless given). */
export const receitaPaga = (
  app: FastifyInstance,
  user: TestUser,
  valor: number,
  dia: string,
  extra: Json = {},
) =>
  lancar(app, user, {
    valor,
    data: dia,
    data_pagamento: dia,
    status: 'pago',
    pagador_nome: 'Carla Mendes',
    pagador_cpf: '52998224725',
    ...extra,
  });

/** A paid despesa, deductible in the livro-caixa unless told otherwise. */
export const despesaPaga = (
  app: FastifyInstance,
  user: TestUser,
  valor: number,
  dia: string,
  extra: Json = {},
) =>
  lancar(app, user, {
    tipo: 'despesa',
    categoria: 'aluguel',
    descricao: 'Aluguel do consultório',
    valor,
    data: dia,
    data_pagamento: dia,
    status: 'pago',
    dedutivel_livro_caixa: true,
    ...extra,
  });

export const post = (app: FastifyInstance, user: TestUser, url: string, payload?: Json) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
export const get = (app: FastifyInstance, user: TestUser, url: string) =>
  app.inject({ url: `/api${url}`, headers: user.auth });

export async function simular(app: FastifyInstance, user: TestUser, payload: Json) {
  const res = await post(app, user, '/carne-leao/simular', payload);
  if (res.statusCode !== 200) throw new Error(`simular falhou: ${res.statusCode} ${res.body}`);
  return res.json().calculo;
}

export async function calcular(app: FastifyInstance, user: TestUser, payload: Json) {
  const res = await post(app, user, '/carne-leao/calcular', payload);
  if (res.statusCode !== 200) throw new Error(`calcular falhou: ${res.statusCode} ${res.body}`);
  return res.json().calculo;
}

/** The PDF's text, pages joined, runs of spaces collapsed. */
export async function textoPdf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
