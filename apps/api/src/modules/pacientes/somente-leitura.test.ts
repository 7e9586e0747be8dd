import { MSG_PACIENTES } from '@consultorio/contracts/pacientes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { filePart, postFiles, uploadOne } from '../anexos/testing.ts';
import { createDocumento } from '../documentos/testing.ts';
import { criarProntuario } from '../prontuarios/testing.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser, daysAgo } from './testing.ts';

/*
 * An archived patient's file reads as before and every write to it is a 409 until it is restored
 * (docs/decisions/0078-archived-patients-read-only.md); another account's patient stays a 404.
 */

let app: FastifyInstance;
let user: TestUser;
let outra: TestUser;
let p: { id: string };
let ids: { sessao: string; prontuario: string; documento: string; anexo: string; anamnese: string };

beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
  outra = await createVitalicioUser(app);
  p = await cadastrarPaciente(app, user, { nome: 'Helena Somente Leitura' });
  const sessao = await createSessao(app, user, p.id, { data: daysAgo(3) });
  const prontuario = await criarProntuario(app, user, p.id, { data: daysAgo(3) });
  const documento = await createDocumento(app, user, p.id, { data: daysAgo(3) });
  const anexo = await uploadOne(app, user, p.id);
  const anamnese = await app.inject({
    method: 'POST',
    url: `/api/paciente/${p.id}/anamnese`,
    headers: user.auth,
    payload: { queixa_principal: 'Insônia.' },
  });
  ids = {
    sessao: sessao.id,
    prontuario: prontuario.id,
    documento: documento.id,
    anexo: anexo.id,
    anamnese: anamnese.json().anamnese.id,
  };
  const arquivado = await app.inject({
    method: 'POST',
    url: `/api/paciente/${p.id}/arquivar`,
    headers: user.auth,
  });
  expect(arquivado.statusCode, arquivado.body).toBe(200);
  expect(arquivado.json()).toMatchObject({
    message: MSG_PACIENTES.arquivadoAPedido,
    paciente: { id: p.id, arquivado_em: expect.any(String) },
  });
});
afterAll(() => app.close());

const pedir = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, quem = user) =>
  app.inject({ method, url: `/api${url}`, headers: quem.auth, ...(payload ? { payload } : {}) });

const leituras = () => [
  `/paciente/${p.id}`,
  `/paciente/${p.id}/estatisticas`,
  `/paciente/${p.id}/sessoes`,
  `/paciente/${p.id}/anamnese`,
  `/prontuario/paciente/${p.id}`,
  `/prontuario/paciente/${p.id}/exportar`,
  `/prontuario/${ids.prontuario}/exportar`,
  `/paciente/${p.id}/documentos`,
  `/documentos/${ids.documento}`,
  `/documentos/${ids.documento}/pdf`,
  `/anexos/paciente/${p.id}`,
  `/anexos/${ids.anexo}/download`,
  `/agendamentos/paciente/${p.id}`,
  `/paciente/${p.id}/formularios`,
  `/paciente/${p.id}/portal`,
];

const escritas = (): [string, 'POST' | 'PUT' | 'DELETE', string, object?][] => [
  ['ficha', 'PUT', `/paciente/${p.id}`, { nome: 'Outro Nome' }],
  ['situação', 'PUT', `/paciente/status/${p.id}`, { status_tratamento: 'alta' }],
  ['arquivar de novo', 'POST', `/paciente/${p.id}/arquivar`],
  ['excluir', 'DELETE', `/paciente/${p.id}`],
  ['nova sessão', 'POST', '/sessao', { paciente_id: p.id, data: daysAgo(1), presenca: 'realizada' }],
  ['sessão', 'PUT', `/sessao/${ids.sessao}`, { data: daysAgo(3), presenca: 'realizada', observacoes: 'x' }],
  ['excluir sessão', 'DELETE', `/sessao/${ids.sessao}`],
  ['anamnese', 'PUT', `/anamnese/${ids.anamnese}`, { queixa_principal: 'Outra.' }],
  ['nova anamnese', 'POST', `/paciente/${p.id}/anamnese`, { queixa_principal: 'Outra.' }],
  [
    'novo registro',
    'POST',
    `/prontuario/paciente/${p.id}`,
    { data: daysAgo(1), tipo: 'evolucao', conteudo: 'Texto.' },
  ],
  ['registro', 'PUT', `/prontuario/${ids.prontuario}`, { conteudo: 'Outro.' }],
  ['excluir registro', 'DELETE', `/prontuario/${ids.prontuario}`],
  ['documento', 'PUT', `/documentos/${ids.documento}`, { finalidade: 'Outra finalidade.' }],
  ['excluir documento', 'DELETE', `/documentos/${ids.documento}`],
  ['entregar documento', 'POST', `/documentos/${ids.documento}/entregar`],
  ['excluir anexo', 'DELETE', `/anexos/${ids.anexo}`],
  [
    'agendamento',
    'POST',
    '/agendamento',
    { paciente_id: p.id, inicio: new Date(Date.now() + 5 * 86_400_000) },
  ],
  ['agendamentos futuros', 'DELETE', `/agendamentos/${p.id}`],
  ['link do portal', 'POST', `/paciente/${p.id}/portal`, {}],
  ['formulário', 'POST', `/paciente/${p.id}/formularios`, { modelo: 'ficha_cadastral' }],
  [
    'lançamento',
    'POST',
    '/financeiros',
    { tipo: 'receita', descricao: 'Sessão', valor: 100, data: daysAgo(1), paciente_id: p.id },
  ],
];

describe('an archived patient', () => {
  it('reads as before: the file with arquivado_em, sessions, anamnese, entries, documents, files and the PDFs', async () => {
    for (const url of leituras()) {
      const res = await pedir('GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const ficha = (await pedir('GET', `/paciente/${p.id}`)).json().paciente;
    expect(ficha.arquivado_em).toEqual(expect.any(String));
    expect((await pedir('GET', `/paciente/${p.id}/sessoes`)).json().sessoes).toHaveLength(1);
    expect((await pedir('GET', `/prontuario/paciente/${p.id}`)).json().prontuarios).toHaveLength(1);
    const pdf = await pedir('GET', `/prontuario/paciente/${p.id}/exportar`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('refuses every kind of write with 409 and the one message', async () => {
    for (const [nome, method, url, payload] of escritas()) {
      const res = await pedir(method, url, payload);
      expect(res.statusCode, `${nome}: ${res.body.slice(0, 300)}`).toBe(409);
      expect(res.json().message, nome).toBe('Paciente arquivado: restaure para editar.');
    }
    const envio = await postFiles(app, user, `/api/anexos/paciente/${p.id}`, [
      filePart('arquivo', 'laudo.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    ]);
    expect(envio.statusCode).toBe(409);
    expect(envio.json().message).toBe(MSG_PACIENTES.arquivadoSomenteLeitura);
    // Nothing changed.
    expect((await pedir('GET', `/paciente/${p.id}`)).json().paciente.nome).toBe('Helena Somente Leitura');
    expect((await pedir('GET', `/prontuario/paciente/${p.id}`)).json().prontuarios).toHaveLength(1);
  });

  it('is a 404 to another account, to read or to write', async () => {
    for (const url of leituras()) {
      expect((await pedir('GET', url, undefined, outra)).statusCode, url).toBe(404);
    }
    for (const [nome, method, url, payload] of escritas()) {
      if (url === '/financeiros' || url === '/sessao' || url === '/agendamento') continue;
      expect((await pedir(method, url, payload, outra)).statusCode, nome).toBe(404);
    }
  });

  it("the list's search counts the archived patients it matches; restored, the file is editable again", async () => {
    const busca = await pedir('GET', '/pacientes?busca=Somente Leitura');
    expect(busca.json()).toMatchObject({ pacientes: [], arquivados_correspondentes: 1 });
    expect((await pedir('GET', '/pacientes')).json().arquivados_correspondentes).toBe(0);
    expect(
      (await pedir('GET', '/pacientes?busca=Somente Leitura', undefined, outra)).json()
        .arquivados_correspondentes,
    ).toBe(0);
    expect((await pedir('POST', `/paciente/${p.id}/restaurar`)).statusCode).toBe(200);
    const depois = await pedir('GET', '/pacientes?busca=Somente Leitura');
    expect(depois.json()).toMatchObject({ arquivados_correspondentes: 0 });
    expect(depois.json().pacientes).toHaveLength(1);
    const ficha = await pedir('PUT', `/paciente/${p.id}`, { profissao: 'Arquiteta' });
    expect(ficha.statusCode).toBe(200);
    expect(ficha.json().paciente.arquivado_em).toBeNull();
  });
});
