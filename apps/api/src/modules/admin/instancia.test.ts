import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { pdf, uploadOne } from '../anexos/testing.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { criarProntuario } from '../prontuarios/testing.ts';
import { backupDaInstancia } from './instancia.ts';

const execFileAsync = promisify(execFile);
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const cli = (args: string[], dataDir: string) =>
  spawnSync(process.execPath, [join(import.meta.dirname, '../../admin-cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('operator backup and restore of an embedded instance', () => {
  it('backs up while the server runs, restores into a new DATA_DIR, and the server there reads the same data', async () => {
    // An embedded server: PGlite in DATA_DIR/db, files in DATA_DIR/files.
    const a = await buildTestApp({ databaseUrl: undefined });
    apps.push(a);
    const user = await createUser(a);
    const paciente = await cadastrarPaciente(a, user, { nome: 'Rita Restaurada' });
    await criarProntuario(a, user, paciente.id, { conteudo: 'Texto clínico que volta do backup' });
    const laudo = pdf(5000, 'Laudo que volta do backup');
    const anexo = await uploadOne(a, user, paciente.id, 'laudo.pdf', laudo);

    // `npm run admin -- backup <arquivo>` against the running server.
    const address = await a.listen({ port: 0, host: '127.0.0.1' });
    const arquivo = join(mkdtempSync(join(tmpdir(), 'consultorio-backup-')), 'instancia.tar');
    // Asynchronously: the server answering the command runs in this very process.
    const backup = await execFileAsync(
      process.execPath,
      [join(import.meta.dirname, '../../admin-cli.ts'), 'backup', arquivo],
      {
        env: { ...process.env, ADMIN_URL: address, ADMIN_TOKEN: a.ctx.config.adminToken },
        encoding: 'utf8',
      },
    );
    expect(backup.stdout).toContain('Backup gravado');
    // The server keeps working after the snapshot.
    expect((await a.inject({ method: 'GET', url: '/api/pacientes', headers: user.auth })).statusCode).toBe(
      200,
    );

    const destino = join(mkdtempSync(join(tmpdir(), 'consultorio-restore-')), 'data');
    const restore = cli(['restore', arquivo], destino);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Dados restaurados');
    expect(readdirSync(destino).sort()).toEqual(['db', 'files', 'secrets.json']);

    const b = await buildApp(
      { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: destino }), databaseUrl: undefined },
      { logger: false },
    );
    apps.push(b);
    const login = await b.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, senha: user.senha },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().usuario.token}` };
    const pacientes = (await b.inject({ method: 'GET', url: '/api/pacientes', headers: auth })).json()
      .pacientes;
    expect(pacientes.map((p: { nome: string }) => p.nome)).toEqual(['Rita Restaurada']);
    const prontuarios = await b.inject({
      method: 'GET',
      url: `/api/prontuario/paciente/${paciente.id}`,
      headers: auth,
    });
    expect(prontuarios.body).toContain('Texto clínico que volta do backup');
    const download = await b.inject({
      method: 'GET',
      url: `/api/anexos/${anexo.id}/download`,
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(laudo)).toBe(true);
  });

  it('restore refuses a DATA_DIR that is not empty and a file that is not a backup', async () => {
    const cheio = mkdtempSync(join(tmpdir(), 'consultorio-cheio-'));
    writeFileSync(join(cheio, 'algo.txt'), 'x');
    const arquivo = join(cheio, 'algo.txt');
    const r1 = cli(['restore', arquivo], cheio);
    expect(r1.status).toBe(1);
    expect(r1.stderr).toContain('não está vazia');
    const r2 = cli(['restore', arquivo], join(cheio, 'novo'));
    expect(r2.status).toBe(1);
  });

  it('answers 404 without the admin token, and 422 when the database is not embedded', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const semToken = await app.inject({ method: 'GET', url: '/api/admin/backup' });
    expect(semToken.statusCode).toBe(404);
    const postgres = { ...app.ctx, database: { ...app.ctx.database, snapshot: undefined } };
    await expect(backupDaInstancia(postgres)).rejects.toMatchObject({ statusCode: 422 });
  });
});
