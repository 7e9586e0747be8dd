import { sessoesApi } from '@consultorio/contracts/api/sessoes';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { comDetalhes, implementar, usuario } from '../../plugins/endpoints.ts';
import { ehSecretaria, semObservacoesParaSecretaria } from '../../plugins/equipe-gate.ts';
import { editarSessao, excluirSessao, registrarSessao } from '../ciclo-paciente/service.ts';
import { estatisticasPaciente } from '../leituras/service.ts';
import { listarSessoes } from './service.ts';

/*
 * A secretária registers attendance and payment, never the notes (docs/product.md §15): they come back null to
 * her, she may not write them, her changes keep them, and a session with notes is not hers to delete. Generating
 * the finance entry needs her finance access.
 */
const paraQuemPede = semObservacoesParaSecretaria;

function conferirSecretaria(
  req: FastifyRequest,
  body: { observacoes?: string | null; gerar_lancamento?: boolean },
) {
  if (!ehSecretaria(req)) return;
  if (body.observacoes) throw forbidden(MSG_EQUIPE.campoClinico('as anotações da sessão'));
  if (body.gerar_lancamento && !currentUser(req).acessoFinanceiro) {
    throw forbidden(MSG_EQUIPE.lancamentoSemFinanceiro);
  }
}

/**
 * Sessions (docs/product.md §8.4): no plan gate, they are clinical records, registered even while the plan is
 * paused (the receita behind gerar_lancamento follows its own plan rules). Reading and every change are audited.
 */
export const sessoesHandlers = implementar(sessoesApi, {
  'sessoes.list': {
    handler: async (req, ctx) => {
      const pagina = await listarSessoes(ctx, usuario(req), req.params.id, req.query);
      return { ...pagina, sessoes: pagina.sessoes.map((s) => paraQuemPede(req, s)) };
    },
    auditoria: (req) => ({ acao: 'visualizar', entidade: 'sessoes', entidadeId: req.params.id }),
  },
  'sessoes.create': {
    handler: async (req, ctx) => {
      conferirSecretaria(req, req.body);
      return { sessao: paraQuemPede(req, await registrarSessao(ctx, usuario(req), req.body)) };
    },
    auditoria: (_req, r) => ({ acao: 'criar', entidade: 'sessao', entidadeId: r.sessao.id }),
  },
  'sessoes.update': {
    handler: async (req, ctx) => {
      conferirSecretaria(req, req.body);
      const sessao = await editarSessao(ctx, usuario(req), req.params.id, req.body, {
        manterObservacoes: ehSecretaria(req),
      });
      return { sessao: paraQuemPede(req, sessao) };
    },
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade: 'sessao',
      entidadeId: r.sessao.id,
      detalhes: { paciente_id: r.sessao.paciente_id },
    }),
  },
  'sessoes.delete': {
    handler: async (req, ctx) => {
      const { pacienteId } = await excluirSessao(ctx, usuario(req), req.params.id, {
        excluirLancamento: req.query.excluir_lancamento,
        recusarComObservacoes: ehSecretaria(req),
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
