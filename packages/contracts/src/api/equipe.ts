import { loginResponseSchema } from '../auth.ts';
import { idParamsSchema } from '../common.ts';
import {
  conviteAceitarSchema,
  conviteCreateSchema,
  convitePublicoResponseSchema,
  conviteResponseSchema,
  conviteTokenParamsSchema,
  equipeResponseSchema,
  membroResponseSchema,
  membroUpdateSchema,
} from '../equipe.ts';
import { z } from '../zod.ts';
import { declarar } from './endpoint.ts';

const tag = 'equipe';
const acesso = 'sessao' as const;
const secretaria = 'nao' as const;

/** The titular's team: invitations, members, their finance access (docs/product.md §15). */
export const equipeApi = declarar({
  'equipe.list': {
    method: 'GET',
    path: 'equipe',
    operationId: 'listarEquipe',
    summary: 'Lista as secretárias da conta e os convites pendentes.',
    tag,
    acesso,
    secretaria,
    responses: { 200: equipeResponseSchema },
  },
  'equipe.convidar': {
    method: 'POST',
    path: 'equipe/convites',
    operationId: 'convidarSecretaria',
    summary: 'Convida uma secretária por e-mail (link válido por 7 dias).',
    description:
      'Essencial: 1 secretária; Vitalício: até 3 (membros e convites pendentes contam); Gratuito: 403. Um e-mail que já tem conta: 409. Um novo convite ao mesmo e-mail substitui o pendente.',
    tag,
    acesso,
    secretaria,
    plano: { write: true },
    body: conviteCreateSchema,
    responses: { 201: conviteResponseSchema },
    erros: [409, 429],
  },
  'equipe.cancelarConvite': {
    method: 'DELETE',
    path: 'equipe/convites/:id',
    operationId: 'cancelarConvite',
    summary: 'Cancela um convite pendente (o link deixa de valer).',
    tag,
    acesso,
    secretaria,
    params: idParamsSchema,
    responses: { 204: z.null() },
  },
  'equipe.update': {
    method: 'PUT',
    path: 'equipe/:id',
    operationId: 'alterarMembro',
    summary: 'Liga ou desliga o acesso da secretária ao financeiro.',
    tag,
    acesso,
    secretaria,
    params: idParamsSchema,
    body: membroUpdateSchema,
    responses: { 200: membroResponseSchema },
  },
  'equipe.remove': {
    method: 'DELETE',
    path: 'equipe/:id',
    operationId: 'removerMembro',
    summary: 'Remove a secretária: as sessões dela terminam na hora e ela não entra mais.',
    description: 'O que ela cadastrou (pacientes, agendamentos, sessões) continua na conta.',
    tag,
    acesso,
    secretaria,
    params: idParamsSchema,
    responses: { 204: z.null() },
  },
  'convites.get': {
    method: 'GET',
    path: 'convites/:token',
    operationId: 'obterConvite',
    summary: 'Página do convite (sem login): e-mail, nome e consultório de quem convidou.',
    tag,
    acesso: 'publico',
    params: conviteTokenParamsSchema,
    responses: { 200: convitePublicoResponseSchema },
    erros: [429],
  },
  'convites.aceitar': {
    method: 'POST',
    path: 'convites/:token/aceitar',
    operationId: 'aceitarConvite',
    summary: 'Aceita o convite: cria o acesso da secretária (nome e senha) e já entra.',
    description: 'A senha segue as regras do cadastro. Convite usado ou expirado: 404.',
    tag,
    acesso: 'publico',
    params: conviteTokenParamsSchema,
    body: conviteAceitarSchema,
    responses: { 201: loginResponseSchema },
    erros: [429],
  },
});
