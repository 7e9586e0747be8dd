import { pacientesApi } from '@consultorio/contracts/api/pacientes';
import { comDetalhes, implementar, usuario } from '../../plugins/endpoints.ts';
import { estatisticasPaciente } from './estatisticas.ts';
import { createSessao, deleteSessao, listSessoes, updateSessao } from './service.ts';

/**
 * Sessions (docs/product.md §8.4): no plan gate, they are clinical records, registered even while the plan is
 * paused (the receita behind gerar_lancamento follows its own plan rules). Reading and every change are audited.
 */
export const sessoesHandlers = implementar(pacientesApi, {
  'sessoes.list': {
    handler: async (req, ctx) => listSessoes(ctx, usuario(req), req.params.id, req.query),
    auditoria: (req) => ({ acao: 'visualizar', entidade: 'sessoes', entidadeId: req.params.id }),
  },
  'sessoes.create': {
    handler: async (req, ctx) => ({ sessao: await createSessao(ctx, usuario(req), req.body) }),
    auditoria: (_req, r) => ({ acao: 'criar', entidade: 'sessao', entidadeId: r.sessao.id }),
  },
  'sessoes.update': {
    handler: async (req, ctx) => ({ sessao: await updateSessao(ctx, usuario(req), req.params.id, req.body) }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade: 'sessao',
      entidadeId: r.sessao.id,
      detalhes: { paciente_id: r.sessao.paciente_id },
    }),
  },
  'sessoes.delete': {
    handler: async (req, ctx) => {
      const { pacienteId } = await deleteSessao(ctx, usuario(req), req.params.id, {
        excluirLancamento: req.query.excluir_lancamento,
      });
      return comDetalhes(null, { paciente_id: pacienteId });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'excluir',
      entidade: 'sessao',
      entidadeId: req.params.id,
      detalhes,
    }),
  },
  'pacientes.estatisticas': async (req, ctx) => estatisticasPaciente(ctx, usuario(req), req.params.id),
});
