import type { z } from 'zod';
import type {
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
import type {
  anamneseCreateSchema,
  anamneseOrNullResponseSchema,
  anamneseResponseSchema,
  anamneseUpdateSchema,
} from './anamnese.ts';
import type { anexosResponseSchema, anexoUploadResponseSchema } from './anexos.ts';
import type { auditoriaQuerySchema, auditoriaResponseSchema } from './auditoria.ts';
import type {
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
import type {
  calculoResponseSchema,
  calculosListResponseSchema,
  carneLeaoCalculoInputSchema,
  carneLeaoListQuerySchema,
  tributosResponseSchema,
} from './carne-leao.ts';
import type { okSchema } from './common.ts';
import type {
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
import type { dashboardSchema } from './dashboard.ts';
import type {
  financeiroDashboardQuerySchema,
  financeiroDashboardSchema,
  financeiroExportQuerySchema,
  lancamentoCreateSchema,
  lancamentoResponseSchema,
  lancamentosQuerySchema,
  lancamentosResponseSchema,
  lancamentoUpdateSchema,
} from './financeiro.ts';
import type { leadRequestSchema } from './leads.ts';
import type {
  lembretePublicoSchema,
  lembreteRespostaSchema,
  lembretesConfigResponseSchema,
  lembretesConfigSchema,
  lembreteWhatsappSchema,
} from './lembretes.ts';
import type {
  estatisticasSchema,
  pacienteCreateSchema,
  pacienteDeleteResponseSchema,
  pacienteResponseSchema,
  pacienteStatusRequestSchema,
  pacientesQuerySchema,
  pacientesResponseSchema,
  pacienteUpdateSchema,
} from './pacientes.ts';
import type {
  pagamentoStatusResponseSchema,
  pagamentosListResponseSchema,
  pixConfigResponseSchema,
  upgradePlanRequestSchema,
  upgradePlanResponseSchema,
} from './pagamentos.ts';
import type {
  checkFeatureRequestSchema,
  checkFeatureResponseSchema,
  planInfoResponseSchema,
  planosResponseSchema,
} from './planos.ts';
import type {
  prontuarioCreateSchema,
  prontuarioDeleteResponseSchema,
  prontuarioResponseSchema,
  prontuariosQuerySchema,
  prontuariosResponseSchema,
  prontuarioUpdateSchema,
} from './prontuarios.ts';
import type {
  sessaoCreateSchema,
  sessaoDeleteQuerySchema,
  sessaoResponseSchema,
  sessaoUpdateSchema,
  sessoesQuerySchema,
  sessoesResponseSchema,
} from './sessoes.ts';
import type { profileOutputResponseSchema, profileSchema } from './usuario.ts';

/*
 * The API's endpoints by name (docs/api.md): method and path under /api (":id" marks a path parameter), and, as
 * types only, the zod schemas of the query, the body and the answer — the same schemas the API validates with. A
 * client calls an endpoint by its name and gets the type of its answer from here, with no cast (the web's `call`
 * in api/client). File answers (PDF, CSV, attachments) have no response schema: they are downloaded, not parsed.
 *
 * The schemas are imported as types only (`import type`): at run time this module is the map of methods and
 * paths, so the web app's one HTTP client does not pull every area's schemas into the first page it loads. Each
 * area's schemas load with the screens that validate with them (docs/decisions.md "Web bundle budget").
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointRoute {
  method: Method;
  path: string;
}

/** What an endpoint takes and answers. `response` is absent for file downloads; `z.ZodNull` for 204 No Content. */
export interface EndpointIo {
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** An answer with the API's confirmation sentence beside the object (`schema.extend({ message: z.string() })`). */
type ComMensagem<S extends z.ZodObject> = z.ZodObject<S['shape'] & { message: z.ZodString }>;

/** A file download (PDF, CSV, attachment, backup): no query, body or answer schema. */
type Arquivo = { response?: never };

/** The schemas of each endpoint (types only). Every name here has its route in `endpoints` below, and back. */
export interface EndpointSchemas {
  // Auth (no bearer) and account
  'auth.cadastro': { body: typeof cadastroRequestSchema; response: typeof usuarioResponseSchema };
  // With 2FA on, the answer is a challenge for 'auth.login2fa' instead of a session.
  'auth.login': { body: typeof loginRequestSchema; response: typeof loginOuDesafioResponseSchema };
  'auth.login2fa': { body: typeof login2faRequestSchema; response: typeof loginResponseSchema };
  'auth.logout': { body: typeof logoutRequestSchema; response: z.ZodNull };
  'auth.sendResetCode': { body: typeof sendResetCodeRequestSchema; response: typeof okSchema };
  'auth.verifyResetCode': {
    body: typeof verifyResetCodeRequestSchema;
    response: typeof verifyResetCodeResponseSchema;
  };
  'auth.resetPassword': { body: typeof resetPasswordRequestSchema; response: typeof okSchema };
  'auth.checkEmail': { query: typeof checkEmailQuerySchema; response: typeof disponivelResponseSchema };
  'auth.checkCpf': { query: typeof checkCpfQuerySchema; response: typeof disponivelResponseSchema };
  'auth.checkCrp': { query: typeof checkCrpQuerySchema; response: typeof disponivelResponseSchema };
  'auth.checkTelefone': { query: typeof checkTelefoneQuerySchema; response: typeof disponivelResponseSchema };
  'usuario.profile': { response: typeof profileOutputResponseSchema };
  'usuario.updateProfile': { body: typeof profileSchema; response: typeof profileOutputResponseSchema };
  'usuario.changePassword': { body: typeof changePasswordRequestSchema; response: typeof okSchema };
  'usuario.auditoria': { query: typeof auditoriaQuerySchema; response: typeof auditoriaResponseSchema };

  // The user's own data: export, sessions, two-factor login, backups, account deletion
  'conta.exportar': Arquivo;
  'conta.sessoes': { response: typeof sessoesAtivasResponseSchema };
  'conta.encerrarSessao': { response: z.ZodNull };
  'conta.encerrarOutras': { response: typeof sessoesEncerradasResponseSchema };
  'conta.status2fa': { response: typeof status2faResponseSchema };
  'conta.configurar2fa': { response: typeof configurar2faResponseSchema };
  'conta.ativar2fa': { body: typeof ativar2faRequestSchema; response: typeof ativar2faResponseSchema };
  'conta.desativar2fa': { body: typeof desativar2faRequestSchema; response: typeof status2faResponseSchema };
  'conta.backups': { response: typeof backupsResponseSchema };
  'conta.fazerBackup': { response: typeof backupResponseSchema };
  'conta.baixarBackup': Arquivo;
  'conta.excluirBackup': { response: z.ZodNull };
  'conta.excluir': { body: typeof excluirContaRequestSchema; response: z.ZodNull };

  // Plans
  'planos.public': { response: typeof planosResponseSchema };
  'planos.available': { response: typeof planosResponseSchema };
  'planos.info': { response: typeof planInfoResponseSchema };
  'planos.checkFeature': {
    body: typeof checkFeatureRequestSchema;
    response: typeof checkFeatureResponseSchema;
  };
  'leads.create': { body: typeof leadRequestSchema; response: typeof okSchema };

  // Plans paid by PIX
  'pagamentos.upgrade': { body: typeof upgradePlanRequestSchema; response: typeof upgradePlanResponseSchema };
  'pagamentos.status': { response: typeof pagamentoStatusResponseSchema };
  'pagamentos.list': { response: typeof pagamentosListResponseSchema };
  'pagamentos.config': { response: typeof pixConfigResponseSchema };
  'pagamentos.simular': { response: typeof pagamentoStatusResponseSchema };

  // Patients, sessions, anamnese
  'pacientes.list': { query: typeof pacientesQuerySchema; response: typeof pacientesResponseSchema };
  'pacientes.get': { response: typeof pacienteResponseSchema };
  'pacientes.create': { body: typeof pacienteCreateSchema; response: typeof pacienteResponseSchema };
  'pacientes.update': { body: typeof pacienteUpdateSchema; response: typeof pacienteResponseSchema };
  'pacientes.changeStatus': {
    body: typeof pacienteStatusRequestSchema;
    response: ComMensagem<typeof pacienteResponseSchema>;
  };
  'pacientes.delete': { response: typeof pacienteDeleteResponseSchema };
  'pacientes.estatisticas': { response: typeof estatisticasSchema };
  'sessoes.list': { query: typeof sessoesQuerySchema; response: typeof sessoesResponseSchema };
  'sessoes.create': { body: typeof sessaoCreateSchema; response: typeof sessaoResponseSchema };
  'sessoes.update': { body: typeof sessaoUpdateSchema; response: typeof sessaoResponseSchema };
  'sessoes.delete': { query: typeof sessaoDeleteQuerySchema; response: z.ZodNull };
  'anamnese.get': { response: typeof anamneseOrNullResponseSchema };
  'anamnese.create': { body: typeof anamneseCreateSchema; response: typeof anamneseResponseSchema };
  'anamnese.update': { body: typeof anamneseUpdateSchema; response: typeof anamneseResponseSchema };

  // Records (prontuário)
  'prontuarios.list': { query: typeof prontuariosQuerySchema; response: typeof prontuariosResponseSchema };
  'prontuarios.create': { body: typeof prontuarioCreateSchema; response: typeof prontuarioResponseSchema };
  'prontuarios.update': { body: typeof prontuarioUpdateSchema; response: typeof prontuarioResponseSchema };
  'prontuarios.delete': { response: typeof prontuarioDeleteResponseSchema };
  'prontuarios.exportarPaciente': Arquivo;
  'prontuarios.exportar': Arquivo;

  // Agenda
  'agendamentos.list': { query: typeof agendamentosQuerySchema; response: typeof agendamentosResponseSchema };
  'agendamentos.paciente': {
    query: typeof agendamentosPacienteQuerySchema;
    response: typeof agendamentosResponseSchema;
  };
  'agendamentos.get': { response: typeof agendamentoResponseSchema };
  'agendamentos.create': {
    body: typeof agendamentoCreateSchema;
    response: typeof agendamentoCreateResponseSchema;
  };
  'agendamentos.update': {
    query: typeof escopoQuerySchema;
    body: typeof agendamentoUpdateSchema;
    response: typeof agendamentoUpdateResponseSchema;
  };
  'agendamentos.delete': {
    query: typeof escopoQuerySchema;
    response: typeof agendamentoDeleteResponseSchema;
  };
  'agendamentos.lembrete': { response: typeof lembreteWhatsappSchema };

  // Reminders (docs/product.md §13): the settings, and the patient's public link (no login)
  'lembretes.config': { response: typeof lembretesConfigResponseSchema };
  'lembretes.salvar': { body: typeof lembretesConfigSchema; response: typeof lembretesConfigResponseSchema };
  'lembretes.publico': { response: typeof lembretePublicoSchema };
  'lembretes.confirmar': { response: typeof lembreteRespostaSchema };
  'lembretes.cancelar': { response: typeof lembreteRespostaSchema };

  // Attachments
  'anexos.list': { response: typeof anexosResponseSchema };
  /** multipart/form-data (field `arquivo`), sent through the client's `upload` for its progress. */
  'anexos.upload': { response: typeof anexoUploadResponseSchema };
  'anexos.download': Arquivo;
  'anexos.delete': { response: typeof okSchema };

  // Finance and dashboard
  'dashboard.get': { response: typeof dashboardSchema };
  'financeiro.list': { query: typeof lancamentosQuerySchema; response: typeof lancamentosResponseSchema };
  'financeiro.dashboard': {
    query: typeof financeiroDashboardQuerySchema;
    response: typeof financeiroDashboardSchema;
  };
  'financeiro.exportar': { query: typeof financeiroExportQuerySchema };
  'financeiro.get': { response: typeof lancamentoResponseSchema };
  'financeiro.recibo': Arquivo;
  'financeiro.create': { body: typeof lancamentoCreateSchema; response: typeof lancamentoResponseSchema };
  'financeiro.update': { body: typeof lancamentoUpdateSchema; response: typeof lancamentoResponseSchema };
  'financeiro.delete': { response: typeof okSchema };

  // Carnê-Leão
  'carneLeao.tributos': { response: typeof tributosResponseSchema };
  'carneLeao.list': { query: typeof carneLeaoListQuerySchema; response: typeof calculosListResponseSchema };
  'carneLeao.get': { response: typeof calculoResponseSchema };
  'carneLeao.simular': { body: typeof carneLeaoCalculoInputSchema; response: typeof calculoResponseSchema };
  'carneLeao.calcular': { body: typeof carneLeaoCalculoInputSchema; response: typeof calculoResponseSchema };
  'carneLeao.exportarPdf': { response: ComMensagem<typeof calculoResponseSchema> };
  'carneLeao.downloadPdf': Arquivo;
  'carneLeao.delete': { response: typeof okSchema };
}

const GET = 'GET';
const POST = 'POST';
const PUT = 'PUT';
const DELETE = 'DELETE';

export const endpoints = {
  // Auth (no bearer) and account
  'auth.cadastro': { method: POST, path: 'cadastro' },
  // With 2FA on, the answer is a challenge for 'auth.login2fa' instead of a session.
  'auth.login': { method: POST, path: 'login' },
  'auth.login2fa': { method: POST, path: 'login/2fa' },
  'auth.logout': { method: POST, path: 'logout' },
  'auth.sendResetCode': { method: POST, path: 'user/send-reset-code' },
  'auth.verifyResetCode': { method: POST, path: 'user/verify-reset-code' },
  'auth.resetPassword': { method: POST, path: 'user/reset-password' },
  'auth.checkEmail': { method: GET, path: 'user/check-email' },
  'auth.checkCpf': { method: GET, path: 'user/check-cpf' },
  'auth.checkCrp': { method: GET, path: 'user/check-crp' },
  'auth.checkTelefone': { method: GET, path: 'user/check-telefone' },
  'usuario.profile': { method: GET, path: 'user/profile' },
  'usuario.updateProfile': { method: PUT, path: 'user/profile' },
  'usuario.changePassword': { method: POST, path: 'user/change-password' },
  'usuario.auditoria': { method: GET, path: 'user/auditoria' },

  // The user's own data: export, sessions, two-factor login, backups, account deletion
  'conta.exportar': { method: GET, path: 'user/export' },
  'conta.sessoes': { method: GET, path: 'user/sessoes' },
  'conta.encerrarSessao': { method: DELETE, path: 'user/sessoes/:id' },
  'conta.encerrarOutras': { method: DELETE, path: 'user/sessoes' },
  'conta.status2fa': { method: GET, path: 'user/2fa' },
  'conta.configurar2fa': { method: POST, path: 'user/2fa/configurar' },
  'conta.ativar2fa': { method: POST, path: 'user/2fa/ativar' },
  'conta.desativar2fa': { method: POST, path: 'user/2fa/desativar' },
  'conta.backups': { method: GET, path: 'user/backups' },
  'conta.fazerBackup': { method: POST, path: 'user/backups' },
  'conta.baixarBackup': { method: GET, path: 'user/backups/:id/download' },
  'conta.excluirBackup': { method: DELETE, path: 'user/backups/:id' },
  'conta.excluir': { method: DELETE, path: 'user' },

  // Plans
  'planos.public': { method: GET, path: 'planos' },
  'planos.available': { method: GET, path: 'user/available-plans' },
  'planos.info': { method: GET, path: 'user/plan-info' },
  'planos.checkFeature': { method: POST, path: 'user/check-feature' },
  'leads.create': { method: POST, path: 'leads' },

  // Plans paid by PIX
  'pagamentos.upgrade': { method: POST, path: 'user/upgrade-plan' },
  'pagamentos.status': { method: GET, path: 'user/pix-payment-status/:id' },
  'pagamentos.list': { method: GET, path: 'user/pagamentos' },
  'pagamentos.config': { method: GET, path: 'user/pix-config' },
  'pagamentos.simular': { method: POST, path: 'user/pix-payment/:id/simular-pagamento' },

  // Patients, sessions, anamnese
  'pacientes.list': { method: GET, path: 'pacientes' },
  'pacientes.get': { method: GET, path: 'paciente/:id' },
  'pacientes.create': { method: POST, path: 'paciente' },
  'pacientes.update': { method: PUT, path: 'paciente/:id' },
  'pacientes.changeStatus': { method: PUT, path: 'paciente/status/:id' },
  'pacientes.delete': { method: DELETE, path: 'paciente/:id' },
  'pacientes.estatisticas': { method: GET, path: 'paciente/:id/estatisticas' },
  'sessoes.list': { method: GET, path: 'paciente/:id/sessoes' },
  'sessoes.create': { method: POST, path: 'sessao' },
  'sessoes.update': { method: PUT, path: 'sessao/:id' },
  'sessoes.delete': { method: DELETE, path: 'sessao/:id' },
  'anamnese.get': { method: GET, path: 'paciente/:id/anamnese' },
  'anamnese.create': { method: POST, path: 'paciente/:id/anamnese' },
  'anamnese.update': { method: PUT, path: 'anamnese/:id' },

  // Records (prontuário)
  'prontuarios.list': { method: GET, path: 'prontuario/paciente/:id' },
  'prontuarios.create': { method: POST, path: 'prontuario/paciente/:id' },
  'prontuarios.update': { method: PUT, path: 'prontuario/:id' },
  'prontuarios.delete': { method: DELETE, path: 'prontuario/:id' },
  'prontuarios.exportarPaciente': { method: GET, path: 'prontuario/paciente/:id/exportar' },
  'prontuarios.exportar': { method: GET, path: 'prontuario/:id/exportar' },

  // Agenda
  'agendamentos.list': { method: GET, path: 'agendamentos' },
  'agendamentos.paciente': { method: GET, path: 'agendamentos/paciente/:id' },
  'agendamentos.get': { method: GET, path: 'agendamento/:id' },
  'agendamentos.create': { method: POST, path: 'agendamento' },
  'agendamentos.update': { method: PUT, path: 'agendamento/:id' },
  'agendamentos.delete': { method: DELETE, path: 'agendamento/:id' },
  'agendamentos.lembrete': { method: GET, path: 'agendamento/:id/lembrete' },

  // Reminders (docs/product.md §13): the settings, and the patient's public link (no login)
  'lembretes.config': { method: GET, path: 'user/lembretes' },
  'lembretes.salvar': { method: PUT, path: 'user/lembretes' },
  'lembretes.publico': { method: GET, path: 'lembretes/:token' },
  'lembretes.confirmar': { method: POST, path: 'lembretes/:token/confirmar' },
  'lembretes.cancelar': { method: POST, path: 'lembretes/:token/cancelar' },

  // Attachments
  'anexos.list': { method: GET, path: 'anexos/paciente/:id' },
  /** multipart/form-data (field `arquivo`), sent through the client's `upload` for its progress. */
  'anexos.upload': { method: POST, path: 'anexos/paciente/:id' },
  'anexos.download': { method: GET, path: 'anexos/:id/download' },
  'anexos.delete': { method: DELETE, path: 'anexos/:id' },

  // Finance and dashboard
  'dashboard.get': { method: GET, path: 'dashboard' },
  'financeiro.list': { method: GET, path: 'financeiros' },
  'financeiro.dashboard': { method: GET, path: 'financeiros/dashboard' },
  'financeiro.exportar': { method: GET, path: 'financeiros/exportar' },
  'financeiro.get': { method: GET, path: 'financeiros/:id' },
  'financeiro.recibo': { method: GET, path: 'financeiros/:id/recibo' },
  'financeiro.create': { method: POST, path: 'financeiros' },
  'financeiro.update': { method: PUT, path: 'financeiros/:id' },
  'financeiro.delete': { method: DELETE, path: 'financeiros/:id' },

  // Carnê-Leão
  'carneLeao.tributos': { method: GET, path: 'tributos' },
  'carneLeao.list': { method: GET, path: 'carne-leao' },
  'carneLeao.get': { method: GET, path: 'carne-leao/:id' },
  'carneLeao.simular': { method: POST, path: 'carne-leao/simular' },
  'carneLeao.calcular': { method: POST, path: 'carne-leao/calcular' },
  'carneLeao.exportarPdf': { method: POST, path: 'carne-leao/:id/exportar-pdf' },
  'carneLeao.downloadPdf': { method: GET, path: 'carne-leao/:id/download-pdf' },
  'carneLeao.delete': { method: DELETE, path: 'carne-leao/:id' },
} as const satisfies { [N in keyof EndpointSchemas]: EndpointRoute };

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

type Schema<N extends EndpointName, K extends keyof EndpointIo> =
  EndpointSchemas[N] extends Record<K, infer S extends z.ZodType> ? S : never;

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
