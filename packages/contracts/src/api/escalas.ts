import { idParamsSchema } from '../common.ts';
import {
  aplicacaoPortalResponseSchema,
  aplicacaoResponseSchema,
  aplicacoesPortalResponseSchema,
  aplicacoesResponseSchema,
  escalaEnviarSchema,
  escalaRegistrarSchema,
  escalaResponderSchema,
  escalaRespondidaResponseSchema,
  escalasResponseSchema,
} from '../escalas.ts';
import { declarar } from './endpoint.ts';

const tag = 'escalas';
const params = idParamsSchema;
const escrita = { write: true } as const;
const clinico = 'As respostas são clínicas: a secretária não as vê (403).';

/**
 * PHQ-9 and GAD-7 (docs/escalas.md, docs/decisions/0088-escalas.md): the psychologist sends them to the patient's
 * page (once or on a schedule) or types in one applied on paper, and reads the scores over time. Clinical: never
 * the secretária's, every read audited.
 */
export const escalasApi = declarar({
  'escalas.catalogo': {
    method: 'GET',
    path: 'escalas',
    operationId: 'listarEscalas',
    summary:
      'Lista as escalas disponíveis (PHQ-9, GAD-7) com o número de itens, a pontuação máxima e as faixas.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    responses: { 200: escalasResponseSchema },
  },
  'escalas.enviar': {
    method: 'POST',
    path: 'paciente/:id/escalas',
    operationId: 'enviarEscala',
    summary:
      'Põe uma escala na área do paciente, uma vez ou com recorrência (semanal, quinzenal, mensal): a próxima ' +
      'aplicação aparece quando o período passa desde a última resposta.',
    description: `A mesma escala ainda esperando resposta: 409. Uma nova recorrência da mesma escala substitui a anterior. ${clinico}`,
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    plano: escrita,
    params,
    body: escalaEnviarSchema,
    responses: { 201: aplicacaoResponseSchema },
  },
  'escalas.doPaciente': {
    method: 'GET',
    path: 'paciente/:id/escalas',
    operationId: 'listarEscalasDoPaciente',
    summary:
      'Lista as aplicações de escalas do paciente, da mais recente à mais antiga, com pontuação, faixa, alerta e ' +
      'respostas, e as recorrências ativas.',
    description: clinico,
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    params,
    responses: { 200: aplicacoesResponseSchema },
  },
  'escalas.registrar': {
    method: 'POST',
    path: 'paciente/:id/escalas/respostas',
    operationId: 'registrarEscala',
    summary: 'Registra uma escala aplicada em papel na sessão, com as respostas e a data (hoje, se omitida).',
    description: `Número de respostas diferente do da escala, ou valor fora de 0–3: 422. ${clinico}`,
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    plano: escrita,
    params,
    body: escalaRegistrarSchema,
    responses: { 201: aplicacaoResponseSchema },
  },
  'escalas.encerrar': {
    method: 'POST',
    path: 'escalas/aplicacoes/:id/encerrar',
    operationId: 'encerrarEscala',
    summary:
      'Encerra a recorrência da aplicação (nenhuma nova aplicação) e tira da área do paciente a que ainda ' +
      'esperava resposta.',
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    params,
    responses: { 200: aplicacaoResponseSchema },
  },
  'escalas.alertaVisto': {
    method: 'POST',
    path: 'escalas/aplicacoes/:id/alerta-visto',
    operationId: 'marcarAlertaDeEscalaVisto',
    summary: 'Marca como visto o alerta de uma resposta (o aviso sai da ficha e da lista de pacientes).',
    description: 'Aplicação sem alerta: 422.',
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    params,
    responses: { 200: aplicacaoResponseSchema },
  },
});

/** The patient's side, on their page: every route needs a portal session and sees only that patient's scales. */
export const escalasPortalApi = declarar({
  'escalas.pendentes': {
    method: 'GET',
    path: 'portal/escalas',
    operationId: 'escalasPortal',
    summary: 'Lista as escalas que o paciente tem para responder.',
    tag,
    acesso: 'portal',
    responses: { 200: aplicacoesPortalResponseSchema },
  },
  'escalas.paraResponder': {
    method: 'GET',
    path: 'portal/escalas/:id',
    operationId: 'escalaPortal',
    summary: 'Mostra uma escala para responder: instrução, itens e as quatro opções.',
    description: 'Já respondida ou retirada: 404.',
    tag,
    acesso: 'portal',
    params,
    responses: { 200: aplicacaoPortalResponseSchema },
  },
  'escalas.responder': {
    method: 'POST',
    path: 'portal/escalas/:id/respostas',
    operationId: 'responderEscalaPortal',
    summary:
      'Envia as respostas (uma por item, de 0 a 3). O paciente recebe um agradecimento, não a pontuação; se a ' +
      'resposta pede atenção, a resposta traz `ajuda` (CVV 188, SAMU 192, o contato do psicólogo).',
    description: 'Número de respostas errado ou valor fora de 0–3: 422. Já respondida: 409.',
    tag,
    acesso: 'portal',
    params,
    body: escalaResponderSchema,
    responses: { 200: escalaRespondidaResponseSchema },
    erros: [409],
  },
});
