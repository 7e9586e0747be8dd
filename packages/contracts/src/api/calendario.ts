import {
  calendarioArquivoParamsSchema,
  calendarioCreateResponseSchema,
  calendarioCreateSchema,
  calendarioStatusResponseSchema,
} from '../agendamento-online.ts';
import { z } from '../zod.ts';
import { arquivo, declarar } from './endpoint.ts';

// Listed in the OpenAPI document with self-booking, where docs/product.md §16 describes it.
const tag = 'agendamento-online';
const acesso = 'sessao' as const;

/** The agenda as a secret iCalendar address for other calendars (docs/product.md §16). */
export const calendarioApi = declarar({
  'calendario.get': {
    method: 'GET',
    path: 'user/calendario',
    operationId: 'obterCalendarioExterno',
    summary: 'Diz se o endereço do calendário externo está ativo.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { feature: 'agendamentos' },
    responses: { 200: calendarioStatusResponseSchema },
  },
  'calendario.criar': {
    method: 'POST',
    path: 'user/calendario',
    operationId: 'criarCalendarioExterno',
    summary: 'Cria (ou troca) o endereço secreto da agenda para Google Agenda, iPhone e outros calendários.',
    description: 'Um endereço anterior deixa de funcionar. O endereço é mostrado só nesta resposta.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { feature: 'agendamentos' },
    body: calendarioCreateSchema,
    responses: { 201: calendarioCreateResponseSchema },
  },
  'calendario.remove': {
    method: 'DELETE',
    path: 'user/calendario',
    operationId: 'revogarCalendarioExterno',
    summary: 'Desativa o endereço do calendário externo.',
    tag,
    acesso,
    secretaria: 'nao',
    responses: { 204: z.null() },
  },
  'calendario.feed': {
    method: 'GET',
    path: 'calendario/:arquivo',
    operationId: 'feedCalendario',
    summary: 'A agenda em iCalendar (RFC 5545): últimos 30 e próximos 180 dias.',
    description: 'O endereço é secreto ({token}.ics); desativado ou desconhecido: 404.',
    tag,
    acesso: 'publico',
    params: calendarioArquivoParamsSchema,
    responses: { 200: arquivo('text/calendar', 'Agenda em iCalendar') },
    erros: [429],
  },
});
