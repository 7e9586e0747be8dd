import { anamneseApi } from '@consultorio/contracts/api/anamnese';
import { implementar, usuario } from '../../plugins/endpoints.ts';
import { atualizarAnamnese, criarAnamnese, obterAnamnese } from './service.ts';

const entidade = 'anamnese';

/** The anamnese (docs/product.md §8.5): one per patient, every text encrypted at rest; every access audited. */
export const anamneseHandlers = implementar(anamneseApi, {
  'anamnese.get': {
    handler: async (req, ctx) => ({ anamnese: await obterAnamnese(ctx, usuario(req), req.params.id) }),
    // Nothing was read when the patient has no anamnese yet.
    auditoria: (req, r) =>
      r.anamnese
        ? {
            acao: 'visualizar',
            entidade,
            entidadeId: r.anamnese.id,
            detalhes: { paciente_id: req.params.id },
          }
        : null,
  },
  'anamnese.create': {
    handler: async (req, ctx) => ({
      anamnese: await criarAnamnese(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: (req, r) => ({
      acao: 'criar',
      entidade,
      entidadeId: r.anamnese.id,
      detalhes: { paciente_id: req.params.id },
    }),
  },
  'anamnese.update': {
    handler: async (req, ctx) => ({
      anamnese: await atualizarAnamnese(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: r.anamnese.id,
      detalhes: { paciente_id: r.anamnese.paciente_id },
    }),
  },
});
