import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';
import { apagarAnexosDoPaciente } from './service.ts';
import { filePart, pdf, png, postFiles, storedFiles, uploadOne } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const stats = async (user: TestUser, pacienteId: string) =>
  (await app.inject({ url: `/api/anexos/paciente/${pacienteId}`, headers: user.auth })).json().stats;
const planStats = async (user: TestUser) =>
  (await app.inject({ url: '/api/user/plan-info', headers: user.auth })).json().stats;

describe('plan limit on attachments', () => {
  it('Gratuito takes 10: the 11th answers 403 limite_anexos and is not stored', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    for (let i = 0; i < 10; i++) await uploadOne(app, user, p.id, `exame-${i}.png`, png(4, 4));
    expect(await planStats(user)).toMatchObject({
      anexos_count: 10,
      anexos_limite: 10,
      can_add_anexo: false,
    });
    expect(await stats(user, p.id)).toMatchObject({
      anexos_count: 10,
      anexos_limite: 10,
      can_add_anexo: false,
      bloqueio: 'limite_anexos',
    });

    const before = storedFiles(app).length;
    const res = await postFiles(app, user, `/api/anexos/paciente/${p.id}`, [
      filePart('arquivo', 'decimo-primeiro.pdf', pdf()),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Você atingiu o limite de anexos do seu plano.',
      feature: 'limite_anexos',
    });
    expect(storedFiles(app).length).toBe(before);
    expect((await planStats(user)).anexos_count).toBe(10);
  });

  it('a multiple upload must fit whole: 3 files when 9 exist → 403 and nothing stored', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    for (let i = 0; i < 9; i++) await uploadOne(app, user, p.id, `exame-${i}.png`, png(4, 4));
    expect(await stats(user, p.id)).toMatchObject({ anexos_count: 9, can_add_anexo: true, bloqueio: null });

    const before = storedFiles(app).length;
    const res = await postFiles(app, user, `/api/anexos/paciente/${p.id}/multiple`, [
      filePart('arquivos[0]', 'a.pdf', pdf()),
      filePart('arquivos[1]', 'b.pdf', pdf()),
      filePart('arquivos[2]', 'c.pdf', pdf()),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().feature).toBe('limite_anexos');
    expect(storedFiles(app).length).toBe(before);
    expect((await planStats(user)).anexos_count).toBe(9);

    // One file still fits.
    const um = await postFiles(app, user, `/api/anexos/paciente/${p.id}/multiple`, [
      filePart('arquivos[0]', 'a.pdf', pdf()),
    ]);
    expect(um.statusCode).toBe(201);
  });

  it('counts every patient of the user, and Essencial takes more', async () => {
    const user = await createUser(app);
    const a = await cadastrarPaciente(app, user);
    const b = await cadastrarPaciente(app, user);
    await uploadOne(app, user, a.id);
    await uploadOne(app, user, b.id);
    expect(await stats(user, a.id)).toMatchObject({ anexos_count: 2, paciente_anexos_count: 1 });
    await setPlan(app, user.id, 'essencial');
    expect(await planStats(user)).toMatchObject({ anexos_count: 2, anexos_limite: 500, can_add_anexo: true });
  });

  it('Vitalício is unlimited (−1)', async () => {
    const user = await createUser(app);
    await setPlan(app, user.id, 'vitalicio');
    const p = await cadastrarPaciente(app, user);
    expect(await stats(user, p.id)).toMatchObject({ anexos_limite: -1, can_add_anexo: true, bloqueio: null });
  });

  it('a paused plan refuses uploads (403 pausado) but still lists, downloads and deletes', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const anexo = await uploadOne(app, user, p.id);
    await setPlan(app, user.id, 'essencial', 'INACTIVE');
    expect(await stats(user, p.id)).toMatchObject({ can_add_anexo: false, bloqueio: 'pausado' });

    for (const url of [`/api/anexos/paciente/${p.id}`, `/api/anexos/paciente/${p.id}/multiple`]) {
      const field = url.endsWith('multiple') ? 'arquivos[0]' : 'arquivo';
      const res = await postFiles(app, user, url, [filePart(field, 'a.pdf', pdf())]);
      expect(res.statusCode).toBe(403);
      expect(res.json().feature).toBe('pausado');
    }
    expect(
      (await app.inject({ url: `/api/anexos/${anexo.id}/download`, headers: user.auth })).statusCode,
    ).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
  });
});

describe('attachments and the patient', () => {
  it('are clinical records: the patient is archived, its attachments stop counting, download and refuse deletion', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const anexo = await uploadOne(app, user, p.id);
    const est = await app.inject({ url: `/api/paciente/${p.id}/estatisticas`, headers: user.auth });
    expect(est.json()).toMatchObject({ anexos_count: 1 });

    const del = await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: user.auth });
    expect(del.json()).toMatchObject({ arquivado: true });
    expect((await planStats(user)).anexos_count).toBe(0);
    // Read-only (docs/decisions/0078-archived-patients-read-only.md).
    expect(
      (await app.inject({ url: `/api/anexos/${anexo.id}/download`, headers: user.auth })).statusCode,
    ).toBe(200);
    const apagar = await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: user.auth });
    expect(apagar.statusCode).toBe(409);
    expect((await app.inject({ url: `/api/anexos/paciente/${p.id}`, headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('the purge (after the retention period) removes the stored files and the rows', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    await uploadOne(app, user, p.id, 'a.pdf');
    await uploadOne(app, user, p.id, 'b.png', png());
    const before = storedFiles(app).length;
    await apagarAnexosDoPaciente(app.ctx, user.id, p.id);
    expect(storedFiles(app).length).toBe(before - 2);
    expect((await stats(user, p.id)).paciente_anexos_count).toBe(0);
  });

  it('a patient whose attachments were all deleted can be deleted for good', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const anexo = await uploadOne(app, user, p.id);
    await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: user.auth });
    const del = await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: user.auth });
    expect(del.json()).toMatchObject({ arquivado: false });
  });
});

describe('size limit (MAX_UPLOAD_MB)', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = await buildTestApp({ maxUploadBytes: 100 * 1024 });
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 over the size and stores nothing; a file just under it passes', async () => {
    const user = await createUser(small);
    await setPlan(small, user.id, 'vitalicio');
    const p = await cadastrarPaciente(small, user);
    const url = `/api/anexos/paciente/${p.id}`;
    const grande = await postFiles(small, user, url, [
      filePart('arquivo', 'grande.pdf', pdf(100 * 1024 + 1)),
    ]);
    expect(grande.statusCode).toBe(413);
    expect(grande.json().message).toMatch(/grande demais/);
    expect(storedFiles(small)).toEqual([]);

    const multiplo = await postFiles(small, user, `${url}/multiple`, [
      filePart('arquivos[0]', 'ok.pdf', pdf(10_000)),
      filePart('arquivos[1]', 'grande.pdf', pdf(300 * 1024)),
    ]);
    expect(multiplo.statusCode).toBe(413);
    expect(storedFiles(small)).toEqual([]);
    expect((await small.inject({ url, headers: user.auth })).json().anexos).toEqual([]);

    const limite = await postFiles(small, user, url, [filePart('arquivo', 'limite.pdf', pdf(100 * 1024))]);
    expect(limite.statusCode).toBe(201);
  });
});
