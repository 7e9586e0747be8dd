import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { pdf, storedFiles, uploadOne } from '../anexos/testing.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser } from '../pacientes/testing.ts';
import { BACKUPS_MANTIDOS, backupsDiarios } from './service.ts';
import { json, unzip } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const fazer = (user: TestUser) =>
  app.inject({ method: 'POST', url: '/api/user/backups', headers: user.auth });
const listar = (user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/user/backups', headers: user.auth });
const baixar = (user: TestUser, id: string) =>
  app.inject({ method: 'GET', url: `/api/user/backups/${id}/download`, headers: user.auth });
const excluir = (user: TestUser, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/user/backups/${id}`, headers: user.auth });

/** Every file under DATA_DIR, read raw. */
function tudoEmDataDir(): Buffer[] {
  const root = app.ctx.config.dataDir;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name)));
}

describe('backups (plan feature backup_automatico)', () => {
  it('answer 403 on a plan without the feature', async () => {
    const user = await createUser(app);
    const res = await fazer(user);
    expect(res.statusCode).toBe(403);
    expect(res.json().feature).toBe('backup_automatico');
    expect((await listar(user)).statusCode).toBe(403);
  });

  it('POST makes one (201), GET lists it, download is the export as it was then, DELETE removes it', async () => {
    const user = await createVitalicioUser(app);
    await cadastrarPaciente(app, user, { nome: 'Helena Antes do Backup' });
    const res = await fazer(user);
    expect(res.statusCode).toBe(201);
    const { backup } = res.json();
    expect(backup).toEqual({
      id: expect.any(String),
      criado_em: expect.any(String),
      tamanho_bytes: expect.any(Number),
      origem: 'manual',
    });
    expect((await listar(user)).json()).toEqual({ backups: [backup] });
    await cadastrarPaciente(app, user, { nome: 'Paciente Depois do Backup' });

    const zip = await baixar(user, backup.id);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="consultorio-backup-/);
    expect(zip.rawPayload.length).toBe(backup.tamanho_bytes);
    const files = await unzip(zip.rawPayload);
    expect(files.has('LEIAME.txt')).toBe(true);
    expect(json(files, 'pacientes.json').map((p: { nome: string }) => p.nome)).toEqual([
      'Helena Antes do Backup',
    ]);

    expect((await excluir(user, backup.id)).statusCode).toBe(204);
    expect((await baixar(user, backup.id)).statusCode).toBe(404);
    expect((await listar(user)).json().backups).toEqual([]);
  });

  it("another user's backup → 404 for download and delete, and it stays", async () => {
    const a = await createVitalicioUser(app);
    const b = await createVitalicioUser(app);
    const { backup } = (await fazer(b)).json();
    expect((await baixar(a, backup.id)).statusCode).toBe(404);
    expect((await excluir(a, backup.id)).statusCode).toBe(404);
    expect((await baixar(b, backup.id)).statusCode).toBe(200);
  });

  it('stores no clinical text and no attachment byte in clear anywhere under DATA_DIR', async () => {
    const user = await createVitalicioUser(app);
    const paciente = await cadastrarPaciente(app, user);
    const marcador = `SEGREDO-CLINICO-${Date.now()}`;
    await createSessao(app, user, paciente.id, { observacoes: marcador });
    const anexo = pdf(4000, `ANEXO-EM-CLARO-${Date.now()}`);
    await uploadOne(app, user, paciente.id, 'laudo.pdf', anexo);
    expect((await fazer(user)).statusCode).toBe(201);
    const trecho = anexo.subarray(200, 264);
    for (const bytes of tudoEmDataDir()) {
      expect(bytes.includes(Buffer.from(marcador))).toBe(false);
      expect(bytes.includes(trecho)).toBe(false);
    }
  });

  it(`keeps only the last ${BACKUPS_MANTIDOS}, files included`, async () => {
    const user = await createVitalicioUser(app);
    const antes = storedFiles(app).length;
    const ids: string[] = [];
    for (let i = 0; i < BACKUPS_MANTIDOS + 2; i++) ids.push((await fazer(user)).json().backup.id);
    const { backups } = (await listar(user)).json();
    expect(backups.map((b: { id: string }) => b.id)).toEqual(ids.slice(2).reverse());
    expect(storedFiles(app).length - antes).toBe(BACKUPS_MANTIDOS);
    expect((await baixar(user, ids[0])).statusCode).toBe(404);
  });

  it('the daily job makes one automatic backup per user with the feature, once a day', async () => {
    const com = await createVitalicioUser(app);
    const sem = await createUser(app);
    const hoje = new Date();
    const usuarios = [com.id, sem.id];
    expect(await backupsDiarios(app.ctx, { agora: hoje, usuarios })).toBe(1);
    expect(await backupsDiarios(app.ctx, { agora: hoje, usuarios })).toBe(0);
    const lista = (await listar(com)).json().backups;
    expect(lista).toEqual([expect.objectContaining({ origem: 'automatico' })]);
    expect(lista[0].tamanho_bytes).toBeGreaterThan(0);
    await backupsDiarios(app.ctx, { agora: new Date(hoje.getTime() + 86_400_000), usuarios });
    expect((await listar(com)).json().backups).toHaveLength(2);
    expect((await fazer(sem)).statusCode).toBe(403);
  });
});
