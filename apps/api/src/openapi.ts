import { errorResponseSchema } from '@consultorio/contracts/common';
import { z } from 'zod';

/*
 * What the OpenAPI document at /api/docs/json says beyond each route's zod schemas, in one place: a summary and an
 * operationId per operation, `security: []` on public ones, the error responses a client must handle, and the
 * server. Routes keep only their schemas; a route missing here gets a derived operationId and no summary, which
 * openapi.test.ts (Redocly's recommended rules) refuses — so a new route cannot ship undocumented.
 * The API itself is described in docs/product.md.
 */

interface Operacao {
  operationId: string;
  summary: string;
}

const op = (operationId: string, summary: string): Operacao => ({ operationId, summary });

/** Keyed by "METHOD /path" as the document writes it (under /api, with {params}). */
export const OPERACOES: Record<string, Operacao> = {
  // sistema
  'GET /api/health': op('saude', 'Informa que o servidor está no ar.'),
  'GET /api/ready': op('prontidao', 'Informa que o servidor está pronto, com o banco de dados respondendo.'),
  // auth
  'POST /api/cadastro': op('cadastrar', 'Cria a conta de um psicólogo e abre a sessão.'),
  'GET /api/user/check-email': op('verificarEmail', 'Diz se o e-mail ainda está livre para cadastro.'),
  'GET /api/user/check-cpf': op('verificarCpf', 'Diz se o CPF ainda está livre para cadastro.'),
  'GET /api/user/check-crp': op('verificarCrp', 'Diz se o CRP ainda está livre para cadastro.'),
  'GET /api/user/check-telefone': op(
    'verificarTelefone',
    'Diz se o telefone ainda está livre para cadastro.',
  ),
  'POST /api/login': op('entrar', 'Entra com e-mail e senha e recebe o token da sessão.'),
  'POST /api/logout': op('sair', 'Encerra a sessão do token informado.'),
  'POST /api/token/refresh': op('renovarToken', 'Troca o token da sessão por um novo.'),
  'POST /api/user/send-reset-code': op(
    'enviarCodigoRedefinicao',
    'Envia por e-mail o código para redefinir a senha.',
  ),
  'POST /api/user/verify-reset-code': op(
    'verificarCodigoRedefinicao',
    'Confere o código de redefinição de senha.',
  ),
  'POST /api/user/reset-password': op(
    'redefinirSenha',
    'Define uma nova senha com o código recebido por e-mail.',
  ),
  // leads
  'POST /api/leads': op('registrarContato', 'Registra o pedido de contato feito na página inicial.'),
  // usuario
  'GET /api/user': op('obterUsuario', 'Devolve o usuário da sessão.'),
  'GET /api/user/profile': op('obterPerfil', 'Devolve o perfil do usuário da sessão.'),
  'PUT /api/user/profile': op('atualizarPerfil', 'Substitui o perfil do usuário da sessão.'),
  'POST /api/user/change-password': op('alterarSenha', 'Altera a senha, conferindo a senha atual.'),
  'GET /api/user/auditoria': op(
    'listarAuditoria',
    'Lista a trilha de auditoria do usuário, mais recente primeiro.',
  ),
  // conta (the user's own data)
  'POST /api/login/2fa': op('entrarSegundaEtapa', 'Conclui a entrada com o código do autenticador.'),
  'GET /api/user/export': op('exportarMeusDados', 'Baixa um ZIP com todos os dados do usuário (LGPD).'),
  'GET /api/user/sessoes': op('listarSessoesAtivas', 'Lista as sessões abertas do usuário.'),
  'DELETE /api/user/sessoes/{id}': op('encerrarSessao', 'Encerra uma sessão aberta do usuário.'),
  'DELETE /api/user/sessoes': op('encerrarOutrasSessoes', 'Encerra todas as sessões, menos a atual.'),
  'GET /api/user/2fa': op('obterStatus2fa', 'Diz se a verificação em duas etapas está ativa.'),
  'POST /api/user/2fa/configurar': op('configurar2fa', 'Gera o segredo e o QR code do autenticador.'),
  'POST /api/user/2fa/ativar': op('ativar2fa', 'Ativa a verificação em duas etapas com um código.'),
  'POST /api/user/2fa/desativar': op('desativar2fa', 'Desativa a verificação em duas etapas.'),
  'DELETE /api/user': op('excluirConta', 'Exclui a conta e os dados do usuário.'),
  'GET /api/user/backups': op('listarBackups', 'Lista os backups guardados (os 7 mais recentes).'),
  'POST /api/user/backups': op('fazerBackup', 'Faz agora um backup dos dados do usuário.'),
  'GET /api/user/backups/{id}/download': op('baixarBackup', 'Baixa o ZIP de um backup.'),
  'DELETE /api/user/backups/{id}': op('excluirBackup', 'Exclui um backup e o arquivo guardado.'),
  // planos
  'GET /api/planos': op('listarPlanos', 'Lista os planos à venda, com preços e recursos.'),
  'GET /api/user/available-plans': op(
    'listarPlanosDisponiveis',
    'Lista os planos que o usuário pode contratar.',
  ),
  'GET /api/user/plan-info': op(
    'obterPlano',
    'Devolve o plano do usuário, seus recursos e o uso dos limites.',
  ),
  'POST /api/user/check-feature': op('verificarRecurso', 'Diz se o plano do usuário dá acesso a um recurso.'),
  // pagamentos (PIX)
  'POST /api/user/upgrade-plan': op(
    'contratarPlano',
    'Gera a cobrança PIX de um plano pago (ou devolve a que ainda está pendente).',
  ),
  'GET /api/user/pix-payment-status/{id}': op('situacaoPagamento', 'Devolve a situação de uma cobrança PIX.'),
  'GET /api/user/pagamentos': op(
    'listarPagamentos',
    'Lista as cobranças PIX do usuário, mais recente primeiro.',
  ),
  'GET /api/user/pix-config': op(
    'configuracaoPix',
    'Diz qual provedor confirma os pagamentos e se a simulação está disponível.',
  ),
  'POST /api/user/pix-payment/{id}/simular-pagamento': op(
    'simularPagamento',
    'Só no simulador, fora de produção: confirma a cobrança como se o PIX tivesse chegado.',
  ),
  'POST /api/pix/webhook/pix': op(
    'webhookPix',
    'Notificação do PSP (API Pix do BCB); cada txid é consultado no PSP antes de qualquer mudança.',
  ),
  // pacientes
  'GET /api/pacientes': op(
    'listarPacientes',
    'Lista os pacientes, com busca, filtro por situação e paginação.',
  ),
  'GET /api/paciente': op('listarPacientesAlias', 'Lista os pacientes (mesmo que GET /pacientes).'),
  'POST /api/paciente': op('criarPaciente', 'Cadastra um paciente.'),
  'GET /api/paciente/{id}': op('obterPaciente', 'Devolve a ficha de um paciente.'),
  'PUT /api/paciente/{id}': op('atualizarPaciente', 'Altera os campos enviados da ficha de um paciente.'),
  'DELETE /api/paciente/{id}': op(
    'excluirPaciente',
    'Exclui um paciente, ou o arquiva quando ele tem registros clínicos.',
  ),
  'PUT /api/paciente/status/{id}': op(
    'alterarSituacaoPaciente',
    'Altera a situação do tratamento de um paciente.',
  ),
  'GET /api/paciente/{id}/estatisticas': op(
    'obterEstatisticasPaciente',
    'Devolve os números do paciente: sessões, faltas, próximo agendamento, registros e anexos.',
  ),
  // sessoes
  'GET /api/paciente/{id}/sessoes': op(
    'listarSessoes',
    'Lista as sessões de um paciente, mais recente primeiro.',
  ),
  'POST /api/sessao': op('registrarSessao', 'Registra uma sessão e, se pedido, a receita correspondente.'),
  'PUT /api/sessao/{id}': op('editarSessao', 'Edita uma sessão; a receita vinculada acompanha a mudança.'),
  'DELETE /api/sessao/{id}': op(
    'excluirSessao',
    'Exclui uma sessão, desvinculando ou excluindo a sua receita.',
  ),
  // anamnese
  'GET /api/paciente/{id}/anamnese': op('obterAnamnese', 'Devolve a anamnese de um paciente.'),
  'POST /api/paciente/{id}/anamnese': op('criarAnamnese', 'Cria a anamnese de um paciente.'),
  'PUT /api/anamnese/{id}': op('atualizarAnamnese', 'Altera os campos enviados de uma anamnese.'),
  // prontuarios
  'GET /api/prontuario/paciente/{id}': op(
    'listarProntuario',
    'Lista as entradas do prontuário de um paciente, com filtros e busca.',
  ),
  'POST /api/prontuario/paciente/{id}': op(
    'criarEntradaDoPaciente',
    'Acrescenta uma entrada ao prontuário do paciente.',
  ),
  'POST /api/prontuario': op(
    'criarEntradaProntuario',
    'Acrescenta uma entrada ao prontuário (paciente no corpo).',
  ),
  'PUT /api/prontuario/{id}': op('atualizarEntradaProntuario', 'Altera uma entrada do prontuário.'),
  'DELETE /api/prontuario/{id}': op('excluirEntradaProntuario', 'Exclui uma entrada do prontuário.'),
  'GET /api/prontuario/paciente/{id}/exportar': op(
    'exportarProntuario',
    'Gera o PDF com todo o prontuário de um paciente.',
  ),
  'GET /api/prontuario/{id}/exportar': op(
    'exportarEntradaProntuario',
    'Gera o PDF de uma entrada do prontuário.',
  ),
  // agendamentos
  'GET /api/agendamentos': op('listarAgendamentos', 'Lista os agendamentos de um mês ou de um período.'),
  'GET /api/agendamentos/paciente/{id}': op(
    'listarAgendamentosPaciente',
    'Lista os agendamentos de um paciente.',
  ),
  'DELETE /api/agendamentos/{pacienteId}': op(
    'excluirAgendamentosFuturosPaciente',
    'Exclui os agendamentos futuros de um paciente.',
  ),
  'POST /api/agendamento': op('criarAgendamento', 'Cria um agendamento, ou uma série quando há repetição.'),
  'GET /api/agendamento/{id}': op('obterAgendamento', 'Devolve um agendamento.'),
  'PUT /api/agendamento/{id}': op(
    'atualizarAgendamento',
    'Altera um agendamento, ou ele e os seguintes da mesma série.',
  ),
  'DELETE /api/agendamento/{id}': op(
    'excluirAgendamento',
    'Exclui um agendamento, ou ele e os seguintes da mesma série.',
  ),
  // anexos
  'GET /api/anexos/paciente/{id}': op('listarAnexos', 'Lista os anexos de um paciente.'),
  'POST /api/anexos/paciente/{id}': op('enviarAnexo', 'Envia um arquivo para os anexos de um paciente.'),
  'POST /api/anexos/paciente/{id}/multiple': op('enviarAnexos', 'Envia vários arquivos (até 20) de uma vez.'),
  'GET /api/anexos/{id}/download': op('baixarAnexo', 'Baixa um anexo com o seu nome original.'),
  'DELETE /api/anexos/{id}': op('excluirAnexo', 'Exclui um anexo e o arquivo guardado.'),
  // financeiro
  'GET /api/financeiros': op('listarLancamentos', 'Lista os lançamentos financeiros, com filtros e totais.'),
  'POST /api/financeiros': op('criarLancamento', 'Cria uma receita ou despesa.'),
  'GET /api/financeiros/dashboard': op(
    'obterPainelFinanceiro',
    'Devolve os números do mês e a evolução do ano.',
  ),
  'GET /api/financeiros/exportar': op('exportarLancamentos', 'Exporta os lançamentos de um ano em CSV.'),
  'GET /api/financeiros/{id}': op('obterLancamento', 'Devolve um lançamento financeiro.'),
  'PUT /api/financeiros/{id}': op('atualizarLancamento', 'Altera um lançamento financeiro.'),
  'DELETE /api/financeiros/{id}': op('excluirLancamento', 'Exclui um lançamento financeiro.'),
  'GET /api/financeiros/{id}/recibo': op('gerarRecibo', 'Gera o recibo em PDF de uma receita paga.'),
  // carne-leao
  'GET /api/tributos': op('obterTabelasTributos', 'Devolve as tabelas do IRPF usadas no Carnê-Leão.'),
  'POST /api/carne-leao/simular': op(
    'simularCarneLeao',
    'Simula o Carnê-Leão de um mês sem guardar o cálculo.',
  ),
  'POST /api/carne-leao/calcular': op('calcularCarneLeao', 'Calcula e guarda o Carnê-Leão de um mês.'),
  'GET /api/carne-leao': op('listarCarneLeao', 'Lista os cálculos do Carnê-Leão de um ano.'),
  'GET /api/carne-leao/{id}': op('obterCarneLeao', 'Devolve um cálculo do Carnê-Leão.'),
  'DELETE /api/carne-leao/{id}': op('excluirCarneLeao', 'Exclui um cálculo do Carnê-Leão.'),
  'POST /api/carne-leao/{id}/exportar-pdf': op(
    'exportarCarneLeao',
    'Gera o PDF de um cálculo do Carnê-Leão.',
  ),
  'GET /api/carne-leao/{id}/download-pdf': op('baixarCarneLeao', 'Baixa o PDF de um cálculo do Carnê-Leão.'),
  // dashboard
  'GET /api/dashboard': op(
    'obterPainel',
    'Devolve o resumo do consultório: pacientes, sessões, agenda e finanças.',
  ),
  // lembretes
  'GET /api/user/lembretes': op('obterLembretes', 'Devolve a configuração dos lembretes de agendamento.'),
  'PUT /api/user/lembretes': op(
    'salvarLembretes',
    'Liga ou desliga os lembretes, com a antecedência em horas e a mensagem.',
  ),
  'GET /api/agendamento/{id}/lembrete': op(
    'lembreteWhatsapp',
    'Devolve a mensagem de lembrete do agendamento e o link do WhatsApp para o paciente.',
  ),
  'GET /api/lembretes/{token}': op(
    'obterLembretePublico',
    'Página do paciente (sem login): data, horário e profissional do agendamento do link.',
  ),
  'POST /api/lembretes/{token}/confirmar': op(
    'confirmarPresenca',
    'O paciente confirma a presença pelo link do lembrete.',
  ),
  'POST /api/lembretes/{token}/cancelar': op(
    'cancelarPeloPaciente',
    'O paciente avisa pelo link do lembrete que não poderá ir; o agendamento é cancelado.',
  ),
};

/** A readable default operationId from the route, e.g. "GET /api/paciente/{id}/sessoes" → getPacienteIdSessoes. */
export function operationIdPadrao(metodo: string, caminho: string): string {
  const partes = caminho
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase() + p.slice(1));
  return metodo.toLowerCase() + partes.join('');
}

const ERRO_REF = { $ref: '#/components/schemas/Erro' };
const erro = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERRO_REF } },
});

type Json = Record<string, unknown>;
interface Operation extends Json {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/** What the document cannot see in a route's schema: the plan gate and the rate limit (see `rotaDocumentada`). */
export interface RotaInfo {
  planoExigido: boolean;
  limiteDeTaxa: boolean;
}

/** "METHOD /api/path/{param}" of a Fastify route, as OPERACOES and the document name it. */
export const chaveDaRota = (metodo: string, url: string): string =>
  `${metodo.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** Reads a route's options (Fastify's onRoute) for the document: is it behind requirePlan, is it rate limited. */
export function rotaDocumentada(opts: { preHandler?: unknown; config?: unknown }): RotaInfo {
  const handlers = [opts.preHandler].flat().filter((h): h is { name: string } => typeof h === 'function');
  const config = (opts.config ?? {}) as { rateLimit?: unknown };
  return {
    planoExigido: handlers.some((h) => h.name === 'planGate'),
    limiteDeTaxa: config.rateLimit != null,
  };
}

/** The error responses a client of this operation must handle, from what the operation takes. */
function respostasDeErro(caminho: string, o: Operation, publica: boolean, info?: RotaInfo) {
  const out: Record<string, unknown> = {};
  const recebeDados = o.requestBody !== undefined || (o.parameters?.length ?? 0) > 0;
  if (o.requestBody !== undefined) out['400'] = erro('Corpo da requisição malformado (JSON inválido).');
  if (!publica) out['401'] = erro('Sem sessão válida: é preciso entrar novamente.');
  if (info?.planoExigido) {
    out['403'] = erro(
      'O plano não inclui este recurso, está pausado ou chegou ao limite (`feature` diz qual).',
    );
  }
  if (caminho.includes('{')) out['404'] = erro('Registro não encontrado (ou de outro usuário).');
  if (recebeDados) out['422'] = erro('Dados inválidos, com as mensagens de cada campo em `errors`.');
  if (info?.limiteDeTaxa) out['429'] = erro('Tentativas demais: aguarde o tempo indicado em Retry-After.');
  if (Object.keys(out).length === 0) out['4XX'] = erro('Requisição recusada.');
  return out;
}

/**
 * Completes the generated document (@fastify/swagger's `transformObject`): summaries and operationIds from
 * OPERACOES, `security: []` on public operations, the error responses and the server.
 */
export function completarDocumento<T extends object>(
  doc: T,
  servidor: string,
  rotas: Map<string, RotaInfo>,
): T {
  const d = doc as Json & { paths?: Record<string, Record<string, Operation>>; components?: Json };
  d.servers = [{ url: servidor, description: 'Este servidor' }];
  d.components ??= {};
  const components = d.components as Json & { schemas?: Json };
  components.schemas = {
    ...components.schemas,
    Erro: z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }),
  };
  for (const [caminho, operacoes] of Object.entries(d.paths ?? {})) {
    for (const [metodo, o] of Object.entries(operacoes)) {
      if (typeof o !== 'object' || o === null || !('responses' in o)) continue;
      const chave = chaveDaRota(metodo, caminho);
      const conhecida = OPERACOES[chave];
      o.operationId ??= conhecida?.operationId ?? operationIdPadrao(metodo, caminho);
      if (conhecida) o.summary ??= conhecida.summary;
      const publica = !o.security || o.security.length === 0;
      o.security ??= [];
      o.responses = { ...respostasDeErro(caminho, o, publica, rotas.get(chave)), ...o.responses };
    }
  }
  return doc;
}
