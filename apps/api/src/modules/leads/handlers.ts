import { leadsApi } from '@consultorio/contracts/api/leads';
import { MSG } from '@consultorio/contracts/messages';
import { implementar } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import { criarLead } from './service.ts';

/** The landing page's contact form: public, rate-limited per address. */
export const leadsHandlers = implementar(leadsApi, {
  'leads.create': {
    handler: async (req, ctx) => {
      await criarLead(ctx, req.ator, req.body);
      return { message: MSG.leadReceived };
    },
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.leads) } }),
  },
});
