import { cobrancasApi, cobrancasPortalApi } from '@consultorio/contracts/api/cobrancas';
import { contentDisposition } from '../../lib/content-disposition.ts';
import {
  comDetalhes,
  implementar,
  pdfParaBaixar,
  RespostaArquivo,
  usuario,
} from '../../plugins/endpoints.ts';
import { pacienteDoPortal } from '../../plugins/portal-auth.ts';
import { obterConfigCobranca, salvarConfigCobranca } from './config.ts';
import { cobrarOMes, criarCobranca, previaDoMes } from './criar.ts';
import { listarCobrancas, obterCobranca } from './leitura.ts';
import { abrirComprovante, cancelarCobranca, pagarCobranca, recusarComprovante } from './pagamento.ts';
import { cobrancasDoPortal, informarPagamento } from './portal.ts';
import { reciboDaCobranca } from './recibo.ts';

const entidade = 'cobranca';

/** Charging patients by PIX (docs/product.md §18): every change and the comprovante's views are audited. */
export const cobrancasHandlers = implementar(cobrancasApi, {
  'cobrancas.config': async (req, ctx) => ({
    cobranca_config: await obterConfigCobranca(ctx.db, usuario(req)),
  }),
  'cobrancas.salvarConfig': {
    handler: async (req, ctx) => ({
      cobranca_config: await salvarConfigCobranca(ctx.db, usuario(req), req.body),
    }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade,
      detalhes: { configuracao: true, tipo_chave: r.cobranca_config?.tipo_chave },
    }),
  },
  'cobrancas.list': async (req, ctx) => listarCobrancas(ctx, usuario(req), req.query),
  'cobrancas.create': {
    handler: async (req, ctx) => ({ cobranca: await criarCobranca(ctx, usuario(req), req.body) }),
    auditoria: (_req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.cobranca.id,
      detalhes: { paciente_id: r.cobranca.paciente_id, numero: r.cobranca.numero, valor: r.cobranca.valor },
    }),
  },
  'cobrancas.previaMes': async (req, ctx) => previaDoMes(ctx, usuario(req), req.query.mes),
  'cobrancas.mes': {
    handler: async (req, ctx) => cobrarOMes(ctx, usuario(req), req.body.mes),
    auditoria: (req, r) => ({ acao: 'criar', entidade, detalhes: { mes: req.body.mes, criadas: r.criadas } }),
  },
  'cobrancas.get': async (req, ctx) => ({ cobranca: await obterCobranca(ctx, usuario(req), req.params.id) }),
  'cobrancas.pagar': {
    handler: async (req, ctx) => ({
      cobranca: await pagarCobranca(ctx, usuario(req), req.params.id, req.body ?? { forma_pagamento: 'pix' }),
    }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: {
        paciente_id: r.cobranca.paciente_id,
        status: 'paga',
        data_pagamento: r.cobranca.data_pagamento,
      },
    }),
  },
  'cobrancas.cancelar': {
    handler: async (req, ctx) => ({ cobranca: await cancelarCobranca(ctx, usuario(req), req.params.id) }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { paciente_id: r.cobranca.paciente_id, status: 'cancelada' },
    }),
  },
  'cobrancas.comprovante': {
    handler: async (req, ctx) => {
      const c = await abrirComprovante(ctx, usuario(req), req.params.id);
      const arquivo = new RespostaArquivo(c.content, {
        'content-type': c.mime,
        'content-length': c.tamanho,
        'content-disposition': contentDisposition(c.nome, 'inline'),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return comDetalhes(arquivo, { paciente_id: c.pacienteId, documento: 'comprovante' });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'visualizar', entidade, entidadeId: req.params.id, detalhes }),
    semHead: true,
  },
  'cobrancas.recibo': {
    handler: async (req, ctx) => {
      const { pdf, fileName, cobranca } = await reciboDaCobranca(ctx, usuario(req), req.params.id);
      return comDetalhes(pdfParaBaixar(pdf, fileName), {
        paciente_id: cobranca.paciente_id,
        documento: 'recibo',
      });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'exportar', entidade, entidadeId: req.params.id, detalhes }),
    semHead: true,
  },
  'cobrancas.recusarComprovante': {
    handler: async (req, ctx) => ({
      cobranca: await recusarComprovante(ctx, usuario(req), req.params.id, req.body.motivo),
    }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { paciente_id: r.cobranca.paciente_id, comprovante: 'recusado' },
    }),
  },
});

/** The patient's side: their audit lines name the patient (docs/decisions/0072-patient-portal-access.md). */
export const cobrancasPortalHandlers = implementar(cobrancasPortalApi, {
  'cobrancas.portal': async (req, ctx) => ({
    cobrancas: await cobrancasDoPortal(ctx, pacienteDoPortal(req)),
  }),
  'cobrancas.informarPagamento': {
    handler: async (req, ctx) => ({
      cobranca: await informarPagamento(ctx, pacienteDoPortal(req), req.params.id, req),
    }),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { origem: 'portal', status: 'informada', paciente_id: pacienteDoPortal(req).pacienteId },
    }),
  },
});
