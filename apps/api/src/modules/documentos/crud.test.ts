import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { exportar, json, unzip } from '../conta/testing.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { documentoParaArquivo } from './service.ts';
import { createDocumento, criarDocumentoReq, PAYLOADS } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let pacienteId: string;
beforeAll(async () => {
  app = await buildTestApp();
  // Documents are for every plan: a declaração is part of the free plan's daily work.
  user = await createUser(app);
  pacienteId = (await cadastrarPaciente(app, user, { nome: 'Lia Documentada' })).id;
});
afterAll(async () => {
  await app.close();
});

const criar = (payload: Record<string, unknown>, paciente = pacienteId) =>
  criarDocumentoReq(app, user, paciente, payload);
const erros = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const semCampo = (obj: Record<string, unknown>, campo: string) =>
  Object.fromEntries(Object.entries(obj).filter(([k]) => k !== campo));

describe('GET /documentos/modelos', () => {
  it('lists the six kinds with their sections, labels and the CFP’s guidance', async () => {
    const res = await app.inject({ url: '/api/documentos/modelos', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const modelos = res.json().modelos as Array<{
      tipo: string;
      titulo: string;
      secoes: Array<{ chave: string; rotulo: string; orientacao: string; obrigatoria: boolean }>;
    }>;
    expect(
      Object.fromEntries(
        modelos.map((m) => [m.tipo, m.secoes.filter((s) => s.obrigatoria).map((s) => s.chave)]),
      ),
    ).toEqual({
      declaracao: ['informacoes_atendimento'],
      atestado: ['condicao_psicologica'],
      relatorio: ['descricao_demanda', 'procedimento', 'analise', 'conclusao'],
      relatorio_multiprofissional: ['autores', 'descricao_demanda', 'procedimento', 'analise', 'conclusao'],
      laudo: ['descricao_demanda', 'procedimento', 'analise', 'conclusao', 'referencias'],
      parecer: ['descricao_demanda', 'analise', 'conclusao', 'referencias'],
    });
    expect(modelos.find((m) => m.tipo === 'declaracao')?.secoes[0].orientacao).toMatch(/art\. 9º/);
    expect(modelos.map((m) => m.titulo)).toContain('ATESTADO PSICOLÓGICO');
    expect((await app.inject({ url: '/api/documentos/modelos' })).statusCode).toBe(401);
  });
});

describe('POST /paciente/{id}/documentos', () => {
  it.each(Object.keys(PAYLOADS))('writes a %s with its sections and answers it back', async (tipo) => {
    const payload = PAYLOADS[tipo as keyof typeof PAYLOADS];
    const res = await criar(payload);
    expect(res.statusCode, res.body).toBe(201);
    const { documento } = res.json();
    expect(documento).toMatchObject({
      tipo,
      paciente_id: pacienteId,
      data: payload.data,
      finalidade: payload.finalidade,
      solicitante: payload.solicitante ?? null,
      secoes: payload.secoes,
      sigiloso: false,
      avisos: [],
    });
    expect(documento.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(documento.criado_em)).not.toBeNaN();
    const lido = await app.inject({ url: `/api/documentos/${documento.id}`, headers: user.auth });
    expect(lido.json().documento).toEqual(documento);
  });

  it.each(
    Object.entries(PAYLOADS).flatMap(([tipo, p]) =>
      Object.keys(p.secoes as object).map((secao) => [tipo, secao, p] as const),
    ),
  )('refuses a %s without its section %s, naming it', async (_tipo, secao, payload) => {
    const res = await criar({
      ...payload,
      secoes: semCampo(payload.secoes as Record<string, unknown>, secao),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(erros(res))).toEqual([`secoes.${secao}`]);
  });

  it('needs the validity except in a declaração, and a requester except in a declaração', async () => {
    for (const tipo of [
      'atestado',
      'relatorio',
      'relatorio_multiprofissional',
      'laudo',
      'parecer',
    ] as const) {
      const semPrazo = await criar(semCampo(PAYLOADS[tipo], 'prazo_validade'));
      expect(semPrazo.statusCode, tipo).toBe(422);
      expect(erros(semPrazo).prazo_validade[0]).toMatch(/art\. 17/);
      const semSolicitante = await criar({ ...PAYLOADS[tipo], solicitante: '' });
      expect(Object.keys(erros(semSolicitante)), tipo).toEqual(['solicitante']);
    }
    const declaracao = await criar({ ...PAYLOADS.declaracao, prazo_validade: 15, sigiloso: true });
    expect(declaracao.json().documento).toMatchObject({
      prazo_validade: '15 dias',
      sigiloso: true,
      solicitante: null,
    });
  });

  it('takes the authors of a multiprofessional report beside the sections too', async () => {
    const { autores, ...secoes } = PAYLOADS.relatorio_multiprofissional.secoes as Record<string, unknown>;
    const res = await criar({ ...PAYLOADS.relatorio_multiprofissional, secoes, autores });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().documento.secoes.autores).toEqual(autores);
    const incompleto = await criar({
      ...PAYLOADS.relatorio_multiprofissional,
      secoes,
      autores: [{ nome: 'X' }],
    });
    expect(incompleto.statusCode, incompleto.body).toBe(422);
    expect(Object.keys(erros(incompleto))).toEqual(['secoes.autores']);
  });

  it('refuses a section of another kind or an unknown one, and a bad kind', async () => {
    const res = await criar({
      ...PAYLOADS.declaracao,
      secoes: { ...(PAYLOADS.declaracao.secoes as object), conclusao: 'x', sintomas: 'y' },
    });
    expect(Object.keys(erros(res)).sort()).toEqual(['secoes.conclusao', 'secoes.sintomas']);
    expect((await criar({ ...PAYLOADS.declaracao, tipo: 'receita' })).statusCode).toBe(422);
    expect((await criar({ ...PAYLOADS.declaracao, secoes: 'texto' })).statusCode).toBe(422);
  });

  it('refuses a declaração carrying a CID code (art. 9) and warns on symptoms', async () => {
    const cid = await criar({
      ...PAYLOADS.declaracao,
      secoes: { informacoes_atendimento: 'Em acompanhamento por F41.1, às terças, das 14h às 14h50.' },
    });
    expect(cid.statusCode).toBe(422);
    expect(erros(cid)['secoes.informacoes_atendimento'][0]).toMatch(/art\. 9º/);
    const sintoma = await criar({
      ...PAYLOADS.declaracao,
      secoes: { informacoes_atendimento: 'Em acompanhamento por ansiedade, às terças, das 14h às 14h50.' },
    });
    expect(sintoma.statusCode).toBe(201);
    expect(sintoma.json().documento.avisos).toEqual([expect.stringMatching(/art\. 9º.*“ansiedade”/)]);
    // A laudo may name the diagnosis.
    const laudo = await criar({
      ...PAYLOADS.laudo,
      secoes: { ...(PAYLOADS.laudo.secoes as object), conclusao: 'Quadro compatível com F41.1 (CID-10).' },
    });
    expect(laudo.statusCode).toBe(201);
    expect(laudo.json().documento.avisos).toEqual([]);
  });

  it('answers 404 for a patient that does not exist', async () => {
    const res = await criar(PAYLOADS.declaracao, '6c1f1d7e-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('list, change and delete', () => {
  it('lists the patient’s documents newest first', async () => {
    const p = await cadastrarPaciente(app, user);
    const antigo = await createDocumento(app, user, p.id, { data: '2026-01-10' });
    const novo = await createDocumento(app, user, p.id, { data: '2026-11-01' });
    const res = await app.inject({ url: `/api/paciente/${p.id}/documentos`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().documentos.map((d: { id: string }) => d.id)).toEqual([novo.id, antigo.id]);
  });

  it('PUT replaces the fields sent and merges the sections; the merged document obeys the rules', async () => {
    const r = (await criar(PAYLOADS.relatorio)).json().documento;
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/documentos/${r.id}`, headers: user.auth, payload });
    const ok = await put({
      secoes: { conclusao: 'Alta em dezembro.', referencias: 'CFP, 2019.' },
      sigiloso: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().documento).toMatchObject({
      sigiloso: true,
      finalidade: PAYLOADS.relatorio.finalidade,
      secoes: {
        ...(PAYLOADS.relatorio.secoes as object),
        conclusao: 'Alta em dezembro.',
        referencias: 'CFP, 2019.',
      },
    });
    expect(
      (await put({ secoes: { referencias: null } })).json().documento.secoes.referencias,
    ).toBeUndefined();
    const vazio = await put({ secoes: { analise: '   ' } });
    expect(Object.keys(erros(vazio))).toEqual(['secoes.analise']);
    // As a laudo the references become required.
    const laudo = await put({ tipo: 'laudo' });
    expect(Object.keys(erros(laudo))).toEqual(['secoes.referencias']);
    const semPrazo = await put({ prazo_validade: null });
    expect(Object.keys(erros(semPrazo))).toEqual(['prazo_validade']);
    // Nothing refused was saved.
    const lido = (await app.inject({ url: `/api/documentos/${r.id}`, headers: user.auth })).json().documento;
    expect(lido).toMatchObject({ tipo: 'relatorio', prazo_validade: '90 dias' });
    expect(lido.secoes.analise).toBe((PAYLOADS.relatorio.secoes as Record<string, string>).analise);
  });

  it('PUT changing the kind drops the stored sections the new kind lacks and refuses sent ones it lacks', async () => {
    const r = (await criar(PAYLOADS.relatorio)).json().documento;
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/documentos/${r.id}`, headers: user.auth, payload });
    const alheia = await put({ tipo: 'parecer', secoes: { procedimento: 'x', referencias: 'CFP, 2019.' } });
    expect(Object.keys(erros(alheia))).toEqual(['secoes.procedimento']);
    const parecer = await put({ tipo: 'parecer', secoes: { referencias: 'CFP, 2019.' } });
    expect(parecer.statusCode, parecer.body).toBe(200);
    expect(Object.keys(parecer.json().documento.secoes).sort()).toEqual([
      'analise',
      'conclusao',
      'descricao_demanda',
      'referencias',
    ]);
    // A multiprofessional report takes its authors beside the sections on PUT too.
    const autores = [{ nome: 'Rui Terapeuta', profissao: 'Terapeuta ocupacional', registro: 'CREFITO 3-1' }];
    const semAutores = await put({
      tipo: 'relatorio_multiprofissional',
      secoes: { procedimento: 'Entrevistas.' },
    });
    expect(Object.keys(erros(semAutores))).toEqual(['secoes.autores']);
    const multi = await put({
      tipo: 'relatorio_multiprofissional',
      secoes: { procedimento: 'Entrevistas.' },
      autores,
    });
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json().documento).toMatchObject({
      tipo: 'relatorio_multiprofissional',
      secoes: { autores, procedimento: 'Entrevistas.', referencias: 'CFP, 2019.' },
    });
    const desconhecido = await app.inject({
      method: 'PUT',
      url: '/api/documentos/6c1f1d7e-0000-4000-8000-000000000000',
      headers: user.auth,
      payload: { finalidade: 'x' },
    });
    expect(desconhecido.statusCode).toBe(404);
  });

  it('DELETE hides the document, which still keeps its patient from being deleted', async () => {
    const p = await cadastrarPaciente(app, user);
    const d = await createDocumento(app, user, p.id);
    const del = await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toMatch(/prazo legal/);
    expect((await app.inject({ url: `/api/documentos/${d.id}`, headers: user.auth })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/paciente/${p.id}/documentos`, headers: user.auth })).json().documentos,
    ).toEqual([]);
    const apagar = await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: user.auth });
    expect(apagar.statusCode).toBe(200);
    expect(apagar.json().arquivado).toBe(true);
  });

  it('puts the documents in the LGPD export, decrypted', async () => {
    const dono = await createUser(app);
    const p = await cadastrarPaciente(app, dono);
    await createDocumento(app, dono, p.id, { finalidade: 'Finalidade exportada' });
    const res = await exportar(app, dono);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(json(files, 'documentos.json')).toEqual([
      expect.objectContaining({
        tipo: 'declaracao',
        paciente_id: p.id,
        finalidade: 'Finalidade exportada',
        secoes: PAYLOADS.declaracao.secoes,
      }),
    ]);
    expect(files.get('LEIAME.txt')?.toString()).toMatch(/documentos\.json: os documentos emitidos/);
  });
});

describe('documentoParaArquivo (what the PDFs are made of)', () => {
  it('gives the document decrypted, the social name, the author’s letterhead and time zone, to its owner only', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Maria Civil', nome_social: 'Mia Social' });
    const d = await createDocumento(app, user, p.id, { finalidade: 'Para o arquivo' });
    const res = await app.inject({ url: '/api/user/profile', headers: user.auth });
    const perfil = res.json().usuario as Record<string, unknown>;
    const arquivo = await documentoParaArquivo(app.ctx, user.id, d.id);
    expect(arquivo.documento).toEqual(d);
    expect(arquivo.paciente).toEqual({ nome: 'Mia Social' });
    expect(arquivo.profissional).toEqual({
      nome: perfil.nome,
      crp: perfil.crp,
      email: user.email,
      telefone: perfil.telefone,
      endereco: perfil.endereco ?? null,
    });
    expect(arquivo.fuso).toBe('America/Sao_Paulo');

    const outro = await createUser(app);
    await expect(documentoParaArquivo(app.ctx, outro.id, d.id)).rejects.toMatchObject({ statusCode: 404 });
    await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: user.auth });
    await expect(documentoParaArquivo(app.ctx, user.id, d.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
