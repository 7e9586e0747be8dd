import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hojeEm, somaDias } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { lerBrCode, subcampos } from '../pagamentos/brcode.ts';
import {
  CONFIG_PADRAO,
  cadastrarPaciente,
  cobrar,
  createSessao,
  type Json,
  pacienteComSessoes,
  pedir,
  psicologaComPix,
} from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // The first sign-up of a file warms the password hashing up (slow on a loaded machine): not any test's time.
  await createUser(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const hoje = () => hojeEm('America/Sao_Paulo');

describe('GET/PUT /user/cobranca: the PIX key by its kind', () => {
  it('is null before the first save; then the defaults fill what was left out', async () => {
    const user = await psicologaComPix(app);
    const res = await pedir(app, user, 'GET', '/user/cobranca');
    expect(res.json().cobranca_config).toEqual({
      chave_pix: 'ana.souza@exemplo.com.br',
      tipo_chave: 'email',
      nome_recebedor: 'Ana Beatriz Souza',
      cidade: 'Sao Paulo',
      vencimento_dias: 3,
      lembrete_automatico: true,
      mensagem: null,
      cobrar_faltas: true,
    });
    const { createEssencialUser } = await import('../financeiro/testing.ts');
    const nova = await createEssencialUser(app);
    expect((await pedir(app, nova, 'GET', '/user/cobranca')).json()).toEqual({ cobranca_config: null });
  }, 120_000);

  it.each([
    ['CPF with its mask', '529.982.247-25', 'cpf', '52998224725'],
    ['CNPJ with its mask', '11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['e-mail in capitals', 'Ana.Souza@Exemplo.COM.br', 'email', 'ana.souza@exemplo.com.br'],
    ['mobile with +55 and DDD', '+55 (11) 98765-4321', 'telefone', '+5511987654321'],
    [
      'random key',
      '123E4567-E12B-12D1-A456-426655440000',
      'aleatoria',
      '123e4567-e12b-12d1-a456-426655440000',
    ],
  ])('accepts a %s', async (_caso, chave, tipo, guardada) => {
    const user = await psicologaComPix(app, { chave_pix: chave });
    const { cobranca_config } = (await pedir(app, user, 'GET', '/user/cobranca')).json();
    expect(cobranca_config).toMatchObject({ tipo_chave: tipo, chave_pix: guardada });
  });

  it.each([
    ['a CPF with wrong check digits', '529.982.247-24', /CPF não confere/],
    ['a CNPJ with wrong check digits', '11.222.333/0001-82', /CNPJ não confere/],
    ['an e-mail without domain', 'ana@', /e-mail válido/],
    ['a phone without DDD', '+55 98765-4321', /\+55, o DDD/],
    ['a foreign phone', '+1 202 555 0143', /\+55, o DDD/],
    ['a word', 'minha chave', /Chave PIX inválida/],
    ['a phone without +55 (reads as a CPF)', '11987654321', /CPF não confere/],
  ])('refuses %s with 422', async (_caso, chave, mensagem) => {
    const user = await psicologaComPix(app);
    const res = await pedir(app, user, 'PUT', '/user/cobranca', { ...CONFIG_PADRAO, chave_pix: chave });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.chave_pix[0]).toMatch(mensagem);
  });

  it('drops accents from name and city; over 25 / 15 characters, or days out of 0–30, are 422', async () => {
    const user = await psicologaComPix(app, { nome_recebedor: 'Conceição Araújo', cidade: 'Goiânia' });
    const { cobranca_config } = (await pedir(app, user, 'GET', '/user/cobranca')).json();
    expect(cobranca_config).toMatchObject({ nome_recebedor: 'Conceicao Araujo', cidade: 'Goiania' });
    for (const [campo, valor] of [
      ['nome_recebedor', 'Ana Beatriz Souza de Almeida'],
      ['cidade', 'São José dos Campos'],
      ['vencimento_dias', 31],
      ['vencimento_dias', -1],
    ] as const) {
      const res = await pedir(app, user, 'PUT', '/user/cobranca', { ...CONFIG_PADRAO, [campo]: valor });
      expect(res.statusCode, campo).toBe(422);
      expect(res.json().errors[campo]).toBeDefined();
    }
  });

  it('needs gestao_financeira: the free plan is refused', async () => {
    const gratuita = await createUser(app);
    expect((await pedir(app, gratuita, 'GET', '/user/cobranca')).statusCode).toBe(403);
    const body = { paciente_id: gratuita.id, itens: [{ descricao: 'Sessão', valor: 150 }] };
    expect((await pedir(app, gratuita, 'POST', '/cobrancas', body)).statusCode).toBe(403);
  });
});

describe('POST /cobrancas', () => {
  it('without a saved key: 422 "Cadastre sua chave PIX…"', async () => {
    const { createEssencialUser } = await import('../financeiro/testing.ts');
    const user = await createEssencialUser(app);
    const p = await cadastrarPaciente(app, user);
    const res = await pedir(app, user, 'POST', '/cobrancas', {
      paciente_id: p.id,
      itens: [{ descricao: 'x', valor: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Cadastre sua chave PIX/);
  });

  it('sums sessions and free items in centavos; the BR Code carries key, amount, name, city, txid and a valid CRC', async () => {
    const user = await psicologaComPix(app, { nome_recebedor: 'Conceição Araújo', cidade: 'Goiânia' });
    const { pacienteId, sessoes } = await pacienteComSessoes(app, user);
    const cobranca = await cobrar(app, user, {
      paciente_id: pacienteId,
      sessoes,
      itens: [
        { descricao: 'Taxa de relatório', valor: 0.1 },
        { descricao: 'Cópia', valor: 0.2 },
      ],
    });
    expect(cobranca).toMatchObject({
      numero: 1,
      paciente_id: pacienteId,
      valor: 300.3,
      status: 'aberta',
      vencimento: somaDias(hoje(), 3),
      itens: [
        { descricao: 'Sessão de 05/01/2026', valor: 150, sessao_id: sessoes[0] },
        { descricao: 'Sessão de 12/01/2026', valor: 150, sessao_id: sessoes[1] },
        { descricao: 'Taxa de relatório', valor: 0.1 },
        { descricao: 'Cópia', valor: 0.2 },
      ],
    });
    expect((cobranca.itens as Json[])[2]).not.toHaveProperty('sessao_id');
    const pix = cobranca.pix as { copia_e_cola: string; qr_code: string };
    const { campos, crcValido } = lerBrCode(pix.copia_e_cola);
    expect(crcValido).toBe(true);
    expect(campos['00']).toBe('01');
    expect(subcampos(campos['26'])).toEqual({ '00': 'br.gov.bcb.pix', '01': 'ana.souza@exemplo.com.br' });
    expect(campos['52']).toBe('0000');
    expect(campos['53']).toBe('986');
    expect(campos['54']).toBe('300.30');
    expect(campos['58']).toBe('BR');
    expect(campos['59']).toBe('Conceicao Araujo');
    expect(campos['60']).toBe('Goiania');
    expect(cobranca.txid).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(subcampos(campos['62'])).toEqual({ '05': cobranca.txid });
    expect(pix.copia_e_cola.slice(-8, -4)).toBe('6304');
    // The QR image decodes back to the very same text.
    const png = Buffer.from(pix.qr_code.slice('data:image/png;base64,'.length), 'base64');
    const arquivo = join(mkdtempSync(join(tmpdir(), 'cobranca-')), 'qr.png');
    writeFileSync(arquivo, png);
    expect(execFileSync('zbarimg', ['--raw', '-q', arquivo], { encoding: 'utf8' }).replace(/\n$/, '')).toBe(
      pix.copia_e_cola,
    );
    // The next one counts up and has its own txid.
    const segunda = await cobrar(app, user, {
      paciente_id: pacienteId,
      itens: [{ descricao: 'Avaliação', valor: 400 }],
    });
    expect(segunda.numero).toBe(2);
    expect(segunda.txid).not.toBe(cobranca.txid);
  });

  it('no item is 422; a past due date is 422', async () => {
    const user = await psicologaComPix(app);
    const p = await cadastrarPaciente(app, user);
    for (const body of [{ paciente_id: p.id }, { paciente_id: p.id, sessoes: [], itens: [] }]) {
      const res = await pedir(app, user, 'POST', '/cobrancas', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.itens[0]).toBe('Inclua ao menos uma sessão ou um item na cobrança.');
    }
    const passado = await pedir(app, user, 'POST', '/cobrancas', {
      paciente_id: p.id,
      itens: [{ descricao: 'x', valor: 10 }],
      vencimento: '2020-01-01',
    });
    expect(passado.statusCode).toBe(422);
  });

  it('a session already paid or already in an open charge is a 409 naming it', async () => {
    const user = await psicologaComPix(app);
    const { pacienteId, sessoes } = await pacienteComSessoes(app, user);
    await cobrar(app, user, { paciente_id: pacienteId, sessoes: [sessoes[0]] });
    const emCobranca = await pedir(app, user, 'POST', '/cobrancas', { paciente_id: pacienteId, sessoes });
    expect(emCobranca.statusCode).toBe(409);
    expect(emCobranca.json().message).toBe('A sessão de 05/01/2026 já está na cobrança nº 1.');
    const paga = await createSessao(app, user, pacienteId, { data: '2026-01-19', valor: 150, pago: true });
    const res = await pedir(app, user, 'POST', '/cobrancas', { paciente_id: pacienteId, sessoes: [paga.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A sessão de 19/01/2026 já está paga.');
  });

  it("another psychologist's patient or session is a 404; an archived patient a 409", async () => {
    const ana = await psicologaComPix(app);
    const bia = await psicologaComPix(app);
    const daBia = await pacienteComSessoes(app, bia);
    const daAna = await cadastrarPaciente(app, ana);
    expect(
      (
        await pedir(app, ana, 'POST', '/cobrancas', {
          paciente_id: daBia.pacienteId,
          itens: [{ descricao: 'x', valor: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await pedir(app, ana, 'POST', '/cobrancas', { paciente_id: daAna.id, sessoes: daBia.sessoes }))
        .statusCode,
    ).toBe(404);
    const arquivada = await pacienteComSessoes(app, ana, ['2026-01-05']);
    expect((await pedir(app, ana, 'POST', `/paciente/${arquivada.pacienteId}/arquivar`, {})).statusCode).toBe(
      200,
    );
    const res = await pedir(app, ana, 'POST', '/cobrancas', {
      paciente_id: arquivada.pacienteId,
      sessoes: arquivada.sessoes,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Paciente arquivado: restaure para editar.');
  });
});

describe('POST /cobrancas/mes: one charge per patient, once', () => {
  it('charges the month sessions with a value, unpaid and free; faltas by the setting, cancelled never; a rerun creates nothing', async () => {
    const user = await psicologaComPix(app);
    const a = await pacienteComSessoes(app, user, ['2026-03-02', '2026-03-09'], { nome: 'Alice Prado' });
    const b = await pacienteComSessoes(app, user, ['2026-03-03', '2026-04-01'], { nome: 'Bruno Dias' });
    const c = await pacienteComSessoes(
      app,
      user,
      ['2026-03-04'],
      { nome: 'Carla Reis' },
      { presenca: 'falta' },
    );
    await pacienteComSessoes(app, user, ['2026-03-05'], { nome: 'Davi Lins' }, { presenca: 'cancelada' });
    await pacienteComSessoes(app, user, ['2026-03-06'], { nome: 'Elisa Paz' }, { pago: true });
    await createSessao(app, user, a.pacienteId, { data: '2026-03-16', valor: null, pago: false });
    const arquivado = await pacienteComSessoes(app, user, ['2026-03-07'], { nome: 'Fábio Arquivado' });
    await pedir(app, user, 'POST', `/paciente/${arquivado.pacienteId}/arquivar`, {});
    const jaCobrada = await pacienteComSessoes(app, user, ['2026-03-10'], { nome: 'Gil Cobrado' });
    await cobrar(app, user, { paciente_id: jaCobrada.pacienteId, sessoes: jaCobrada.sessoes });

    const previa = await pedir(app, user, 'GET', '/cobrancas/mes/previa?mes=2026-03');
    expect(previa.statusCode, previa.body).toBe(200);
    expect(previa.json()).toEqual({
      mes: '2026-03',
      pacientes: [
        { paciente_id: a.pacienteId, paciente_nome: 'Alice Prado', sessoes: 2, valor: 300 },
        { paciente_id: b.pacienteId, paciente_nome: 'Bruno Dias', sessoes: 1, valor: 150 },
        { paciente_id: c.pacienteId, paciente_nome: 'Carla Reis', sessoes: 1, valor: 150 },
      ],
      quantidade: 3,
      total: 600,
    });

    const res = await pedir(app, user, 'POST', '/cobrancas/mes', { mes: '2026-03' });
    expect(res.statusCode, res.body).toBe(201);
    const { cobrancas, criadas } = res.json();
    expect(criadas).toBe(3);
    expect(cobrancas.map((x: Json) => [x.paciente_id, x.valor, x.numero, x.competencia])).toEqual([
      [a.pacienteId, 300, 2, '2026-03'],
      [b.pacienteId, 150, 3, '2026-03'],
      [c.pacienteId, 150, 4, '2026-03'],
    ]);
    expect(cobrancas[0].itens.map((i: Json) => i.sessao_id)).toEqual(a.sessoes);
    expect(lerBrCode(cobrancas[0].pix.copia_e_cola).crcValido).toBe(true);

    const again = await pedir(app, user, 'POST', '/cobrancas/mes', { mes: '2026-03' });
    expect(again.json()).toEqual({ cobrancas: [], criadas: 0 });
    expect((await pedir(app, user, 'GET', '/cobrancas/mes/previa?mes=2026-03')).json().quantidade).toBe(0);
  });

  it('with cobrar_faltas off a falta is left out; a bad month is 422', async () => {
    const user = await psicologaComPix(app, { cobrar_faltas: false });
    await pacienteComSessoes(app, user, ['2026-03-04'], {}, { presenca: 'falta' });
    expect((await pedir(app, user, 'POST', '/cobrancas/mes', { mes: '2026-03' })).json().criadas).toBe(0);
    expect((await pedir(app, user, 'POST', '/cobrancas/mes', { mes: '2026-13' })).statusCode).toBe(422);
  });
});

describe('paying, cancelling, following up', () => {
  it('paid: the sessions are paid, their receitas pago with the date — the Carnê-Leão month and the Receita Saúde list see them — and a free item becomes a receita', async () => {
    const user = await psicologaComPix(app);
    const { pacienteId, sessoes } = await pacienteComSessoes(app, user, ['2026-01-05', '2026-01-12'], {
      cpf: '52998224725',
    });
    const cobranca = await cobrar(app, user, {
      paciente_id: pacienteId,
      sessoes,
      itens: [{ descricao: 'Relatório escolar', valor: 80.5 }],
    });
    const resumoAntes = (await pedir(app, user, 'GET', '/carne-leao/escrituracao/resumo?ano=2026')).json();
    const res = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/pagar`, {
      data_pagamento: '2026-02-03',
      forma_pagamento: 'pix',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cobranca).toMatchObject({
      status: 'paga',
      data_pagamento: '2026-02-03',
      forma_pagamento: 'pix',
    });
    expect(res.json().cobranca.pago_em).toMatch(/^\d{4}-\d\d-\d\dT/);

    const lista = (await pedir(app, user, 'GET', `/paciente/${pacienteId}/sessoes`)).json().sessoes as Json[];
    expect(lista.every((s) => s.pago === true && s.forma_pagamento === 'pix')).toBe(true);

    const fin = (await pedir(app, user, 'GET', '/financeiros?per_page=100')).json().financeiros as Json[];
    const doPaciente = fin.filter((f) => f.paciente_id === pacienteId);
    expect(doPaciente).toHaveLength(3);
    expect(doPaciente.every((f) => f.status === 'pago' && f.data_pagamento === '2026-02-03')).toBe(true);
    expect(doPaciente.map((f) => f.valor).sort()).toEqual([150, 150, 80.5].sort());

    const mes = (await pedir(app, user, 'POST', '/carne-leao/simular', { ano: 2026, mes: 2 })).json().calculo;
    expect(mes.rendimentos).toBe(380.5);
    const escrituracao = (await pedir(app, user, 'GET', '/carne-leao/escrituracao?ano=2026&mes=2')).json();
    expect(escrituracao.rendimentos).toHaveLength(3);
    const resumo = (await pedir(app, user, 'GET', '/carne-leao/escrituracao/resumo?ano=2026')).json();
    expect(resumo.recibos_pendentes).toBe(resumoAntes.recibos_pendentes + 3);
    expect(resumo.meses[1].recibos_pendentes).toBe(3);

    const duas = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/pagar`, {
      data_pagamento: '2026-02-03',
    });
    expect(duas.statusCode).toBe(409);
    expect((await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/cancelar`)).statusCode).toBe(409);
  });

  it('a session registered with its receita keeps one receita; a future payment date is 422', async () => {
    const user = await psicologaComPix(app);
    const p = await cadastrarPaciente(app, user);
    const s = await createSessao(app, user, p.id, {
      data: '2026-01-05',
      valor: 200,
      pago: false,
      gerar_lancamento: true,
    });
    const cobranca = await cobrar(app, user, { paciente_id: p.id, sessoes: [s.id] });
    const futuro = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/pagar`, {
      data_pagamento: somaDias(hoje(), 2),
    });
    expect(futuro.statusCode).toBe(422);
    expect((await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/pagar`, {})).statusCode).toBe(200);
    const fin = (await pedir(app, user, 'GET', '/financeiros?per_page=100')).json().financeiros as Json[];
    const receitas = fin.filter((f) => f.paciente_id === p.id);
    expect(receitas).toHaveLength(1);
    expect(receitas[0]).toMatchObject({ status: 'pago', data_pagamento: hoje(), valor: 200 });
  });

  it('cancelled: the sessions are free to charge again', async () => {
    const user = await psicologaComPix(app);
    const { pacienteId, sessoes } = await pacienteComSessoes(app, user);
    const primeira = await cobrar(app, user, { paciente_id: pacienteId, sessoes });
    const res = await pedir(app, user, 'POST', `/cobrancas/${primeira.id}/cancelar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cobranca).toMatchObject({ status: 'cancelada' });
    const segunda = await cobrar(app, user, { paciente_id: pacienteId, sessoes });
    expect(segunda.numero).toBe(2);
    expect((await pedir(app, user, 'POST', `/cobrancas/${primeira.id}/pagar`, {})).statusCode).toBe(409);
  });

  it('GET /cobrancas filters by status (vencida derived), patient and month, with the totals', async () => {
    const user = await psicologaComPix(app);
    const a = await pacienteComSessoes(app, user, ['2026-01-05']);
    const b = await pacienteComSessoes(app, user, ['2026-01-06', '2026-01-07']);
    const c = await pacienteComSessoes(app, user, ['2026-02-02']);
    const ca = await cobrar(app, user, { paciente_id: a.pacienteId, sessoes: a.sessoes });
    const cb = await cobrar(app, user, { paciente_id: b.pacienteId, sessoes: b.sessoes });
    const cc = await cobrar(app, user, { paciente_id: c.pacienteId, sessoes: c.sessoes });
    await pedir(app, user, 'POST', `/cobrancas/${cc.id}/pagar`, {});
    const { cobrancas } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await app.ctx.db.update(cobrancas).set({ vencimento: '2026-01-20' }).where(eq(cobrancas.id, ca.id));

    const todas = (await pedir(app, user, 'GET', '/cobrancas')).json();
    expect(todas.pagination).toMatchObject({ page: 1, total: 3 });
    expect(todas.cobrancas.map((x: Json) => [x.numero, x.status])).toEqual([
      [3, 'paga'],
      [2, 'aberta'],
      [1, 'vencida'],
    ]);
    expect(todas.cobrancas[0].pix).not.toHaveProperty('qr_code');
    expect(todas.totais).toEqual({ em_aberto: 450, vencido: 150, recebido_no_mes: 150 });

    const vencidas = (await pedir(app, user, 'GET', '/cobrancas?status=vencida')).json();
    expect(vencidas.cobrancas.map((x: Json) => x.id)).toEqual([ca.id]);
    const abertas = (await pedir(app, user, 'GET', '/cobrancas?status=aberta')).json();
    expect(abertas.cobrancas.map((x: Json) => x.id)).toEqual([cb.id]);
    const doB = (await pedir(app, user, 'GET', `/cobrancas?paciente_id=${b.pacienteId}`)).json();
    expect(doB.cobrancas).toHaveLength(1);
    expect(doB.totais).toEqual({ em_aberto: 300, vencido: 0, recebido_no_mes: 0 });
    expect(
      (await pedir(app, user, 'GET', '/cobrancas?mes=2026-02')).json().cobrancas.map((x: Json) => x.id),
    ).toEqual([cc.id]);
    const pagina = (await pedir(app, user, 'GET', '/cobrancas?per_page=2&page=2')).json();
    expect(pagina.cobrancas.map((x: Json) => x.numero)).toEqual([1]);
    expect((await pedir(app, user, 'GET', '/cobrancas?status=talvez')).statusCode).toBe(422);
  });

  it("another psychologist's charge is a 404 on every route", async () => {
    const ana = await psicologaComPix(app);
    const bia = await psicologaComPix(app);
    const { pacienteId, sessoes } = await pacienteComSessoes(app, ana);
    const c = await cobrar(app, ana, { paciente_id: pacienteId, sessoes });
    for (const [m, url, body] of [
      ['GET', `/cobrancas/${c.id}`, undefined],
      ['POST', `/cobrancas/${c.id}/pagar`, {}],
      ['POST', `/cobrancas/${c.id}/cancelar`, undefined],
      ['GET', `/cobrancas/${c.id}/comprovante`, undefined],
      ['POST', `/cobrancas/${c.id}/recusar-comprovante`, { motivo: 'x' }],
    ] as const) {
      expect((await pedir(app, bia, m, url, body)).statusCode, url).toBe(404);
    }
    expect((await pedir(app, bia, 'GET', '/cobrancas')).json().cobrancas).toEqual([]);
    expect((await pedir(app, ana, 'GET', `/cobrancas/${c.id}`)).json().cobranca.pix.qr_code).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it('a secretária uses every route with finance access, none without', async () => {
    const { convidarEAceitar } = await import('../equipe/testing.ts');
    const titular = await psicologaComPix(app);
    const { pacienteId, sessoes } = await pacienteComSessoes(app, titular);
    const sem = await convidarEAceitar(app, titular, 'Joana Recepção');
    expect((await pedir(app, sem, 'GET', '/cobrancas')).statusCode).toBe(403);
    expect((await pedir(app, sem, 'GET', '/user/cobranca')).statusCode).toBe(403);
    expect(
      (await pedir(app, sem, 'POST', '/cobrancas', { paciente_id: pacienteId, sessoes })).statusCode,
    ).toBe(403);
    await pedir(app, titular, 'DELETE', `/equipe/${sem.membroId}`);
    const com = await convidarEAceitar(app, titular, 'Marta Recepção', { acesso_financeiro: true });
    expect((await pedir(app, com, 'PUT', '/user/cobranca', CONFIG_PADRAO)).statusCode).toBe(200);
    const res = await pedir(app, com, 'POST', '/cobrancas', { paciente_id: pacienteId, sessoes });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().cobranca.id;
    expect((await pedir(app, com, 'POST', `/cobrancas/${id}/pagar`, {})).json().cobranca.status).toBe('paga');
    const recibo = await pedir(app, com, 'GET', `/cobrancas/${id}/recibo`);
    expect([recibo.statusCode, recibo.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pedir(app, com, 'GET', '/cobrancas')).json().cobrancas).toHaveLength(1);
    expect((await pedir(app, com, 'POST', '/cobrancas/mes', { mes: '2026-01' })).statusCode).toBe(201);
  });
});
