import { hojeEm, somaDias } from '@consultorio/contracts/tempo';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobrancas } from '../../db/schema.ts';
import { conferirEmail, textoDoHtml } from '../../lib/email/testing.ts';
import { caixaDeSaida } from '../../lib/mail.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { exe, filePart, multipart, type Part, pdf, png } from '../anexos/testing.ts';
import { lerBrCode } from '../pagamentos/brcode.ts';
import { pacienteNoPortal } from '../portal/testing.ts';
import { cobrarVencidas } from './lembrete.ts';
import { cobrar, createSessao, type Json, pedir, psicologaComPix } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://consultorio.exemplo.com.br' });
  // The first sign-up of a file warms the password hashing up (slow on a loaded machine): not any test's time.
  await createUser(app);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const CLINICO = /anamnese|prontu|diagn|terapi|psicol|psicólog|sess[aã]o|\bCID\b|transtorno|consulta/i;

const informar = (quem: { auth: { authorization: string } }, id: string, parts: Part[]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/portal/cobrancas/${id}/informar-pagamento`,
    headers: { ...quem.auth, ...body.headers },
    payload: body.payload,
  });
};

/** A psychologist with her key, a patient in the portal and one open charge of two sessions. */
async function cenario(paciente: Json = {}) {
  const user = await psicologaComPix(app);
  const portal = await pacienteNoPortal(app, user, paciente);
  const s1 = await createSessao(app, user, portal.pacienteId, { data: '2026-01-05', valor: 150 });
  const s2 = await createSessao(app, user, portal.pacienteId, { data: '2026-01-12', valor: 150 });
  const cobranca = await cobrar(app, user, { paciente_id: portal.pacienteId, sessoes: [s1.id, s2.id] });
  return { user, portal, cobranca, sessoes: [s1.id, s2.id] };
}

describe('the patient page: charges and the informed payment', () => {
  it('lists only this patient’s charges, with the PIX of the open ones; the home counts them', async () => {
    const { user, portal, cobranca } = await cenario();
    const outro = await pacienteNoPortal(app, user);
    await cobrar(app, user, {
      paciente_id: outro.pacienteId,
      itens: [{ descricao: 'Relatório', valor: 90 }],
    });
    const res = await pedir(app, portal, 'GET', '/portal/cobrancas');
    expect(res.statusCode, res.body).toBe(200);
    const { cobrancas: lista } = res.json();
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      id: cobranca.id,
      numero: cobranca.numero,
      valor: 300,
      status: 'aberta',
      recebedor: 'Ana Beatriz Souza',
      itens: [
        { descricao: 'Sessão de 05/01/2026', valor: 150 },
        { descricao: 'Sessão de 12/01/2026', valor: 150 },
      ],
    });
    expect(lerBrCode(lista[0].pix.copia_e_cola).crcValido).toBe(true);
    expect(lista[0].pix.qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.cobrancas).toBe(1);
    // A portal token is not a psychologist's: her routes refuse it.
    expect((await pedir(app, portal, 'GET', `/cobrancas/${cobranca.id}`)).statusCode).toBe(401);
  });

  it('informed with a PNG: informada, the psychologist is e-mailed, sees the file, and confirms it paid', async () => {
    const { user, portal, cobranca, sessoes } = await cenario({ nome: 'Conceição Araújo' });
    const imagem = png(64, 64);
    const res = await informar(portal, cobranca.id, [filePart('comprovante', 'comprovante.png', imagem)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cobranca: { id: cobranca.id, status: 'informada' } });
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.cobrancas).toBe(0);
    const caixa = caixaDeSaida(app.ctx.config.dataDir, user.email);
    const { lido } = await conferirEmail(caixa.at(-1)?.eml ?? '', {
      para: user.email,
      assunto: `Pagamento informado: cobrança nº ${cobranca.numero}`,
    });
    expect(lido.text).toContain('Conceição Araújo informou');
    expect(lido.text).toContain(`/financeiro/cobrancas/${cobranca.id}`);

    const psi = (await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}`)).json().cobranca;
    expect(psi).toMatchObject({ status: 'informada', comprovante: { tipo: 'png', tamanho: imagem.length } });
    const arquivo = await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}/comprovante`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('image/png');
    expect(arquivo.rawPayload.equals(imagem)).toBe(true);
    // Stored encrypted: the bytes on disk are not the image.
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const pasta = join(app.ctx.config.dataDir, 'files');
    const guardados = readdirSync(pasta, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(
      guardados.some((d) => readFileSync(join(d.parentPath, d.name)).includes(imagem.subarray(0, 64))),
    ).toBe(false);

    expect((await informar(portal, cobranca.id, [filePart('comprovante', 'c.pdf', pdf())])).statusCode).toBe(
      409,
    );
    const paga = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/pagar`, {});
    expect(paga.json().cobranca.status).toBe('paga');
    const lista = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/sessoes`)).json()
      .sessoes as Json[];
    expect(lista.filter((s) => sessoes.includes(s.id as string)).every((s) => s.pago)).toBe(true);
    const noPortal = (await pedir(app, portal, 'GET', '/portal/cobrancas')).json().cobrancas[0];
    expect(noPortal).toMatchObject({ status: 'paga', data_pagamento: hojeEm('America/Sao_Paulo') });
    expect(noPortal.pix).not.toHaveProperty('qr_code');
  });

  it('sent back: aberta again, the patient reads the reason, and may send another', async () => {
    const { user, portal, cobranca } = await cenario();
    expect((await informar(portal, cobranca.id, [filePart('comprovante', 'c.pdf', pdf())])).statusCode).toBe(
      200,
    );
    const sem = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/recusar-comprovante`, {});
    expect(sem.statusCode).toBe(422);
    const res = await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/recusar-comprovante`, {
      motivo: 'O valor do comprovante é de outra cobrança.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cobranca).toMatchObject({ status: 'aberta', comprovante: null });
    expect((await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}/comprovante`)).statusCode).toBe(404);
    const noPortal = (await pedir(app, portal, 'GET', '/portal/cobrancas')).json().cobrancas[0];
    expect(noPortal).toMatchObject({
      status: 'aberta',
      motivo_recusa: 'O valor do comprovante é de outra cobrança.',
    });
    expect(
      (await pedir(app, user, 'POST', `/cobrancas/${cobranca.id}/recusar-comprovante`, { motivo: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await informar(portal, cobranca.id, [filePart('comprovante', 'c.jpg', pdf())])).statusCode).toBe(
      200,
    );
  });

  it('a file that lies about its type is 415, an empty or missing one 422, one over 5 MB 413; nothing changes', async () => {
    const { user, portal, cobranca } = await cenario();
    const mentira = await informar(portal, cobranca.id, [filePart('comprovante', 'comprovante.png', exe())]);
    expect(mentira.statusCode).toBe(415);
    expect(mentira.json().message).toMatch(/PDF, JPG ou PNG/);
    const texto = await informar(portal, cobranca.id, [
      filePart('comprovante', 'c.pdf', Buffer.from('%PDX não é')),
    ]);
    expect(texto.statusCode).toBe(415);
    expect((await informar(portal, cobranca.id, [{ name: 'outro', value: 'x' }])).statusCode).toBe(422);
    expect(
      (await informar(portal, cobranca.id, [filePart('comprovante', 'c.pdf', Buffer.alloc(0))])).statusCode,
    ).toBe(422);
    const grande = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await informar(portal, cobranca.id, [filePart('comprovante', 'c.pdf', grande)])).statusCode).toBe(
      413,
    );
    expect((await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}`)).json().cobranca.status).toBe(
      'aberta',
    );
  });

  it("another patient's charge, or another psychologist's, is a 404", async () => {
    const a = await cenario();
    const outroPaciente = await pacienteNoPortal(app, a.user);
    const b = await cenario();
    for (const [quem, id] of [
      [outroPaciente, a.cobranca.id],
      [b.portal, a.cobranca.id],
    ] as const) {
      const res = await informar(quem, id, [filePart('comprovante', 'c.png', png())]);
      expect(res.statusCode).toBe(404);
    }
    expect((await pedir(app, a.user, 'GET', `/cobrancas/${a.cobranca.id}`)).json().cobranca.status).toBe(
      'aberta',
    );
  });
});

describe('job cobrar-vencidas', () => {
  it('e-mails the patient once, the day after the due date, with no clinical word; a rerun sends nothing', async () => {
    const { user, portal, cobranca } = await cenario({ nome: 'Conceição Araújo' });
    const email = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}`)).json().paciente
      .email as string;
    const ontem = somaDias(hojeEm('America/Sao_Paulo'), -1);
    // Not yet due: nothing.
    const antes = caixaDeSaida(app.ctx.config.dataDir, email).length;
    await cobrarVencidas(app.ctx);
    expect(caixaDeSaida(app.ctx.config.dataDir, email).length).toBe(antes);
    await app.ctx.db.update(cobrancas).set({ vencimento: ontem }).where(eq(cobrancas.id, cobranca.id));
    const run = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs/cobrar-vencidas/executar',
      headers: { authorization: `Bearer ${app.ctx.config.adminToken}` },
    });
    expect(run.statusCode, run.body).toBe(200);
    const caixa = caixaDeSaida(app.ctx.config.dataDir, email);
    expect(caixa.length).toBe(antes + 1);
    const { lido } = await conferirEmail(caixa.at(-1)?.eml ?? '', {
      para: email,
      assunto: `Pagamento pendente: cobrança nº ${cobranca.numero}`,
    });
    expect(lido.text).toContain('Olá, Conceição!');
    expect(lido.text).toContain('R$ 300,00');
    expect(lido.text).toContain(`Vencimento: ${ontem.split('-').reverse().join('/')}`);
    expect(lido.text).toContain(portal.url);
    expect(lido.text).toContain((cobranca.pix as { copia_e_cola: string }).copia_e_cola);
    expect(lido.text).not.toMatch(CLINICO);
    expect(textoDoHtml(lido.html || '')).not.toMatch(CLINICO);
    expect(await cobrarVencidas(app.ctx)).toBe(0);
    expect(caixaDeSaida(app.ctx.config.dataDir, email).length).toBe(antes + 1);
    expect(
      (await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}`)).json().cobranca.lembrete_enviado_em,
    ).toMatch(/T/);
  });

  it('sends nothing with lembrete_automatico off, nor for a paid or informed charge', async () => {
    const { user, portal, cobranca } = await cenario();
    const ontem = somaDias(hojeEm('America/Sao_Paulo'), -1);
    await app.ctx.db.update(cobrancas).set({ vencimento: ontem }).where(eq(cobrancas.id, cobranca.id));
    await pedir(app, user, 'PUT', '/user/cobranca', {
      chave_pix: 'ana.souza@exemplo.com.br',
      nome_recebedor: 'Ana',
      cidade: 'Recife',
      lembrete_automatico: false,
    });
    const enviados = await cobrarVencidas(app.ctx);
    const linha = (await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}`)).json().cobranca;
    expect(linha.lembrete_enviado_em).toBeNull();
    expect(enviados).toBeGreaterThanOrEqual(0);
    await informar(portal, cobranca.id, [filePart('comprovante', 'c.png', png())]);
    await pedir(app, user, 'PUT', '/user/cobranca', {
      chave_pix: 'ana.souza@exemplo.com.br',
      nome_recebedor: 'Ana',
      cidade: 'Recife',
    });
    await cobrarVencidas(app.ctx);
    expect(
      (await pedir(app, user, 'GET', `/cobrancas/${cobranca.id}`)).json().cobranca.lembrete_enviado_em,
    ).toBeNull();
  });
});
