import { spawnSync } from 'node:child_process';
import { nomeArquivoProtocolo } from '@consultorio/contracts/documentos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { createDocumento, PAYLOADS } from './testing.ts';

// GET /documentos/{id}/protocolo: the delivery receipt (Resolução CFP nº 06/2019, art. 16 §1; docs/product.md §14).

let app: FastifyInstance;
let user: TestUser;
let crp: string;
let pacienteId: string;
const PACIENTE = 'Otávio Recebedor Lima';

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { nome: 'Marina Alves Costa' });
  crp = (await app.inject({ url: '/api/user/profile', headers: user.auth })).json().usuario.crp;
  pacienteId = (await cadastrarPaciente(app, user, { nome: PACIENTE })).id;
});
afterAll(async () => {
  await app.close();
});

/** The receipt's text as pdftotext reads it, on one line. */
function texto(pdf: Buffer): { texto: string; paginas: number } {
  const r = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'buffer' });
  if (r.status !== 0) throw new Error(`pdftotext: ${r.stderr.toString()}`);
  const paginas = r.stdout
    .toString('utf8')
    .split('\f')
    .filter((p) => p.trim());
  return { texto: paginas.join(' ').replace(/\s+/g, ' '), paginas: paginas.length };
}

const protocolo = (id: string, auth = user.auth) =>
  app.inject({ url: `/api/documentos/${id}/protocolo`, headers: auth });

describe('GET /documentos/{id}/protocolo', () => {
  it('names the document, who issued it and the requester who receives it, with blanks to sign', async () => {
    const d = await createDocumento(app, user, pacienteId, PAYLOADS.relatorio);
    const res = await protocolo(d.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`filename="${nomeArquivoProtocolo(d)}"`);
    esperarMetadados(res.rawPayload, {
      titulo: 'Protocolo de entrega — Relatório psicológico',
      autor: `Marina Alves Costa (CRP ${crp})`,
      semNomes: ['Otávio', 'Lima'],
    });
    const lido = texto(res.rawPayload);
    expect(lido.paginas).toBe(1);
    for (const trecho of [
      // Letterhead.
      `Marina Alves Costa CRP ${crp}`,
      'PROTOCOLO DE ENTREGA DE DOCUMENTO',
      // The document.
      'Tipo Relatório psicológico',
      'Data 20/11/2026',
      'Finalidade Acompanhamento escolar',
      `Pessoa atendida ${PACIENTE}`,
      // Who issued it.
      'Psicólogo(a) Marina Alves Costa',
      `CRP ${crp}`,
      // Who receives it: the requester.
      'Destinatário Solicitante Escola Municipal Aurora',
      // What the receiver fills in.
      'Recebi o documento acima.',
      'Nome:',
      'Documento (RG/CPF):',
      'Data:',
      'Assinatura:',
      'Página 1 de 1',
    ])
      expect(lido.texto).toContain(trecho);
  });

  it('is received by the person seen when nobody requested the document', async () => {
    const d = await createDocumento(app, user, pacienteId, PAYLOADS.declaracao);
    const lido = texto((await protocolo(d.id)).rawPayload);
    expect(lido.texto).toContain('Tipo Declaração');
    expect(lido.texto).toContain(`Destinatário Pessoa atendida ${PACIENTE}`);
    expect(lido.texto).not.toContain('Solicitante');
  });

  it('writes an export audit line marked as the receipt, and answers 404 to another user', async () => {
    const d = await createDocumento(app, user, pacienteId, PAYLOADS.atestado);
    expect((await protocolo(d.id)).statusCode).toBe(200);
    const outro = await createUser(app);
    expect((await protocolo(d.id, outro.auth)).statusCode).toBe(404);
    const linhas = await app.ctx.db.select().from(auditoria).where(eq(auditoria.entidade_id, d.id));
    expect(linhas.filter((l) => l.acao === 'exportar')).toEqual([
      expect.objectContaining({
        usuario_id: user.id,
        entidade: 'documento',
        detalhes: { paciente_id: pacienteId, protocolo: true },
      }),
    ]);
  });
});
