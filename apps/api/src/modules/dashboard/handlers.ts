import { dashboardApi } from '@consultorio/contracts/api/dashboard';
import { currentUser } from '../../plugins/auth.ts';
import { implementar } from '../../plugins/endpoints.ts';
import { dashboard } from './service.ts';

/** The practice's dashboard, gated by the dashboard feature (still open while a plan is paused). */
export const dashboardHandlers = implementar(dashboardApi, {
  'dashboard.get': async (req, ctx) => {
    const { usuarioId, fuso } = currentUser(req);
    return dashboard(ctx, usuarioId, fuso);
  },
});
