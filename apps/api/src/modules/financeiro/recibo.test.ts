import { formatCpf } from '@consultorio/contracts/br';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { crpDoTeste, randomCpf } from '../../test/factories.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { textoPdf } from '../carne-leao/testing.ts';
import { AVISO_RECEITA_SAUDE, valorPorExtenso } from './recibo-pdf.ts';
import { cadastrarPaciente, lancar, setPlan } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let crp: string;
const cpf = randomCpf();
beforeAll(async () => {
  app = await buildTestApp();
  crp = crpDoTeste();
  user = await createUser(app, { nome: 'Helena Prado Vieira', cpf, crp });
  await setPlan(app, user.id, 'essencial');
});
afterAll(async () => {
  await app.close();
});

const recibo = (id: string, auth = user.auth) =>
  app.inject({ url: `/api/financeiros/${id}/recibo`, headers: auth });

describe('valorPorExtenso', () => {
  it('writes the amount in Portuguese words, reais and centavos', () => {
    expect(valorPorExtenso(3500)).toBe('três mil e quinhentos reais');
    expect(valorPorExtenso(150.5)).toBe('cento e cinquenta reais e cinquenta centavos');
    expect(valorPorExtenso(1.01)).toBe('um real e um centavo');
  });
});

describe('GET /financeiros/{id}/recibo', () => {
  it('prints a receipt of a paid receita with every field Receita Saúde asks for', async () => {
    const l = await lancar(app, user, {
      valor: 3500,
      data: '2026-03-02',
      data_pagamento: '2026-03-05',
      status: 'pago',
      descricao: 'Psicoterapia individual — março',
      pagador_nome: 'Carla Mendes',
      pagador_cpf: '52998224725',
      forma_pagamento: 'pix',
    });
    const res = await recibo(l.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('recibo-2026-03-05.pdf');
    esperarMetadados(res.rawPayload, {
      titulo: 'Recibo — 05/03/2026',
      autor: 'Helena Prado Vieira',
      semNomes: ['Carla', 'Mendes'],
    });
    const texto = await textoPdf(res.rawPayload);
    for (const trecho of [
      'RECIBO',
      'Helena Prado Vieira',
      formatCpf(cpf),
      `CRP ${crp}`,
      'Carla Mendes',
      '529.982.247-25',
      'R$ 3.500,00',
      'três mil e quinhentos reais',
      'Psicoterapia individual — março',
      '05/03/2026',
      '5 de março de 2026',
      'PIX',
    ]) {
      expect(texto).toContain(trecho);
    }
  });

  it('says, for a payment from an individual, that the Receita Saúde receipt is the one valid for income tax', async () => {
    const pf = await lancar(app, user, { status: 'pago', data_pagamento: '2026-03-06' });
    const texto = await textoPdf((await recibo(pf.id)).rawPayload);
    expect(texto).toContain(AVISO_RECEITA_SAUDE);
    expect(texto).toContain('emitido pelo Receita Saúde (IN RFB nº 2.240/2024)');

    for (const origem of ['exterior', 'pessoa_juridica']) {
      const l = await lancar(app, user, {
        status: 'pago',
        data_pagamento: '2026-03-06',
        origem,
        pagador_nome: 'Instituto Horizonte',
      });
      const res = await recibo(l.id);
      expect(res.statusCode, origem).toBe(200);
      const outro = await textoPdf(res.rawPayload);
      expect(outro, origem).toContain('Instituto Horizonte');
      expect(outro, origem).not.toContain('Receita Saúde');
    }
  });

  it('names the beneficiary when someone else paid (a parent for a child)', async () => {
    const paciente = await cadastrarPaciente(app, user, { nome: 'Joana Mendes' });
    const l = await lancar(app, user, {
      valor: 200,
      data: '2026-03-10',
      data_pagamento: '2026-03-10',
      status: 'pago',
      paciente_id: paciente.id,
      pagador_nome: 'Carla Mendes',
      pagador_cpf: '52998224725',
      beneficiario_cpf: '11144477735',
    });
    const texto = await textoPdf((await recibo(l.id)).rawPayload);
    expect(texto).toContain('Beneficiário');
    expect(texto).toContain('prestado a Joana Mendes, CPF 111.444.777-35');
    expect(texto).toContain('duzentos reais');
  });

  it('names a minor without a CPF as the beneficiary of what the responsável paid', async () => {
    const menor = await cadastrarPaciente(app, user, {
      nome: 'Lia Mendes',
      cpf: '',
      data_nascimento: '2016-05-10',
      responsavel: { nome: 'Carla Mendes', cpf: '529.982.247-25', telefone: '(11) 98888-7777' },
    });
    const l = await lancar(app, user, {
      valor: 180,
      data: '2026-03-12',
      data_pagamento: '2026-03-12',
      status: 'pago',
      paciente_id: menor.id,
    });
    expect(l).toMatchObject({ pagador_nome: 'Carla Mendes', beneficiario_cpf: null });
    const texto = await textoPdf((await recibo(l.id)).rawPayload);
    expect(texto).toContain('Beneficiário');
    expect(texto).toContain('Lia Mendes — CPF não informado');
    expect(texto).toContain('prestado a Lia Mendes, CPF não informado');
  });

  it('refuses a despesa and a pending receita (422), another user’s entry (404) and a plan without finance (403)', async () => {
    const despesa = await lancar(app, user, {
      tipo: 'despesa',
      categoria: 'aluguel',
      status: 'pago',
      data_pagamento: '2026-03-10',
    });
    const r1 = await recibo(despesa.id);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().errors.tipo[0]).toMatch(/somente para receitas/);
    const pendente = await lancar(app, user, { status: 'pendente' });
    const r2 = await recibo(pendente.id);
    expect(r2.statusCode).toBe(422);
    expect(r2.json().errors.status[0]).toMatch(/paga/);

    const outro = await createUser(app);
    await setPlan(app, outro.id, 'essencial');
    const alheio = await lancar(app, outro, { status: 'pago', data_pagamento: '2026-03-10' });
    expect((await recibo(alheio.id)).statusCode).toBe(404);
    expect((await recibo(alheio.id, outro.auth)).statusCode).toBe(200);

    await setPlan(app, outro.id, 'gratuito');
    expect((await recibo(alheio.id, outro.auth)).statusCode).toBe(403);
  });
});
