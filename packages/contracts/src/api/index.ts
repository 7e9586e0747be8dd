import { adminApi } from './admin.ts';
import { agendamentoOnlineApi } from './agendamento-online.ts';
import { agendamentosApi } from './agendamentos.ts';
import { anamneseApi } from './anamnese.ts';
import { anexosApi } from './anexos.ts';
import { authApi } from './auth.ts';
import { calendarioApi } from './calendario.ts';
import { carneLeaoApi } from './carne-leao.ts';
import { cobrancasApi, cobrancasPortalApi } from './cobrancas.ts';
import { contaApi } from './conta.ts';
import { dashboardApi } from './dashboard.ts';
import { documentosApi, documentosArquivosApi } from './documentos.ts';
import { equipeApi } from './equipe.ts';
import { escalasApi, escalasPortalApi } from './escalas.ts';
import { financeiroApi } from './financeiro.ts';
import { importacoesApi } from './importacoes.ts';
import { leadsApi } from './leads.ts';
import { lembretesApi } from './lembretes.ts';
import { pacientesApi } from './pacientes.ts';
import { pagamentosApi } from './pagamentos.ts';
import { planosApi } from './planos.ts';
import { portalEntradaApi, portalGestaoApi, portalPacienteApi } from './portal.ts';
import { prontuariosApi } from './prontuarios.ts';
import { sessoesApi } from './sessoes.ts';
import { termosApi, termosPortalApi } from './termos.ts';
import { usuarioApi } from './usuario.ts';

/**
 * Every endpoint of the API by name, one file per API area: `api/<area>.ts` declares exactly the endpoints that
 * apps/api/src/modules/<area> handles (docs/decisions/0001-one-declaration-per-endpoint.md).
 */
export const api = {
  ...adminApi,
  ...authApi,
  ...usuarioApi,
  ...contaApi,
  ...equipeApi,
  ...leadsApi,
  ...planosApi,
  ...pagamentosApi,
  ...pacientesApi,
  ...sessoesApi,
  ...anamneseApi,
  ...importacoesApi,
  ...prontuariosApi,
  ...documentosApi,
  ...documentosArquivosApi,
  ...agendamentosApi,
  ...lembretesApi,
  ...agendamentoOnlineApi,
  ...calendarioApi,
  ...anexosApi,
  ...financeiroApi,
  ...dashboardApi,
  ...carneLeaoApi,
  ...cobrancasApi,
  ...portalGestaoApi,
  ...portalEntradaApi,
  ...portalPacienteApi,
  ...cobrancasPortalApi,
  ...escalasApi,
  ...escalasPortalApi,
  ...termosApi,
  ...termosPortalApi,
};

export type Api = typeof api;
export type NomeDoEndpoint = keyof Api;
