import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { filePart, multipart } from '../anexos/testing.ts';
import { certificadoA1 } from '../documentos/testing.ts';
import { convidarEAceitar } from '../equipe/testing.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import {
  assinar,
  assinatura,
  enviarTermo,
  pacienteNoPortal,
  pedir,
  psicologa,
  textoDoPdf,
} from './testing.ts';

// The psychologist's A1 signature on a term's PDF, the secretária's share, and a signed term kept like the record
// (docs/product.md §20).

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
});
afterAll(() => app.close());

function pdfsig(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  try {
    const arquivo = join(dir, 'termo.pdf');
    writeFileSync(arquivo, pdf);
    const r = spawnSync('pdfsig', [arquivo], { encoding: 'utf8' });
    return `${r.stdout}${r.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the A1 signature', () => {
  it("signs the term's PDF (PAdES) as documents are signed; a wrong password is a 422; audited", async () => {
    const portal = await pacienteNoPortal(app, user);
    const termo = await enviarTermo(app, user, portal.pacienteId);
    await assinar(app, portal, termo.id, assinatura(termo.hash));
    const senha = 'senha-do-a1';
    const pedirA1 = (s: string) => {
      const corpo = multipart([
        filePart('certificado', 'certificado.pfx', certificadoA1(senha, { cn: 'ANA PSICOLOGA:12345678909' })),
        { name: 'senha', value: s },
      ]);
      return app.inject({
        method: 'POST',
        url: `/api/termos/${termo.id}/assinar`,
        headers: { ...user.auth, ...corpo.headers },
        payload: corpo.payload,
      });
    };
    const res = await pedirA1(senha);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('-assinado.pdf');
    const saida = pdfsig(res.rawPayload);
    expect(saida).toContain('Signature Validation: Signature is Valid.');
    expect(saida).toContain('Signature Type: ETSI.CAdES.detached');
    expect(textoDoPdf(res.rawPayload)).toContain(termo.hash);
    expect((await pedirA1('errada')).statusCode).toBe(422);
    const linhas = await app.ctx.db.select().from(auditoria).where(eq(auditoria.entidade_id, termo.id));
    expect(linhas.filter((l) => l.acao === 'assinar')).toHaveLength(2);
  });
});

describe('the secretária', () => {
  it('sends terms and sees their status and PDF; never edits the models nor signs with the A1', async () => {
    const titular = await psicologa(app);
    const sec = await convidarEAceitar(app, titular);
    const p = await cadastrarPaciente(app, titular);
    expect((await pedir(app, sec, 'GET', '/termos/modelos')).statusCode).toBe(200);
    const termo = await enviarTermo(app, sec, p.id);
    const lista = await pedir(app, sec, 'GET', `/paciente/${p.id}/termos`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().termos[0]).toMatchObject({ id: termo.id, status: 'pendente' });
    expect((await pedir(app, sec, 'GET', `/termos/${termo.id}/pdf`)).statusCode).toBe(200);
    expect((await pedir(app, sec, 'POST', `/termos/${termo.id}/cancelar`)).statusCode).toBe(200);
    const put = await pedir(app, sec, 'PUT', '/termos/modelos/contrato_terapeutico', { texto: 'x' });
    expect(put.statusCode).toBe(403);
    expect((await pedir(app, sec, 'DELETE', '/termos/modelos/contrato_terapeutico')).statusCode).toBe(403);
    expect((await pedir(app, sec, 'POST', `/termos/${termo.id}/assinar`)).statusCode).toBe(403);
    // The term she sent is the titular's.
    expect((await pedir(app, titular, 'GET', `/termos/${termo.id}`)).statusCode).toBe(200);
  });
});

describe('kept like the record', () => {
  it('a patient with a signed term is archived, not deleted; with only a pending one, deleted', async () => {
    const comAssinado = await pacienteNoPortal(app, user);
    const termo = await enviarTermo(app, user, comAssinado.pacienteId);
    await assinar(app, comAssinado, termo.id, assinatura(termo.hash));
    const del = await pedir(app, user, 'DELETE', `/paciente/${comAssinado.pacienteId}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().arquivado).toBe(true);

    const soPendente = await cadastrarPaciente(app, user);
    await enviarTermo(app, user, soPendente.id);
    const del2 = await pedir(app, user, 'DELETE', `/paciente/${soPendente.id}`);
    expect(del2.statusCode, del2.body).toBe(200);
    expect(del2.json().arquivado).toBe(false);
  });

  it("an archived patient's terms read as before; sending or cancelling is a 409", async () => {
    const p = await cadastrarPaciente(app, user);
    const termo = await enviarTermo(app, user, p.id);
    expect((await pedir(app, user, 'POST', `/paciente/${p.id}/arquivar`)).statusCode).toBe(200);
    const lista = await pedir(app, user, 'GET', `/paciente/${p.id}/termos`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().termos).toHaveLength(1);
    expect((await pedir(app, user, 'GET', `/termos/${termo.id}`)).statusCode).toBe(200);
    expect((await pedir(app, user, 'GET', `/termos/${termo.id}/pdf`)).statusCode).toBe(200);
    const envio = await pedir(app, user, 'POST', `/paciente/${p.id}/termos`, { modelo: 'aviso_privacidade' });
    expect(envio.statusCode).toBe(409);
    expect(envio.json().message).toContain('arquivado');
    expect((await pedir(app, user, 'POST', `/termos/${termo.id}/cancelar`)).statusCode).toBe(409);
  });
});
