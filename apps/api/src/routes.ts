import { api } from '@consultorio/contracts/api/index';
import type { FastifyInstance } from 'fastify';
import { adminHandlers } from './modules/admin/handlers.ts';
import { agendamentoOnlineHandlers } from './modules/agendamento-online/handlers.ts';
import { agendamentosHandlers } from './modules/agendamentos/handlers.ts';
import { anamneseHandlers } from './modules/anamnese/handlers.ts';
import { anexosHandlers } from './modules/anexos/handlers.ts';
import { authHandlers } from './modules/auth/handlers.ts';
import { calendarioHandlers } from './modules/calendario/handlers.ts';
import { carneLeaoHandlers } from './modules/carne-leao/handlers.ts';
import { cobrancasHandlers, cobrancasPortalHandlers } from './modules/cobrancas/handlers.ts';
import { contaHandlers } from './modules/conta/handlers.ts';
import { dashboardHandlers } from './modules/dashboard/handlers.ts';
import { documentosArquivosHandlers } from './modules/documentos/arquivos-handlers.ts';
import { documentosHandlers } from './modules/documentos/handlers.ts';
import { equipeHandlers } from './modules/equipe/handlers.ts';
import { escalasHandlers, escalasPortalHandlers } from './modules/escalas/handlers.ts';
import { financeiroHandlers } from './modules/financeiro/handlers.ts';
import { importacoesHandlers } from './modules/importacoes/handlers.ts';
import { leadsHandlers } from './modules/leads/handlers.ts';
import { lembretesHandlers } from './modules/lembretes/handlers.ts';
import { pacientesHandlers } from './modules/pacientes/handlers.ts';
import { pagamentosHandlers, registrarWebhookNoPsp } from './modules/pagamentos/handlers.ts';
import { planosHandlers } from './modules/planos/handlers.ts';
import {
  portalEntradaHandlers,
  portalGestaoHandlers,
  portalPacienteHandlers,
} from './modules/portal/handlers.ts';
import { prontuariosHandlers } from './modules/prontuarios/handlers.ts';
import { sessoesHandlers } from './modules/sessoes/handlers.ts';
import { termosHandlers, termosPortalHandlers } from './modules/termos/handlers.ts';
import { usuarioHandlers } from './modules/usuario/handlers.ts';
import { registrarEndpoints } from './plugins/endpoints.ts';

/** Every area's handlers, by endpoint name (each area's handlers.ts). */
export const handlers = {
  ...adminHandlers,
  ...authHandlers,
  ...usuarioHandlers,
  ...contaHandlers,
  ...equipeHandlers,
  ...leadsHandlers,
  ...planosHandlers,
  ...pagamentosHandlers,
  ...pacientesHandlers,
  ...importacoesHandlers,
  ...sessoesHandlers,
  ...anamneseHandlers,
  ...prontuariosHandlers,
  ...documentosHandlers,
  ...documentosArquivosHandlers,
  ...agendamentosHandlers,
  ...agendamentoOnlineHandlers,
  ...calendarioHandlers,
  ...lembretesHandlers,
  ...anexosHandlers,
  ...financeiroHandlers,
  ...dashboardHandlers,
  ...carneLeaoHandlers,
  ...cobrancasHandlers,
  ...portalGestaoHandlers,
  ...portalEntradaHandlers,
  ...portalPacienteHandlers,
  ...cobrancasPortalHandlers,
  ...escalasHandlers,
  ...escalasPortalHandlers,
  ...termosHandlers,
  ...termosPortalHandlers,
};

/**
 * Every API route, mounted under /api: one per declaration of packages/contracts/src/api, with the handler of the
 * same name (plugins/endpoints.ts; docs/architecture.md §3).
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await registrarEndpoints(app, api, handlers);
  registrarWebhookNoPsp(app);
}
