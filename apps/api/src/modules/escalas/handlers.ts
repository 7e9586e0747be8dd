import { escalasApi, escalasPortalApi } from '@consultorio/contracts/api/escalas';
import { currentUser } from '../../plugins/auth.ts';
import { implementar, usuario } from '../../plugins/endpoints.ts';
import { pacienteDoPortal } from '../../plugins/portal-auth.ts';
import {
  aplicacaoParaResponder,
  aplicacoesPendentes,
  catalogoDeEscalas,
  encerrarEscala,
  enviarEscala,
  escalasDoPaciente,
  marcarAlertaVisto,
  registrarEscala,
  responderAplicacao,
} from './service.ts';

/*
 * PHQ-9 and GAD-7 (docs/escalas.md). The psychologist's routes scope by her account and are never the secretária's
 * (declared `secretaria: 'nao'`); reading the answers is audited. The patient's routes scope by the portal session,
 * and their audit lines name the patient (docs/decisions/0072-patient-portal-access.md).
 */

const entidade = 'escala';

export const escalasHandlers = implementar(escalasApi, {
  'escalas.catalogo': async () => ({ escalas: catalogoDeEscalas() }),
  'escalas.enviar': {
    handler: async (req, ctx) => ({
      aplicacao: await enviarEscala(ctx, usuario(req), req.params.id, req.body.escala, req.body.recorrencia),
    }),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.aplicacao.id,
      detalhes: {
        paciente_id: req.params.id,
        escala: r.aplicacao.escala,
        recorrencia: r.aplicacao.recorrencia,
      },
    }),
  },
  'escalas.doPaciente': {
    handler: async (req, ctx) => escalasDoPaciente(ctx, usuario(req), req.params.id),
    auditoria: (req, r) => ({
      acao: 'visualizar',
      entidade,
      detalhes: { paciente_id: req.params.id, aplicacoes: r.aplicacoes.length },
    }),
  },
  'escalas.registrar': {
    handler: async (req, ctx) => ({
      aplicacao: await registrarEscala(ctx, usuario(req), currentUser(req).fuso, req.params.id, req.body),
    }),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.aplicacao.id,
      detalhes: { paciente_id: req.params.id, escala: r.aplicacao.escala, origem: 'sessao' },
    }),
  },
  'escalas.encerrar': {
    handler: async (req, ctx) => ({ aplicacao: await encerrarEscala(ctx, usuario(req), req.params.id) }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { escala: r.aplicacao.escala, encerrada: true },
    }),
  },
  'escalas.alertaVisto': {
    handler: async (req, ctx) => ({ aplicacao: await marcarAlertaVisto(ctx, usuario(req), req.params.id) }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { escala: r.aplicacao.escala, alerta_visto: true },
    }),
  },
});

export const escalasPortalHandlers = implementar(escalasPortalApi, {
  'escalas.pendentes': async (req, ctx) => ({
    aplicacoes: await aplicacoesPendentes(ctx, pacienteDoPortal(req)),
  }),
  'escalas.paraResponder': async (req, ctx) => ({
    aplicacao: await aplicacaoParaResponder(ctx, pacienteDoPortal(req), req.params.id),
  }),
  'escalas.responder': {
    handler: async (req, ctx) =>
      responderAplicacao(ctx, pacienteDoPortal(req), req.params.id, req.body.respostas, ctx.config.publicUrl),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { paciente_id: pacienteDoPortal(req).pacienteId, origem: 'portal', alerta: r.alerta },
    }),
  },
});
