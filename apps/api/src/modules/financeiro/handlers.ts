import { financeiroApi } from '@consultorio/contracts/api/financeiro';
import { MSG_FINANCEIRO } from '@consultorio/contracts/financeiro';
import { currentUser } from '../../plugins/auth.ts';
import {
  comDetalhes,
  implementar,
  pdfParaBaixar,
  RespostaArquivo,
  usuario,
} from '../../plugins/endpoints.ts';
import { financeiroDashboard } from './dashboard-figures.ts';
import { exportarCsv } from './exportar.ts';
import { listarLancamentos } from './lista.ts';
import { contarSessoesSemLancamento, trazerSessoesParaOFinanceiro } from './receitas-de-sessao.ts';
import { gerarRecibo } from './recibo.ts';
import { gerarReciboReembolso } from './recibo-reembolso.ts';
import { atualizarLancamento, criarLancamento, excluirLancamento, obterLancamento } from './service.ts';

const entidade = 'financeiro';

/** Finance (docs/product.md §8.9): changes, the CSV export and the receipts are audited. */
export const financeiroHandlers = implementar(financeiroApi, {
  'financeiro.list': async (req, ctx) => listarLancamentos(ctx, usuario(req), req.query),
  'financeiro.dashboard': async (req, ctx) => {
    const { usuarioId, fuso } = currentUser(req);
    return financeiroDashboard(ctx, usuarioId, req.query, fuso);
  },
  'financeiro.sessoesSemLancamento': async (req, ctx) => contarSessoesSemLancamento(ctx.db, usuario(req)),
  'financeiro.trazerSessoes': {
    handler: async (req, ctx) => {
      const criados = await trazerSessoesParaOFinanceiro(ctx, usuario(req));
      return { message: MSG_FINANCEIRO.sessoesTrazidas(criados), criados };
    },
    auditoria: (_req, r) => ({ acao: 'criar', entidade, detalhes: { sessoes_trazidas: r.criados } }),
  },
  'financeiro.exportar': {
    handler: async (req, ctx) => {
      const { ano, csv, linhas } = await exportarCsv(ctx, usuario(req), req.query.ano);
      const arquivo = new RespostaArquivo(csv, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="financeiro-${ano}.csv"`,
        'cache-control': 'no-store',
      });
      return comDetalhes(arquivo, { ano, linhas });
    },
    auditoria: (_req, _r, detalhes) => ({ acao: 'exportar', entidade, detalhes }),
  },
  'financeiro.get': async (req, ctx) => ({
    financeiro: await obterLancamento(ctx, usuario(req), req.params.id),
  }),
  'financeiro.recibo': {
    handler: async (req, ctx) => {
      const { pdf, fileName } = await gerarRecibo(ctx, usuario(req), req.params.id);
      return pdfParaBaixar(pdf, fileName);
    },
    auditoria: (req) => ({
      acao: 'exportar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { documento: 'recibo' },
    }),
  },
  'financeiro.reciboReembolso': {
    handler: async (req, ctx) => {
      const { pdf, fileName } = await gerarReciboReembolso(ctx, usuario(req), req.params.id, req.query);
      return pdfParaBaixar(pdf, fileName);
    },
    auditoria: (req) => ({
      acao: 'exportar',
      entidade: 'paciente',
      entidadeId: req.params.id,
      detalhes: { documento: 'recibo_reembolso', de: req.query.de, ate: req.query.ate },
    }),
  },
  'financeiro.create': {
    handler: async (req, ctx) => ({ financeiro: await criarLancamento(ctx, usuario(req), req.body) }),
    auditoria: (_req, r) => ({ acao: 'criar', entidade, entidadeId: r.financeiro.id }),
  },
  'financeiro.update': {
    handler: async (req, ctx) => ({
      financeiro: await atualizarLancamento(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: (_req, r) => ({ acao: 'alterar', entidade, entidadeId: r.financeiro.id }),
  },
  'financeiro.delete': {
    handler: async (req, ctx) => {
      await excluirLancamento(ctx, usuario(req), req.params.id);
      return { message: MSG_FINANCEIRO.excluido };
    },
    auditoria: (req) => ({ acao: 'excluir', entidade, entidadeId: req.params.id }),
  },
});
