import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, escalasAplicacoes } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { convidarEAceitar, type Secretaria } from '../equipe/testing.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { decodeQp, outboxFor, pacienteNoPortal, pedir, psicologa, textPart } from '../portal/testing.ts';
import { aplicarRecorrencias } from './service.ts';

// PHQ-9 and GAD-7 (docs/escalas.md, docs/decisions/0088-escalas.md).

let app: FastifyInstance;
let user: TestUser;
let secretaria: Secretaria;
beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
  secretaria = await convidarEAceitar(app, user);
});
afterAll(() => app.close());

const DIA = 86_400_000;
const zeros = (n: number) => Array.from({ length: n }, () => 0);
const phq9 = (...r: number[]) => [...r, ...zeros(9 - r.length)];

async function enviar(pacienteId: string, escala = 'phq9', recorrencia = 'unica') {
  const res = await pedir(app, user, 'POST', `/paciente/${pacienteId}/escalas`, { escala, recorrencia });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().aplicacao as { id: string; status: string; recorrencia: string; enviada_em: string };
}

const listar = async (pacienteId: string) => {
  const res = await pedir(app, user, 'GET', `/paciente/${pacienteId}/escalas`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    aplicacoes: {
      id: string;
      status: string;
      pontuacao: number | null;
      faixa: string | null;
      alerta: boolean;
    }[];
    recorrencias: { escala: string; aplicacao_id: string; proxima_em: string | null }[];
  };
};

/** Moves an application's answer back in time, as if answered `dias` ago. */
const respondidaHa = (id: string, dias: number) =>
  app.ctx.db
    .update(escalasAplicacoes)
    .set({ respondida_em: new Date(Date.now() - dias * DIA) })
    .where(eq(escalasAplicacoes.id, id));

describe('the catalogue', () => {
  it('GET /escalas lists PHQ-9 and GAD-7 with items, maximum and bands', async () => {
    const res = await pedir(app, user, 'GET', '/escalas');
    expect(res.statusCode).toBe(200);
    const [phq, gad] = res.json().escalas;
    expect(phq).toMatchObject({ escala: 'phq9', itens: 9, pontuacao_maxima: 27 });
    expect(gad).toMatchObject({ escala: 'gad7', itens: 7, pontuacao_maxima: 21 });
    expect(phq.nome).toContain('PHQ-9');
    expect(gad.faixas.map((f: { faixa: string }) => f.faixa)).toEqual([
      'minima',
      'leve',
      'moderada',
      'grave',
    ]);
  });
});

describe('sending and answering in the portal', () => {
  it('sent once, listed in the portal, answered once, scored for the psychologist only', async () => {
    const portal = await pacienteNoPortal(app, user);
    const enviada = await enviar(portal.pacienteId, 'gad7');
    expect(enviada).toMatchObject({ status: 'pendente', recorrencia: 'unica' });
    expect(enviada.enviada_em).toEqual(expect.any(String));
    // The same scale while waiting: 409.
    const dup = await pedir(app, user, 'POST', `/paciente/${portal.pacienteId}/escalas`, {
      escala: 'gad7',
      recorrencia: 'semanal',
    });
    expect(dup.statusCode).toBe(409);

    const inicio = await pedir(app, portal, 'GET', '/portal/inicio');
    expect(inicio.json().pendencias.escalas).toBe(1);
    const lista = await pedir(app, portal, 'GET', '/portal/escalas');
    expect(lista.json().aplicacoes).toEqual([expect.objectContaining({ id: enviada.id, escala: 'gad7' })]);
    const aberta = (await pedir(app, portal, 'GET', `/portal/escalas/${enviada.id}`)).json().aplicacao;
    expect(aberta.itens).toHaveLength(7);
    expect(aberta.itens[0]).toEqual({ numero: 1, texto: 'Sentir-se nervoso/a, ansioso/a ou muito tenso/a' });
    expect(aberta.opcoes).toEqual([
      { valor: 0, texto: 'Nenhuma vez' },
      { valor: 1, texto: 'Vários dias' },
      { valor: 2, texto: 'Mais da metade dos dias' },
      { valor: 3, texto: 'Quase todos os dias' },
    ]);
    expect(aberta.instrucao).toMatch(/^Durante as últimas 2 semanas/);
    expect(aberta.aviso).toContain('SATEPSI');

    for (const [respostas, campo] of [
      [[1, 1, 1], 'respostas'],
      [[0, 0, 0, 0, 0, 0, 4], 'respostas.6'],
      [[0, 0, 0, 0, 0, 0, -1], 'respostas.6'],
      [[0, 0, 0, 0, 0, 0, 1.5], 'respostas.6'],
    ] as const) {
      const ruim = await pedir(app, portal, 'POST', `/portal/escalas/${enviada.id}/respostas`, { respostas });
      expect(ruim.statusCode, JSON.stringify(respostas)).toBe(422);
      expect(Object.keys(ruim.json().errors ?? {}).join(' ')).toContain(campo);
    }
    const ok = await pedir(app, portal, 'POST', `/portal/escalas/${enviada.id}/respostas`, {
      respostas: [2, 2, 2, 1, 1, 1, 1],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ aplicacao: { id: enviada.id, status: 'respondida' }, alerta: false });
    expect(ok.json().ajuda).toBeUndefined();
    expect(ok.body).not.toContain('pontuacao');
    const de_novo = await pedir(app, portal, 'POST', `/portal/escalas/${enviada.id}/respostas`, {
      respostas: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(de_novo.statusCode).toBe(409);
    expect((await pedir(app, portal, 'GET', '/portal/escalas')).json().aplicacoes).toEqual([]);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.escalas).toBe(0);

    const { aplicacoes } = await listar(portal.pacienteId);
    expect(aplicacoes[0]).toMatchObject({
      id: enviada.id,
      escala: 'gad7',
      status: 'respondida',
      pontuacao: 10,
      faixa: 'moderada',
      alerta: false,
      respostas: [2, 2, 2, 1, 1, 1, 1],
    });
    expect(aplicacoes[0]).toHaveProperty('respondida_em');
  });

  it('validates the send: unknown scale or period → 422 with a Portuguese message', async () => {
    const p = await cadastrarPaciente(app, user);
    for (const body of [
      { escala: 'bdi', recorrencia: 'unica' },
      { escala: 'phq9', recorrencia: 'diaria' },
      {},
    ]) {
      const res = await pedir(app, user, 'POST', `/paciente/${p.id}/escalas`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toMatch(/[A-Za-zÀ-ú]/);
    }
  });
});

describe('recorded on paper in the session', () => {
  it('scored at once, dated, validated; the future refused', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await pedir(app, user, 'POST', `/paciente/${p.id}/escalas/respostas`, {
      escala: 'phq9',
      respostas: [3, 3, 3, 3, 3, 3, 2, 0, 0],
      data: '2026-01-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().aplicacao).toMatchObject({
      escala: 'phq9',
      status: 'respondida',
      origem: 'sessao',
      pontuacao: 20,
      faixa: 'grave',
      alerta: false,
    });
    expect(res.json().aplicacao.respondida_em.slice(0, 10)).toBe('2026-01-15');
    const curto = await pedir(app, user, 'POST', `/paciente/${p.id}/escalas/respostas`, {
      escala: 'phq9',
      respostas: [1, 1],
    });
    expect(curto.statusCode).toBe(422);
    expect(curto.json().errors.respostas[0]).toContain('9 perguntas');
    const futuro = await pedir(app, user, 'POST', `/paciente/${p.id}/escalas/respostas`, {
      escala: 'gad7',
      respostas: zeros(7),
      data: '2099-01-01',
    });
    expect(futuro.statusCode).toBe(422);
  });
});

describe('the schedule', () => {
  it('puts the next application after the period since the last answer, never two, none after encerrar', async () => {
    const portal = await pacienteNoPortal(app, user);
    const primeira = await enviar(portal.pacienteId, 'phq9', 'semanal');
    // Waiting: nothing new whatever the time.
    await aplicarRecorrencias(app.ctx, new Date(Date.now() + 30 * DIA));
    expect((await listar(portal.pacienteId)).aplicacoes).toHaveLength(1);

    await pedir(app, portal, 'POST', `/portal/escalas/${primeira.id}/respostas`, { respostas: phq9(1, 1) });
    await respondidaHa(primeira.id, 6);
    await aplicarRecorrencias(app.ctx);
    expect((await listar(portal.pacienteId)).aplicacoes).toHaveLength(1);
    const { recorrencias } = await listar(portal.pacienteId);
    expect(recorrencias).toEqual([expect.objectContaining({ escala: 'phq9', aplicacao_id: primeira.id })]);
    expect(Date.parse(recorrencias[0].proxima_em ?? '')).toBeGreaterThan(Date.now());

    await respondidaHa(primeira.id, 8);
    // Two runs at once (two replicas past the lock, say): one application.
    await Promise.all([aplicarRecorrencias(app.ctx), aplicarRecorrencias(app.ctx)]);
    const depois = (await listar(portal.pacienteId)).aplicacoes;
    expect(depois.map((a) => a.status)).toEqual(['pendente', 'respondida']);
    expect((await pedir(app, portal, 'GET', '/portal/escalas')).json().aplicacoes).toHaveLength(1);

    const encerrada = await pedir(app, user, 'POST', `/escalas/aplicacoes/${depois[0].id}/encerrar`);
    expect(encerrada.statusCode, encerrada.body).toBe(200);
    expect(encerrada.json().aplicacao.status).toBe('encerrada');
    expect((await pedir(app, portal, 'GET', '/portal/escalas')).json().aplicacoes).toEqual([]);
    await aplicarRecorrencias(app.ctx, new Date(Date.now() + 90 * DIA));
    const fim = await listar(portal.pacienteId);
    expect(fim.aplicacoes.map((a) => a.status)).toEqual(['encerrada', 'respondida']);
    expect(fim.recorrencias).toEqual([]);
    // Stopping again is harmless.
    expect((await pedir(app, user, 'POST', `/escalas/aplicacoes/${primeira.id}/encerrar`)).statusCode).toBe(
      200,
    );
  });

  it('monthly waits a calendar month; the job skips archived patients', async () => {
    const portal = await pacienteNoPortal(app, user);
    const a = await enviar(portal.pacienteId, 'gad7', 'mensal');
    await pedir(app, portal, 'POST', `/portal/escalas/${a.id}/respostas`, { respostas: zeros(7) });
    await respondidaHa(a.id, 20);
    expect(await aplicarRecorrencias(app.ctx, new Date())).toBe(0);
    await respondidaHa(a.id, 32);
    const arquivar = await pedir(app, user, 'POST', `/paciente/${portal.pacienteId}/arquivar`, {});
    expect(arquivar.statusCode, arquivar.body).toBe(200);
    await aplicarRecorrencias(app.ctx);
    expect((await listar(portal.pacienteId)).aplicacoes).toHaveLength(1);
    // An archived patient's scales read as before; every write is a 409.
    const envio = await pedir(app, user, 'POST', `/paciente/${portal.pacienteId}/escalas`, {
      escala: 'phq9',
      recorrencia: 'unica',
    });
    expect(envio.statusCode).toBe(409);
    expect((await pedir(app, user, 'POST', `/escalas/aplicacoes/${a.id}/encerrar`)).statusCode).toBe(409);
  });
});

describe('the safety alert', () => {
  it('item 9 above 0: the flag, the help at once, the e-mail without the answer, seen', async () => {
    const portal = await pacienteNoPortal(app, user, { nome: 'Marina Alves Teixeira' });
    const a = await enviar(portal.pacienteId, 'phq9');
    const res = await pedir(app, portal, 'POST', `/portal/escalas/${a.id}/respostas`, {
      respostas: [0, 1, 0, 0, 0, 0, 0, 0, 1],
    });
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(corpo.alerta).toBe(true);
    expect(corpo.ajuda.mensagem).toContain('188');
    expect(corpo.ajuda.contatos).toEqual([
      expect.objectContaining({ telefone: '188' }),
      expect.objectContaining({ telefone: '192' }),
      { nome: expect.any(String), telefone: expect.stringMatching(/^\(\d{2}\) \d{4,5}-\d{4}$/) },
    ]);

    const emails = outboxFor(app, user.email)
      .map(decodeQp)
      .filter((m) => m.includes('M. A. T.'));
    expect(emails).toHaveLength(1);
    const texto = textPart(emails[0]);
    expect(texto).toContain('pede a sua atenção');
    expect(texto).toContain(`/pacientes/ficha/${portal.pacienteId}`);
    for (const proibido of ['Marina', 'PHQ', 'morto', 'ferir', 'pontos', 'Vários dias']) {
      expect(emails[0], proibido).not.toContain(proibido);
    }

    const lista = (await pedir(app, user, 'GET', '/pacientes?per_page=100')).json().pacientes;
    expect(lista.find((p: { id: string }) => p.id === portal.pacienteId).alerta_escala).toBe(true);
    const ficha = () => pedir(app, user, 'GET', `/paciente/${portal.pacienteId}`);
    expect((await ficha()).json().paciente.alerta_escala).toBe(true);
    expect((await listar(portal.pacienteId)).aplicacoes[0]).toMatchObject({
      alerta: true,
      alerta_visto_em: null,
    });

    const visto = await pedir(app, user, 'POST', `/escalas/aplicacoes/${a.id}/alerta-visto`);
    expect(visto.statusCode, visto.body).toBe(200);
    expect(visto.json().aplicacao).toMatchObject({ alerta: true, alerta_visto_em: expect.any(String) });
    const depois = (await pedir(app, user, 'GET', '/pacientes?per_page=100')).json().pacientes;
    expect(depois.find((p: { id: string }) => p.id === portal.pacienteId).alerta_escala).toBe(false);
    expect((await ficha()).json().paciente).not.toHaveProperty('alerta_escala');
  });

  it('no alert on GAD-7 or with item 9 at 0; marking one without alert is a 422', async () => {
    const portal = await pacienteNoPortal(app, user);
    const a = await enviar(portal.pacienteId, 'phq9');
    const res = await pedir(app, portal, 'POST', `/portal/escalas/${a.id}/respostas`, {
      respostas: [3, 3, 3, 3, 3, 3, 3, 3, 0],
    });
    expect(res.json()).toMatchObject({ alerta: false });
    expect((await pedir(app, user, 'POST', `/escalas/aplicacoes/${a.id}/alerta-visto`)).statusCode).toBe(422);
  });
});

describe('who sees what', () => {
  it('the secretária: 403 on every clinical route, no marker in her list', async () => {
    const p = await cadastrarPaciente(app, user);
    const a = await enviar(p.id);
    for (const [method, url, body] of [
      ['GET', `/paciente/${p.id}/escalas`],
      ['POST', `/paciente/${p.id}/escalas`, { escala: 'gad7', recorrencia: 'unica' }],
      ['POST', `/paciente/${p.id}/escalas/respostas`, { escala: 'gad7', respostas: zeros(7) }],
      ['POST', `/escalas/aplicacoes/${a.id}/encerrar`],
      ['POST', `/escalas/aplicacoes/${a.id}/alerta-visto`],
    ] as const) {
      const res = await pedir(app, secretaria, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const lista = (await pedir(app, secretaria, 'GET', '/pacientes?per_page=100')).json().pacientes;
    expect(lista.every((x: { alerta_escala?: boolean }) => x.alerta_escala === undefined)).toBe(true);
    const ficha = (await pedir(app, secretaria, 'GET', `/paciente/${p.id}`)).json().paciente;
    expect(ficha).not.toHaveProperty('alerta_escala');
  });

  it("another psychologist's or patient's application → 404; the portal token stays in the portal", async () => {
    const portal = await pacienteNoPortal(app, user);
    const outroPortal = await pacienteNoPortal(app, user);
    const a = await enviar(portal.pacienteId);
    const outra = await psicologa(app);
    expect((await pedir(app, outra, 'GET', `/paciente/${portal.pacienteId}/escalas`)).statusCode).toBe(404);
    expect((await pedir(app, outra, 'POST', `/escalas/aplicacoes/${a.id}/encerrar`)).statusCode).toBe(404);
    expect((await pedir(app, outra, 'POST', `/escalas/aplicacoes/${a.id}/alerta-visto`)).statusCode).toBe(
      404,
    );
    // Another patient of the same psychologist, on their own page.
    expect((await pedir(app, outroPortal, 'GET', `/portal/escalas/${a.id}`)).statusCode).toBe(404);
    const alheia = await pedir(app, outroPortal, 'POST', `/portal/escalas/${a.id}/respostas`, {
      respostas: zeros(9),
    });
    expect(alheia.statusCode).toBe(404);
    // The portal token opens no psychologist's route, her token no portal route.
    expect((await pedir(app, portal, 'GET', `/paciente/${portal.pacienteId}/escalas`)).statusCode).toBe(401);
    expect((await pedir(app, user, 'GET', '/portal/escalas')).statusCode).toBe(401);
  });

  it('reading the answers is audited; the answers are stored encrypted', async () => {
    const p = await cadastrarPaciente(app, user);
    await pedir(app, user, 'POST', `/paciente/${p.id}/escalas/respostas`, {
      escala: 'phq9',
      respostas: [3, 2, 1, 0, 3, 2, 1, 0, 0],
    });
    await listar(p.id);
    const linhas = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuario_id, user.id), eq(auditoria.entidade, 'escala')));
    expect(linhas.some((l) => l.acao === 'visualizar' && JSON.stringify(l.detalhes).includes(p.id))).toBe(
      true,
    );
    const [row] = await app.ctx.db
      .select()
      .from(escalasAplicacoes)
      .where(eq(escalasAplicacoes.paciente_id, p.id));
    expect(row.respostas).not.toContain('[');
    expect(app.ctx.cipher.decrypt(row.respostas)).toBe('[3,2,1,0,3,2,1,0,0]');
  });
});

describe('in the exports', () => {
  it("the LGPD export and the patient's PDF carry the answers", async () => {
    const { createVitalicioUser } = await import('../pacientes/testing.ts');
    const { exportar, json, unzip } = await import('../conta/testing.ts');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const dona = await createVitalicioUser(app);
    const p = await cadastrarPaciente(app, dona);
    const res = await pedir(app, dona, 'POST', `/paciente/${p.id}/escalas/respostas`, {
      escala: 'gad7',
      respostas: [1, 2, 0, 0, 0, 0, 3],
      data: '2026-02-10',
    });
    expect(res.statusCode, res.body).toBe(201);

    const files = await unzip((await exportar(app, dona)).rawPayload);
    expect(json(files, 'escalas.json')).toEqual([
      expect.objectContaining({
        paciente_id: p.id,
        escala: 'gad7',
        respostas: '[1,2,0,0,0,0,3]',
        origem: 'sessao',
      }),
    ]);
    expect(files.get('LEIAME.txt')?.toString()).toContain('escalas.json');

    const pdf = await app.inject({ url: `/api/prontuario/paciente/${p.id}/exportar`, headers: dona.auth });
    expect(pdf.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const texto = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(texto).toContain('Escalas (PHQ-9, GAD-7)');
    expect(texto).toContain('10/02/2026');
    expect(texto).toContain('GAD-7 · 6 de 21 pontos · Leve');
    expect(texto).toContain('Sentir medo como se algo horrível fosse acontecer: Quase todos os dias (3)');
    expect(texto).toContain('SATEPSI');
  });
});

describe('on the embedded database in DATA_DIR', () => {
  let disco: FastifyInstance;
  beforeAll(async () => {
    disco = await buildTestApp({ databaseUrl: undefined });
  }, 60_000);
  afterAll(async () => {
    await disco?.close();
  });

  it('the raw answer is in no file of the database', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dona = await createUser(disco);
    const marca = `Quizomba${Date.now().toString(36)}`;
    const p = await cadastrarPaciente(disco, dona, { nome: `Paciente ${marca}` });
    const respostas = [3, 1, 2, 0, 3, 1, 2, 0, 1];
    const res = await disco.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/escalas/respostas`,
      headers: dona.auth,
      payload: { escala: 'phq9', respostas },
    });
    expect(res.statusCode, res.body).toBe(201);
    await disco.ctx.db.execute(sql`CHECKPOINT`);
    const dir = join(disco.ctx.config.dataDir, 'db');
    const com = (texto: string) =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile())
        .filter((e) => readFileSync(join(e.parentPath, e.name)).includes(Buffer.from(texto)));
    // The search works (the patient's name is plain, decisions/0052) and finds no answer.
    expect(com(marca).length).toBeGreaterThan(0);
    expect(com(JSON.stringify(respostas))).toEqual([]);
  });
});
