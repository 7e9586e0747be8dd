import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { pdf, uploadOne } from '../anexos/testing.ts';
import { createDocumento } from '../documentos/testing.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser } from '../pacientes/testing.ts';
import { criarProntuario } from '../prontuarios/testing.ts';
import { nomeSeguro } from './exportar.ts';
import { exportar, json, unzip } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /user/export', () => {
  it('answers a ZIP of the user’s data with clinical text decrypted, the attachments and a LEIAME', async () => {
    const user = await createVitalicioUser(app);
    const paciente = await cadastrarPaciente(app, user, {
      nome: 'Joana Prado',
      observacoes: 'Encaminhada pela UBS',
    });
    await createSessao(app, user, paciente.id, { observacoes: 'Relatou insônia recorrente' });
    await criarProntuario(app, user, paciente.id, { conteudo: 'Evolução: sono melhorou muito' });
    await createDocumento(app, user, paciente.id, {
      finalidade: 'Apresentação à escola',
      secoes: { informacoes_atendimento: 'Compareceu às terças, das 14h às 14h50.' },
    });
    const laudo = pdf(3000, 'Laudo exportado');
    await uploadOne(app, user, paciente.id, 'Laudo: João 2026?.pdf', laudo, 'Laudo do neurologista');
    await uploadOne(app, user, paciente.id, 'Laudo: João 2026?.pdf', pdf(), 'Segunda via');

    const lembretes = await app.inject({
      method: 'PUT',
      url: '/api/user/lembretes',
      headers: user.auth,
      payload: { ativo: true, antecedencia_horas: 12 },
    });
    expect(lembretes.statusCode).toBe(200);

    const res = await exportar(app, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="consultorio-dados-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = await unzip(res.rawPayload);
    for (const name of [
      'LEIAME.txt',
      'perfil.json',
      'pacientes.json',
      'sessoes.json',
      'anamneses.json',
      'prontuarios.json',
      'documentos.json',
      'agendamentos.json',
      'financeiros.json',
      'carne-leao.json',
      'auditoria.json',
      'anexos.json',
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(files.get('LEIAME.txt')?.toString()).toMatch(/prontuarios\.json: as evoluções do prontuário/);
    expect(json(files, 'perfil.json')).toMatchObject({
      id: user.id,
      email: user.email,
      lembretes: { ativo: true, antecedencia_horas: 12, modelo: null },
    });
    expect(files.get('perfil.json')?.toString()).not.toContain('senha_hash');
    expect(json(files, 'pacientes.json')).toEqual([
      expect.objectContaining({ nome: 'Joana Prado', observacoes: 'Encaminhada pela UBS' }),
    ]);
    expect(json(files, 'sessoes.json')[0].observacoes).toBe('Relatou insônia recorrente');
    // The same areas as CSV for Excel: UTF-8 with BOM, `;`, the decrypted text, a header line then one per row.
    for (const nome of ['pacientes.csv', 'sessoes.csv', 'agendamentos.csv', 'financeiros.csv']) {
      expect(files.get(nome)?.subarray(0, 3).toString('hex'), nome).toBe('efbbbf');
    }
    const pacientesCsv = files.get('pacientes.csv')?.toString('utf8').slice(1).split('\r\n') ?? [];
    expect(pacientesCsv[0]).toMatch(/^id;nome;/);
    expect(pacientesCsv[1]).toContain(';Joana Prado;');
    expect(pacientesCsv[1]).toContain('Encaminhada pela UBS');
    expect(files.get('sessoes.csv')?.toString('utf8')).toContain('Relatou insônia recorrente');
    expect(json(files, 'prontuarios.json')[0].conteudo).toBe('Evolução: sono melhorou muito');
    expect(json(files, 'documentos.json')).toEqual([
      expect.objectContaining({
        tipo: 'declaracao',
        finalidade: 'Apresentação à escola',
        secoes: { informacoes_atendimento: 'Compareceu às terças, das 14h às 14h50.' },
        excluido_em: null,
      }),
    ]);
    expect(files.get('documentos.json')?.toString()).not.toContain('"conteudo"');
    const anexos = json(files, 'anexos.json');
    expect(anexos.map((a: { arquivo: string }) => a.arquivo).sort()).toEqual([
      'anexos/Laudo_ João 2026_ (2).pdf',
      'anexos/Laudo_ João 2026_.pdf',
    ]);
    const primeiro = anexos.find((a: { descricao: string }) => a.descricao === 'Laudo do neurologista');
    expect(files.get(primeiro.arquivo)?.equals(laudo)).toBe(true);
    expect(files.get('anexos.json')?.toString()).not.toContain('storage_key');
  });

  it('holds nothing of another user, and records the export in the audit trail', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    await cadastrarPaciente(app, b, { nome: 'Paciente De Outra Pessoa' });
    const files = await unzip((await exportar(app, a)).rawPayload);
    expect(json(files, 'pacientes.json')).toEqual([]);
    for (const [, bytes] of files) expect(bytes.toString()).not.toContain('Paciente De Outra Pessoa');
    const audit = await app.inject({ method: 'GET', url: '/api/user/auditoria', headers: a.auth });
    expect(audit.body).toContain('exportar');
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });
});

describe('nomeSeguro', () => {
  it('keeps accents, replaces what file systems refuse and hidden-file dots', () => {
    expect(nomeSeguro('Relatório final.pdf')).toBe('Relatório final.pdf');
    expect(nomeSeguro('../../etc/passwd')).toBe('__.._etc_passwd');
    expect(nomeSeguro('   ')).toBe('arquivo');
    expect(nomeSeguro(`${'a'.repeat(200)}.pdf`)).toHaveLength(120);
  });
});
