import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexos, auditoria } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createVitalicioUser } from '../pacientes/testing.ts';
import {
  doc,
  docm,
  docx,
  exe,
  filePart,
  gif,
  jpg,
  pdf,
  png,
  postFiles,
  storedFiles,
  uploadOne,
  xls,
  xlsx,
} from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let pacienteId: string;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  pacienteId = (await cadastrarPaciente(app, user)).id;
});
afterAll(async () => {
  await app.close();
});

const listar = async (u = user, id = pacienteId) =>
  (await app.inject({ url: `/api/anexos/paciente/${id}`, headers: u.auth })).json();
const download = (id: string, u = user) => app.inject({ url: `/api/anexos/${id}/download`, headers: u.auth });

describe('single upload and download', () => {
  it('stores a PDF and gives the very same bytes back, with its name, type and description', async () => {
    const original = pdf(50_000, 'Relatorio de evolucao');
    const res = await postFiles(app, user, `/api/anexos/paciente/${pacienteId}`, [
      { name: 'descricao', value: '  Laudo do neurologista ' },
      filePart('arquivo', 'Laudo neurológico – março.pdf', original),
    ]);
    expect(res.statusCode).toBe(201);
    const { anexo } = res.json();
    expect(anexo).toMatchObject({
      paciente_id: pacienteId,
      nome_original: 'Laudo neurológico – março.pdf',
      tipo: 'pdf',
      mime_type: 'application/pdf',
      tamanho: original.length,
      descricao: 'Laudo do neurologista',
    });
    expect(Object.keys(anexo)).not.toContain('storage_key');

    const file = await download(anexo.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(original)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(original.length));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('no-store');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="Laudo neurologico _ marco.pdf"; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Laudo neurológico – março.pdf')}`);
  });

  it('with inline=1, a PDF or an image opens in the browser; a Word file is still downloaded', async () => {
    const dono = await createVitalicioUser(app);
    const paciente = (await cadastrarPaciente(app, dono)).id;
    const ver = (id: string) =>
      app.inject({ url: `/api/anexos/${id}/download?inline=1`, headers: dono.auth });
    for (const [nome, dados, tipo] of [
      ['Exame.pdf', pdf(3000), 'application/pdf'],
      ['Foto.png', png(), 'image/png'],
      ['Foto.jpg', jpg(), 'image/jpeg'],
    ] as const) {
      const anexo = await uploadOne(app, dono, paciente, nome, dados);
      const res = await ver(anexo.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(tipo);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-disposition'])).toMatch(new RegExp(`^inline; filename="${nome}"`));
    }
    const word = await uploadOne(app, dono, paciente, 'Relatório.docx', docx());
    expect(String((await ver(word.id)).headers['content-disposition'])).toMatch(/^attachment; /);
    const ruim = await app.inject({
      url: `/api/anexos/${word.id}/download?inline=talvez`,
      headers: dono.auth,
    });
    expect(ruim.statusCode).toBe(422);
  });

  it('keeps neither the content nor the name in clear: the stored file and the row reveal nothing', async () => {
    const marker = 'PACIENTE-SIGILOSO-123';
    const anexo = await uploadOne(
      app,
      user,
      pacienteId,
      'diagnostico-sigiloso.pdf',
      pdf(3000, marker),
      'nota',
    );
    const [row] = await app.ctx.db.select().from(anexos).where(eq(anexos.id, anexo.id));
    expect(row.nome_original).not.toContain('sigiloso');
    expect(row.descricao).not.toContain('nota');
    expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
    const stored = storedFiles(app).filter((f) => f.endsWith(row.storage_key));
    expect(stored).toHaveLength(1);
    const bytes = readFileSync(stored[0]);
    expect(bytes.includes(Buffer.from(marker))).toBe(false);
    expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('accepts every allowed type by its content and answers each with its content type', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['foto.jpg', jpg(), 'image/jpeg'],
      ['foto.JPEG', jpg(), 'image/jpeg'],
      ['desenho.png', png(), 'image/png'],
      ['animacao.gif', gif(), 'image/gif'],
      ['relatorio.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['planilha.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['antigo.doc', doc(), 'application/msword'],
      ['antiga.xls', xls(), 'application/vnd.ms-excel'],
    ];
    const vitalicio = await createUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/admin/usuarios/plano',
      headers: { authorization: `Bearer ${app.ctx.config.adminToken}` },
      payload: { email: vitalicio.email, plano: 'vitalicio' },
    });
    const p = await cadastrarPaciente(app, vitalicio);
    for (const [nome, data, mime] of cases) {
      const anexo = await uploadOne(app, vitalicio, p.id, nome, data);
      expect(anexo.mime_type, nome).toBe(mime);
      const file = await download(anexo.id, vitalicio);
      expect(file.headers['content-type'], nome).toBe(mime);
      expect(file.rawPayload.equals(data), nome).toBe(true);
    }
  });

  it('records upload, download and delete in the audit trail (without the file name)', async () => {
    const anexo = await uploadOne(app, user, pacienteId, 'auditado.pdf');
    await download(anexo.id);
    await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: user.auth });
    const rows = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'anexo'), eq(auditoria.entidade_id, anexo.id)));
    expect(rows.map((r) => r.acao).sort()).toEqual(['criar', 'download', 'excluir']);
    expect(JSON.stringify(rows.map((r) => r.detalhes))).not.toContain('auditado');
  });
});

describe('content check (415)', () => {
  it.each([
    ['an executable renamed .pdf', 'fatura.pdf', exe()],
    ['a PNG named .jpg', 'foto.jpg', png()],
    ['a PDF named .docx', 'contrato.docx', pdf()],
    ['a macro-enabled Word file named .docx', 'macro.docx', docm()],
    ['a compound file that is not a Word document, named .doc', 'instalador.doc', Buffer.from(cfbNoWord())],
    ['an executable named .exe', 'programa.exe', exe()],
    ['a file without extension', 'LEIAME', pdf()],
    ['plain text named .txt', 'notas.txt', Buffer.from('anotações da sessão')],
  ])('refuses %s and stores nothing', async (_label, nome, data) => {
    const before = storedFiles(app).length;
    const count = (await listar()).anexos.length;
    const res = await postFiles(app, user, `/api/anexos/paciente/${pacienteId}`, [
      filePart('arquivo', nome, data),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/não é de um arquivo|não permitido/);
    expect(storedFiles(app).length).toBe(before);
    expect((await listar()).anexos.length).toBe(count);
  });

  it('refuses an empty file (422)', async () => {
    const res = await postFiles(app, user, `/api/anexos/paciente/${pacienteId}`, [
      filePart('arquivo', 'vazio.pdf', Buffer.alloc(0)),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.arquivo).toEqual(['O arquivo está vazio.']);
  });
});

function cfbNoWord(): Buffer {
  return doc().fill(0, 1152, 1200);
}

describe('request errors', () => {
  it('422 without a file, with a file in another field, or a description that is too long', async () => {
    const url = `/api/anexos/paciente/${pacienteId}`;
    const semArquivo = await postFiles(app, user, url, [{ name: 'descricao', value: 'só texto' }]);
    expect(semArquivo.statusCode).toBe(422);
    expect(semArquivo.json().errors.arquivo).toEqual(['Selecione um arquivo para enviar.']);

    const outroCampo = await postFiles(app, user, url, [filePart('documento', 'a.pdf', pdf())]);
    expect(outroCampo.statusCode).toBe(422);
    expect(outroCampo.json().errors.documento).toBeDefined();

    const longa = await postFiles(app, user, url, [
      { name: 'descricao', value: 'x'.repeat(501) },
      filePart('arquivo', 'a.pdf', pdf()),
    ]);
    expect(longa.statusCode).toBe(422);
    expect(longa.json().errors.descricao[0]).toMatch(/500/);
  });

  it('415 when the body is not multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/anexos/paciente/${pacienteId}`,
      headers: user.auth,
      payload: { arquivo: 'JVBERi0xLjQ=' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('401 without a session, 422 for an id that is not a UUID, 404 for an unknown patient or attachment', async () => {
    expect((await app.inject({ url: `/api/anexos/paciente/${pacienteId}` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/anexos/paciente/123', headers: user.auth })).statusCode).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await app.inject({ url: `/api/anexos/paciente/${unknown}`, headers: user.auth })).statusCode,
    ).toBe(404);
    const up = await postFiles(app, user, `/api/anexos/paciente/${unknown}`, [
      filePart('arquivo', 'a.pdf', pdf()),
    ]);
    expect(up.statusCode).toBe(404);
    expect((await download(unknown)).statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/anexos/${unknown}`, headers: user.auth });
    expect(del.statusCode).toBe(404);
  });

  it('answers under /public/api too (docs/product.md §7.1)', async () => {
    const res = await app.inject({ url: `/public/api/anexos/paciente/${pacienteId}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
  });
});

describe('multiple upload', () => {
  it('stores every file with its own description (or the shared one) and lists them newest first', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await postFiles(app, user, `/api/anexos/paciente/${p.id}/multiple`, [
      { name: 'descricao', value: 'Exames de março' },
      filePart('arquivos[0]', 'hemograma.pdf', pdf()),
      filePart('arquivos[1]', 'raio-x.png', png()),
      { name: 'descricoes[2]', value: 'Escala preenchida' },
      filePart('arquivos[2]', 'escala.xlsx', xlsx()),
    ]);
    expect(res.statusCode).toBe(201);
    const enviados = res.json().anexos;
    expect(enviados.map((a: { nome_original: string }) => a.nome_original)).toEqual([
      'hemograma.pdf',
      'raio-x.png',
      'escala.xlsx',
    ]);
    expect(enviados.map((a: { descricao: string }) => a.descricao)).toEqual([
      'Exames de março',
      'Exames de março',
      'Escala preenchida',
    ]);
    const lista = await listar(user, p.id);
    expect(lista.anexos.map((a: { nome_original: string }) => a.nome_original)).toEqual([
      'escala.xlsx',
      'raio-x.png',
      'hemograma.pdf',
    ]);
    expect(lista.paciente).toMatchObject({ id: p.id, nome: p.nome });
    expect(lista.stats).toMatchObject({
      tamanho_maximo: 20 * 1024 * 1024,
      paciente_anexos_count: 3,
      paciente_tamanho_total: enviados.reduce((s: number, a: { tamanho: number }) => s + a.tamanho, 0),
    });
  });

  it('is all or nothing: one refused file among good ones → 415, no row and no stored file', async () => {
    const p = await cadastrarPaciente(app, user);
    const before = storedFiles(app).length;
    const res = await postFiles(app, user, `/api/anexos/paciente/${p.id}/multiple`, [
      filePart('arquivos[0]', 'bom.pdf', pdf(80_000)),
      filePart('arquivos[1]', 'bom.png', png()),
      filePart('arquivos[2]', 'virus.pdf', exe()),
      filePart('arquivos[3]', 'depois.pdf', pdf()),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('virus.pdf');
    expect((await listar(user, p.id)).anexos).toEqual([]);
    expect(storedFiles(app).length).toBe(before);
  });

  it('accepts arquivos[] without indexes', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await postFiles(app, user, `/api/anexos/paciente/${p.id}/multiple`, [
      filePart('arquivos[]', 'a.pdf', pdf()),
      filePart('arquivos[]', 'b.gif', gif()),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().anexos).toHaveLength(2);
  });
});

describe('delete', () => {
  it('removes the row and the stored file; the attachment then answers 404', async () => {
    const anexo = await uploadOne(app, user, pacienteId, 'excluir.pdf');
    const [row] = await app.ctx.db.select().from(anexos).where(eq(anexos.id, anexo.id));
    expect(storedFiles(app).some((f) => f.endsWith(row.storage_key))).toBe(true);
    const res = await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Anexo excluído.' });
    expect(storedFiles(app).some((f) => f.endsWith(row.storage_key))).toBe(false);
    expect((await download(anexo.id)).statusCode).toBe(404);
    expect((await listar()).anexos.some((a: { id: string }) => a.id === anexo.id)).toBe(false);
  });
});
