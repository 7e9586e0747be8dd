import { calendarioApi } from '@consultorio/contracts/api/calendario';
import { comDetalhes, implementar, RespostaArquivo, usuario } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import { criarCalendario, feedDoCalendario, revogarCalendario, statusDoCalendario } from './service.ts';

/** The agenda's secret calendar address (docs/product.md §16, "Calendário externo"). */
export const calendarioHandlers = implementar(calendarioApi, {
  'calendario.get': async (req, ctx) => ({ calendario: await statusDoCalendario(ctx, usuario(req)) }),
  'calendario.criar': {
    handler: async (req, ctx) => criarCalendario(ctx, usuario(req), req.body.mostrar_nomes),
    auditoria: (_req, r) => ({
      acao: 'criar',
      entidade: 'calendario',
      detalhes: { mostrar_nomes: r.calendario.mostrar_nomes },
    }),
  },
  'calendario.remove': {
    handler: async (req, ctx) => comDetalhes(null, { revogado: await revogarCalendario(ctx, usuario(req)) }),
    // Turning off an address that was not on changes nothing: no audit line.
    auditoria: (_req, _r, detalhes) =>
      detalhes.revogado ? { acao: 'excluir', entidade: 'calendario' } : null,
  },
  'calendario.feed': {
    handler: async (req, ctx) =>
      new RespostaArquivo(await feedDoCalendario(ctx, req.params.arquivo), {
        'content-type': 'text/calendar; charset=utf-8',
        // The agenda of a practice: never kept by a shared cache, and read fresh by each calendar.
        'cache-control': 'private, no-store',
      }),
    // Public (the address is the secret): per address like the other public links, in a bucket of its own.
    opcoes: (app) => ({
      config: { rateLimit: limitBy(app.ctx.config.rateLimits.lembretes, () => 'calendario') },
    }),
  },
});
