import { termosApi, termosPortalApi } from '@consultorio/contracts/api/termos';
import { cidadeUf } from '@consultorio/contracts/endereco';
import { comDetalhes, implementar, pdfParaBaixar, usuario } from '../../plugins/endpoints.ts';
import { pacienteDoPortal } from '../../plugins/portal-auth.ts';
import { assinarComCertificadoEnviado, lerEnvioDeCertificado } from '../documentos/service.ts';
import { arquivoDoTermo, gerarPdfDoTermo, pdfDoTermo } from './arquivo.ts';
import { cancelarTermo, enviarTermo, listarTermos, obterTermo, previaDoTermo } from './envio.ts';
import { listarModelos, restaurarModelo, salvarModelo } from './modelos.ts';
import { assinarTermo, recusarTermo, termoDoPaciente, termosDoPaciente } from './portal.ts';

/*
 * Terms (docs/product.md §20). The psychologist's routes scope by her account (a secretária's too: terms carry no
 * clinical content); the patient's by the portal session, and their audit lines name the patient or the guardian
 * as the actor (docs/decisions/0072-patient-portal-access.md).
 */

const entidade = 'termo';
const MOTIVO_A1 = 'Termo assinado eletronicamente pelo paciente (Lei nº 14.063/2020)';

export const termosHandlers = implementar(termosApi, {
  'termos.modelos': async (req, ctx) => listarModelos(ctx, usuario(req)),
  'termos.salvarModelo': {
    handler: async (req, ctx) => ({
      modelo: await salvarModelo(ctx, usuario(req), req.params.modelo, req.body.texto),
    }),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade: 'termo_modelo',
      detalhes: { modelo: req.params.modelo },
    }),
  },
  'termos.restaurarModelo': {
    handler: async (req, ctx) => ({ modelo: await restaurarModelo(ctx, usuario(req), req.params.modelo) }),
    auditoria: (req) => ({
      acao: 'excluir',
      entidade: 'termo_modelo',
      detalhes: { modelo: req.params.modelo },
    }),
  },
  'termos.previa': async (req, ctx) => ({
    previa: await previaDoTermo(ctx, usuario(req), req.params.id, req.body),
  }),
  'termos.enviar': {
    handler: async (req, ctx) => ({ termo: await enviarTermo(ctx, usuario(req), req.params.id, req.body) }),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.termo.id,
      detalhes: { paciente_id: req.params.id, modelo: r.termo.modelo, hash: r.termo.hash },
    }),
  },
  'termos.list': async (req, ctx) => listarTermos(ctx, usuario(req), req.params.id),
  'termos.get': async (req, ctx) => ({ termo: await obterTermo(ctx, usuario(req), req.params.id) }),
  'termos.cancelar': {
    handler: async (req, ctx) => ({ termo: await cancelarTermo(ctx, usuario(req), req.params.id) }),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { status: 'cancelado' },
    }),
  },
  'termos.excluir': {
    handler: async (req, ctx) => ({ termo: await cancelarTermo(ctx, usuario(req), req.params.id) }),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { status: 'cancelado' },
    }),
  },
  'termos.pdf': {
    handler: async (req, ctx) => {
      const { pdf, nome, pacienteId } = await pdfDoTermo(ctx, { usuarioId: usuario(req) }, req.params.id);
      return comDetalhes(pdfParaBaixar(pdf, nome), { paciente_id: pacienteId });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'exportar', entidade, entidadeId: req.params.id, detalhes }),
    // A HEAD (a link checker, a prefetch) would render and audit an export nobody received.
    semHead: true,
  },
  'termos.assinarA1': {
    handler: async (req, ctx) => {
      // Another account's term is a 404 before the certificate is even read.
      const { dados, nome, pacienteId } = await arquivoDoTermo(
        ctx,
        { usuarioId: usuario(req) },
        req.params.id,
        '-assinado',
      );
      const envio = await lerEnvioDeCertificado(req);
      const assinado = await assinarComCertificadoEnviado(envio, () => gerarPdfDoTermo(dados), {
        local: cidadeUf(dados.profissional.endereco),
        motivo: MOTIVO_A1,
      });
      return comDetalhes(pdfParaBaixar(assinado, nome), { paciente_id: pacienteId });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'assinar', entidade, entidadeId: req.params.id, detalhes }),
  },
});

export const termosPortalHandlers = implementar(termosPortalApi, {
  'termos.portalList': async (req, ctx) => ({ termos: await termosDoPaciente(ctx, pacienteDoPortal(req)) }),
  'termos.portalGet': {
    handler: async (req, ctx) => ({
      termo: await termoDoPaciente(ctx, pacienteDoPortal(req), req.params.id),
    }),
    auditoria: (req) => ({
      acao: 'visualizar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { paciente_id: pacienteDoPortal(req).pacienteId, origem: 'portal' },
    }),
  },
  'termos.portalAssinar': {
    handler: async (req, ctx) => {
      const { modelo, papel, ...termo } = await assinarTermo(
        ctx,
        req.ator,
        pacienteDoPortal(req),
        req.params.id,
        req.body,
      );
      // The audit line names who signed: the patient, or the guardian signing for them (same portal session).
      req.ator = { ...req.ator, nome: req.body.nome_completo };
      return comDetalhes({ termo }, { modelo, papel });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'assinar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { ...detalhes, paciente_id: pacienteDoPortal(req).pacienteId, origem: 'portal' },
    }),
  },
  'termos.portalRecusar': {
    handler: async (req, ctx) => {
      const { modelo, ...termo } = await recusarTermo(
        ctx,
        pacienteDoPortal(req),
        req.params.id,
        req.body?.motivo ?? null,
      );
      return comDetalhes({ termo }, { modelo });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'recusar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { ...detalhes, paciente_id: pacienteDoPortal(req).pacienteId, origem: 'portal' },
    }),
  },
  'termos.portalPdf': {
    handler: async (req, ctx) => {
      const p = pacienteDoPortal(req);
      const { pdf, nome } = await pdfDoTermo(
        ctx,
        { usuarioId: p.usuarioId, pacienteId: p.pacienteId },
        req.params.id,
      );
      return comDetalhes(pdfParaBaixar(pdf, nome), { paciente_id: p.pacienteId, origem: 'portal' });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'exportar', entidade, entidadeId: req.params.id, detalhes }),
    semHead: true,
  },
});
