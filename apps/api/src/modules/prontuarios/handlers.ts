import { prontuariosApi } from '@consultorio/contracts/api/prontuarios';
import { MSG_PRONTUARIOS } from '@consultorio/contracts/prontuarios';
import { currentUser } from '../../plugins/auth.ts';
import { comDetalhes, implementar, pdfParaBaixar, usuario } from '../../plugins/endpoints.ts';
import type { EntradaAuditoria } from '../auditoria/service.ts';
import { type ExportacaoPdf, exportarProntuario, exportarProntuarios } from './exportacao.ts';
import { atualizarProntuario, criarProntuario, excluirProntuario, listarProntuarios } from './service.ts';

const entidade = 'prontuario';

/** The audit line of a saved entry: the entry and its patient. */
const linhaDaEntrada =
  (acao: 'criar' | 'alterar') =>
  (_req: unknown, r: { prontuario: { id: string; paciente_id: string } }): EntradaAuditoria => ({
    acao,
    entidade,
    entidadeId: r.prontuario.id,
    detalhes: { paciente_id: r.prontuario.paciente_id },
  });

const pdf = (e: ExportacaoPdf) =>
  comDetalhes(pdfParaBaixar(e.pdf, e.fileName), { paciente_id: e.pacienteId, registros: e.registros });

/**
 * Records (docs/product.md §8.6): every access to the clinical text (list, export) and every change is written to
 * the audit trail.
 */
export const prontuariosHandlers = implementar(prontuariosApi, {
  'prontuarios.list': {
    handler: async (req, ctx) => listarProntuarios(ctx, usuario(req), req.params.id, req.query),
    // The search term itself is never stored: it may be clinical text.
    auditoria: (req) => ({
      acao: 'visualizar',
      entidade,
      detalhes: { paciente_id: req.params.id, busca: !!req.query.busca },
    }),
  },
  'prontuarios.create': {
    handler: async (req, ctx) => ({
      prontuario: await criarProntuario(ctx, usuario(req), req.params.id, req.body, currentUser(req).fuso),
    }),
    auditoria: linhaDaEntrada('criar'),
  },
  'prontuarios.createComPaciente': {
    handler: async (req, ctx) => {
      const { paciente_id, ...body } = req.body;
      // The schema guarantees one of the two.
      const pacienteId = (body.paciente?.id ?? paciente_id) as string;
      return {
        prontuario: await criarProntuario(ctx, usuario(req), pacienteId, body, currentUser(req).fuso),
      };
    },
    auditoria: linhaDaEntrada('criar'),
  },
  'prontuarios.update': {
    handler: async (req, ctx) => ({
      prontuario: await atualizarProntuario(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: linhaDaEntrada('alterar'),
  },
  'prontuarios.delete': {
    handler: async (req, ctx) => {
      const { pacienteId } = await excluirProntuario(ctx, usuario(req), req.params.id);
      return comDetalhes({ message: MSG_PRONTUARIOS.excluido }, { paciente_id: pacienteId });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'excluir', entidade, entidadeId: req.params.id, detalhes }),
  },
  'prontuarios.exportarPaciente': {
    handler: async (req, ctx) => pdf(await exportarProntuarios(ctx, usuario(req), req.params.id, req.query)),
    auditoria: (req, _r, detalhes) => ({
      acao: 'exportar',
      entidade,
      detalhes: { ...detalhes, anamnese: req.query.anamnese, responsavel: req.query.responsavel },
    }),
  },
  'prontuarios.exportar': {
    handler: async (req, ctx) => pdf(await exportarProntuario(ctx, usuario(req), req.params.id)),
    auditoria: (req, _r, detalhes) => ({
      acao: 'exportar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { ...detalhes, registros: 1 },
    }),
  },
});
