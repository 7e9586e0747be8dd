import { agendamentoOnlineApi, calendarioApi } from './agendamento-online.ts';
import { agendamentosApi } from './agendamentos.ts';
import { anexosApi } from './anexos.ts';
import { authApi } from './auth.ts';
import { carneLeaoApi } from './carne-leao.ts';
import { contaApi } from './conta.ts';
import { documentosApi, documentosArquivosApi } from './documentos.ts';
import { equipeApi } from './equipe.ts';
import { financeiroApi } from './financeiro.ts';
import { importacoesApi } from './importacoes.ts';
import { leadsApi } from './leads.ts';
import { pacientesApi } from './pacientes.ts';
import { pagamentosApi } from './pagamentos.ts';
import { planosApi } from './planos.ts';
import { prontuariosApi } from './prontuarios.ts';
import { sistemaApi } from './sistema.ts';
import { usuarioApi } from './usuario.ts';

/** Every endpoint of the API by name, one file per area (docs/decisions/0001-one-declaration-per-endpoint.md). */
export const api = {
  ...sistemaApi,
  ...authApi,
  ...usuarioApi,
  ...contaApi,
  ...equipeApi,
  ...leadsApi,
  ...planosApi,
  ...pagamentosApi,
  ...pacientesApi,
  ...importacoesApi,
  ...prontuariosApi,
  ...documentosApi,
  ...documentosArquivosApi,
  ...agendamentosApi,
  ...agendamentoOnlineApi,
  ...calendarioApi,
  ...anexosApi,
  ...financeiroApi,
  ...carneLeaoApi,
};

export type Api = typeof api;
export type NomeDoEndpoint = keyof Api;
