import { carneLeaoApi } from '@consultorio/contracts/api/carne-leao';
import { MSG_CARNE_LEAO } from '@consultorio/contracts/carne-leao';
import {
  comDetalhes,
  implementar,
  pdfParaBaixar,
  RespostaArquivo,
  usuario,
} from '../../plugins/endpoints.ts';
import { resumoAnual, resumoAnualPdf } from './anual.ts';
import {
  arquivoEscrituracao,
  confirmarEscrituracao,
  planoDeContas,
  previaEscrituracao,
  resumoReceitaSaude,
} from './escrituracao.ts';
import { baixarPdf, calcular, excluir, exportarPdf, listar, obter, simular, tributos } from './service.ts';

const entidade = 'carne_leao';

const csv = (conteudo: string, nome: string) =>
  new RespostaArquivo(conteudo, {
    'content-type': 'text/csv; charset=us-ascii',
    'content-disposition': `attachment; filename="${nome}"`,
    'cache-control': 'no-store',
  });

/**
 * The monthly Carnê-Leão, the year's summary and the Carnê-Leão Web import (docs/carne-leao.md): saving,
 * downloading and deleting a calculation, the import files and their confirmation are audited.
 */
export const carneLeaoHandlers = implementar(carneLeaoApi, {
  'carneLeao.planoDeContas': async (_req, ctx) => planoDeContas(ctx.db),
  'carneLeao.escrituracao': async (req, ctx) => previaEscrituracao(ctx, usuario(req), req.query),
  'carneLeao.rendimentosCsv': {
    handler: async (req, ctx) => {
      const a = await arquivoEscrituracao(ctx, usuario(req), 'rendimentos', req.query);
      return comDetalhes(csv(a.csv, a.nome), { arquivo: 'rendimentos', linhas: a.linhas, parte: a.parte });
    },
    auditoria: (_req, _r, detalhes) => ({ acao: 'exportar', entidade, detalhes }),
  },
  'carneLeao.pagamentosCsv': {
    handler: async (req, ctx) => {
      const a = await arquivoEscrituracao(ctx, usuario(req), 'pagamentos', req.query);
      return comDetalhes(csv(a.csv, a.nome), { arquivo: 'pagamentos', linhas: a.linhas, parte: a.parte });
    },
    auditoria: (_req, _r, detalhes) => ({ acao: 'exportar', entidade, detalhes }),
  },
  'carneLeao.confirmarEscrituracao': {
    handler: async (req, ctx) => confirmarEscrituracao(ctx, usuario(req), req.body.ids),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade: 'financeiro',
      detalhes: { escriturados: r.escriturados },
    }),
  },
  'carneLeao.escrituracaoResumo': async (req, ctx) => resumoReceitaSaude(ctx, usuario(req), req.query.ano),
  'carneLeao.anual': async (req, ctx) => resumoAnual(ctx, usuario(req), req.query.ano),
  'carneLeao.anualPdf': {
    handler: async (req, ctx) => {
      const { pdf, fileName } = await resumoAnualPdf(ctx, usuario(req), req.query.ano);
      return pdfParaBaixar(pdf, fileName);
    },
    auditoria: (req) => ({
      acao: 'exportar',
      entidade,
      detalhes: { documento: 'resumo_anual', ano: req.query.ano },
    }),
  },
  'carneLeao.tributos': async (_req, ctx) => tributos(ctx.db),
  'carneLeao.simular': async (req, ctx) => ({ calculo: await simular(ctx, usuario(req), req.body) }),
  'carneLeao.calcular': {
    handler: async (req, ctx) => ({ calculo: await calcular(ctx, usuario(req), req.body) }),
    auditoria: (_req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.calculo.id,
      detalhes: { mes: r.calculo.mes, ano: r.calculo.ano },
    }),
  },
  'carneLeao.list': async (req, ctx) => listar(ctx, usuario(req), req.query.ano),
  'carneLeao.get': async (req, ctx) => ({ calculo: await obter(ctx, usuario(req), req.params.id) }),
  'carneLeao.exportarPdf': async (req, ctx) => ({
    calculo: await exportarPdf(ctx, usuario(req), req.params.id),
    message: MSG_CARNE_LEAO.pdfGerado,
  }),
  'carneLeao.downloadPdf': {
    handler: async (req, ctx) => {
      const { pdf, fileName } = await baixarPdf(ctx, usuario(req), req.params.id);
      return pdfParaBaixar(pdf, fileName);
    },
    auditoria: (req) => ({ acao: 'exportar', entidade, entidadeId: req.params.id }),
  },
  'carneLeao.delete': {
    handler: async (req, ctx) => {
      await excluir(ctx, usuario(req), req.params.id);
      return { message: MSG_CARNE_LEAO.excluido };
    },
    auditoria: (req) => ({ acao: 'excluir', entidade, entidadeId: req.params.id }),
  },
});
