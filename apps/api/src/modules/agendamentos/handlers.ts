import { MSG_AGENDAMENTOS } from '@consultorio/contracts/agendamentos';
import { agendamentosApi } from '@consultorio/contracts/api/agendamentos';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { comDetalhes, implementar, usuario } from '../../plugins/endpoints.ts';
import {
  createAgendamento,
  deleteAgendamento,
  deleteFuturosDoPaciente,
  updateAgendamento,
} from './escrita.ts';
import { getAgendamento, listAgendamentos, listAgendamentosPaciente } from './service.ts';

const entidade = 'agendamento';

/** The agenda (docs/product.md §8.7): opening one appointment and every change are audited. */
export const agendamentosHandlers = implementar(agendamentosApi, {
  'agendamentos.list': async (req, ctx) => {
    const { usuarioId, fuso } = currentUser(req);
    return listAgendamentos(ctx, usuarioId, req.query, fuso);
  },
  'agendamentos.paciente': async (req, ctx) => {
    const { usuarioId, fuso } = currentUser(req);
    return listAgendamentosPaciente(ctx, usuarioId, req.params.id, req.query, fuso);
  },
  'agendamentos.excluirFuturos': {
    handler: async (req, ctx) => {
      const excluidos = await deleteFuturosDoPaciente(ctx, usuario(req), req.params.pacienteId);
      return { message: MSG_AGENDAMENTOS.futurosExcluidos(excluidos), excluidos };
    },
    auditoria: (req, r) => ({
      acao: 'excluir',
      entidade: 'agendamentos_futuros',
      entidadeId: req.params.pacienteId,
      detalhes: { excluidos: r.excluidos },
    }),
  },
  'agendamentos.create': {
    handler: async (req, ctx) => {
      const criados = await createAgendamento(ctx, usuario(req), req.body);
      return {
        message: MSG_AGENDAMENTOS.criados(criados.length),
        agendamento: criados[0],
        agendamentos: criados,
      };
    },
    auditoria: (_req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.agendamento.id,
      detalhes: { ocorrencias: r.agendamentos.length, serie_id: r.agendamento.serie_id },
    }),
  },
  'agendamentos.get': {
    handler: async (req, ctx) => ({ agendamento: await getAgendamento(ctx, usuario(req), req.params.id) }),
    auditoria: (_req, r) => ({ acao: 'visualizar', entidade, entidadeId: r.agendamento.id }),
  },
  'agendamentos.update': {
    handler: async (req, ctx) => {
      // The session's finance entry is the finance area's: a secretária needs her access (docs/product.md §15).
      if (req.body.gerar_lancamento && !currentUser(req).acessoFinanceiro) {
        throw forbidden(MSG_EQUIPE.lancamentoSemFinanceiro);
      }
      const result = await updateAgendamento(ctx, usuario(req), req.params.id, req.body, req.query.escopo);
      return { message: MSG_AGENDAMENTOS.atualizados(result.atualizados), ...result };
    },
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { escopo: req.query.escopo, atualizados: r.atualizados, sessao_id: r.sessao?.id },
    }),
  },
  'agendamentos.delete': {
    handler: async (req, ctx) => {
      const { excluidos, pacienteId } = await deleteAgendamento(
        ctx,
        usuario(req),
        req.params.id,
        req.query.escopo,
      );
      return comDetalhes(
        { message: MSG_AGENDAMENTOS.excluidos(excluidos), excluidos },
        { escopo: req.query.escopo, excluidos, paciente_id: pacienteId },
      );
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'excluir', entidade, entidadeId: req.params.id, detalhes }),
  },
});
