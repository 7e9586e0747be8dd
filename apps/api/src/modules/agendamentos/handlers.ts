import { type Agendamento, MSG_AGENDAMENTOS } from '@consultorio/contracts/agendamentos';
import { agendamentosApi } from '@consultorio/contracts/api/agendamentos';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { comDetalhes, implementar, usuario } from '../../plugins/endpoints.ts';
import { corpoSemObservacoesDaSecretaria, semObservacoesParaSecretaria } from '../../plugins/equipe-gate.ts';
import { atualizarAgendamento } from '../ciclo-paciente/service.ts';
import { criarAgendamento, excluirAgendamento, excluirFuturosDoPaciente } from './escrita.ts';
import { listarAgendamentos, listarAgendamentosDoPaciente } from './listas.ts';
import { obterAgendamento } from './service.ts';

const entidade = 'agendamento';

/*
 * A secretária keeps the agenda, never the titular's notes on it (docs/product.md §15): an appointment's
 * `observacoes` come back null to her, text from her is refused (403) and an empty value keeps the stored notes.
 */
const paraQuemPede = semObservacoesParaSecretaria;
const corpoDeQuemPede = <T extends { observacoes?: string | null }>(req: FastifyRequest, corpo: T): T =>
  corpoSemObservacoesDaSecretaria(req, corpo, 'as observações do agendamento');
const listaParaQuemPede = <T extends { agendamentos: Agendamento[] }>(req: FastifyRequest, r: T): T => ({
  ...r,
  agendamentos: r.agendamentos.map((a) => paraQuemPede(req, a)),
});

/** The agenda (docs/product.md §8.7): opening one appointment and every change are audited. */
export const agendamentosHandlers = implementar(agendamentosApi, {
  'agendamentos.list': async (req, ctx) => {
    const { usuarioId, fuso } = currentUser(req);
    return listaParaQuemPede(req, await listarAgendamentos(ctx, usuarioId, req.query, fuso));
  },
  'agendamentos.paciente': async (req, ctx) => {
    const { usuarioId, fuso } = currentUser(req);
    return listaParaQuemPede(
      req,
      await listarAgendamentosDoPaciente(ctx, usuarioId, req.params.id, req.query, fuso),
    );
  },
  'agendamentos.excluirFuturos': {
    handler: async (req, ctx) => {
      const excluidos = await excluirFuturosDoPaciente(ctx, usuario(req), req.params.pacienteId);
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
      const criados = (
        await criarAgendamento(ctx, usuario(req), corpoDeQuemPede(req, req.body), currentUser(req))
      ).map((a) => paraQuemPede(req, a));
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
    handler: async (req, ctx) => ({
      agendamento: paraQuemPede(req, await obterAgendamento(ctx, usuario(req), req.params.id)),
    }),
    auditoria: (_req, r) => ({ acao: 'visualizar', entidade, entidadeId: r.agendamento.id }),
  },
  'agendamentos.update': {
    handler: async (req, ctx) => {
      // The session's finance entry is the finance area's: a secretária needs her access (docs/product.md §15).
      if (req.body.gerar_lancamento && !currentUser(req).acessoFinanceiro) {
        throw forbidden(MSG_EQUIPE.lancamentoSemFinanceiro);
      }
      const corpo = corpoDeQuemPede(req, req.body);
      const result = await atualizarAgendamento(ctx, usuario(req), req.params.id, corpo, req.query.escopo);
      return {
        message: MSG_AGENDAMENTOS.atualizados(result.atualizados),
        ...result,
        agendamento: paraQuemPede(req, result.agendamento),
        sessao: result.sessao && paraQuemPede(req, result.sessao),
      };
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
      const { excluidos, pacienteId } = await excluirAgendamento(
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
