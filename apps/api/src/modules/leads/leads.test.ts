import { MSG } from '@consultorio/contracts/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.ts';
import { buildTestApp } from '../../test/app.ts';
import { randomEmail } from '../../test/factories.ts';
import { expectValidationError } from '../auth/testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const postLead = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/leads', payload });

describe('POST /leads', () => {
  it('stores the contact with the moment of consent, without a token', async () => {
    const email = randomEmail('lead');
    const res = await postLead({
      nome: 'Carla Mendes',
      email: email.toUpperCase(),
      telefone: '(31) 99876-5432',
      mensagem: 'Quero conhecer o plano Essencial.',
      consentimento: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.leadReceived });
    const [row] = await app.ctx.db.select().from(leads).where(eq(leads.email, email));
    expect(row).toMatchObject({
      nome: 'Carla Mendes',
      telefone: '31998765432',
      mensagem: 'Quero conhecer o plano Essencial.',
    });
    expect(row.consentimento_em).toBeInstanceOf(Date);
  });

  it('accepts a lead without telefone and mensagem (empty telefone too)', async () => {
    const email = randomEmail('lead');
    expect((await postLead({ nome: 'João Alves', email, consentimento: true })).statusCode).toBe(201);
    const empty = await postLead({ nome: 'João Alves', email, telefone: '', consentimento: true });
    expect(empty.statusCode).toBe(201);
    const rows = await app.ctx.db.select().from(leads).where(eq(leads.email, email));
    expect(rows.map((r) => r.telefone)).toEqual([null, null]);
  });

  it.each([
    ['consentimento', { consentimento: false }],
    ['email', { email: 'nao-e-email' }],
    ['telefone', { telefone: '1234' }],
    ['nome', { nome: 'A' }],
    ['mensagem', { mensagem: 'x'.repeat(2001) }],
  ])('answers 422 on %s', async (field, change) => {
    const res = await postLead({ nome: 'Maria Lima', email: randomEmail(), consentimento: true, ...change });
    expectValidationError(res, field);
  });
});
