import { CAMPOS_IMPORTACAO } from '@consultorio/contracts/importacoes';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { cadastrarPaciente, createVitalicioUser } from '../pacientes/testing.ts';
import { confirmarImportacao, enviarPlanilha } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
const cpf = randomCpf();

beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
  await cadastrarPaciente(app, user, {
    nome: 'Beatriz Çardoso',
    cpf,
    email: 'bia@exemplo.com',
    data_nascimento: '2012-09-30',
    responsavel: { nome: 'Helena Çardoso', telefone: '(11) 97777-0000', parentesco: 'Mãe' },
    endereco: { cep: '01001-000', logradouro: 'Praça da Sé', numero: '1', cidade: 'São Paulo', uf: 'SP' },
    modalidade: 'hibrido',
    frequencia: 'quinzenal',
    valor_sessao: 1500,
    observacoes: 'Texto clínico que não sai na planilha',
  });
  await cadastrarPaciente(app, user, { nome: '=SOMA(1;2)', telefone: '(21) 3456-7890' });
});
afterAll(async () => {
  await app.close();
});

const exportar = (quem: TestUser, formato?: string) =>
  app.inject({ url: `/api/pacientes/exportar${formato ? `?formato=${formato}` : ''}`, headers: quem.auth });

describe('GET /pacientes/exportar', () => {
  it('CSV: UTF-8 with BOM, ";", the import’s headers, formulas neutralised, no clinical text', async () => {
    const res = await exportar(user, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pacientes.csv"');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [cabecalho, ...linhas] = res.body.slice(1).trim().split('\r\n');
    expect(cabecalho.split(';')[0]).toBe('Nome completo');
    expect(cabecalho).not.toContain('Observações');
    expect(linhas).toHaveLength(2);
    expect(res.body).not.toContain('Texto clínico');
    expect(linhas[0].startsWith("'=SOMA(1;2)") || linhas[0].startsWith(`"'=SOMA(1;2)"`)).toBe(true);
    expect(linhas[1]).toContain('Beatriz Çardoso');
    expect(linhas[1]).toContain('30/09/2012');
    expect(linhas[1]).toContain('1500,00');
    expect(linhas[1]).toContain('Híbrido;Quinzenal');
    expect(linhas[1]).toContain('Helena Çardoso');
    // The CEP as text with its hyphen: Excel would read 01001000 as the number 1001000.
    expect(linhas[1].split(';')).toContain('01001-000');

    // Imported again, the guard's apostrophe is dropped: the same name comes back.
    const outra = await createVitalicioUser(app);
    const previa = (await enviarPlanilha(app, outra, Buffer.from(res.body, 'utf8'))).json().importacao;
    expect(previa.erros).toEqual([]);
    expect(previa.amostra.map((l: { nome: string }) => l.nome).sort()).toEqual([
      '=SOMA(1;2)',
      'Beatriz Çardoso',
    ]);
  });

  it('XLSX by default, read back in the same columns; it imports into another account as the same patients', async () => {
    const res = await exportar(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const linhas = await readSheet(res.rawPayload);
    expect(linhas[0]).toEqual(
      CAMPOS_IMPORTACAO.filter((c) => c.campo !== 'observacoes').map((c) => c.rotulo),
    );
    // A name that looks like a formula is a text cell, as typed: no apostrophe, and no formula in the sheet.
    expect(linhas.map((l) => l[0])).toContain('=SOMA(1;2)');
    const arquivos = unzipSync(new Uint8Array(res.rawPayload));
    const folha = strFromU8(arquivos['xl/worksheets/sheet1.xml']);
    expect(folha).not.toMatch(/<f[ >]/);
    expect(strFromU8(arquivos['xl/sharedStrings.xml'])).toContain('<t>=SOMA(1;2)</t>');
    const bia = linhas.find((l) => l[0] === 'Beatriz Çardoso');
    expect(bia).toBeDefined();
    expect(linhas[0].indexOf('Valor da sessão')).toBeGreaterThan(0);
    expect(bia?.[linhas[0].indexOf('Valor da sessão')]).toBe(1500);
    expect(bia?.[linhas[0].indexOf('CEP')]).toBe('01001-000');

    const outra = await createVitalicioUser(app);
    const previa = (await enviarPlanilha(app, outra, res.rawPayload, 'pacientes.xlsx')).json().importacao;
    expect(previa.erros).toEqual([]);
    expect((await confirmarImportacao(app, outra, previa.id)).json().resultado.importados).toBe(2);
    expect(
      (await app.inject({ url: '/api/pacientes?busca=SOMA', headers: outra.auth })).json().pacientes,
    ).toEqual([expect.objectContaining({ nome: '=SOMA(1;2)' })]);
    const lista = (await app.inject({ url: '/api/pacientes?busca=Beatriz', headers: outra.auth })).json();
    const ficha = (
      await app.inject({ url: `/api/paciente/${lista.pacientes[0].id}`, headers: outra.auth })
    ).json().paciente;
    const original = (
      await app.inject({
        url: `/api/paciente/${(await app.inject({ url: '/api/pacientes?busca=Beatriz', headers: user.auth })).json().pacientes[0].id}`,
        headers: user.auth,
      })
    ).json().paciente;
    const registro = ({ id, created_at, updated_at, observacoes, ...resto }: Record<string, unknown>) =>
      resto;
    expect(registro(ficha)).toEqual(registro(original));
    expect(ficha.observacoes).toBeNull();
  });

  it('holds only the caller’s patients, refuses an unknown format, and is audited', async () => {
    const vazia = await createVitalicioUser(app);
    const res = await exportar(vazia, 'csv');
    expect(res.body.slice(1).trim().split('\r\n')).toHaveLength(1);
    expect(res.body).not.toContain('Beatriz');
    const ruim = await exportar(user, 'pdf');
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json().errors).toEqual({ formato: ['Formato inválido: use xlsx ou csv.'] });
    const trilha = (await app.inject({ url: '/api/user/auditoria', headers: user.auth })).json().registros;
    expect(trilha).toEqual(
      expect.arrayContaining([expect.objectContaining({ acao: 'exportar', entidade: 'paciente' })]),
    );
  });
});
