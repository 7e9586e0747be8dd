import { planosApi } from '@consultorio/contracts/api/planos';
import { hasFeature } from '@consultorio/contracts/planos';
import { implementar } from '../../plugins/endpoints.ts';
import { planForRequest } from '../../plugins/plan-gate.ts';
import { listarPlanos, planInfo } from './service.ts';

/** Plan info, feature check and the plans on offer. */
export const planosHandlers = implementar(planosApi, {
  'planos.public': async (_req, ctx) => ({ planos: await listarPlanos(ctx) }),
  'planos.available': async (_req, ctx) => ({ planos: await listarPlanos(ctx) }),
  'planos.info': async (req, ctx) => planInfo(ctx, await planForRequest(req)),
  'planos.checkFeature': async (req) => ({
    has_access: hasFeature((await planForRequest(req)).plano, req.body.feature),
  }),
});
