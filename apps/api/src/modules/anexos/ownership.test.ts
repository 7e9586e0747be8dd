import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { filePart, pdf, postFiles, storedFiles, uploadOne } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('ownership (docs/product.md §9.1)', () => {
  it("another user gets 404 on every route for the first user's patient and attachment, and changes nothing", async () => {
    const dona = await createUser(app);
    const outra = await createUser(app);
    const p = await cadastrarPaciente(app, dona);
    const anexo = await uploadOne(app, dona, p.id, 'sigiloso.pdf');
    const files = storedFiles(app).length;

    const answers = [
      await app.inject({ url: `/api/anexos/paciente/${p.id}`, headers: outra.auth }),
      await postFiles(app, outra, `/api/anexos/paciente/${p.id}`, [filePart('arquivo', 'x.pdf', pdf())]),
      await postFiles(app, outra, `/api/anexos/paciente/${p.id}/multiple`, [
        filePart('arquivos[0]', 'x.pdf', pdf()),
      ]),
      await app.inject({ url: `/api/anexos/${anexo.id}/download`, headers: outra.auth }),
      await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: outra.auth }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sigiloso');
    }

    expect(storedFiles(app).length).toBe(files);
    const lista = await app.inject({ url: `/api/anexos/paciente/${p.id}`, headers: dona.auth });
    expect(lista.json().anexos.map((a: { id: string }) => a.id)).toEqual([anexo.id]);
    const download = await app.inject({ url: `/api/anexos/${anexo.id}/download`, headers: dona.auth });
    expect(download.statusCode).toBe(200);
  });
});
