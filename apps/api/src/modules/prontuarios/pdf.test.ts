import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { crpDoTeste } from '../../test/factories.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { cadastrarPaciente, createSessao } from '../pacientes/testing.ts';
import { setPlan } from '../planos/testing.ts';
import { createEssencialUser, criarProntuario } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let crp: string;
beforeAll(async () => {
  app = await buildTestApp();
  crp = crpDoTeste();
  user = await createEssencialUser(app, { nome: 'Ana Beatriz Souza', crp });
});
afterAll(async () => {
  await app.close();
});

/** The PDF's text, page by page, with runs of spaces collapsed. */
async function pages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

const exportar = (url: string, auth = user.auth) => app.inject({ url, headers: auth });

describe('GET /prontuario/paciente/{id}/exportar', () => {
  it("prints the psychologist, the patient's identification and every entry in date order, with page numbers", async () => {
    const p = await cadastrarPaciente(app, user, {
      nome: 'Mariana Conceição Lima',
      data_nascimento: '1990-05-12',
      cpf: '52998224725',
    });
    const sessao = await createSessao(app, user, p.id, { data: '2026-01-09' });
    // Long entries, so the document spans several pages.
    const textos = Array.from(
      { length: 12 },
      (_, i) => `Registro número ${i + 1}: ${'conteúdo clínico '.repeat(60)}[fim-${i + 1}]`,
    );
    for (const [i, conteudo] of textos.entries()) {
      const dia = String(28 - i * 2).padStart(2, '0');
      await criarProntuario(app, user, p.id, {
        data: `2025-12-${dia}`,
        tipo: i === 0 ? 'encerramento' : 'evolucao',
        titulo: `Título ${i + 1}`,
        conteudo,
        sessao_id: i === 0 ? sessao.id : undefined,
      });
    }

    const res = await exportar(`/api/prontuario/paciente/${p.id}/exportar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const nome = `prontuarios-paciente-${p.id.replaceAll('-', '').slice(0, 8)}-${hoje}.pdf`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${nome}"; filename*=UTF-8''${nome}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The metadata a file manager shows name the kind of document and the psychologist, never the patient.
    esperarMetadados(res.rawPayload, {
      titulo: 'Prontuário psicológico',
      autor: `Ana Beatriz Souza (CRP ${crp})`,
      semNomes: ['Mariana', 'Lima'],
    });

    const texto = await pages(res.rawPayload);
    const n = texto.length;
    expect(n).toBeGreaterThan(1);
    for (const [i, page] of texto.entries()) {
      expect(page, `página ${i + 1}`).toContain('Ana Beatriz Souza');
      expect(page, `página ${i + 1}`).toContain(`CRP ${crp}`);
      expect(page, `página ${i + 1}`).toContain(`Página ${i + 1} de ${n}`);
      expect(page, `página ${i + 1}`).toContain(
        'Documento sigiloso — Código de Ética Profissional do Psicólogo, art. 9º; Resolução CFP 001/2009',
      );
    }
    const all = texto.join(' ');
    expect(all).toContain('Mariana Conceição Lima');
    expect(all).toContain('12/05/1990');
    expect(all).toContain('529.982.247-25');
    expect(all).toContain('Prontuário psicológico');
    expect(all).toContain('12 registros, de 06/12/2025 a 28/12/2025');
    // Every entry's text, oldest first, with its date (dd/mm/aaaa) and type in Portuguese.
    const posicoes = textos.map((_, i) => all.indexOf(`[fim-${i + 1}]`));
    expect(posicoes.every((pos) => pos >= 0)).toBe(true);
    expect([...posicoes].reverse()).toEqual([...posicoes].sort((a, b) => a - b));
    expect(all).toContain('28/12/2025 Encerramento');
    expect(all).toContain('Sessão de 09/01/2026');
    expect(all).toContain('06/12/2025 Evolução');
    expect(all).toMatch(
      /Emitido em \d{1,2} de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}, às \d{2}:\d{2}/,
    );
  });

  it('leaves deleted entries out, and exports a patient without entries', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Caio Sem Registros', cpf: null });
    const gone = await criarProntuario(app, user, p.id, { conteudo: 'Texto-apagado' });
    await app.inject({ method: 'DELETE', url: `/api/prontuario/${gone.id}`, headers: user.auth });
    const res = await exportar(`/api/prontuario/paciente/${p.id}/exportar`);
    expect(res.statusCode).toBe(200);
    const all = (await pages(res.rawPayload)).join(' ');
    expect(all).toContain('Caio Sem Registros');
    expect(all).not.toContain('Texto-apagado');
    expect(all).toContain('Nenhum registro no prontuário');
    expect(all).toContain('Página 1 de 1');
  });
});

describe('the record PDF with the anamnese and the responsável (options)', () => {
  it('adds the filled anamnese fields and, for a minor, the responsável; neither unless asked', async () => {
    const p = await cadastrarPaciente(app, user, {
      nome: 'Lucas Menor Prado',
      data_nascimento: '2015-03-10',
      responsavel: {
        nome: 'Carla Prado',
        cpf: '52998224725',
        telefone: '(11) 98888-7777',
        parentesco: 'Mãe',
      },
    });
    await criarProntuario(app, user, p.id, {
      data: '2026-02-02',
      conteudo: 'Primeira evolução registrada.',
    });
    const anamnese = await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/anamnese`,
      headers: user.auth,
      payload: { queixa_principal: 'Dificuldade de concentração na escola.', sono: 'Dorme tarde.' },
    });
    expect(anamnese.statusCode, anamnese.body).toBe(201);

    const sem = (await pages((await exportar(`/api/prontuario/paciente/${p.id}/exportar`)).rawPayload)).join(
      ' ',
    );
    expect(sem).not.toContain('Anamnese');
    expect(sem).not.toContain('Carla Prado');

    const res = await exportar(`/api/prontuario/paciente/${p.id}/exportar?anamnese=1&responsavel=1`);
    expect(res.statusCode).toBe(200);
    const com = (await pages(res.rawPayload)).join(' ');
    expect(com).toContain('Anamnese');
    expect(com).toContain('Queixa principal Dificuldade de concentração na escola.');
    expect(com).toContain('Sono Dorme tarde.');
    expect(com).not.toContain('Histórico familiar');
    expect(com).toContain('Responsável Carla Prado (Mãe)');
    expect(com).toContain('CPF do responsável 529.982.247-25');
    expect(com).toContain('(11) 98888-7777');
    // The anamnese comes before the entries.
    expect(com.indexOf('Anamnese')).toBeLessThan(com.indexOf('Primeira evolução registrada.'));

    const semAnamnese = await cadastrarPaciente(app, user, { nome: 'Sem Anamnese Ainda' });
    const vazio = (
      await pages(
        (
          await exportar(`/api/prontuario/paciente/${semAnamnese.id}/exportar?anamnese=1`)
        ).rawPayload,
      )
    ).join(' ');
    expect(vazio).toContain('Este paciente não tem anamnese registrada.');
    expect((await exportar(`/api/prontuario/paciente/${p.id}/exportar?anamnese=talvez`)).statusCode).toBe(
      422,
    );
  });
});

describe('GET /prontuario/{id}/exportar', () => {
  it('prints one entry under a name with the entry date', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Zé d’Ávila' });
    await criarProntuario(app, user, p.id, { conteudo: 'Outro registro.' });
    const e = await criarProntuario(app, user, p.id, {
      data: '2026-01-20',
      tipo: 'encaminhamento',
      titulo: 'Encaminhamento ao psiquiatra',
      conteudo: 'Texto único do encaminhamento.',
    });
    const res = await exportar(`/api/prontuario/${e.id}/exportar`);
    expect(res.statusCode).toBe(200);
    // No patient name in the file name (docs/security.md).
    const ref = p.id.replaceAll('-', '').slice(0, 8);
    expect(res.headers['content-disposition']).toContain(
      `filename="prontuario-paciente-${ref}-2026-01-20.pdf"`,
    );
    expect(res.headers['content-disposition']).not.toMatch(/ze|avila/i);
    esperarMetadados(res.rawPayload, {
      titulo: 'Registro de prontuário',
      autor: `Ana Beatriz Souza (CRP ${crp})`,
      semNomes: ['Zé', 'Ávila'],
    });
    const all = (await pages(res.rawPayload)).join(' ');
    expect(all).toContain('Registro de prontuário');
    expect(all).toContain('Zé d’Ávila');
    expect(all).toContain(`CRP ${crp}`);
    expect(all).toContain('20/01/2026 Encaminhamento');
    expect(all).toContain('Encaminhamento ao psiquiatra');
    expect(all).toContain('Texto único do encaminhamento.');
    expect(all).not.toContain('Outro registro.');
    expect(all).toContain('Página 1 de 1');
  });
});

describe('plan gate (feature prontuarios_pdf)', () => {
  it('refuses both exports on Gratuito (403 naming the feature) and allows them on Essencial', async () => {
    const gratuito = await createUser(app);
    const p = await cadastrarPaciente(app, gratuito);
    const e = await criarProntuario(app, gratuito, p.id);
    for (const url of [`/api/prontuario/paciente/${p.id}/exportar`, `/api/prontuario/${e.id}/exportar`]) {
      const res = await exportar(url, gratuito.auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        message: 'Seu plano atual não inclui este recurso (prontuarios_pdf).',
        feature: 'prontuarios_pdf',
      });
    }
    // The rest of the records works on every plan.
    const list = await app.inject({ url: `/api/prontuario/paciente/${p.id}`, headers: gratuito.auth });
    expect(list.statusCode).toBe(200);

    await setPlan(app, gratuito.email, { plano: 'essencial' });
    for (const url of [`/api/prontuario/paciente/${p.id}/exportar`, `/api/prontuario/${e.id}/exportar`]) {
      expect((await exportar(url, gratuito.auth)).statusCode, url).toBe(200);
    }
    await setPlan(app, gratuito.email, { status: 'INACTIVE' });
    const paused = await exportar(`/api/prontuario/${e.id}/exportar`, gratuito.auth);
    expect(paused.statusCode).toBe(403);
    expect(paused.json().feature).toBe('pausado');
  });
});
