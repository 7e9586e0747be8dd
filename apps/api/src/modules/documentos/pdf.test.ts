import { spawnSync } from 'node:child_process';
import { formatTelefone } from '@consultorio/contracts/br';
import {
  LINHA_SIGILOSO,
  MODELOS_DOCUMENTO,
  nomeArquivoDocumento,
  paragrafoValidade,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '@consultorio/contracts/documentos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { createDocumento, PAYLOADS } from './testing.ts';

/*
 * GET /documentos/{id}/pdf (docs/product.md §14): the document read back with poppler's pdftotext, as a reader
 * sees it — the letterhead, the title, the identification, the kind's sections in the resolution's order, the
 * validity paragraph, the confidentiality line only when asked, place and date, the signature block and
 * "Página X de Y" on every page.
 */

let app: FastifyInstance;
let user: TestUser;
let crp: string;
let telefone: string;
let pacienteId: string;
const PACIENTE = 'Lia Documentada Ferreira';

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { nome: 'Marina Alves Costa' });
  const perfil = (await app.inject({ url: '/api/user/profile', headers: user.auth })).json().usuario ?? {};
  crp = perfil.crp;
  telefone = perfil.telefone;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: user.auth,
    payload: {
      nome: perfil.nome,
      email: perfil.email,
      cpf: perfil.cpf,
      crp: perfil.crp,
      telefone: perfil.telefone,
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: 'sala 12',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`perfil: ${res.statusCode} ${res.body}`);
  pacienteId = (await cadastrarPaciente(app, user, { nome: PACIENTE })).id;
});
afterAll(async () => {
  await app.close();
});

/** The PDF's pages as pdftotext -layout reads them. */
export function paginasDoPdf(pdf: Buffer): string[] {
  const r = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'buffer' });
  if (r.status !== 0) throw new Error(`pdftotext: ${r.stderr.toString()}`);
  return r.stdout
    .toString('utf8')
    .split('\f')
    .filter((p) => p.trim());
}
/** One page's text on one line, runs of spaces (justified lines) collapsed. */
const corrido = (pagina: string) => pagina.replace(/\s+/g, ' ');

const baixar = (id: string, auth = user.auth) =>
  app.inject({ url: `/api/documentos/${id}/pdf`, headers: auth });

/** The numbered headings each report kind prints (arts. 11–14); none in a declaração or an atestado. */
const TITULOS: Record<TipoDocumento, string[]> = {
  declaracao: [],
  atestado: [],
  relatorio: ['1. Identificação', '2. Descrição da demanda', '3. Procedimento', '4. Análise', '5. Conclusão'],
  relatorio_multiprofissional: [
    '1. Identificação',
    '2. Descrição da demanda',
    '3. Procedimento',
    '4. Análise',
    '5. Conclusão',
  ],
  laudo: [
    '1. Identificação',
    '2. Descrição da demanda',
    '3. Procedimento',
    '4. Análise',
    '5. Conclusão',
    '6. Referências',
  ],
  parecer: ['1. Identificação', '2. Descrição da demanda', '3. Análise', '4. Conclusão', '5. Referências'],
};

describe('GET /documentos/{id}/pdf', () => {
  it.each(TIPOS_DOCUMENTO)('lays out a %s as the resolution asks', async (tipo) => {
    const sigiloso = tipo === 'relatorio' || tipo === 'atestado';
    const d = await createDocumento(app, user, pacienteId, { ...PAYLOADS[tipo], sigiloso });
    const res = await baixar(d.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`filename="${nomeArquivoDocumento(d)}"`);
    expect(res.headers['content-disposition']).not.toContain('Lia');
    esperarMetadados(res.rawPayload, {
      titulo: MODELOS_DOCUMENTO[tipo].nome,
      autor: `Marina Alves Costa (CRP ${crp})`,
      semNomes: ['Lia', 'Ferreira'],
    });

    const paginas = paginasDoPdf(res.rawPayload);
    expect(paginas).toHaveLength(1);
    const [pagina] = paginas;
    const texto = corrido(pagina);
    // Letterhead.
    for (const trecho of [
      'Marina Alves Costa',
      `CRP ${crp}`,
      'Avenida Paulista, 1000, sala 12 · Bela Vista · São Paulo/SP · CEP 01310-100',
      `Telefone ${formatTelefone(telefone)}`,
      user.email,
    ])
      expect(texto).toContain(trecho);
    // Title, centred, in capitals: indented on its own line.
    expect(pagina).toMatch(new RegExp(`\\n {10,}${MODELOS_DOCUMENTO[tipo].titulo}\\s*\\n`));
    // Identification.
    expect(texto).toContain(`Pessoa atendida: ${PACIENTE}`);
    expect(texto).toContain(`Finalidade: ${d.finalidade}`);
    if (d.solicitante) expect(texto).toContain(`Solicitante: ${d.solicitante}`);
    else expect(texto).not.toContain('Solicitante');
    if (tipo === 'relatorio_multiprofissional') {
      expect(texto).toContain(`Autores: Marina Alves Costa — Psicólogo(a) — CRP ${crp}`);
      expect(texto).toContain('Ana Fono — Fonoaudióloga — CRFa 2-12345');
    } else if (TITULOS[tipo].length) expect(texto).toContain(`Autor(a): Marina Alves Costa — CRP ${crp}`);
    // The numbered headings, in order, each on its own line; the sections' texts.
    const linhas = pagina.split('\n').map((l) => l.trim());
    const posicoes = TITULOS[tipo].map((t) => linhas.indexOf(t));
    expect(posicoes.every((p) => p >= 0)).toBe(true);
    expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b));
    if (!TITULOS[tipo].length) expect(texto).not.toMatch(/\d\. Identificação/);
    for (const valor of Object.values(d.secoes))
      if (typeof valor === 'string') expect(texto).toContain(valor);
    // Validity (art. 17), confidentiality, place and date, signature, page number — in this order.
    const validade = paragrafoValidade(d.prazo_validade);
    const fim = [
      ...(validade ? [validade] : []),
      ...(sigiloso ? [LINHA_SIGILOSO] : []),
      'São Paulo/SP, 20 de novembro de 2026.',
      `Marina Alves Costa CRP ${crp}`,
      'Página 1 de 1',
    ];
    const ordem = fim.map((t) => texto.lastIndexOf(t));
    expect(ordem.every((p) => p >= 0)).toBe(true);
    expect(ordem).toEqual([...ordem].sort((a, b) => a - b));
    if (!validade) expect(texto).not.toContain('Prazo de validade');
    if (!sigiloso) expect(texto).not.toContain('caráter sigiloso');
  });

  it('flows a long text across pages, numbering each, with the signature on the last and nothing cut', async () => {
    const blocos = Array.from(
      { length: 24 },
      (_, i) =>
        `[bloco ${i + 1}] ${'A análise dos encontros mostrou mudanças graduais e consistentes. '.repeat(10)}`,
    );
    const analise = blocos.join('\n\n');
    expect(analise.length).toBeGreaterThan(15_000);
    const d = await createDocumento(app, user, pacienteId, {
      ...PAYLOADS.relatorio,
      secoes: { ...(PAYLOADS.relatorio.secoes as object), analise },
    });
    const paginas = paginasDoPdf((await baixar(d.id)).rawPayload);
    const n = paginas.length;
    expect(n).toBeGreaterThanOrEqual(3);
    paginas.forEach((p, i) => {
      expect(corrido(p)).toContain(`Página ${i + 1} de ${n}`);
      // The letterhead on every page.
      expect(corrido(p)).toContain(`Marina Alves Costa CRP ${crp}`);
    });
    const todas = paginas.map(corrido).join(' ');
    for (let i = 1; i <= blocos.length; i++) expect(todas).toContain(`[bloco ${i}]`);
    expect(todas).toContain('5. Conclusão Recomenda-se manter o acompanhamento');
    const ultima = corrido(paginas[n - 1]);
    expect(ultima).toContain('São Paulo/SP, 20 de novembro de 2026.');
    expect(ultima).toContain(`Marina Alves Costa CRP ${crp} `);
    for (const p of paginas.slice(0, -1)) expect(corrido(p)).not.toContain('20 de novembro de 2026');
  });

  it("keeps the user's line breaks and paragraphs", async () => {
    const d = await createDocumento(app, user, pacienteId, {
      ...PAYLOADS.declaracao,
      secoes: {
        informacoes_atendimento:
          'Compareceu nos dias:\n12/11/2026, das 14h às 14h50;\n19/11/2026, das 14h às 14h50.\n\nAtendimento no consultório.',
      },
    });
    const [pagina] = paginasDoPdf((await baixar(d.id)).rawPayload);
    expect(pagina).toMatch(
      /Compareceu nos dias:\s*\n\s*12\/11\/2026, das 14h às 14h50;\s*\n\s*19\/11\/2026, das 14h às 14h50\.\s*\n\s*\n\s*Atendimento no consultório\./,
    );
  });

  it('prints a 19,990-character run without spaces whole, in seconds', async () => {
    const corrida = 'w'.repeat(19_990);
    const d = await createDocumento(app, user, pacienteId, {
      ...PAYLOADS.declaracao,
      secoes: { informacoes_atendimento: `Endereço: ${corrida}` },
    });
    const inicio = Date.now();
    const res = await baixar(d.id);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - inicio).toBeLessThan(10_000);
    const todas = paginasDoPdf(res.rawPayload).join('');
    expect(todas.replace(/[^w]/g, '').length).toBe(19_990);
  }, 30_000);

  it('writes an audit line with the document and its patient', async () => {
    const d = await createDocumento(app, user, pacienteId);
    expect((await baixar(d.id)).statusCode).toBe(200);
    const linhas = await app.ctx.db.select().from(auditoria).where(eq(auditoria.entidade_id, d.id));
    const exportar = linhas.filter((l) => l.acao === 'exportar');
    expect(exportar).toHaveLength(1);
    expect(exportar[0]).toMatchObject({
      usuario_id: user.id,
      entidade: 'documento',
      detalhes: { paciente_id: pacienteId },
    });
  });

  it("answers 404 for another user's document, an unknown id and a deleted document, writing no line", async () => {
    const d = await createDocumento(app, user, pacienteId);
    const outro = await createUser(app);
    for (const url of [`/api/documentos/${d.id}/pdf`, `/api/documentos/${d.id}/protocolo`]) {
      const res = await app.inject({ url, headers: outro.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Documento não encontrado.');
    }
    expect((await baixar('9b0f5c2e-4a61-4d4b-9a8e-2f6b1c3d4e5f')).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: user.auth });
    expect((await baixar(d.id)).statusCode).toBe(404);
    const linhas = await app.ctx.db.select().from(auditoria).where(eq(auditoria.entidade_id, d.id));
    expect(linhas.filter((l) => l.acao === 'exportar')).toEqual([]);
  });
});
