import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, termos } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { decodeQp, outboxFor, textPart } from '../portal/testing.ts';
import {
  assinar,
  assinatura,
  enviarTermo,
  pacienteNoPortal,
  pedir,
  psicologa,
  textoDoPdf,
} from './testing.ts';

// Signing in the patient's page, the evidence, the PDF read back (docs/decisions/0081-term-signature-evidence.md).

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
});
afterAll(() => app.close());

const MENOR = {
  data_nascimento: '2014-08-20',
  responsavel: { nome: 'Paula Menezes', parentesco: 'mãe', telefone: '(11) 91234-5678' },
};

describe('the patient signs', () => {
  it('lists and reads the term, signs it with the evidence kept; audited with the patient as actor', async () => {
    const portal = await pacienteNoPortal(app, user);
    const termo = await enviarTermo(app, user, portal.pacienteId);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.termos).toBe(1);
    const lista = await pedir(app, portal, 'GET', '/portal/termos');
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().termos).toEqual([
      expect.objectContaining({ id: termo.id, titulo: 'Contrato terapêutico', status: 'pendente' }),
    ]);
    const lido = await pedir(app, portal, 'GET', `/portal/termos/${termo.id}`);
    expect(lido.json().termo).toMatchObject({
      id: termo.id,
      texto: termo.texto,
      hash: termo.hash,
      status: 'pendente',
    });

    const res = await assinar(app, portal, termo.id, assinatura(termo.hash.toUpperCase()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().termo).toEqual({ id: termo.id, status: 'assinado', assinado_em: expect.any(String) });
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.termos).toBe(0);

    const [row] = await app.ctx.db.select().from(termos).where(eq(termos.id, termo.id));
    expect(row).toMatchObject({
      assinante_nome: 'Mariana Costa Lima',
      assinante_cpf: '12345678909',
      assinante_papel: 'paciente',
      assinante_parentesco: null,
      assinatura_ip: '127.0.0.1',
      assinatura_user_agent: 'Mozilla/5.0 (iPhone; teste)',
      assinatura_identificacao: 'data_nascimento',
      assinatura_hash: termo.hash,
    });
    expect(row.assinatura_sessao_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.assinado_em_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

    const daPsicologa = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/termos`)).json();
    expect(daPsicologa.termos[0]).toMatchObject({
      status: 'assinado',
      assinado_em: res.json().termo.assinado_em,
      assinante: {
        nome: 'Mariana Costa Lima',
        cpf_mascarado: '***.456.789-**',
        papel: 'paciente',
        parentesco: null,
      },
    });
    const [linha] = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, termo.id), eq(auditoria.acao, 'assinar')));
    expect(linha.usuario_id).toBe(user.id);
    expect(JSON.stringify(linha.detalhes)).toContain(portal.pacienteId);
    expect(JSON.stringify(linha.detalhes)).toContain('paciente');
    // The psychologist is told.
    const aviso = decodeQp(textPart(outboxFor(app, user.email).at(-1) ?? ''));
    expect(aviso).toContain(
      'Mariana Costa Lima assinou pela área do paciente o termo "Contrato terapêutico"',
    );
    expect(aviso).not.toContain('psicoterapia');
  });

  it('wrong hash 409; no consent, bad CPF, no name 422 per field; twice 409; cancelled 409', async () => {
    const portal = await pacienteNoPortal(app, user);
    const termo = await enviarTermo(app, user, portal.pacienteId);
    const errado = await assinar(app, portal, termo.id, assinatura('0'.repeat(64)));
    expect(errado.statusCode).toBe(409);
    const ruim = await assinar(app, portal, termo.id, {
      nome_completo: '',
      cpf: '111.111.111-11',
      papel: 'paciente',
      aceite: false,
      hash: termo.hash,
    });
    expect(ruim.statusCode).toBe(422);
    expect(Object.keys(ruim.json().errors).sort()).toEqual(['aceite', 'cpf', 'nome_completo']);
    expect(
      (await assinar(app, portal, termo.id, assinatura(termo.hash, { aceite: undefined }))).statusCode,
    ).toBe(422);
    expect((await assinar(app, portal, termo.id, assinatura(termo.hash))).statusCode).toBe(200);
    const duas = await assinar(app, portal, termo.id, assinatura(termo.hash));
    expect(duas.statusCode).toBe(409);
    // A signed term is never cancelled nor removed.
    expect((await pedir(app, user, 'POST', `/termos/${termo.id}/cancelar`)).statusCode).toBe(409);
    expect((await pedir(app, user, 'DELETE', `/termos/${termo.id}`)).statusCode).toBe(409);
    expect((await pedir(app, user, 'GET', `/termos/${termo.id}`)).json().termo.status).toBe('assinado');

    const outro = await enviarTermo(app, user, portal.pacienteId, { modelo: 'aviso_privacidade' });
    await pedir(app, user, 'POST', `/termos/${outro.id}/cancelar`);
    expect((await assinar(app, portal, outro.id, assinatura(outro.hash))).statusCode).toBe(409);
    // A cancelled term leaves the patient's list.
    const ids = (await pedir(app, portal, 'GET', '/portal/termos'))
      .json()
      .termos.map((t: { id: string }) => t.id);
    expect(ids).toEqual([termo.id]);
  });

  it("the guardian's authorisation: a guardian with the kinship; then the minor's file says assinada", async () => {
    const portal = await pacienteNoPortal(app, user, MENOR);
    const termo = await enviarTermo(app, user, portal.pacienteId, { modelo: 'autorizacao_responsavel' });
    const lista = () => pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/termos`);
    expect((await lista()).json().autorizacao_responsavel).toBe('pendente');
    const comoPaciente = await assinar(app, portal, termo.id, assinatura(termo.hash));
    expect(comoPaciente.statusCode).toBe(422);
    expect(Object.keys(comoPaciente.json().errors).sort()).toEqual(['papel', 'parentesco']);
    const semParentesco = await assinar(
      app,
      portal,
      termo.id,
      assinatura(termo.hash, { papel: 'responsavel' }),
    );
    expect(semParentesco.statusCode).toBe(422);
    expect(Object.keys(semParentesco.json().errors)).toEqual(['parentesco']);
    const ok = await assinar(
      app,
      portal,
      termo.id,
      assinatura(termo.hash, { nome_completo: 'Paula Menezes', papel: 'responsavel', parentesco: 'mãe' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const depois = (await lista()).json();
    expect(depois.autorizacao_responsavel).toBe('assinada');
    const [linha] = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, termo.id), eq(auditoria.acao, 'assinar')));
    expect(linha.detalhes).toMatchObject({
      autor_tipo: 'paciente',
      autor_nome: 'Paula Menezes',
      autor_id: portal.pacienteId,
      papel: 'responsavel',
      modelo: 'autorizacao_responsavel',
    });
    expect(depois.termos[0].assinante).toEqual({
      nome: 'Paula Menezes',
      cpf_mascarado: '***.456.789-**',
      papel: 'responsavel',
      parentesco: 'mãe',
    });
  });

  it('refuses with a reason: recusado, the psychologist is told, then no signature (409)', async () => {
    const portal = await pacienteNoPortal(app, user);
    const termo = await enviarTermo(app, user, portal.pacienteId, { modelo: 'aviso_privacidade' });
    const res = await pedir(app, portal, 'POST', `/portal/termos/${termo.id}/recusar`, {
      motivo: 'Quero conversar antes.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().termo).toMatchObject({ id: termo.id, status: 'recusado' });
    expect((await pedir(app, portal, 'POST', `/portal/termos/${termo.id}/recusar`, {})).statusCode).toBe(409);
    expect((await assinar(app, portal, termo.id, assinatura(termo.hash))).statusCode).toBe(409);
    const item = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/termos`)).json().termos[0];
    expect(item).toMatchObject({ status: 'recusado', motivo_recusa: 'Quero conversar antes.' });
    const aviso = decodeQp(textPart(outboxFor(app, user.email).at(-1) ?? ''));
    expect(aviso).toContain('recusou pela área do paciente o termo "Aviso de privacidade"');
    expect(aviso).toContain('Motivo informado: Quero conversar antes.');
    const [linha] = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, termo.id), eq(auditoria.acao, 'recusar')));
    expect(linha).toBeDefined();
  });
});

describe('the PDF', () => {
  it('the text, the record of the signature and a hash equal to the SHA-256 of the text; the same for both', async () => {
    const portal = await pacienteNoPortal(app, user, MENOR);
    const termo = await enviarTermo(app, user, portal.pacienteId, { modelo: 'autorizacao_responsavel' });
    const pendente = textoDoPdf((await pedir(app, user, 'GET', `/termos/${termo.id}/pdf`)).rawPayload);
    expect(pendente).toContain('Aguardando a assinatura do paciente.');
    await assinar(
      app,
      portal,
      termo.id,
      assinatura(termo.hash, { nome_completo: 'Paula Menezes', papel: 'responsavel', parentesco: 'mãe' }),
    );
    const res = await pedir(app, user, 'GET', `/termos/${termo.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).not.toMatch(/Mariana|Paula/);
    const texto = textoDoPdf(res.rawPayload);
    const corrido = texto.replace(/\s+/g, ' ');
    expect(corrido).toContain('AUTORIZAÇÃO DO RESPONSÁVEL LEGAL');
    expect(corrido).toContain('artigo 12 da Resolução CFP nº 13/2022');
    expect(corrido).toContain('Registro da assinatura eletrônica');
    expect(corrido).toContain('Assinado por: Paula Menezes');
    expect(corrido).toContain('CPF: ***.456.789-**');
    expect(corrido).toContain('Papel: Responsável legal (mãe)');
    expect(corrido).toContain('Endereço IP: 127.0.0.1');
    expect(corrido).toContain('data de nascimento');
    expect(corrido).toContain('assinatura eletrônica simples, Lei nº 14.063/2020, art. 4º, I');
    expect(corrido).toMatch(/Data e hora: .+ — \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}/);
    const hashNoPdf = /SHA-256 do texto: ([0-9a-f]{64})/.exec(corrido)?.[1];
    const [row] = await app.ctx.db.select().from(termos).where(eq(termos.id, termo.id));
    const textoGuardado = app.ctx.cipher.decrypt(row.texto) as string;
    expect(hashNoPdf).toBe(createHash('sha256').update(textoGuardado, 'utf8').digest('hex'));
    expect(hashNoPdf).toBe(termo.hash);
    // Every paragraph of the frozen text is in the PDF.
    for (const paragrafo of textoGuardado.split(/\n+/))
      expect(corrido).toContain(paragrafo.replace(/\s+/g, ' ').trim());

    const doPaciente = await pedir(app, portal, 'GET', `/portal/termos/${termo.id}/pdf`);
    expect(doPaciente.statusCode).toBe(200);
    expect(textoDoPdf(doPaciente.rawPayload)).toBe(texto);
  });
});

describe('the portal token is confined', () => {
  it("another patient's term → 404 on every portal route; a portal token on the psychologist's routes → 401", async () => {
    const a = await pacienteNoPortal(app, user);
    const b = await pacienteNoPortal(app, user);
    const termo = await enviarTermo(app, user, a.pacienteId);
    for (const [m, url, body] of [
      ['GET', `/portal/termos/${termo.id}`],
      ['GET', `/portal/termos/${termo.id}/pdf`],
      ['POST', `/portal/termos/${termo.id}/assinar`, assinatura(termo.hash)],
      ['POST', `/portal/termos/${termo.id}/recusar`, {}],
    ] as const) {
      expect((await pedir(app, b, m, url, body)).statusCode, `${m} ${url}`).toBe(404);
    }
    expect((await pedir(app, b, 'GET', '/portal/termos')).json().termos).toEqual([]);
    for (const [m, url] of [
      ['GET', `/paciente/${a.pacienteId}/termos`],
      ['GET', `/termos/${termo.id}/pdf`],
      ['GET', '/termos/modelos'],
    ] as const) {
      expect((await pedir(app, a, m, url)).statusCode, `${m} ${url}`).toBe(401);
    }
    // Another psychologist's patient is out of reach of this one's portal too.
    const outra = await psicologa(app);
    const c = await pacienteNoPortal(app, outra);
    expect((await pedir(app, c, 'GET', `/portal/termos/${termo.id}`)).statusCode).toBe(404);
    expect((await pedir(app, user, 'GET', '/portal/termos')).statusCode).toBe(401);
  });
});
