import { z } from 'zod';
import {
  agendamentoCreateResponseSchema,
  agendamentoCreateSchema,
  agendamentoDeleteResponseSchema,
  agendamentoResponseSchema,
  agendamentosPacienteQuerySchema,
  agendamentosQuerySchema,
  agendamentosResponseSchema,
  agendamentoUpdateResponseSchema,
  agendamentoUpdateSchema,
  escopoQuerySchema,
} from './agendamentos.ts';
import {
  anamneseCreateSchema,
  anamneseOrNullResponseSchema,
  anamneseResponseSchema,
  anamneseUpdateSchema,
} from './anamnese.ts';
import { anexosResponseSchema, anexoUploadResponseSchema } from './anexos.ts';
import { auditoriaQuerySchema, auditoriaResponseSchema } from './auditoria.ts';
import {
  cadastroRequestSchema,
  changePasswordRequestSchema,
  checkCpfQuerySchema,
  checkCrpQuerySchema,
  checkEmailQuerySchema,
  checkTelefoneQuerySchema,
  disponivelResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  resetPasswordRequestSchema,
  sendResetCodeRequestSchema,
  usuarioResponseSchema,
  verifyResetCodeRequestSchema,
  verifyResetCodeResponseSchema,
} from './auth.ts';
import {
  calculoResponseSchema,
  calculosListResponseSchema,
  carneLeaoCalculoInputSchema,
  carneLeaoListQuerySchema,
  tributosResponseSchema,
} from './carne-leao.ts';
import { okSchema } from './common.ts';
import {
  ativar2faRequestSchema,
  ativar2faResponseSchema,
  backupResponseSchema,
  backupsResponseSchema,
  configurar2faResponseSchema,
  desativar2faRequestSchema,
  excluirContaRequestSchema,
  login2faRequestSchema,
  loginOuDesafioResponseSchema,
  sessoesAtivasResponseSchema,
  sessoesEncerradasResponseSchema,
  status2faResponseSchema,
} from './conta.ts';
import { dashboardSchema } from './dashboard.ts';
import {
  financeiroDashboardQuerySchema,
  financeiroDashboardSchema,
  financeiroExportQuerySchema,
  lancamentoCreateSchema,
  lancamentoResponseSchema,
  lancamentosQuerySchema,
  lancamentosResponseSchema,
  lancamentoUpdateSchema,
} from './financeiro.ts';
import { leadRequestSchema } from './leads.ts';
import {
  lembretePublicoSchema,
  lembreteRespostaSchema,
  lembretesConfigResponseSchema,
  lembretesConfigSchema,
  lembreteWhatsappSchema,
} from './lembretes.ts';
import {
  estatisticasSchema,
  pacienteCreateSchema,
  pacienteDeleteResponseSchema,
  pacienteResponseSchema,
  pacienteStatusRequestSchema,
  pacientesQuerySchema,
  pacientesResponseSchema,
  pacienteUpdateSchema,
} from './pacientes.ts';
import {
  pagamentoStatusResponseSchema,
  pagamentosListResponseSchema,
  pixConfigResponseSchema,
  upgradePlanRequestSchema,
  upgradePlanResponseSchema,
} from './pagamentos.ts';
import {
  checkFeatureRequestSchema,
  checkFeatureResponseSchema,
  planInfoResponseSchema,
  planosResponseSchema,
} from './planos.ts';
import {
  prontuarioCreateSchema,
  prontuarioDeleteResponseSchema,
  prontuarioResponseSchema,
  prontuariosQuerySchema,
  prontuariosResponseSchema,
  prontuarioUpdateSchema,
} from './prontuarios.ts';
import {
  sessaoCreateSchema,
  sessaoDeleteQuerySchema,
  sessaoResponseSchema,
  sessaoUpdateSchema,
  sessoesQuerySchema,
  sessoesResponseSchema,
} from './sessoes.ts';
import { profileOutputResponseSchema, profileSchema } from './usuario.ts';

/*
 * The API's endpoints by name (docs/api.md): method, path under /api (":id" marks a path parameter), and the zod
 * schemas of the query, the body and the answer — the same schemas the API validates with. A client calls an
 * endpoint by its name and gets the type of its answer from here, with no cast (the web's `call` in api/client).
 * File answers (PDF, CSV, attachments) have no response schema: they are downloaded, not parsed.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: Method;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema; absent for file downloads. `z.null()` for 204 No Content. */
  response?: z.ZodType;
}

const GET = 'GET';
const POST = 'POST';
const PUT = 'PUT';
const DELETE = 'DELETE';

export const endpoints = {
  // Auth (no bearer) and account
  'auth.cadastro': {
    method: POST,
    path: 'cadastro',
    body: cadastroRequestSchema,
    response: usuarioResponseSchema,
  },
  // With 2FA on, the answer is a challenge for 'auth.login2fa' instead of a session.
  'auth.login': {
    method: POST,
    path: 'login',
    body: loginRequestSchema,
    response: loginOuDesafioResponseSchema,
  },
  'auth.login2fa': {
    method: POST,
    path: 'login/2fa',
    body: login2faRequestSchema,
    response: loginResponseSchema,
  },
  'auth.logout': { method: POST, path: 'logout', body: logoutRequestSchema, response: z.null() },
  'auth.sendResetCode': {
    method: POST,
    path: 'user/send-reset-code',
    body: sendResetCodeRequestSchema,
    response: okSchema,
  },
  'auth.verifyResetCode': {
    method: POST,
    path: 'user/verify-reset-code',
    body: verifyResetCodeRequestSchema,
    response: verifyResetCodeResponseSchema,
  },
  'auth.resetPassword': {
    method: POST,
    path: 'user/reset-password',
    body: resetPasswordRequestSchema,
    response: okSchema,
  },
  'auth.checkEmail': {
    method: GET,
    path: 'user/check-email',
    query: checkEmailQuerySchema,
    response: disponivelResponseSchema,
  },
  'auth.checkCpf': {
    method: GET,
    path: 'user/check-cpf',
    query: checkCpfQuerySchema,
    response: disponivelResponseSchema,
  },
  'auth.checkCrp': {
    method: GET,
    path: 'user/check-crp',
    query: checkCrpQuerySchema,
    response: disponivelResponseSchema,
  },
  'auth.checkTelefone': {
    method: GET,
    path: 'user/check-telefone',
    query: checkTelefoneQuerySchema,
    response: disponivelResponseSchema,
  },
  'usuario.profile': { method: GET, path: 'user/profile', response: profileOutputResponseSchema },
  'usuario.updateProfile': {
    method: PUT,
    path: 'user/profile',
    body: profileSchema,
    response: profileOutputResponseSchema,
  },
  'usuario.changePassword': {
    method: POST,
    path: 'user/change-password',
    body: changePasswordRequestSchema,
    response: okSchema,
  },
  'usuario.auditoria': {
    method: GET,
    path: 'user/auditoria',
    query: auditoriaQuerySchema,
    response: auditoriaResponseSchema,
  },

  // The user's own data: export, sessions, two-factor login, backups, account deletion
  'conta.exportar': { method: GET, path: 'user/export' },
  'conta.sessoes': { method: GET, path: 'user/sessoes', response: sessoesAtivasResponseSchema },
  'conta.encerrarSessao': { method: DELETE, path: 'user/sessoes/:id', response: z.null() },
  'conta.encerrarOutras': { method: DELETE, path: 'user/sessoes', response: sessoesEncerradasResponseSchema },
  'conta.status2fa': { method: GET, path: 'user/2fa', response: status2faResponseSchema },
  'conta.configurar2fa': { method: POST, path: 'user/2fa/configurar', response: configurar2faResponseSchema },
  'conta.ativar2fa': {
    method: POST,
    path: 'user/2fa/ativar',
    body: ativar2faRequestSchema,
    response: ativar2faResponseSchema,
  },
  'conta.desativar2fa': {
    method: POST,
    path: 'user/2fa/desativar',
    body: desativar2faRequestSchema,
    response: status2faResponseSchema,
  },
  'conta.backups': { method: GET, path: 'user/backups', response: backupsResponseSchema },
  'conta.fazerBackup': { method: POST, path: 'user/backups', response: backupResponseSchema },
  'conta.baixarBackup': { method: GET, path: 'user/backups/:id/download' },
  'conta.excluirBackup': { method: DELETE, path: 'user/backups/:id', response: z.null() },
  'conta.excluir': { method: DELETE, path: 'user', body: excluirContaRequestSchema, response: z.null() },

  // Plans
  'planos.public': { method: GET, path: 'planos', response: planosResponseSchema },
  'planos.available': { method: GET, path: 'user/available-plans', response: planosResponseSchema },
  'planos.info': { method: GET, path: 'user/plan-info', response: planInfoResponseSchema },
  'planos.checkFeature': {
    method: POST,
    path: 'user/check-feature',
    body: checkFeatureRequestSchema,
    response: checkFeatureResponseSchema,
  },
  'leads.create': { method: POST, path: 'leads', body: leadRequestSchema, response: okSchema },

  // Plans paid by PIX
  'pagamentos.upgrade': {
    method: POST,
    path: 'user/upgrade-plan',
    body: upgradePlanRequestSchema,
    response: upgradePlanResponseSchema,
  },
  'pagamentos.status': {
    method: GET,
    path: 'user/pix-payment-status/:id',
    response: pagamentoStatusResponseSchema,
  },
  'pagamentos.list': { method: GET, path: 'user/pagamentos', response: pagamentosListResponseSchema },
  'pagamentos.config': { method: GET, path: 'user/pix-config', response: pixConfigResponseSchema },
  'pagamentos.simular': {
    method: POST,
    path: 'user/pix-payment/:id/simular-pagamento',
    response: pagamentoStatusResponseSchema,
  },

  // Patients, sessions, anamnese
  'pacientes.list': {
    method: GET,
    path: 'pacientes',
    query: pacientesQuerySchema,
    response: pacientesResponseSchema,
  },
  'pacientes.get': { method: GET, path: 'paciente/:id', response: pacienteResponseSchema },
  'pacientes.create': {
    method: POST,
    path: 'paciente',
    body: pacienteCreateSchema,
    response: pacienteResponseSchema,
  },
  'pacientes.update': {
    method: PUT,
    path: 'paciente/:id',
    body: pacienteUpdateSchema,
    response: pacienteResponseSchema,
  },
  'pacientes.changeStatus': {
    method: PUT,
    path: 'paciente/status/:id',
    body: pacienteStatusRequestSchema,
    response: pacienteResponseSchema.extend({ message: z.string() }),
  },
  'pacientes.delete': { method: DELETE, path: 'paciente/:id', response: pacienteDeleteResponseSchema },
  'pacientes.estatisticas': { method: GET, path: 'paciente/:id/estatisticas', response: estatisticasSchema },
  'sessoes.list': {
    method: GET,
    path: 'paciente/:id/sessoes',
    query: sessoesQuerySchema,
    response: sessoesResponseSchema,
  },
  'sessoes.create': {
    method: POST,
    path: 'sessao',
    body: sessaoCreateSchema,
    response: sessaoResponseSchema,
  },
  'sessoes.update': {
    method: PUT,
    path: 'sessao/:id',
    body: sessaoUpdateSchema,
    response: sessaoResponseSchema,
  },
  'sessoes.delete': {
    method: DELETE,
    path: 'sessao/:id',
    query: sessaoDeleteQuerySchema,
    response: z.null(),
  },
  'anamnese.get': { method: GET, path: 'paciente/:id/anamnese', response: anamneseOrNullResponseSchema },
  'anamnese.create': {
    method: POST,
    path: 'paciente/:id/anamnese',
    body: anamneseCreateSchema,
    response: anamneseResponseSchema,
  },
  'anamnese.update': {
    method: PUT,
    path: 'anamnese/:id',
    body: anamneseUpdateSchema,
    response: anamneseResponseSchema,
  },

  // Records (prontuário)
  'prontuarios.list': {
    method: GET,
    path: 'prontuario/paciente/:id',
    query: prontuariosQuerySchema,
    response: prontuariosResponseSchema,
  },
  'prontuarios.create': {
    method: POST,
    path: 'prontuario/paciente/:id',
    body: prontuarioCreateSchema,
    response: prontuarioResponseSchema,
  },
  'prontuarios.update': {
    method: PUT,
    path: 'prontuario/:id',
    body: prontuarioUpdateSchema,
    response: prontuarioResponseSchema,
  },
  'prontuarios.delete': { method: DELETE, path: 'prontuario/:id', response: prontuarioDeleteResponseSchema },
  'prontuarios.exportarPaciente': { method: GET, path: 'prontuario/paciente/:id/exportar' },
  'prontuarios.exportar': { method: GET, path: 'prontuario/:id/exportar' },

  // Agenda
  'agendamentos.list': {
    method: GET,
    path: 'agendamentos',
    query: agendamentosQuerySchema,
    response: agendamentosResponseSchema,
  },
  'agendamentos.paciente': {
    method: GET,
    path: 'agendamentos/paciente/:id',
    query: agendamentosPacienteQuerySchema,
    response: agendamentosResponseSchema,
  },
  'agendamentos.get': { method: GET, path: 'agendamento/:id', response: agendamentoResponseSchema },
  'agendamentos.create': {
    method: POST,
    path: 'agendamento',
    body: agendamentoCreateSchema,
    response: agendamentoCreateResponseSchema,
  },
  'agendamentos.update': {
    method: PUT,
    path: 'agendamento/:id',
    query: escopoQuerySchema,
    body: agendamentoUpdateSchema,
    response: agendamentoUpdateResponseSchema,
  },
  'agendamentos.delete': {
    method: DELETE,
    path: 'agendamento/:id',
    query: escopoQuerySchema,
    response: agendamentoDeleteResponseSchema,
  },
  'agendamentos.lembrete': {
    method: GET,
    path: 'agendamento/:id/lembrete',
    response: lembreteWhatsappSchema,
  },

  // Reminders (docs/product.md §13): the settings, and the patient's public link (no login)
  'lembretes.config': { method: GET, path: 'user/lembretes', response: lembretesConfigResponseSchema },
  'lembretes.salvar': {
    method: PUT,
    path: 'user/lembretes',
    body: lembretesConfigSchema,
    response: lembretesConfigResponseSchema,
  },
  'lembretes.publico': { method: GET, path: 'lembretes/:token', response: lembretePublicoSchema },
  'lembretes.confirmar': {
    method: POST,
    path: 'lembretes/:token/confirmar',
    response: lembreteRespostaSchema,
  },
  'lembretes.cancelar': { method: POST, path: 'lembretes/:token/cancelar', response: lembreteRespostaSchema },

  // Attachments
  'anexos.list': { method: GET, path: 'anexos/paciente/:id', response: anexosResponseSchema },
  /** multipart/form-data (field `arquivo`), sent through the client's `upload` for its progress. */
  'anexos.upload': { method: POST, path: 'anexos/paciente/:id', response: anexoUploadResponseSchema },
  'anexos.download': { method: GET, path: 'anexos/:id/download' },
  'anexos.delete': { method: DELETE, path: 'anexos/:id', response: okSchema },

  // Finance and dashboard
  'dashboard.get': { method: GET, path: 'dashboard', response: dashboardSchema },
  'financeiro.list': {
    method: GET,
    path: 'financeiros',
    query: lancamentosQuerySchema,
    response: lancamentosResponseSchema,
  },
  'financeiro.dashboard': {
    method: GET,
    path: 'financeiros/dashboard',
    query: financeiroDashboardQuerySchema,
    response: financeiroDashboardSchema,
  },
  'financeiro.exportar': { method: GET, path: 'financeiros/exportar', query: financeiroExportQuerySchema },
  'financeiro.get': { method: GET, path: 'financeiros/:id', response: lancamentoResponseSchema },
  'financeiro.recibo': { method: GET, path: 'financeiros/:id/recibo' },
  'financeiro.create': {
    method: POST,
    path: 'financeiros',
    body: lancamentoCreateSchema,
    response: lancamentoResponseSchema,
  },
  'financeiro.update': {
    method: PUT,
    path: 'financeiros/:id',
    body: lancamentoUpdateSchema,
    response: lancamentoResponseSchema,
  },
  'financeiro.delete': { method: DELETE, path: 'financeiros/:id', response: okSchema },

  // Carnê-Leão
  'carneLeao.tributos': { method: GET, path: 'tributos', response: tributosResponseSchema },
  'carneLeao.list': {
    method: GET,
    path: 'carne-leao',
    query: carneLeaoListQuerySchema,
    response: calculosListResponseSchema,
  },
  'carneLeao.get': { method: GET, path: 'carne-leao/:id', response: calculoResponseSchema },
  'carneLeao.simular': {
    method: POST,
    path: 'carne-leao/simular',
    body: carneLeaoCalculoInputSchema,
    response: calculoResponseSchema,
  },
  'carneLeao.calcular': {
    method: POST,
    path: 'carne-leao/calcular',
    body: carneLeaoCalculoInputSchema,
    response: calculoResponseSchema,
  },
  'carneLeao.exportarPdf': {
    method: POST,
    path: 'carne-leao/:id/exportar-pdf',
    response: calculoResponseSchema.extend({ message: z.string() }),
  },
  'carneLeao.downloadPdf': { method: GET, path: 'carne-leao/:id/download-pdf' },
  'carneLeao.delete': { method: DELETE, path: 'carne-leao/:id', response: okSchema },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The names in a path template: "paciente/:id/sessoes" → "id". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, e.g. `{ id: string }`; `never` when its path has none. */
export type EndpointParams<N extends EndpointName> = ParamNames<Endpoints[N]['path']>;

type Schema<N extends EndpointName, K extends 'query' | 'body' | 'response'> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a client sends: the input of the query and body schemas. */
export type EndpointQuery<N extends EndpointName> = z.input<Schema<N, 'query'>>;
export type EndpointBody<N extends EndpointName> = z.input<Schema<N, 'body'>>;
/** What the API answers: the output of the response schema. */
export type EndpointResponse<N extends EndpointName> = z.output<Schema<N, 'response'>>;

/** The endpoint's path with its parameters filled in (each URI-encoded), e.g. "paciente/3f1c…/sessoes". */
export function endpointPath(name: EndpointName, params: Record<string, string> = {}): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: falta o parâmetro ${key}`);
    return encodeURIComponent(value);
  });
}
