import { api } from '@consultorio/contracts/api/index';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacientes } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { agendarOk, emDias } from '../agendamentos/testing.ts';
import { filePart, pdf, postFiles, uploadOne } from '../anexos/testing.ts';
import { certificadoA1, createDocumento, PAYLOADS } from '../documentos/testing.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser } from '../pacientes/testing.ts';
import { criarProntuario, prontuarioPayload } from '../prontuarios/testing.ts';

/*
 * Every route of the clinical areas (docs/security.md: each view, export, change or delete of clinical data is
 * audited), called once, and the audit line it leaves in the user's trail — or none, for the lists that show no
 * clinical text. A new clinical route fails the first test until it is listed here.
 */

const CLINICAS = new Set([
  'pacientes',
  'sessoes',
  'anamnese',
  'prontuarios',
  'documentos',
  'anexos',
  'agendamentos',
]);

interface Ids {
  paciente: string;
  outroPaciente: string;
  anamnese: string;
  prontuario: string;
  sessao: string;
  agendamento: string;
  anexo: string;
  documento: string;
}

interface Caso {
  pedido: (ids: Ids) => InjectOptions | Promise<{ statusCode: number }>;
  /** The line it writes (action and entity), or null when it writes none. */
  linha: { acao: string; entidade: string } | null;
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  payload,
});

let app: FastifyInstance;
let user: TestUser;

/** In call order: reads and changes first, deletions last. */
const CASOS: Record<string, Caso> = {
  'pacientes.list': { pedido: () => json('GET', '/api/pacientes'), linha: null },
  'pacientes.listAlias': { pedido: () => json('GET', '/api/paciente'), linha: null },
  'pacientes.exportar': {
    pedido: () => json('GET', '/api/pacientes/exportar?formato=csv'),
    linha: { acao: 'exportar', entidade: 'paciente' },
  },
  'pacientes.create': {
    pedido: () => json('POST', '/api/paciente', { nome: 'Caio Prado', telefone: '(11) 91234-5678' }),
    linha: { acao: 'criar', entidade: 'paciente' },
  },
  'pacientes.get': {
    pedido: (i) => json('GET', `/api/paciente/${i.paciente}`),
    linha: { acao: 'visualizar', entidade: 'paciente' },
  },
  'pacientes.update': {
    pedido: (i) => json('PUT', `/api/paciente/${i.paciente}`, { profissao: 'Arquiteta' }),
    linha: { acao: 'alterar', entidade: 'paciente' },
  },
  'pacientes.changeStatus': {
    pedido: (i) => json('PUT', `/api/paciente/status/${i.paciente}`, { status_tratamento: 'em_pausa' }),
    linha: { acao: 'alterar', entidade: 'paciente' },
  },
  'pacientes.estatisticas': {
    pedido: (i) => json('GET', `/api/paciente/${i.paciente}/estatisticas`),
    linha: null,
  },
  'sessoes.list': {
    pedido: (i) => json('GET', `/api/paciente/${i.paciente}/sessoes`),
    linha: { acao: 'visualizar', entidade: 'sessoes' },
  },
  'sessoes.create': {
    pedido: (i) =>
      json('POST', '/api/sessao', { paciente_id: i.paciente, data: '2026-02-03', presenca: 'realizada' }),
    linha: { acao: 'criar', entidade: 'sessao' },
  },
  'sessoes.update': {
    pedido: (i) => json('PUT', `/api/sessao/${i.sessao}`, { data: '2026-01-10', presenca: 'falta' }),
    linha: { acao: 'alterar', entidade: 'sessao' },
  },
  'anamnese.get': {
    pedido: (i) => json('GET', `/api/paciente/${i.paciente}/anamnese`),
    linha: { acao: 'visualizar', entidade: 'anamnese' },
  },
  'anamnese.create': {
    pedido: (i) =>
      json('POST', `/api/paciente/${i.outroPaciente}/anamnese`, { queixa_principal: 'Insônia.' }),
    linha: { acao: 'criar', entidade: 'anamnese' },
  },
  'anamnese.update': {
    pedido: (i) => json('PUT', `/api/anamnese/${i.anamnese}`, { sono: 'Dorme às 2h.' }),
    linha: { acao: 'alterar', entidade: 'anamnese' },
  },
  'prontuarios.list': {
    pedido: (i) => json('GET', `/api/prontuario/paciente/${i.paciente}`),
    linha: { acao: 'visualizar', entidade: 'prontuario' },
  },
  'prontuarios.create': {
    pedido: (i) => json('POST', `/api/prontuario/paciente/${i.paciente}`, prontuarioPayload()),
    linha: { acao: 'criar', entidade: 'prontuario' },
  },
  'prontuarios.createComPaciente': {
    pedido: (i) => json('POST', '/api/prontuario', { ...prontuarioPayload(), paciente: { id: i.paciente } }),
    linha: { acao: 'criar', entidade: 'prontuario' },
  },
  'prontuarios.update': {
    pedido: (i) => json('PUT', `/api/prontuario/${i.prontuario}`, { titulo: 'Retorno' }),
    linha: { acao: 'alterar', entidade: 'prontuario' },
  },
  'prontuarios.exportarPaciente': {
    pedido: (i) => json('GET', `/api/prontuario/paciente/${i.paciente}/exportar`),
    linha: { acao: 'exportar', entidade: 'prontuario' },
  },
  'prontuarios.exportar': {
    pedido: (i) => json('GET', `/api/prontuario/${i.prontuario}/exportar`),
    linha: { acao: 'exportar', entidade: 'prontuario' },
  },
  // The kinds and their guidance: no clinical text.
  'documentos.modelos': { pedido: () => json('GET', '/api/documentos/modelos'), linha: null },
  'documentos.list': {
    pedido: (i) => json('GET', `/api/paciente/${i.paciente}/documentos`),
    linha: { acao: 'visualizar', entidade: 'documento' },
  },
  'documentos.create': {
    pedido: (i) => json('POST', `/api/paciente/${i.paciente}/documentos`, PAYLOADS.declaracao),
    linha: { acao: 'criar', entidade: 'documento' },
  },
  'documentos.get': {
    pedido: (i) => json('GET', `/api/documentos/${i.documento}`),
    linha: { acao: 'visualizar', entidade: 'documento' },
  },
  'documentos.update': {
    pedido: (i) => json('PUT', `/api/documentos/${i.documento}`, { finalidade: 'Apresentação à escola' }),
    linha: { acao: 'alterar', entidade: 'documento' },
  },
  'documentos.pdf': {
    pedido: (i) => json('GET', `/api/documentos/${i.documento}/pdf`),
    linha: { acao: 'exportar', entidade: 'documento' },
  },
  'documentos.protocolo': {
    pedido: (i) => json('GET', `/api/documentos/${i.documento}/protocolo`),
    linha: { acao: 'exportar', entidade: 'documento' },
  },
  'documentos.assinar': {
    pedido: (i) =>
      postFiles(app, user, `/api/documentos/${i.documento}/assinar`, [
        filePart('certificado', 'a1.pfx', certificadoA1('senha-do-a1')),
        { name: 'senha', value: 'senha-do-a1' },
      ]),
    linha: { acao: 'assinar', entidade: 'documento' },
  },
  'agendamentos.list': { pedido: () => json('GET', '/api/agendamentos'), linha: null },
  'agendamentos.paciente': {
    pedido: (i) => json('GET', `/api/agendamentos/paciente/${i.paciente}`),
    linha: null,
  },
  'agendamentos.create': {
    pedido: (i) =>
      json('POST', '/api/agendamento', {
        paciente_id: i.paciente,
        inicio: emDias(3, '09:00'),
        duracao_minutos: 50,
      }),
    linha: { acao: 'criar', entidade: 'agendamento' },
  },
  'agendamentos.get': {
    pedido: (i) => json('GET', `/api/agendamento/${i.agendamento}`),
    linha: { acao: 'visualizar', entidade: 'agendamento' },
  },
  'agendamentos.update': {
    pedido: (i) => json('PUT', `/api/agendamento/${i.agendamento}`, { observacoes: 'Trazer exames.' }),
    linha: { acao: 'alterar', entidade: 'agendamento' },
  },
  'anexos.list': { pedido: (i) => json('GET', `/api/anexos/paciente/${i.paciente}`), linha: null },
  'anexos.upload': {
    pedido: (i) =>
      postFiles(app, user, `/api/anexos/paciente/${i.paciente}`, [filePart('arquivo', 'a.pdf', pdf())]),
    linha: { acao: 'criar', entidade: 'anexo' },
  },
  'anexos.uploadVarios': {
    pedido: (i) =>
      postFiles(app, user, `/api/anexos/paciente/${i.paciente}/multiple`, [
        filePart('arquivos[0]', 'b.pdf', pdf()),
      ]),
    linha: { acao: 'criar', entidade: 'anexo' },
  },
  'anexos.download': {
    pedido: (i) => json('GET', `/api/anexos/${i.anexo}/download`),
    linha: { acao: 'download', entidade: 'anexo' },
  },
  'anexos.delete': {
    pedido: (i) => json('DELETE', `/api/anexos/${i.anexo}`),
    linha: { acao: 'excluir', entidade: 'anexo' },
  },
  'agendamentos.delete': {
    pedido: (i) => json('DELETE', `/api/agendamento/${i.agendamento}`),
    linha: { acao: 'excluir', entidade: 'agendamento' },
  },
  'agendamentos.excluirFuturos': {
    pedido: (i) => json('DELETE', `/api/agendamentos/${i.paciente}`),
    linha: { acao: 'excluir', entidade: 'agendamentos_futuros' },
  },
  'sessoes.delete': {
    pedido: (i) => json('DELETE', `/api/sessao/${i.sessao}`),
    linha: { acao: 'excluir', entidade: 'sessao' },
  },
  'documentos.delete': {
    pedido: (i) => json('DELETE', `/api/documentos/${i.documento}`),
    linha: { acao: 'excluir', entidade: 'documento' },
  },
  'prontuarios.delete': {
    pedido: (i) => json('DELETE', `/api/prontuario/${i.prontuario}`),
    linha: { acao: 'excluir', entidade: 'prontuario' },
  },
  'pacientes.delete': {
    pedido: (i) => json('DELETE', `/api/paciente/${i.paciente}`),
    linha: { acao: 'excluir', entidade: 'paciente' },
  },
  'pacientes.arquivados': { pedido: () => json('GET', '/api/pacientes/arquivados'), linha: null },
  'pacientes.restaurar': {
    pedido: (i) => json('POST', `/api/paciente/${i.paciente}/restaurar`),
    linha: { acao: 'alterar', entidade: 'paciente' },
  },
  'pacientes.arquivar': {
    pedido: (i) => json('POST', `/api/paciente/${i.paciente}/arquivar`),
    linha: { acao: 'alterar', entidade: 'paciente' },
  },
  'pacientes.excluirDefinitivo': {
    // The other patient (it has an anamnese) archived straight in the database, so only the erasure writes a line.
    pedido: async (i) => {
      await app.ctx.db
        .update(pacientes)
        .set({ arquivado_em: sql`now()` })
        .where(eq(pacientes.id, i.outroPaciente));
      return app.inject({
        method: 'DELETE',
        url: `/api/paciente/${i.outroPaciente}/definitivo`,
        headers: user.auth,
        payload: { motivo_legal: 'Ordem judicial que determina a exclusão dos registros.' },
      });
    },
    linha: { acao: 'excluir', entidade: 'paciente' },
  },
};

let ids: Ids;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
  const paciente = (await cadastrarPaciente(app, user)).id;
  const outroPaciente = (await cadastrarPaciente(app, user)).id;
  const anamnese = await app.inject({
    method: 'POST',
    url: `/api/paciente/${paciente}/anamnese`,
    headers: user.auth,
    payload: { queixa_principal: 'Ansiedade no trabalho.' },
  });
  ids = {
    paciente,
    outroPaciente,
    anamnese: anamnese.json().anamnese.id,
    prontuario: (await criarProntuario(app, user, paciente)).id,
    sessao: (await createSessao(app, user, paciente)).id,
    agendamento: (
      await agendarOk(app, user, { paciente_id: paciente, inicio: emDias(5), duracao_minutos: 50 })
    )[0].id,
    anexo: (await uploadOne(app, user, paciente)).id,
    documento: (await createDocumento(app, user, paciente)).id,
  };
});
afterAll(async () => {
  await app.close();
});

async function trilha(): Promise<{ acao: string; entidade: string; id: string }[]> {
  const res = await app.inject({ url: '/api/user/auditoria?per_page=100', headers: user.auth });
  return res.json().registros;
}

describe('audit of the clinical routes', () => {
  it('lists every clinical route', () => {
    const clinicas = Object.entries(api)
      .filter(([, e]) => CLINICAS.has(e.tag))
      .map(([nome]) => nome)
      .sort();
    expect(Object.keys(CASOS).sort()).toEqual(clinicas);
  });

  it('each leaves its audit line (or none, for a list without clinical text)', async () => {
    for (const [nome, caso] of Object.entries(CASOS)) {
      const antes = new Set((await trilha()).map((r) => r.id));
      const pedido = await caso.pedido(ids);
      const res =
        'statusCode' in pedido
          ? pedido
          : await app.inject({ ...pedido, headers: { ...user.auth, ...(pedido.headers ?? {}) } });
      expect(res.statusCode, nome).toBeLessThan(300);
      const novas = (await trilha())
        .filter((r) => !antes.has(r.id))
        .map((r) => ({ acao: r.acao, entidade: r.entidade }));
      expect(novas, nome).toEqual(caso.linha ? [caso.linha] : []);
    }
  }, 60_000);
});
