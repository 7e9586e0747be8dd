import { portalEntradaApi, portalGestaoApi, portalPacienteApi } from '@consultorio/contracts/api/portal';
import { currentUser } from '../../plugins/auth.ts';
import { comDetalhes, implementar, pdfParaBaixar, usuario } from '../../plugins/endpoints.ts';
import { pacienteDoPortal } from '../../plugins/portal-auth.ts';
import { limitBy } from '../../plugins/security.ts';
import { pdfParaOPortal } from '../leituras/service.ts';
import { documentosDoPaciente, entregar, recolher } from './documentos.ts';
import { acessoDoLink, entrar, enviarCodigo } from './entrada.ts';
import {
  aplicarFormulario,
  enviarFormulario,
  formularioDoPaciente,
  formulariosDoPaciente,
  formulariosPendentes,
  obterFormulario,
  recolherFormulario,
  responderFormulario,
} from './formularios.ts';
import { cancelar, confirmar, inicio, obterConfig, salvarConfig } from './inicio.ts';
import { criarLink, revogarLink, statusLink } from './link.ts';
import { encerrarSessaoPortal } from './sessoes.ts';

/*
 * The patient's page (docs/product.md §17). The psychologist's routes scope by her account; the patient's by the
 * portal session (`pacienteDoPortal`), and their audit lines name the patient as the actor
 * (docs/decisions/0072-patient-portal-access.md).
 */

const porEndereco = {
  opcoes: (app: import('fastify').FastifyInstance) => ({
    config: { rateLimit: limitBy(app.ctx.config.rateLimits.portal) },
  }),
};

export const portalGestaoHandlers = implementar(portalGestaoApi, {
  'portal.criarLink': {
    handler: async (req, ctx) => ({
      portal: (await criarLink(ctx, usuario(req), req.params.id, req.body?.enviar_email ?? false)).portal,
    }),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade: 'portal',
      detalhes: { paciente_id: req.params.id, email_enviado: r.portal.email_enviado },
    }),
  },
  'portal.statusLink': async (req, ctx) => ({ portal: await statusLink(ctx, usuario(req), req.params.id) }),
  'portal.revogarLink': {
    handler: async (req, ctx) => {
      await revogarLink(ctx, usuario(req), req.params.id);
      return null;
    },
    auditoria: (req) => ({ acao: 'excluir', entidade: 'portal', detalhes: { paciente_id: req.params.id } }),
  },
  'portal.config': async (req, ctx) => ({ portal_config: await obterConfig(ctx, usuario(req)) }),
  'portal.salvarConfig': async (req, ctx) => ({
    portal_config: await salvarConfig(ctx, usuario(req), {
      permitir_cancelamento: req.body.permitir_cancelamento,
      antecedencia_cancelamento_horas: req.body.antecedencia_cancelamento_horas,
      mensagem: req.body.mensagem ?? null,
    }),
  }),
  'portal.entregarDocumento': {
    handler: async (req, ctx) => ({ documento: await entregar(ctx, usuario(req), req.params.id) }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade: 'documento',
      entidadeId: req.params.id,
      detalhes: { paciente_id: r.documento.paciente_id, entrega: 'entregue' },
    }),
  },
  'portal.recolherDocumento': {
    handler: async (req, ctx) => ({ documento: await recolher(ctx, usuario(req), req.params.id) }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade: 'documento',
      entidadeId: req.params.id,
      detalhes: { paciente_id: r.documento.paciente_id, entrega: 'recolhido' },
    }),
  },
  'portal.enviarFormulario': {
    handler: async (req, ctx) => ({
      formulario: await enviarFormulario(ctx, currentUser(req), req.params.id, req.body.modelo),
    }),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade: 'formulario',
      entidadeId: r.formulario.id,
      detalhes: { paciente_id: req.params.id, modelo: r.formulario.modelo },
    }),
  },
  'portal.formulariosDoPaciente': async (req, ctx) => ({
    formularios: await formulariosDoPaciente(ctx, currentUser(req), req.params.id),
  }),
  'portal.formulario': {
    handler: async (req, ctx) => {
      const formulario = await obterFormulario(ctx, currentUser(req), req.params.id);
      return comDetalhes({ formulario }, { modelo: formulario.modelo });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'visualizar',
      entidade: 'formulario',
      entidadeId: req.params.id,
      detalhes,
    }),
  },
  'portal.recolherFormulario': {
    handler: async (req, ctx) => {
      const { pacienteId, modelo } = await recolherFormulario(ctx, currentUser(req), req.params.id);
      return comDetalhes(null, { paciente_id: pacienteId, modelo });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'excluir',
      entidade: 'formulario',
      entidadeId: req.params.id,
      detalhes,
    }),
  },
  'portal.aplicarFormulario': {
    handler: async (req, ctx) => {
      const { pacienteId, modelo, ...r } = await aplicarFormulario(ctx, currentUser(req), req.params.id);
      return comDetalhes(r, { paciente_id: pacienteId, modelo, aplicados: r.aplicados });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'alterar',
      entidade: 'formulario',
      entidadeId: req.params.id,
      detalhes: { ...detalhes, aplicado: true },
    }),
  },
});

export const portalEntradaHandlers = implementar(portalEntradaApi, {
  'portal.acesso': { handler: async (req, ctx) => acessoDoLink(ctx, req.params.token), ...porEndereco },
  'portal.entrar': { handler: async (req, ctx) => entrar(ctx, req.ator, req.body), ...porEndereco },
  'portal.codigo': {
    handler: async (req, ctx) => {
      await enviarCodigo(ctx, req.body.token);
      return null;
    },
    ...porEndereco,
  },
});

export const portalPacienteHandlers = implementar(portalPacienteApi, {
  'portal.sair': {
    handler: async (req, ctx) => {
      await encerrarSessaoPortal(ctx, pacienteDoPortal(req).sessaoId);
      return null;
    },
    auditoria: () => ({ acao: 'logout', entidade: 'portal' }),
  },
  'portal.inicio': async (req, ctx) => inicio(ctx, pacienteDoPortal(req)),
  'portal.confirmar': {
    handler: async (req, ctx) => confirmar(ctx, pacienteDoPortal(req), req.params.id),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade: 'agendamento',
      entidadeId: req.params.id,
      detalhes: { origem: 'portal', status: 'confirmado', paciente_id: pacienteDoPortal(req).pacienteId },
    }),
  },
  'portal.cancelar': {
    handler: async (req, ctx) =>
      cancelar(ctx, pacienteDoPortal(req), req.params.id, req.body?.motivo ?? null),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade: 'agendamento',
      entidadeId: req.params.id,
      detalhes: { origem: 'portal', status: 'cancelado', paciente_id: pacienteDoPortal(req).pacienteId },
    }),
  },
  'portal.documentos': async (req, ctx) => ({
    documentos: await documentosDoPaciente(ctx, pacienteDoPortal(req)),
  }),
  'portal.documentoPdf': {
    handler: async (req, ctx) => {
      const p = pacienteDoPortal(req);
      const { pdf, nome, primeira, entidade } = await pdfParaOPortal(ctx, p, req.params.id);
      return comDetalhes(pdfParaBaixar(pdf, nome), {
        entidade,
        paciente_id: p.pacienteId,
        primeira_visualizacao: primeira,
      });
    },
    auditoria: (req, _r, { entidade, ...detalhes }) => ({
      acao: 'visualizar',
      entidade: entidade as string,
      entidadeId: req.params.id,
      detalhes: { ...detalhes, origem: 'portal' },
    }),
    semHead: true,
  },
  'portal.formularios': async (req, ctx) => ({
    formularios: await formulariosPendentes(ctx, pacienteDoPortal(req)),
  }),
  'portal.formularioPaciente': {
    handler: async (req, ctx) => ({
      formulario: await formularioDoPaciente(ctx, pacienteDoPortal(req), req.params.id),
    }),
    auditoria: (req, r) => ({
      acao: 'visualizar',
      entidade: 'formulario',
      entidadeId: req.params.id,
      detalhes: { paciente_id: pacienteDoPortal(req).pacienteId, modelo: r.formulario.modelo },
    }),
  },
  'portal.responderFormulario': {
    handler: async (req, ctx) => ({
      formulario: await responderFormulario(ctx, pacienteDoPortal(req), req.params.id, req.body),
    }),
    auditoria: (req, r) => ({
      acao: r.formulario.status === 'respondido' ? 'criar' : 'alterar',
      entidade: 'formulario',
      entidadeId: req.params.id,
      detalhes: {
        paciente_id: pacienteDoPortal(req).pacienteId,
        modelo: r.formulario.modelo,
        enviado: r.formulario.status === 'respondido',
      },
    }),
  },
});
