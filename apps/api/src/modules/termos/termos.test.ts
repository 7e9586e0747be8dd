import { createHash } from 'node:crypto';
import { LACUNA, NOMES_PLACEHOLDERS, TEXTOS_TERMO } from '@consultorio/contracts/termos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, termos, usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { enviarTermo, pedir, psicologa } from './testing.ts';

// Models, placeholders, sending, freezing and the hash, the list, cancelling (docs/product.md §20,
// docs/decisions/0080-terms-frozen-and-hashed.md).

let app: FastifyInstance;
let user: TestUser;
const sha256 = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
});
afterAll(() => app.close());

describe('models', () => {
  it('lists the four models with our texts, proprio false, and the placeholders', async () => {
    const res = await pedir(app, user, 'GET', '/termos/modelos');
    expect(res.statusCode, res.body).toBe(200);
    const { modelos, placeholders } = res.json();
    expect(modelos.map((m: { modelo: string }) => m.modelo)).toEqual([
      'contrato_terapeutico',
      'autorizacao_responsavel',
      'aviso_privacidade',
      'livre',
    ]);
    for (const m of modelos)
      expect(m).toMatchObject({ proprio: false, texto: TEXTOS_TERMO[m.modelo as 'livre'] });
    expect(placeholders.map((p: { nome: string }) => p.nome)).toEqual(NOMES_PLACEHOLDERS);
    const contrato = modelos[0].texto as string;
    // Res. CFP 13/2022 art. 3 I and Res. CFP 09/2024, point by point.
    for (const trecho of [
      'interromper a psicoterapia a qualquer momento',
      'nenhum resultado é prometido ou garantido',
      '{{valor_sessao}}',
      '{{frequencia}}',
      '{{duracao_sessao}}',
      '{{modalidade}}',
      '{{plataforma_online}}',
      '{{encaminhamento_emergencia}}',
      'sigiloso',
      'Resolução CFP nº 09/2024',
    ]) {
      expect(contrato).toContain(trecho);
    }
    expect(contrato).not.toMatch(/e-Psi/i);
    expect(modelos[1].texto).toContain('artigo 12 da Resolução CFP nº 13/2022');
    expect(modelos[2].texto).toContain('art. 11, II, "f"');
  });

  it('saves her own version, returns to ours on DELETE; an unknown placeholder is a 422 naming it', async () => {
    const u = await psicologa(app);
    const texto = 'Combinado entre {{paciente.nome}} e {{profissional.nome}}.';
    const put = await pedir(app, u, 'PUT', '/termos/modelos/contrato_terapeutico', { texto });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().modelo).toMatchObject({ modelo: 'contrato_terapeutico', texto, proprio: true });
    const lista = (await pedir(app, u, 'GET', '/termos/modelos')).json().modelos;
    expect(lista[0]).toMatchObject({ texto, proprio: true });

    const ruim = await pedir(app, u, 'PUT', '/termos/modelos/aviso_privacidade', {
      texto: 'Olá {{paciente.apelido}} e {{ foo }}.',
    });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json().errors.texto[0]).toContain('{{paciente.apelido}}');
    expect(ruim.json().errors.texto[0]).toContain('{{foo}}');
    expect((await pedir(app, u, 'PUT', '/termos/modelos/livre', { texto: 'x' })).statusCode).toBe(422);
    expect((await pedir(app, u, 'PUT', '/termos/modelos/outro', { texto: 'x' })).statusCode).toBe(422);

    const del = await pedir(app, u, 'DELETE', '/termos/modelos/contrato_terapeutico');
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().modelo).toMatchObject({ proprio: false, texto: TEXTOS_TERMO.contrato_terapeutico });
    // Another psychologist's models are untouched by hers.
    expect((await pedir(app, user, 'GET', '/termos/modelos')).json().modelos[0].proprio).toBe(false);
  });
});

describe('sending', () => {
  it('fills every placeholder from the profile, the patient and the settings', async () => {
    const u = await psicologa(app);
    await app.ctx.db
      .update(usuarios)
      .set({
        nome: 'Ana Beatriz Souza',
        valor_sessao_padrao_centavos: 18000,
        duracao_sessao_padrao: 45,
        endereco: {
          cep: '01310-100',
          logradouro: 'Av. Paulista',
          numero: '1000',
          cidade: 'São Paulo',
          uf: 'SP',
        },
        plataforma_online: 'Google Meet',
        encaminhamento_emergencia: 'Procure o CAPS Centro, Rua A, 10.',
      } as never)
      .where(eq(usuarios.id, u.id));
    await pedir(app, u, 'PUT', '/user/portal', {
      permitir_cancelamento: true,
      antecedencia_cancelamento_horas: 48,
    });
    const p = await cadastrarPaciente(app, u, {
      nome: 'Carlos Eduardo Dias',
      frequencia: 'quinzenal',
      modalidade: 'hibrido',
      valor_sessao: 220,
    });
    const todos = NOMES_PLACEHOLDERS.map((n) => `${n}=[{{${n}}}]`).join('\n');
    const termo = await enviarTermo(app, u, p.id, { modelo: 'livre', titulo: 'Teste', texto: todos });
    const linhas = Object.fromEntries(termo.texto.split('\n').map((l) => l.split('=') as [string, string]));
    expect(linhas['paciente.nome']).toBe('[Carlos Eduardo Dias]');
    expect(linhas['profissional.nome']).toBe('[Ana Beatriz Souza]');
    expect(linhas['profissional.crp']).toMatch(/^\[\d{2}\/\d{3,6}\]$/);
    expect(linhas.valor_sessao).toBe('[R$ 220,00]');
    expect(linhas.duracao_sessao).toBe('[45 minutos]');
    expect(linhas.frequencia).toBe('[quinzenal]');
    expect(linhas.modalidade).toBe('[híbrida (presencial e online)]');
    expect(linhas.politica_cancelamento).toBe('[avisar com pelo menos 48 horas de antecedência]');
    expect(linhas.cidade).toBe('[São Paulo/SP]');
    expect(linhas.data).toMatch(/^\[\d{1,2} de [a-zç]+ de \d{4}\]$/);
    expect(linhas.plataforma_online).toBe('[Google Meet]');
    expect(linhas.encaminhamento_emergencia).toBe('[Procure o CAPS Centro, Rua A, 10.]');
    expect(termo.texto).not.toContain('{{');
  });

  it('a known placeholder without a value is a blank to fill by hand; the session value falls back to the profile', async () => {
    const u = await psicologa(app);
    const p = await cadastrarPaciente(app, u);
    const termo = await enviarTermo(app, u, p.id);
    expect(termo.texto).not.toContain('{{');
    expect(termo.texto).toContain(`O valor de cada sessão é ${LACUNA}.`);
    expect(termo.texto).toContain(`A frequência combinada é ${LACUNA}`);
    expect(termo.texto).toContain(`pela plataforma ${LACUNA}.`);
    await app.ctx.db
      .update(usuarios)
      .set({ valor_sessao_padrao_centavos: 15050 })
      .where(eq(usuarios.id, u.id));
    expect((await enviarTermo(app, u, p.id)).texto).toContain('O valor de cada sessão é R$ 150,50.');
  });

  it('freezes the text with its SHA-256; a later change of the model or profile leaves it as sent', async () => {
    const u = await psicologa(app);
    const p = await cadastrarPaciente(app, u);
    const termo = await enviarTermo(app, u, p.id);
    expect(termo).toMatchObject({
      modelo: 'contrato_terapeutico',
      status: 'pendente',
      titulo: 'Contrato terapêutico',
    });
    expect(termo.hash).toBe(sha256(termo.texto));
    await pedir(app, u, 'PUT', '/termos/modelos/contrato_terapeutico', { texto: 'Outro texto.' });
    await app.ctx.db
      .update(usuarios)
      .set({ valor_sessao_padrao_centavos: 99900 })
      .where(eq(usuarios.id, u.id));
    const depois = (await pedir(app, u, 'GET', `/termos/${termo.id}`)).json().termo;
    expect(depois.texto).toBe(termo.texto);
    expect(depois.hash).toBe(termo.hash);
    // Stored encrypted: the row never holds the text itself.
    const [row] = await app.ctx.db.select().from(termos).where(eq(termos.id, termo.id));
    expect(row.texto).not.toContain('psicoterapia');
    // The model's new text goes to the next term.
    expect((await enviarTermo(app, u, p.id)).texto).toBe('Outro texto.');
  });

  it('livre needs titulo and texto; an unknown placeholder in a sent text is a 422 naming it', async () => {
    const p = await cadastrarPaciente(app, user);
    const semNada = await pedir(app, user, 'POST', `/paciente/${p.id}/termos`, { modelo: 'livre' });
    expect(semNada.statusCode).toBe(422);
    expect(Object.keys(semNada.json().errors).sort()).toEqual(['texto', 'titulo']);
    const desconhecido = await pedir(app, user, 'POST', `/paciente/${p.id}/termos`, {
      modelo: 'livre',
      titulo: 'Gravação',
      texto: 'Autorizo {{gravacao}}.',
    });
    expect(desconhecido.statusCode).toBe(422);
    expect(desconhecido.json().errors.texto[0]).toContain('{{gravacao}}');
    expect((await pedir(app, user, 'POST', `/paciente/${p.id}/termos`, { modelo: 'outro' })).statusCode).toBe(
      422,
    );
    const livre = await enviarTermo(app, user, p.id, {
      modelo: 'livre',
      titulo: 'Autorização de gravação',
      texto: 'Eu, {{paciente.nome}}, autorizo.',
    });
    expect(livre).toMatchObject({
      titulo: 'Autorização de gravação',
      texto: 'Eu, Mariana Costa Lima, autorizo.',
    });
  });

  it('the preview is the text a send would freeze, and saves nothing', async () => {
    const p = await cadastrarPaciente(app, user);
    const previa = await pedir(app, user, 'POST', `/paciente/${p.id}/termos/previa`, {
      modelo: 'aviso_privacidade',
    });
    expect(previa.statusCode, previa.body).toBe(200);
    expect((await pedir(app, user, 'GET', `/paciente/${p.id}/termos`)).json().termos).toEqual([]);
    const termo = await enviarTermo(app, user, p.id, { modelo: 'aviso_privacidade' });
    expect(previa.json().previa).toMatchObject({
      texto: termo.texto,
      hash: termo.hash,
      titulo: 'Aviso de privacidade',
    });
  });
});

describe('list, minors and cancelling', () => {
  it('a minor is pendente until a guardian signs; an adult nao_se_aplica', async () => {
    const adulto = await cadastrarPaciente(app, user);
    const r = (await pedir(app, user, 'GET', `/paciente/${adulto.id}/termos`)).json();
    expect(r).toEqual({ termos: [], autorizacao_responsavel: 'nao_se_aplica' });
    const menor = await cadastrarPaciente(app, user, {
      data_nascimento: '2015-03-01',
      responsavel: { nome: 'Paula Menezes', parentesco: 'mãe', telefone: '(11) 91234-5678' },
    });
    const lista = await pedir(app, user, 'GET', `/paciente/${menor.id}/termos`);
    expect(lista.json().autorizacao_responsavel).toBe('pendente');
    await enviarTermo(app, user, menor.id, { modelo: 'autorizacao_responsavel' });
    const depois = (await pedir(app, user, 'GET', `/paciente/${menor.id}/termos`)).json();
    expect(depois.autorizacao_responsavel).toBe('pendente');
    expect(depois.termos[0]).toMatchObject({
      modelo: 'autorizacao_responsavel',
      status: 'pendente',
      assinado_em: null,
      assinante: null,
    });
  });

  it('cancels a pending term (then 409 on cancelling again); audited', async () => {
    const p = await cadastrarPaciente(app, user);
    const termo = await enviarTermo(app, user, p.id);
    const res = await pedir(app, user, 'POST', `/termos/${termo.id}/cancelar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().termo).toMatchObject({ id: termo.id, status: 'cancelado' });
    expect(res.json().termo.cancelado_em).not.toBeNull();
    expect((await pedir(app, user, 'POST', `/termos/${termo.id}/cancelar`)).statusCode).toBe(409);
    expect((await pedir(app, user, 'DELETE', `/termos/${termo.id}`)).statusCode).toBe(409);
    const linhas = await app.ctx.db.select().from(auditoria).where(eq(auditoria.entidade_id, termo.id));
    expect(linhas.map((l) => l.acao).sort()).toEqual(['alterar', 'criar']);
  });

  it("another psychologist's term or patient → 404 everywhere", async () => {
    const p = await cadastrarPaciente(app, user);
    const termo = await enviarTermo(app, user, p.id);
    const outra = await createUser(app);
    for (const [m, url, body] of [
      ['GET', `/termos/${termo.id}`],
      ['GET', `/termos/${termo.id}/pdf`],
      ['POST', `/termos/${termo.id}/cancelar`],
      ['DELETE', `/termos/${termo.id}`],
      ['GET', `/paciente/${p.id}/termos`],
      ['POST', `/paciente/${p.id}/termos`, { modelo: 'contrato_terapeutico' }],
      ['POST', `/paciente/${p.id}/termos/previa`, { modelo: 'contrato_terapeutico' }],
    ] as const) {
      const res = await pedir(app, outra, m, url, body);
      expect(res.statusCode, `${m} ${url}`).toBe(404);
    }
    expect((await pedir(app, user, 'GET', `/termos/${termo.id}`)).statusCode).toBe(200);
  });
});
