import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../lib/storage/testing.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';
import { exe, filePart, pdf, png, postFiles, storedFiles, uploadOne } from './testing.ts';

// The whole attachment flow with S3_BUCKET set, against a local S3-compatible server (not a mock).
let s3: LocalS3;
let app: FastifyInstance;
beforeAll(async () => {
  s3 = await startLocalS3();
  app = await buildTestApp({ s3: s3.config });
});
afterAll(async () => {
  await app?.close();
  await s3?.stop();
});

/** What the S3 server holds, as files in its folder. */
const objects = () =>
  readdirSync(join(s3.directory, s3.config.bucket), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
    .map((e) => join(e.parentPath, e.name));

describe('attachments on S3-compatible storage', () => {
  it('uploads, downloads the same bytes, keeps them encrypted in the bucket and deletes them', async () => {
    expect(app.ctx.storage.driver).toBe('s3');
    const user = await createUser(app);
    await setPlan(app, user.id, 'vitalicio');
    const p = await cadastrarPaciente(app, user);
    const marker = 'EVOLUCAO-SIGILOSA';
    // Over one S3 part (5 MB), so it goes up as a multipart upload.
    const original = pdf(6 * 1024 * 1024, marker);
    const anexo = await uploadOne(app, user, p.id, 'evolução.pdf', original);

    const file = await app.inject({ url: `/api/anexos/${anexo.id}/download`, headers: user.auth });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(original)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');

    expect(objects()).toHaveLength(1);
    const stored = readFileSync(objects()[0]);
    expect(stored.includes(Buffer.from(marker))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(storedFiles(app)).toEqual([]);

    const del = await app.inject({ method: 'DELETE', url: `/api/anexos/${anexo.id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(objects()).toHaveLength(0);
  });

  it('keeps nothing in the bucket when a multiple upload fails', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const res = await postFiles(app, user, `/api/anexos/paciente/${p.id}/multiple`, [
      filePart('arquivos[0]', 'a.png', png()),
      filePart('arquivos[1]', 'b.pdf', exe()),
    ]);
    expect(res.statusCode).toBe(415);
    expect(objects()).toHaveLength(0);
  });
});
