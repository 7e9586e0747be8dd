import { MSG_COBRANCAS } from '@consultorio/contracts/cobrancas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { textoPdf } from '../carne-leao/testing.ts';
import { pacienteNoPortal } from '../portal/testing.ts';
import { cobrar, createSessao, type Json, pedir, psicologaComPix } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // The first sign-up of a file warms the password hashing up (slow on a loaded machine): not any test's time.
  await createUser(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** A patient in the portal with a charge of two sessions and a free item, paid by PIX on 2026-01-20. */
async function cobrancaPaga(paciente: Json = {}) {
  const user = await psicologaComPix(app);
  const portal = await pacienteNoPortal(app, user, { cpf: '529.982.247-25', ...paciente });
  const s1 = await createSessao(app, user, portal.pacienteId, { data: '2026-01-05', valor: 150 });
  const s2 = await createSessao(app, user, portal.pacienteId, { data: '2026-01-12', valor: 150 });
  const cobranca = await cobrar(app, user, {
    paciente_id: portal.pacienteId,
    sessoes: [s1.id, s2.id],
    itens: [{ descricao: 'Relatório psicológico', valor: 90.5 }],
  });
  const paga = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/pagar`, {
    data_pagamento: '2026-01-20',
    forma_pagamento: 'pix',
  });
  expect(paga.statusCode, paga.body).toBe(200);
  return { user, portal, cobranca };
}

const abrir = (portal: { auth: { authorization: string } }, id: string) =>
  pedir(app, portal, 'GET', `/portal/documentos/${id}/pdf`);

describe('the paid charge’s receipt (docs/product.md §18)', () => {
  it('appears among the patient’s documents, new until opened, and is the receipt of the whole charge', async () => {
    const { portal, cobranca } = await cobrancaPaga({ nome: 'Conceição Araújo' });
    const antes = (await pedir(app, portal, 'GET', '/portal/documentos')).json().documentos;
    expect(antes).toEqual([
      {
        id: cobranca.id,
        tipo: 'recibo',
        titulo: `Recibo da cobrança nº ${cobranca.numero} — pago em 20/01/2026`,
        entregue_em: expect.any(String),
        visualizado_em: null,
      },
    ]);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.documentos_novos).toBe(1);

    const res = await abrir(portal, cobranca.id);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.headers['content-disposition']).toContain(`recibo-cobranca-${cobranca.numero}.pdf`);
    const texto = await textoPdf(res.rawPayload);
    expect(texto).toContain('RECIBO');
    expect(texto).toContain('Recebi de Conceição Araújo, CPF 529.982.247-25, a importância de R$ 390,50');
    expect(texto).toContain('trezentos e noventa reais e cinquenta centavos');
    expect(texto).toContain(
      `Sessão de 05/01/2026, Sessão de 12/01/2026 e Relatório psicológico (cobrança nº ${cobranca.numero})`,
    );
    expect(texto).toContain('paga em 20/01/2026');
    expect(texto).toContain('PIX');

    const depois = (await pedir(app, portal, 'GET', '/portal/documentos')).json().documentos;
    expect(depois[0].visualizado_em).toEqual(expect.any(String));
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.documentos_novos).toBe(0);
  });

  it('a minor’s receipt names the guardian who paid and the patient who received the care', async () => {
    const { portal, cobranca } = await cobrancaPaga({
      nome: 'Pedro Lima',
      cpf: undefined,
      data_nascimento: '2015-03-10',
      responsavel: {
        nome: 'Marina Lima',
        cpf: '111.444.777-35',
        telefone: '(11) 98765-4321',
        parentesco: 'mae',
      },
    });
    const texto = await textoPdf((await abrir(portal, cobranca.id)).rawPayload);
    expect(texto).toContain('Recebi de Marina Lima, CPF 111.444.777-35');
    expect(texto).toContain('prestado a Pedro Lima, CPF não informado');
  });

  it('the psychologist downloads the same receipt; an open charge has none yet', async () => {
    const { user, portal, cobranca } = await cobrancaPaga();
    const dela = await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}/recibo`);
    expect([dela.statusCode, dela.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await textoPdf(dela.rawPayload)).toContain('R$ 390,50');

    const aberta = await cobrar(app, user, {
      paciente_id: portal.pacienteId,
      itens: [{ descricao: 'Sessão extra', valor: 150 }],
    });
    const res = await pedir(app, user, 'GET', `/cobrancas/${aberta.id}/recibo`);
    expect([res.statusCode, res.json().message]).toEqual([422, MSG_COBRANCAS.reciboSoPaga]);
    expect((await abrir(portal, aberta.id)).statusCode).toBe(404);
    const ids = (await pedir(app, portal, 'GET', '/portal/documentos'))
      .json()
      .documentos.map((d: { id: string }) => d.id);
    expect(ids).toEqual([cobranca.id]);
  });

  it('another patient, another psychologist and a psychologist’s token never reach it', async () => {
    const { user, cobranca } = await cobrancaPaga();
    const outroPaciente = await pacienteNoPortal(app, user);
    expect((await abrir(outroPaciente, cobranca.id)).statusCode).toBe(404);
    expect((await pedir(app, outroPaciente, 'GET', '/portal/documentos')).json().documentos).toEqual([]);
    const outra = await psicologaComPix(app);
    expect((await pedir(app, outra, 'GET', `/cobrancas/${cobranca.id}/recibo`)).statusCode).toBe(404);
    expect((await pedir(app, user, 'GET', `/portal/documentos/${cobranca.id}/pdf`)).statusCode).toBe(401);
  });
});
