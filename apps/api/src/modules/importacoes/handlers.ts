import { importacoesApi } from '@consultorio/contracts/api/importacoes';
import { MSG_IMPORTACAO } from '@consultorio/contracts/importacoes';
import type { FastifyRequest } from 'fastify';
import { ator, comDetalhes, implementar, RespostaArquivo, usuario } from '../../plugins/endpoints.ts';
import { ehSecretaria } from '../../plugins/equipe-gate.ts';
import { lerEnvioDePlanilha } from './envio.ts';
import { exportarPacientes } from './exportar.ts';
import { lerPlanilha } from './planilha.ts';
import { confirmar, criarPrevia, linhasComErro, mapear, type Quem } from './service.ts';

const entidade = 'importacao';

/** The secretária imports registrations, never the clinical note (docs/product.md §15). */
const quem = (req: FastifyRequest): Quem => ({ clinico: !ehSecretaria(req), ator: ator(req) });

const TIPOS = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** Spreadsheet import and export (docs/product.md §8.3.1): the confirmation and the export are audited. */
export const importacoesHandlers = implementar(importacoesApi, {
  'importacoes.pacientes': async (req, ctx) => {
    const planilha = await lerPlanilha(await lerEnvioDePlanilha(req));
    return { importacao: await criarPrevia(ctx, usuario(req), planilha, quem(req)) };
  },
  'importacoes.mapear': async (req, ctx) => ({
    importacao: await mapear(ctx, usuario(req), req.params.id, req.body?.mapeamento, quem(req)),
  }),
  'importacoes.confirmar': {
    handler: async (req, ctx) => {
      const resultado = await confirmar(ctx, usuario(req), req.params.id, req.body?.mapeamento, quem(req));
      return { message: MSG_IMPORTACAO.concluida(resultado.importados), resultado };
    },
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: req.params.id,
      detalhes: {
        importados: r.resultado.importados,
        ignorados: r.resultado.ignorados,
        erros: new Set(r.resultado.erros.map((e) => e.linha)).size,
      },
    }),
  },
  'importacoes.erros': async (req, ctx) => {
    const { csv } = await linhasComErro(ctx, usuario(req), req.params.id, quem(req));
    return new RespostaArquivo(csv, {
      'content-type': TIPOS.csv,
      'content-disposition': 'attachment; filename="linhas-com-erro.csv"',
      'cache-control': 'no-store',
    });
  },
  'pacientes.exportar': {
    handler: async (req, ctx) => {
      const { formato } = req.query;
      const { corpo, linhas } = await exportarPacientes(ctx, usuario(req), formato);
      const arquivo = new RespostaArquivo(corpo, {
        'content-type': TIPOS[formato],
        'content-disposition': `attachment; filename="pacientes.${formato}"`,
        'cache-control': 'no-store',
      });
      return comDetalhes(arquivo, { formato, linhas });
    },
    auditoria: (_req, _r, detalhes) => ({ acao: 'exportar', entidade: 'paciente', detalhes }),
  },
});
