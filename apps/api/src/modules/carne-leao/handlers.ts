import { carneLeaoApi } from '@consultorio/contracts/api/carne-leao';
import { MSG_CARNE_LEAO } from '@consultorio/contracts/carne-leao';
import { contentDisposition, PDF_MIME } from '../../lib/pdf.ts';
import { implementar, RespostaArquivo, usuario } from '../../plugins/endpoints.ts';
import { baixarPdf, calcular, excluir, exportarPdf, listar, obter, simular, tributos } from './service.ts';

const entidade = 'carne_leao';

/** The monthly Carnê-Leão (docs/carne-leao.md): saving, downloading and deleting a calculation are audited. */
export const carneLeaoHandlers = implementar(carneLeaoApi, {
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
      return new RespostaArquivo(pdf, {
        'content-type': PDF_MIME,
        'content-disposition': contentDisposition(fileName),
        'cache-control': 'no-store',
      });
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
