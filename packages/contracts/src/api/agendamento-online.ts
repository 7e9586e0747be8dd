import {
  agendamentoOnlineResponseSchema,
  agendamentoOnlineSchema,
  agendaPublicaSchema,
  horariosLivresSchema,
  horariosQuerySchema,
  reservaCreateSchema,
  reservaResponseSchema,
  slugParamsSchema,
  vincularSchema,
} from '../agendamento-online.ts';
import { agendamentoResponseSchema } from '../agendamentos.ts';
import { idParamsSchema } from '../common.ts';
import { z } from '../zod.ts';
import { declarar } from './endpoint.ts';

const tag = 'agendamento-online';
const acesso = 'sessao' as const;

const agendamentoMensagemSchema = agendamentoResponseSchema.extend({ message: z.string() });

/**
 * Self-booking (docs/product.md §16): the psychologist's settings, the public page and its bookings, and her answers
 * to the bookings in the agenda.
 */
export const agendamentoOnlineApi = declarar({
  'agendamentoOnline.get': {
    method: 'GET',
    path: 'user/agendamento-online',
    operationId: 'obterAgendamentoOnline',
    summary: 'Configuração da página pública de agendamento (uma sugestão enquanto não foi salva).',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { feature: 'essencial' },
    responses: { 200: agendamentoOnlineResponseSchema },
  },
  'agendamentoOnline.put': {
    method: 'PUT',
    path: 'user/agendamento-online',
    operationId: 'salvarAgendamentoOnline',
    summary: 'Salva a configuração da página pública de agendamento.',
    description: 'Endereço (slug) em uso por outro profissional: 409.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { feature: 'essencial' },
    body: agendamentoOnlineSchema,
    responses: { 200: agendamentoOnlineResponseSchema },
    erros: [409],
  },
  'agendamentoOnline.aceitar': {
    method: 'POST',
    path: 'agendamento/:id/aceitar',
    operationId: 'aceitarAgendamentoOnline',
    summary: 'Aceita um pedido de agendamento online (avisa a pessoa por e-mail).',
    tag,
    acesso,
    secretaria: 'sim',
    plano: { feature: 'agendamentos' },
    params: idParamsSchema,
    responses: { 200: agendamentoMensagemSchema },
    erros: [409],
  },
  'agendamentoOnline.recusar': {
    method: 'POST',
    path: 'agendamento/:id/recusar',
    operationId: 'recusarAgendamentoOnline',
    summary: 'Recusa um pedido de agendamento online (avisa a pessoa por e-mail).',
    tag,
    acesso,
    secretaria: 'sim',
    plano: { feature: 'agendamentos' },
    params: idParamsSchema,
    responses: { 200: agendamentoMensagemSchema },
    erros: [409],
  },
  'agendamentoOnline.vincular': {
    method: 'POST',
    path: 'agendamento/:id/vincular',
    operationId: 'vincularPacienteAgendamento',
    summary: 'Vincula um agendamento online a um paciente cadastrado.',
    tag,
    acesso,
    secretaria: 'sim',
    plano: { feature: 'agendamentos' },
    params: idParamsSchema,
    body: vincularSchema,
    responses: { 200: agendamentoMensagemSchema },
    erros: [409],
  },
  'agendamentoOnline.pagina': {
    method: 'GET',
    path: 'publico/agenda/:slug',
    operationId: 'obterAgendaPublica',
    summary: 'Página pública de agendamento: profissional, duração, modalidades e mensagem.',
    tag,
    acesso: 'publico',
    params: slugParamsSchema,
    responses: { 200: agendaPublicaSchema },
    erros: [429],
  },
  'agendamentoOnline.horarios': {
    method: 'GET',
    path: 'publico/agenda/:slug/horarios',
    operationId: 'listarHorariosLivres',
    summary: 'Horários livres para agendar entre dois dias.',
    tag,
    acesso: 'publico',
    params: slugParamsSchema,
    query: horariosQuerySchema,
    responses: { 200: horariosLivresSchema },
    erros: [429],
  },
  'agendamentoOnline.reservar': {
    method: 'POST',
    path: 'publico/agenda/:slug/reservas',
    operationId: 'reservarHorario',
    summary: 'Agenda um horário livre (sem conta).',
    description: 'Horário não oferecido: 422; tomado por outra pessoa no meio tempo: 409.',
    tag,
    acesso: 'publico',
    params: slugParamsSchema,
    body: reservaCreateSchema,
    responses: { 201: reservaResponseSchema },
    erros: [409, 429],
  },
});
