import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { createDocumento } from '../documentos/testing.ts';
import { pacienteNoPortal, pedir, psicologa } from './testing.ts';

// Documents delivered in the patient's page, with proof (docs/decisions/0074-document-delivery-proof.md).

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
});
afterAll(() => app.close());

describe('delivering a document', () => {
  it('delivered, listed, the same PDF; the first download sets visualizado_em and is audited', async () => {
    const portal = await pacienteNoPortal(app, user);
    const doc = await createDocumento(app, user, portal.pacienteId);
    expect(doc).toMatchObject({ entregue_em: null, visualizado_em: null });
    // Not delivered: 404 in the portal.
    expect((await pedir(app, portal, 'GET', `/portal/documentos/${doc.id}/pdf`)).statusCode).toBe(404);

    const entregue = await pedir(app, user, 'POST', `/documentos/${doc.id}/entregar`);
    expect(entregue.statusCode, entregue.body).toBe(200);
    expect(entregue.json().documento.entregue_em).not.toBeNull();
    expect(entregue.json().documento.visualizado_em).toBeNull();

    const lista = await pedir(app, portal, 'GET', '/portal/documentos');
    expect(lista.json().documentos).toEqual([
      {
        id: doc.id,
        tipo: 'declaracao',
        titulo: expect.stringMatching(/^Declaração de \d{2}\/\d{2}\/\d{4}$/),
        entregue_em: entregue.json().documento.entregue_em,
        visualizado_em: null,
      },
    ]);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.documentos_novos).toBe(1);

    const pdf = await pedir(app, portal, 'GET', `/portal/documentos/${doc.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const daPsicologa = await pedir(app, user, 'GET', `/documentos/${doc.id}/pdf`);
    expect(pdf.headers['content-disposition']).toBe(daPsicologa.headers['content-disposition']);

    const visto = (await pedir(app, user, 'GET', `/documentos/${doc.id}`)).json().documento.visualizado_em;
    expect(visto).not.toBeNull();
    const listaDela = await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/documentos`);
    expect(listaDela.json().documentos[0].visualizado_em).toBe(visto);
    // A second download keeps the first moment.
    await pedir(app, portal, 'GET', `/portal/documentos/${doc.id}/pdf`);
    expect((await pedir(app, user, 'GET', `/documentos/${doc.id}`)).json().documento.visualizado_em).toBe(
      visto,
    );

    const linhas = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, doc.id), eq(auditoria.acao, 'visualizar')));
    const doPortal = linhas.filter((l) => (l.detalhes as { origem?: string }).origem === 'portal');
    expect(doPortal).toHaveLength(2);
    expect(
      doPortal.map((l) => (l.detalhes as { primeira_visualizacao: boolean }).primeira_visualizacao).sort(),
    ).toEqual([false, true]);
    expect(doPortal[0].detalhes).toMatchObject({ autor_id: portal.pacienteId, autor_tipo: 'paciente' });
    expect(doPortal[0].usuario_id).toBe(user.id);
  });

  it('recolher takes it back: 404 in the portal, both dates cleared', async () => {
    const portal = await pacienteNoPortal(app, user);
    const doc = await createDocumento(app, user, portal.pacienteId);
    await pedir(app, user, 'POST', `/documentos/${doc.id}/entregar`);
    const res = await pedir(app, user, 'POST', `/documentos/${doc.id}/recolher`);
    expect(res.json().documento).toMatchObject({ entregue_em: null, visualizado_em: null });
    expect((await pedir(app, portal, 'GET', `/portal/documentos/${doc.id}/pdf`)).statusCode).toBe(404);
    expect((await pedir(app, portal, 'GET', '/portal/documentos')).json().documentos).toEqual([]);
  });

  it("another psychologist's document → 404; a secretária may not deliver (403); Gratuito 403", async () => {
    const portal = await pacienteNoPortal(app, user);
    const doc = await createDocumento(app, user, portal.pacienteId);
    const outra = await psicologa(app);
    expect((await pedir(app, outra, 'POST', `/documentos/${doc.id}/entregar`)).statusCode).toBe(404);
    const { convidarEAceitar } = await import('../equipe/testing.ts');
    const secretaria = await convidarEAceitar(app, user);
    expect((await pedir(app, secretaria, 'POST', `/documentos/${doc.id}/entregar`)).statusCode).toBe(403);
  });
});
